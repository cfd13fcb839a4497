import { describe, expect, it } from 'vitest';
import { findItems } from './items.ts';
import { offersTicketsAboveFaceValue } from './ticket-touting.ts';

describe('tickets offered above the price paid', () => {
  it('never reads a date, an hour or a year after a selling word as the asking price', () => {
    const t = (d: string) => offersTicketsAboveFaceValue('Bilhetes concerto', d);
    expect(t('Vendo 2 bilhetes a 24 de agosto, paguei 20€ cada.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Entradas concierto', 'Vendo mis 2 entradas en 25 de julio, pagué 20 € cada una.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Konzert Tickets', 'Verkaufe 2 Tickets um 20 Uhr Einlass, Kaufpreis 15 pro Ticket.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Gig tickets', 'Selling my 2 tickets in 2025 edition, paid £60 each.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Billets concert', 'Je vends mes 2 billets à 21h30, payé 30 € chacun.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Biglietti concerto', 'Vendo i 2 biglietti a 12 luglio, pagati 35 euro l\'uno.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Gig tickets', 'Selling my 2 tickets for 90 each, paid £60 each.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Bilhetes concerto', 'Vendo 2 bilhetes a 80 cada, paguei 30€ cada.')).toBe(true);
  });

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

describe('tickets resold above what the seller says was paid, in six languages', () => {
  // What was paid, said by a verb of buying or paying or by a price the ticket had, either before or after its amount.
  const paid: [string, string][] = [
    ['pt', 'Comprei-os a 60 cada um'],
    ['pt', 'Custou-me 60 euros'],
    ['pt', 'Preço de bilheteira 60 €'],
    ['es', 'Los compré a 60 € cada uno'],
    ['es', 'Precio oficial 60 €'],
    ['es', 'Las saqué a 60 cada una'],
    ['fr', 'Achetés 60 € pièce'],
    ['fr', 'Le billet valait 60 €'],
    ['fr', '60 € chacun au guichet'],
    ['en', 'Bought at £60 each'],
    ['en', 'Price on the ticket 60 €'],
    ['it', "L'ho comprato a 60 euro"],
    ['it', 'Prezzo del biglietto 60 €'],
    ['de', 'Gekauft für 60 € pro Stück'],
    ['de', 'Ich habe 60 € bezahlt'],
  ];
  // What is asked, per ticket: above what was paid with a tenth for fees.
  const asks = ['vendo cada um por 90 €', 'pido 90 cada una', 'je demande 90 € chacun', 'asking £90 each', 'chiedo 90 euro ciascuno', 'verkaufe für 90 € pro Stück'];
  it.each(paid)('%s: "%s" against a higher asking price is touting, an equal or lower one is not', (_, said) => {
    for (const ask of asks) expect(offersTicketsAboveFaceValue('2 bilhetes concerto', `${said}. ${ask}.`)).toBe(true);
    expect(offersTicketsAboveFaceValue('Two concert tickets', `${said}. Selling at 60 € each.`)).toBe(false);
    expect(offersTicketsAboveFaceValue('Two concert tickets', `${said}. 100 € for the pair.`)).toBe(false);
  });

  it('reads how many tickets an asked amount is for (the pair, three, four) against a price per ticket', () => {
    expect(offersTicketsAboveFaceValue('4 entradas partido', 'Pagué 60 por cada una, las vendo las cuatro por 200.')).toBe(false);
    expect(offersTicketsAboveFaceValue('4 entradas partido', 'Pagué 60 por cada una, las vendo las cuatro por 400.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Trois places concert', 'Payé 40 € la place, je vends les trois 110 €.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Konzertkarten', 'Pro Karte 40 € bezahlt, gebe beide für 70 € ab.')).toBe(false);
  });

  it('takes any amount above what was paid as touting where the seller says the event is sold out, fees aside otherwise', () => {
    expect(offersTicketsAboveFaceValue('Bilhetes festival', 'Paguei 100 cada, vendo a 105 cada, taxas incluídas.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Bilhetes festival', 'Paguei 100 cada, vendo a 105 cada porque está esgotado.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Festival tickets', 'Paid £100 each, £105 each now it has sold out.')).toBe(true);
  });

  it('reads a title opening with a loose ticket word (seat, entry, card) as the ticket it sells', () => {
    expect(offersTicketsAboveFaceValue('Venta de libros', 'Entrada por la puerta trasera. Los compré a 10 €, pido 20.', 'Venta de libros')).toBe(false);
    expect(offersTicketsAboveFaceValue('Entrada Primavera Sound', 'La compré a 90 €, la dejo en 150.', 'Entrada Primavera Sound')).toBe(true);
    expect(offersTicketsAboveFaceValue('Entrada Primavera Sound', 'La compré a 90 €, la dejo en 150.')).toBe(false);
  });
});

describe('tickets resold above what was paid: more ways of saying the price paid, the price asked and for how many', () => {
  it.each([
    'Na altura dei 60 € por cada um',
    'Pagos a 60 cada',
    'Originally £60 each',
    'Precio de las entradas 60 € cada una',
    'Costo del biglietto 60 euro',
    'Prix des places 60 € chacune',
    'Ticket cost £60',
    'Die Karte hat 60 € gekostet',
    'El abono costó 60',
  ])('reads "%s" as the price paid', (said) => {
    expect(offersTicketsAboveFaceValue('Concert tickets', `${said}. Now 120 € each.`)).toBe(true);
    expect(offersTicketsAboveFaceValue('Concert tickets', `${said}. Now 60 € each.`)).toBe(false);
  });

  it('reads a cost only of the ticket itself: the postage’s cost is no price paid', () => {
    expect(offersTicketsAboveFaceValue('Concert ticket', 'Postage cost £5. Ticket £40.')).toBe(false);
  });

  it('reads giving-away verbs as the price asked ("li do via a 100", "las doy por 90")', () => {
    expect(offersTicketsAboveFaceValue('Biglietti stadio', "Pagati 45 euro l'uno, li do via a 100 l'uno.")).toBe(true);
    expect(offersTicketsAboveFaceValue('Entradas concierto', 'Me costaron 40, las doy por 90.')).toBe(true);
  });

  it('reads an amount said to be for all the tickets together against the count the listing names', () => {
    expect(offersTicketsAboveFaceValue('2 Tickets Musical', 'Pro Stück 55 € bezahlt, zusammen 110 €.')).toBe(false);
    expect(offersTicketsAboveFaceValue('2 Tickets Musical', 'Pro Stück 55 € bezahlt, zusammen 200 €.')).toBe(true);
    expect(offersTicketsAboveFaceValue('3 entradas teatro', 'Pagué 30 cada una, 90 € juntas.')).toBe(false);
  });
});

describe('tickets: a pronoun or a clitic with the verb of costing, a count opening the title', () => {
  it.each(['They were £60 each', "Les deux places m'ont coûté 60 € chacune", 'Il biglietto mi è costato 60 euro', 'Sie haben 60 € pro Stück gekostet'])(
    'reads "%s" as the price paid',
    (said) => {
      expect(offersTicketsAboveFaceValue('Deux places concert', `${said}. Now 120 € each.`, 'Deux places concert')).toBe(true);
      expect(offersTicketsAboveFaceValue('Deux places concert', `${said}. Now 60 € each.`, 'Deux places concert')).toBe(false);
    },
  );
  it('reads a title opening with a count word and a loose ticket word as tickets', () => {
    expect(offersTicketsAboveFaceValue('Deux places Stromae', 'Achetées 50 €, je les vends 100 € chacune.', 'Deux places Stromae')).toBe(true);
    expect(offersTicketsAboveFaceValue('Deux places de parking', 'Achetées 50 €, je les vends 100 € chacune.', '')).toBe(false);
  });
});

describe('slug pellets', () => {
  it('reads slug pellets and metaldehyde as plant-protection products', () => {
    expect(findItems('Half a box of slug pellets', { profile: 'ebay' }).map((f) => f.clause)).toEqual(['pesticides']);
    expect(findItems('Schneckenkorn mit Metaldehyd, angebrochen', { profile: 'generic' }).map((f) => f.clause)).toEqual(['pesticides', 'pesticides']);
  });
});

describe('an asking price after the tickets counted, and German "für" typed without its umlaut', () => {
  it('reads the price after a count and a ticket word, and "fuer" as "für"', () => {
    expect(offersTicketsAboveFaceValue('Bilhetes festival', 'Vendo 3 passes por 140 cada, paguei 65 por cada um.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Konzertkarten', 'Kaufpreis 70, verkaufe beide fuer 300 zusammen.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Tickets match', 'Je vends mes 2 billets à 160 chacun, achetés 60.')).toBe(true);
  });

  it('never reads the count itself as the price, nor a price at or below what was paid', () => {
    expect(offersTicketsAboveFaceValue('Entradas teatro', 'Vendo 2 entradas, me costaron 45 cada una.')).toBe(false);
    expect(offersTicketsAboveFaceValue('Karten Oper', 'Originalpreis 80, verkaufe fuer 80 pro Karte.')).toBe(false);
  });
});

describe('a price paid said within its own line, and tickets counted after a paying verb', () => {
  it.each([
    ['Biglietti concerto al prezzo pagato', "2 biglietti per il 10 luglio alle 21:00, stadio San Siro, al prezzo pagato (70 € l'uno) tramite il circuito ufficiale."],
    ['Bilhetes concerto ao preço que paguei', '2 bilhetes para 3 de junho às 21h, ao preço que paguei (40 € cada), transferência pela bilheteira oficial.'],
    ['Two tickets, selling for what I paid', 'Paid 2 tickets at £45 each, selling both at £45 each through the official resale.'],
  ])('reads no markup where the title ends on a paying word before the description\'s count: %s', (title, description) => {
    expect(offersTicketsAboveFaceValue(title, description, title)).toBe(false);
    expect(offersTicketsAboveFaceValue(description, title, title)).toBe(false);
  });

  it('still reads a markup paid and asked in one line', () => {
    expect(offersTicketsAboveFaceValue('Bilhetes concerto', 'Paguei 40 € cada, vendo a 70 € cada.')).toBe(true);
    expect(offersTicketsAboveFaceValue('Biglietti concerto', "Li ho pagati 50 € l'uno, li vendo a 90 € l'uno.")).toBe(true);
  });
});
