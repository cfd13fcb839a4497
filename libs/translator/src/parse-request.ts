import { translatorLimits, type TranslatorRequest } from '@circular/contract';
import { assertValidRequest, InvalidRequestError, refuseCallbackUrl, type FieldError } from '@circular/runtime';
import { readControls } from './controls/translation-controls.ts';
import { knownLocale } from './locales.ts';
import type { TargetLocale, TranslationJob } from './translation-job.ts';

/**
 * Validates a translator request with the contract's own validator (the API's rules, pointers and
 * messages), then the checks JSON Schema cannot state: locales that exist, the total character
 * limit of `x-limits`, the controls of `agent_specific` (controls/translation-controls.ts), and no `callback_url` (a library call answers in the call). Normalises it.
 * @throws InvalidRequestError naming each bad field.
 */
export function parseTranslatorRequest(input: unknown): TranslationJob {
  assertValidRequest('translate', input);
  refuseCallbackUrl(input);
  const request = input as TranslatorRequest;
  const errors: FieldError[] = [];
  const sourceLocale = readKnownLocale(request.source_locale, '/source_locale', errors);
  const requested = request.target_locale !== undefined ? [{ code: request.target_locale, pointer: '/target_locale' }] : targetList(request.target_locales);
  const targets: TargetLocale[] = [];
  for (const { code, pointer } of requested) {
    const locale = readKnownLocale(code, pointer, errors);
    if (locale !== undefined) targets.push({ requested: code, locale });
  }
  const totalChars = Object.values(request.data).reduce((sum, text) => sum + characterCount(text), 0);
  if (totalChars > translatorLimits.maxTotalChars) {
    errors.push({ pointer: '/data', message: `must hold at most ${translatorLimits.maxTotalChars} characters in total` });
  }
  const controls = readControls(request, targets.map((target) => target.locale), errors);
  if (errors.length > 0) throw new InvalidRequestError(errors.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0)));
  return { sourceLocale: sourceLocale!, targets, context: request.context, serviceCoreContext: request.service_core_context ?? null, data: request.data, controls };
}

function targetList(codes: readonly string[] | undefined): { code: string; pointer: string }[] {
  return (codes ?? []).map((code, index) => ({ code, pointer: `/target_locales/${index}` }));
}

/**
 * A locale the model can be asked for: the schema has checked its form; this checks that its
 * language, script and region exist, so `xx` or `pt-XX` is a 422 rather than a prompt.
 */
function readKnownLocale(code: string, pointer: string, errors: FieldError[]): string | undefined {
  const locale = knownLocale(code);
  if (locale === undefined) errors.push({ pointer, message: 'must be a known locale such as pt, pt-PT or en_US' });
  return locale;
}

/** Characters as JSON Schema's `maxLength` counts them: code points, not UTF-16 units. */
export function characterCount(text: string): number {
  // UTF-16 units less the second half of each surrogate pair, without an array of the characters.
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}
