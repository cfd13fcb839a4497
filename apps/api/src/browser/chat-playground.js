/**
 * The browser side of the index page's chat playground (rendered by chat-playground.ts). Deep
 * Chat hands over the seller's new message (JSON, or FormData with `files` and `message1` when a
 * photo is attached); the request interceptor turns it into a chat request body with the page's
 * session id, the systems' base URLs, the language and the photos as data URLs, and the handler
 * posts it to the path the page names (the contract's chat operation) as a streamed turn, showing
 * each reply as it comes and a problem's title and detail (which name the bad fields) under the
 * chat. No inline handlers: the page's policy runs no inline code.
 */
import { readAsDataUrl } from './read-as-data-url.js';
import { serverSentEvents } from './server-sent-events.js';

const chat = /** @type {import('deep-chat').DeepChat} */ (document.getElementById('chat'));
const path = chat.dataset['path'] ?? '/chat';
const statusLine = /** @type {HTMLElement} */ (document.getElementById('chat-status'));
/** @param {string} id */
const valueOf = (id) => /** @type {HTMLInputElement | HTMLSelectElement} */ (document.getElementById(id)).value.trim();

// The page names the conversation (crypto.randomUUID exists only on https and localhost pages).
const newSessionId = () => 'playground-' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
let sessionId = newSessionId();

/** @typedef {{ role?: string, text?: string }} SentMessage */

await customElements.whenDefined('deep-chat');
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

/**
 * The problem of a refused request or a failed turn, under the chat (Deep Chat would only show a
 * generic error), and its title in the chat.
 * @param {{ title?: string, detail?: string }} problem
 * @param {import('deep-chat/dist/types/handler').Signals} signals
 */
const showProblem = (problem, signals) => {
  statusLine.textContent = [problem.title, problem.detail].filter(Boolean).join(' — ');
  void signals.onResponse({ error: problem.title ?? 'The server answered with an error' });
};

/**
 * Posts one turn (the body the request interceptor made) asking for Server-Sent Events, and hands
 * each reply to `onReply` as it comes; a refused request or a failed turn is shown as a problem.
 * @param {unknown} body
 * @param {import('deep-chat/dist/types/handler').Signals} signals
 * @param {(reply: import('deep-chat/dist/types/response').Response) => Promise<void> | void} onReply
 * @returns {Promise<boolean>} whether the turn ended well
 */
const streamTurn = async (body, signals, onReply) => {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).catch(() => undefined);
  if (!res?.ok || !res.body) {
    showProblem(res ? await res.json().catch(() => ({})) : { title: 'The server could not be reached' }, signals);
    return false;
  }
  for await (const event of serverSentEvents(res.body)) {
    if (event.event === 'reply') await onReply(JSON.parse(event.data));
    else if (event.event === 'error') {
      showProblem(JSON.parse(event.data), signals);
      return false;
    }
  }
  return true;
};

/**
 * Words: each reply is handed to Deep Chat as its own message as soon as it comes (Deep Chat's own
 * stream mode would pour every reply of a turn into one bubble, and drop their buttons). Deep
 * Chat's handler in its "websocket" form is the one that takes several answers to one message.
 * @type {import('deep-chat/dist/types/handler').Handler}
 */
const replyByReply = (_body, signals) => {
  signals.newUserMessage.listener = (/** @type {unknown} */ body) => void streamTurn(body, signals, (reply) => signals.onResponse(reply));
  signals.onOpen();
};

/**
 * A photo: Deep Chat sends files only through a request it answers once, so the turn's replies
 * are shown together when the stream ends.
 * @type {import('deep-chat/dist/types/handler').Handler}
 */
const wholeTurn = async (body, signals) => {
  /** @type {import('deep-chat/dist/types/response').Response[]} */
  const replies = [];
  if (await streamTurn(body, signals, (reply) => void replies.push(reply))) await signals.onResponse(replies);
};

chat.requestInterceptor = toChatRequest;
chat.connect = { handler: replyByReply, websocket: true };
chat.images = { files: { maxNumberOfFiles: 1, acceptedFormats: '.jpg,.jpeg,.png,.webp,.gif' }, connect: { handler: wholeTurn } };

/** @type {HTMLElement} */ (document.getElementById('chat-restart')).addEventListener('click', () => {
  sessionId = newSessionId();
  statusLine.textContent = '';
  chat.clearMessages();
});
