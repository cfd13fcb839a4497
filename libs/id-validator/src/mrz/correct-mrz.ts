import { isIcaoStateCode } from '../national/country-codes.ts';
import { MrzFormatError } from './mrz-format-error.ts';
import { detectMrzFormat, mrzLayouts, positionKinds, type MrzLayout, type MrzSpan, type PositionKind } from './mrz-layout.ts';
import { nationalPositions, positionAlphabets } from './national-positions.ts';
import { parseMrz, type ParsedMrz } from './parse-mrz.ts';
import { isMrzStateCode, reconcileStateCodes, type StateCodeField } from './state-codes.ts';

/** Why a character was changed. */
export type CorrectionRule =
  /** A letter where the format allows only digits (`O` → `0` in a date). */
  | 'digit-position'
  /** A digit where the format allows only letters (`0` → `O` in a name or state code). */
  | 'letter-position'
  /** `K`/`L` where only a digit or `<` may stand. */
  | 'filler-position'
  /** `K`/`L` after a name has ended, where only fillers may follow. */
  | 'name-filler'
  /** A state code that is only a real code with fillers (`DKL` → `D<<`) or one look-alike changed (`O<<` → `D<<`). */
  | 'state-code'
  /** `K`/`L` after a left-justified document number has ended. */
  | 'number-filler'
  /** One or two `K`/`L` standing alone among the fillers of an optional field. */
  | 'filler-run'
  /** The character's shape matches a look-alike's OCR-B glyph better (see `GlyphEvidence`). */
  | 'glyph-shape';

export interface MrzCorrection {
  line: number;
  position: number;
  from: string;
  to: string;
  rule: CorrectionRule;
}

/**
 * A second opinion on one character from its shape: at `line`/`position` the image looks more
 * like `char` than what was read. Used only where the format allows both (an alphanumeric field,
 * or a letter for a letter in a name or code). `decisive` evidence is applied outright — it is
 * what the reader trusts over the OCR, e.g. for look-alikes no check digit can tell apart (`S`/`8`
 * and `G`/`6` differ by 20 and 10, both 0 modulo 10); the rest is tried only when a check digit
 * fails, fewest edits first, and kept only when every check then passes.
 */
export interface GlyphEvidence {
  line: number;
  position: number;
  char: string;
  decisive: boolean;
}

export interface CorrectedMrz extends ParsedMrz {
  /** Every change made to the lines as read; empty when they were right as read. */
  corrections: MrzCorrection[];
  /**
   * Not to be trusted, though the check digits may pass: another reading that glyph evidence
   * supports passes every check digit too and reads another number or date, so they cannot tell
   * which is right (two flips of a look-alike pair at weights 7 and 3 cancel, and `S`/`8`,
   * `G`/`6`, `K`/`<` are invisible to them); or a state code is no real code, or differs from the
   * other by a letter OCR confuses, and nothing settled it (`reconcileStateCodes`), which no check
   * digit covers.
   */
  ambiguous: boolean;
  /**
   * Other letters the evidence showed in the name, which no check digit covers: what outvoted
   * readings or glyph shapes offered, and what was read where glyph evidence replaced a letter.
   * For the printed side to settle (`settleName`).
   */
  nameAlternatives: NameAlternative[];
}

/** A letter some evidence showed at a position of the name, other than the one kept. */
export interface NameAlternative {
  line: number;
  position: number;
  char: string;
  /**
   * `offered`: an outvoted reading or the glyph shapes showed it; `replaced`: it is what OCR read,
   * and decisive glyph evidence replaced it — the two readers disagree outright.
   */
  kind: 'offered' | 'replaced';
}

/** The OCR confusions this reader corrects, and nothing else. */
const letterToDigit: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1', B: '8', S: '5', Z: '2', G: '6' };
const digitToLetter: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '8': 'B', '5': 'S', '2': 'Z', '6': 'G' };
const fillerLookalikes = 'KL';

