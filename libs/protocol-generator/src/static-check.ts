import type { InspectionProtocol, InspectionQuestion } from '@circular/contract';
import { answerSatisfying, conditionHolds, type AnswerValue } from './answer-condition.ts';
import { answerProblem, gradeAnswers } from './grade-answers.ts';
import { scales } from './scales.ts';

/**
 * The checks every protocol passes before it is served, templated or generated: every question
 * moves a rule (a cap, a knock-out, another question's `skip_if`, or, for a photo, the evidence of
 * a capped dimension), every grade of the scale is reachable, and every `skip_if` names an earlier
 * question. Returns the problems found, in words; empty when the protocol is sound.
 */
export function staticCheck(protocol: InspectionProtocol): string[] {
  const problems: string[] = [];
  const { questions, grade_rule: rule, knockout_rules: knockouts } = protocol;
  const position = new Map(questions.map((question, index) => [question.id, index]));
  if (position.size !== questions.length) problems.push('question ids are not unique');
  if (questions.some((question, index) => question.order !== index + 1)) problems.push('questions are not in order 1, 2, 3, …');
  for (const question of questions) {
    const problem = shapeProblem(question);
    if (problem) problems.push(`question ${question.id} ${problem}`);
  }
  const scale = scales[protocol.target_scale];
  if (rule.scale !== protocol.target_scale || rule.grades.join() !== scale.grades.join()) problems.push(`the grade rule is not on scale ${protocol.target_scale}`);

  const conditions = [
    ...rule.caps.map((cap) => ({ where: `a ${cap.dimension} cap`, condition: cap.when })),
    ...knockouts.map((knockout) => ({ where: `knock-out ${knockout.id}`, condition: knockout.when })),
  ];
  for (const { where, condition } of conditions) {
    const question = questions[position.get(condition.question_id) ?? -1];
    if (question === undefined) problems.push(`${where} refers to missing question ${condition.question_id}`);
    else if (!conditionFits(question, condition)) problems.push(`${where} does not fit the answer type of ${question.id}`);
  }
  for (const cap of rule.caps) {
    if (!rule.grades.includes(cap.grade)) problems.push(`a cap gives ${cap.grade}, which is not on scale ${rule.scale}`);
  }

  const cappedDimensions = new Set(rule.caps.map((cap) => cap.dimension));
  const moved = new Set(conditions.map(({ condition }) => condition.question_id));
  questions.forEach((question, index) => {
    for (const condition of question.skip_if) {
      const at = position.get(condition.question_id);
      if (at === undefined) problems.push(`skip_if of ${question.id} refers to missing question ${condition.question_id}`);
      else if (at >= index) problems.push(`skip_if of ${question.id} refers to ${condition.question_id}, which is not asked before it`);
      else moved.add(condition.question_id);
    }
  });
  for (const question of questions) {
    const evidence = question.answer_type === 'photo' && question.affects.dimensions.some((dimension) => cappedDimensions.has(dimension));
    if (!moved.has(question.id) && !evidence) problems.push(`question ${question.id} affects no rule`);
    if (question.affects.dimensions.length === 0 && question.affects.gates.length === 0) problems.push(`question ${question.id} declares no dimension or gate it affects`);
  }
  if (problems.length > 0) return problems;

  const reached = reachableGrades(protocol);
  for (const grade of rule.grades) {
    if (!reached.has(grade)) problems.push(`grade ${grade} is not reachable`);
  }
  return problems;
}

/** Grades reached by answers that trigger no cap, and by those answers with one cap's condition made true. */
function reachableGrades(protocol: InspectionProtocol): Set<string> {
  const baseline = neutralAnswers(protocol);
  const reached = new Set<string>();
  const tryAnswers = (answers: Record<string, AnswerValue>) => {
    try {
      reached.add(gradeAnswers(protocol, answers).grade);
    } catch {
      // answers that do not fit reach nothing
    }
  };
  tryAnswers(baseline);
  for (const cap of protocol.grade_rule.caps) {
    const question = protocol.questions.find((candidate) => candidate.id === cap.when.question_id)!;
    tryAnswers({ ...baseline, [question.id]: answerSatisfying(cap.when, { integer: question.integer ?? false }) });
  }
  return reached;
}

/** For each question, an answer that fits and holds no cap, knock-out or skip condition when one exists. */
function neutralAnswers(protocol: InspectionProtocol): Record<string, AnswerValue> {
  const conditions = [...protocol.grade_rule.caps.map((cap) => cap.when), ...protocol.knockout_rules.map((rule) => rule.when), ...protocol.questions.flatMap((q) => q.skip_if)];
  const answers: Record<string, AnswerValue> = {};
  for (const question of protocol.questions) {
    const own = conditions.filter((condition) => condition.question_id === question.id);
    const candidates = candidateAnswers(question).filter((answer) => answerProblem(question, answer) === undefined);
    answers[question.id] = candidates.find((answer) => own.every((condition) => !conditionHolds(condition, answer))) ?? candidates[0]!;
  }
  return answers;
}

/** What an answer type needs that the schema leaves optional (it serves every type with one shape). */
function shapeProblem(question: InspectionQuestion): string | undefined {
  switch (question.answer_type) {
    case 'choice':
      return (question.options?.length ?? 0) < 2 || new Set(question.options!.map((option) => option.id)).size !== question.options!.length ? 'needs at least two options with distinct ids' : undefined;
    case 'number':
      return question.min === undefined || question.max === undefined || question.min > question.max || question.integer === undefined ? 'needs min ≤ max and integer' : undefined;
    case 'text':
      return question.max_length === undefined ? 'needs max_length' : undefined;
    default:
      return undefined;
  }
}

function candidateAnswers(question: InspectionQuestion): AnswerValue[] {
  switch (question.answer_type) {
    case 'yes_no':
      return [true, false];
    case 'choice':
      return (question.options ?? []).map((option) => option.id);
    case 'number':
      return [question.max ?? 0, question.min ?? 0];
    case 'text':
      // A valid IMEI (its Luhn check digit 7) for a device identifier: any other text is refused.
      return question.format === 'device_identifier' ? ['490000000000007', 'SERIAL0001'] : ['-'];
    case 'photo':
      return ['https://example.org/photo.jpg'];
  }
}

function conditionFits(question: InspectionQuestion, condition: InspectionProtocol['grade_rule']['caps'][number]['when']): boolean {
  switch (question.answer_type) {
    case 'yes_no':
      return typeof condition.equals === 'boolean';
    case 'choice': {
      const ids = (question.options ?? []).map((option) => option.id);
      if (condition.equals !== undefined) return typeof condition.equals === 'string' && ids.includes(condition.equals);
      return condition.in !== undefined && condition.in.every((id) => ids.includes(id));
    }
    case 'number':
      return typeof condition.equals === 'number' || condition.below !== undefined || condition.at_least !== undefined;
    case 'text':
      return question.format === 'device_identifier' && condition.listed === true;
    default:
      return false;
  }
}
