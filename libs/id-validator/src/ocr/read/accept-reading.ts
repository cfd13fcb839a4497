import { minLetterEvidenceLineHeight } from './glyph-evidence.ts';
import { differingCharacters, type Scored } from './scored-reading.ts';
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
