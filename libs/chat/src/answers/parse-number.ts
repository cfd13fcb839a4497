/**
 * The first number in a seller's words: `87`, `87%`, `1.500 km` or `1 500` (thousands, as Portuguese
 * writes them: every group after the first has three digits), `2,5` or `2.5` (decimals). Undefined
 * when there is none.
 */
export function parseNumber(text: string): number | undefined {
  const match = /-?\d+(?:[ .,\u00a0]\d+)*/.exec(text.replace(/\u2212/g, '-'));
  if (match === null) return undefined;
  const raw = match[0];
  const sign = raw.startsWith('-') ? -1 : 1;
  const groups = raw.replace(/^-/, '').split(/[ .,\u00a0]/);
  if (groups.length > 1 && groups.slice(1).every((group) => group.length === 3)) return sign * Number(groups.join(''));
  if (groups.length === 2 && /\d[.,]\d/.test(raw)) return sign * Number(`${groups[0]}.${groups[1]}`);
  return sign * Number(groups[0]);
}
