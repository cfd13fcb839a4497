import { describe, expect, it } from 'vitest';
import type { Offer } from '../core-system/index.ts';
import { mentionsOffer, readOfferAnswer } from './offer-answer.ts';
import { formatRange } from './offer-terms.ts';

const offer: Offer = { currency: 'EUR', min: 270, max: 295, basis: 'asking', comparables: 8, grade: { scale: 'internal', grade: 'B' }, disposition: 'resell_c2c' };

describe('readOfferAnswer', () => {
  it('accepts the accept button of the offer, in the language it was shown in', () => {
    expect(readOfferAnswer(`Aceitar ${formatRange(offer, 'pt-PT')}`, offer, 'pt-PT')).toBe('accept');
    expect(readOfferAnswer(`Accept ${formatRange(offer, 'en')}`, offer, 'en')).toBe('accept');
  });

  it('accepts "accept" typed alone or with the offer\'s own amounts', () => {
    expect(readOfferAnswer('aceitar', offer, 'pt-PT')).toBe('accept');
    expect(readOfferAnswer('Accept 270 - 295 €', offer, 'pt-PT')).toBe('accept');
  });

  it('never accepts another amount: an edited button or a counter-offer', () => {
    expect(readOfferAnswer('Aceitar 900 - 990 €', offer, 'pt-PT')).toBe('otherAmount');
    expect(readOfferAnswer('Accept €270 – €395', offer, 'en')).toBe('otherAmount');
    expect(readOfferAnswer('accept 300', offer, 'en')).toBe('otherAmount');
  });

  it('declines with the decline button in any language, and reads other words as unclear', () => {
    expect(readOfferAnswer('Recusar', offer, 'en')).toBe('decline');
    expect(readOfferAnswer('Decline', offer, 'pt-PT')).toBe('decline');
    expect(readOfferAnswer('maybe later', offer, 'en')).toBe('unclear');
    expect(readOfferAnswer('acceptable?', offer, 'en')).toBe('unclear');
  });
});

describe('mentionsOffer', () => {
  it('tells words about an offer from other words, whatever the amount', () => {
    expect(mentionsOffer('Accepter 1 270 €')).toBe(true);
    expect(mentionsOffer('Rechazar')).toBe(true);
    expect(mentionsOffer('Recomeçar')).toBe(false);
  });
});
