import { describe, expect, it } from 'vitest';
import { brandMentionMayStartAt, findBrandMentions } from './match-brand.ts';
import { loadBrandTable } from './table/brand-table.ts';

describe('brandMentionMayStartAt', () => {
  it('says yes at a word that opens a name of the table and no at a word that opens none', () => {
    const text = 'selling my Samsung fridge near Lisbon';
    expect(brandMentionMayStartAt(text, text.indexOf('Samsung'))).toBe(true);
    expect(brandMentionMayStartAt(text, text.indexOf('fridge'))).toBe(false);
    expect(brandMentionMayStartAt(text, text.indexOf('Lisbon'))).toBe(false);
  });

  it('says no where no word starts', () => {
    const text = 'a Samsung, used';
    expect(brandMentionMayStartAt(text, text.indexOf(','))).toBe(false);
    expect(brandMentionMayStartAt(text, text.length)).toBe(false);
  });

  it('says yes wherever findBrandMentions finds a mention beginning, on texts of table names among other words', () => {
    const names = loadBrandTable().map((entry) => entry.name);
    const fillers = ['used', 'Great', 'with', 'box', '—', 'and', 'Lisbon', '&', 'M', 'phone', 'case', '(', ')', '.', 'novo', 'für'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    let mentions = 0;
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 2 + (next() % 8) }, () => (next() % 3 === 0 ? names[next() % names.length]! : fillers[next() % fillers.length]!)).join(' ');
      for (const mention of findBrandMentions(text)) {
        mentions += 1;
        expect(brandMentionMayStartAt(text, mention.start), `${text} @ ${mention.start}`).toBe(true);
      }
    }
    // The texts hold mentions to check, not only words that open none.
    expect(mentions).toBeGreaterThan(1000);
  });
});
