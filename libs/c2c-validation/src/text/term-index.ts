/**
 * Finding which of many regular-expression terms can occur in a text, in time that grows with the text rather than with the
 * number of terms: each term's possible leading literals (up to {@link keyLength} characters, folded as the `iu` flags fold them)
 * are read from its pattern by a small analyser; a text is then read once, from each word start, looking its first characters
 * up among those keys, and only the terms of a key found are tried there (anchored, with the same bounds and flags). Terms whose
 * pattern can start with any letter (`\p{L}{2,20}…`) or with nothing certain stay in one residual pattern, read as before.
 *
 * Exact by construction: every match of a term starts with one of its keys, so a term found by the index is one the plain
 * patterns find, and none is missed (`term-index.test.ts` compares both on every lexicon term's own examples, generated variants
 * and every bench listing of the repository).
 */

/** How many leading characters a key holds at most: enough to tell most terms apart, few enough to look up at each word start. */
export const keyLength = 6;
/** A term whose leading literals spread into more keys than this is kept in the residual pattern. */
const maxKeysPerTerm = 512;

/**
 * A key's characters for white space and for digits: every character `\s` matches reads as a space, every digit as "0", and a run of
 * either as one, in a term's keys and in the text alike, so a key reads on across the space between a phrase's words and past a
 * number ("sem\s+fatura" is keyed "SEM FA", not "SEM"; "\d+\s?mg" is "0MG" and "0 MG", not any digit).
 */
const space = 0x20;
const digit = 0x30;
const isRun = (code: number) => code === space || code === digit;
/**
 * Whether `\s` (with the `u` flag) matches the character: the ASCII blanks and the fixed set of Unicode spaces, line and paragraph
 * separators and the byte-order mark that the ECMAScript standard names (a test compares it with the pattern over every code point).
 */
export function isWhiteSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}
/** A character as keys read it: white space as {@link space}, a digit as {@link digit}, any other folded as the `iu` flags fold it. */
const keyCode = (code: number) => (code >= 0x30 && code <= 0x39 ? digit : isWhiteSpace(code) ? space : foldCodePoint(code));

/**
 * Answers worked out per character other than ASCII, kept for the first this many characters seen (as fold-text keeps its folded
 * characters): texts repeat their few accented letters, while a hostile text of thousands of distinct characters is answered, not
 * kept whole (each table could otherwise grow to every code point).
 */
export const maxKeptCharacters = 4_096;

/** How many characters' answers the index keeps (its fold and its letter-or-digit tables): for a test of the bound. */
export function keptCharacters(): number {
  return foldCache.size + wordCharCache.size;
}

/** The characters a regular expression with the `iu` flags treats as one: each maps to the smallest code point of its case class. */
const foldCache = new Map<number, number>();
export function foldCodePoint(code: number): number {
  // A lone surrogate (invalid UTF-16) is itself.
  if (code >= 0xd800 && code <= 0xdfff) return code;
  if (code < 0x80) return code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
  const cached = foldCache.get(code);
  if (cached !== undefined) return cached;
  const ch = String.fromCodePoint(code);
  const same = new RegExp(`^${escapeChar(ch)}$`, 'iu');
  let best = code;
  // The case class of a character under simple case folding holds at most four; these reach every member from any one of them.
  const lower = ch.toLowerCase();
  const upper = ch.toUpperCase();
  for (const candidate of [lower, upper, upper.toLowerCase(), lower.toUpperCase()]) {
    if ([...candidate].length !== 1) continue;
    const other = candidate.codePointAt(0)!;
    if (other < best && same.test(candidate)) best = other;
  }
  if (foldCache.size < maxKeptCharacters) foldCache.set(code, best);
  return best;
}

const escapeChar = (ch: string) => ch.replace(/[\\^$.*+?()[\]{}|/-]/gu, '\\$&');

// ---- A small parser of the regular-expression syntax the lexicon uses -------------------------------------------------------

export type TermNode = Node;
type Node =
  | { kind: 'chars'; chars: number[] } // one character out of a small known set
  | { kind: 'any'; sample: string } // one character out of a set too large to list (\p{L}, \s, [^…], .), and one it holds
  | { kind: 'empty' } // matches no character (an assertion: lookarounds, \b, ^, $)
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const digits = [0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39];
/** The most characters a class may list (ranges expanded) before it is read as any character. */
const maxClassChars = 64;

