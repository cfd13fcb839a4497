import { translatorLimits } from '@circular/contract';
import { InvalidRequestError, normalizeLocale, type FieldError } from '@circular/runtime';
import { knownLocale } from './locales.ts';
import type { TargetLocale, TranslationJob } from './translation-job.ts';

/**
 * Validates a translator request with the contract's rules and messages, every bad field named by
 * JSON pointer (sorted, as the API's validator sorts them), and normalises it. Node callers reach
 * `translate` without the HTTP layer's validation, so the library cannot rely on it; the total
 * character limit and known locales are checked only here.
 */
export function parseTranslatorRequest(input: unknown): TranslationJob {
  if (!isObject(input)) throw new InvalidRequestError([{ pointer: '', message: 'must be a JSON object' }]);
  const errors: FieldError[] = [];
  const sourceLocale = readLocale(input['source_locale'], '/source_locale', errors);
  const targets = readTargets(input, errors);
  const context = readString(input['context'], '/context', errors);
  const serviceCoreContext = readOptionalString(input['service_core_context'], '/service_core_context', errors);
  const data = readData(input['data'], errors);
  if (errors.length > 0) throw new InvalidRequestError(errors.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)));
  return { sourceLocale: sourceLocale!, targets, context: context!, serviceCoreContext, data: data! };
}

function readTargets(input: Record<string, unknown>, errors: FieldError[]): TargetLocale[] {
  const single = input['target_locale'];
  const several = input['target_locales'];
  if (single !== undefined && several !== undefined) {
    errors.push({ pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' });
  }
  if (single === undefined && several === undefined) {
    errors.push({ pointer: '/target_locale', message: 'is required: send either target_locale or target_locales' });
  }
  const targets: TargetLocale[] = [];
  if (single !== undefined) {
    const locale = readLocale(single, '/target_locale', errors);
    if (locale !== undefined) targets.push({ requested: single as string, locale });
  }
  if (several !== undefined) {
    const list = readLocaleList(several, errors);
    if (single === undefined) targets.push(...list);
  }
  return targets;
}

function readLocaleList(value: unknown, errors: FieldError[]): TargetLocale[] {
  const pointer = '/target_locales';
  if (!Array.isArray(value)) {
    errors.push({ pointer, message: 'must be an array' });
    return [];
  }
  if (value.length === 0) errors.push({ pointer, message: 'must not be empty' });
  if (value.length > translatorLimits.maxTargetLocales) errors.push({ pointer, message: `must have at most ${translatorLimits.maxTargetLocales} items` });
  const targets: TargetLocale[] = [];
  value.forEach((requested: unknown, index) => {
    const first = value.indexOf(requested);
    if (first < index) errors.push({ pointer: `${pointer}/${index}`, message: `duplicates item ${first}` });
    const locale = readLocale(requested, `${pointer}/${index}`, errors);
    if (locale !== undefined && first === index) targets.push({ requested: requested as string, locale });
  });
  return targets;
}

function readData(value: unknown, errors: FieldError[]): Record<string, string> | undefined {
  const pointer = '/data';
  if (value === undefined) {
    errors.push({ pointer, message: 'is required' });
    return undefined;
  }
  if (!isObject(value)) {
    errors.push({ pointer, message: 'must be an object' });
    return undefined;
  }
  const entries = Object.entries(value);
  const before = errors.length;
  if (entries.length > translatorLimits.maxKeys) errors.push({ pointer, message: `must have at most ${translatorLimits.maxKeys} keys` });
  let totalChars = 0;
  for (const [key, text] of entries) {
    const keyPointer = `${pointer}/${escapePointer(key)}`;
    if (typeof text !== 'string') {
      errors.push({ pointer: keyPointer, message: 'must be a string' });
      continue;
    }
    const chars = characterCount(text);
    totalChars += chars;
    if (chars > translatorLimits.maxValueChars) errors.push({ pointer: keyPointer, message: `must be at most ${translatorLimits.maxValueChars} characters` });
  }
  if (totalChars > translatorLimits.maxTotalChars) {
    errors.push({ pointer, message: `must hold at most ${translatorLimits.maxTotalChars} characters in total` });
  }
  return errors.length === before ? (value as Record<string, string>) : undefined;
}

/**
 * A locale the model can be asked for: well-formed (the contract's own check) and naming a
 * language, script and region that exist, so `xx` or `pt-XX` is a 422 rather than a prompt.
 */
function readLocale(value: unknown, pointer: string, errors: FieldError[]): string | undefined {
  if (value === undefined) {
    errors.push({ pointer, message: 'is required' });
    return undefined;
  }
  const locale = typeof value === 'string' ? knownLocale(value) : undefined;
  if (locale !== undefined) return locale;
  const wellFormed = typeof value === 'string' && normalizeLocale(value) !== undefined;
  errors.push({ pointer, message: wellFormed ? 'must be a known locale such as pt, pt-PT or en_US' : 'must be a locale code such as pt, pt-PT or en_US' });
  return undefined;
}

function readString(value: unknown, pointer: string, errors: FieldError[]): string | undefined {
  if (value === undefined) errors.push({ pointer, message: 'is required' });
  else if (typeof value !== 'string') errors.push({ pointer, message: 'must be a string' });
  else return value;
  return undefined;
}

function readOptionalString(value: unknown, pointer: string, errors: FieldError[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  errors.push({ pointer, message: 'must be a string or null' });
  return null;
}

/** Characters as JSON Schema's `maxLength` counts them: code points, not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** RFC 6901: `~` and `/` in a key are escaped so the pointer names exactly that key. */
function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
