import { describe, expect, it } from 'vitest';
import { defaultBrandIndex } from '../match-brand.ts';
import { brandKey } from '../matching/brand-key.ts';
import { categoriesNamedIn, productNouns } from './product-nouns.ts';

describe('product nouns', () => {
  it('names no brand: no noun is a name or alias of the table', () => {
    const keys = new Set(defaultBrandIndex().entries.flatMap((entry) => [entry.name, ...entry.aliases].map(brandKey)));
    expect([...productNouns().keys()].filter((noun) => keys.has(noun))).toEqual([]);
  });

  it('reads the categories a string\'s nouns name, in each language, several for one noun', () => {
    expect([...categoriesNamedIn('Ohrringe Herz gold')]).toEqual(['watches-jewellery']);
    expect(new Set(categoriesNamedIn('teclado USB'))).toEqual(new Set(['musical-instruments', 'laptops']));
    expect([...categoriesNamedIn('frontale rechargeable')]).toEqual(['sports-outdoor']);
    expect([...categoriesNamedIn('crème de nuit')]).toEqual(['beauty-perfume']);
  });

  it('reads bags, soap, shavers, pans and toy blasters as the goods they are', () => {
    expect([...categoriesNamedIn('bolsa de ombro')]).toEqual(['clothing']);
    expect([...categoriesNamedIn('sabonete líquido')]).toEqual(['beauty-perfume']);
    expect(new Set(categoriesNamedIn('máquina de barbear'))).toEqual(new Set(['beauty-perfume', 'small-appliances']));
    expect([...categoriesNamedIn('panela de ferro')]).toEqual(['furniture']);
    expect([...categoriesNamedIn('blaster de espuma')]).toEqual(['toys-baby']);
    expect([...categoriesNamedIn('caderneta de cromos')]).toEqual(['books-media']);
    expect([...categoriesNamedIn('musculação')]).toEqual(['sports-outdoor']);
    expect([...categoriesNamedIn('corrente 11v')]).toEqual(['bikes']);
    expect([...categoriesNamedIn('Good Girl EDP 80')]).toEqual(['beauty-perfume']);
    expect(new Set(categoriesNamedIn('valve amp head'))).toEqual(new Set(['musical-instruments']));
    expect([...categoriesNamedIn('pista de carros')]).toEqual(['toys-baby']);
    // A German compound names what its last noun names.
    expect([...categoriesNamedIn('Akkustaubsauger')]).toEqual(['small-appliances']);
    expect([...categoriesNamedIn('Akkubohrhammer')]).toEqual(['tools-diy']);
    expect([...categoriesNamedIn('pastilhas de travão dianteiras')]).toEqual(['vehicle-parts']);
    // A noun written with hyphens is read from the words it joins, with or without them; its words alone name nothing.
    expect([...categoriesNamedIn('micro-ondas encastrável')]).toEqual(['large-appliances']);
    expect([...categoriesNamedIn('micro ondas')]).toEqual(['large-appliances']);
    expect([...categoriesNamedIn('ondas do mar')]).toEqual([]);
    // Pets' food and goods are filed with toys and baby, as their makers are in the table.
    expect([...categoriesNamedIn('ração seca para gato')]).toEqual(['toys-baby']);
    expect([...categoriesNamedIn('Hundefutter')]).toEqual(['toys-baby']);
    // Italian and German nouns of everyday goods.
    expect([...categoriesNamedIn('maglione di lana')]).toEqual(['clothing']);
    expect([...categoriesNamedIn('Rennrad Carbon')]).toEqual(['bikes']);
    expect([...categoriesNamedIn('pneumatici invernali')]).toEqual(['vehicle-parts']);
  });

  it('reads the everyday nouns of shoes, clothes, jewels, tools and appliances in each language, singular and plural', () => {
    expect([...categoriesNamedIn('sapato de couro')]).toEqual(['footwear']);
    expect([...categoriesNamedIn('Stiefel Leder')]).toEqual(['footwear']);
    expect([...categoriesNamedIn('camiseta de algodão')]).toEqual(['clothing']);
    expect([...categoriesNamedIn('jupes plissées')]).toEqual(['clothing']);
    expect([...categoriesNamedIn('broche vintage')]).toEqual(['watches-jewellery']);
    expect([...categoriesNamedIn('escadote 5 degraus')]).toEqual(['tools-diy']);
    expect([...categoriesNamedIn('balança de cozinha')]).toEqual(['small-appliances']);
    expect([...categoriesNamedIn('Laufband klappbar')]).toEqual(['sports-outdoor']);
  });

  it('reads a play house or a dog\'s house as goods of toys and pets', () => {
    expect([...categoriesNamedIn('casinha de bonecas')]).toEqual(['toys-baby']);
    expect([...categoriesNamedIn('casinhas para cão')]).toEqual(['toys-baby']);
  });

  it('reads a category\'s label word too, and nothing from words that name no product', () => {
    expect([...categoriesNamedIn('lote brinquedos')]).toEqual(['toys-baby']);
    expect([...categoriesNamedIn('Puma Energy posto')]).toEqual([]);
  });
});
