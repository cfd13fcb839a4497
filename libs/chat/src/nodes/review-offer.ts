import { Command } from '@langchain/langgraph';
import { conversation } from '../conversation.ts';
import { readOfferAnswer } from '../offer/offer-answer.ts';
import { offerReply } from '../offer/offer-reply.ts';
import { formatRange } from '../offer/offer-terms.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * The seller's answer to the offer. Accepting or declining completes the submission (the accepted
 * offer recorded with it, in the same call); "accept" with another amount is refused with the
 * offer as it stands, and anything else shows the offer again.
 */
export function reviewOffer(state: ChatStateValue) {
  const voice = conversation(state);
  const { say, reply, language } = voice;
  const offer = state.offer!;
  const range = formatRange(offer, language);
  const answer = readOfferAnswer(state.turn.text, offer, language);
  // Whether an acceptance stands is the submission system's to say: completeSubmission tells the seller.
  if (answer === 'accept') return new Command({ goto: 'completeSubmission', update: { consumed: true, offerAccepted: true, stage: 'completeSubmission' } });
  if (answer === 'decline') {
    return new Command({
      goto: 'completeSubmission',
      update: { consumed: true, offerAccepted: false, stage: 'completeSubmission', replies: [...state.replies, reply([say('offerDeclined')])] },
    });
  }
  const lead = answer === 'otherAmount' ? [say('offerStands', { range })] : [say('offerChoose')];
  return new Command({ goto: 'endTurn', update: { consumed: true, stage: 'reviewOffer', replies: [...state.replies, offerReply(voice, offer, lead)] } });
}
