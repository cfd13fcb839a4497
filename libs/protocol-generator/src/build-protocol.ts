import { createHash } from 'node:crypto';
import type { AnswerCondition, InspectionProtocol, InspectionQuestion } from '@circular/contract';
import { InvalidRequestError } from '@circular/runtime';
import type { ProtocolJob } from './parse-request.ts';
import { scales } from './scales.ts';
import type { ProtocolTemplate, TemplateCap, TemplateQuestion } from './templates/template-types.ts';

/** Typical seconds to answer, per answer type (a photo includes taking it). */
export const secondsPerAnswer = { yes_no: 5, choice: 8, number: 15, text: 30, photo: 25 } as const;

/**
 * Builds the protocol of a job from a template (written by hand or by a model): keeps the
 * questions the request allows (photos only when asked; beyond `max_questions` optional ones go
 * first, photos before others, essential ones never), turns severities into the target scale's
 * grades, and names the protocol by its request and its version by its content. Pure: the same
 * job and template always give the same protocol.
 */
export function buildProtocol(job: ProtocolJob, template: ProtocolTemplate, { generated = false } = {}): InspectionProtocol {
  const chosen = chooseQuestions(job, template);
  const scale = scales[job.scale];
  const best = scale.grades[0]!;

  const caps: InspectionProtocol['grade_rule']['caps'] = [];
  const knockouts: InspectionProtocol['knockout_rules'] = [];
  for (const question of chosen) {
    for (const cap of question.caps ?? []) {
      if (cap.scales !== undefined && !cap.scales.includes(job.scale)) continue;
      const grade = scale.bySeverity[cap.severity];
      if (grade !== best) caps.push({ when: conditionOf(question.id, cap), dimension: cap.dimension, grade });
    }
    for (const knockout of question.knockouts ?? []) {
      const when = knockout.listed ? { question_id: question.id, listed: true as const } : { question_id: question.id, equals: knockout.equals! };
      knockouts.push({ id: `${question.id}_${knockout.gate}`, when, gate: knockout.gate, labels: knockout.labels });
    }
  }

  const chosenIds = new Set(chosen.map((question) => question.id));
  const questions: InspectionQuestion[] = chosen.map((question, index) => {
    const dependants = chosen.filter((other) => other.skipIf?.some((skip) => skip.questionId === question.id));
    const dimensions = new Set([
      ...caps.filter((cap) => cap.when.question_id === question.id).map((cap) => cap.dimension),
      ...(question.answerType === 'photo' ? question.evidenceFor : []),
      ...dependants.flatMap((dependant) => caps.filter((cap) => cap.when.question_id === dependant.id).map((cap) => cap.dimension)),
    ]);
    const gates = new Set([
      ...(question.knockouts ?? []).map((knockout) => knockout.gate),
      ...dependants.flatMap((dependant) => (dependant.knockouts ?? []).map((knockout) => knockout.gate)),
    ]);
    return {
      id: question.id,
      order: index + 1,
      labels: question.labels,
      help: question.help ?? null,
      text: question.labels[job.language],
      answer_type: question.answerType,
      ...typeFields(question),
      required: question.answerType === 'photo' ? question.required !== false && job.purpose !== 'decision' : question.required !== false,
      skip_if: (question.skipIf ?? []).filter((skip) => chosenIds.has(skip.questionId)).map((skip) => ({ question_id: skip.questionId, equals: skip.equals })),
      affects: { dimensions: [...dimensions].sort(), gates: [...gates].sort() },
    };
  });

  const content = {
    generated,
    category: job.category,
    brand: job.brand,
    model: job.model,
    target_scale: job.scale,
    purpose: job.purpose,
    language: job.language,
    questions,
    knockout_rules: knockouts,
    grade_rule: { scale: job.scale, grades: [...scale.grades], dimensions: [...new Set(caps.map((cap) => cap.dimension))].sort(), caps },
    estimated_seconds: questions.reduce((sum, question) => sum + secondsPerAnswer[question.answer_type], 0),
  };
  const request = [job.category, job.brand, job.model, job.scale, job.purpose, job.maxQuestions, job.photos, job.language];
  return { id: `ptc_${hash(request)}`, version: hash(content), ...content };
}

function chooseQuestions(job: ProtocolJob, template: ProtocolTemplate): TemplateQuestion[] {
  let kept = template.questions.filter((question) => job.photos || question.answerType !== 'photo');
  const essentialCount = (questions: TemplateQuestion[]) => questions.filter((question) => question.essential === true).length;
  for (const { ids, as } of template.compactions ?? []) {
    if (essentialCount(kept) <= job.maxQuestions) break;
    const at = kept.findIndex((question) => ids.includes(question.id));
    if (at < 0) continue;
    kept = [...kept.slice(0, at), as, ...kept.slice(at).filter((question) => !ids.includes(question.id))];
  }
  const essential = essentialCount(kept);
  if (essential > job.maxQuestions) {
    throw new InvalidRequestError([{ pointer: '/agent_specific/max_questions', message: `${job.category} needs at least ${essential} questions` }]);
  }
  // Drop order: optional questions, then photos, then other non-essential ones, each from the end.
  const dropRank = (question: TemplateQuestion) => (question.required === false ? 0 : question.answerType === 'photo' ? 1 : 2);
  const candidates = kept
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => question.essential !== true)
    .sort((a, b) => dropRank(a.question) - dropRank(b.question) || b.index - a.index);
  const dropped = new Set(candidates.slice(0, Math.max(0, kept.length - job.maxQuestions)).map(({ question }) => question.id));
  kept = kept.filter((question) => !dropped.has(question.id));
  return kept;
}

function conditionOf(questionId: string, cap: TemplateCap): AnswerCondition {
  if (cap.below !== undefined) return { question_id: questionId, below: cap.below };
  if (cap.in !== undefined) return { question_id: questionId, in: cap.in };
  return { question_id: questionId, equals: cap.equals! };
}

function typeFields(question: TemplateQuestion): Partial<InspectionQuestion> {
  switch (question.answerType) {
    case 'choice':
      return { options: question.options };
    case 'number':
      return { min: question.min, max: question.max, integer: question.integer, unit: question.unit };
    case 'text':
      return { max_length: question.maxLength, ...(question.format === undefined ? {} : { format: question.format }) };
    default:
      return {};
  }
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}
