import { describe, expect, it } from 'vitest';
import { noControls } from './controls/translation-controls.ts';
import type { TranslationJob } from './translation-job.ts';
import { translationMemoryKey } from './translation-memory.ts';
import { needsTranslation, planUnits } from './translation-unit.ts';

const job: TranslationJob = {
  sourceLocale: 'en',
  targets: [
    { requested: 'es', locale: 'es' },
    { requested: 'ES', locale: 'es' },
    { requested: 'en-GB', locale: 'en-GB' },
    { requested: 'pt-PT', locale: 'pt-PT' },
  ],
  context: 'Phones',
  serviceCoreContext: null,
  data: { a: 'Black', b: 'Black', c: '', d: 'White' },
  controls: noControls,
};

describe('planUnits', () => {
  it('plans one unit per distinct text and target locale, skipping copies and blanks', () => {
    expect(planUnits(job).map((unit) => `${unit.targetLocale}:${unit.text}`)).toEqual(['es:Black', 'es:White', 'pt-PT:Black', 'pt-PT:White']);
  });

  it('keys each unit by its translation-memory key', () => {
    const [first] = planUnits(job);
    expect(first!.key).toBe(translationMemoryKey({ sourceLocale: 'en', targetLocale: 'es', context: 'Phones', serviceCoreContext: null, text: 'Black' }));
  });
});

describe('needsTranslation', () => {
  it('needs the model only for non-blank text into another locale', () => {
    expect(needsTranslation(job, 'es', 'Black')).toBe(true);
    expect(needsTranslation(job, 'es', ' \t')).toBe(false);
    expect(needsTranslation(job, 'en-US', 'Black')).toBe(false);
  });
});

describe('translationMemoryKey', () => {
  it('differs whenever the source, target, context, business context or text differ', () => {
    const base = { sourceLocale: 'en', targetLocale: 'es', context: 'Phones', serviceCoreContext: null, text: 'Black' };
    const variants = [
      base,
      { ...base, sourceLocale: 'en-GB' },
      { ...base, targetLocale: 'es-MX' },
      { ...base, context: 'Shoes' },
      { ...base, serviceCoreContext: 'Phones' },
      { ...base, text: 'black' },
    ];
    expect(new Set(variants.map(translationMemoryKey)).size).toBe(6);
    expect(translationMemoryKey({ ...base })).toBe(translationMemoryKey(base));
  });
});