/** Letters read for one another in state codes. */
const stateLookalikes: Readonly<Record<string, string>> = { O: 'DQ', D: 'O', Q: 'O' };

/** Where decisive glyph evidence may replace a character: wherever the format leaves a choice. */
const decisiveKinds = new Set<PositionKind>(['alnum', 'name', 'country', 'letter', 'sex', 'de-serial', 'alnum-no-o']);

/**
 * Corrects OCR confusions in MRZ lines only where the format forces a single reading: a letter
 * in a date or check digit, a digit in a name or state code, `K`/`L` where only fillers may
 * stand (after a name or a left-justified number has ended, alone among an optional field's
 * fillers, in a state code that is real only with fillers). Each such edit is the only one that
 * makes the character legal, so the result has the fewest edits; no character is ever guessed to
 * satisfy a check digit. The corrections count only when every check digit and the composite
 * then pass (`valid`); they are all listed either way. Glyph evidence from the image (see
 * `GlyphEvidence`) can settle look-alikes in alphanumeric fields, which the type cannot.
 *
 * Why structure and not check digits decides `K` vs `<`: K is worth 20, which is 0 modulo 10 at
 * every weight, so no ICAO check digit can tell a `K` from a filler.
 * @throws MrzFormatError when the lines fit no format or hold characters outside `A–Z0–9<`.
 */
export function correctMrz(
  lines: readonly string[],
  { today = new Date(), glyphEvidence = [] }: { today?: Date; glyphEvidence?: readonly GlyphEvidence[] } = {},
): CorrectedMrz {
  const format = detectMrzFormat(lines);
  if (!format) throw new MrzFormatError(`lines of lengths [${lines.map((l) => l.length).join(', ')}] fit no MRZ format`);
  const layout = mrzLayouts[format];
  const grid = lines.map((line) => [...line]);
  const corrections: MrzCorrection[] = [];
  const set: Setter = (line, position, to, rule) => {
    const row = grid[line] as string[];
    corrections.push({ line, position, from: row[position] as string, to, rule });
    row[position] = to;
  };

  const kinds = positionKinds(layout);
  applyForced(grid, kinds, set);
  correctStateCode(grid, layout.issuingState, set, glyphEvidence);
  correctStateCode(grid, layout.nationality, set, glyphEvidence);
  for (const { line, position, kind } of nationalPositions(layout, grid.map((row) => row.join('')))) {
    (kinds[line] as PositionKind[])[position] = kind;
  }
  applyForced(grid, kinds, set);
  endNameFillers(grid, layout.name, set);
  endNumberFillers(grid, layout.documentNumber, set);
  for (const span of layout.optionalData) clearLoneLookalikes(grid, span, set);

  const kindAt = (e: GlyphEvidence) => (kinds[e.line] as PositionKind[] | undefined)?.[e.position];
  const allowed = (e: GlyphEvidence) => {
    const kind = kindAt(e);
    return kind !== undefined && positionAlphabets[kind].includes(e.char) && (grid[e.line] as string[])[e.position] !== e.char;
  };
  const decided = new Set<string>();
  // A filler the reading has is not replaced outright: glyph shapes are compared among letters and
  // digits only, and a shape another reading saw there (a speck, a stray mark) is no evidence that
  // a character stands where the majority saw none.
  const decisive = glyphEvidence.filter((e) => e.decisive && allowed(e) && decisiveKinds.has(kindAt(e) as PositionKind) && (grid[e.line] as string[])[e.position] !== '<');
  const contradicted = contradictedPairs(grid, layout, decisive);
  const pairOf = (e: GlyphEvidence) => `${(grid[e.line] as string[])[e.position]}${e.char}`;
  const refused = decisive.filter((e) => contradicted.has(pairOf(e)));
  for (const e of decisive.filter((e) => !contradicted.has(pairOf(e)))) {
    const key = `${e.line}:${e.position}`;
    if (decided.has(key)) continue;
    decided.add(key);
    set(e.line, e.position, e.char, 'glyph-shape');
  }
  const states = reconcileStateCodes(stateField(grid, layout.issuingState, glyphEvidence, corrections), stateField(grid, layout.nationality, glyphEvidence, corrections));
  writeStateCode(grid, layout.issuingState, states.issuingState, set);
  writeStateCode(grid, layout.nationality, states.nationality, set);
  const nameAlternatives = alternativesIn(layout.name, grid, [...glyphEvidence.filter((e) => !e.decisive), ...refused], corrections);
  const usable = glyphEvidence.filter(
    (e) => !e.decisive && !decided.has(`${e.line}:${e.position}`) && (kindAt(e) === 'alnum' || kindAt(e) === 'de-serial' || kindAt(e) === 'alnum-no-o') && allowed(e),
  );
  const parse = (rows: string[][]) => parseMrz(rows.map((row) => row.join('')), { today });
  const offered = usable.slice(0, 8);
  const passingWith = (size: number) =>
    subsetsOf(offered, size).flatMap((subset) => {
      if (new Set(subset.map((e) => `${e.line}:${e.position}`)).size !== subset.length) return [];
      const trial = grid.map((row) => [...row]);
      for (const e of subset) (trial[e.line] as string[])[e.position] = e.char;
      const parsed = parse(trial);
      return parsed.valid ? [{ subset, reported: reportedKey(parsed) }] : [];
    });
  const read = parse(grid);
  const unsettled = !states.resolved;
  if (read.valid) {
    // A rival that reads the same number, dates and national number (it differs in optional data nothing reports) changes nothing.
    const rival = [...passingWith(1), ...passingWith(2)].some((passing) => passing.reported !== reportedKey(read));
    return { ...read, corrections, ambiguous: rival || unsettled, nameAlternatives };
  }
  for (let size = 1; size <= Math.min(2, offered.length); size++) {
    const passing = passingWith(size);
    if (passing.length === 0) continue;
    if (new Set(passing.map((p) => p.reported)).size > 1) return { ...read, corrections, ambiguous: true, nameAlternatives };
    for (const e of (passing[0] as { subset: GlyphEvidence[] }).subset) set(e.line, e.position, e.char, 'glyph-shape');
    return { ...parse(grid), corrections, ambiguous: unsettled, nameAlternatives };
  }
  return { ...read, corrections, ambiguous: unsettled, nameAlternatives };
}

