/**
 * The translation with the source's leading and trailing whitespace: catalogue values are often
 * concatenated ("Size: " + value), and models trim. Restored in code rather than asked for.
 */
export function withOuterWhitespace(source: string, translation: string): string {
  const leading = /^\s*/.exec(source)![0];
  const trailing = /\s*$/.exec(source)![0];
  return `${leading}${translation.trim()}${trailing}`;
}
