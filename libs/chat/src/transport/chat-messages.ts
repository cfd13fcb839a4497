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