/**
 * Letter pairs (`UL`: a `U` shown as `L`) whose decisive glyph evidence would turn a real state
 * code into none. The code is better evidence than the glyph match there, so the match is off
 * for that pair on this image (a tilted photo's boxes, a print's weight), and the pair's evidence
 * is not applied anywhere in the zone: not in the code, and not in the name, which nothing else
 * checks.
 */
function contradictedPairs(grid: string[][], layout: MrzLayout, decisive: readonly GlyphEvidence[]): Set<string> {
  const pairs = new Set<string>();
  for (const span of [layout.issuingState, layout.nationality]) {
    const row = grid[span.line] as string[];
    const code = row.slice(span.start, span.end).join('');
    if (!isMrzStateCode(code)) continue;
    for (const e of decisive) {
      if (e.line !== span.line || e.position < span.start || e.position >= span.end) continue;
      const i = e.position - span.start;
      if (!isMrzStateCode(`${code.slice(0, i)}${e.char}${code.slice(i + 1)}`)) pairs.add(`${code[i]}${e.char}`);
    }
  }
  return pairs;
}

/** A state code field as `reconcileStateCodes` weighs it: what it reads, what evidence offered, what glyphs replaced. */
function stateField(grid: string[][], span: MrzSpan, evidence: readonly GlyphEvidence[], corrections: readonly MrzCorrection[]): StateCodeField {
  const at = (i: number) => (e: { line: number; position: number }) => e.line === span.line && e.position === span.start + i;
  const positions = Array.from({ length: span.end - span.start }, (_, i) => i);
  return {
    code: (grid[span.line] as string[]).slice(span.start, span.end).join(''),
    offered: positions.map((i) => evidence.filter(at(i)).map((e) => e.char).join('')),
    replaced: positions.map((i) => corrections.find((c) => c.rule === 'glyph-shape' && at(i)(c))?.from ?? null),
  };
}