class Parser {
  private i = 0;
  private readonly src: string;
  constructor(src: string) {
    this.src = src;
  }

  parse(): Node {
    const node = this.alternation();
    if (this.i !== this.src.length) throw new Error(`unexpected "${this.src[this.i]}" at ${this.i}`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') items.push(this.quantified(this.atom()));
    return { kind: 'seq', items };
  }

  private quantified(node: Node): Node {
    for (;;) {
      const c = this.src[this.i];
      let min: number;
      let max: number;
      if (c === '?') [min, max] = [0, 1];
      else if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '{' && /^\{\d+(?:,\d*)?\}/u.test(this.src.slice(this.i))) {
        const m = /^\{(\d+)(?:(,)(\d*))?\}/u.exec(this.src.slice(this.i))!;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        this.i += m[0].length - 1;
      } else return node;
      this.i += 1;
      if (this.src[this.i] === '?') this.i += 1; // lazy
      node = { kind: 'repeat', node, min, max };
    }
  }

  private atom(): Node {
    const c = this.src[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape(false) as Node;
    if (c === '.') {
      this.i += 1;
      return { kind: 'any', sample: 'a' };
    }
    if (c === '^' || c === '$') {
      this.i += 1;
      return { kind: 'empty' };
    }
    const code = this.src.codePointAt(this.i)!;
    this.i += code > 0xffff ? 2 : 1;
    return { kind: 'chars', chars: [code] };
  }

  private group(): Node {
    this.i += 1;
    let assertion = false;
    if (this.src.startsWith('?:', this.i)) this.i += 2;
    else if (/^\?(?:=|!|<=|<!)/u.test(this.src.slice(this.i))) {
      assertion = true;
      this.i += this.src[this.i + 1] === '<' ? 3 : 2;
    } else if (this.src.startsWith('?<', this.i)) this.i = this.src.indexOf('>', this.i) + 1; // a named group
    else if (this.src[this.i] === '?') throw new Error(`group syntax not read at ${this.i}`); // a modifier group ("(?i:…)"): not a literal "?"
    const inner = this.alternation();
    if (this.src[this.i] !== ')') throw new Error(`unclosed group at ${this.i}`);
    this.i += 1;
    return assertion ? { kind: 'empty' } : inner;
  }

  /** An escape: a known character, a class of characters, or an assertion (`\b`). In a class, `\b` is a backspace. */
  private escape(inClass: boolean): Node | number[] | 'any' {
    const next = this.src[this.i + 1]!;
    this.i += 2;
    // \d is [0-9] whatever the flags; \s reads as one space (keys read all white space as one, `keyCode`); the other shorthand classes are too wide to list.
    if (next === 'd') return inClass ? digits : { kind: 'chars', chars: digits };
    if (next === 's') return inClass ? [space] : { kind: 'chars', chars: [space] };
    if ('SDwW'.includes(next)) return inClass ? 'any' : { kind: 'any', sample: next === 'W' ? ' ' : 'a' };
    if (next === 'p' || next === 'P') {
      const close = this.src.indexOf('}', this.i);
      const name = this.src.slice(this.i + 1, close);
      this.i = close + 1;
      return inClass ? 'any' : { kind: 'any', sample: next === 'P' ? ' ' : name === 'N' ? '1' : name === 'Lu' ? 'A' : 'a' };
    }
    if ((next === 'b' || next === 'B') && !inClass) return { kind: 'empty' };
    if (/\d/u.test(next) && next !== '0') throw new Error('back-references are not read');
    // Any other letter escape (`\k<name>`, `\cX`…) is syntax this parser does not read, never the letter itself: the term is left to its pattern.
    if (/[A-Za-z]/u.test(next) && !'bxunrtvf'.includes(next)) throw new Error(`\\${next} is not read`);
    let code: number;
    if (next === 'x') {
      code = parseInt(this.src.slice(this.i, this.i + 2), 16);
      this.i += 2;
    } else if (next === 'u' && this.src[this.i] === '{') {
      const close = this.src.indexOf('}', this.i);
      code = parseInt(this.src.slice(this.i + 1, close), 16);
      this.i = close + 1;
    } else if (next === 'u') {
      code = parseInt(this.src.slice(this.i, this.i + 4), 16);
      this.i += 4;
    } else {
      const named: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0, b: 8 };
      code = named[next] ?? next.codePointAt(0)!;
    }
    return inClass ? [code] : { kind: 'chars', chars: [code] };
  }

