import { createRequestValidator } from '@circular/contract';
import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { characterCount, parseTranslatorRequest } from './parse-request.ts';
import { noControls } from './controls/translation-controls.ts';

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
      controls: noControls,
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

  it('names each locale that is well formed but does not exist, by pointer', () => {
    expect(fieldErrors({ ...valid, source_locale: 'xx', target_locales: ['en', 'es', 'pt-XX'] })).toEqual([
      { pointer: '/source_locale', message: knownLocale },
      { pointer: '/target_locales/2', message: knownLocale },
    ]);
    const { target_locales: _, ...single } = valid;
    expect(fieldErrors({ ...single, target_locale: 'qq' })).toEqual([{ pointer: '/target_locale', message: knownLocale }]);
  });

  it('checks the contract first: an ill-formed locale is reported as the API reports it, before existence', () => {
    expect(fieldErrors({ ...valid, source_locale: 'xx', target_locales: ['e n'] })).toEqual([{ pointer: '/target_locales/0', message: localeCode }]);
  });

  it.each([[[]], [null], ['text'], [7]])('rejects %j as the request', (input) => {
    expect(fieldErrors(input)).toEqual([{ pointer: '', message: 'must be a JSON object' }]);
  });

  it('enforces the total character limit of the contract’s x-limits, which JSON Schema cannot state', () => {
    const total = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'x'.repeat(5000)]));
    expect(fieldErrors({ ...valid, data: total })).toEqual([{ pointer: '/data', message: 'must hold at most 100000 characters in total' }]);
  });

  it('refuses a callback_url: the library function answers in the call', () => {
    expect(fieldErrors({ ...valid, callback_url: 'https://client.example/hook' })).toEqual([{ pointer: '/callback_url', message: expect.stringContaining('callback_url') }]);
    expect(() => parseTranslatorRequest({ ...valid, callback_url: null })).not.toThrow();
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
    ['an unknown field', { ...valid, colour: 'red' }],
    ['a context that is not a string', { ...valid, context: 12 }],
    ['missing required fields', { target_locale: 5, data: { 'a/b~c': 3 } }],
  ];

  it.each(bodies)('report %s with the same pointers and messages', (_name, body) => {
    const atTheEdge = validateAtTheEdge('translate', JSON.parse(JSON.stringify(body)));
    expect(atTheEdge.length).toBeGreaterThan(0);
    expect(fieldErrors(body)).toEqual(atTheEdge);
  });
});

describe('characterCount', () => {
  it('counts code points as JSON Schema does: an astral character once, a lone surrogate once', () => {
    const texts = ['', 'abc', 'Bicicleta 🚲 vermelha', '😀😀', '\ud800', '\udc00x', '\ud800\ud800', 'a\ud83d', 'é\u0301'];
    expect(texts.map(characterCount)).toEqual([0, 3, 20, 2, 1, 2, 2, 2, 2]);
    expect(texts.map(characterCount)).toEqual(texts.map((text) => [...text].length));
  });
});
