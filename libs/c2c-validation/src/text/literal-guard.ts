import { foldCodePoint, requiredLiterals } from './term-index.ts';

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
    const c = code < 0x80 ? (code >= 0x61 && code <= 0x7a ? code - 0x20 : code) : foldCodePoint(code);
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
  if (guard === null) return true;
  const runs = runsOf(text);
  return guard.some((literal) => literal.every((h) => (runs[h >>> 5]! & (1 << (h & 31))) !== 0));
}
