import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { coreClientFor, isTransientCoreFailure } from '../core-client-for-turn.ts';
import type { Completion, Offer } from '../core-system/index.ts';
import { conversation, productLabel } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { submissionCompletionKey } from '../idempotency-keys.ts';
import { dispositionWords } from '../offer/offer-reply.ts';
import { formatRange, sameOffer } from '../offer/offer-terms.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * The end of stage 4: completes the submission (idempotent per item), with the offer when the
 * seller accepted one, in that one call, so a retry, a replayed turn or another replica sends the
 * same key and the same offer. Answers with a summary of what was submitted, the offer the
 * submission system keeps (its first one stands: a different one is said so), and the link to
 * continue in the submission system.
 */
export function createCompleteSubmission(deps: ChatDeps) {
  return async function completeSubmission(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const { say, reply, label, language } = conversation(state);
    const item = state.item!;
    const sent = state.offerAccepted && state.offer !== null ? state.offer : undefined;
    let completion: Completion;
    try {
      completion = await coreClientFor(state.turn, deps).completeSubmission(item.id, {
        idempotencyKey: submissionCompletionKey({ sessionId: state.sessionId, itemId: item.id }),
        signal: config.signal,
        offer: sent,
      });
    } catch (error) {
      if (!isTransientCoreFailure(error)) throw error;
      return new Command({
        goto: 'endTurn',
        update: { consumed: true, stage: 'completeSubmission', replies: [...state.replies, reply([say('completeFailed')], [say('buttonRetry')])] },
      });
    }
    const { summary, continue_url: continueUrl } = completion;
    // A submission system that does not know offers answers none.
    const stored: Offer | null = completion.offer ?? null;
    const offerLines =
      stored === null
        ? sent === undefined
          ? []
          : [say('offerSettledNone')]
        : sent !== undefined && sameOffer(sent, stored)
          ? [say('offerAccepted', { range: formatRange(stored, language) })]
          : [say('offerStoredStands', { range: formatRange(stored, language) })];
    const lines = [
      ...offerLines,
      say('completed'),
      '',
      productLabel(summary.product),
      ...summary.options.map((option) => `- ${label(option.labels)}: ${label(option.value_labels)}`),
      ...summary.answers.map((answer) => `- ${asked(label(answer.labels))} ${label(answer.display)}`),
      ...(stored === null
        ? []
        : ['', say('offerLine', { range: formatRange(stored, language), grade: stored.grade.grade, disposition: dispositionWords(say, stored.disposition) })]),
      '',
      say('continueAt', { url: continueUrl }),
    ];
    return new Command({
      goto: 'endTurn',
      update: {
        consumed: true,
        stage: 'finished',
        offer: stored,
        offerAccepted: stored !== null,
        continueUrl,
        replies: [...state.replies, reply(lines, [], { href: continueUrl, label: say('continueLink') })],
      },
    });
  };
}

/** "Does it power on?" reads as its own lead-in; other labels take a colon. */
const asked = (question: string) => (/[?:]$/.test(question) ? question : `${question}:`);
