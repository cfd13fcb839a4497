import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { detectMrzFormat, letterKinds, mrzLayouts, positionKinds } from '../../mrz/mrz-layout.ts';
import { minLetterEvidenceLineHeight } from './glyph-evidence.ts';
import { differingCharacters, trusted, type Scored } from './scored-reading.ts';
import type { VotedMrz } from './vote-readings.ts';

/** Confidence taken off a reading that only one pass produced. */
export const singleReadingPenalty = 0.1;

/** Changes a lone reading of a small zone may differ from the vote by, for its checks to confirm it. */
export const maxSmallZoneSingleChanges = 2;

/**
 * Whether the vote so far may be accepted once its check digits pass: a second independent
 * reading agrees with the first everywhere, or three readings have voted on the positions no
 * check digit covers. Blur makes errors systematic (the same misreading at every scale), so soft
 * images always get three votes.
 */
export function voteSettled(voted: Pick<VotedMrz, 'readings' | 'disputedPositions'> | null, { soft }: { soft: boolean }): boolean {
  return voted !== null && (voted.readings >= 3 || (!soft && voted.readings === 2 && voted.disputedPositions === 0));
}

/**
 * The single readings that may stand on their own checks when the vote failed one (e.g. `O` read as
 * `0` at most scales), most confident first. On a small zone only those a change or two away from
 * the vote: at 7-pixel lines one pass can read `BDOOOZOZBZ` where the others read `8000020282`,
 * and corrections can make such a reading pass its checks by chance.
 */
export function lonePassCandidates(singles: readonly Scored[], { best, lineHeight }: { best: Scored | null; lineHeight: number }): Scored[] {
  const nearVote = (s: Scored) => lineHeight >= minLetterEvidenceLineHeight || (best !== null && differingCharacters(s.mrz.lines, best.mrz.lines) <= maxSmallZoneSingleChanges);
  return singles.filter(nearVote).sort((a, b) => b.confidence - a.confidence);
}

/** A lone reading accepted: it stands alone, so its confidence drops. */
export function lonePassAccepted(scored: Scored): Scored {
  return { ...scored, confidence: Math.max(0, Math.round((scored.confidence - singleReadingPenalty) * 100) / 100) };
}

/**
 * Whether the learned recogniser's reading settles the zone alone, so no OCR pass is run on it:
 * on a crisp zone whose lines are high enough to judge letters by (`minLetterEvidenceLineHeight`;
 * below 16 pixels they are still judged by drawing them where that fits, `settleLetters`), its reading passed every
 * check digit as read (nothing corrected, no rival reading the candidates allow), and it offered
 * no other character at a position no check digit covers (`letterKinds`: document code, states,
 * sex, name). A pass would then only vote on characters the check digits already decide, and on
 * letters the recogniser saw no alternative to; where it did see one, or a check needed a
 * correction, the passes still vote.
 */
export function recogniserSettles(scored: Scored | null, candidates: readonly GlyphEvidence[], { soft, lineHeight }: { soft: boolean; lineHeight: number }): scored is Scored {
  if (soft || lineHeight < minLetterEvidenceLineHeight || !scored || !trusted(scored.mrz) || scored.mrz.corrections.length > 0) return false;
  const format = detectMrzFormat(scored.mrz.lines);
  if (!format) return false;
  const kinds = positionKinds(mrzLayouts[format]);
  return candidates.every((c) => !letterKinds.has(kinds[c.line]?.[c.position] ?? 'letter'));
}
