import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeListings, frozenSetPath } from './compose-listing-set.ts';

describe('composeListings', () => {
  it('writes the frozen composed set exactly as committed (regenerating it changes nothing)', () => {
    const frozen = readFileSync(frozenSetPath, 'utf8');
    expect(`${JSON.stringify(composeListings(), null, 1)}\n`).toBe(frozen);
  });

  it('labels a non-empty span inside the description, keeps at least 40 % of listings clean, and splits the parts by hash', () => {
    const listings = composeListings();
    expect(listings.length).toBeGreaterThanOrEqual(220);
    expect(listings.filter((l) => l.labels.length === 0).length / listings.length).toBeGreaterThanOrEqual(0.4);
    const heldOut = listings.filter((l) => l.part === 'holdout').length / listings.length;
    expect(heldOut).toBeGreaterThan(0.3);
    expect(heldOut).toBeLessThan(0.7);
    for (const { listing, labels } of listings) {
      for (const label of labels) {
        expect(label.start! < label.end! && label.end! <= listing.description.length, listing.description).toBe(true);
        expect(listing.description.slice(label.start!, label.end!).trim()).not.toBe('');
      }
    }
    expect(new Set(listings.map((l) => l.language))).toEqual(new Set(['pt', 'es', 'fr', 'en', 'it', 'de']));
  });

  it('writes a training set of another seed, larger and all in the tune part, without touching the frozen one', () => {
    const training = composeListings({ seed: '7', scale: 2 });
    expect(training.length).toBeGreaterThan(composeListings().length * 1.9);
    expect(training.every((l) => l.part === 'tune' && l.id.startsWith('train7-'))).toBe(true);
    expect(`${JSON.stringify(composeListings(), null, 1)}\n`).toBe(readFileSync(frozenSetPath, 'utf8'));
  });
});
