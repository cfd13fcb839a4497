import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastUserText, responseSchema, startModelStub, type Rule } from '@circular/model-stub';
import { Agent, fetch } from 'undici';
import { cpuMs, startApi, startChild } from './child-process.ts';
import { percentile, type Row } from './report.ts';

/** A 1×1 PNG: the photo answers. */
const photo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface Step {
  text: string;
  images?: string[];
}

interface Script {
  label: string;
  language: string;
  steps: Step[];
}

/**
 * Sellers' conversations from the first message to the continue link, in four categories and two
 * languages, mixing button clicks with free text that only the model reads.
 */
const scripts: Script[] = [
  {
    label: 'PT phone',
    language: 'PT-PT',
    steps: [
      { text: 'Olá, quero vender o meu iPhone 12 de 64GB preto' },
      { text: 'Apple iPhone 12' },
      { text: 'sim, está certo' },
      { text: 'liga perfeitamente' },
      { text: 'tem uns riscos muito leves' },
      { text: 'Bom' },
      { text: '87%' },
      { text: 'Sim' },
      { text: 'Saltar' },
      { text: 'aqui está', images: [photo] },
      { text: 'e a de trás', images: [photo] },
    ],
  },
  {
    label: 'EN laptop',
    language: 'en',
    steps: [
      { text: 'MacBook Air M1' },
      { text: 'Apple MacBook Air 13" (M1, 2020)' },
      { text: 'the one with more memory' },
      { text: 'half a terabyte' },
      { text: 'Silver' },
      { text: 'Confirm' },
      { text: 'it boots up fine' },
      { text: 'Flawless' },
      { text: 'Yes' },
      { text: 'about 300 cycles' },
      { text: 'Yes' },
      { text: 'Yes' },
      { text: 'here', images: [photo] },
      { text: 'Skip' },
    ],
  },
  {
    label: 'PT bike',
    language: 'PT-PT',
    steps: [
      { text: 'Trek Marlin 7 tamanho M preta' },
      { text: 'Trek Marlin 7 Gen 2' },
      { text: 'Confirmar' },
      { text: 'Riscos na pintura' },
      { text: 'Sim' },
      { text: 'acho que sim, mudam bem' },
      { text: 'cerca de 1.500 km' },
      { text: 'aqui está', images: [photo] },
      { text: 'Saltar' },
    ],
  },
  {
    label: 'EN jeans',
    language: 'en',
    steps: [
      { text: "Levi's 501 jeans W32 L32 dark blue" },
      { text: "Levi's 501 Original Fit Jeans" },
      { text: 'Confirm' },
      { text: 'Good' },
      { text: 'No' },
      { text: 'Skip' },
      { text: 'front', images: [photo] },
      { text: 'label', images: [photo] },
    ],
  },
];

/** What the scripted model reads in the free-text steps; anything else it finds unclear. */
const understood: Record<string, object> = {
  'liga perfeitamente': { answer: 'yes' },
  'tem uns riscos muito leves': { answer: 'light-scratches' },
  'the one with more memory': { option_values: [{ option_type_id: 'ram', value_id: '16gb' }] },
  'half a terabyte': { option_values: [{ option_type_id: 'storage', value_id: '512gb' }] },
  'it boots up fine': { answer: 'yes' },
  'acho que sim, mudam bem': { answer: 'yes' },
};

const chatRule: Rule = {
  name: 'chat',
  match: (request) => responseSchema(request)?.name === 'chat_turn',
  reply: (request) => {
    const { text } = JSON.parse(lastUserText(request)) as { text: string };
    return { content: { intent: understood[text] ? 'answer' : 'unclear', product_query: null, option_values: [], answer: null, ...understood[text] } };
  },
};

interface TurnMeasure {
  script: string;
  turn: number;
  wallMs: number;
  modelCalls: number;
  searches: number;
  coreCalls: number;
}

/** The accept button of an offer, when the conversation's last reply has one. */
const acceptButton = /<button[^>]*>((?:Aceitar|Accept)[^<]*)<\/button>/;

