import { MemoryStore } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { TranslationIncompleteError } from './errors/index.ts';
import { answer, fakeTranslatorModel, readAsked } from './test-support/fake-translator-model.ts';
import { translate } from './translate.ts';
import type { TranslatorRequest } from '@circular/contract';
import type { BaseMessage } from '@langchain/core/messages';

const request: TranslatorRequest = {
  source_locale: 'en',
  target_locale: 'fr',
  context: 'Second-hand bikes',
  data: { title: 'Brompton folding bike', body: 'Ask us about the bike.' },
  agent_specific: {
    glossary: { fr: [{ source: 'folding bike', target: 'vélo pliant' }, { source: 'bike', target: 'vélo' }] },
    do_not_translate: ['Brompton'],
    formality: 'formal',
    keys: { title: { max_length: 24, note: 'Title on a listing card' } },
  },
};

/** A French answer per source text, as a faithful model would give it. */
const french: Record<string, string> = {
  'Brompton folding bike': 'Vélo pliant Brompton',
  'Ask us about the bike.': 'Interrogez-nous sur le vélo.',
};

/** Answers every text asked with `answers[text]`, falling back on the faithful French. */
function answering(answers: Record<string, string> = {}) {
  return (messages: BaseMessage[]) => answer(readAsked(messages).texts.map(({ id, text }) => ({ id, text: answers[text] ?? french[text]! })));
}

async function incomplete(promise: Promise<unknown>): Promise<TranslationIncompleteError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(TranslationIncompleteError);
  return error as TranslationIncompleteError;
}

describe('translate with controls', () => {
  it('tells the model the glossary, kept terms, formality, length and note, and answers with one call', async () => {
    const model = fakeTranslatorModel().respond(answering());
    const response = await translate(request, { model });
    expect(response.translations.data['fr']).toEqual({ title: 'Vélo pliant Brompton', body: 'Interrogez-nous sur le vélo.' });
    expect(model.callCount).toBe(1);
    const [asked] = model.asked;
    expect(asked!.system).toContain('"folding bike" → "vélo pliant", "bike" → "vélo"');
    expect(asked!.system).toContain('Keep these terms exactly as written, letter case included, never translated: "Brompton"');
    expect(asked!.system).toContain('Address the reader formally (vous)');
    expect(asked!.texts).toEqual([
      { id: 't1', text: 'Brompton folding bike', max_length: 24, translator_note: 'Title on a listing card' },
      { id: 't2', text: 'Ask us about the bike.' },
    ]);
  });

  it('never echoes the note: the response holds translations only', async () => {
    const model = fakeTranslatorModel().respond(answering());
    const response = await translate(request, { model });
    expect(JSON.stringify(response)).not.toContain('listing card');
  });

  it.each([
    ['glossary', { 'Ask us about the bike.': 'Interrogez-nous sur la bicyclette.' }, 'body', '"bike" must be translated as "vélo"'],
    ['do-not-translate', { 'Brompton folding bike': 'Vélo pliant Bromptone' }, 'title', '"Brompton" must stay exactly as written'],
    ['formality', { 'Ask us about the bike.': 'Tu peux nous demander pour le vélo.' }, 'body', 'the reader must be addressed formally, not with'],
    ['max-length', { 'Brompton folding bike': 'Un très beau vélo pliant Brompton' }, 'title', '33 characters, more than the 24 allowed'],
  ] as const)('re-asks a %s miss once for that key alone, then fails naming the key and the rule', async (rule, broken, key, detail) => {
    const memory = new MemoryStore();
    const model = fakeTranslatorModel().respondTimes(2, answering(broken));
    const error = await incomplete(translate(request, { model, memory }));
    expect(model.callCount).toBe(2);
    expect(model.asked[1]!.texts.map(({ text }) => text)).toEqual([request.data[key]]);
    expect(model.asked[1]!.texts[0]!.note).toContain(`${rule}: ${detail}`);
    expect(error.keys).toEqual([{ target_locale: 'fr', key, rule, reason: expect.stringContaining(detail) }]);
    // The key that kept its controls is remembered: a retry asks only for the broken one.
    const retry = fakeTranslatorModel().respond(answering());
    await translate(request, { model: retry, memory });
    expect(retry.asked[0]!.texts.map(({ text }) => text)).toEqual([request.data[key]]);
  });

  it('accepts the re-asked answer when it keeps the rule', async () => {
    const model = fakeTranslatorModel().respond(answering({ 'Ask us about the bike.': 'Tu peux nous demander pour le vélo.' })).respond(answering());
    const response = await translate(request, { model });
    expect(response.translations.data['fr']!['body']).toBe('Interrogez-nous sur le vélo.');
    expect(model.callCount).toBe(2);
  });

  it('keeps brand and model names by default, without any controls', async () => {
    const model = fakeTranslatorModel().respondTimes(2, (messages) => answer(readAsked(messages).texts.map(({ id }) => ({ id, text: 'Coque pour aïe-phone' }))));
    const error = await incomplete(translate({ source_locale: 'en', target_locale: 'fr', context: 'Phones', data: { case: 'Case for iPhone' } }, { model }));
    expect(error.keys).toEqual([{ target_locale: 'fr', key: 'case', rule: 'do-not-translate', reason: 'do-not-translate: "iPhone" must stay exactly as written' }]);
  });

  it('does not serve a translation made under other controls from the memory', async () => {
    const memory = new MemoryStore();
    await translate(request, { model: fakeTranslatorModel().respond(answering()), memory });
    const model = fakeTranslatorModel().respond(answering());
    await translate({ ...request, agent_specific: { ...request.agent_specific, formality: 'default' } }, { model, memory });
    expect(model.callCount).toBe(1);
    const repeat = fakeTranslatorModel();
    await translate(request, { model: repeat, memory });
    expect(repeat.callCount).toBe(0);
  });
});