  private charClass(): Node {
    this.i += 1;
    const negated = this.src[this.i] === '^';
    if (negated) this.i += 1;
    const chars: number[] = [];
    let wide = negated;
    const one = (): number | 'any' | 'listed' => {
      if (this.src[this.i] === '\\') {
        const e = this.escape(true) as number[] | 'any';
        if (e === 'any') return 'any';
        if (e.length > 1) {
          chars.push(...e);
          return 'listed';
        }
        return e[0]!;
      }
      const code = this.src.codePointAt(this.i)!;
      this.i += code > 0xffff ? 2 : 1;
      return code;
    };
    while (this.src[this.i] !== ']') {
      if (this.i >= this.src.length) throw new Error('unclosed class');
      const from = one();
      if (from === 'listed') continue;
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && from !== 'any') {
        this.i += 1;
        const to = one();
        if (typeof to !== 'number' || to - from > maxClassChars) wide = true;
        else for (let c = from; c <= to; c++) chars.push(c);
      } else if (from === 'any') wide = true;
      else chars.push(from);
    }
    this.i += 1;
    if (!wide && chars.length <= maxClassChars) return { kind: 'chars', chars };
    // A sample the class holds: a listed character, or for a negated class one it leaves out.
    const sample = negated ? ([' ', 'a', 'x', '1', '-'].find((c) => !chars.includes(c.codePointAt(0)!)) ?? 'a') : String.fromCodePoint(chars[0] ?? 0x61);
    return { kind: 'any', sample };
  }
}

/** A term's pattern as a tree (the syntax the lexicon uses; a back-reference is refused). */
export function parseTerm(term: string): TermNode {
  return new Parser(term).parse();
}

// ---- Leading literals ---------------------------------------------------------------------------------------------------------

/** A leading literal read so far: its folded characters, and whether the pattern may go on after them (`open`) or was cut there. */
interface Lead {
  s: string;
  open: boolean;
}

class TooMany extends Error {}

function keyString(code: number): string {
  return String.fromCodePoint(keyCode(code));
}

/** Two pieces of a key joined: a space (or a digit) that ends the first and one that opens the second are one (a run reads as one). */
const joined = (head: string, tail: string) => (head !== '' && tail !== '' && head.at(-1) === tail[0] && isRun(tail.charCodeAt(0)) ? head + tail.slice(1) : head + tail);
/** Whether every lead of a node is one and the same run character that the pattern goes on after: a run of it, however long, reads as one. */
const onlyRun = (found: Lead[]) => found.length > 0 && found.every((l) => l.s === found[0]!.s && l.s.length === 1 && isRun(l.s.charCodeAt(0)) && l.open);

/** The leading literals of a node, each at most `budget` characters long. */
function leads(node: Node, budget: number): Lead[] {
  if (budget <= 0) return [{ s: '', open: false }];
  switch (node.kind) {
    case 'empty':
      return [{ s: '', open: true }];
    case 'any':
      return [{ s: '', open: false }];
    case 'chars':
      return unique(node.chars.map((c) => ({ s: keyString(c), open: true })));
    case 'alt':
      return unique(node.options.flatMap((option) => leads(option, budget)));
    case 'repeat': {
      // One instance read; after it, a pattern that may repeat is cut (a shorter literal only weakens the key, never loses a match) —
      // but for white space or digits, whose run of any length reads as one.
      const inner = leads(node.node, budget);
      const once = onlyRun(inner) ? inner : inner.map((l) => ({ s: l.s, open: l.open && node.max === 1 }));
      return unique(node.min === 0 ? [{ s: '', open: true }, ...once] : once);
    }
    case 'seq': {
      let current: Lead[] = [{ s: '', open: true }];
      for (const item of node.items) {
        const next: Lead[] = [];
        for (const lead of current) {
          const left = budget - [...lead.s].length;
          if (!lead.open || left <= 0) {
            next.push({ s: lead.s, open: false });
            continue;
          }
          for (const tail of leads(item, left)) next.push({ s: joined(lead.s, tail.s), open: tail.open });
        }
        current = unique(next);
        if (current.length > maxKeysPerTerm) throw new TooMany();
      }
      return current;
    }
  }
}

