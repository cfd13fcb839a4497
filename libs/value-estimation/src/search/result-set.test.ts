import { describe, expect, it } from 'vitest';
import { addResults } from './result-set.ts';

const result = (url: string, title = url) => ({ title, url, content: '' });

describe('addResults', () => {
  it('adds each page once, keeping the first copy, and says which were new', () => {
    const existing = [result('https://www.olx.pt/d/anuncio/a.html', 'first')];
    const { all, added } = addResults({
      existing,
      incoming: [result('http://olx.pt/d/anuncio/a.html/', 'again'), result('https://vinted.pt/items/1'), result('https://vinted.pt/items/1#photos')],
    });
    expect(all.map(({ title }) => title)).toEqual(['first', 'https://vinted.pt/items/1']);
    expect(added.map(({ url }) => url)).toEqual(['https://vinted.pt/items/1']);
  });
});
