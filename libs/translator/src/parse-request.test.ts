import { createRequestValidator } from '@circular/contract';
import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { parseTranslatorRequest } from './parse-request.ts';

const valid = { source_locale: 'pt', target_locales: ['en', 'PT_BR'], context: 'Catálogo de telemóveis', data: { product_1_name: 'Capa' } };
const localeCode = 'must be a locale code such as pt, pt-PT or en_US';
const knownLocale = 'must be a known locale such as pt, pt-PT or en_US';
const manyLocales = ['en', 'es', 'fr', 'de', 'it', 'nl', 'sv', 'da', 'fi', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'el', 'hr', 'sl', 'lt', 'lv', 'et'];

function fieldErrors(input: unknown) {
  try {
    parseTranslatorRequest(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRequestError);
    return (error as InvalidRequestError).errors;
  }
  throw new Error('expected the request to be refused');
}

describe('parseTranslatorRequest', () => {
  it('normalises the locales and keeps the target spelling the client used', () => {
    expect(parseTranslatorRequest({ ...valid, service_core_context: 'Loja de usados' })).toEqual({
      sourceLocale: 'pt',
      targets: [
        { requested: 'en', locale: 'en' },
        { requested: 'PT_BR', locale: 'pt-BR' },
      ],
      context: 'Catálogo de telemóveis',
      serviceCoreContext: 'Loja de usados',
      data: { product_1_name: 'Capa' },
    });
  });

  it('accepts a single target_locale, and two spellings of one locale as two targets', () => {
    const { target_locales: _, ...single } = valid;
    expect(parseTranslatorRequest({ ...single, target_locale: 'PT-PT' }).targets).toEqual([{ requested: 'PT-PT', locale: 'pt-PT' }]);
    expect(parseTranslatorRequest({ ...valid, target_locales: ['en', 'EN'] }).targets).toEqual([
      { requested: 'en', locale: 'en' },
      { requested: 'EN', locale: 'en' },
    ]);
  });

  it('rejects both target fields, still checking each, and neither', () => {
    expect(fieldErrors({ ...valid, target_locale: 'en', target_locales: ['en', 'nope!'] })).toEqual([
      { pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' },
      { pointer: '/target_locales/1', message: localeCode },
    ]);
    const { target_locales: _, ...neither } = valid;
    expect(fieldErrors(neither)).toEqual([{ pointer: '/target_locale', message: 'is required: send either target_locale or target_locales' }]);
  });

  it('names each ill-formed or unknown locale by pointer', () => {
    expect(fieldErrors({ ...valid, source_locale: 'xx', target_locales: ['en', 'es', 'pt-XX', 'e n', 7] })).toEqual([
      { pointer: '/source_locale', message: knownLocale },
      { pointer: '/target_locales/2', message: knownLocale },
      { pointer: '/target_locales/3', message: localeCode },
      { pointer: '/target_locales/4', message: localeCode },
    ]);
  });

  it('rejects a repeated target locale, pointing at the repeat', () => {
    expect(fieldErrors({ ...valid, target_locales: ['en', 'fr', 'en'] })).toEqual([{ pointer: '/target_locales/2', message: 'duplicates item 0' }]);
  });

  it('rejects missing fields and wrong types, sorted by pointer', () => {
    expect(fieldErrors({ target_locale: 5, data: { 'a/b~c': 3 } })).toEqual([
      { pointer: '/context', message: 'is required' },
      { pointer: '/data/a~1b~0c', message: 'must be a string' },
      { pointer: '/source_locale', message: 'is required' },
      { pointer: '/target_locale', message: localeCode },
    ]);
    expect(fieldErrors({ ...valid, data: ['x'], service_core_context: 1, target_locales: 'en' })).toEqual([
      { pointer: '/data', message: 'must be an object' },
      { pointer: '/service_core_context', message: 'must be a string or null' },
      { pointer: '/target_locales', message: 'must be an array' },
    ]);
    expect(fieldErrors({ ...valid, target_locales: [] })).toEqual([{ pointer: '/target_locales', message: 'must not be empty' }]);
  });

  it.each([[[]], [null], ['text'], [7]])('rejects %j as the request', (input) => {
    expect(fieldErrors(input)).toEqual([{ pointer: '', message: 'must be a JSON object' }]);
  });

  it('enforces the contract’s limits on keys, characters per value, total characters and target locales', () => {
    const keys = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, 'x']));
    expect(fieldErrors({ ...valid, data: keys })).toEqual([{ pointer: '/data', message: 'must have at most 500 keys' }]);
    expect(fieldErrors({ ...valid, data: { long: 'x'.repeat(5001) } })).toEqual([{ pointer: '/data/long', message: 'must be at most 5000 characters' }]);
    const total = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'x'.repeat(5000)]));
    expect(fieldErrors({ ...valid, data: total })).toEqual([{ pointer: '/data', message: 'must hold at most 100000 characters in total' }]);
    expect(fieldErrors({ ...valid, target_locales: manyLocales })).toEqual([{ pointer: '/target_locales', message: 'must have at most 20 items' }]);
  });

  it('counts characters as code points, as the contract schema does', () => {
    expect(() => parseTranslatorRequest({ ...valid, data: { emoji: '🙂'.repeat(5000) } })).not.toThrow();
  });
});

describe('parseTranslatorRequest and the API’s request validator', () => {
  const validateAtTheEdge = createRequestValidator();
  const { target_locales: _, ...withoutTargets } = valid;
  const bodies: [string, unknown][] = [
    ['both target fields', { ...valid, target_locale: 'en' }],
    ['neither target field', withoutTargets],
    ['no source locale', { ...valid, source_locale: undefined }],
    ['an ill-formed locale', { ...valid, target_locales: ['en', 'e n'] }],
    ['a repeated locale', { ...valid, target_locales: ['en', 'fr', 'en'] }],
    ['no target locales', { ...valid, target_locales: [] }],
    ['too many target locales', { ...valid, target_locales: manyLocales }],
    ['data that is not an object', { ...valid, data: 'Capa' }],
    ['a value that is not a string', { ...valid, data: { a: 1, b: 'x' } }],
    ['too many keys', { ...valid, data: Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, 'x'])) }],
    ['too long a value', { ...valid, data: { a: 'é'.repeat(5001) } }],
    ['a non-string business context', { ...valid, service_core_context: 3 }],
    ['a body that is not an object', ['x']],
  ];

  it.each(bodies)('report %s with the same pointers and messages', (_name, body) => {
    const atTheEdge = validateAtTheEdge('translate', JSON.parse(JSON.stringify(body)));
    expect(atTheEdge.length).toBeGreaterThan(0);
    expect(fieldErrors(body)).toEqual(atTheEdge);
  });
});