/**
 * The chat through the running server (a separate process, embedded SQLite under a temporary
 * DATA_DIR), with the real ChatOpenAI client against a model stub answering after 1 s, the Tavily
 * client against the search stub (its fixtures) answering after 200 ms, and core-sim
 * answering after 100 ms. Sequential conversations measure, per user turn, the model calls and the
 * wall time against the turn's own model rounds plus core calls (each counted at its stub); then
 * 200 conversations run at once and every turn must answer 200 and finish its conversation. The API's CPU per
 * turn is reported for both: the sequential one includes the libraries the first offer loads on first use, the
 * concurrent one is the warm cost.
 */
export async function chatBenchmark({ modelLatencyMs = 1000, searchLatencyMs = 200, coreLatencyMs = 100, concurrent = 200 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
  const model = await startModelStub({ latencyMs: modelLatencyMs, rules: [chatRule] });
  const search = await startChild({
    script: 'tools/search-stub/src/main.ts',
    env: { PORT: '0', LATENCY_MS: String(searchLatencyMs) },
    ready: /search-stub listening on (http:\/\/\S+)/,
  });
  const core = await startChild({
    script: 'tools/core-sim/src/main.ts',
    env: { PORT: '0', CORE_SIM_DB: ':memory:', LATENCY_MS: String(coreLatencyMs), CORE_SIM_SEED: 'bench' },
    ready: /core-sim listening on (http:\/\/\S+)/,
  });
  const api = await startApi({ modelUrl: model.url, dataDir, env: { SSRF_ALLOW_CIDRS: '127.0.0.0/8', TAVILY_API_KEY: 'bench', TAVILY_BASE_URL: search.url } });
  const dispatcher = new Agent({ connections: concurrent + 10, pipelining: 1 });
  const coreRequests = async () => ((await (await fetch(`${core.url}/__admin/requests`, { dispatcher })).json()) as { requests: unknown[] }).requests.length;
  const searches = async () => ((await (await fetch(`${search.url}/__admin/requests`, { dispatcher })).json()) as unknown[]).length;

  /** Runs one script; `measure` is called with each turn's wall time, status and texts. */
  const converse = async (script: Script, onTurn?: (turn: number, wallMs: number) => Promise<void>) => {
    const history: { role: string; text: string }[] = [];
    let sessionId: string | undefined;
    let last = '';
    const steps: Step[] = [...script.steps];
    for (let index = 0; index < steps.length; index += 1) {
      const step = steps[index]!;
      const started = performance.now();
      const res = await fetch(`${api.url}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          language: script.language,
          messages: [...history, { role: 'user', text: step.text }],
          ...(step.images ? { images: step.images } : {}),
          ...(sessionId ? { session_id: sessionId } : {}),
          service_core_base_url: `${core.url}/core`,
          service_submission_base_url: `${core.url}/submission`,
        }),
        dispatcher,
      });
      const body = (await res.json()) as { role: string; text: string; html?: string }[] | { type: string };
      const wallMs = performance.now() - started;
      if (res.status !== 200 || !Array.isArray(body)) throw new Error(`${script.label} turn ${index + 1}: ${res.status} ${JSON.stringify(body)}`);
      sessionId = res.headers.get('x-session-id') ?? undefined;
      history.push({ role: 'user', text: step.text }, ...body.map((reply) => ({ role: reply.role, text: reply.text })));
      last = body.at(-1)!.text;
      await onTurn?.(index + 1, wallMs);
      // The script's last answer may bring an offer: the seller accepts it.
      const accept = index === script.steps.length - 1 ? acceptButton.exec(body.at(-1)!.html ?? '')?.[1] : undefined;
      if (accept !== undefined) steps.push({ text: accept });
    }
    if (!/Continue here|Continue aqui/.test(last)) throw new Error(`${script.label} did not reach the continue link: ${last}`);
  };

  try {
    // Warm-up: compiles the graph and opens the connections; not measured.
    await converse(scripts[3]!);

    const turns: TurnMeasure[] = [];
    const cpuBefore = cpuMs(api.pid);
    for (const script of scripts) {
      let [modelBefore, searchesBefore, coreBefore] = [model.requests.length, await searches(), await coreRequests()];
      await converse(script, async (turn, wallMs) => {
        const [modelNow, searchesNow, coreNow] = [model.requests.length, await searches(), await coreRequests()];
        turns.push({ script: script.label, turn, wallMs, modelCalls: modelNow - modelBefore, searches: searchesNow - searchesBefore, coreCalls: coreNow - coreBefore });
        [modelBefore, searchesBefore, coreBefore] = [modelNow, searchesNow, coreNow];
      });
    }

    // The API's own CPU over the sequential conversations (the stubs run in other processes).
    const sequentialCpuMs = cpuMs(api.pid) - cpuBefore;

    let errors = 0;
    const latencies: number[] = [];
    const searchesBeforeConcurrent = await searches();
    const concurrentCpuBefore = cpuMs(api.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrent }, (_, i) =>
        converse(scripts[i % scripts.length]!, async (_turn, wallMs) => void latencies.push(wallMs)).catch((error: unknown) => {
          errors += 1;
          console.error(String(error));
        }),
      ),
    );
    const concurrentWallMs = performance.now() - started;
    const concurrentCpuMs = cpuMs(api.pid) - concurrentCpuBefore;
    const concurrentSearches = (await searches()) - searchesBeforeConcurrent;
    latencies.sort((a, b) => a - b);

    const expected = (turn: TurnMeasure) => turn.modelCalls * modelLatencyMs + turn.searches * searchLatencyMs + turn.coreCalls * coreLatencyMs;
    const overheads = turns.map((turn) => turn.wallMs - expected(turn)).sort((a, b) => a - b);
    const rows: Row[] = turns.map((turn) => ({
      conversation: turn.script,
      turn: turn.turn,
      'model calls': turn.modelCalls,
      searches: turn.searches,
      'core calls': turn.coreCalls,
      'wall ms': Math.round(turn.wallMs),
      'rounds ms': expected(turn),
      'over ms': Math.round(turn.wallMs - expected(turn)),
    }));
    const modelCalls = turns.reduce((sum, turn) => sum + turn.modelCalls, 0);
    const perConversation = scripts.map((script) => {
      const own = turns.filter((turn) => turn.script === script.label);
      return { conversation: script.label, turns: own.length, modelCalls: own.reduce((sum, turn) => sum + turn.modelCalls, 0), searches: own.reduce((sum, turn) => sum + turn.searches, 0) };
    });
    const summary = {
      stubLatencyMs: { model: modelLatencyMs, search: searchLatencyMs, core: coreLatencyMs },
      sequential: {
        conversations: scripts.length,
        userTurns: turns.length,
        perCompletedConversation: {
          modelCalls: Number((modelCalls / scripts.length).toFixed(2)),
          searches: Number((perConversation.reduce((sum, c) => sum + c.searches, 0) / scripts.length).toFixed(2)),
          each: perConversation,
        },
        modelCalls,
        modelCallsPerTurn: Number((modelCalls / turns.length).toFixed(3)),
        modelCallsPerConversation: modelCalls / scripts.length,
        apiCpuMsPerTurn: Math.round(sequentialCpuMs / turns.length),
        maxModelCallsInATurn: Math.max(...turns.map((turn) => turn.modelCalls)),
        overheadOverRoundsMs: {
          mean: Math.round(overheads.reduce((sum, value) => sum + value, 0) / overheads.length),
          p50: Math.round(percentile(overheads, 50)),
          p95: Math.round(percentile(overheads, 95)),
          max: Math.round(overheads.at(-1)!),
        },
      },
      concurrent: {
        conversations: concurrent,
        turns: latencies.length,
        // Warm: the sequential figure also carries the first offer's libraries loaded on first use.
        apiCpuMsPerTurn: Number((concurrentCpuMs / latencies.length).toFixed(1)),
        errors,
        searches: concurrentSearches,
        wallMs: Math.round(concurrentWallMs),
        turnLatencyMs: { p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), max: Math.round(latencies.at(-1) ?? NaN) },
        apiPeakRssMb: Math.round(api.peakRssMb()),
      },
      goals: { modelCallsPerTurn: '<= 1.2', overheadOverRoundsMs: '<= 50', concurrentErrors: '0', offerStage: '<= 1 model call and <= 3 searches per conversation, 0 searches on a cache hit' },
    };
    return { rows, summary };
  } finally {
    await dispatcher.close();
    await Promise.all([api.stop(), core.stop(), search.stop(), model.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
