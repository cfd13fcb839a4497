import type { AnswerCondition } from '@circular/contract';

export type AnswerValue = boolean | number | string;

/**
 * Whether a condition holds for an answer; an unanswered or skipped question satisfies none.
 * `listed` holds only when the blacklist lookup of the answered identifier said so.
 */
export function conditionHolds(condition: AnswerCondition, answer: AnswerValue | undefined, { listed = false } = {}): boolean {
  if (answer === undefined) return false;
  if (condition.listed !== undefined) return listed;
  if (condition.equals !== undefined) return answer === condition.equals;
  if (condition.in !== undefined) return typeof answer === 'string' && condition.in.includes(answer);
  if (condition.below !== undefined) return typeof answer === 'number' && answer < condition.below;
  if (condition.at_least !== undefined) return typeof answer === 'number' && answer >= condition.at_least;
  return false;
}

/** An answer that makes the condition hold, for the static check's search of reachable grades. */
export function answerSatisfying(condition: AnswerCondition, { integer = false } = {}): AnswerValue {
  if (condition.equals !== undefined) return condition.equals;
  if (condition.in !== undefined) return condition.in[0]!;
  if (condition.below !== undefined) return integer ? Math.ceil(condition.below) - 1 : condition.below - 0.5;
  return condition.at_least!;
}
