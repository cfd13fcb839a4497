import { isSameLocale } from './locales.ts';
import type { TranslationJob } from './translation-job.ts';
import { translationMemoryKey } from './translation-memory.ts';

/** One distinct source text to translate into one target locale; many request keys may share it. */
export interface TranslationUnit {
  /** The translation-memory key, which also identifies the unit within a request. */
  key: string;
  targetLocale: string;
  text: string;
  /** What was wrong with the previous answer, told to the model when the unit is asked again. */
  note?: string;
}

/**
 * Whether a text needs the model at all: a blank text stays as it is and a text already in the
 * target locale is copied, neither costs a call.
 */
export function needsTranslation(job: TranslationJob, targetLocale: string, text: string): boolean {
  return text.trim() !== '' && !isSameLocale(job.sourceLocale, targetLocale);
}

/** The unit a request text becomes in a target locale. */
export function unitFor(job: TranslationJob, targetLocale: string, text: string): TranslationUnit {
  const { sourceLocale, context, serviceCoreContext } = job;
  return { key: translationMemoryKey({ sourceLocale, targetLocale, context, serviceCoreContext, text }), targetLocale, text };
}

/**
 * Every translation the job needs, once per distinct text and target locale (two keys holding
 * the same text, or two spellings of one target locale, cost one translation).
 */
export function planUnits(job: TranslationJob): TranslationUnit[] {
  const units = new Map<string, TranslationUnit>();
  for (const { locale } of job.targets) {
    for (const text of Object.values(job.data)) {
      if (!needsTranslation(job, locale, text)) continue;
      const unit = unitFor(job, locale, text);
      if (!units.has(unit.key)) units.set(unit.key, unit);
    }
  }
  return [...units.values()];
}
