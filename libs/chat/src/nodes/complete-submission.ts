import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import type { Completion } from '../core-system/index.ts';
import { conversation, productLabel } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { submissionCompletionKey } from '../idempotency-keys.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * The end of stage 4: completes the submission (idempotent per item) and answers with a summary
 * of what was submitted and the link to continue in the submission system.
 */
export function createCompleteSubmission(deps: ChatDeps) {
  return async function completeSubmission(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, label } = conversation(state);
    const item = state.item!;
    let completion: Completion;
    try {
      completion = await coreClientFor(state.turn, deps).completeSubmission(item.id, {
        idempotencyKey: submissionCompletionKey({ sessionId: state.sessionId, itemId: item.id }),
        signal: config.signal,
      });
    } catch (error) {
      if (!isTransientCoreFailure(error)) throw error;
      return new Command({
        goto: 'endTurn',
        update: { consumed: true, stage: 'completeSubmission', replies: [...state.replies, reply([say('completeFailed')], [say('buttonRetry')])] },
      });
    }
    const { summary, continue_url: continueUrl } = completion;
    const lines = [
      say('completed'),
      '',
      productLabel(summary.product),
      ...summary.options.map((option) => `- ${label(option.labels)}: ${label(option.value_labels)}`),
      ...summary.answers.map((answer) => `- ${asked(label(answer.labels))} ${label(answer.display)}`),
      '',
      say('continueAt', { url: continueUrl }),
    ];
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        stage: 'finished',
        continueUrl,
        replies: [...state.replies, reply(lines, [], { href: continueUrl, label: say('continueLink') })],
      },
    });
  };
}

/** "Does it power on?" reads as its own lead-in; other labels take a colon. */
const asked = (question: string) => (/[?:]$/.test(question) ? question : `${question}:`);
