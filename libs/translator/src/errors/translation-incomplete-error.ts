import { ServiceError } from '@circular/runtime';

/** A request key the translator could not translate faithfully into a target locale. */
export interface UntranslatedKey {
  /** The target locale as the request wrote it. */
  target_locale: string;
  key: string;
  /**
   * The rule the last answer broke: a fidelity kind (`placeholder`, `html-tag`, `number`, `icu`,
   * `line-break`, `empty`…), `answer` (missing or unusable), or a control (`glossary`,
   * `do-not-translate`, `formality`, `max-length`).
   */
  rule: string;
  /** What the last answer got wrong, e.g. `missing placeholder %{count}`. */
  reason: string;
}

/** Why a text has no translation: the rule broken and what was wrong. */
export type FailureReason = Pick<UntranslatedKey, 'rule' | 'reason'>;

const marker = Symbol.for('circular.translation-incomplete-error');

/**
 * 500: the model's answers for some keys still broke placeholders, markup or numbers (or were
 * missing) when the retry budget ran out. The request fails rather than return a broken or
 * untranslated value; the verified rest is already in the translation memory, so a retry costs
 * only the failed keys.
 */
export class TranslationIncompleteError extends ServiceError {
  readonly [marker] = true;
  readonly keys: UntranslatedKey[];
  /** Times each of these texts was put to the model. */
  readonly attempts: number;

  constructor(keys: UntranslatedKey[], { attempts }: { attempts: number }) {
    const named = keys.slice(0, 5).map(({ target_locale, key }) => `${key} (${target_locale})`);
    const more = keys.length > named.length ? ` and ${keys.length - named.length} more` : '';
    super('translation-incomplete', 500, 'Translation incomplete', {
      detail: `No faithful translation after ${attempts} attempt${attempts === 1 ? '' : 's'} for ${named.join(', ')}${more}.`,
      extensions: { keys },
      // Transient: the model may well answer faithfully next time, and the verified keys are kept.
      retryAfterSeconds: 10,
    });
    this.keys = keys;
    this.attempts = attempts;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is TranslationIncompleteError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
