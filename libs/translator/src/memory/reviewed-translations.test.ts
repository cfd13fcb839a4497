import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidRequestError, MemoryStore, SqliteStore, type KeyValueStore } from '@circular/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTranslatorModel, translateAll } from '../test-support/fake-translator-model.ts';
import { translate } from '../translate.ts';
import { exportTranslationMemory, putReviewedTranslations } from './reviewed-translations.ts';
import type { ReviewedTranslation, TranslatorRequest } from '@circular/contract';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function sqliteStore(): SqliteStore {
  const dir = mkdtempSync(join(tmpdir(), 'tm-'));
  dirs.push(dir);
  return new SqliteStore({ path: join(dir, 'store.db') });
}

const request: TranslatorRequest = {
  source_locale: 'en',
  target_locales: ['fr', 'de'],
  context: 'Second-hand bikes',
  data: { product_7_name: 'Folding bike', product_7_description: 'Only %{count} left', product_8_name: 'City bike' },
};

const fix: ReviewedTranslation = {
  key: 'product_7_name',
  source_locale: 'en',
  target_locale: 'FR',
  context: 'Second-hand bikes',
  source: 'Folding bike',
  target: 'Vélo pliant',
  reviewer: 'ana.silva',
};

const clock = () => new Date('2026-11-24T21:05:00.000Z');

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(InvalidRequestError);
  return (error as InvalidRequestError).errors ?? [];
}

describe.each([
  ['SqliteStore', sqliteStore],
  ['MemoryStore', (): KeyValueStore => new MemoryStore()],
])('reviewed translation memory on %s', (_name, open) => {
  it('serves a reviewed pair before the model, and over the model’s own earlier translation', async () => {
    const memory = open();
    await translate(request, { model: fakeTranslatorModel().respond(translateAll).respond(translateAll), memory });
    expect(await putReviewedTranslations({ entries: [fix] }, { memory, now: clock })).toEqual({ stored: 1 });
    const model = fakeTranslatorModel();
    const response = await translate(request, { model, memory });
    expect(model.callCount).toBe(0);
    expect(response.translations.data['fr']).toEqual({ product_7_name: 'Vélo pliant', product_7_description: '[fr] Only %{count} left', product_8_name: '[fr] City bike' });
    expect(response.translations.data['de']!['product_7_name']).toBe('[de] Folding bike');
    memory.close();
  });

  it('exports entries by key prefix with their origin, latest per key and locale, as JSON and TMX', async () => {
    const memory = open();
    await translate(request, { model: fakeTranslatorModel().respond(translateAll).respond(translateAll), memory });
    await putReviewedTranslations({ entries: [fix] }, { memory, now: clock });
    const { body } = await exportTranslationMemory({ key_prefix: 'product_7_' }, { memory });
    expect(body).toEqual({
      entries: [
        expect.objectContaining({ key: 'product_7_description', target_locale: 'de', target: '[de] Only %{count} left', origin: 'model', reviewer: null }),
        expect.objectContaining({ key: 'product_7_description', target_locale: 'fr', origin: 'model' }),
        expect.objectContaining({ key: 'product_7_name', target_locale: 'de', target: '[de] Folding bike', origin: 'model' }),
        { key: 'product_7_name', source_locale: 'en', target_locale: 'fr', context: 'Second-hand bikes', source: 'Folding bike', target: 'Vélo pliant', origin: 'reviewed', reviewer: 'ana.silva', updated_at: '2026-11-24T21:05:00.000Z' },
      ],
    });
    const tmx = await exportTranslationMemory({ key_prefix: 'product_7_name', format: 'tmx', limit: '1' }, { memory });
    expect(tmx).toEqual({ format: 'tmx', body: expect.stringContaining('<tu tuid="product_7_name"><prop type="x-origin">model</prop><prop type="x-context">Second-hand bikes</prop><tuv xml:lang="en"><seg>Folding bike</seg></tuv><tuv xml:lang="de"') });
    expect((tmx.body as string).match(/<tu /g)).toHaveLength(1);
    memory.close();
  });
});

describe('putReviewedTranslations', () => {
  it('refuses a pair whose placeholders differ from its source, naming its target', async () => {
    const errors = await refusal(putReviewedTranslations({ entries: [fix, { ...fix, source: 'Only %{count} left', target: 'Plus que %{nombre}' }] }, { memory: new MemoryStore() }));
    expect(errors).toEqual([{ pointer: '/entries/1/target', message: expect.stringContaining('missing placeholder %{count}') }]);
  });

  it('refuses what the contract refuses, with its pointers, and a locale that does not exist', async () => {
    const { reviewer: _, ...withoutReviewer } = fix;
    expect((await refusal(putReviewedTranslations({ entries: [withoutReviewer] } as never, { memory: new MemoryStore() }))).map((error) => error.pointer)).toEqual(['/entries/0/reviewer']);
    expect((await refusal(putReviewedTranslations({ entries: [] }, { memory: new MemoryStore() }))).map((error) => error.pointer)).toEqual(['/entries']);
    expect(await refusal(putReviewedTranslations({ entries: [{ ...fix, target_locale: 'xx' }] }, { memory: new MemoryStore() }))).toEqual([
      { pointer: '/entries/0/target_locale', message: 'must be a known locale such as pt, pt-PT or en_US' },
    ]);
  });
});

describe('exportTranslationMemory', () => {
  it('refuses a bad format, limit or prefix, naming each', async () => {
    const errors = await refusal(exportTranslationMemory({ key_prefix: 'x'.repeat(201), format: 'csv', limit: '0' }, { memory: new MemoryStore() }));
    expect(errors.map((error) => error.pointer)).toEqual(['/key_prefix', '/format', '/limit']);
    expect((await refusal(exportTranslationMemory({ limit: '2.5' }, { memory: new MemoryStore() }))).map((error) => error.pointer)).toEqual(['/limit']);
  });

  it('escapes markup in TMX', async () => {
    const memory = new MemoryStore();
    await putReviewedTranslations({ entries: [{ ...fix, source: '<b>Bike</b> & "bell"', target: '<b>Vélo</b> & "sonnette"' }] }, { memory, now: clock });
    const { body } = await exportTranslationMemory({ format: 'tmx' }, { memory });
    expect(body).toContain('<seg>&lt;b&gt;Vélo&lt;/b&gt; &amp; &quot;sonnette&quot;</seg>');
  });
});
