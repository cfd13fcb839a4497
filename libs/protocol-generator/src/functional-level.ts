import type { InspectionProtocol } from '@circular/contract';
import type { AnswerValue } from './answer-condition.ts';

/**
 * The function test of phones and tablets, split the way buy-back graders run it. `key`: the
 * device cannot serve as one without it (display and touch, calls, buttons, charging, radios);
 * cameras and biometrics are not. The ids are the questions' in the phone and tablet templates.
 */
export const functionTests = [
  { questionId: 'powers_on', function: 'power', key: true },
  { questionId: 'touch_display_works', function: 'touch_and_display', key: true },
  { questionId: 'cameras_work', function: 'cameras', key: false },
  { questionId: 'audio_works', function: 'speakers_and_microphone', key: true },
  { questionId: 'buttons_work', function: 'buttons', key: true },
  { questionId: 'biometrics_work', function: 'biometrics', key: false },
  { questionId: 'radios_work', function: 'radios', key: true },
  { questionId: 'charge_port_works', function: 'charge_port', key: true },
] as const;

/** An answer that passes the test: yes, or `works` for a choice (biometrics); `absent` tests nothing. */
const passing = new Set<AnswerValue>([true, 'works']);
const absent = new Set<AnswerValue>(['absent']);

export interface FunctionTestResult {
  question_id: string;
  function: string;
  key: boolean;
  result: 'pass' | 'fail' | 'not_tested';
}

/**
 * CTIA Wireless Device Grading Scales, functional scale (0 best … 9). Graded here: 0 "Fully
 * functional"; 2 "Key functions working" (only a non-key function fails); 3 for a key function
 * that does not work, the first of the levels 3–9 the scale keeps for devices that are not
 * functional, which this protocol does not tell apart.
 */
export type FunctionalLevel = { level: 0; name: 'Fully functional' } | { level: 2; name: 'Key functions working' } | { level: 3; name: 'Key function not working' };

export interface FunctionalGrade {
  /** Null when a key function went untested and none failed: no level can be claimed. */
  level: FunctionalLevel | null;
  tests: FunctionTestResult[];
}

/** The CTIA functional level of effective (answered, not skipped) answers; null when the protocol has no function test. */
export function functionalGrade(protocol: InspectionProtocol, effective: ReadonlyMap<string, AnswerValue>): FunctionalGrade | null {
  const asked = new Set(protocol.questions.map((question) => question.id));
  const tests = functionTests.filter((test) => asked.has(test.questionId));
  // powers_on alone is every template's; the split function test is what makes a level.
  if (!tests.some((test) => test.questionId !== 'powers_on')) return null;
  const results: FunctionTestResult[] = tests.flatMap((test) => {
    const answer = effective.get(test.questionId);
    if (answer !== undefined && absent.has(answer)) return [];
    const result = answer === undefined ? 'not_tested' : passing.has(answer) ? 'pass' : 'fail';
    return [{ question_id: test.questionId, function: test.function, key: test.key, result }];
  });
  const failed = (key: boolean) => results.some((test) => test.key === key && test.result === 'fail');
  let level: FunctionalLevel | null;
  if (failed(true)) level = { level: 3, name: 'Key function not working' };
  else if (results.some((test) => test.key && test.result === 'not_tested')) level = null;
  else if (failed(false)) level = { level: 2, name: 'Key functions working' };
  else if (results.some((test) => test.result === 'not_tested')) level = null;
  else level = { level: 0, name: 'Fully functional' };
  return { level, tests: results };
}
