/**
 * Cuts a text to at most `max` characters (UTF-16 units, never fewer than the marketplace counts)
 * on a word boundary, dropping separators left dangling at the end. A single word longer than the
 * limit is cut inside the word: the limit is never broken.
 */
export function cutOnWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : clean.slice(0, max);
  const trimmed = cut.replace(/[\s,;:·|/(\-–—]+$/u, '');
  return trimmed.length > 0 ? trimmed : cut;
}

/**
 * A title from parts in order of importance: each further part is added only when it still fits,
 * and the first part alone is cut on a word boundary when it is longer than the limit.
 */
export function fitTitle(parts: readonly string[], max: number): string {
  const [first = '', ...rest] = parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let title = cutOnWord(first, max);
  for (const part of rest) {
    const longer = `${title} ${part}`;
    if (longer.length <= max) title = longer;
  }
  return title;
}
