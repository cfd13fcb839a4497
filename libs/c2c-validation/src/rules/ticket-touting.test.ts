import { describe, expect, it } from 'vitest';
import { findItems } from './items.ts';
import { offersTicketsAboveFaceValue } from './ticket-touting.ts';

describe('tickets offered above the price paid', () => {
  it('reads the price paid or printed against an asking price, per ticket', () => {
    expect(offersTicketsAboveFaceValue('3 bilhetes Rock in Rio', 'Vendo cada um a 140€, custaram 70€.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Deux billets Stade de France', 'Prix de base 55 € la place, je les vends 130 € chacun.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Biglietti stadio', 'Pagati 40 euro l\'uno, li vendo a 100 euro entrambi.')).toBe(true);
    // At or below what was paid, once each price is read per ticket.
    expect(offersTicketsAboveFaceValue('Two gig tickets', 'Paid £50 each, selling the pair for £90.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Bilhete de comboio', 'Paguei 25€, vendo por 20€.')).toBe(false);
    // No ticket (collectible cards, a port), or no price paid.
    expect(offersTicketsAboveFaceValue('Sammelkarten', 'Bezahlt 20 €, verkaufe für 50 €.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Hub com entrada USB-C', 'Paguei 10€, vendo por 15€.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Tickets concert', 'Vends 2 places à 80 € chacune.')).toBe(false);
    // A collection of old tickets is priced as a collection; a pass is a ticket, seats only beside an event's word.
    expect(offersTicketsAboveFaceValue('Entradas antiguas', 'Colección de entradas de los 80, pagué 20 por el lote, las vendo por 60.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Abono festival', 'Me costó 180, lo vendo por 300.')).toBe(true);
  });

  it('flags the ticket word as the profile\'s stance on touting: restricted on OLX, prohibited on Wallapop', () => {
    const flags = (title: string, description: string, profile: 'olx-pt' | 'wallapop') =>
      findItems(title, { profile, field: 'title', otherField: description }).map((f) => [f.code, f.clause, f.evidence]);
    expect(flags('2 ingressos festival', 'Paguei 60 cada, vendo a 150 cada.', 'olx-pt')).toEqual([['restricted_item', 'ticket-touting', 'ingressos']]);
    expect(flags('Entradas partido', 'Me costaron 30, las vendo por 90.', 'wallapop')).toEqual([['prohibited_item', 'ticket-touting', 'Entradas']]);
  });
});

describe('slug pellets', () => {
  it('reads slug pellets and metaldehyde as plant-protection products', () => {
    expect(findItems('Half a box of slug pellets', { profile: 'ebay' }).map((f) => f.clause)).toEqual(['pesticides']);
    expect(findItems('Schneckenkorn mit Metaldehyd, angebrochen', { profile: 'generic' }).map((f) => f.clause)).toEqual(['pesticides', 'pesticides']);
  });
});