function unique(list: Lead[]): Lead[] {
  const seen = new Map<string, Lead>();
  for (const l of list) {
    const key = `${l.open ? 1 : 0}${l.s}`;
    if (!seen.has(key)) seen.set(key, l);
  }
  if (seen.size > maxKeysPerTerm) throw new TooMany();
  return [...seen.values()];
}

/**
 * The folded keys every match of a term starts with (each 1 to {@link keyLength} characters), or undefined where the term may start
 * with any character, or with nothing certain (it then stays in the residual pattern).
 */
export function termKeys(term: string): string[] | undefined {
  try {
    const found = leads(parseTerm(term), keyLength);
    if (found.some((l) => l.s === '')) return undefined;
    // A key that another key of the term starts with is covered by that shorter one.
    const keys = [...new Set(found.map((l) => l.s))].sort((a, b) => a.length - b.length);
    return keys.filter((k, i) => !keys.slice(0, i).some((shorter) => k.startsWith(shorter)));
  } catch {
    return undefined;
  }
}

// ---- Required literals --------------------------------------------------------------------------------------------------------

/** The most literals a pre-check lists: a term that may hold any of more than these is read without one. */
const maxRequiredLiterals = 256;

/**
 * Strings of which every match of the term holds one, as written (each compared as the `iu` flags compare characters), or
 * undefined where nothing is certain: the longest run of literal characters the pattern always passes through, or for an
 * alternation one such string per option. A text holding none of them holds no match, so the term's pattern need not read it
 * (`\p{L}{2,12}pidem` needs "pidem"). White space and digits (`\s`, `\d`) and wide classes are never literal; an assertion
 * (a lookaround, `\b`) reads no character, so the literals on its two sides are one run.
 */
export function requiredLiterals(term: string): string[] | undefined {
  try {
    const found = required(parseTerm(term));
    return found && found.length <= maxRequiredLiterals ? found : undefined;
  } catch {
    return undefined;
  }
}

/** A node's one literal character: a single character other than white space (which `\s` parses as). */
const literalChar = (node: Node) => (node.kind === 'chars' && node.chars.length === 1 && node.chars[0] !== space ? String.fromCodePoint(node.chars[0]!) : undefined);

function required(node: Node): string[] | undefined {
  switch (node.kind) {
    case 'chars': {
      const ch = literalChar(node);
      return ch === undefined ? undefined : [ch];
    }
    case 'any':
    case 'empty':
      return undefined;
    case 'repeat':
      return node.min >= 1 ? required(node.node) : undefined;
    case 'alt': {
      const all: string[] = [];
      for (const option of node.options) {
        const found = required(option);
        if (found === undefined) return undefined;
        all.push(...found);
        if (all.length > maxRequiredLiterals) return undefined;
      }
      return [...new Set(all)];
    }
    case 'seq': {
      // Each run of literal characters is one candidate, each item that requires literals another: the one whose shortest string is longest is kept.
      const candidates: string[][] = [];
      let run = '';
      for (const item of node.items) {
        const ch = literalChar(item);
        if (ch !== undefined) run += ch;
        else if (item.kind !== 'empty') {
          if (run !== '') candidates.push([run]);
          run = '';
          const found = required(item);
          if (found !== undefined) candidates.push(found);
        }
      }
      if (run !== '') candidates.push([run]);
      const shortest = (list: string[]) => Math.min(...list.map((l) => [...l].length));
      let best: string[] | undefined;
      for (const candidate of candidates) if (!best || shortest(candidate) > shortest(best) || (shortest(candidate) === shortest(best) && candidate.length < best.length)) best = candidate;
      return best;
    }
  }
}

