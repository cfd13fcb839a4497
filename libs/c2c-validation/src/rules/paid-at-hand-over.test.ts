import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const payments = (description: string, profile: Profile) =>
  checkListingRules({ title: 'Candeeiro de pé', description }, { profile }).filter((v) => v.code === 'off_platform_payment').map((v) => v.evidence);

describe('a payment app limited to the hand-over in person', () => {
  it('reads it as paid face to face where the marketplace allows cash at a hand-over', () => {
    expect(payments('mbway aceite, apenas na recolha em mão no Porto', 'olx-pt')).toEqual([]);
    expect(payments('te acepto bizum solo al recogerlo en mano', 'wallapop')).toEqual([]);
    expect(payments('Revolut accepted, only on collection in person', 'ebay')).toEqual([]);
  });

  it('still reads it as an offer where the sentence goes on to shipping, where no hand-over is named, or on Vinted', () => {
    expect(payments('mbway apenas em mão ou então envio pelos correios', 'olx-pt')).toEqual(['mbway']);
    expect(payments('bizum solo en mano o te lo mando por correos', 'wallapop')).toEqual(['bizum']);
    expect(payments('pagamento mbway apenas na entrega', 'olx-pt')).toEqual(['mbway']);
    expect(payments('Lydia seulement en main propre', 'vinted')).toEqual(['Lydia']);
  });
});

describe('a bare no before a comma', () => {
  it('answers the question before it and does not negate what follows', () => {
    expect(payments('Pago pela app? Não, combinamos o pagamento fora da plataforma', 'olx-pt').length).toBe(1);
    expect(payments('¿por la app? no, lo arreglamos fuera de la plataforma', 'wallapop').length).toBe(1);
    expect(payments('PayPal? Nein, nur Überweisung', 'generic')).toEqual(['Überweisung']);
  });

  it('still negates when the no stands before the thing itself', () => {
    expect(payments('nada de mbway, tudo pago pela app da olx', 'olx-pt')).toEqual([]);
    expect(payments('no bizum por favor, todo por wallapop', 'wallapop')).toEqual([]);
  });
});
