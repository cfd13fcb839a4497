import { createHash } from 'node:crypto';
import type { KeyValueStore } from '@circular/runtime';
import { translatorPromptVersion } from './prompts.ts';

/** Store namespace of verified translations. */
export const translationMemoryNamespace = 'translation-memory';

export interface TranslationMemoryKey {
  sourceLocale: string;
  targetLocale: string;
  context: string;
  serviceCoreContext: string | null;
  text: string;
  /** The unit's controls (glossary, kept terms, formality, length, note), when any apply. */
  controls?: unknown;
}

/**
 * The memory key of one source text in one translation setting. Everything that can change the
 * translation is in it, the prompt version included, so a reworded prompt does not serve answers
 * given to the old one. Hashed: keys stay short whatever the text's length.
 */
export function translationMemoryKey({ sourceLocale, targetLocale, context, serviceCoreContext, text, controls }: TranslationMemoryKey): string {
  // Without controls the material is what it was before they existed, so earlier entries still serve.
  const parts = [translatorPromptVersion, sourceLocale, targetLocale, context, serviceCoreContext, text];
  const material = JSON.stringify(controls === undefined ? parts : [...parts, controls]);
  return createHash('sha256').update(material).digest('base64url');
}

/**
 * The translations the store holds for these units, by unit key: a reviewed translation of the
 * unit's text where there is one (it wins over the model's), else the model's verified one.
 */
export async function recallTranslations(
  memory: KeyValueStore | undefined,
  units: readonly { key: string; reviewedKey: string }[],
): Promise<Map<string, string>> {
  if (!memory || units.length === 0) return new Map();
  const reviewed = await memory.getMany<string>(reviewedMemoryNamespace, [...new Set(units.map((unit) => unit.reviewedKey))]);
  const found = new Map<string, string>();
  for (const unit of units) if (reviewed.has(unit.reviewedKey)) found.set(unit.key, reviewed.get(unit.reviewedKey)!);
  const rest = units.filter((unit) => !found.has(unit.key)).map((unit) => unit.key);
  for (const [key, text] of rest.length > 0 ? await memory.getMany<string>(translationMemoryNamespace, rest) : []) found.set(key, text);
  return found;
}

/** Keeps verified translations; nothing else may enter the memory. */
export async function rememberTranslations(memory: KeyValueStore | undefined, verified: Readonly<Record<string, string>>): Promise<void> {
  const entries = Object.entries(verified);
  if (!memory || entries.length === 0) return;
  await memory.setMany(translationMemoryNamespace, entries);
}

/** Store namespace of reviewed translations, by `reviewedMemoryKey`. */
export const reviewedMemoryNamespace = 'translation-memory-reviewed';

/** Store namespace of the export: the latest entry per catalogue key and target locale. */
export const memoryExportNamespace = 'translation-memory-export';

/**
 * The key of a reviewed translation: what the reviewer saw (the source text, its locale, the
 * target locale and the catalogue `context`). No prompt version, service context or controls: a
 * person's translation stands whatever the model was told.
 */
export function reviewedMemoryKey({ sourceLocale, targetLocale, context, text }: Omit<TranslationMemoryKey, 'serviceCoreContext' | 'controls'>): string {
  return createHash('sha256').update(JSON.stringify(['reviewed', sourceLocale, targetLocale, context, text])).digest('base64url');
}

/**
 * The export key: catalogue key first, so a key prefix selects its entries. A space between: keys
 * cannot hold one (the contract's key pattern), it sorts before every key character so a key's
 * locales stay together, and PostgreSQL text cannot hold the NUL a separator would usually be.
 */
export function memoryExportKey(key: string, targetLocale: string): string {
  return `${key} ${targetLocale}`;
}
