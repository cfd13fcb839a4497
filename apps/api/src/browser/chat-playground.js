/**
 * The browser side of the index page's chat playground (rendered by chat-playground.ts). Deep
 * Chat posts the seller's new message (JSON, or FormData with `files` and `message1` when a photo
 * is attached); the request interceptor turns it into a chat request body with the page's session
 * id, the systems' base URLs, the language and the photos as data URLs, and posts it to the path
 * the page names (the contract's chat operation). Deep Chat receives a problem+json answer as a
 * Blob and shows only a generic error, so the response interceptor writes the problem's title and
 * detail (which names the bad fields) under the chat. No inline handlers: the page's policy runs
 * no inline code.
 */
import { readAsDataUrl } from './read-as-data-url.js';

const chat = /** @type {import('deep-chat').DeepChat} */ (document.getElementById('chat'));
const statusLine = /** @type {HTMLElement} */ (document.getElementById('chat-status'));
/** @param {string} id */
const valueOf = (id) => /** @type {HTMLInputElement | HTMLSelectElement} */ (document.getElementById(id)).value.trim();

// The page names the conversation (crypto.randomUUID exists only on https and localhost pages).
const newSessionId = () => 'playground-' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
let sessionId = newSessionId();

/** @typedef {{ role?: string, text?: string }} SentMessage */

await customElements.whenDefined('deep-chat');
chat.connect = { url: chat.dataset['path'] ?? '/chat', method: 'POST' };
chat.images = { files: { maxNumberOfFiles: 1, acceptedFormats: '.jpg,.jpeg,.png,.webp,.gif' } };
chat.introMessage = { text: 'Tell me what you would like to sell, e.g. "iPhone 12, 128GB, blue". When a question asks for a photo, attach one.' };
chat.textInput = { placeholder: { text: 'Type, or click a suggestion' } };
chat.chatStyle = { width: '100%', height: '34rem', border: '1px solid #d9e4de', borderRadius: '8px' };

/** @type {import('deep-chat/dist/types/interceptors').RequestInterceptor} */
const toChatRequest = async ({ body, headers }) => {
  const isForm = body instanceof FormData;
  /** @type {SentMessage[]} */
  const sent = isForm
    ? [...body.keys()].filter((key) => /^message\d+$/.test(key)).map((key) => JSON.parse(String(body.get(key))))
    : body.messages;
  const images = isForm ? await Promise.all(body.getAll('files').flatMap((file) => (file instanceof Blob ? [readAsDataUrl(file)] : []))) : [];
  const request = {
    session_id: sessionId,
    language: valueOf('chat-language'),
    service_core_base_url: valueOf('chat-core-url'),
    service_submission_base_url: valueOf('chat-submission-url'),
    messages: [{ role: 'user', text: sent.filter((message) => message.role === 'user').map((message) => message.text ?? '').join('\n') }],
    ...(images.length > 0 ? { images } : {}),
  };
  statusLine.textContent = '';
  // Deep Chat serialises a JSON body itself but sends a FormData body as it is.
  return { body: isForm ? JSON.stringify(request) : request, headers: { ...headers, 'Content-Type': 'application/json' } };
};

/** @type {import('deep-chat/dist/types/interceptors').ResponseInterceptor} */
const showProblems = async (response) => {
  if (response instanceof Blob) {
    /** @type {{ title?: string, detail?: string }} */
    const problem = await response
      .text()
      .then(JSON.parse)
      .catch(() => ({ title: 'The server answered with an error' }));
    statusLine.textContent = [problem.title, problem.detail].filter(Boolean).join(' — ');
  }
  return response;
};

chat.requestInterceptor = toChatRequest;
chat.responseInterceptor = showProblems;

/** @type {HTMLElement} */ (document.getElementById('chat-restart')).addEventListener('click', () => {
  sessionId = newSessionId();
  statusLine.textContent = '';
  chat.clearMessages();
});
