import { describe, expect, it } from 'vitest';
import { balancedSplit } from './balanced-split.ts';

describe('balancedSplit', () => {
  it('alternates records that share nothing yet, first part first', () => {
    expect(balancedSplit(['a', 'b', 'c', 'd'], (item) => [item], ['tune', 'holdout'])).toEqual(['tune', 'holdout', 'tune', 'holdout']);
  });

  it('sends a record to the part holding fewer of its features, whatever its position', () => {
    // pt goes to tune, pt to holdout; the third pt ties (alternates to tune); es goes where es is fewer.
    const items = [{ lang: 'pt' }, { lang: 'pt' }, { lang: 'es' }, { lang: 'es' }, { lang: 'pt' }];
    expect(balancedSplit(items, ({ lang }) => [lang], ['tune', 'held-out'])).toEqual(['tune', 'held-out', 'tune', 'held-out', 'tune']);
  });

  it('balances each feature when records carry several', () => {
    const items = [
      { lang: 'pt', kind: 'phone' },
      { lang: 'pt', kind: 'link' },
      { lang: 'es', kind: 'phone' },
      { lang: 'es', kind: 'link' },
    ];
    const parts = balancedSplit(items, ({ lang, kind }) => [`lang:${lang}`, `kind:${kind}`], ['tune', 'holdout']);
    for (const feature of ['pt', 'es']) expect(parts.filter((_, i) => items[i]!.lang === feature).sort()).toEqual(['holdout', 'tune']);
    for (const feature of ['phone', 'link']) expect(parts.filter((_, i) => items[i]!.kind === feature).sort()).toEqual(['holdout', 'tune']);
  });
});
