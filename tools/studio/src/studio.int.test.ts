import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createResponseValidator, listOperations, openapiDocument, operationSchemas, type ChatRequest } from '@circular/contract';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { defaultFixturesDir, startSearchStub, type SearchStub } from '@circular/search-stub';
import { freePort } from '@circular/stub-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLanggraphDev, type LanggraphDev } from './langgraph-dev.ts';

/**
 * LangGraph Studio end to end: `langgraph dev` serving every graph of the repository's
 * `langgraph.json`, against the model stub, the search stub and core-sim, driven through the REST
 * API Studio itself uses. Timings are printed, never asserted.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The contract operation each graph serves, and the output field that carries its response. */
const served: Record<string, { operationId: string; output: string }> = {
  chat: { operationId: 'chat', output: 'replies' },
  translator: { operationId: 'translate', output: 'response' },
  value_estimation: { operationId: 'estimateValue', output: 'response' },
  id_validator: { operationId: 'validateId', output: 'response' },
  protocol_generator: { operationId: 'generateProtocol', output: 'response' },
  decision: { operationId: 'decide', output: 'response' },
  brands: { operationId: 'brands', output: 'response' },
  c2c_validation: { operationId: 'validateListing', output: 'response' },
  c2c_descriptor: { operationId: 'describeListing', output: 'response' },
};
const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let scratch: string;
let graphIds: string[];
let model: ModelStub;
let search: SearchStub;
let sim: CoreSim;
let dev: LanggraphDev | undefined;
const timings: string[] = [];

beforeAll(async () => {
  // The dev server keeps its state in `.langgraph_api/` beside its config: a scratch copy keeps the repository clean.
  scratch = await mkdtemp(join(tmpdir(), 'studio-check-'));
  const config = JSON.parse(await readFile(join(repoRoot, 'langgraph.json'), 'utf8')) as { graphs: Record<string, string>; env?: unknown };
  graphIds = Object.keys(config.graphs);
  // The CLI resolves graph paths from the config's folder, absolute ones included.
  const graphs = Object.fromEntries(Object.entries(config.graphs).map(([id, spec]) => [id, relative(scratch, resolve(repoRoot, spec))]));
  // No `env`: a developer's `.env` must not change what the test sees.
  const { env: _env, ...rest } = config;
  await writeFile(join(scratch, 'langgraph.json'), JSON.stringify({ ...rest, dependencies: [repoRoot], graphs }, null, 2));

  model = await startModelStub({ port: 0, rules: await loadDefaultRules() });
  search = await startSearchStub({ port: 0, fixturesDir: defaultFixturesDir });
  sim = await startCoreSim({ port: 0 });
  const started = performance.now();
  // The port is free when picked but another process may take it before the server binds it: try again then.
  for (let attempt = 1; ; attempt++) {
    dev = startLanggraphDev({
      configPath: join(scratch, 'langgraph.json'),
      port: await freePort(),
      output: 'pipe',
      reload: false,
      env: {
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: 'test',
        TAVILY_BASE_URL: search.url,
        TAVILY_API_KEY: 'test',
        SSRF_ALLOW_CIDRS: '127.0.0.0/8',
        DATA_DIR: join(scratch, 'data'),
        LANGSMITH_TRACING: 'false',
        LANGCHAIN_TRACING_V2: 'false',
      },
    });
    try {
      await dev.ready(180_000);
      break;
    } catch (error) {
      const log = dev.log();
      await dev.stop();
      if (attempt < 3 && /EADDRINUSE/.test(log)) continue;
      console.error(log);
      throw error;
    }
  }
  timings.push(`langgraph dev ready in ${Math.round(performance.now() - started)} ms`);
}, 240_000);

