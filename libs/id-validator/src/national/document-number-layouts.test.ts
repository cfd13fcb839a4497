import { describe, expect, it } from 'vitest';
import { documentNumberLayouts, numberPositionKinds } from './document-number-layouts.ts';

describe('numberPositionKinds', () => {
  it('keeps letters and digits where the layout has them, fillers after a short number', () => {
    expect(numberPositionKinds(['AA999999'])).toEqual(['letter', 'letter', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit-or-filler']);
  });

  it('narrows only where every layout in circulation agrees', () => {
    expect(numberPositionKinds(['A9999999', 'AA9999999'])).toEqual(['letter', 'alnum', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit-or-filler']);
  });

  it('describes every layout with nine positions at most, in A, 9 and X', () => {
    const all = Object.values(documentNumberLayouts).flatMap((layouts) => [...(layouts.passport ?? []), ...(layouts.identityCard ?? [])]);
    expect(all.every((layout) => /^[A9X]{1,9}$/.test(layout))).toBe(true);
  });
});
