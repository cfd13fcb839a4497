/**
 * What a translation must carry over from its source unchanged, checked in code after every model
 * answer: a lost `%{count}`, a renamed tag or a changed price is a broken catalogue entry however
 * fluent the rest reads.
 */
export const protectedKinds = ['html-tag', 'html-entity', 'url', 'email', 'placeholder', 'number'] as const;
export type ProtectedKind = (typeof protectedKinds)[number];

export interface FidelityProblem {
  kind: ProtectedKind | 'empty';
  /** Tokens of the source absent from the translation (as many times as they are missing). */
  missing: string[];
  /** Tokens of the translation absent from the source. */
  unexpected: string[];
}

/** Attributes whose text is meant for people, so a translation may (and should) change it. */
const translatableAttributes = new Set(['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-placeholder']);

const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Extractors in the order they run; each masks what it found so later ones do not see it again
 * (the digits of a URL are part of the URL, not numbers of their own).
 */
const extractors: { kind: ProtectedKind; pattern: RegExp; tokens: (match: RegExpMatchArray) => string[] }[] = [
  { kind: 'html-tag', pattern: tagPattern, tokens: tagTokens },
  { kind: 'html-entity', pattern: /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/g, tokens: (match) => [match[0]] },
  // Sentence punctuation after a URL ("see https://x.pt.") is left out, on both sides alike.
  { kind: 'url', pattern: /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi, tokens: (match) => [match[0]] },
  // Tried only where a run of local-part characters begins: tried at every position, a long run
  // with no `@` cost quadratic time (200 ms for one 5,000-character value).
  { kind: 'email', pattern: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, tokens: (match) => [match[0]] },
  // %{name} (Rails), {{name}} (Mustache, i18next), {name} (ICU, .NET), then printf's %s, %d, %1$s, %.2f:
  // a printf sign after a digit ("100%cotton") or before a letter ("%day") is prose, not a placeholder.
  {
    kind: 'placeholder',
    pattern: /%\{[^{}\s]+\}|\{\{[^{}]+\}\}|\{[A-Za-z0-9_.$-]+\}|(?<!\d)%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?[sdifuxXeEgGc@](?![A-Za-z])/g,
    tokens: (match) => [match[0]],
  },
  { kind: 'number', pattern: /\d+(?:[.,]\d+)*/g, tokens: (match) => [match[0]] },
];

/** The protected tokens of a text, by kind, in order of appearance. */
export function protectedTokens(text: string): Record<ProtectedKind, string[]> {
  const found = Object.fromEntries(protectedKinds.map((kind) => [kind, [] as string[]])) as Record<ProtectedKind, string[]>;
  let rest = text;
  for (const { kind, pattern, tokens } of extractors) {
    for (const match of rest.matchAll(pattern)) found[kind].push(...tokens(match));
    rest = rest.replace(pattern, ' ');
  }
  return found;
}

/**
 * The ways `translation` fails to carry over `source`'s protected tokens, compared as multisets
 * (order may change with grammar, count may not), plus an empty answer for a non-empty source.
 * An empty list means the translation is faithful.
 */
export function checkFidelity(source: string, translation: string): FidelityProblem[] {
  if (source.trim() !== '' && translation.trim() === '') return [{ kind: 'empty', missing: [], unexpected: [] }];
  const expected = protectedTokens(source);
  const actual = protectedTokens(translation);
  const problems: FidelityProblem[] = [];
  for (const kind of protectedKinds) {
    const missing = multisetDifference(expected[kind], actual[kind]);
    const unexpected = multisetDifference(actual[kind], expected[kind]);
    if (missing.length > 0 || unexpected.length > 0) problems.push({ kind, missing, unexpected });
  }
  return problems;
}

/** A short English account of the problems, for the re-ask note to the model and for error reports. */
export function describeProblems(problems: readonly FidelityProblem[]): string {
  return problems
    .map(({ kind, missing, unexpected }) => {
      if (kind === 'empty') return 'the translation is empty';
      const parts = [...missing.map((token) => `missing ${kind} ${token}`), ...unexpected.map((token) => `unexpected ${kind} ${token}`)];
      return parts.join('; ');
    })
    .join('; ');
}

function tagTokens(match: RegExpMatchArray): string[] {
  const [, closing, rawName, attributes = ''] = match;
  const name = rawName!.toLowerCase();
  if (closing) return [`</${name}>`];
  const tokens = [`<${name}>`];
  for (const [, rawAttribute, double, single, bare] of attributes.matchAll(attributePattern)) {
    const attribute = rawAttribute!.toLowerCase();
    const value = double ?? single ?? bare;
    if (translatableAttributes.has(attribute) || value === undefined) tokens.push(`<${name} ${attribute}>`);
    else tokens.push(`<${name} ${attribute}="${value}">`);
  }
  return tokens;
}

function multisetDifference(from: readonly string[], remove: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const token of remove) left.set(token, (left.get(token) ?? 0) + 1);
  const difference: string[] = [];
  for (const token of from) {
    const available = left.get(token) ?? 0;
    if (available > 0) left.set(token, available - 1);
    else difference.push(token);
  }
  return difference;
}
