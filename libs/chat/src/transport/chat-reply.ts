import type { ChatReply } from '@circular/contract';

/**
 * One assistant message in the spec's shape. Choices go twice: listed in `text` for clients
 * without HTML, and in `html` as Deep Chat suggestion buttons, which send their label as the
 * user's next message (inside a temporary message, which Deep Chat removes once used).
 */
export function assistantReply({
  text,
  choices = [],
  choicesLabel,
  link,
}: {
  text: string;
  choices?: readonly string[];
  /** "Opções" / "Options", in the reply's language; required with choices. */
  choicesLabel?: string;
  link?: { href: string; label: string };
}): ChatReply {
  const listed = choices.length > 0 ? `${text}\n\n${choicesLabel ?? 'Options'}: ${choices.join(' | ')}` : text;
  const parts: string[] = [];
  if (choices.length > 0) {
    const buttons = choices.map((choice) => `<button class="deep-chat-button deep-chat-suggestion-button">${escapeHtml(choice)}</button>`);
    parts.push(`<div class="deep-chat-temporary-message">${buttons.join(' ')}</div>`);
  }
  if (link !== undefined) parts.push(`<p><a href="${escapeHtml(link.href)}" target="_blank" rel="noopener">${escapeHtml(link.label)}</a></p>`);
  return parts.length > 0 ? { role: 'assistant', text: listed, html: parts.join('') } : { role: 'assistant', text: listed };
}

/** Text safe inside HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
