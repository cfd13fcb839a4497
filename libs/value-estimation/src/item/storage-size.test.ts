import { describe, expect, it } from 'vitest';
import { formatStorage, storageGb, withoutStorageSizes } from './storage-size.ts';

describe('storageGb', () => {
  it('reads GB, TB and the French Go/To, taking the largest as the storage', () => {
    expect(storageGb('8GB RAM, 256 GB SSD')).toBe(256);
    expect(storageGb('SSD 1TB')).toBe(1024);
    expect(storageGb('128 Go, 8 Go de RAM')).toBe(128);
    expect(storageGb('bateria 87%, 5G')).toBeUndefined();
  });
});

describe('formatStorage', () => {
  it('writes whole terabytes in TB and the rest in GB', () => {
    expect([64, 256, 1024, 2048, 1536].map(formatStorage)).toEqual(['64GB', '256GB', '1TB', '2TB', '1536GB']);
  });
});

describe('withoutStorageSizes', () => {
  it('removes the sizes and keeps the model words', () => {
    expect(withoutStorageSizes('MacBook Air M1 8GB 256 GB')).toBe('MacBook Air M1');
  });
});
