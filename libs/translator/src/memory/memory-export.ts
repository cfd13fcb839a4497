import type { KeyValueStore } from '@circular/runtime';
import type { TranslationJob } from '../translation-job.ts';
import { needsTranslation, unitFor } from '../translation-unit.ts';
import { memoryExportKey, memoryExportNamespace } from '../translation-memory.ts';
import type { TranslationMemoryEntry } from '@circular/contract';

/**
 * Records, for the export, the model's translations a request has just verified: one entry per
 * catalogue key and target locale whose unit is in `translated` (unit key → text). Translations
 * served from the memory are not written again.
 */
export async function recordModelTranslations(
  memory: KeyValueStore | undefined,
  job: TranslationJob,
  translated: ReadonlyMap<string, string>,
  now: Date = new Date(),
): Promise<void> {
  if (!memory || translated.size === 0) return;
  const entries: [string, TranslationMemoryEntry][] = [];
  for (const { locale } of job.targets) {
    for (const [key, text] of Object.entries(job.data)) {
      if (!needsTranslation(job, locale, text)) continue;
      const target = translated.get(unitFor(job, locale, key).key);
      if (target === undefined) continue;
      entries.push([
        memoryExportKey(key, locale),
        { key, source_locale: job.sourceLocale, target_locale: locale, context: job.context, source: text, target, origin: 'model', reviewer: null, updated_at: now.toISOString() },
      ]);
    }
  }
  await memory.setMany(memoryExportNamespace, entries);
}
