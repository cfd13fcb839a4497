import type { InspectionProtocol } from '@circular/contract';
import { answerProblem, gradeAnswers, type AnswerValue, type GradedAnswers } from '@circular/protocol-generator';
import type { RecordedAnswer } from '../state.ts';

export interface GradedSubmission {
  graded: GradedAnswers;
  /** The protocol the grade rests on: questions the seller was not asked are optional in it. */
  protocol: InspectionProtocol;
  /** The answers it was graded from (the decision is given the same two). */
  answers: Record<string, AnswerValue>;
  /** How many of the protocol's questions the seller answered. */
  answered: number;
}

/**
 * Grades the answers the submission system recorded against the inspection protocol of the item's
 * category. The core system asks its own questions: those whose id and answer fit a question of
 * the protocol grade the item, the others (and skipped ones) are left out, and the protocol's
 * questions nobody asked become optional so they neither cap the grade nor fail the grading. The
 * grade is the seller's word until inspection, which is why it rests only on what was answered.
 */
export function gradeSubmission(protocol: InspectionProtocol, recorded: Readonly<Record<string, RecordedAnswer>>): GradedSubmission {
  const byId = new Map(protocol.questions.map((question) => [question.id, question]));
  const answers: Record<string, AnswerValue> = {};
  for (const [id, answer] of Object.entries(recorded)) {
    const question = byId.get(id);
    if (question === undefined || answer.skipped) continue;
    if (answerProblem(question, answer.value) === undefined) answers[id] = answer.value;
  }
  const asked = { ...protocol, questions: protocol.questions.map((question) => (question.id in answers ? question : { ...question, required: false })) };
  return { graded: gradeAnswers(asked, answers), protocol: asked, answers, answered: Object.keys(answers).length };
}
