import { InvalidRequestError, MemoryStore, ModelNotConfiguredError, UpstreamError, UsageMeter } from '@circular/runtime';
import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { AIMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { TranslationIncompleteError } from './errors/index.ts';
import { answer, fakeTranslatorModel, readAsked, translateAll, translateAllThen } from './test-support/fake-translator-model.ts';
import { translate } from './translate.ts';
import type { TranslatorRequest } from '@circular/contract';

const catalogue: TranslatorRequest = {
  source_locale: 'en',
  target_locales: ['PT-PT', 'es'],
  context: 'Refurbished phones catalogue',
  data: {
    product_1_name: 'Phone case',
    product_1_description: 'Fits <b>%{model}</b>, 2 colours',
    option_type_1_name: 'Colour',
  },
};

describe('translate', () => {
  it('translates every key into every target locale, keyed as the request wrote the locale', async () => {
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    expect(await translate(catalogue, { model })).toEqual({
      translations: {
        context: 'Refurbished phones catalogue',
        data: {
          'PT-PT': {
            product_1_name: '[pt-PT] Phone case',
            product_1_description: '[pt-PT] Fits <b>%{model}</b>, 2 colours',
            option_type_1_name: '[pt-PT] Colour',
          },
          es: {
            product_1_name: '[es] Phone case',
            product_1_description: '[es] Fits <b>%{model}</b>, 2 colours',
            option_type_1_name: '[es] Colour',
          },
        },
      },
    });
    expect(model.asked.map(({ targetLocale, texts }) => [targetLocale, texts.map((text) => text.id)]).sort()).toEqual([
      ['es', ['t1', 't2', 't3']],
      ['pt-PT', ['t1', 't2', 't3']],
    ]);
  });

  it('answers a single target_locale keyed by that locale too', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const { target_locales: _, ...rest } = catalogue;
    const response = await translate({ ...rest, target_locale: 'es' }, { model });
    expect(Object.keys(response.translations.data)).toEqual(['es']);
  });

  it('steers the prompt with context, service_core_context and European Portuguese for pt-PT', async () => {
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    await translate({ ...catalogue, service_core_context: 'Circular marketplace in Lisbon' }, { model });
    const portuguese = model.asked.find((asked) => asked.targetLocale === 'pt-PT')!.system;
    const spanish = model.asked.find((asked) => asked.targetLocale === 'es')!.system;
    expect(portuguese).toContain('from English (en) into European Portuguese (pt-PT)');
    expect(portuguese).toContain('never Brazilian Portuguese');
    expect(portuguese).toContain('Catalogue context: Refurbished phones catalogue');
    expect(portuguese).toContain('Business context: Circular marketplace in Lisbon');
    expect(portuguese).toContain('%{count}, {{count}}, {count}, %s, %d and %1$s');
    expect(spanish).not.toContain('Brazilian');
  });

  it('sends short ids, never the client keys', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    await translate({ ...catalogue, target_locales: ['es'] }, { model });
    expect(model.calls[0]!.messages.at(-1)!.text).not.toContain('product_1_name');
    expect(readAsked(model.calls[0]!.messages).texts).toEqual([
      { id: 't1', text: 'Phone case' },
      { id: 't2', text: 'Fits <b>%{model}</b>, 2 colours' },
      { id: 't3', text: 'Colour' },
    ]);
  });

  it('puts as many texts in one call as the size limit allows', async () => {
    const data = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`product_${i}_name`, `Product number ${i} `.padEnd(76, 'x')]));
    const model = fakeTranslatorModel().respondTimes(4, translateAll);
    // Each text costs 76 characters plus 24 of overhead: four fit in 400, so 10 texts take 3 calls.
    await translate({ ...catalogue, target_locales: ['es'], data }, { model, batchChars: 400 });
    expect(model.asked.map((asked) => asked.texts.length)).toEqual([4, 4, 2]);
  });

  it('translates identical texts once and answers every key that holds them', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const data = { option_value_1_name: 'Black', option_value_2_name: 'Black', option_value_3_name: 'White' };
    const response = await translate({ ...catalogue, target_locales: ['es', 'ES'], data }, { model });
    expect(model.asked[0]!.texts.map((text) => text.text)).toEqual(['Black', 'White']);
    const expected = { option_value_1_name: '[es] Black', option_value_2_name: '[es] Black', option_value_3_name: '[es] White' };
    expect(response.translations.data).toEqual({ es: expected, ES: expected });
  });

  it('serves a repeated request from the translation memory with no model call', async () => {
    const memory = new MemoryStore();
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    const first = await translate(catalogue, { model, memory });
    const again = await translate(catalogue, { model: undefined, memory });
    expect(model.callCount).toBe(2);
    expect(again).toEqual(first);
  });

  it('asks only for the texts the memory does not hold', async () => {
    const memory = new MemoryStore();
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    await translate({ ...catalogue, target_locales: ['es'] }, { model, memory });
    await translate({ ...catalogue, target_locales: ['es'], data: { ...catalogue.data, product_2_name: 'Charger' } }, { model, memory });
    expect(model.asked[1]!.texts).toEqual([{ id: 't1', text: 'Charger' }]);
  });

  it('does not share memory across contexts', async () => {
    const memory = new MemoryStore();
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    await translate({ ...catalogue, target_locales: ['es'] }, { model, memory });
    await translate({ ...catalogue, target_locales: ['es'], context: 'Kitchen appliances' }, { model, memory });
    expect(model.callCount).toBe(2);
  });

  it('copies texts into the source locale and keeps blank texts, without a model', async () => {
    const response = await translate(
      { source_locale: 'pt', target_locales: ['PT-PT', 'pt', 'es'], context: 'Catálogo', data: { a: 'Capa para telemóvel', b: '', c: '   ' } },
      { model: undefined },
    ).catch((error: unknown) => error);
    expect(response).toBeInstanceOf(ModelNotConfiguredError);
    expect(
      await translate({ source_locale: 'pt', target_locales: ['PT-PT', 'pt'], context: 'Catálogo', data: { a: 'Capa para telemóvel', b: '', c: '   ' } }, {}),
    ).toEqual({
      translations: {
        context: 'Catálogo',
        data: { 'PT-PT': { a: 'Capa para telemóvel', b: '', c: '   ' }, pt: { a: 'Capa para telemóvel', b: '', c: '   ' } },
      },
    });
    expect(await translate({ source_locale: 'pt', target_locale: 'en', context: 'Catálogo', data: { b: '', c: ' \n ' } }, {})).toEqual({
      translations: { context: 'Catálogo', data: { en: { b: '', c: ' \n ' } } },
    });
  });

  it('translates between regional variants of one language', async () => {
    const model = fakeTranslatorModel().respondTimes(1, translateAll);
    const response = await translate({ source_locale: 'pt-BR', target_locale: 'pt-PT', context: 'Catálogo', data: { a: 'Tela do celular' } }, { model });
    expect(response.translations.data).toEqual({ 'pt-PT': { a: '[pt-PT] Tela do celular' } });
  });

  it('keeps the source text’s outer whitespace', async () => {
    const model = fakeTranslatorModel().respond(answer([{ id: 't1', text: 'Tamanho:' }]));
    const response = await translate({ ...catalogue, target_locales: ['pt-PT'], data: { label: ' Size: ' } }, { model });
    expect(response.translations.data['pt-PT']).toEqual({ label: ' Tamanho: ' });
  });

  it('re-asks only the text whose placeholder the model broke, saying what was wrong', async () => {
    const model = fakeTranslatorModel()
      .respond(translateAllThen((entries) => entries.map((entry) => (entry.id === 't2' ? { ...entry, text: '[es] Para <b>%{modelo}</b>, 2 cores' } : entry))))
      .respond(translateAll);
    const response = await translate({ ...catalogue, target_locales: ['es'] }, { model });
    expect(model.asked[1]!.texts).toEqual([
      { id: 't1', text: 'Fits <b>%{model}</b>, 2 colours', note: 'missing placeholder %{model}; unexpected placeholder %{modelo}' },
    ]);
    expect(response.translations.data['es']).toEqual({
      product_1_name: '[es] Phone case',
      product_1_description: '[es] Fits <b>%{model}</b>, 2 colours',
      option_type_1_name: '[es] Colour',
    });
  });

  it('re-asks a text missing from the answer and ignores ids never asked', async () => {
    const model = fakeTranslatorModel()
      .respond(translateAllThen((entries) => [...entries.filter((entry) => entry.id !== 't3'), { id: 't9', text: 'extra' }]))
      .respond(translateAll);
    const response = await translate({ ...catalogue, target_locales: ['es'] }, { model });
    expect(model.asked[1]!.texts).toEqual([{ id: 't1', text: 'Colour', note: 'the answer had no translation for this id' }]);
    expect(response.translations.data['es']!['option_type_1_name']).toBe('[es] Colour');
  });

  it('re-asks a text answered twice', async () => {
    const model = fakeTranslatorModel()
      .respond(translateAllThen((entries) => [...entries, { id: 't1', text: '[es] Funda' }]))
      .respond(translateAll);
    await translate({ ...catalogue, target_locales: ['es'] }, { model });
    expect(model.asked[1]!.texts).toEqual([{ id: 't1', text: 'Phone case', note: 'the answer had several translations for this id' }]);
  });

  it('re-asks the whole batch when the answer does not parse', async () => {
    const model = fakeTranslatorModel().respond(new AIMessage('{"translations": [')).respond(translateAll);
    const response = await translate({ ...catalogue, target_locales: ['es'] }, { model });
    expect(model.asked[1]!.texts.map((text) => text.note)).toEqual(Array(3).fill('the answer was not valid JSON of the requested shape'));
    expect(Object.keys(response.translations.data['es']!)).toHaveLength(3);
  });

  it('fails naming the keys per locale when the attempts run out, remembering only verified translations', async () => {
    const memory = new MemoryStore();
    const breakCount = translateAllThen((entries) => entries.map((entry) => ({ ...entry, text: entry.text.replace('2', 'two') })));
    const model = fakeTranslatorModel().respondTimes(4, breakCount);
    const request = { ...catalogue, data: { ...catalogue.data, product_2_description: 'Fits <b>%{model}</b>, 2 colours' } };
    const error = await translate(request, { model, memory, maxAttempts: 2 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationIncompleteError);
    expect(error).toMatchObject({ status: 500, type: 'translation-incomplete' });
    const reason = 'missing number 2';
    expect((error as TranslationIncompleteError).extensions).toEqual({
      keys: [
        { target_locale: 'PT-PT', key: 'product_1_description', rule: 'number', reason },
        { target_locale: 'PT-PT', key: 'product_2_description', rule: 'number', reason },
        { target_locale: 'es', key: 'product_1_description', rule: 'number', reason },
        { target_locale: 'es', key: 'product_2_description', rule: 'number', reason },
      ],
    });
    expect((error as TranslationIncompleteError).detail).toBe(
      'No faithful translation after 2 attempts for product_1_description (PT-PT), product_2_description (PT-PT), product_1_description (es), product_2_description (es).',
    );
    expect(model.callCount).toBe(4);
    const retry = fakeTranslatorModel().respondTimes(2, translateAll);
    await translate(request, { model: retry, memory });
    expect(retry.asked.map((asked) => asked.texts.map((text) => text.text))).toEqual([['Fits <b>%{model}</b>, 2 colours'], ['Fits <b>%{model}</b>, 2 colours']]);
  });

  it('fails with model-not-configured only when a text needs the model', async () => {
    await expect(translate(catalogue, {})).rejects.toBeInstanceOf(ModelNotConfiguredError);
  });

  it('reports a failing model as an upstream error, also when batches fail side by side', async () => {
    const model = fakeTranslatorModel().respondTimes(2, () => new Error('connect ECONNREFUSED 127.0.0.1:1'));
    const error = await translate(catalogue, { model }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ type: 'model-unavailable', status: 500 });
  });

  it('rejects an invalid request before any model call', async () => {
    const model = fakeTranslatorModel();
    const error = await translate({ ...catalogue, target_locale: 'es' }, { model }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).errors).toEqual([{ pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' }]);
    expect(model.callCount).toBe(0);
  });

  it('counts model calls in a UsageMeter passed as a callback', async () => {
    const meter = new UsageMeter();
    await translate(catalogue, { model: fakeTranslatorModel().respondTimes(2, translateAll) }, { callbacks: [meter] });
    expect(meter.modelCalls).toBe(2);
  });

  it('keeps at most maxConcurrency model calls in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const gauge = BaseCallbackHandler.fromMethods({
      async handleChatModelStart() {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
      },
      handleLLMEnd() {
        inFlight -= 1;
      },
    });
    gauge.awaitHandlers = true;
    const model = fakeTranslatorModel().respondTimes(5, translateAll);
    await translate({ ...catalogue, target_locales: ['es', 'fr', 'de', 'it', 'nl'] }, { model, maxConcurrency: 2 }, { callbacks: [gauge] });
    expect(model.callCount).toBe(5);
    expect(peak).toBe(2);
  });

  it('does nothing when the signal has already aborted', async () => {
    const model = fakeTranslatorModel().respondTimes(2, translateAll);
    await expect(translate(catalogue, { model }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(model.callCount).toBe(0);
  });

  it('stops when the signal aborts: the in-flight call sees it and no further call starts', async () => {
    const controller = new AbortController();
    const model = fakeTranslatorModel().respond((messages) => {
      controller.abort();
      return translateAll(messages);
    });
    const error = await translate(catalogue, { model, maxConcurrency: 1 }, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(model.callCount).toBe(1);
    expect((model.calls[0]!.options as { signal?: AbortSignal }).signal?.aborted).toBe(true);
  });
});
