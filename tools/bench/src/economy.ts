import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startModelStub } from './child-process.ts';
import type { Row } from './report.ts';

/**
 * Model calls a large catalogue translation costs: 200 keys into 4 locales, then the same
 * request again (answered from the translation memory). Counted by the model stub itself.
 */
export async function economy({ keys = 200, targetLocales = ['pt-PT', 'es', 'fr', 'de'] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-economy-'));
  const model = await startModelStub(0);
  const api = await startApi({ modelUrl: model.url, dataDir });
  const admin = model.url.replace(/\/v1$/, '/__admin');
  const modelCalls = async () => ((await (await fetch(`${admin}/requests`)).json()) as unknown[]).length;
  try {
    const body = JSON.stringify(catalogPayload({ keys, targetLocales }));
    const translate = async () => {
      const res = await fetch(`${api.url}/service_ai_translator`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (res.status !== 200) throw new Error(`translator answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { translations: { data: Record<string, Record<string, string>> } };
    };
    const first = await translate();
    const firstCalls = await modelCalls();
    await translate();
    const repeatCalls = (await modelCalls()) - firstCalls;
    const complete = targetLocales.every((locale) => Object.keys(first.translations.data[locale] ?? {}).length === keys);
    const summary = { keys, targetLocales, firstCalls, repeatCalls, complete, goals: { firstCalls: '<= 8', repeatCalls: '0' } };
    const rows: Row[] = [
      { request: `${keys} keys x ${targetLocales.length} locales`, 'model calls': firstCalls, 'every key in every locale': String(complete) },
      { request: 'the same request again', 'model calls': repeatCalls, 'every key in every locale': String(complete) },
    ];
    return { rows, summary };
  } finally {
    await Promise.all([api.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
