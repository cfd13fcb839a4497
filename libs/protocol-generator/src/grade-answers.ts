import type { GateId, InspectionProtocol, InspectionQuestion } from '@circular/contract';
import { InvalidRequestError, type FieldError } from '@circular/runtime';
import { conditionHolds, type AnswerValue } from './answer-condition.ts';
import type { BlacklistVerdict } from './blacklist.ts';
import { readDeviceIdentifier } from './device-identifier.ts';
import { functionalGrade, type FunctionalGrade } from './functional-level.ts';

export interface GradedAnswers {
  scale: InspectionProtocol['target_scale'];
  /** The worst grade any holding cap allows; the scale's best when none holds. */
  grade: string;
  /** Per grade dimension, its worst cap. */
  dimensions: { id: string; grade: string }[];
  /** Knock-out rules that hold, with the gate each closes. */
  knockouts: { id: string; gate: GateId }[];
  /** Questions skipped by their `skip_if`. */
  skipped: string[];
  /** False when a `function` cap reached the scale's worst grade; true otherwise. */
  works: boolean;
  /** Each function test's result and the CTIA functional level they make; null for protocols without the split function test. */
  functional: FunctionalGrade | null;
  /** The blacklist lookup the grade rests on (`not_checked` when none was made); null without a device identifier question. */
  blacklist: BlacklistVerdict | null;
}

export interface GradeAnswersOptions {
  /** Where the answers sit in the caller's request, for the pointers of InvalidRequestError. */
  pointer?: string;
  /** What `lookUpDevice` said of the answered device identifier; `not_checked` when absent. */
  blacklist?: BlacklistVerdict;
}

/**
 * Turns a protocol's answers into the grade on its scale, per-dimension grades and knock-outs.
 * Every answer must fit its question's type and every required question that is not skipped must
 * be answered; otherwise an InvalidRequestError names each bad answer (`<pointer>/<question id>`).
 */
export function gradeAnswers(protocol: InspectionProtocol, answers: Record<string, AnswerValue>, { pointer = '/answers', blacklist = { status: 'not_checked', source: null } }: GradeAnswersOptions = {}): GradedAnswers {
  const errors: FieldError[] = [];
  const byId = new Map(protocol.questions.map((question) => [question.id, question]));
  for (const id of Object.keys(answers)) {
    if (!byId.has(id)) errors.push({ pointer: `${pointer}/${id}`, message: 'is not a question of this protocol' });
  }

  const effective = new Map<string, AnswerValue>();
  const skipped: string[] = [];
  for (const question of [...protocol.questions].sort((a, b) => a.order - b.order)) {
    if (question.skip_if.some((condition) => conditionHolds(condition, effective.get(condition.question_id)))) {
      skipped.push(question.id);
      continue;
    }
    const answer = answers[question.id];
    if (answer === undefined) {
      if (question.required) errors.push({ pointer: `${pointer}/${question.id}`, message: 'is required' });
      continue;
    }
    const problem = answerProblem(question, answer);
    if (problem) errors.push({ pointer: `${pointer}/${question.id}`, message: problem });
    else effective.set(question.id, answer);
  }
  if (errors.length > 0) throw new InvalidRequestError(errors);

  const { grades, caps, dimensions: dimensionIds } = protocol.grade_rule;
  const worst = (a: string, b: string) => (grades.indexOf(b) > grades.indexOf(a) ? b : a);
  const perDimension = new Map(dimensionIds.map((id) => [id, grades[0]!]));
  let grade = grades[0]!;
  for (const cap of caps) {
    if (!conditionHolds(cap.when, effective.get(cap.when.question_id))) continue;
    grade = worst(grade, cap.grade);
    perDimension.set(cap.dimension, worst(perDimension.get(cap.dimension) ?? grades[0]!, cap.grade));
  }
  const worstGrade = grades.at(-1)!;
  const works = !caps.some((cap) => cap.dimension === 'function' && cap.grade === worstGrade && conditionHolds(cap.when, effective.get(cap.when.question_id)));
  const listed = blacklist.status === 'listed';
  const knockouts = protocol.knockout_rules
    .filter((rule) => conditionHolds(rule.when, effective.get(rule.when.question_id), { listed }))
    .map((rule) => ({ id: rule.id, gate: rule.gate }));
  return {
    scale: protocol.target_scale,
    grade,
    dimensions: [...perDimension].map(([id, dimensionGrade]) => ({ id, grade: dimensionGrade })),
    knockouts,
    skipped,
    works,
    functional: functionalGrade(protocol, effective),
    blacklist: protocol.questions.some((question) => question.format === 'device_identifier') ? blacklist : null,
  };
}

/** Why an answer does not fit its question's type, or undefined when it does (the chat's rules). */
export function answerProblem(question: InspectionQuestion, answer: AnswerValue): string | undefined {
  switch (question.answer_type) {
    case 'yes_no':
      return typeof answer === 'boolean' ? undefined : 'must be true or false';
    case 'choice': {
      const ids = (question.options ?? []).map((option) => option.id);
      return typeof answer === 'string' && ids.includes(answer) ? undefined : `must be one of: ${ids.join(', ')}`;
    }
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return 'must be a number';
      if (question.integer && !Number.isInteger(answer)) return 'must be a whole number';
      if (question.min !== undefined && answer < question.min) return `must be >= ${question.min}`;
      if (question.max !== undefined && answer > question.max) return `must be <= ${question.max}`;
      return undefined;
    }
    case 'text': {
      if (typeof answer !== 'string' || answer.trim() === '') return 'must be a non-empty string';
      if (question.format === 'device_identifier') {
        const identifier = readDeviceIdentifier(answer);
        if ('problem' in identifier) return identifier.problem;
      }
      return question.max_length !== undefined && answer.length > question.max_length ? `must be at most ${question.max_length} characters` : undefined;
    }
    case 'photo':
      return typeof answer === 'string' && /^(https?:\/\/\S+|data:image\/[a-z0-9.+-]+;base64,)/i.test(answer) ? undefined : 'must be an http(s) URL or a data:image URL';
  }
}