const escapeLiteral = (literal: string) => literal.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');

/**
 * A pattern (`iu`) that finds any of the terms' required literals, or undefined where one of the terms has none: a text it does
 * not match holds no match of any of the terms.
 */
export function requiredLiteralsPattern(terms: readonly string[]): RegExp | undefined {
  const all = new Set<string>();
  for (const term of terms) {
    const found = requiredLiterals(term);
    if (found === undefined) return undefined;
    for (const literal of found) all.add(literal);
  }
  if (all.size === 0 || all.size > maxRequiredLiterals) return undefined;
  return new RegExp([...all].map(escapeLiteral).join('|'), 'iu');
}

// ---- The index ----------------------------------------------------------------------------------------------------------------

const letterOrDigit = /[\p{L}\p{N}]/u;
const wordCharCache = new Map<number, boolean>();
function isLetterOrDigit(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  let is = wordCharCache.get(code);
  if (is === undefined) {
    is = letterOrDigit.test(String.fromCodePoint(code));
    if (wordCharCache.size < maxKeptCharacters) wordCharCache.set(code, is);
  }
  return is;
}

interface TrieNode {
  next: Map<number, TrieNode>;
  /** The key this node ends, if one does. */
  key?: string;
  patterns?: KeyPattern[];
}

/** One group's anchored pattern under a key, with its literal pre-check (`guardOf`) and that pre-check's answer for the text read last. */
interface KeyPattern {
  group: number;
  pattern: RegExp;
  guard: Guard | null;
  /** The scan whose answer `may` holds (`scans`' count when it was worked out). */
  checked: number;
  may: boolean;
}

export interface TermIndex {
  /** Whether any term occurs in the text, bounded as `(?<![\p{L}\p{N}])(?:term)(?![\p{L}\p{N}])` with the `iu` flags. */
  any(text: string): boolean;
  /** The groups (as given) of the terms that occur in the text, so bounded. */
  groups(text: string, into?: Set<number>): Set<number>;
  /** How many terms stayed in the residual pattern. */
  readonly residualTerms: number;
}

/**
 * An index of terms, each with the group it belongs to (a lexicon entry): `any` and `groups` answer what the plain patterns,
 * `(?<![\p{L}\p{N}])(?:t1|t2|…)(?![\p{L}\p{N}])` with the `iu` flags, would find, reading the text once.
 */
