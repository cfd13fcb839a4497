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

/** The verified translations the store holds for these keys (absent keys are simply missing). */
export async function recallTranslations(memory: KeyValueStore | undefined, keys: readonly string[]): Promise<Map<string, string>> {
  if (!memory || keys.length === 0) return new Map();
  return memory.getMany<string>(translationMemoryNamespace, keys);
}

/** Keeps verified translations; nothing else may enter the memory. */
export async function rememberTranslations(memory: KeyValueStore | undefined, verified: Readonly<Record<string, string>>): Promise<void> {
  const entries = Object.entries(verified);
  if (!memory || entries.length === 0) return;
  await memory.setMany(translationMemoryNamespace, entries);
}
