import { describe, expect, it } from 'vitest';
import { filterListings } from './listing-filter.ts';
import type { Listing } from './listing.ts';
import type { ServiceItem } from '../item/service-item.ts';

const iphone: ServiceItem = { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto' };

let next = 0;
const listing = (title: string, price: number, content = '', url?: string): Listing => ({
  url: url ?? `https://www.olx.pt/d/anuncio/listing-ID${++next}.html`,
  title,
  text: `${title}\n${content}`,
  price,
  currency: 'EUR',
  condition: undefined,
  source: undefined,
});

const reasons = (listings: Listing[], item: ServiceItem = iphone) =>
  filterListings({ listings, item }).dropped.map(({ title, reason }) => [title, reason]);

describe('filterListings', () => {
  it('keeps genuine offers of the item, in order', () => {
    const listings = [listing('iPhone 12 64GB Preto', 320), listing('Apple iPhone 12 64 GB azul', 300)];
    expect(filterListings({ listings, item: iphone })).toEqual({ kept: listings, dropped: [] });
  });

  it('drops accessories but not an item sold with its accessories', () => {
    expect(
      reasons([
        listing('Capa silicone iPhone 12', 12),
        listing('Carregador Apple 20W para iPhone 12', 15),
        listing('iPhone 12 capa nova', 9),
        listing('iPhone 12 64GB com capa e carregador', 320),
        listing('iPhone 12 + capa', 310),
      ]),
    ).toEqual([
      ['Capa silicone iPhone 12', 'accessory'],
      ['Carregador Apple 20W para iPhone 12', 'accessory'],
      ['iPhone 12 capa nova', 'accessory'],
    ]);
  });

  it('does not call the item itself an accessory', () => {
    const item: ServiceItem = { name: 'Capa Apple iPhone 12 MagSafe', condition: 'A' };
    expect(reasons([listing('Capa iPhone 12 MagSafe original', 20)], item)).toEqual([]);
  });

  it('drops parts-only and broken offers unless the item is grade D', () => {
    const listings = [listing('iPhone 12 para peças', 80, 'Não liga'), listing('iPhone 12', 90, 'Ecrã partido, vendo assim')];
    expect(reasons(listings)).toEqual([
      ['iPhone 12 para peças', 'for-parts'],
      ['iPhone 12', 'for-parts'],
    ]);
    expect(reasons(listings, { ...iphone, condition: 'D' })).toEqual([]);
  });

  it('drops bundles and wanted-ads in each language', () => {
    expect(
      reasons([
        listing('Lote 3 iPhone 12', 750),
        listing('Lot de 2 iPhone 12', 600),
        listing('Procuro iPhone 12', 250),
        listing('Busco iPhone 12', 250),
        listing('Recherche iPhone 12', 250),
        listing('Compro iPhone 12 avariado', 50),
      ]),
    ).toEqual([
      ['Lote 3 iPhone 12', 'bundle'],
      ['Lot de 2 iPhone 12', 'bundle'],
      ['Procuro iPhone 12', 'wanted-ad'],
      ['Busco iPhone 12', 'wanted-ad'],
      ['Recherche iPhone 12', 'wanted-ad'],
      ['Compro iPhone 12 avariado', 'wanted-ad'],
    ]);
  });

  it('drops other models and other storage sizes, saying which', () => {
    const { dropped } = filterListings({
      listings: [listing('iPhone 12 Pro 128GB', 520), listing('iPhone 13 64GB', 450), listing('iPhone 12 128GB', 350)],
      item: iphone,
    });
    expect(dropped.map(({ reason, detail }) => [reason, detail])).toEqual([
      ['other-model', 'the title names the "pro" variant'],
      ['other-model', 'the title lacks "12"'],
      ['other-model', "storage 128 GB is not the item's 64 GB"],
    ]);
  });

  it('drops the same page twice and the same title at the same price, keeping the first', () => {
    const first = listing('iPhone 12 64GB Preto', 320, '', 'https://www.olx.pt/d/anuncio/a-ID1.html');
    const { kept, dropped } = filterListings({
      listings: [
        first,
        listing('iPhone 12 64GB preto', 320, '', 'https://www.custojusto.pt/lisboa/telemoveis/a-1'),
        listing('iPhone 12 64GB Preto!', 310, '', 'http://olx.pt/d/anuncio/a-ID1.html/'),
        listing('iPhone 12 64GB Preto', 300, '', 'https://www.custojusto.pt/lisboa/telemoveis/a-2'),
      ],
      item: iphone,
    });
    expect(kept.map((l) => l.price)).toEqual([320, 300]);
    expect(dropped.map(({ reason, detail }) => [reason, detail])).toEqual([
      ['duplicate', 'the same title at the same price'],
      ['duplicate', 'the same page again'],
    ]);
  });

  it('does not count a dropped listing as the first of a pair of duplicates', () => {
    const { kept } = filterListings({
      listings: [listing('iPhone 12 Pro', 320, '', 'https://www.olx.pt/x'), listing('iPhone 12', 320, '', 'https://www.olx.pt/x')],
      item: iphone,
    });
    expect(kept.map((l) => l.title)).toEqual(['iPhone 12']);
  });
});
