import { MemoryStore } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import { planRequest } from './plan-request.ts';
import { reviewedMemoryKey, reviewedMemoryNamespace, translationMemoryKey, translationMemoryNamespace } from './translation-memory.ts';

const request = { source_locale: 'en', target_locales: ['en-GB', 'fr', 'de'], context: 'Shoes', data: { a: 'Red', b: ' ' } };
const key = (targetLocale: string) => translationMemoryKey({ sourceLocale: 'en', targetLocale, context: 'Shoes', serviceCoreContext: null, text: 'Red' });

describe('planRequest', () => {
  it('leaves copies and blank texts out, takes what the memory holds and lists the rest for the model', async () => {
    const memory = new MemoryStore();
    await memory.set(translationMemoryNamespace, key('fr'), 'Rouge');
    const { job, recalled, pending } = await planRequest(request, memory);
    expect(job.targets).toEqual([
      { requested: 'en-GB', locale: 'en-GB' },
      { requested: 'fr', locale: 'fr' },
      { requested: 'de', locale: 'de' },
    ]);
    expect(recalled).toEqual({ [key('fr')]: 'Rouge' });
    expect(pending).toEqual([{ key: key('de'), targetLocale: 'de', text: 'Red' }]);
  });

  it('lists every text needing a translation when there is no memory', async () => {
    const { recalled, pending } = await planRequest(request, undefined);
    expect(recalled).toEqual({});
    // Holds what the memory gave and nothing else, inherited keys included.
    expect(recalled['constructor']).toBeUndefined();
    expect(pending.map((unit) => unit.targetLocale)).toEqual(['fr', 'de']);
  });

  it('looks up the requests planned in one turn together, each answered its own units only', async () => {
    const memory = new MemoryStore();
    await memory.set(translationMemoryNamespace, key('fr'), 'Rouge (model)');
    await memory.set(reviewedMemoryNamespace, reviewedMemoryKey({ sourceLocale: 'en', targetLocale: 'fr', context: 'Shoes', text: 'Red' }), 'Rouge');
    const other = translationMemoryKey({ sourceLocale: 'en', targetLocale: 'de', context: 'Shoes', serviceCoreContext: null, text: 'Green' });
    await memory.set(translationMemoryNamespace, other, 'Grün');
    const getMany = vi.spyOn(memory, 'getMany');
    const [first, second, third] = await Promise.all([
      planRequest({ ...request, target_locales: ['fr'] }, memory),
      planRequest({ ...request, target_locales: ['de'], data: { c: 'Green', d: 'Red' } }, memory),
      planRequest({ ...request, target_locales: ['it'] }, memory),
    ]);
    // Reviewed pairs, then the model's translations: two look-ups for the three requests.
    expect(getMany).toHaveBeenCalledTimes(2);
    expect(first.recalled).toEqual({ [key('fr')]: 'Rouge' });
    expect(first.pending).toEqual([]);
    expect(second.recalled).toEqual({ [other]: 'Grün' });
    expect(second.pending).toEqual([{ key: key('de'), targetLocale: 'de', text: 'Red' }]);
    expect(third.recalled).toEqual({});
    expect(third.pending).toEqual([{ key: key('it'), targetLocale: 'it', text: 'Red' }]);
    // A later turn asks again, and sees what was written meanwhile.
    await memory.set(translationMemoryNamespace, key('it'), 'Rosso');
    expect((await planRequest({ ...request, target_locales: ['it'] }, memory)).recalled).toEqual({ [key('it')]: 'Rosso' });
    expect(getMany).toHaveBeenCalledTimes(4);
  });

  it('fails every look-up of a turn whose read fails, and the next turn reads again', async () => {
    const memory = new MemoryStore();
    vi.spyOn(memory, 'getMany').mockRejectedValueOnce(new Error('store down'));
    const results = await Promise.allSettled([planRequest(request, memory), planRequest({ ...request, target_locales: ['fr'] }, memory)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await planRequest(request, memory)).pending).toHaveLength(2);
  });
});
