import type { ChatReply } from '@circular/contract';
import type { Offer } from '../core-system/index.ts';
import type { conversation } from '../conversation.ts';
import type { MessageKey } from '../messages.ts';
import { formatRange } from './offer-terms.ts';

type Voice = ReturnType<typeof conversation>;

/** What becomes of the item, in words; the decision's dispositions each have theirs in messages.ts. */
export function dispositionWords(say: Voice['say'], disposition: string): string {
  return say(`disposition:${disposition}` as MessageKey);
}

/** "Our offer: €270 – €295, from 8 comparable listings (…), for grade B …" with its accept and decline buttons. */
export function offerReply({ say, reply, language }: Voice, offer: Offer, lead: readonly string[] = []): ChatReply {
  const range = formatRange(offer, language);
  const params = { range, count: offer.comparables, grade: offer.grade.grade, disposition: dispositionWords(say, offer.disposition) };
  const line = offer.basis === 'recycling' ? say('offerRecycling', params) : say('offer', { ...params, basis: say(`basis:${offer.basis}`) });
  return reply([...lead, line], [say('buttonAccept', { range }), say('buttonDecline')]);
}
