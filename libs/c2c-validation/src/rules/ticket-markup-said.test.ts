import { describe, expect, it } from 'vitest';
import { findItems } from './items.ts';

const flags = (title: string, description: string, profile: 'olx-pt' | 'wallapop' | 'generic' = 'generic') =>
  findItems(title, { profile, field: 'title', otherField: description }).map((f) => [f.code, f.clause, f.evidence]);

describe('tickets the seller says are sold for more than they cost', () => {
  it('reads a markup said in words as touting, whatever the figures, in the six languages', () => {
    expect(flags('Bilhete festival sábado', 'Vendo um pouco mais caro do que paguei, é a vida', 'olx-pt')).toEqual([['restricted_item', 'ticket-touting', 'Bilhete']]);
    expect(flags('Entrada concierto domingo', 'La vendo más cara porque ya no quedan', 'wallapop')).toEqual([['prohibited_item', 'ticket-touting', 'Entrada']]);
    expect(flags('Billet concert vendredi', 'Revendu un peu plus cher, c’est complet')).toEqual([['restricted_item', 'ticket-touting', 'Billet']]);
    expect(flags('Festival ticket Friday', 'Going for a bit above face value as it is sold out')).toEqual([['restricted_item', 'ticket-touting', 'ticket']]);
    expect(flags('Biglietto concerto sabato', 'Lo vendo un po’ più caro, è esaurito')).toEqual([['restricted_item', 'ticket-touting', 'Biglietto']]);
    expect(flags('Konzertkarte Samstag', 'Etwas teurer als gekauft, da ausverkauft')).toEqual([['restricted_item', 'ticket-touting', 'Konzertkarte']]);
  });

  it('leaves tickets said not to cost more, and a markup said of no ticket, alone', () => {
    expect(flags('Bilhete festival sábado', 'Não é mais caro do que paguei, preço de custo', 'olx-pt')).toEqual([]);
    expect(flags('Billet concert vendredi', 'Pas plus cher que le prix d’achat')).toEqual([]);
    expect(flags('Parka acolchoada', 'Mais caro na loja, aqui metade do preço', 'olx-pt')).toEqual([]);
  });

  it('leaves another seller’s dearer price and a listing sold at cost alone', () => {
    expect(flags('Bilhete concerto', 'Vendo ao preço que paguei, na bilheteira agora estão mais caros.', 'olx-pt')).toEqual([]);
    expect(flags('Billet concert', 'Vendus au prix coûtant, sur le site officiel ils sont plus chers')).toEqual([]);
    expect(flags('Entrada concierto', 'Al precio que pagué, en taquilla ya están más caras', 'wallapop')).toEqual([]);
    expect(flags('Konzertkarte', 'Zum Einkaufspreis, an der Abendkasse sind sie teurer')).toEqual([]);
    expect(flags('Concert ticket', 'Selling at face value, resellers list them above face value.')).toEqual([]);
    expect(flags('Bilhete festival', 'Online já estão mais caros, eu vendo pelo que me custou', 'olx-pt')).toEqual([]);
    expect(flags('Match ticket', 'The box office is dearer now; touts charge more than I paid? not me, same price as printed')).toEqual([]);
    expect(flags('Entrada festival', 'En reventa están más caras, yo la dejo a su precio', 'wallapop')).toEqual([]);
  });

  it('still reads the seller’s own markup beside another seller', () => {
    expect(flags('Bilhete festival', 'Na bilheteira esgotou, vendo mais caro do que paguei', 'olx-pt')).toEqual([['restricted_item', 'ticket-touting', 'Bilhete']]);
  });
});
