import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { lettersInDoubt, minLetterEvidenceLineHeight } from './glyph-evidence.ts';
import { maxSynthesisLineHeight } from './repair-by-checks.ts';
import { rescoredWith, trusted, type Scored } from './scored-reading.ts';
import type { SynthesisJudge } from './synthesis-judge.ts';

/**
 * The reading with its letters settled, or null when one stays in doubt. On a small zone
 * (lines below `maxSynthesisLineHeight`) no check digit covers names and tesseract and the
 * glyph grid confuse `M`, `H` and `N` at every scale, so each letter is judged by drawing the
 * candidates at the capture's own resolution (`readBySynthesis`): a letter seen clearly as
 * another replaces the one read, and what it sees there replaces the other readings' and glyphs'
 * doubts; a letter it cannot settle leaves the reading in doubt, and a better image is asked
 * for. Where the lines cannot be fitted well enough to judge, below `minLetterEvidenceLineHeight`
 * a letter that most readings' glyphs (`evidence`, one list per reading) see as another leaves
 * the reading in doubt, as neither reader can be trusted over the other. Larger zones, and those
 * the synthesis cannot fit from 11 pixels up, are taken as scored.
 */
export async function settleLetters(
  scored: Scored,
  { lineHeight, synthesis, evidence }: { lineHeight: number; synthesis: Pick<SynthesisJudge, 'judge'>; evidence: ReadonlyArray<readonly GlyphEvidence[]> },
): Promise<Scored | null> {
  if (lineHeight >= maxSynthesisLineHeight) return scored;
  const verdicts = await synthesis.judge(scored.mrz, () => false);
  if (!verdicts) return lineHeight < minLetterEvidenceLineHeight && lettersInDoubt(scored.mrz.lines, evidence) ? null : scored;
  if (verdicts.some((v) => v.seen === null)) return null;
  const changes = verdicts.filter((v) => v.seen !== v.read);
  const settledAt = new Set(verdicts.map((v) => `${v.line}:${v.position}`));
  const undoubted = (s: Scored): Scored => ({ ...s, mrz: { ...s.mrz, nameAlternatives: s.mrz.nameAlternatives.filter((a) => !settledAt.has(`${a.line}:${a.position}`)) } });
  if (changes.length === 0) return undoubted(scored);
  // The changes go to the corrected lines, which the corrections then leave as they are (a
  // reading corrected afresh from its raw lines could take another way to passing checks).
  const weighed = [
    ...scored.evidence.filter((e) => !settledAt.has(`${e.line}:${e.position}`)),
    ...changes.map((v) => ({ line: v.line, position: v.position, char: v.seen as string, decisive: true })),
  ];
  const rescored = rescoredWith(scored, scored.mrz.lines, weighed);
  if (!rescored || !trusted(rescored.mrz)) return null;
  // A change the corrections refused (it would make a state code none) leaves the letter in doubt.
  if (changes.some((v) => rescored.mrz.lines[v.line]?.[v.position] !== v.seen)) return null;
  return undoubted(rescored);
}
