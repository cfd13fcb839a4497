import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, startChild, startModelStub } from './child-process.ts';
import type { Row } from './report.ts';

interface Usage {
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
}

/** Items whose searches the search stub's fixtures answer: the common path (one search round). */
const commonPath = [
  { label: 'PT iPhone 12, B', language: 'pt-PT', item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: 'iPhone 12 64GB preto, bateria 86%', category: 'Telemóveis' } },
  { label: 'ES MacBook Air M1, C', language: 'es-ES', item: { name: 'MacBook Air M1 8GB 256GB', brand: 'Apple', condition: 'C', description: 'Marcas de uso en la tapa', category: 'Portátiles' } },
  { label: 'FR Rockrider ST 540, B', language: 'fr-FR', item: { name: 'Rockrider ST 540', brand: 'Decathlon', condition: 'B', description: 'VTT 27,5 pouces taille M', category: 'Vélo VTT' } },
  { label: 'PT Nuptse jacket, A', language: 'pt-PT', item: { name: 'Casaco Nuptse 1996', brand: 'The North Face', condition: 'A', description: 'Casaco de penas preto, tamanho M, novo com etiquetas', category: 'Roupa' } },
  { label: 'ES Bosch washer, D', language: 'es-ES', item: { name: 'Lavadora Bosch Serie 6 WAT28461ES', brand: 'Bosch', condition: 'D', description: 'No centrifuga y hace ruido', category: 'Electrodomésticos' } },
];

/** Too few national offers: one wider search round and one more extraction. */
const wideningPath = {
  label: 'FR Galaxy S21, C (widens)',
  language: 'fr-FR',
  item: { name: 'Samsung Galaxy S21 128GB', brand: 'Samsung', condition: 'C', description: "Quelques rayures sur l'écran", category: 'Téléphones' },
};

/**
 * Cost and latency of value estimation through the running server, with the real Tavily and
 * ChatOpenAI clients against stubs that answer after 800 ms (search) and 1.5 s (model): wall time
 * per estimate against one search round plus one model round, searches and model calls per
 * estimate (counted by the stubs), prompt and completion tokens (from the server's request log),
 * and the same estimates again within the search cache's TTL.
 */
export async function valueEstimation({ searchLatencyMs = 800, modelLatencyMs = 1500 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-value-estimation-'));
  const search = await startChild({
    script: 'tools/search-stub/src/main.ts',
    env: { PORT: '0', LATENCY_MS: String(searchLatencyMs) },
    ready: /search-stub listening on (http:\/\/\S+)/,
  });
  const model = await startModelStub(modelLatencyMs);
  const usages: Usage[] = [];
  const api = await startApi({
    modelUrl: model.url,
    dataDir,
    env: { TAVILY_API_KEY: 'bench', TAVILY_BASE_URL: search.url },
    onLine: (line) => {
      if (!line.includes('"operation":"estimateValue"')) return;
      const { usage } = JSON.parse(line) as { usage?: Usage };
      if (usage) usages.push(usage);
    },
  });
  const recorded = async (origin: string) => ((await (await fetch(`${origin}/__admin/requests`)).json()) as unknown[]).length;
  const modelOrigin = model.url.replace(/\/v1$/, '');

  /** One estimate, timed by the client, with what it cost as the stubs and the server's log count it. */
  const estimate = async ({ label, language, item }: (typeof commonPath)[number]) => {
    const [searchesBefore, callsBefore, logged] = [await recorded(search.url), await recorded(modelOrigin), usages.length];
    const started = performance.now();
    const res = await fetch(`${api.url}/service_ai_value_estimation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language, agent_specific: { service_item: item } }),
    });
    const body = (await res.json()) as { value_out_average?: number; references?: string[]; type?: string };
    const wallMs = performance.now() - started;
    if (res.status !== 200) throw new Error(`${label}: value estimation answered ${res.status} ${body.type}`);
    while (usages.length === logged) await new Promise((resolve) => setTimeout(resolve, 5));
    const usage = usages.at(-1)!;
    return {
      label,
      wallMs,
      searches: (await recorded(search.url)) - searchesBefore,
      modelCalls: (await recorded(modelOrigin)) - callsBefore,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      valueOutAverage: body.value_out_average!,
      references: body.references!.length,
    };
  };

  try {
    // Warm-up: an item no fixture knows runs the graph, both clients and the widening rounds, ends
    // in insufficient evidence, and leaves nothing in the cache that a measured estimate would use.
    await fetch(`${api.url}/service_ai_value_estimation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'pt-PT', agent_specific: { service_item: { name: 'Cadeira de baloiço', condition: 'B' } } }),
    });
    const first: Awaited<ReturnType<typeof estimate>>[] = [];
    for (const item of commonPath) first.push(await estimate(item));
    const again: Awaited<ReturnType<typeof estimate>>[] = [];
    for (const item of commonPath) again.push(await estimate(item));
    const widening = await estimate(wideningPath);

    const roundsMs = searchLatencyMs + modelLatencyMs;
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const rows: Row[] = [...first.map((r) => ({ ...r, pass: 'first' })), ...again.map((r) => ({ ...r, pass: 'again (cached)' })), { ...widening, pass: 'first' }].map(
      (r) => ({
        estimate: r.label,
        pass: r.pass,
        'wall ms': Math.round(r.wallMs),
        'over rounds ms': Math.round(r.wallMs - roundsMs),
        searches: r.searches,
        'model calls': r.modelCalls,
        'prompt tok': r.promptTokens,
        'completion tok': r.completionTokens,
        'value_out avg': r.valueOutAverage,
        refs: r.references,
      }),
    );
    const summary = {
      stubLatencyMs: { search: searchLatencyMs, model: modelLatencyMs },
      oneSearchRoundPlusOneModelRoundMs: roundsMs,
      commonPath: {
        estimates: first.length,
        meanWallMs: Math.round(mean(first.map((r) => r.wallMs))),
        maxWallMs: Math.round(Math.max(...first.map((r) => r.wallMs))),
        maxOverRoundsMs: Math.round(Math.max(...first.map((r) => r.wallMs - roundsMs))),
        wallOverRounds: Number((mean(first.map((r) => r.wallMs)) / roundsMs).toFixed(3)),
        maxSearches: Math.max(...first.map((r) => r.searches)),
        maxModelCalls: Math.max(...first.map((r) => r.modelCalls)),
        meanPromptTokens: Math.round(mean(first.map((r) => r.promptTokens))),
        meanCompletionTokens: Math.round(mean(first.map((r) => r.completionTokens))),
      },
      repeated: {
        searches: again.reduce((sum, r) => sum + r.searches, 0),
        meanWallMs: Math.round(mean(again.map((r) => r.wallMs))),
        sameFigures: again.every((r, i) => r.valueOutAverage === first[i]!.valueOutAverage),
      },
      wideningPath: { wallMs: Math.round(widening.wallMs), searches: widening.searches, modelCalls: widening.modelCalls },
      goals: { searches: '<= 3', modelCalls: '<= 2', maxOverRoundsMs: '<= 100', repeatedSearches: '0' },
    };
    return { rows, summary };
  } finally {
    await Promise.all([api.stop(), model.stop(), search.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
