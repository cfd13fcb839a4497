import { describe, expect, it } from 'vitest';
import { findCashOnReceipt } from './cash-on-receipt.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const found = (text: string, profile: Profile = 'generic') => findCashOnReceipt(text, { profile }).map((f) => [f.code, f.clause, f.evidence]);

describe('cash paid when the item is received', () => {
  it('reads cash paid on receipt as a payment outside the platform, in the six languages', () => {
    expect(found('Levo-ta a casa e pagas em dinheiro quando a receberes')).toEqual([['off_platform_payment', 'payments', 'pagas em dinheiro quando a receberes']]);
    expect(found('Te lo acerco y me pagas en metálico al recibirlo')).toEqual([['off_platform_payment', 'payments', 'pagas en metálico al recibirlo']]);
    expect(found('Je te l’apporte, tu me règles en liquide à la réception')).toEqual([['off_platform_payment', 'payments', 'règles en liquide à la réception']]);
    expect(found('I can drop it round, just pay me cash when you receive it')).toEqual([['off_platform_payment', 'payments', 'pay me cash when you receive it']]);
    expect(found('Te lo porto io, mi paghi in contanti quando lo ricevi')).toEqual([['off_platform_payment', 'payments', 'paghi in contanti quando lo ricevi']]);
    expect(found('Ich bringe es vorbei, du zahlst in bar bei Erhalt')).toEqual([['off_platform_payment', 'payments', 'zahlst in bar bei Erhalt']]);
  });

  it('leaves cash at a collection, a refusal and paying by the app on receipt alone', () => {
    expect(found('Pagas em dinheiro quando vieres buscar')).toEqual([]);
    expect(found('Pagas en efectivo al recogerlo en mi portal')).toEqual([]);
    expect(found('Não pagas em dinheiro ao receber, é tudo pela app')).toEqual([]);
    expect(found('You pay through the app and confirm when you receive it')).toEqual([]);
  });
});

describe('cash on receipt at a hand-over in person', () => {
  it('leaves cash on receipt at a hand-over the marketplace allows alone', () => {
    expect(found('Entrega em mão em Lisboa, pagamento em dinheiro ao receber.', 'olx-pt')).toEqual([]);
    expect(found('Entrega en mano en Madrid, pago en efectivo al recibirla.', 'wallapop')).toEqual([]);
    expect(found('Collection only from Leeds: pay cash when you get it.', 'ebay')).toEqual([]);
    expect(found('Entrego em mão no Porto e pagas em dinheiro quando o receberes.', 'olx-pt')).toEqual([]);
    expect(found('Pick-up in Bristol, you pay in cash when you receive it.', 'ebay')).toEqual([]);
    expect(found('Nur Abholung in Köln, du zahlst in bar bei Erhalt.')).toEqual([]);
  });

  it('still reads it where the marketplace allows no cash, or the seller brings the item', () => {
    expect(found('Remise en main propre à Lyon, tu paies en liquide à la réception.', 'vinted')).toEqual([['off_platform_payment', 'payments', 'paies en liquide à la réception']]);
    expect(found('Levo a tua casa, pagas em dinheiro ao receber.', 'olx-pt')).toEqual([['off_platform_payment', 'payments', 'pagas em dinheiro ao receber']]);
  });
});
