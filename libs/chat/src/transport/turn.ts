import { createHash } from 'node:crypto';
import type { ChatMessage } from '@circular/contract';
import { InvalidRequestError } from '@circular/runtime';
import type { Turn } from '../state.ts';
import { isAssistant } from './chat-messages.ts';
import { parseChatRequest, type ChatTurnRequest } from './parse-chat-request.ts';

/**
 * Identifies a request's turn by the history it answers: the same messages (roles and texts, HTML
 * aside, as clients may drop it) and images give the same key, so a repeated request is
 * recognised; a history that moved on gives another.
 */
export function turnKey({ messages, images }: { messages: readonly ChatMessage[]; images: readonly string[] }): string {
  const history = messages.map((message) => [isAssistant(message) ? 'assistant' : 'user', message.text]);
  return createHash('sha256').update(JSON.stringify({ history, images })).digest('base64url');
}

/** The turn a checked request starts: its words, the key that recognises it again, and its settings. */
export function requestTurn(request: ChatTurnRequest): Turn {
  return {
    text: request.text,
    key: turnKey(request),
    language: request.language,
    serviceCoreContext: request.serviceCoreContext,
    serviceCoreBaseUrl: request.serviceCoreBaseUrl,
    serviceSubmissionBaseUrl: request.serviceSubmissionBaseUrl,
  };
}

/**
 * The turn a resume value starts. The library resumes with the `Turn` it built; a person in
 * LangGraph Studio resumes with their next words (a string: the last turn's settings stay, and the
 * key follows from the last one, so it differs from turn to turn) or with a whole chat request,
 * checked as the API checks it.
 * @throws InvalidRequestError for anything else, or a request the API would refuse.
 */
export function resumeTurn(value: unknown, previous: Turn): Turn {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') throw new InvalidRequestError([{ pointer: '', message: 'say something: the resume value is the user’s next words' }]);
    return { ...previous, text, key: createHash('sha256').update(JSON.stringify([previous.key, text])).digest('base64url') };
  }
  if (isTurn(value)) return value;
  if (typeof value === 'object' && value !== null && 'messages' in value) return requestTurn(parseChatRequest(value));
  throw new InvalidRequestError([{ pointer: '', message: 'resume with the user’s next words (a string) or a chat request' }]);
}

function isTurn(value: unknown): value is Turn {
  if (typeof value !== 'object' || value === null) return false;
  const turn = value as Record<string, unknown>;
  return typeof turn['text'] === 'string' && typeof turn['key'] === 'string' && typeof turn['serviceCoreBaseUrl'] === 'string';
}
