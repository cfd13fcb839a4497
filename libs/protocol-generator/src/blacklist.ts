import type { InspectionProtocol } from '@circular/contract';
import type { AnswerValue } from './answer-condition.ts';
import { readDeviceIdentifier, type DeviceIdentifier } from './device-identifier.ts';

/** What a lost-or-stolen register says of a device; `not_checked` when no register was asked. */
export interface BlacklistVerdict {
  status: 'listed' | 'clear' | 'not_checked';
  /** The register that answered, for the record; null when none did. */
  source: string | null;
}

/** A lost-or-stolen register (GSMA Device Check, a carrier's, a police database), plugged in by the caller. */
export interface DeviceBlacklist {
  lookUp(identifier: DeviceIdentifier, options: { signal?: AbortSignal }): Promise<BlacklistVerdict>;
}

/** The default: no network call, and it says so rather than pretend the device is clear. */
export const notCheckedBlacklist: DeviceBlacklist = {
  lookUp: async () => ({ status: 'not_checked', source: null }),
};

/**
 * Looks up the device identifier answered to the protocol's `device_identifier` question.
 * `not_checked` when the protocol has none, it is unanswered, or it is not a valid identifier
 * (gradeAnswers refuses that answer with its reason).
 */
export async function lookUpDevice(
  protocol: InspectionProtocol,
  answers: Record<string, AnswerValue>,
  blacklist: DeviceBlacklist = notCheckedBlacklist,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BlacklistVerdict> {
  const question = protocol.questions.find((candidate) => candidate.format === 'device_identifier');
  const answer = question === undefined ? undefined : answers[question.id];
  if (typeof answer !== 'string') return { status: 'not_checked', source: null };
  const identifier = readDeviceIdentifier(answer);
  if ('problem' in identifier) return { status: 'not_checked', source: null };
  return blacklist.lookUp(identifier, { signal });
}
