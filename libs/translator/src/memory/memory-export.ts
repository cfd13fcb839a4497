import type { KeyValueStore } from '@circular/runtime';
import type { TranslationJob } from '../translation-job.ts';
import { needsTranslation, unitFor } from '../translation-unit.ts';
import { memoryExportKey, memoryExportNamespace } from '../translation-memory.ts';
import type { TranslationMemoryEntry } from '@circular/contract';

/**
 * Records, for the export, the model's translations a request has just verified: one entry per
 * catalogue key and target locale whose unit is in `translated` (unit key → text). Translations
 * served from the memory are not written again. Requests recording in the same turn of the event
 * loop (the requests of one merged run, answered together) are written as one `setMany`
 * (`writeTogether`).
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
  await writeTogether(memory, entries);
}

interface PendingWrite {
  entries: [string, TranslationMemoryEntry][];
  written: Promise<void>;
}

/** Export entries collected for the next write, per store. */
const pendingWrites = new WeakMap<KeyValueStore, PendingWrite>();

/**
 * Writes these entries with every other request's of this turn of the event loop, in one
 * `setMany` after it (`setImmediate`): one SQLite transaction or PostgreSQL statement for a merged
 * run's requests rather than one each (a write per request was a tenth of the translator's CPU
 * under a burst, November 2026). Resolves, or rejects, with that write; a key written twice keeps
 * the later entry, as two writes in turn would.
 */
function writeTogether(memory: KeyValueStore, entries: [string, TranslationMemoryEntry][]): Promise<void> {
  let pending = pendingWrites.get(memory);
  if (!pending) {
    const collected: PendingWrite['entries'] = [];
    const written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      pendingWrites.delete(memory);
      return memory.setMany(memoryExportNamespace, collected);
    });
    pendingWrites.set(memory, (pending = { entries: collected, written }));
  }
  pending.entries.push(...entries);
  return pending.written;
}
