import { MemoryStore } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { planRequest } from './plan-request.ts';
import { translationMemoryKey, translationMemoryNamespace } from './translation-memory.ts';

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
    expect(pending.map((unit) => unit.targetLocale)).toEqual(['fr', 'de']);
  });
});
