import { Command } from '@langchain/langgraph';
import { conversation } from '../conversation.ts';
import { mentionsOffer } from '../offer/offer-answer.ts';
import { formatRange } from '../offer/offer-terms.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * After completion: the submission is done; the link again, and a way to submit another product.
 * Accepting or declining an offer now (a second click, an old button) changes nothing: the reply
 * says which offer the submission system keeps.
 */
export function finished(state: ChatStateValue) {
  const { say, reply, language } = conversation(state);
  const url = state.continueUrl ?? '';
  const lines = !mentionsOffer(state.turn.text)
    ? [say('alreadyDone', { url })]
    : [state.offer === null ? say('offerSettledNone') : say('offerSettled', { range: formatRange(state.offer, language) }), say('continueAt', { url })];
  return new Command({
    goto: 'endTurn',
    update: {
      consumed: true,
      replies: [...state.replies, reply(lines, [say('buttonStartOver')], { href: url, label: say('continueLink') })],
    },
  });
}
