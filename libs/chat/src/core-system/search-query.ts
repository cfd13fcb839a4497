/** The document's cap on `q`. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/** A seller's message as a search query: trimmed, and a long one cut at a word rather than refused. */
export function searchQueryText(q: string): string {
  const text = q.trim();
  if (text.length <= MAX_SEARCH_QUERY_LENGTH) return text;
  const cut = text.slice(0, MAX_SEARCH_QUERY_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, MAX_SEARCH_QUERY_LENGTH)).trimEnd();
}
