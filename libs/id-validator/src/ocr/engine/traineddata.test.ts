import { describe, expect, it } from 'vitest';
import { traineddataEntries, traineddataWithout } from './traineddata.ts';

/** A container of 24 entries holding the given ones (by index), each its bytes. */
function container(entries: Record<number, string>): Buffer {
  const count = 24;
  const head = Buffer.alloc(4 + 8 * count);
  head.writeInt32LE(count, 0);
  const parts: Buffer[] = [];
  let position = head.length;
  for (let i = 0; i < count; i++) {
    const text = entries[i];
    head.writeBigInt64LE(BigInt(text === undefined ? -1 : position), 4 + 8 * i);
    if (text === undefined) continue;
    parts.push(Buffer.from(text));
    position += text.length;
  }
  return Buffer.concat([head, ...parts]);
}

/** The bytes of each entry present, by index, read back with tesseract's layout. */
function read(data: Buffer): Record<number, string> {
  const out: Record<number, string> = {};
  const count = data.readInt32LE(0);
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
  offsets.forEach((offset, i) => {
    if (offset < 0) return;
    const end = Math.min(data.length, ...offsets.filter((other) => other > offset));
    out[i] = data.subarray(offset, end).toString();
  });
  return out;
}

describe('traineddataWithout', () => {
  it('leaves out the entries named and keeps every other byte for byte, at offsets that point at them', () => {
    const full = container({ 1: 'UNICHARSET', 3: 'INTTEMP', 14: 'BIGRAM-DAWG-BIG', 17: 'LSTM', 23: 'v5' });
    const stripped = traineddataWithout(full, ['bigram-dawg', 'lstm']);
    expect(read(stripped)).toEqual({ 1: 'UNICHARSET', 3: 'INTTEMP', 23: 'v5' });
    expect(stripped.length).toBe(full.length - 'BIGRAM-DAWG-BIG'.length - 'LSTM'.length);
    expect(traineddataEntries(stripped)).toEqual([
      { component: 'unicharset', bytes: 10 },
      { component: 'inttemp', bytes: 7 },
      { component: 'version', bytes: 2 },
    ]);
  });

  it('returns the same container when nothing named is present', () => {
    const full = container({ 1: 'UNICHARSET', 3: 'INTTEMP' });
    expect(traineddataWithout(full, ['lstm']).equals(full)).toBe(true);
  });

  it('refuses bytes that are no container', () => {
    expect(() => traineddataWithout(Buffer.from('not a model at all'), ['lstm'])).toThrow('not a tesseract traineddata file');
  });
});
