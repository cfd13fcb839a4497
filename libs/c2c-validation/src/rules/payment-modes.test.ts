import { describe, expect, it } from 'vitest';
import { findOffPlatformPayments } from './payments.ts';
import { findPaymentModes } from './payment-modes.ts';

const found = (text: string) => findPaymentModes(text).map((f) => f.evidence);

describe('PayPal’s personal payments named by their mode alone', () => {
  it('reads the mode right after a word of paying, in the six languages', () => {
    expect(found('Please pay as friends and family, thanks')).toEqual(['pay as friends and family']);
    expect(found('Payment by F&F only')).toEqual(['Payment by F&F']);
    expect(found('Pago por amigos y familiares, envío gratis')).toEqual(['Pago por amigos y familiares']);
    expect(found('Pagamento amigos e família e envio no dia')).toEqual(['Pagamento amigos e família']);
    expect(found('Je préfère un paiement entre proches, merci')).toEqual(['paiement entre proches']);
    expect(found('Zahlung als Freunde und Familie')).toEqual(['Zahlung als Freunde und Familie']);
    expect(found('Pagamento tra amici e parenti')).toEqual(['Pagamento tra amici e parenti']);
  });

  it('leaves friends and family as the people the item is for, and a refused mode, alone', () => {
    expect(found('Great board game for friends and family')).toEqual([]);
    expect(found('Paid 60 new, perfect for friends and family evenings')).toEqual([]);
    expect(found('Jogo para jogar com amigos e família')).toEqual([]);
    expect(found('Não aceito pagamento entre amigos')).toEqual([]);
    expect(found('Tesco F&F dress, size 12')).toEqual([]);
  });
});

describe('German advance payment by its own word', () => {
  it('reads "Vorkasse" offered as the payment, not refused', () => {
    expect(found('Nur Vorkasse, Versand am nächsten Tag')).toEqual(['Vorkasse']);
    expect(found('Bezahlung per Vorauskasse')).toEqual(['Vorauskasse']);
    expect(found('Keine Vorkasse, nur Abholung')).toEqual([]);
  });
});

describe('bank transfer typed without its umlaut', () => {
  it('reads "Ueberweisung" as "Überweisung"', () => {
    expect(findOffPlatformPayments('Nur Ueberweisung, Versand danach', { profile: 'generic' }).map((f) => f.evidence)).toEqual(['Ueberweisung']);
    expect(findOffPlatformPayments('Blaue Queue-Tasche, sehr gut', { profile: 'generic' })).toEqual([]);
  });
});

describe('cash named in a quoted work title', () => {
  it.each(['"Cash Only" vinyl single, 1956 reissue.', '«Cash only» LP, sleeve worn.', '"Cash only" (single), 7 inch.'])('is the title on a marketplace without cash hand-overs: %s', (text) => {
    expect(findOffPlatformPayments(text, { profile: 'vinted' })).toEqual([]);
  });
  it('still reads cash asked on a marketplace without cash hand-overs', () => {
    expect(findOffPlatformPayments('Cash only on collection.', { profile: 'vinted' }).map((f) => f.code)).toEqual(['off_platform_payment']);
  });
});

describe('a payment app and the seller’s phone', () => {
  it('reads the phone as where the money goes only after a word of direction', () => {
    expect(found('Pay with Revolut to my mobile, posted tomorrow')).toEqual(['Revolut to my mobile']);
    expect(found('Aceito MB WAY para o meu telemóvel')).toEqual(['MB WAY para o meu telemóvel']);
    expect(found('Paiement Wero à mon portable')).toEqual(['Wero à mon portable']);
    expect(found('Satispay an mein Handy, dann Versand')).toEqual(['Satispay an mein Handy']);
    expect(found('Twint on my number please')).toEqual(['Twint on my number']);
  });

  it('leaves the phone the app is used on alone: a phone listing’s own feature', () => {
    expect(found('Samsung Pay works fine on my phone, screen without scratches')).toEqual([]);
    expect(found('Google Pay via my phone and watch, both unlocked')).toEqual([]);
    expect(found('Apple Pay ativo, usei no meu telemóvel dois anos')).toEqual([]);
    expect(found('Google Pay marche sur mon portable sans souci')).toEqual([]);
    expect(found('Apple Pay lief auf mein Handy problemlos')).toEqual([]);
  });
});
