import type { AnswerValue, ProtocolQuestion } from '../core-system/index.ts';
import { matchChoice } from '../matching/choice-matching.ts';
import { parseNumber } from './parse-number.ts';
import { parseYesNo } from './yes-no.ts';

/** Why an answer was refused, with what the refusal message needs; the texts are in `messages.ts`. */
export type AnswerProblem =
  | { reason: 'yesNo' }
  | { reason: 'choice' }
  | { reason: 'number'; min: number; max: number }
  | { reason: 'integer'; min: number; max: number }
  | { reason: 'range'; min: number; max: number }
  | { reason: 'textEmpty' }
  | { reason: 'textLong'; max: number; length: number };

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; problem: AnswerProblem };

/**
 * A typed answer to a protocol question, checked in code by its answer type: the value the
 * submission system takes (boolean, option id, number, trimmed text), or why it is refused.
 * Photos are not typed: they come as images (`photo-answer.ts`).
 */
export function checkTypedAnswer(question: Exclude<ProtocolQuestion, { answer_type: 'photo' }>, text: string): AnswerCheck {
  switch (question.answer_type) {
    case 'yes_no': {
      const value = parseYesNo(text);
      return value === undefined ? { ok: false, problem: { reason: 'yesNo' } } : { ok: true, value };
    }
    case 'choice': {
      const choices = question.options.map((option) => ({ id: option.id, labels: [...Object.values(option.labels), option.id] }));
      const value = matchChoice(text, choices);
      return value === undefined ? { ok: false, problem: { reason: 'choice' } } : { ok: true, value };
    }
    case 'number': {
      const { min, max } = question;
      const value = parseNumber(text);
      if (value === undefined) return { ok: false, problem: { reason: 'number', min, max } };
      if (question.integer && !Number.isInteger(value)) return { ok: false, problem: { reason: 'integer', min, max } };
      if (value < min || value > max) return { ok: false, problem: { reason: 'range', min, max } };
      return { ok: true, value };
    }
    case 'text': {
      const value = text.trim();
      const length = [...value].length;
      if (length === 0) return { ok: false, problem: { reason: 'textEmpty' } };
      if (length > question.max_length) return { ok: false, problem: { reason: 'textLong', max: question.max_length, length } };
      return { ok: true, value };
    }
  }
}
