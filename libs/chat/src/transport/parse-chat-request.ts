import { isHttpUrl, type ChatMessage } from '@circular/contract';
import { InvalidRequestError, normalizeLocale, type AddressPolicy, type FieldError } from '@circular/runtime';
import { MAX_PHOTO_BYTES } from '../answers/photo-answer.ts';
import { isAssistant, turnText } from './turn.ts';

/** A chat request, checked and normalised. */
export interface ChatTurnRequest {
  /** BCP 47 (`pt-PT`). */
  language: string;
  messages: ChatMessage[];
  /** What the user said in this turn. */
  text: string;
  images: string[];
  conversation: boolean;
  sessionId: string | undefined;
  serviceCoreContext: string | null;
  serviceCoreBaseUrl: string;
  serviceSubmissionBaseUrl: string;
}

const limits = { messages: 200, messageChars: 10_000, images: 10, contextChars: 4_000, urlChars: 2_000 };
const sessionIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;
const roles = new Set(['user', 'assistant', 'ai']);

/**
 * Checks a chat request with the contract's rules, every bad field named by JSON pointer, plus the
 * rules JSON Schema cannot state: the last message is the user's, a data URL's decoded size, and
 * (with the deployment's address policy) a base URL whose host is a refused IP address. Node
 * callers reach `chat` without the HTTP layer's validation, so the library checks for itself.
 */
export function parseChatRequest(input: unknown, { addressPolicy }: { addressPolicy?: AddressPolicy | undefined } = {}): ChatTurnRequest {
  if (!isObject(input)) throw new InvalidRequestError([{ pointer: '', message: 'must be a JSON object' }]);
  const errors: FieldError[] = [];
  const messages = readMessages(input['messages'], errors);
  const images = readImages(input['images'], errors);
  const serviceCoreBaseUrl = readBaseUrl(input['service_core_base_url'], '/service_core_base_url', errors, addressPolicy);
  const serviceSubmissionBaseUrl = readBaseUrl(input['service_submission_base_url'], '/service_submission_base_url', errors, addressPolicy);

  const rawLanguage = input['language'] ?? 'PT-PT';
  const language = typeof rawLanguage === 'string' ? normalizeLocale(rawLanguage) : undefined;
  if (language === undefined) errors.push({ pointer: '/language', message: 'must be a locale code such as pt, pt-PT or en_US' });

  const conversation = input['conversation'] ?? true;
  if (typeof conversation !== 'boolean') errors.push({ pointer: '/conversation', message: 'must be a boolean' });
  const sessionId = input['session_id'];
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !sessionIdPattern.test(sessionId))) {
    errors.push({ pointer: '/session_id', message: 'must be 1–128 letters, digits, . _ : or -' });
  } else if (sessionId !== undefined && conversation === false) {
    errors.push({ pointer: '/session_id', message: 'cannot be sent with conversation: false, which keeps no session' });
  }
  const serviceCoreContext = input['service_core_context'] ?? null;
  if (serviceCoreContext !== null && (typeof serviceCoreContext !== 'string' || serviceCoreContext.length > limits.contextChars)) {
    errors.push({ pointer: '/service_core_context', message: `must be a string of at most ${limits.contextChars} characters, or null` });
  }
  if (errors.length > 0) throw new InvalidRequestError(errors.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)));
  return {
    language: language!,
    messages,
    text: turnText(messages),
    images,
    conversation: conversation as boolean,
    sessionId: sessionId as string | undefined,
    serviceCoreContext: serviceCoreContext as string | null,
    serviceCoreBaseUrl: serviceCoreBaseUrl!,
    serviceSubmissionBaseUrl: serviceSubmissionBaseUrl!,
  };
}

function readMessages(value: unknown, errors: FieldError[]): ChatMessage[] {
  const pointer = '/messages';
  if (value === undefined) {
    errors.push({ pointer, message: 'is required' });
    return [];
  }
  if (!Array.isArray(value)) {
    errors.push({ pointer, message: 'must be an array' });
    return [];
  }
  if (value.length === 0) errors.push({ pointer, message: 'must not be empty: send at least the user message' });
  if (value.length > limits.messages) errors.push({ pointer, message: `must have at most ${limits.messages} items` });
  const messages: ChatMessage[] = [];
  value.forEach((message: unknown, index) => {
    const at = `${pointer}/${index}`;
    if (!isObject(message)) return void errors.push({ pointer: at, message: 'must be an object with role and text' });
    const { role, text, html } = message;
    if (typeof role !== 'string' || !roles.has(role)) errors.push({ pointer: `${at}/role`, message: 'must be one of: user, assistant' });
    if (typeof text !== 'string') errors.push({ pointer: `${at}/text`, message: 'must be a string' });
    else if (text.length > limits.messageChars) errors.push({ pointer: `${at}/text`, message: `must have at most ${limits.messageChars} characters` });
    if (html !== undefined && typeof html !== 'string') errors.push({ pointer: `${at}/html`, message: 'must be a string' });
    if (typeof role === 'string' && typeof text === 'string') messages.push({ role: role as ChatMessage['role'], text, ...(typeof html === 'string' ? { html } : {}) });
  });
  const last = value.length - 1;
  if (last >= 0 && messages.length === value.length && isAssistant(messages[last]!)) {
    errors.push({ pointer: `${pointer}/${last}/role`, message: 'the last message must be from the user' });
  }
  return messages;
}

function readImages(value: unknown, errors: FieldError[]): string[] {
  const pointer = '/images';
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push({ pointer, message: 'must be an array of image URLs or data URLs' });
    return [];
  }
  if (value.length > limits.images) errors.push({ pointer, message: `must have at most ${limits.images} items` });
  value.forEach((image: unknown, index) => {
    const at = `${pointer}/${index}`;
    if (typeof image !== 'string' || image.trim() === '') return void errors.push({ pointer: at, message: 'must be an image URL or a base64 data URL' });
    if (/^data:/i.test(image) && decodedSize(image) > MAX_PHOTO_BYTES) errors.push({ pointer: at, message: `is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB` });
    else if (!/^data:/i.test(image) && !isHttpUrl(image)) errors.push({ pointer: at, message: 'must be an http(s) URL or a base64 data URL' });
  });
  return value.filter((image): image is string => typeof image === 'string');
}

function readBaseUrl(value: unknown, pointer: string, errors: FieldError[], addressPolicy: AddressPolicy | undefined): string | undefined {
  if (value === undefined || value === null) return void errors.push({ pointer, message: 'is required' });
  if (typeof value !== 'string' || value.length > limits.urlChars || !isHttpUrl(value)) {
    return void errors.push({ pointer, message: 'must be an absolute http(s) URL, e.g. https://core.example.com/api' });
  }
  const url = new URL(value);
  if (url.search !== '' || url.hash !== '') return void errors.push({ pointer, message: 'may not have a query or fragment' });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = addressPolicy === undefined || !isIpLiteral(host) ? undefined : addressPolicy.refusal(host);
  if (refusal !== undefined) return void errors.push({ pointer, message: `URL refused: ${refusal}` });
  return value;
}

/** Bytes a base64 data URL decodes to, from its length. */
function decodedSize(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

function isIpLiteral(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
