import { deepChatBundleUrl } from './deep-chat-bundle.ts';
import { escapeHtml } from './escape-html.ts';

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
 * The browser side of the chat's transport, run by the page: Deep Chat posts the seller's new
 * message (JSON, or FormData with `files` and `message1` when a photo is attached); the request
 * interceptor turns it into a `POST /chat` body with the page's session id, the systems' base URLs,
 * the language and the photos as data URLs. Deep Chat receives a problem+json answer as a Blob and
 * shows only a generic error, so the response interceptor writes the problem's title and detail
 * (which names the bad fields) under the chat.
 * Plain JavaScript for the browser; no inline event handlers, so a CSP without 'unsafe-inline'
 * attributes does not break it.
 */
export const playgroundScript = `
const chat = document.getElementById('chat');
const statusLine = document.getElementById('chat-status');
const valueOf = (id) => document.getElementById(id).value.trim();

// The page names the conversation (crypto.randomUUID exists only on https and localhost pages).
const newSessionId = () =>
  'playground-' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
let sessionId = newSessionId();

const readAsDataUrl = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

await customElements.whenDefined('deep-chat');
chat.connect = { url: '/chat', method: 'POST' };
chat.images = { files: { maxNumberOfFiles: 1, acceptedFormats: '.jpg,.jpeg,.png,.webp,.gif' } };
chat.introMessage = { text: 'Tell me what you would like to sell, e.g. "iPhone 12, 128GB, blue". When a question asks for a photo, attach one.' };
chat.textInput = { placeholder: { text: 'Type, or click a suggestion' } };
chat.chatStyle = { width: '100%', height: '34rem', border: '1px solid #d9e4de', borderRadius: '8px' };

chat.requestInterceptor = async ({ body, headers }) => {
  const isForm = body instanceof FormData;
  const sent = isForm
    ? [...body.keys()].filter((key) => /^message\\d+$/.test(key)).map((key) => JSON.parse(body.get(key)))
    : body.messages;
  const images = isForm ? await Promise.all(body.getAll('files').map(readAsDataUrl)) : [];
  const request = {
    session_id: sessionId,
    language: valueOf('chat-language'),
    service_core_base_url: valueOf('chat-core-url'),
    service_submission_base_url: valueOf('chat-submission-url'),
    messages: [{ role: 'user', text: sent.filter((message) => message.role === 'user').map((message) => message.text ?? '').join('\\n') }],
    ...(images.length > 0 ? { images } : {}),
  };
  statusLine.textContent = '';
  // Deep Chat serialises a JSON body itself but sends a FormData body as it is.
  return { body: isForm ? JSON.stringify(request) : request, headers: { ...headers, 'Content-Type': 'application/json' } };
};

chat.responseInterceptor = async (response) => {
  if (response instanceof Blob) {
    const problem = await response.text().then(JSON.parse).catch(() => ({ title: 'The server answered with an error' }));
    statusLine.textContent = [problem.title, problem.detail].filter(Boolean).join(' — ');
  }
  return response;
};

document.getElementById('chat-restart').addEventListener('click', () => {
  sessionId = newSessionId();
  statusLine.textContent = '';
  chat.clearMessages();
});
`;

/**
 * The index page's chat playground: a person sells a product through `POST /chat` with the Deep
 * Chat web component, against the core and submission systems whose base URLs they enter
 * (the simulator's by default). The element's inline font-family matters: without one, Deep Chat
 * fetches its default font from Google Fonts.
 */
export function renderChatPlayground({
  coreUrl = playgroundDefaults.coreUrl,
  submissionUrl = playgroundDefaults.submissionUrl,
  bundleUrl = deepChatBundleUrl,
}: { coreUrl?: string; submissionUrl?: string; bundleUrl?: string } = {}): string {
  const options = languages.map(([code, name]) => `<option value="${escapeHtml(code)}">${escapeHtml(name)}</option>`).join('');
  return `<section class="playground" aria-labelledby="playground-title">
<h2 id="playground-title">Chat playground</h2>
<p>Submit a product through <code>POST /chat</code> as a seller would. The defaults point at the simulator of
  the core and submission systems (<code>npm run core-sim</code>); this server reaches it only when loopback is
  allowed (<code>SSRF_ALLOW_CIDRS=127.0.0.0/8</code>).</p>
<div class="settings">
  <label>Core system base URL <input id="chat-core-url" type="url" value="${escapeHtml(coreUrl)}"></label>
  <label>Submission system base URL <input id="chat-submission-url" type="url" value="${escapeHtml(submissionUrl)}"></label>
  <label>Language <select id="chat-language">${options}</select></label>
  <button type="button" id="chat-restart">New conversation</button>
</div>
<deep-chat id="chat" style="display: block; font-family: system-ui, sans-serif"></deep-chat>
<p id="chat-status" class="status" role="status"></p>
</section>
<script type="module" src="${escapeHtml(bundleUrl)}"></script>
<script type="module">${playgroundScript}</script>`;
}
