import { mrzLayouts, type MrzSpan } from '../../mrz/mrz-layout.ts';
import { parseMrz, type MrzCheckedField } from '../../mrz/parse-mrz.ts';
import type { CorrectedMrz, GlyphEvidence } from '../../mrz/correct-mrz.ts';

/** Independent readings needed before failing check digits are put down to the document rather than to the reading. */
export const minAgreeingReadings = 3;

/** The positions a check covers: its field (or fields, for the composite) and its digit. */
export function checkedSpans(mrz: Pick<CorrectedMrz, 'format'>, field: MrzCheckedField): MrzSpan[] {
  const layout = mrzLayouts[mrz.format];
  switch (field) {
    case 'documentNumber':
      return [layout.documentNumber, layout.documentNumberCheck, ...(layout.longNumberContinuation ? [layout.longNumberContinuation] : [])];
    case 'birthDate':
      return [layout.birthDate, layout.birthDateCheck];
    case 'expiryDate':
      return [layout.expiryDate, layout.expiryDateCheck];
    case 'personalNumber':
      return [...layout.optionalData.slice(0, 1), ...(layout.personalNumberCheck ? [layout.personalNumberCheck] : [])];
    case 'composite':
      return [...layout.composite.over, layout.composite.digit];
  }
}

/**
 * Whether check digits that fail can be trusted to fail on the document itself: at least
 * `minAgreeingReadings` independent readings (each corrected on its own), and two thirds of those
 * that fit a format, read every character of the failing fields the same way. Otherwise the failure
 * may be the reader's — a character misread in some passes — and a genuine document must not be
 * called altered for it.
 */
export function readingsAgreeOnFailingChecks({ failing, readings }: { failing: CorrectedMrz; readings: ReadonlyArray<readonly string[] | null> }): boolean {
  const spans = spansAtFault(failing);
  if (spans.length === 0) return false;
  const usable = readings.filter((lines) => lines !== null);
  const agreeing = usable.filter((lines) => agreesOn(lines, failing, spans));
  return agreeing.length >= minAgreeingReadings && 3 * agreeing.length >= 2 * usable.length;
}

/**
 * Kinds of reader that must read the failing fields alike. One is enough when it is the only kind
 * that read the zone (the recogniser's line fit no format): its passes, at other scales and
 * thresholds, are the independent readings the issue of tampering asks for; any other kind that
 * read the zone must agree.
 */
export const minIndependentReaders = 1;

/** One reading, corrected on its own (null when it fit no format), and the reader that made it. */
export interface ReaderReading {
  reader: string;
  lines: readonly string[] | null;
}

/**
 * Whether failing check digits are the document's fault, so that it may be called altered: the
 * readings agree as `readingsAgreeOnFailingChecks` asks (several passes), and every kind of reader
 * that read the zone at all read every character of the failing fields the same way (the
 * recogniser reading them otherwise is a doubt) — and no candidate a reader offered for a character there
 * (`candidates`, such as the recogniser's second choices) makes the failing check pass: a
 * character a reader was unsure of is a misread as likely as an alteration. A failing check whose
 * digit was read as a letter (`checkDigitMisread`) is never confirmed, however many readings agree.
 */
export function failureConfirmedByReaders({
  failing,
  readings,
  candidates = [],
  today = new Date(),
}: {
  failing: CorrectedMrz;
  readings: readonly ReaderReading[];
  candidates?: readonly GlyphEvidence[];
  today?: Date;
}): boolean {
  if (checkDigitMisread(failing) || !readingsAgreeOnFailingChecks({ failing, readings: readings.map((r) => r.lines) })) return false;
  const spans = spansAtFault(failing);
  const reading = new Set(readings.filter((r) => r.lines !== null).map((r) => r.reader));
  const agreeing = new Set(readings.filter((r) => r.lines !== null && agreesOn(r.lines, failing, spans)).map((r) => r.reader));
  if (agreeing.size < minIndependentReaders || agreeing.size < reading.size) return false;
  return !candidates.some((candidate) => inSpans(candidate, spans) && passesWith(failing, candidate, today));
}

/** OCR passes that must have aligned, every reading alike on the failing fields, before a zone's remaining passes are left. */
export const passesSettlingFailure = 3;

