import { describe, expect, it } from 'vitest';
import { areaListingsFromLines, listingsFromLines } from './marked-listing.ts';

describe('areaListingsFromLines', () => {
  const line = (area: string, title: string) => `${area} ;; pt ;; generic ;; Casa ;; 10 ;; ${title} ;; Uma descrição {{contact_phone|liga 900 000 000}} qualquer.`;

  it('reads each line after its area as listingsFromLines does, and keeps the area beside the listing', () => {
    const listings = areaListingsFromLines([line('home', 'Mesa de cozinha'), line('garden', 'Regador verde')].join('\n'), 'zz');
    const plain = listingsFromLines([line('home', 'Mesa de cozinha'), line('garden', 'Regador verde')].map((l) => l.slice(l.indexOf(' ;; ') + 4)).join('\n'), 'zz');
    expect(listings.map(({ area: _area, ...listing }) => listing)).toEqual(plain);
    expect(listings.map((listing) => listing.area)).toEqual(['home', 'garden']);
    expect(listings[0]!.labels).toHaveLength(1);
  });

  it('puts the area last, after the fields listingsFromLines gives', () => {
    const [listing] = areaListingsFromLines(line('home', 'Mesa'), 'zz');
    expect(Object.keys(listing!).at(-1)).toBe('area');
  });
});
