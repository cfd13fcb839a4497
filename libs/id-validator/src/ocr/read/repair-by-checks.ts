import { subsetsOf } from '../../mrz/correct-mrz.ts';
import type { CharacterVerdict } from './glyph-synthesis.ts';
import { checkedSpans } from './failing-agreement.ts';
import { rescoredWith, trusted, type Scored } from './scored-reading.ts';
import type { SynthesisJudge } from './synthesis-judge.ts';

/**
 * MRZ lines captured lower than this (pixels) are also judged by synthesis: on real scans shrunk to
 * 12-pixel lines tesseract and the glyph grid still read `M` as `H` in names nothing else checks
 * (three of 18 documents), and synthesis fitted lines of 11–15 pixels with every letter right.
 */
export const maxSynthesisLineHeight = 16;

/**
 * Repairs a reading whose check digits fail, on a small zone (see `maxSynthesisLineHeight`),
 * where no reader's digits are sure: the characters the failing checks cover, and the letters,
 * are judged by synthesis. Changes within a class (a digit seen as another digit, a letter as
 * another letter) are all made; of the changes across classes (`0`/`O`, `2`/`Z`, `8`/`B`, which
 * at 7-pixel lines the synthesis also confuses), the fewest (none, one, else two) with which every
 * check digit passes, when only one such choice does — enough cross-class changes pass a check by
 * chance. A failing check is evidence the reading is wrong there; every check passing after the
 * change is evidence it is now right. `disputed` says whether the synthesis saw any character of
 * the failing fields otherwise.
 */
export async function repairByChecks(scored: Scored, { lineHeight, synthesis }: { lineHeight: number; synthesis: Pick<SynthesisJudge, 'judge'> }): Promise<{ repaired: Scored | null; disputed: boolean }> {
  if (lineHeight >= maxSynthesisLineHeight) return { repaired: null, disputed: false };
  const covered = new Set(
    scored.mrz.checks.filter((c) => !c.valid).flatMap((c) => checkedSpans(scored.mrz, c.field).flatMap(({ line, start, end }) => Array.from({ length: end - start }, (_, i) => `${line}:${start + i}`))),
  );
  const verdicts = await synthesis.judge(scored.mrz, (line, position) => covered.has(`${line}:${position}`));
  const changes = verdicts?.filter((v) => v.seen !== null && v.seen !== v.read) ?? [];
  const disputed = changes.some((v) => covered.has(`${v.line}:${v.position}`));
  const isDigit = (char: string) => char >= '0' && char <= '9';
  const across = changes.filter((v) => isDigit(v.read) !== isDigit(v.seen as string));
  const within = changes.filter((v) => !across.includes(v));
  const withChanges = (subset: readonly CharacterVerdict[]) => {
    const made = [...within, ...subset];
    const lines = scored.mrz.lines.map((line, row) => [...line].map((char, position) => made.find((v) => v.line === row && v.position === position)?.seen ?? char).join(''));
    const changed = rescoredWith(scored, lines, scored.evidence.filter((e) => !made.some((v) => v.line === e.line && v.position === e.position)));
    return changed && { ...changed, mrz: { ...changed.mrz, corrections: [...changed.mrz.corrections, ...made.map((v) => ({ line: v.line, position: v.position, from: v.read, to: v.seen as string, rule: 'glyph-shape' as const }))] } };
  };
  for (const size of [0, 1, 2]) {
    if (size === 0 && within.length === 0) continue;
    const passing = subsetsOf(across, size).map(withChanges).filter((s): s is Scored => s !== null && trusted(s.mrz));
    if (passing.length === 1) return { repaired: passing[0] as Scored, disputed };
    if (passing.length > 1) break;
  }
  return { repaired: null, disputed };
}