function writeStateCode(grid: string[][], span: MrzSpan, code: string, set: Setter): void {
  const row = grid[span.line] as string[];
  [...code].forEach((char, i) => {
    if (row[span.start + i] !== char) set(span.line, span.start + i, char, 'state-code');
  });
}

/** Letters other than the kept ones that evidence or the reading itself showed in the name. */
function alternativesIn(span: MrzSpan, grid: string[][], evidence: readonly GlyphEvidence[], corrections: readonly MrzCorrection[]): NameAlternative[] {
  const inName = (e: { line: number; position: number }) => e.line === span.line && e.position >= span.start && e.position < span.end;
  const seen = new Set<string>();
  const alternatives: NameAlternative[] = [];
  const add = (line: number, position: number, char: string, kind: NameAlternative['kind']) => {
    const key = `${line}:${position}:${char}`;
    if (!/^[A-Z]$/.test(char) || (grid[line] as string[])[position] === char || seen.has(key)) return;
    seen.add(key);
    alternatives.push({ line, position, char, kind });
  };
  for (const c of corrections.filter((c) => inName(c) && c.rule === 'glyph-shape')) add(c.line, c.position, c.from, 'replaced');
  for (const e of evidence.filter(inName)) add(e.line, e.position, e.char, 'offered');
  return alternatives;
}

/**
 * What the validator reports or checks of a reading that check digits cover: the document
 * number (long numbers included), the dates, and the Spanish DNI in the optional data. Readings
 * alike in these differ only where nothing is reported, so the check digits need not choose.
 */
function reportedKey(mrz: ParsedMrz): string {
  const dni = mrz.issuingState === 'ESP' ? (mrz.optionalData[0] ?? '') : '';
  return [mrz.documentNumber, mrz.birthDate.raw, mrz.expiryDate.raw, dni].join('|');
}

