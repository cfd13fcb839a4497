import { createChatModel } from '@circular/runtime';
import { lastUserText, responseSchema, startModelStub, type ModelStub, type Rule } from '@circular/model-stub';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationIncompleteError } from './errors/index.ts';
import { translate } from './translate.ts';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';

/*
 * Language coverage of the checks in code: the 24 official languages of the EU and the locales a
 * marketplace in Iberia and France uses, each asked through the real ChatOpenAI against
 * tools/model-stub, which answers every text correctly, or breaks one rule in one text every time
 * it is asked. A correct answer must be accepted as it is; a broken one must be asked again once
 * and end in a `translation-incomplete` naming that key and that rule.
 */
const bikeByLocale: Record<string, string> = {
  bg: 'велосипед', hr: 'bicikl', cs: 'kolo', da: 'cykel', nl: 'fiets', 'en-US': 'bicycle', et: 'jalgratas', fi: 'polkupyörä',
  fr: 'vélo', de: 'Fahrrad', el: 'ποδήλατο', hu: 'kerékpár', ga: 'rothar', it: 'bicicletta', lv: 'velosipēds', lt: 'dviratis',
  mt: 'rota', pl: 'rower', 'pt-PT': 'bicicleta', ro: 'bicicletă', sk: 'bicykel', sl: 'kolo', es: 'bicicleta', sv: 'cykel',
  'pt-BR': 'bicicleta', 'es-419': 'bicicleta', ca: 'bicicleta', eu: 'bizikleta', gl: 'bicicleta',
};
const locales = Object.keys(bikeByLocale);

const source = {
  name: 'Brompton bike',
  offer: '<b>Only %{count}</b> left at https://shop.example/p/7',
  stock: '{n, plural, one {# bike} other {# bikes}}',
};

/** A faithful answer per key in a locale: the glossary's word, the kept brand, every token kept. */
function correct(locale: string): Record<keyof typeof source, string> {
  const bike = bikeByLocale[locale]!;
  return {
    name: `${bike} Brompton`,
    offer: `<b>%{count}</b> · https://shop.example/p/7`,
    stock: `{n, plural, one {# ${bike}} other {# ${bike}}}`,
  };
}

/** One broken answer per rule, with the key it breaks and the rule the problem must name. */
const broken: { rule: string; key: keyof typeof source; answer: (right: string) => string }[] = [
  { rule: 'placeholder', key: 'offer', answer: (right) => right.replace('%{count}', '%{n}') },
  { rule: 'html-tag', key: 'offer', answer: (right) => right.replace('</b>', '') },
  { rule: 'url', key: 'offer', answer: (right) => right.replace('/p/7', '/p/8') },
  { rule: 'icu', key: 'stock', answer: (right) => right.replace('{n, plural', '{count, plural') },
  { rule: 'glossary', key: 'name', answer: (right) => right.replace(/^\S+/u, 'item') },
  { rule: 'do-not-translate', key: 'name', answer: (right) => right.replace('Brompton', 'Bromton') },
  { rule: 'max-length', key: 'name', answer: (right) => `${right} ${'x'.repeat(40)}` },
];

/** What the stub answers now: every text by its source, through `answerFor`. */
let answerFor: (locale: string, text: string) => string = () => '';

const scripted: Rule = {
  name: 'coverage',
  match: (request) => responseSchema(request)?.name === 'translations',
  reply: (request) => {
    const { target_locale, texts } = JSON.parse(lastUserText(request)) as { target_locale: string; texts: { id: string; text: string }[] };
    return { content: { translations: texts.map(({ id, text }) => ({ id, text: answerFor(target_locale, text) })) } };
  },
};

let stub: ModelStub;
let model: BaseChatModel;
beforeAll(async () => {
  stub = await startModelStub({ rules: [scripted] });
  model = createChatModel({ model: 'stub', apiKey: 'test', baseUrl: stub.url, maxRetries: 0 });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
});

const keyOf = (text: string) => (Object.entries(source).find(([, value]) => value === text)![0] as keyof typeof source);

function requestFor(locale: string) {
  return {
    source_locale: 'en-GB',
    target_locale: locale,
    context: 'Second-hand bikes',
    data: source,
    agent_specific: { glossary: { [locale]: [{ source: 'bike', target: bikeByLocale[locale]! }] }, do_not_translate: ['Brompton'], keys: { name: { max_length: 40 } } },
  };
}

describe.each(locales)('checks in code for %s', (locale) => {
  it('accepts a faithful answer as it is, with one model call', async () => {
    answerFor = (_target, text) => correct(locale)[keyOf(text)];
    const calls = stub.requests.length;
    const response = await translate(requestFor(locale), { model });
    expect(response.translations.data[locale]).toEqual(correct(locale));
    expect(stub.requests.length - calls).toBe(1);
  });

  it.each(broken)('re-asks a broken $rule once, then names $key and $rule', async ({ rule, key, answer }) => {
    answerFor = (_target, text) => {
      const right = correct(locale)[keyOf(text)];
      return keyOf(text) === key ? answer(right) : right;
    };
    const calls = stub.requests.length;
    const error = await translate(requestFor(locale), { model }).then(() => undefined, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(TranslationIncompleteError);
    expect((error as TranslationIncompleteError).keys).toEqual([{ target_locale: locale, key, rule, reason: expect.any(String) }]);
    // The first call, then the broken text alone: once for a control, until the attempts run out for fidelity.
    expect(stub.requests.length - calls).toBe(['glossary', 'do-not-translate', 'max-length'].includes(rule) ? 2 : 3);
  });
});
