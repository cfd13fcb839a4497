import type { KeyValueStore } from '@circular/runtime';
import type { TranslatorStateUpdate, TranslatorStateValue } from '../state.ts';
import { rememberTranslations as storeTranslations } from '../translation-memory.ts';

/**
 * Keeps this run's verified translations, even when others failed: a retry of the request then
 * pays only for the texts that failed.
 */
export function createRememberTranslations({ memory }: { memory?: KeyValueStore | undefined }) {
  return async function rememberTranslations({ verified }: TranslatorStateValue): Promise<TranslatorStateUpdate> {
    await storeTranslations(memory, verified);
    return {};
  };
}
