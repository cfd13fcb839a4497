import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('SURNAME', 'SURNAME')).toBe(0);
    expect(editDistance('SUBNAME', 'SURNAME')).toBe(1);
    expect(editDistance('EXPRY', 'EXPIRY')).toBe(1);
    expect(editDistance('KITTEN', 'SITTING')).toBe(3);
    expect(editDistance('', 'ABC')).toBe(3);
  });
});
