import { Command, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { conversation } from '../conversation.ts';
import type { ChatDeps } from '../deps.ts';
import { createOfferMaker } from '../offer/find-offer.ts';
import { offerReply } from '../offer/offer-reply.ts';
import type { ChatStateValue } from '../state.ts';

/**
 * After the last protocol answer: grades the answers, estimates the value at that grade and
 * decides what becomes of the item, then shows the seller the range, what it rests on and the
 * item's fate, with buttons to accept or decline (stage `reviewOffer`). When the evidence supports
 * no figure (no search configured, too few prices) the seller is told an offer follows inspection
 * and the submission completes. No model call and at most the estimate's searches (none on a
 * cache hit): the offer is figures, computed by rule.
 */
export function createMakeOffer(deps: ChatDeps) {
  const maker = createOfferMaker({ search: deps.search, cache: deps.cache });
  return async function makeOffer(state: ChatStateValue, config: LangGraphRunnableConfig) {
    const voice = conversation(state);
    const product = state.product!;
    const optionWords = product.option_types.flatMap((type) => {
      const value = type.values.find((candidate) => candidate.id === state.options[type.id]);
      return value === undefined ? [] : [voice.label(value.labels)];
    });
    const offer = await maker.find({ product, optionWords, answers: state.answers, language: voice.language, signal: config.signal });
    if (offer === undefined) {
      return new Command({
        goto: 'completeSubmission',
        update: { consumed: true, offer: null, offerAccepted: false, stage: 'completeSubmission', replies: [...state.replies, voice.reply([voice.say('offerAfterInspection')])] },
      });
    }
    return new Command({
      goto: 'endTurn',
      update: { consumed: true, offer, offerAccepted: false, stage: 'reviewOffer', replies: [...state.replies, offerReply(voice, offer)] },
    });
  };
}
