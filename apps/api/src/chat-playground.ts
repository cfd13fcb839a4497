import { deepChatBundleUrl } from './deep-chat-bundle.ts';
import { escapeHtml } from './escape-html.ts';
import { pageScriptUrl } from './page-scripts.ts';

/** Where `npm run core-sim` listens, so the playground works against the simulator as it starts. */
export const playgroundDefaults = {
  coreUrl: 'http://127.0.0.1:4030/core',
  submissionUrl: 'http://127.0.0.1:4030/submission',
};

const languages = [
  ['PT-PT', 'Português (Portugal)'],
  ['EN', 'English'],
  ['ES', 'Español'],
  ['FR', 'Français'],
] as const;

/**
 * The index page's chat playground: a person sells a product through the chat operation (its
 * route from the contract, on the element for the page's script; each turn streamed, reply by
 * reply) with the Deep Chat web component, against the core and submission systems whose base URLs they enter (the simulator's
 * by default). The element's inline font-family matters: without one, Deep Chat fetches its
 * default font from Google Fonts.
 */
export function renderChatPlayground({
  route,
  coreUrl = playgroundDefaults.coreUrl,
  submissionUrl = playgroundDefaults.submissionUrl,
  bundleUrl = deepChatBundleUrl,
}: { route: { method: string; path: string }; coreUrl?: string; submissionUrl?: string; bundleUrl?: string }): string {
  const options = languages.map(([code, name]) => `<option value="${escapeHtml(code)}">${escapeHtml(name)}</option>`).join('');
  return `<section class="playground" aria-labelledby="playground-title">
<h2 id="playground-title">Chat playground</h2>
<p>Submit a product through <code>${escapeHtml(`${route.method.toUpperCase()} ${route.path}`)}</code> as a seller would. The defaults point at the simulator of
  the core and submission systems (<code>npm run core-sim</code>); this server reaches it only when loopback is
  allowed (<code>SSRF_ALLOW_CIDRS=127.0.0.0/8</code>).</p>
<div class="settings">
  <label>Core system base URL <input id="chat-core-url" type="url" value="${escapeHtml(coreUrl)}"></label>
  <label>Submission system base URL <input id="chat-submission-url" type="url" value="${escapeHtml(submissionUrl)}"></label>
  <label>Language <select id="chat-language">${options}</select></label>
  <button type="button" id="chat-restart">New conversation</button>
</div>
<deep-chat id="chat" data-path="${escapeHtml(route.path)}" style="display: block; font-family: system-ui, sans-serif"></deep-chat>
<p id="chat-status" class="status" role="status"></p>
</section>
<script type="module" src="${escapeHtml(bundleUrl)}"></script>
<script type="module" src="${pageScriptUrl('chat-playground.js')}"></script>`;
}
