import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { datasetPart } from './id-validator-split.ts';

describe('datasetPart', () => {
  it('puts a case whose sha256 starts with an odd byte in the holdout part', () => {
    expect(createHash('sha256').update('e').digest('hex').slice(0, 2)).toBe('3f');
    expect(datasetPart('e')).toBe('holdout');
    expect(createHash('sha256').update('a').digest('hex').slice(0, 2)).toBe('ca');
    expect(datasetPart('a')).toBe('tune');
  });

  it('splits many ids into both parts, each id always the same way', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `case-${i}`);
    const parts = ids.map(datasetPart);
    expect(ids.map(datasetPart)).toEqual(parts);
    expect(parts.filter((p) => p === 'holdout').length).toBeGreaterThan(60);
    expect(parts.filter((p) => p === 'tune').length).toBeGreaterThan(60);
  });
});
