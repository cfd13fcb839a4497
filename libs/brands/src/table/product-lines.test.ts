import { describe, expect, it } from 'vitest';
import { readBrandTable } from './brand-table.ts';
import { parseProductLines, productLines } from './product-lines.ts';

describe('the product-line table', () => {
  it('names only brands the table holds, each once, with lines of its own', () => {
    const names = new Set(readBrandTable().map((entry) => entry.name));
    const brands = productLines().map(([brand]) => brand);
    expect(brands.filter((brand) => !names.has(brand))).toEqual([]);
    expect(new Set(brands).size).toBe(brands.length);
    for (const [brand, lines] of productLines()) expect(lines.length, brand).toBeGreaterThan(0);
  });

  it('holds no generic word alone as a line: it would say nothing of whose line it is', () => {
    const generic = new Set(['pro', 'classic', 'sport', 'original', 'one', 'new', 'plus', 'max', 'mini', 'lite']);
    const found = productLines().flatMap(([brand, lines]) => lines.filter((line) => generic.has(line)).map((line) => `${brand}: ${line}`));
    // A brand whose line is really named so stays (GoPro Max, Nintendo Mini… none here): the list must stay short and deliberate.
    expect(found.filter((entry) => !['GoPro: max', 'DJI: mini'].includes(entry))).toEqual([]);
  });

  it('refuses a line without its bar', () => {
    expect(() => parseProductLines('Vans old skool')).toThrow(/not "Brand \| line/);
    expect(parseProductLines('Vans | Old Skool, Sk8-Hi')).toEqual([['Vans', ['old skool', 'sk8-hi']]]);
  });
});