/**
 * Whether the remaining OCR passes over a zone cannot change how it ends, from what was read so
 * far: its best reading fails a check; at least `passesSettlingFailure` passes (at other scales or
 * thresholds) aligned; every reading that fits a format — each pass's and the recogniser's, each
 * corrected on its own — reads every character of the failing fields as the best does; and the
 * failure is still not confirmed (a check digit read as a letter, or a candidate a reader offered
 * that makes the check pass, leaves it in doubt). One more reading alike changes neither the vote
 * nor the doubt, which more readings cannot lift; the zone ends unverified and unconfirmed, and
 * its next place (a band found by morphology) is still read.
 */
export function failureSettledUnconfirmed({
  failing,
  readings,
  passesAligned,
  candidates = [],
  today = new Date(),
}: {
  failing: CorrectedMrz;
  readings: readonly ReaderReading[];
  /** OCR passes that aligned a reading on this zone. */
  passesAligned: number;
  candidates?: readonly GlyphEvidence[];
  today?: Date;
}): boolean {
  if (failing.valid || passesAligned < passesSettlingFailure) return false;
  const spans = spansAtFault(failing);
  const usable = readings.filter((r) => r.lines !== null);
  if (spans.length === 0 || usable.length < passesSettlingFailure || !usable.every((r) => agreesOn(r.lines!, failing, spans))) return false;
  return !failureConfirmedByReaders({ failing, readings, candidates, today });
}

/** Where each check's own digit stands. */
function checkDigitSpan(mrz: Pick<CorrectedMrz, 'format'>, field: MrzCheckedField): MrzSpan | null {
  const layout = mrzLayouts[mrz.format];
  switch (field) {
    case 'documentNumber':
      return layout.documentNumberCheck;
    case 'birthDate':
      return layout.birthDateCheck;
    case 'expiryDate':
      return layout.expiryDateCheck;
    case 'personalNumber':
      return layout.personalNumberCheck;
    case 'composite':
      return layout.composite.digit;
  }
}

/**
 * Whether a failing check's own digit was read as something no check digit is there — a letter (a
 * `0` whose edge the crop or the capture's turn cut off reads `C` in every pass alike), or the
 * filler `<` after a field that is not empty (a last digit lost at the line's end, filled in):
 * the reading is wrong there, whatever the passes agree on, and no document printed it so. A
 * check digit is a digit, or `<` where every character it checks is filler.
 */
export function checkDigitMisread(failing: Pick<CorrectedMrz, 'format' | 'lines' | 'checks'>): boolean {
  const text = ({ line, start, end }: MrzSpan) => failing.lines[line]?.slice(start, end) ?? '';
  return failing.checks.some((check) => {
    const span = checkDigitSpan(failing, check.field);
    if (check.valid || !span) return false;
    const digit = text(span);
    if (/^[0-9]$/.test(digit) || digit === '') return false;
    const checked = checkedSpans(failing, check.field).filter((s) => s !== span);
    return digit !== '<' || checked.some((s) => /[^<]/.test(text(s)));
  });
}

/**
 * The positions of the failing checks: a failing field check names the characters at fault; the
 * composite then fails with it and adds nothing. Only a composite failing alone puts every field it
 * sums in question.
 */
function spansAtFault(failing: CorrectedMrz): MrzSpan[] {
  const fields = failing.checks.filter((check) => !check.valid).map((check) => check.field);
  const atFault = fields.some((field) => field !== 'composite') ? fields.filter((field) => field !== 'composite') : fields;
  return atFault.flatMap((field) => checkedSpans(failing, field));
}

const agreesOn = (lines: readonly string[], failing: CorrectedMrz, spans: readonly MrzSpan[]) =>
  spans.every(({ line, start, end }) => lines[line]?.slice(start, end) === failing.lines[line]?.slice(start, end));

const inSpans = ({ line, position }: { line: number; position: number }, spans: readonly MrzSpan[]) => spans.some((s) => s.line === line && position >= s.start && position < s.end);

/** Whether a check that fails passes once `candidate` replaces the character read. */
function passesWith(failing: CorrectedMrz, candidate: GlyphEvidence, today: Date): boolean {
  const lines = failing.lines.map((text, row) => (row === candidate.line ? text.slice(0, candidate.position) + candidate.char + text.slice(candidate.position + 1) : text));
  try {
    const reparsed = parseMrz(lines, { today });
    const failed = new Set(failing.checks.filter((c) => !c.valid).map((c) => c.field));
    return reparsed.checks.some((c) => failed.has(c.field) && c.valid);
  } catch {
    return false;
  }
}
