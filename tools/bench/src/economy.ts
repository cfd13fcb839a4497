import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startModelStub } from './child-process.ts';
import type { Row } from './report.ts';

/** Glossary terms of the catalogue's products, with a target per locale (the stub puts them in). */
const glossaryTerms: Record<string, [string, string][]> = {
  'pt-PT': [['city bike', 'bicicleta de cidade'], ['washing machine', 'máquina de lavar'], ['coat', 'casaco']],
  es: [['city bike', 'bicicleta urbana'], ['washing machine', 'lavadora'], ['coat', 'abrigo']],
  fr: [['city bike', 'vélo de ville'], ['washing machine', 'lave-linge'], ['coat', 'manteau']],
  de: [['city bike', 'Stadtrad'], ['washing machine', 'Waschmaschine'], ['coat', 'Mantel']],
};

/**
 * The same catalogue with every control: a glossary per locale, formal address, and a length limit
 * and a note on every product name (the limit leaves room for the stub's `[xx] ` mark).
 */
function withControls(payload: ReturnType<typeof catalogPayload>, targetLocales: readonly string[]) {
  const names = Object.entries(payload.data).filter(([key]) => key.endsWith('_name'));
  return {
    ...payload,
    agent_specific: {
      glossary: Object.fromEntries(targetLocales.map((locale) => [locale, (glossaryTerms[locale] ?? []).map(([source, target]) => ({ source, target }))])),
      formality: 'formal',
      keys: Object.fromEntries(names.map(([key, text]) => [key, { max_length: [...text].length + 30, note: 'Title on a listing card' }])),
    },
  };
}

/**
 * Model calls a large catalogue translation costs: 200 keys into 4 locales, then the same
 * request again (answered from the translation memory); then both again with glossary,
 * formality and length limits, which must cost no more calls. Counted by the model stub itself.
 */
export async function economy({ keys = 200, targetLocales = ['pt-PT', 'es', 'fr', 'de'] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-economy-'));
  const model = await startModelStub(0);
  const api = await startApi({ modelUrl: model.url, dataDir });
  const admin = model.url.replace(/\/v1$/, '/__admin');
  const modelCalls = async () => ((await (await fetch(`${admin}/requests`)).json()) as unknown[]).length;
  try {
    const measure = async (payload: unknown) => {
      const body = JSON.stringify(payload);
      const translate = async () => {
        const res = await fetch(`${api.url}/service_ai_translator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if (res.status !== 200) throw new Error(`translator answered ${res.status}: ${await res.text()}`);
        return (await res.json()) as { translations: { data: Record<string, Record<string, string>> } };
      };
      const before = await modelCalls();
      const first = await translate();
      const firstCalls = (await modelCalls()) - before;
      await translate();
      const repeatCalls = (await modelCalls()) - before - firstCalls;
      const complete = targetLocales.every((locale) => Object.keys(first.translations.data[locale] ?? {}).length === keys);
      return { firstCalls, repeatCalls, complete };
    };
    const plain = catalogPayload({ keys, targetLocales });
    const without = await measure(plain);
    // Other texts (salt), so the controlled run is not served by the plain run's memory.
    const controlled = await measure(withControls(catalogPayload({ keys, targetLocales, salt: ' c' }), targetLocales));
    const summary = {
      keys,
      targetLocales,
      firstCalls: without.firstCalls,
      repeatCalls: without.repeatCalls,
      complete: without.complete,
      withControls: controlled,
      goals: { firstCalls: '<= 8', repeatCalls: '0', withControls: 'the same calls as without' },
    };
    const request = `${keys} keys x ${targetLocales.length} locales`;
    const rows: Row[] = [
      { request, controls: 'none', 'model calls': without.firstCalls, 'every key in every locale': String(without.complete) },
      { request: 'the same request again', controls: 'none', 'model calls': without.repeatCalls, 'every key in every locale': String(without.complete) },
      { request, controls: 'glossary, formal, max_length + note', 'model calls': controlled.firstCalls, 'every key in every locale': String(controlled.complete) },
      { request: 'the same request again', controls: 'glossary, formal, max_length + note', 'model calls': controlled.repeatCalls, 'every key in every locale': String(controlled.complete) },
    ];
    return { rows, summary };
  } finally {
    await Promise.all([api.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
