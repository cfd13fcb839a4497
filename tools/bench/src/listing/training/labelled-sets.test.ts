import { describe, expect, it } from 'vitest';
import { trainingSetListings, validationSetListings } from './labelled-sets.ts';

describe('the labelled sets the scorer learns and validates on', () => {
  const training = trainingSetListings();
  const validation = validationSetListings();
  const setsOf = (listings: typeof training) => new Set(listings.map((l) => `${l.set}/${l.part ?? 'whole'}`));

  it('never trains on the validation sets or on a held-out part', () => {
    const sets = setsOf(training);
    for (const kept of ['twentieth/tune', 'twentieth/holdout', 'twenty-first/holdout', 'innocent/tune', 'innocent/holdout', 'twenty-fourth/holdout', 'innocent-fourth/holdout', 'twenty-fifth/holdout', 'innocent-fifth/holdout', 'twenty-sixth/holdout', 'innocent-sixth/holdout', 'twenty-seventh/holdout', 'innocent-seventh/holdout', 'twenty-eighth/holdout', 'innocent-eighth/holdout', 'twenty-ninth/holdout', 'innocent-ninth/holdout', 'thirtieth/holdout', 'innocent-tenth/holdout', 'thirty-first/holdout', 'innocent-eleventh/holdout', 'thirty-second/holdout', 'innocent-twelfth/holdout', 'thirty-third/holdout', 'innocent-thirteenth/holdout', 'thirty-fourth/holdout', 'innocent-fourteenth/holdout', 'thirty-fifth/holdout', 'innocent-fifteenth/holdout', 'thirty-sixth/holdout', 'thirty-ninth/holdout']) expect(sets.has(kept), kept).toBe(false);
    expect(sets.has('twenty-first/tune')).toBe(true);
    expect(sets.has('innocent-fourth/tune')).toBe(true);
    expect(sets.has('twenty-fourth/tune')).toBe(true);
    expect(sets.has('twenty-fifth/tune')).toBe(true);
    expect(sets.has('innocent-fifth/tune')).toBe(true);
    expect(sets.has('innocent-sixth/tune')).toBe(true);
    expect(sets.has('innocent-seventh/tune')).toBe(true);
    expect(sets.has('innocent-eighth/tune')).toBe(true);
    expect(sets.has('innocent-ninth/tune')).toBe(true);
    expect(sets.has('innocent-tenth/tune')).toBe(true);
    expect(sets.has('innocent-eleventh/tune')).toBe(true);
    expect(sets.has('innocent-twelfth/tune')).toBe(true);
    expect(sets.has('innocent-thirteenth/tune')).toBe(true);
    expect(sets.has('innocent-fourteenth/tune')).toBe(true);
    expect(sets.has('innocent-fifteenth/tune')).toBe(true);
    expect(sets.has('twenty-seventh/tune')).toBe(true);
    expect(sets.has('twenty-eighth/tune')).toBe(true);
    expect(sets.has('twenty-ninth/tune')).toBe(true);
    expect(sets.has('thirtieth/tune')).toBe(true);
    expect(sets.has('thirty-first/tune')).toBe(true);
    expect(sets.has('thirty-second/tune')).toBe(true);
    expect(sets.has('thirty-third/tune')).toBe(true);
    expect(sets.has('thirty-fourth/tune')).toBe(true);
    expect(sets.has('thirty-fifth/tune')).toBe(true);
    expect(sets.has('thirty-seventh/tune')).toBe(true);
    expect(sets.has('thirty-eighth/tune')).toBe(true);
    expect(sets.has('handwritten/whole')).toBe(true);
    expect(training.length).toBeGreaterThan(4000);
  });

  it('validates on the twentieth set and the innocent tune part only', () => {
    expect([...setsOf(validation)].every((s) => s === 'twentieth/tune' || s === 'twentieth/holdout' || s === 'innocent/tune')).toBe(true);
    expect(validation.filter((l) => l.set === 'twentieth').length).toBeGreaterThan(200);
  });

  it('places every label, quoted ones included, inside its field', () => {
    for (const { listing, labels } of [...training, ...validation]) {
      for (const label of labels) {
        const text = label.field === 'title' ? listing.title : label.field === 'description' ? listing.description : undefined;
        if (text === undefined) continue;
        expect(label.start).toBeGreaterThanOrEqual(0);
        expect(label.end).toBeLessThanOrEqual(text.length);
        expect(label.end!).toBeGreaterThan(label.start!);
      }
    }
  });
});
