import type { KeyValueStore } from '@circular/runtime';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/** What the translator is built from; nothing is read from the environment. */
export interface TranslatorDeps {
  /**
   * The chat model. May be absent: requests that need no model call (same-locale copies, blank
   * texts, translation-memory hits) still succeed; others fail with ModelNotConfiguredError.
   */
  model?: BaseChatModel | undefined;
  /** Where verified translations are kept, so a repeated request costs no model call. */
  memory?: KeyValueStore | undefined;
  /** Model requests in flight at once, across target locales and batches. Default 4. */
  maxConcurrency?: number | undefined;
  /** Characters of source text per model request. Default 24,000 (about 6,000 tokens each way). */
  batchChars?: number | undefined;
  /** Times a text is put to the model before the request fails as incomplete. Default 3. */
  maxAttempts?: number | undefined;
  /**
   * Whether `translate` serves concurrent requests that need the model and share their settings
   * (source locale, target locales, `context`, `service_core_context`) with one graph run over
   * all their texts. Default true.
   */
  coalesce?: boolean | undefined;
}

export const translatorDefaults = { maxConcurrency: 4, batchChars: 24_000, maxAttempts: 3, coalesce: true } as const;

/** The deps' numeric settings, defaults applied and checked once, when the translator is built. */
export interface TranslatorSettings {
  maxConcurrency: number;
  batchChars: number;
  maxAttempts: number;
}

export function translatorSettings(deps: TranslatorDeps): TranslatorSettings {
  return {
    maxConcurrency: positiveInteger(deps.maxConcurrency ?? translatorDefaults.maxConcurrency, 'maxConcurrency'),
    batchChars: positiveInteger(deps.batchChars ?? translatorDefaults.batchChars, 'batchChars'),
    maxAttempts: positiveInteger(deps.maxAttempts ?? translatorDefaults.maxAttempts, 'maxAttempts'),
  };
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer, not ${value}`);
  return value;
}
