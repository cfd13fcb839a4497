import { describe, expect, it } from 'vitest';
import { findPaymentEvasions } from './payment-evasions.ts';
import { findSpacedProviderEmails } from './spaced-provider-emails.ts';

// Written in our own words for the kinds the stop-41 blocks name; each was missed by the block as first written.
const payments = (text: string) => findPaymentEvasions(text).map((f) => `${f.code} | ${f.evidence}`);

describe('payments outside the platform read in other words', () => {
  it('reads vouchers with the apostrophe left out and a German plural, and a cheque paid "mediante"', () => {
    expect(payments('Paiement en bons d achat Fnac accepté')).toEqual(['off_platform_payment | Paiement en bons d achat']);
    expect(payments('Bezahlung nur mit Amazon Gutscheinen')).toEqual(['off_platform_payment | Bezahlung nur mit Amazon Gutscheinen']);
    expect(payments('Pago mediante cheque bancario')).toEqual(['off_platform_payment | Pago mediante cheque']);
  });

  it('reads the seller’s own protected-payment site in French and Italian and in either order, not a card paid through the platform’s', () => {
    expect(payments('Paiement via mon propre site de paiement protégé')).toEqual(['off_platform_payment | mon propre site de paiement protégé']);
    expect(payments('Pagamento sul mio sito di pagamento protetto')).toEqual(['off_platform_payment | sul mio sito di pagamento protetto']);
    expect(payments('pago seguro por mi propia web')).toEqual(['off_platform_payment | pago seguro por mi propia web']);
    expect(payments('Pago con la mia carta tramite il pagamento sicuro della piattaforma')).toEqual([]);
  });
});

describe('an e-mail whose provider is written in two words', () => {
  it('reads providers split other than before "mail", and a two-part ending', () => {
    expect(findSpacedProviderEmails('mail me: sam dot k at out look dot com').map((f) => f.evidence)).toEqual(['sam dot k at out look dot com']);
    expect(findSpacedProviderEmails('email kate at ya hoo dot co dot uk').map((f) => f.evidence)).toEqual(['kate at ya hoo dot co dot uk']);
  });
});
