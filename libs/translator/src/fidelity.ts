import { checkIcuStructure, icuElements } from './icu-structure.ts';

/**
 * What a translation must carry over from its source unchanged, checked in code after every model
 * answer: a lost `%{count}`, a renamed tag or a changed price is a broken catalogue entry however
 * fluent the rest reads.
 */
export const protectedKinds = ['html-tag', 'html-entity', 'url', 'email', 'placeholder', 'number'] as const;
export type ProtectedKind = (typeof protectedKinds)[number];

export interface FidelityProblem {
  /** `icu`: the ICU MessageFormat structure is broken; `line-break`: lines were joined or split. */
  kind: ProtectedKind | 'empty' | 'icu' | 'line-break';
  /** Tokens of the source absent from the translation (as many times as they are missing). */
  missing: string[];
  /** Tokens of the translation absent from the source. */
  unexpected: string[];
  /** For `icu`: each break, with where it is in the message. */
  details?: string[];
}

/**
 * Attributes whose text is meant for people, so a translation may (and should) change it: the
 * two the prompt allows. Every other attribute value must come through unchanged.
 */
const translatableAttributes = new Set(['alt', 'title']);

const tagPattern = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Extractors in the order they run; each masks what it found so later ones do not see it again
 * (the digits of a URL are part of the URL, not numbers of their own). `needs`: a character every
 * match holds, so a text without any is not searched (most texts hold no tag, entity or address).
 * `tokens`: what a match stands for, when not the matched text itself (a tag: its name and attributes).
 */
const extractors: { kind: ProtectedKind; needs: RegExp; pattern: RegExp; tokens?: (match: RegExpMatchArray) => string[] }[] = [
  { kind: 'html-tag', needs: /</, pattern: tagPattern, tokens: tagTokens },
  { kind: 'html-entity', needs: /&/, pattern: /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/g },
  // Sentence punctuation after a URL ("see https://x.pt.") is left out, on both sides alike.
  { kind: 'url', needs: /[:.]/, pattern: /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi },
  // Tried only where a run of local-part characters begins: tried at every position, a long run
  // with no `@` cost quadratic time (200 ms for one 5,000-character value).
  { kind: 'email', needs: /@/, pattern: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  // %{name} (Rails), {{name}} (Mustache, i18next), {name} (ICU, .NET), then printf's %s, %d, %1$s, %.2f:
  // a printf sign after a digit ("100%cotton") or before a letter ("%day") is prose, not a placeholder.
  {
    kind: 'placeholder',
    needs: /[{%]/,
    pattern: /%\{[^{}\s]+\}|\{\{[^{}]+\}\}|\{[A-Za-z0-9_.$-]+\}|(?<!\d)%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?[sdifuxXeEgGc@](?![A-Za-z])/g,
  },
  { kind: 'number', needs: /\d/, pattern: /\d+(?:[.,]\d+)*/g },
];

/** A kind a text holds none of: one shared empty list (most texts hold few kinds, and every answer is checked). */
const none: readonly string[] = Object.freeze([]);

/** The protected tokens of a text, by kind, in order of appearance. */
export function protectedTokens(text: string): Record<ProtectedKind, readonly string[]> {
  const found: Record<ProtectedKind, readonly string[]> = { 'html-tag': none, 'html-entity': none, url: none, email: none, placeholder: none, number: none };
  let rest = text;
  for (let i = 0; i < extractors.length; i++) {
    const { kind, needs, pattern, tokens } = extractors[i]!;
    if (!needs.test(rest)) continue;
    const ofKind = tokens === undefined ? (rest.match(pattern) ?? []) : [...rest.matchAll(pattern)].flatMap(tokens);
    if (ofKind.length === 0) continue;
    found[kind] = ofKind;
    // Masked only when something was found and a later extractor is left to not see it: a copy per
    // kind per text adds up (and numbers, the last kind, are in most texts).
    if (i < extractors.length - 1) rest = rest.replace(pattern, ' ');
  }
  return found;
}

/**
 * The ways `translation` fails to carry over `source`'s protected tokens, compared as multisets
 * (order may change with grammar, count may not), plus an empty answer for a non-empty source,
 * lines joined or split (the prompt's "keep each text's line breaks"), and, for an ICU message,
 * a broken ICU structure (`icu-structure.ts`). `targetLocale` tells which plural categories the
 * translation may use. An empty list means the translation is faithful.
 */
export function checkFidelity(source: string, translation: string, { targetLocale }: { targetLocale?: string | undefined } = {}): FidelityProblem[] {
  if (source.trim() !== '' && translation.trim() === '') return [{ kind: 'empty', missing: [], unexpected: [] }];
  const icu = icuElements(source);
  const expected = protectedTokens(source);
  const actual = protectedTokens(translation);
  if (icu !== undefined) {
    // ICU arguments are compared by structure below: a branch the target language adds (Polish
    // `few`) repeats `{name}` legitimately.
    expected.placeholder = expected.placeholder.filter((token) => !isIcuArgument(token));
    actual.placeholder = actual.placeholder.filter((token) => !isIcuArgument(token));
  }
  const problems: FidelityProblem[] = [];
  for (const kind of protectedKinds) {
    if (sameInOrder(expected[kind], actual[kind])) continue;
    const missing = multisetDifference(expected[kind], actual[kind]);
    const unexpected = multisetDifference(actual[kind], expected[kind]);
    if (missing.length > 0 || unexpected.length > 0) problems.push({ kind, missing, unexpected });
  }
  const lineBreaks = innerLineBreaks(translation) - innerLineBreaks(source);
  if (lineBreaks !== 0) {
    const tokens = Array.from({ length: Math.abs(lineBreaks) }, () => 'line break');
    problems.push({ kind: 'line-break', missing: lineBreaks < 0 ? tokens : [], unexpected: lineBreaks > 0 ? tokens : [] });
  }
  if (icu !== undefined) {
    const broken = checkIcuStructure({ source: icu, translation, targetLocale });
    if (broken.length > 0) {
      problems.push({ kind: 'icu', missing: [], unexpected: [], details: broken.map(({ path, message }) => (path ? `${path}: ${message}` : message)) });
    }
  }
  return problems;
}

const isIcuArgument = (token: string) => /^\{[A-Za-z0-9_.$-]+\}$/.test(token);

/** Line breaks between the first and last visible character; outer whitespace is restored from the source anyway. */
function innerLineBreaks(text: string): number {
  const inner = text.trim();
  let breaks = 0;
  for (let i = 0; i < inner.length; i++) {
    const code = inner.charCodeAt(i);
    // \r\n is one break, as a lone \r or \n is.
    if (code === 10 || (code === 13 && inner.charCodeAt(i + 1) !== 10)) breaks++;
  }
  return breaks;
}

/** The common case of a faithful answer: the same tokens in the same order (none at all, most often). */
function sameInOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

/** A short English account of the problems, for the re-ask note to the model and for error reports. */
export function describeProblems(problems: readonly FidelityProblem[]): string {
  return problems
    .map(({ kind, missing, unexpected, details }) => {
      if (kind === 'empty') return 'the translation is empty';
      if (kind === 'icu') return `ICU MessageFormat structure changed (keep argument names, the words plural/select/selectordinal and the selector keys; translate only the text inside the branches): ${details?.join('; ')}`;
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
