import { resolveReference, type OpenApiDocument } from '@circular/contract';
import { escapeHtml } from './escape-html.ts';

/** A function people want to feel by hand, if the document has its operation. */
interface Featured {
  path: string;
  title: string;
  hint: string;
  /** The body field the form's file picker fills with the chosen photos as data URLs. */
  upload?: { field: string; label: string };
}

const featured: Featured[] = [
  {
    path: '/service_ai_id_validator',
    title: 'Validate an identity document',
    hint: 'Pick a photo or scan of a document (front, back or a passport page): it is sent as a data URL in images. The example is a generated, fictitious passport.',
    upload: { field: 'images', label: 'Document photos' },
  },
  { path: '/service_ai_value_estimation', title: 'Estimate an item', hint: 'Describe an item; the answer gives resale, recycling and repair values from listings found by web search.' },
  { path: '/service_ai_translator', title: 'Translate a few keys', hint: 'Each key of data is translated into every target locale; placeholders and markup are kept.' },
  { path: '/service_ai_c2c_validation', title: 'Validate a listing', hint: 'A consumer-to-consumer listing, checked against the marketplace rules.' },
];

export interface TryForm {
  id: string;
  method: string;
  path: string;
  title: string;
  hint: string;
  /** The request body the form starts with: the contract's first self-contained example for the operation, or `{}`. */
  example: unknown;
  upload?: Featured['upload'];
}

/**
 * The index page's small forms, from the document: one per featured function whose `POST` the
 * document has (a function not in this build has no form), each starting from the operation's
 * first request example that fetches nothing (the page works offline), so a form stays right as
 * the contract changes.
 */
export function tryForms(document: OpenApiDocument): TryForm[] {
  return featured.flatMap((fn) => {
    const operation = (document.paths?.[fn.path] as Record<string, unknown> | undefined)?.['post'] as Record<string, unknown> | undefined;
    if (!operation) return [];
    return [
      {
        id: `try-${String(operation['operationId'] ?? fn.path.replace(/\W+/g, '-'))}`,
        method: 'POST',
        path: fn.path,
        title: fn.title,
        hint: fn.hint,
        example: requestExample(document, operation),
        ...(fn.upload ? { upload: fn.upload } : {}),
      },
    ];
  });
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
 * The forms' browser side: a submit posts the edited JSON (with the chosen photos as data URLs in
 * the upload field, when any) and shows the status and the answer. Plain JavaScript, no inline
 * handlers.
 */
export const formsScript = `
const readAsDataUrl = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

// The listings a value estimate rests on, as a table under the answer: built from text nodes, so
// a listing's title can never be read as markup.
const showComparables = (form, answer) => {
  form.querySelector('table.comparables')?.remove();
  const rows = answer && Array.isArray(answer.comparable_listings) ? answer.comparable_listings : [];
  if (rows.length === 0) return;
  const table = document.createElement('table');
  table.className = 'comparables';
  const cell = (tr, tag, text) => {
    const element = document.createElement(tag);
    element.textContent = text;
    tr.append(element);
    return element;
  };
  const caption = document.createElement('caption');
  caption.textContent = 'Comparables (' + (answer.price_basis === 'sold' ? 'sold prices' : 'asking prices') + '): ' + rows.filter((row) => row.status === 'kept').length + ' kept of ' + rows.length;
  table.append(caption);
  const head = document.createElement('tr');
  for (const title of ['Status', 'Marketplace', 'Listing', 'Price', 'At this grade', 'Stated grade', 'Seen']) cell(head, 'th', title);
  table.append(head);
  for (const row of rows) {
    const tr = document.createElement('tr');
    tr.dataset.status = row.status;
    cell(tr, 'td', row.status === 'kept' ? 'kept' : 'excluded: ' + String(row.excluded_reason).replace('_', ' '));
    cell(tr, 'td', row.marketplace);
    const title = cell(tr, 'td', '');
    const link = document.createElement('a');
    if (row.url.startsWith('https://') || row.url.startsWith('http://')) link.href = row.url;
    link.rel = 'noreferrer';
    link.textContent = row.title + (row.sold ? ' (sold)' : '');
    title.append(link);
    cell(tr, 'td', row.price + ' ' + row.currency);
    cell(tr, 'td', row.price_adjusted_to_condition === null ? '' : row.price_adjusted_to_condition + ' ' + row.currency);
    cell(tr, 'td', row.stated_condition ?? 'not stated');
    cell(tr, 'td', String(row.seen_at).slice(0, 16).replace('T', ' '));
    table.append(tr);
  }
  form.append(table);
};

for (const form of document.querySelectorAll('form.try-form')) {
  const output = form.querySelector('output');
  const button = form.querySelector('button[type=submit]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let body;
    try {
      body = JSON.parse(form.elements.body.value);
    } catch (error) {
      output.textContent = 'The body is not valid JSON: ' + error.message;
      return;
    }
    const files = form.elements.files ? [...form.elements.files.files] : [];
    const exampleUploads = form.querySelector('script.example-uploads');
    if (files.length > 0) body[form.dataset.upload] = await Promise.all(files.map(readAsDataUrl));
    else if (exampleUploads && body[form.dataset.upload] === undefined) body[form.dataset.upload] = JSON.parse(exampleUploads.textContent);
    const key = document.getElementById('try-api-key').value.trim();
    button.disabled = true;
    output.textContent = 'Waiting for ' + form.dataset.method + ' ' + form.dataset.path + '…';
    const started = performance.now();
    try {
      const res = await fetch(form.dataset.path, {
        method: form.dataset.method,
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: 'Bearer ' + key } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let shown = text;
      let answer;
      try { answer = JSON.parse(text); shown = JSON.stringify(answer, null, 2); } catch {}
      showComparables(form, answer);
      output.textContent = res.status + ' ' + res.statusText + ' · ' + Math.round(performance.now() - started) + ' ms\\n' + shown;
      output.dataset.status = String(res.status);
    } catch (error) {
      output.textContent = 'The request failed: ' + error.message;
    } finally {
      button.disabled = false;
    }
  });
}
`;

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

/** The forms section of the index page (empty when the document has none of the featured functions). */
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
<script type="module">${formsScript}</script>`;
}
