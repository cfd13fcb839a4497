import type { KeyValueStore } from '@circular/runtime';
import type { TranslatorStateValue } from '../state.ts';
import { recallTranslations } from '../translation-memory.ts';

/** Serves what the translation memory already holds, so only new texts reach the model. */
export function createRecallMemory({ memory }: { memory?: KeyValueStore | undefined }) {
  return async function recallMemory({ pending }: TranslatorStateValue): Promise<Pick<TranslatorStateValue, 'recalled' | 'pending'>> {
    const found = await recallTranslations(
      memory,
      pending.map((unit) => unit.key),
    );
    return { recalled: Object.fromEntries(found), pending: pending.filter((unit) => !found.has(unit.key)) };
  };
}
