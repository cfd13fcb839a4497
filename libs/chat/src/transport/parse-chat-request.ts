import { isHttpUrl, type ChatMessage, type ChatRequest } from '@circular/contract';
import { assertValidRequest, InvalidRequestError, normalizeLocale, refuseCallbackUrl, type AddressPolicy, type FieldError } from '@circular/runtime';
import { MAX_PHOTO_BYTES } from '../answers/photo-answer.ts';
import { isAssistant, turnText } from './chat-messages.ts';

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

/**
 * Checks a chat request with the contract's own validator (the API's rules, pointers and
 * messages), then the rules JSON Schema cannot state: the last message is the user's, an image is
 * an http(s) or data URL and a data URL's decoded size, a base URL without query or fragment and
 * (with the deployment's address policy) not to a refused IP address, no session id when no
 * session is kept, and no `callback_url` (a library call answers in the call).
 * @throws InvalidRequestError naming each bad field.
 */
export function parseChatRequest(input: unknown, { addressPolicy }: { addressPolicy?: AddressPolicy | undefined } = {}): ChatTurnRequest {
  assertValidRequest('chat', input);
  refuseCallbackUrl(input);
  const request = input as ChatRequest;
  const errors: FieldError[] = [];
  const messages = request.messages;
  const last = messages.length - 1;
  if (isAssistant(messages[last]!)) errors.push({ pointer: `/messages/${last}/role`, message: 'the last message must be from the user' });
  const images = request.images ?? [];
  images.forEach((image, index) => checkImage(image, `/images/${index}`, errors));
  checkBaseUrl(request.service_core_base_url, '/service_core_base_url', errors, addressPolicy);
  checkBaseUrl(request.service_submission_base_url, '/service_submission_base_url', errors, addressPolicy);
  const conversation = request.conversation ?? true;
  if (request.session_id !== undefined && !conversation) {
    errors.push({ pointer: '/session_id', message: 'cannot be sent with conversation: false, which keeps no session' });
  }
  if (errors.length > 0) throw new InvalidRequestError(errors.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)));
  return {
    // The schema has checked the form, so normalising cannot fail.
    language: normalizeLocale(request.language ?? 'PT-PT')!,
    messages,
    text: turnText(messages),
    images,
    conversation,
    sessionId: request.session_id,
    serviceCoreContext: request.service_core_context ?? null,
    serviceCoreBaseUrl: request.service_core_base_url,
    serviceSubmissionBaseUrl: request.service_submission_base_url,
  };
}

function checkImage(image: string, pointer: string, errors: FieldError[]): void {
  if (/^data:/i.test(image)) {
    if (decodedSize(image) > MAX_PHOTO_BYTES) errors.push({ pointer, message: `is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB` });
  } else if (!isHttpUrl(image)) {
    errors.push({ pointer, message: 'must be an http(s) URL or a base64 data URL' });
  }
}

function checkBaseUrl(value: string, pointer: string, errors: FieldError[], addressPolicy: AddressPolicy | undefined): void {
  const url = new URL(value);
  if (url.search !== '' || url.hash !== '') return void errors.push({ pointer, message: 'may not have a query or fragment' });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refusal = addressPolicy === undefined || !isIpLiteral(host) ? undefined : addressPolicy.refusal(host);
  if (refusal !== undefined) errors.push({ pointer, message: `URL refused: ${refusal}` });
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
