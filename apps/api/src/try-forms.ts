import { resolveReference, type OpenApiDocument } from '@circular/contract';
import { escapeHtml } from './escape-html.ts';
import { pageScriptUrl } from './page-scripts.ts';

/** What an operation's `x-try-form` says: the index page offers a form for it. */
interface TryFormExtension {
  /** Where the form stands among the others (ascending). */
  order: number;
  title: string;
  hint: string;
  /** The body field the form's file picker fills with the chosen photos as data URLs. */
  upload?: { field: string; label: string };
}

export interface TryForm {
  id: string;
  method: string;
  path: string;
  title: string;
  hint: string;
  /** The request body the form starts with: the contract's first self-contained example for the operation, or `{}`. */
  example: unknown;
  upload?: TryFormExtension['upload'];
}

/**
 * The index page's small forms, from the document: one per `POST` operation whose `x-try-form`
 * asks for one (a function not in this build has none), in the extension's order, each starting
 * from the operation's first request example that fetches nothing (the page works offline), so a
 * form stays right as the contract changes.
 */
export function tryForms(document: OpenApiDocument): TryForm[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, pathItem]) => {
      const operation = (pathItem as Record<string, unknown>)['post'] as Record<string, unknown> | undefined;
      const extension = operation?.['x-try-form'] as TryFormExtension | undefined;
      if (!operation || !extension) return [];
      const form: TryForm = {
        id: `try-${String(operation['operationId'] ?? path.replace(/\W+/g, '-'))}`,
        method: 'POST',
        path,
        title: extension.title,
        hint: extension.hint,
        example: requestExample(document, operation),
        ...(extension.upload ? { upload: extension.upload } : {}),
      };
      return [{ form, order: extension.order }];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ form }) => form);
}

function requestExample(document: OpenApiDocument, operation: Record<string, unknown>): unknown {
  const requestBody = operation['requestBody'] === undefined ? undefined : resolveReference(document, operation['requestBody'] as { content?: Record<string, Record<string, unknown>> });
  const media = requestBody?.content?.['application/json'];
  if (!media) return {};
  if ('example' in media) return media['example'];
  const values = Object.values((media['examples'] as Record<string, unknown> | undefined) ?? {}).map((example) => resolveReference(document, example as { value?: unknown }).value);
  // The page works offline: an example that fetches nothing (no http(s) URL in it) goes first.
  return values.find((value) => !/"https?:\/\//.test(JSON.stringify(value))) ?? values[0] ?? {};
}

/**
 * A form's editable body and what its file picker replaces. An upload form's example images (tens
 * of kilobytes of data URL) stay out of the text box: they wait in a JSON script block and are
 * sent when no photo is picked and the body names no images of its own.
 */
function formBody(form: TryForm): { text: string; uploads?: string } {
  const example = form.example;
  if (!form.upload || example === null || typeof example !== 'object' || Array.isArray(example) || !(form.upload.field in example)) {
    return { text: JSON.stringify(example, null, 2) };
  }
  const { [form.upload.field]: uploads, ...rest } = example as Record<string, unknown>;
  // Inside <script>, only "</" (and "<!--") can end the block early: escaped as JSON allows.
  return { text: JSON.stringify(rest, null, 2), uploads: JSON.stringify(uploads).replace(/</g, '\\u003c') };
}

function renderUpload(form: TryForm, uploads: string | undefined): string {
  if (!form.upload) return '';
  const field = escapeHtml(form.upload.field);
  const fallback =
    uploads === undefined
      ? ''
      : `\n<p class="hint">With no photo picked, the example's are sent, unless the body names its own ${field}.</p><script type="application/json" class="example-uploads">${uploads}</script>`;
  return `<label>${escapeHtml(form.upload.label)} <input name="files" type="file" accept="image/jpeg,image/png,image/webp,image/bmp" multiple></label>${fallback}\n`;
}

/** The forms section of the index page (empty when no operation of the document asks for a form). */
export function renderTryForms(forms: TryForm[]): string {
  if (forms.length === 0) return '';
  const rendered = forms
    .map((form) => {
      const body = formBody(form);
      return `<form class="try-form" id="${escapeHtml(form.id)}" data-method="${escapeHtml(form.method)}" data-path="${escapeHtml(form.path)}"${form.upload ? ` data-upload="${escapeHtml(form.upload.field)}"` : ''}>
<h3>${escapeHtml(form.title)} <code>${escapeHtml(form.method)} ${escapeHtml(form.path)}</code></h3>
<p class="hint">${escapeHtml(form.hint)}</p>
${renderUpload(form, body.uploads)}<label>Request body (JSON)<textarea name="body" rows="8" spellcheck="false">${escapeHtml(body.text)}</textarea></label>
<button type="submit">Send</button>
<output aria-live="polite"></output>
</form>`;
    })
    .join('\n');
  return `<style>
  .try-form table.comparables { border-collapse: collapse; font-size: .8rem; }
  .try-form table.comparables caption { text-align: left; font-weight: 600; padding: .3rem 0; }
  .try-form table.comparables th, .try-form table.comparables td { border-bottom: 1px solid #d9e4de; padding: .2rem .4rem; text-align: left; }
  .try-form table.comparables tr[data-status=excluded] { color: #6b7a72; }
</style>
<section class="try" aria-labelledby="try-title">
<h2 id="try-title">Try a function</h2>
<p><label>API key (only if this deployment sets <code>API_KEYS</code>) <input id="try-api-key" type="password" autocomplete="off"></label></p>
<div class="forms">
${rendered}
</div>
</section>
<script type="module" src="${pageScriptUrl('try-forms.js')}"></script>`;
}
