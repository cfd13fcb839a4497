import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { checkTypedAnswer, type AnswerProblem } from '../answers/answer-check.ts';
import { loadPhotoAnswer } from '../answers/photo-answer.ts';
import { saidButton } from '../commands.ts';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import type { AnswerValue, ProtocolQuestion } from '../core-system/index.ts';
import { changeButtonLabels, conversation, productWords } from '../conversation.ts';
import { normalizeText } from '../matching/normalize-text.ts';
import { matchOptionValues } from '../matching/option-matching.ts';
import type { ChatDeps } from '../deps.ts';
import type { MessageKey } from '../messages.ts';
import { interpretTurn } from '../model/interpret-turn.ts';
import type { ChatStateValue, RecordedAnswer, TurnContext } from '../state.ts';

/**
 * Stage 4: asks the item's protocol questions one at a time and checks each answer in code by its
 * type (yes/no, one of a list, a number in range, free text, a photo from the request's images),
 * asking again with the reason when it does not hold. Valid answers are recorded in the
 * submission system (a PUT, safe to repeat); optional questions may be skipped. The model, when
 * there is one, only turns free words into a candidate answer that goes through the same checks.
 */
export function createAskProtocol(deps: ChatDeps) {
  return async function askProtocol(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, label, language } = conversation(state);
    const core = coreClientFor(state.turn, deps);
    const item = state.item!;
    const retry = (key: MessageKey, update: Partial<ChatStateValue> = {}) =>
      new Command({ goto: 'endTurn', update: { consumed: true, stage: 'askProtocol', ...update, replies: [...state.replies, reply([say(key)], [say('buttonRetry')])] } });

    let questions = state.questions;
    let consumed = state.consumed;
    if (questions === null) {
      try {
        questions = (await core.getProtocol(item.id, { signal: config.signal })).questions;
      } catch (error) {
        if (!isTransientCoreFailure(error)) throw error;
        return retry('protocolFailed');
      }
      // Words sent while the questions could not be loaded were a retry, not an answer.
      consumed = true;
    }

    const answers: Record<string, RecordedAnswer> = { ...state.answers };
    let modelCalls = state.modelCalls;
    const lines: string[] = [];
    const current = nextQuestion(questions, answers);
    if (!consumed && current !== undefined) {
      const text = state.turn.text;
      let value: AnswerValue | undefined;
      if (!current.required && saidButton(text, 'buttonSkip')) {
        answers[current.id] = { skipped: true };
        lines.push(say('skipped'));
      } else if (current.answer_type === 'photo') {
        const images = (config.context as TurnContext | undefined)?.images ?? [];
        value = await loadPhotoAnswer({ images, fetcher: deps.fetcher, signal: config.signal });
        if (value === undefined) lines.push(say('photoMissing'));
      } else {
        let check = checkTypedAnswer(current, text);
        if (!check.ok && deps.model && modelCalls === 0) {
          modelCalls += 1;
          const meaning = await interpretTurn(
            deps.model,
            {
              stage: 'askProtocol',
              language,
              serviceCoreContext: state.turn.serviceCoreContext,
              asked: label(current.labels),
              choices: current.answer_type === 'choice' ? current.options.map((option) => ({ id: option.id, label: label(option.labels) })) : [],
              optionTypes: [],
              text,
            },
            config,
          );
          if (meaning?.answer) {
            const understood = checkTypedAnswer(current, meaning.answer);
            if (understood.ok) check = understood;
          }
        }
        if (check.ok) value = check.value;
        else lines.push(wantsOtherOptions(state, text) ? say('itemLocked') : problemText(check.problem, say));
      }
      if (value !== undefined) {
        try {
          const recorded = await core.recordAnswer({ itemId: item.id, questionId: current.id, value }, { signal: config.signal });
          // The system's value: a photo sent as a data URL comes back as the URL it keeps it at.
          answers[current.id] = { skipped: false, value: recorded.value };
        } catch (error) {
          if (!isTransientCoreFailure(error)) throw error;
          lines.push(say('recordFailed'));
        }
      }
    }

    const next = nextQuestion(questions, answers);
    if (next === undefined) {
      const replies = lines.length > 0 ? [...state.replies, reply(lines)] : state.replies;
      return new Command({ goto: 'makeOffer', update: { consumed: true, modelCalls, questions, answers, replies } });
    }
    const number = questions.indexOf(next) + 1;
    lines.push(say('question', { number, total: questions.length, question: label(next.labels) }));
    if (next.help !== null) lines.push(label(next.help));
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        modelCalls,
        questions,
        answers,
        stage: 'askProtocol',
        replies: [...state.replies, reply(lines, questionButtons(next, say, label))],
      },
    });
  };
}

/**
 * Whether words that answer nothing ask to change the item instead ("Change Colour", "actually it's
 * the 256 GB one"): too late once the item exists, which the seller is told.
 */
function wantsOtherOptions(state: ChatStateValue, text: string): boolean {
  const product = state.product;
  if (product === null) return false;
  const said = normalizeText(text);
  if (product.option_types.some((type) => changeButtonLabels(type).some((button) => normalizeText(button) === said))) return true;
  return matchOptionValues({ text, optionTypes: product.option_types, productWords: productWords(product) }).some(
    (match) => state.options[match.optionTypeId] !== match.valueId,
  );
}

/** The first question without an answer, in protocol order. */
function nextQuestion(questions: readonly ProtocolQuestion[], answers: Record<string, RecordedAnswer>): ProtocolQuestion | undefined {
  return questions.find((question) => answers[question.id] === undefined);
}

function questionButtons(question: ProtocolQuestion, say: (key: MessageKey) => string, label: (text: ProtocolQuestion['labels']) => string): string[] {
  const choices =
    question.answer_type === 'yes_no' ? [say('buttonYes'), say('buttonNo')] : question.answer_type === 'choice' ? question.options.map((option) => label(option.labels)) : [];
  return question.required ? choices : [...choices, say('buttonSkip')];
}

function problemText(problem: AnswerProblem, say: (key: MessageKey, params?: Record<string, string | number>) => string): string {
  const { reason, ...params } = problem;
  return say(`problem:${reason}`, params);
}
