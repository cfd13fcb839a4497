import { createHash } from 'node:crypto';
import type { ChatMessage } from '@circular/contract';

/** `ai` is Deep Chat's name for the assistant. */
export function isAssistant(message: Pick<ChatMessage, 'role'>): boolean {
  return message.role === 'assistant' || message.role === 'ai';
}

/**
 * What the user said in this turn: the user messages after the last assistant message, one per
 * line, so a client may send the whole history or just the new message.
 */
export function turnText(messages: readonly ChatMessage[]): string {
  const lastAssistant = messages.findLastIndex(isAssistant);
  return messages
    .slice(lastAssistant + 1)
    .map((message) => message.text.trim())
    .filter((text) => text !== '')
    .join('\n');
}

/**
 * Identifies a request's turn by the history it answers: the same messages (roles and texts, HTML
 * aside, as clients may drop it) and images give the same key, so a repeated request is
 * recognised; a history that moved on gives another.
 */
export function turnKey({ messages, images }: { messages: readonly ChatMessage[]; images: readonly string[] }): string {
  const history = messages.map((message) => [isAssistant(message) ? 'assistant' : 'user', message.text]);
  return createHash('sha256').update(JSON.stringify({ history, images })).digest('base64url');
}
