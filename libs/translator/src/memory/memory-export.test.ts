import { MemoryStore } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import { parseTranslatorRequest } from '../parse-request.ts';
import { memoryExportNamespace } from '../translation-memory.ts';
import { unitFor } from '../translation-unit.ts';
import { recordModelTranslations } from './memory-export.ts';

const now = new Date('2026-11-25T05:00:00Z');

/** A job of one key and the model's translation of its unit. */
function translated(key: string, text: string) {
  const job = parseTranslatorRequest({ source_locale: 'en', target_locale: 'fr', context: 'Shoes', data: { [key]: text } });
  return { job, translations: new Map([[unitFor(job, 'fr', key).key, `[fr] ${text}`]]) };
}

describe('recordModelTranslations', () => {
  it('writes the entries of requests recorded in one turn of the event loop with one write', async () => {
    const memory = new MemoryStore();
    const setMany = vi.spyOn(memory, 'setMany');
    const [red, blue] = [translated('a', 'Red'), translated('b', 'Blue')];
    await Promise.all([recordModelTranslations(memory, red.job, red.translations, now), recordModelTranslations(memory, blue.job, blue.translations, now)]);
    expect(setMany).toHaveBeenCalledTimes(1);
    expect(setMany.mock.calls[0]![0]).toBe(memoryExportNamespace);
    expect(setMany.mock.calls[0]![1].map(([key]) => key)).toEqual(['a fr', 'b fr']);

    const green = translated('c', 'Green');
    await recordModelTranslations(memory, green.job, green.translations, now);
    expect(setMany).toHaveBeenCalledTimes(2);
    expect(await memory.entries(memoryExportNamespace, { prefix: '', limit: 10 })).toEqual([
      ['a fr', expect.objectContaining({ source: 'Red', target: '[fr] Red', origin: 'model' })],
      ['b fr', expect.objectContaining({ source: 'Blue', target: '[fr] Blue' })],
      ['c fr', expect.objectContaining({ source: 'Green', target: '[fr] Green' })],
    ]);
  });

  it('keeps the later entry of a key two requests of one write recorded', async () => {
    const memory = new MemoryStore();
    const [first, second] = [translated('a', 'Red'), translated('a', 'Blue')];
    await Promise.all([recordModelTranslations(memory, first.job, first.translations, now), recordModelTranslations(memory, second.job, second.translations, now)]);
    expect(await memory.entries(memoryExportNamespace, { prefix: 'a', limit: 10 })).toEqual([['a fr', expect.objectContaining({ source: 'Blue' })]]);
  });

  it('rejects every request of a write that fails', async () => {
    const memory = new MemoryStore();
    vi.spyOn(memory, 'setMany').mockRejectedValueOnce(new Error('disk full'));
    const [red, blue] = [translated('a', 'Red'), translated('b', 'Blue')];
    const results = await Promise.allSettled([recordModelTranslations(memory, red.job, red.translations, now), recordModelTranslations(memory, blue.job, blue.translations, now)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
