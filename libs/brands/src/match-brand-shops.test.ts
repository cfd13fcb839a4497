import { describe, expect, it } from 'vitest';
import { loadBrandTable, matchBrand } from './index.ts';

describe('matchBrand on a shop named as where the item was bought', () => {
  it('answers none for a shop of other makers\' goods named after a "bought at" cue, in each language', () => {
    expect(matchBrand('cómoda branca comprada na conforama')).toBeUndefined();
    expect(matchBrand('escadote de alumínio comprado no Leroy Merlin', { category: 'tools-diy' })).toBeUndefined();
    expect(matchBrand('table basse achetée chez Castorama')).toBeUndefined();
    expect(matchBrand('Regal gekauft bei Hornbach', { category: 'furniture' })).toBeUndefined();
    expect(matchBrand('eyeliner bought at sephora, used once')).toBeUndefined();
    expect(matchBrand('scaffale comprato da leroy merlin')).toBeUndefined();
  });

  it('reads no maker where German names the shop before its verb ("bei X gekauft")', () => {
    expect(matchBrand('Bohrmaschine im Bauhaus gekauft', { category: 'tools-diy' })).toBeUndefined();
    expect(matchBrand('Sofa bei Conforama gekauft, kaum benutzt')).toBeUndefined();
  });

  it('reads the maker named beside a shop written before its verb, and a shop\'s own label there', () => {
    expect(matchBrand('Akkuschrauber Bosch bei Hornbach gekauft', { category: 'tools-diy' })?.brand).toBe('Bosch');
    expect(matchBrand('Kleid bei Zara gekauft', { category: 'clothing' })?.brand).toBe('Zara');
  });

  it('reads the maker the seller names beside the shop', () => {
    expect(matchBrand('aparafusadora makita comprada no leroy merlin')?.brand).toBe('Makita');
    expect(matchBrand('máquina de lavar bosch comprada na conforama', { category: 'large-appliances' })?.brand).toBe('Bosch');
  });

  it('keeps a shop\'s own label bought in its shop, and a shop named with no "bought" word', () => {
    expect(matchBrand('saia comprada na zara tamanho s')?.brand).toBe('Zara');
    expect(matchBrand('camisola comprada na primark')?.brand).toBe('Primark');
    expect(matchBrand('Leroy Merlin')?.brand).toBe('Leroy Merlin');
  });

  it('marks shops of other makers\' goods in the table, never a shop of its own label', () => {
    const retailer = (name: string) => loadBrandTable().find((entry) => entry.name === name)?.retailer === true;
    expect(retailer('Conforama')).toBe(true);
    expect(retailer('Sephora')).toBe(true);
    expect(retailer('Zara')).toBe(false);
    expect(retailer('IKEA')).toBe(false);
  });
});
