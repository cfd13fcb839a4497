import { describe, expect, it } from 'vitest';
import { categoryProfileOf, categoryProfiles, faultTerms } from './category-profiles.ts';

describe('categoryProfileOf', () => {
  it.each([
    [{ name: 'iPhone 12', category: 'Telemóveis' }, 'phone'],
    [{ name: 'Galaxy Tab S7', category: undefined }, 'tablet'],
    [{ name: 'MacBook Air M1' }, 'laptop'],
    [{ name: 'Rockrider ST 540', category: 'Vélo VTT' }, 'bike'],
    [{ name: 'Casaco Nuptse 1996', category: 'Roupa' }, 'clothing'],
    [{ name: 'Bosch WAT28461ES', category: 'Lavadora' }, 'large-appliance'],
  ])('files %j under %s', (item, id) => {
    expect(categoryProfileOf(item)?.id).toBe(id);
  });

  it('trusts the seller category over the name', () => {
    expect(categoryProfileOf({ name: 'Capa iPhone 12', category: 'Roupa' })?.id).toBe('clothing');
  });

  it('has no profile for an item it cannot place', () => {
    expect(categoryProfileOf({ name: 'Quadro a óleo', category: 'Arte' })).toBeUndefined();
  });
});

describe('profile data', () => {
  it('names a material and every likely fault in every covered language', () => {
    const languages = ['pt', 'es', 'fr', 'de', 'it', 'en'] as const;
    for (const profile of categoryProfiles) {
      expect(profile.weightKg).toBeGreaterThan(0);
      for (const language of languages) {
        expect(profile.material[language].match).toContain(profile.material[language].query);
        for (const fault of [...profile.faults.B, ...profile.faults.C, ...profile.faults.D]) {
          expect(faultTerms[fault][language].query.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
