import { loadDefaultRules, startModelStub, type ModelStub } from '@circular/model-stub';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatModel } from '@circular/runtime';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const silent = pino({ level: 'silent' });
const appWith = (env: Record<string, string>, model?: ReturnType<typeof createChatModel>) => createApp(loadConfig(env), { logger: silent, model });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Reads the Prometheus text exposition format (version 0.0.4) strictly: every line is a HELP or
 * TYPE comment for a metric family, or a sample of a family whose TYPE came first. Throws on anything else.
 */
function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const label = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
  const sampleLine = new RegExp(`^(${name})(?:\\{((?:${label})(?:,${label})*)?,?\\})? (\\S+)(?: -?\\d+)?$`);
  // Values are Go floats: decimal, or NaN / +Inf / -Inf in any case.
  const float = (raw: string) => (/^nan$/i.test(raw) ? Number.NaN : /^[+-]?inf$/i.test(raw) ? (raw.startsWith('-') ? -Infinity : Infinity) : Number(raw));
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(comment[3]!)) throw new Error(`bad TYPE line: ${line}`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match || (Number.isNaN(float(match[3]!)) && !/^nan$/i.test(match[3]!))) throw new Error(`not a sample line: ${line}`);
    const family = [...types.keys()].find((family) => match[1] === family || new RegExp(`^${family}_(bucket|sum|count|total|created)$`).test(match[1]!));
    if (!family) throw new Error(`sample before its TYPE: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: match[1]!, labels, value: float(match[3]!) });
  }
  return samples;
}

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub({ rules: await loadDefaultRules() });
});
afterAll(() => stub.close());

describe('GET /metrics', () => {
  it('is off by default', async () => {
    const res = await request(appWith({})).get('/metrics');
    expect(res.status).toBe(404);
  });

  it('serves requests, latency, model usage and the event-loop lag in the Prometheus text format', async () => {
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:9/v1');
    const env = { METRICS_ENABLED: 'true', RATE_LIMIT_PER_MINUTE: '2' };
    const app = appWith(env, createChatModel({ model: 'stub', baseUrl: stub.url, apiKey: 'test', maxRetries: 0 }));
    const translation = { source_locale: 'en', target_locale: 'fr', context: 'metrics test', data: { product_1_name: 'Red bike' } };
    expect((await request(app).post('/service_ai_translator').send(translation)).status).toBe(200);
    expect((await request(app).post('/service_ai_translator').send({})).status).toBe(422);
    // Scraped more often than the endpoints' limit allows: never a 429.
    for (let i = 0; i < 4; i += 1) expect((await request(app).get('/metrics')).status).toBe(200);

    const res = await request(app).get('/metrics');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(res.text);
    const value = (name: string, labels: Record<string, string>) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
    expect(value('circular_http_requests_total', { operation: 'translate', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(value('circular_http_requests_total', { operation: 'translate', status: '422' })).toBeGreaterThanOrEqual(1);
    expect(value('circular_http_request_duration_seconds_count', { operation: 'translate', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(value('circular_model_calls_total', { operation: 'translate' })).toBeGreaterThanOrEqual(1);
    expect(value('circular_model_tokens_total', { operation: 'translate', kind: 'prompt' })).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    vi.unstubAllEnvs();
  });

  it('names every metric of the service with one prefix, in snake case, counters ending in _total; Node’s own keep their usual names', async () => {
    const res = await request(appWith({ METRICS_ENABLED: 'true' })).get('/metrics');
    const families = [...res.text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name: name!, type: type! }));
    const ours = families.filter(({ name }) => !/^(process|nodejs)_/.test(name));
    expect(ours.length).toBeGreaterThan(5);
    for (const { name, type } of ours) {
      expect(name).toMatch(/^circular_[a-z][a-z0-9_]*$/);
      if (type === 'counter') expect(name).toMatch(/_total$/);
      else expect(name).not.toMatch(/_total$/);
    }
  });

  it('requires an API key or the token when API keys are set, even without a token', async () => {
    const apiKey = 'client-key-0123456789';
    const keysOnly = appWith({ METRICS_ENABLED: 'true', API_KEYS: apiKey });
    expect((await request(keysOnly).get('/metrics')).status).toBe(401);
    expect((await request(keysOnly).get('/metrics').set('Authorization', 'Bearer not-a-key-0000000000')).status).toBe(401);
    expect((await request(keysOnly).get('/metrics').set('Authorization', `Bearer ${apiKey}`)).status).toBe(200);
    const both = appWith({ METRICS_ENABLED: 'true', API_KEYS: apiKey, METRICS_TOKEN: 'scrape-token-0123456789' });
    expect((await request(both).get('/metrics').set('Authorization', 'Bearer scrape-token-0123456789')).status).toBe(200);
    expect((await request(both).get('/metrics').set('Authorization', `Bearer ${apiKey}`)).status).toBe(200);
  });

  it('requires the token when one is configured', async () => {
    const app = appWith({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'scrape-token-0123456789' });
    expect((await request(app).get('/metrics')).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer not-the-token-000000')).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer scrape-token-0123456789')).status).toBe(200);
  });

  it('lets several apps in one process share the registry', () => {
    expect(() => [appWith({ METRICS_ENABLED: 'true' }), appWith({ METRICS_ENABLED: 'true' })]).not.toThrow();
  });

  it('rejects text that is not in the exposition format (the parser above can fail)', () => {
    expect(() => parsePrometheusText('# TYPE a counter\na{x="1" 2\n')).toThrow();
    expect(() => parsePrometheusText('b 1\n')).toThrow();
  });
});
