import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { startSearchStub, type SearchStub } from '@circular/search-stub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '@circular/contract';
import { generateWebhookSecret } from '@circular/server-kit';
import { startApiProcess, type ApiProcess } from '../jobs/test-support/api-process.ts';
import { startReceiver, waitFor } from '../jobs/test-support/receiver.ts';
import { startOtlpCollector, type CollectedSpan } from './test-support/otlp-collector.ts';

/**
 * The real server with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to an OTLP/HTTP receiver on
 * loopback; the chat runs the real ChatOpenAI against the model stub and the real core client
 * against core-sim. The spans are read once the server has stopped (SIGTERM flushes them).
 */
let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let stub: ModelStub;
let search: SearchStub;
let sim: CoreSim;
let api: ApiProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let dataDir: string;
const secretValue = 'sk-test-must-not-be-traced-0123456789';
const clientTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
const clientSpan = '00f067aa0ba902b7';
const answers: Record<string, { status: number; body: unknown; headers: Headers }> = {};

const post = async (url: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
};

beforeAll(async () => {
  [collector, stub, search, sim, receiver] = await Promise.all([
    startOtlpCollector(),
    startModelStub({ rules: await loadDefaultRules() }),
    startSearchStub(),
    startCoreSim({ seed: 'tracing' }),
    startReceiver(),
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'tracing-'));
  api = await startApiProcess({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    OTEL_SERVICE_NAME: 'circular-under-test',
    OPENAI_BASE_URL: stub.url,
    OPENAI_API_KEY: secretValue,
    OPENAI_MODEL: 'stub-model',
    TAVILY_BASE_URL: search.url,
    TAVILY_API_KEY: 'test',
    SSRF_ALLOW_CIDRS: '127.0.0.0/8',
    WEBHOOK_SECRET: generateWebhookSecret(),
    JOB_POLL_MS: '50',
    DATA_DIR: dataDir,
  });
  const chatBody = {
    language: 'en',
    messages: [{ role: 'user', text: 'the shiny gadget my aunt gave me last winter' }],
    service_core_base_url: sim.coreUrl,
    service_submission_base_url: sim.submissionUrl,
  };
  answers['traced'] = await post(api.url, '/chat', chatBody, { traceparent: `00-${clientTrace}-${clientSpan}-01` });
  answers['malformed'] = await post(api.url, '/chat', chatBody, { traceparent: '00-not-a-trace-id-01' });
  answers['estimate'] = await post(api.url, '/service_ai_value_estimation', firstExample('/service_ai_value_estimation'));
  const job = await post(api.url, '/service_ai_decision', { ...firstExample('/service_ai_decision'), callback_url: receiver.url });
  answers['job'] = job;
  await waitFor(async () => receiver.deliveries.length, (count) => count > 0);
  await api.stop();
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await Promise.all([collector?.close(), stub?.close(), search?.close(), sim?.close(), receiver?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The contract's first request example of an operation. */
function firstExample(path: string): Record<string, unknown> {
  const requestBody = openapiDocument.paths?.[path]?.post?.requestBody as { content: Record<string, { examples: Record<string, { value: Record<string, unknown> }> }> };
  return Object.values(requestBody.content['application/json']!.examples)[0]!.value;
}

const inTrace = (traceId: string) => collector.spans.filter((span) => span.traceId === traceId);
const childrenOf = (spans: CollectedSpan[], parent: CollectedSpan) => spans.filter((span) => span.parentSpanId === parent.spanId);

describe('OpenTelemetry tracing of a chat turn', () => {
  it('continues the client’s trace: HTTP request → graph → node → model call, under the client’s span', () => {
    expect(answers['traced']!.status).toBe(200);
    const spans = inTrace(clientTrace);
    const http = spans.find((span) => span.name === 'POST /chat');
    expect(http?.parentSpanId).toBe(clientSpan);
    expect(http?.attributes['http.route']).toBe('/chat');
    expect(http?.service).toBe('circular-under-test');
    const graph = childrenOf(spans, http!).find((span) => span.name.startsWith('graph '));
    expect(graph).toBeDefined();
    const nodes = childrenOf(spans, graph!).filter((span) => span.name.startsWith('node '));
    expect(nodes.length).toBeGreaterThan(0);
    const modelCalls = spans.filter((span) => span.name === 'chat stub-model');
    expect(modelCalls.length).toBeGreaterThan(0);
    for (const call of modelCalls) {
      // A model call hangs from a node (of the graph, or of a subgraph inside one).
      expect(spans.find((span) => span.spanId === call.parentSpanId)?.name).toMatch(/^node /);
      expect(call.attributes['gen_ai.request.model']).toBe('stub-model');
      expect(call.attributes['gen_ai.usage.input_tokens']).toBeGreaterThan(0);
      expect(call.attributes['gen_ai.usage.output_tokens']).toBeGreaterThan(0);
    }
  });

  it('traces the outgoing calls to the model stub and core-sim in the same trace, and sends the model its traceparent', () => {
    const spans = inTrace(clientTrace);
    const outgoing = spans.filter((span) => span.kind === 3 && typeof span.attributes['url.full'] === 'string');
    expect(outgoing.some((span) => String(span.attributes['url.full']).startsWith(`${stub.url}/chat/completions`))).toBe(true);
    expect(outgoing.some((span) => String(span.attributes['url.full']).startsWith(sim.coreUrl))).toBe(true);
    expect(stub.requests.some((record) => String(record.headers['traceparent'] ?? '').includes(clientTrace))).toBe(true);
  });

  it('ignores a malformed traceparent: the request succeeds in a trace of its own', () => {
    expect(answers['malformed']!.status).toBe(200);
    const http = collector.spans.filter((span) => span.name === 'POST /chat' && span.traceId !== clientTrace);
    expect(http).toHaveLength(1);
    expect(http[0]!.parentSpanId).toBeUndefined();
    expect(http[0]!.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('writes the trace id in the request’s log line', () => {
    const logged = api
      .stdout()
      .map((line) => JSON.parse(line) as { msg?: string; trace_id?: string; req?: { path?: string } })
      .filter((line) => line.msg === 'request completed' && line.req?.path === '/chat');
    expect(logged.map((line) => line.trace_id)).toContain(clientTrace);
    expect(logged.every((line) => /^[0-9a-f]{32}$/.test(line.trace_id ?? ''))).toBe(true);
  });

  it('traces a job run in a trace of its own, and its webhook delivery, whose POST carries the delivery’s traceparent', () => {
    expect(answers['job']!.status).toBe(202);
    const run = collector.spans.find((span) => span.name === 'job decide');
    expect(run?.attributes['circular.job.id']).toBe((answers['job']!.body as { id: string }).id);
    expect(run?.parentSpanId).toBeUndefined();
    expect(collector.spans.some((span) => span.traceId === run!.traceId && span.name.startsWith('graph '))).toBe(true);
    const finished = api
      .stdout()
      .map((line) => JSON.parse(line) as { msg?: string; trace_id?: string })
      .find((line) => line.msg === 'job finished');
    expect(finished?.trace_id).toBe(run!.traceId);
    const delivery = collector.spans.find((span) => span.name === 'webhook decide');
    expect(delivery).toBeDefined();
    const traceparent = String(receiver.deliveries[0]!.headers['traceparent']);
    expect(traceparent).toMatch(new RegExp(`^00-${delivery!.traceId}-[0-9a-f]{16}-01$`));
  });

  it('traces each web search under the node that searched, with its POST to the search API under it carrying the trace’s traceparent', () => {
    expect(answers['estimate']!.status).toBe(200);
    const http = collector.spans.find((span) => span.name === 'POST /service_ai_value_estimation')!;
    const searches = inTrace(http.traceId).filter((span) => span.name === 'search tavily');
    expect(searches.length).toBe(search.requests.length);
    expect(searches.length).toBeGreaterThan(0);
    for (const one of searches) {
      // Under the graph node that searched.
      expect(collector.spans.find((span) => span.spanId === one.parentSpanId)?.name).toMatch(/^node /);
      expect(one.attributes['circular.search.results']).toBeGreaterThanOrEqual(0);
      const post = childrenOf(collector.spans, one);
      expect(post.map((span) => span.attributes['url.full'])).toEqual([`${search.url}/search`]);
    }
    expect(search.requests.every((record) => String(record.headers['traceparent']).startsWith(`00-${http.traceId}-`))).toBe(true);
  });

  it('puts no API key, prompt or request text in any attribute', () => {
    const everything = JSON.stringify(collector.spans);
    expect(collector.spans.length).toBeGreaterThan(10);
    expect(everything).not.toContain(secretValue);
    expect(everything).not.toContain('my aunt gave me');
    expect(everything).not.toContain('gen_ai.input.messages');
  });
});
