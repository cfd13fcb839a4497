import type { SeedQuestion } from '../catalog/index.ts';
import { invalid, json, notFound, problem, type SimResponse } from '../http/sim-response.ts';
import type { AnswerRecord, ItemRecord, SimDatabase } from '../store/sim-database.ts';
import { checkAnswer, displayAnswer } from '../submission/answer-check.ts';
import { checkCompletionBody } from '../submission/offer-check.ts';
import { idempotencyKey } from './idempotency-key.ts';
import { productSummary } from './product-view.ts';
import type { RouteContext } from './route-context.ts';

export function getSubmission({ params, db, urls }: RouteContext): SimResponse {
  const item = db.item(params['itemId']!);
  if (item === undefined) return notFound(`No item with id ${params['itemId']}.`);
  const questions = db.protocol(item);
  const answers = inProtocolOrder(questions, db.answers(item.id));
  const completion = db.completion(item.id);
  return json(200, {
    item_id: item.id,
    status: completion === undefined ? 'open' : 'completed',
    answers: answers.map((answer) => publicAnswer(answer, questions, urls.submission)),
    missing_question_ids: missingQuestions(questions, answers).map((q) => q.id),
    continue_url: completion === undefined ? null : continueUrl(urls.submission, item.id, completion.continue_token),
    offer: completion?.offer ?? null,
  });
}

/** `PUT …/answers/{questionId}`: the last value put is the answer; refused once completed. */
export function recordAnswer({ params, body, db, urls }: RouteContext): SimResponse {
  const item = db.item(params['itemId']!);
  if (item === undefined) return notFound(`No item with id ${params['itemId']}.`);
  const question = db.protocol(item).find((q) => q.id === params['questionId']);
  if (question === undefined) return notFound(`The protocol of item ${item.id} has no question ${params['questionId']}.`);
  if (db.completion(item.id) !== undefined) {
    return problem(409, 'submission-completed', 'Submission completed', `The submission of item ${item.id} is completed; its answers can no longer change.`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('value' in body)) {
    return invalid([{ pointer: '/value', message: 'required' }]);
  }
  const extra = Object.keys(body).filter((key) => key !== 'value');
  if (extra.length > 0) return invalid(extra.map((key) => ({ pointer: `/${key}`, message: 'unknown field' })));
  const checked = checkAnswer(question, (body as { value: unknown }).value);
  if (!checked.ok) return invalid([{ pointer: '/value', message: checked.message }]);
  const recorded = db.putAnswer({ itemId: item.id, questionId: question.id, value: checked.value });
  return json(200, publicAnswer(recorded, [question], urls.submission));
}

/**
 * `POST …/complete`, optionally with the offer the seller accepted: naturally idempotent,
 * completing again answers the first completion, whose offer stands.
 */
export function completeSubmission({ params, headers, body, db, urls }: RouteContext): SimResponse {
  if (idempotencyKey(headers) === null) {
    return problem(400, 'invalid-idempotency-key', 'Invalid Idempotency-Key', 'The key must be 1 to 255 visible ASCII characters.');
  }
  const checked = checkCompletionBody(body);
  if (!checked.ok) return invalid(checked.errors);
  const item = db.item(params['itemId']!);
  if (item === undefined) return notFound(`No item with id ${params['itemId']}.`);
  const questions = db.protocol(item);
  const answers = inProtocolOrder(questions, db.answers(item.id));
  if (db.completion(item.id) === undefined) {
    const missing = missingQuestions(questions, answers);
    if (missing.length > 0) {
      return problem(
        422,
        'answers-missing',
        'Required answers missing',
        `${missing.length} required question${missing.length === 1 ? ' is' : 's are'} unanswered.`,
        missing.map((q) => ({ pointer: `/answers/${q.id}`, message: 'required question not answered' })),
      );
    }
  }
  const completion = db.complete(item.id, checked.offer);
  return json(200, {
    item_id: item.id,
    status: 'completed',
    completed_at: completion.completed_at,
    summary: summary(db, db.item(item.id)!, questions, answers, urls),
    continue_url: continueUrl(urls.submission, item.id, completion.continue_token),
    offer: completion.offer,
  });
}

export function continueUrl(submissionUrl: string, itemId: string, token: string): string {
  return `${submissionUrl}/continue/${encodeURIComponent(itemId)}?token=${encodeURIComponent(token)}`;
}

/** Where the submission system serves a photo that was sent as a data URL. */
export function photoUrl(submissionUrl: string, itemId: string, questionId: string): string {
  return `${submissionUrl}/photos/${encodeURIComponent(itemId)}/${encodeURIComponent(questionId)}`;
}

/**
 * The answer as the system shows it: a photo sent as a data URL is kept and answered with its URL,
 * so answers, submissions and summaries stay small whatever the photos weigh.
 */
function publicAnswer(answer: AnswerRecord, questions: SeedQuestion[], submissionUrl: string): AnswerRecord {
  const question = questions.find((q) => q.id === answer.question_id);
  const keptPhoto = question?.answer_type === 'photo' && typeof answer.value === 'string' && answer.value.startsWith('data:');
  return keptPhoto ? { ...answer, value: photoUrl(submissionUrl, answer.item_id, answer.question_id) } : answer;
}

function inProtocolOrder(questions: SeedQuestion[], answers: AnswerRecord[]): AnswerRecord[] {
  const position = new Map(questions.map((q, i) => [q.id, i]));
  return answers.filter((a) => position.has(a.question_id)).sort((a, b) => position.get(a.question_id)! - position.get(b.question_id)!);
}

function missingQuestions(questions: SeedQuestion[], answers: AnswerRecord[]): SeedQuestion[] {
  const answered = new Set(answers.map((a) => a.question_id));
  return questions.filter((q) => q.required && !answered.has(q.id));
}

function summary(db: SimDatabase, item: ItemRecord, questions: SeedQuestion[], answers: AnswerRecord[], urls: RouteContext['urls']) {
  const product = db.product(item.product_id)!;
  return {
    product: productSummary(product, urls.core),
    options: product.option_types.map((type) => {
      const value = type.values.find((v) => v.id === item.options[type.id])!;
      return { option_type_id: type.id, labels: type.labels, value_id: value.id, value_labels: value.labels };
    }),
    answers: answers.map((answer) => {
      const question = questions.find((q) => q.id === answer.question_id)!;
      const { value } = publicAnswer(answer, questions, urls.submission);
      return { question_id: question.id, labels: question.labels, value, display: displayAnswer(question, answer.value) };
    }),
  };
}