export function buildTermIndex(terms: readonly { term: string; group: number }[]): TermIndex {
  const steps = termIndexSteps(terms);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How many terms' keys are read between two of {@link termIndexSteps}' pauses (a few milliseconds of work). */
const termsPerStep = 10;

/**
 * {@link buildTermIndex} in steps: it pauses (yields) every {@link termsPerStep} terms, and after its residual patterns, and
 * returns the same index; a caller that warms a process runs it a step at a time, letting other work in between.
 */
export function* termIndexSteps(terms: readonly { term: string; group: number }[]): Generator<void, TermIndex> {
  const byKey = new Map<string, { term: string; group: number }[]>();
  const residual: { term: string; group: number }[] = [];
  let read = 0;
  for (const entry of terms) {
    const keys = termKeys(entry.term);
    if (!keys) residual.push(entry);
    else for (const key of keys) (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(entry);
    if (++read % termsPerStep === 0) yield;
  }
  // The keys in a trie of folded code points: a node that ends a key carries that key's anchored patterns (compiled when first needed).
  const root: TrieNode = { next: new Map() };
  for (const key of byKey.keys()) {
    let node = root;
    for (const ch of key) {
      const code = ch.codePointAt(0)!;
      let child = node.next.get(code);
      if (!child) node.next.set(code, (child = { next: new Map() }));
      node = child;
    }
    node.key = key;
  }
  // Per key, one anchored pattern of its terms per group.
  const patternsOf = (node: TrieNode) => {
    if (!node.patterns) {
      const perGroup = new Map<number, string[]>();
      for (const { term, group } of byKey.get(node.key!)!) (perGroup.get(group) ?? perGroup.set(group, []).get(group)!).push(term);
      node.patterns = [...perGroup].map(([group, ts]) => {
        const pattern = new RegExp(String.raw`(?:${ts.join('|')})(?![\p{L}\p{N}])`, 'iuy');
        return { group, pattern, guard: guardOf(pattern), checked: 0, may: true };
      });
    }
    return node.patterns;
  };
  // The residual terms, one bounded pattern per group, read as the plain patterns are.
  const residualTerms = new Map<number, string[]>();
  for (const { term, group } of residual) (residualTerms.get(group) ?? residualTerms.set(group, []).get(group)!).push(term);
  // Each with a pre-check of the literals its terms require (`requiredLiteralsPattern`): most texts hold none, and the pattern, which
  // may start at any letter, is then not read through.
  const residualPatterns = new Map(
    [...residualTerms].map(([group, ts]) => [group, { pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${ts.join('|')})(?![\p{L}\p{N}])`, 'iu'), required: requiredLiteralsPattern(ts) }]),
  );
  yield;
  const residualMatches = ({ pattern, required }: { pattern: RegExp; required: RegExp | undefined }, text: string) => mayMatch(pattern, text) && (required === undefined || required.test(text)) && pattern.test(text);

  /** Calls `found` with each group whose term matches at a word start, until it returns true; groups `skip` says are done are not tried. */
  function scan(text: string, found: (group: number) => boolean, skip: (group: number) => boolean): boolean {
    // A key met again in the same text (every number is the digit key) asks its patterns' pre-checks once: the answer is the text's.
    const scanned = ++scans;
    let runs: Uint32Array | undefined;
    const mayMatchHere = (entry: KeyPattern) => {
      if (entry.checked !== scanned) {
        entry.checked = scanned;
        entry.may = entry.guard === null || holdsAny(entry.guard, (runs ??= runsOf(text)));
      }
      return entry.may;
    };
    // Where the run of white space, and the run of digits, met last end: a walk from each blank of a long run reads the same run (and
    // the same number after it), each found once.
    const lastRun = { [space]: { from: -1, to: -1 }, [digit]: { from: -1, to: -1 } } as Record<number, { from: number; to: number }>;
    const endOfRun = (j: number, k: number) => {
      const run = lastRun[k]!;
      if (j < run.from || j > run.to) {
        run.from = j;
        run.to = j;
        // White space and digits are all of the basic plane: one code unit each.
        while (run.to < text.length && keyCode(text.charCodeAt(run.to)) === k) run.to++;
      }
      return run.to;
    };
    let previousWord = false;
    for (let i = 0; i < text.length; ) {
      const code = text.codePointAt(i)!;
      if (!previousWord) {
        let node: TrieNode | undefined = root;
        for (let j = i, n = 0; n < keyLength && j < text.length; ) {
          const c = text.codePointAt(j)!;
          const k = keyCode(c);
          j += c > 0xffff ? 2 : 1;
          // A run of white space (or of digits) reads as one, as in the keys.
          if (isRun(k)) j = endOfRun(j, k);
          n++;
          node = node.next.get(k);
          if (!node) break;
          if (node.key === undefined) continue;
          for (const entry of patternsOf(node)) {
            const { group, pattern } = entry;
            if (skip(group) || !mayMatchHere(entry)) continue;
            pattern.lastIndex = i;
            if (pattern.test(text) && found(group)) return true;
          }
        }
      }
      previousWord = isLetterOrDigit(code);
      i += code > 0xffff ? 2 : 1;
    }
    return false;
  }

  return {
    residualTerms: residual.length,
    any(text) {
      for (const residual of residualPatterns.values()) if (residualMatches(residual, text)) return true;
      return scan(text, () => true, () => false);
    },
    groups(text, into = new Set<number>()) {
      for (const [group, residual] of residualPatterns) if (!into.has(group) && residualMatches(residual, text)) into.add(group);
      scan(text, (group) => (into.add(group), false), (group) => into.has(group));
      return into;
    },
  };
}

// ---- A pre-check of any pattern by its required literals ---------------------------------------------------------------------

/**
 * A pre-check that tells, before a pattern is run, that it cannot match a text: the literals every match of the pattern holds
 * (`requiredLiterals`, read once per pattern) looked up among the text's runs of three characters (folded as the `iu` flags fold
 * them, read once per text and shared by every pattern run over it). Most listings name no wallet, no network and no marketplace,
 * so most of the large patterns the rules run over each field are answered here without being run.
 *
 * Exact by construction: a literal held by the text has each of its runs of three characters in the text's set, so a pattern
 * one of whose literals is there is run as before; a text none of whose literals can be there holds no match. A collision in the
 * set only lets a pattern run. Patterns without the `u` flag (whose syntax reads otherwise), with the `v` flag, or with a literal
 * of fewer than three characters, are always run.
 */

/** The bits of the set of a text's runs of three folded characters (a run's hash picks one). */
const bits = 1 << 16;

/** Per literal, the hashes of its runs of three characters: a text holds the literal only if it holds every one. */
type Guard = readonly (readonly number[])[];

/** Each pattern's guard, by the pattern and by its source and flags: a rule that builds a pattern per call asks the same again. */
const guards = new WeakMap<RegExp, Guard | null>();
const guardsBySource = new Map<string, Guard | null>();
/** How many sources' guards are kept: beyond them, a new source is run without a guard rather than read each time. */
const maxSources = 4_096;

const hash = (a: number, b: number, c: number) => (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35)) >>> 16;

/** The folded code points of a string, one per character (a surrogate pair is one). */
function foldedCodes(text: string): number[] {
  const codes: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    codes.push(foldCodePoint(code));
    i += code > 0xffff ? 2 : 1;
  }
  return codes;
}

function guardOf(pattern: RegExp): Guard | null {
  let guard = guards.get(pattern);
  if (guard !== undefined) return guard;
  const key = `${pattern.flags}/${pattern.source}`;
  guard = guardsBySource.get(key);
  if (guard === undefined) {
    guard = guardsBySource.size < maxSources ? readGuard(pattern) : null;
    if (guardsBySource.size < maxSources) guardsBySource.set(key, guard);
  }
  guards.set(pattern, guard);
  return guard;
}

function readGuard(pattern: RegExp): Guard | null {
  let guard: Guard | null = null;
  if (pattern.unicode && !pattern.unicodeSets) {
    const literals = requiredLiterals(pattern.source);
    if (literals !== undefined) {
      const hashes = literals.map((literal) => {
        const codes = foldedCodes(literal);
        const runs: number[] = [];
        for (let k = 0; k + 2 < codes.length; k++) runs.push(hash(codes[k]!, codes[k + 1]!, codes[k + 2]!));
        return runs;
      });
      if (hashes.every((runs) => runs.length > 0)) guard = hashes;
    }
  }
  return guard;
}

/**
 * The last few texts read and their sets of runs: the rules run a field's text, its accent-free and look-alike spellings and the
 * other field through each of their patterns in turn. Bounded, so a long text is not kept beyond the next few.
 */
const kept: { text: string; runs: Uint32Array }[] = [];
const maxKept = 4;

function runsOf(text: string): Uint32Array {
  for (const entry of kept) if (entry.text === text) return entry.runs;
  const runs = kept.length < maxKept ? new Uint32Array(bits / 32) : kept.pop()!.runs.fill(0);
  let a = -1;
  let b = -1;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    i += code > 0xffff ? 2 : 1;
    const c = foldCodePoint(code);
    if (a >= 0) {
      const h = hash(a, b, c);
      runs[h >>> 5]! |= 1 << (h & 31);
    }
    a = b;
    b = c;
  }
  kept.unshift({ text, runs });
  return runs;
}

/**
 * False where the pattern cannot match anywhere in the text (none of its required literals is there); true where it may, or where
 * the pattern has no literal to look for.
 */
export function mayMatch(pattern: RegExp, text: string): boolean {
  const guard = guardOf(pattern);
  return guard === null || holdsAny(guard, runsOf(text));
}

/** Whether the set of a text's runs holds every run of at least one of the guard's literals. */
function holdsAny(guard: Guard, runs: Uint32Array): boolean {
  for (const literal of guard) {
    let all = true;
    for (const h of literal) {
      if ((runs[h >>> 5]! & (1 << (h & 31))) === 0) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

/** How many scans the term indexes have begun: each scan's pre-check answers are stamped with its count. */
let scans = 0;
