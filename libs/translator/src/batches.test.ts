import { describe, expect, it } from 'vitest';
import { batchUnits } from './batches.ts';
import type { TranslationUnit } from './translation-unit.ts';

const unit = (targetLocale: string, text: string): TranslationUnit => ({ key: `${targetLocale}:${text}`, targetLocale, text });
const texts = (batches: TranslationUnit[][]) => batches.map((batch) => batch.map((u) => `${u.targetLocale}:${u.text}`));

describe('batchUnits', () => {
  it('keeps one target locale per batch, in order', () => {
    const units = [unit('es', 'a'), unit('fr', 'b'), unit('es', 'c')];
    expect(texts(batchUnits(units, { maxChars: 10_000 }))).toEqual([['es:a', 'es:c'], ['fr:b']]);
  });

  it('fills each batch up to the character limit, counting 24 characters of framing per text', () => {
    const units = ['x'.repeat(26), 'y'.repeat(26), 'z'.repeat(26)].map((text) => unit('es', text));
    expect(batchUnits(units, { maxChars: 100 }).map((batch) => batch.length)).toEqual([2, 1]);
    expect(batchUnits(units, { maxChars: 150 }).map((batch) => batch.length)).toEqual([3]);
  });

  it('sends a text longer than the limit alone rather than cutting it', () => {
    const units = [unit('es', 'short'), unit('es', 'l'.repeat(500)), unit('es', 'tiny')];
    expect(batchUnits(units, { maxChars: 100 }).map((batch) => batch.map((u) => u.text.length))).toEqual([[5], [500], [4]]);
  });

  it('makes no batch of nothing', () => {
    expect(batchUnits([], { maxChars: 100 })).toEqual([]);
  });
});