afterAll(async () => {
  console.log(['Studio check timings:', ...timings].join('\n  '));
  await dev?.stop();
  await Promise.all([model?.close(), search?.close(), sim?.close()]);
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 60_000);

async function api<T>(path: string, body?: unknown, timeoutMs = 120_000): Promise<T> {
  const res = await fetch(`${dev!.url}${path}`, {
    ...(body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 500)}\n${dev!.log().slice(-4000)}`);
  return JSON.parse(text) as T;
}

async function newThread(): Promise<string> {
  return (await api<{ thread_id: string }>('/threads', {})).thread_id;
}

type RunResult = Record<string, unknown> & { __interrupt__?: { value: unknown }[]; __error__?: { error: string; message: string } };

/** The operation's request examples in the contract. */
function examples(operationId: string): unknown[] {
  const operation = listOperations().find((candidate) => candidate.operationId === operationId)!;
  const media = (openapiDocument.paths![operation.path]![operation.method]!.requestBody as { content: Record<string, { examples?: Record<string, { value?: unknown }> }> })
    .content['application/json']!;
  return Object.values(media.examples ?? {}).map((example) => example.value);
}

/** The first example of the operation's request that needs no host beyond loopback. */
function exampleRequest(operationId: string): unknown {
  const offline = examples(operationId).find((value) => !/"https?:\/\//.test(JSON.stringify(value)));
  if (offline === undefined) throw new Error(`the contract has no ${operationId} example that works offline`);
  return offline;
}

describe('langgraph dev serving langgraph.json', () => {
  it('lists every graph with the contract request as input schema, its response as output schema, and a drawing of its steps', async () => {
    const assistants = await api<{ graph_id: string; assistant_id: string }[]>('/assistants/search', { limit: 100 });
    expect(assistants.map((assistant) => assistant.graph_id).sort()).toEqual([...graphIds].sort());
    expect(Object.keys(served).sort()).toEqual([...graphIds].sort());
    for (const { graph_id: graphId, assistant_id: assistantId } of assistants) {
      const { operationId, output } = served[graphId]!;
      const schemas = await api<{ input_schema: { properties: Record<string, unknown> }; output_schema: { properties: Record<string, unknown> } }>(
        `/assistants/${assistantId}/schemas`,
      );
      const contract = operationSchemas(operationId);
      expect(Object.keys(schemas.input_schema.properties), graphId).toEqual(['request']);
      expect(schemas.input_schema.properties['request'], graphId).toEqual(contract.request);
      expect(Object.keys(schemas.output_schema.properties), graphId).toEqual([output]);
      expect(schemas.output_schema.properties[output], graphId).toEqual(contract.response);
      // Studio draws the graph with the function's own steps inside its node.
      const drawing = await api<{ nodes: { id: string }[] }>(`/assistants/${assistantId}/graph?xray=true`);
      expect(drawing.nodes.length, graphId).toBeGreaterThan(3);
      // The chat's stages, the offer's two among them.
      if (graphId === 'chat') {
        const stages = drawing.nodes.map((node) => node.id.split(':').at(-1));
        expect(stages).toEqual(expect.arrayContaining(['askProtocol', 'makeOffer', 'reviewOffer', 'completeSubmission']));
      }
    }
  });

  it('runs every graph on its contract example and answers a response the contract accepts', async () => {
    const validate = createResponseValidator();
    for (const graphId of graphIds.filter((id) => id !== 'chat')) {
      const { operationId } = served[graphId]!;
      const started = performance.now();
      const result = await api<RunResult>(`/threads/${await newThread()}/runs/wait`, { assistant_id: graphId, input: { request: exampleRequest(operationId) } });
      timings.push(`${graphId}: ${Math.round(performance.now() - started)} ms`);
      expect(result.__error__, graphId).toBeUndefined();
      expect(Object.keys(result), graphId).toEqual(['response']);
      expect(validate(operationId, result['response']), graphId).toEqual([]);
    }
    // The chat's first example, pointed at core-sim: its turn ends waiting, the replies as the interrupt's value.
    const chatExample = { ...(examples('chat')[0] as ChatRequest), service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl };
    const started = performance.now();
    const result = await api<RunResult>(`/threads/${await newThread()}/runs/wait`, { assistant_id: 'chat', input: { request: chatExample } });
    timings.push(`chat: ${Math.round(performance.now() - started)} ms`);
    expect(result.__error__).toBeUndefined();
    expect(validate('chat', result.__interrupt__?.[0]?.value)).toEqual([]);
  }, 600_000);

  it('ends a run with a request the contract refuses with an error naming the field, and the thread is not left busy', async () => {
    const thread = await newThread();
    const result = await api<RunResult>(`/threads/${thread}/runs/wait`, { assistant_id: 'brands', input: { request: { language: 'en', agent_specific: { operation: 'rename' } } } });
    // The dev server passes the error on serialised once more: its name and message are inside the message.
    expect(result.__error__!.message).toContain('InvalidRequestError');
    expect(result.__error__!.message).toContain('/agent_specific/operation: must be one of: normalise, discover, validate');
    expect((await api<{ status: string }>(`/threads/${thread}`)).status).toBe('error');
  });

  it('drives a chat from a request through interrupts and resumes to a completed submission in core-sim', async () => {
    const thread = await newThread();
    const first: ChatRequest = { language: 'en', messages: [{ role: 'user', text: 'I want to sell my Trek Marlin 7, size M, black' }], service_core_base_url: sim.coreUrl, service_submission_base_url: sim.submissionUrl };
    const turn = async (payload: Record<string, unknown>) => {
      const started = performance.now();
      const result = await api<RunResult>(`/threads/${thread}/runs/wait`, { assistant_id: 'chat', ...payload });
      timings.push(`chat turn: ${Math.round(performance.now() - started)} ms`);
      expect(result.__error__).toBeUndefined();
      // A turn ends waiting for the user: the run answers the interrupt, whose value is the turn's
      // replies, and the thread's state holds those replies alone.
      const replies = result.__interrupt__?.[0]?.value;
      expect(createResponseValidator()('chat', replies), JSON.stringify(result).slice(0, 600)).toEqual([]);
      expect((await api<{ values: unknown }>(`/threads/${thread}/state`)).values).toEqual({ replies });
      return (replies as { text: string }[]).map((reply) => reply.text).join('\n---\n');
    };
    const say = (words: string, images?: string[]) => turn({ command: { resume: words }, ...(images ? { context: { images } } : {}) });

    expect(await turn({ input: { request: first } })).toBe('I found these products. Which one is yours?\n\nOptions: Trek Marlin 7 Gen 2 | None of these');
    expect(await say('Trek Marlin 7 Gen 2')).toContain('I will register: Trek Marlin 7 Gen 2 · Frame size: M · Colour: Black. Is that right?');
    const created = await say('Confirm');
    const itemId = /reference (itm_\w+)/.exec(created)?.[1];
    expect(itemId).toBeDefined();
    expect(created).toContain('Question 1 of 6: Frame condition');
    await say('Paint scratches');
    await say('Yes');
    await say('no');
    expect(await say('about 1,200 km')).toBe('Question 5 of 6: Photo of the whole bike from the side');
    expect(await say('here it is', [tinyPng])).toBe('Question 6 of 6: Replaced parts or anything else to mention\n\nOptions: Skip');
    expect(await say('Skip')).toContain('Submission complete.');
    expect(sim.db.answers(itemId!)).toHaveLength(5);
  }, 300_000);
});