export function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsetsOf(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

type Setter = (line: number, position: number, to: string, rule: CorrectionRule) => void;

/** Replaces each character the position does not allow by its only allowed confusion partner. */
function applyForced(grid: string[][], kinds: PositionKind[][], set: Setter): void {
  grid.forEach((row, line) =>
    row.forEach((char, position) => {
      const alphabet = positionAlphabets[(kinds[line] as PositionKind[])[position] as PositionKind];
      if (alphabet.includes(char)) return;
      const options: Array<[string, CorrectionRule]> = [];
      const digit = letterToDigit[char];
      const letter = digitToLetter[char];
      if (digit !== undefined && alphabet.includes(digit)) options.push([digit, 'digit-position']);
      if (letter !== undefined && alphabet.includes(letter)) options.push([letter, 'letter-position']);
      if (fillerLookalikes.includes(char) && alphabet.includes('<')) options.push(['<', 'filler-position']);
      if (options.length === 1) set(line, position, ...(options[0] as [string, CorrectionRule]));
    }),
  );
}

/**
 * A state code must be a real code. When it is not: `K`/`L` at its end become fillers if only that
 * makes it real (`DKL` → `D<<`); otherwise one letter changed for a look-alike (`O`/`D`/`Q`) or for
 * what glyph evidence shows, if exactly one such change makes it real (`O<<` → `D<<`).
 */
function correctStateCode(grid: string[][], span: MrzSpan, set: Setter, evidence: readonly GlyphEvidence[]): void {
  const row = grid[span.line] as string[];
  const code = row.slice(span.start, span.end).join('');
  if (isIcaoStateCode(code.replace(/<+$/, ''))) return;
  const singleChanges = [...code].flatMap((char, i) => {
    const options = new Set([
      ...(stateLookalikes[char] ?? ''),
      ...evidence.filter((e) => e.line === span.line && e.position === span.start + i).map((e) => e.char),
    ]);
    return [...options]
      .filter((option) => /[A-Z]/.test(option) && isIcaoStateCode(`${code.slice(0, i)}${option}${code.slice(i + 1)}`.replace(/<+$/, '')))
      .map((option) => ({ i, option }));
  });
  if (singleChanges.length === 1) {
    const { i, option } = singleChanges[0] as { i: number; option: string };
    set(span.line, span.start + i, option, 'state-code');
    return;
  }
  for (let keep = code.length - 1; keep >= 1; keep--) {
    const tail = code.slice(keep);
    if (![...tail].every((c) => c === '<' || fillerLookalikes.includes(c))) break;
    if (isIcaoStateCode(code.slice(0, keep))) {
      for (let i = keep; i < code.length; i++) {
        if (row[span.start + i] !== '<') set(span.line, span.start + i, '<', 'state-code');
      }
      return;
    }
  }
}

/**
 * In a name field, a run of three fillers or a second `<<` ends the names: ICAO separates
 * tokens by `<` and surname from given names by one `<<`. After that point only fillers may
 * stand, so `K`/`L` there are misread fillers; so is any letter standing alone or in a pair
 * among the fillers after a run of three (a speck in the filler run, a `<` read as `Z`), which
 * no name can be.
 */
function endNameFillers(grid: string[][], span: MrzSpan, set: Setter): void {
  const field = (grid[span.line] as string[]).slice(span.start, span.end).join('');
  const separator = field.indexOf('<<');
  if (separator === -1) return;
  const triple = field.indexOf('<<<');
  const second = field.indexOf('<<', separator + 2);
  const ends = [triple, second].filter((i) => i !== -1);
  if (ends.length === 0) return;
  const end = Math.min(...ends);
  for (let i = end; i < field.length; i++) {
    if (fillerLookalikes.includes(field[i] as string)) set(span.line, span.start + i, '<', 'name-filler');
  }
  if (triple === -1) return;
  for (const token of field.slice(triple).matchAll(/[A-Z0-9]+/g)) {
    if (token[0].length > 2) continue;
    for (let i = 0; i < token[0].length; i++) {
      const at = span.start + triple + (token.index as number) + i;
      if ((grid[span.line] as string[])[at] !== '<') set(span.line, at, '<', 'name-filler');
    }
  }
}

/** A document number is left-justified: once a filler appears, only fillers follow. */
function endNumberFillers(grid: string[][], span: MrzSpan, set: Setter): void {
  const row = grid[span.line] as string[];
  const first = row.slice(span.start, span.end).indexOf('<');
  if (first === -1) return;
  for (let i = span.start + first; i < span.end; i++) {
    if (fillerLookalikes.includes(row[i] as string)) set(span.line, i, '<', 'number-filler');
  }
}

/**
 * One or two `K`/`L` with fillers (or the field's edge) on both sides, and a filler on at least
 * one, are misread fillers: no issuer's optional data puts a lone K or L between fillers.
 */
function clearLoneLookalikes(grid: string[][], span: MrzSpan, set: Setter): void {
  const row = grid[span.line] as string[];
  let i = span.start;
  while (i < span.end) {
    if (!fillerLookalikes.includes(row[i] as string)) {
      i++;
      continue;
    }
    let j = i;
    while (j < span.end && fillerLookalikes.includes(row[j] as string)) j++;
    const leftFiller = i > span.start && row[i - 1] === '<';
    const rightFiller = j < span.end && row[j] === '<';
    const leftOk = i === span.start || leftFiller;
    const rightOk = j === span.end || rightFiller;
    if (j - i <= 2 && leftOk && rightOk && (leftFiller || rightFiller)) {
      for (let k = i; k < j; k++) set(span.line, k, '<', 'filler-run');
    }
    i = j;
  }
}
