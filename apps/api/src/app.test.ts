import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listOperations, openapiDocument } from '@circular/contract';
import { loadConfig, type Config } from './config.ts';
import { createApp } from './app.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';

const silent = pino({ level: 'silent' });
const validBody = { source_locale: 'en', target_locale: 'pt-PT', context: 'catalog', data: { product_1_name: 'Red bike' } };

/** A stand-in translator: echoes the data per locale, or waits for cancellation when asked to. */
function fakeTranslator(seen: { aborted?: unknown } = {}): ServedFunction {
  return {
    name: 'translator',
    operationId: 'translate',
    needs: ['model'],
    load: async () => () => ({
      handler: async ({ body, signal }) => {
        const request = body as typeof validBody & { context: string };
        if (request.context === 'wait') {
          await new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              seen.aborted = signal.reason;
              reject(signal.reason);
            }),
          );
        }
        return { translations: { context: request.context, data: { [request.target_locale]: request.data } } };
      },
    }),
  };
}

function appWith(overrides: Partial<Config> = {}, seen?: { aborted?: unknown }) {
  const config = { ...loadConfig({}), ...overrides };
  // The other functions are the real ones: the app refuses a contract operation without a handler.
  const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
  return createApp(config, { logger: silent, model: undefined, functions: [fakeTranslator(seen), ...others] });
}

describe('function routes', () => {
  it('answers a valid request with the library result and an X-Request-Id', async () => {
    const res = await request(appWith()).post('/service_ai_translator').send(validBody);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ translations: { context: 'catalog', data: { 'pt-PT': { product_1_name: 'Red bike' } } } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a well-formed client request id and replaces a malformed one', async () => {
    const app = appWith();
    const echoed = await request(app).post('/service_ai_translator').set('X-Request-Id', 'trace-42').send(validBody);
    expect(echoed.headers['x-request-id']).toBe('trace-42');
    const replaced = await request(app).post('/service_ai_translator').set('X-Request-Id', 'bad id with spaces').send(validBody);
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});

describe('invalid requests', () => {
  it('names each bad field by JSON pointer in a 422 problem', async () => {
    const res = await request(appWith()).post('/service_ai_translator').send({ target_locale: 'pt-PT', context: 'c', data: { a: 1 } });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: '/problems/validation-error', status: 422, instance: '/service_ai_translator' });
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
    const pointers = res.body.errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/source_locale', '/data/a']));
  });

  it('answers malformed JSON with a 422, not a 400 or 500', async () => {
    const res = await request(appWith()).post('/service_ai_translator').set('Content-Type', 'application/json').send('{"source_locale": ');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '', message: 'body is not valid JSON' }]);
  });

  it('answers a wrong content type with a 422 naming it', async () => {
    const res = await request(appWith()).post('/service_ai_translator').set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toContain('Content-Type must be application/json (got text/plain');
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('answers the non-object body %s with a 422', async (raw) => {
    const res = await request(appWith()).post('/service_ai_translator').set('Content-Type', 'application/json').send(raw);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '', message: 'must be a JSON object' }]);
  });

  it('refuses a body over the limit with a 413 problem', async () => {
    const app = appWith({ operationOverrides: { translate: { bodyLimitBytes: 1024 } } });
    const res = await request(app).post('/service_ai_translator').send({ ...validBody, data: { a: 'x'.repeat(2000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ type: '/problems/payload-too-large', status: 413, limit_bytes: 1024 });
  });
});

describe('routing', () => {
  it('answers unknown paths with a 404 problem', async () => {
    const res = await request(appWith()).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: '/problems/not-found', instance: '/nope' });
  });

  it('answers a wrong method with a 405 problem and an Allow header', async () => {
    const res = await request(appWith()).get('/service_ai_translator');
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('POST');
    expect(res.body.type).toBe('/problems/method-not-allowed');
  });

  it('serves every operation in the contract, and nothing else', async () => {
    const app = appWith({ metrics: { enabled: true, token: undefined } });
    for (const op of listOperations()) {
      const res = await request(app)[op.method.toLowerCase() as 'get' | 'post'](concretePath(op.path, op.method)).send(op.method.toLowerCase() === 'post' ? validBody : undefined);
      // Routed: the operation answers for itself (a 422 for a body meant for another operation), never 404/405;
      // a templated path (`/jobs/{id}`) answers its own 404 for an id that does not exist, so only 405 would betray it.
      expect(op.path.includes('{') ? [405] : [404, 405], `${op.method} ${op.path}`).not.toContain(res.status);
    }
    const served = new Set<string>();
    for (const layer of app.router.stack as Array<{ route?: { path: string; methods: Record<string, boolean> } }>) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods)) served.add(`${method.toUpperCase()} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(served).toEqual(new Set(listOperations().map((op) => `${op.method.toUpperCase()} ${op.path}`)));
  });
});

/** An operation's path with each template parameter replaced by the contract's example of it. */
function concretePath(path: string, method: string): string {
  const parameters = (openapiDocument.paths?.[path]?.[method.toLowerCase() as 'get'] as { parameters?: Array<{ in?: string; name?: string; example?: unknown }> } | undefined)?.parameters ?? [];
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? name));
}

describe('rate limits', () => {
  it('answers the (N+1)-th request in a window with a 429, Retry-After and RateLimit headers', async () => {
    const app = appWith({ rateLimitPerMinute: 2 });
    for (let i = 0; i < 2; i++) expect((await request(app).post('/service_ai_translator').send(validBody)).status).toBe(200);
    const res = await request(app).post('/service_ai_translator').send(validBody);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['ratelimit-policy']).toContain('q=2');
    expect(res.headers['ratelimit']).toContain('r=0');
    expect(res.body).toMatchObject({ type: '/problems/rate-limited', status: 429 });
  });

  it('counts each endpoint separately', async () => {
    const app = appWith({ rateLimitPerMinute: 1 });
    expect((await request(app).post('/service_ai_translator').send(validBody)).status).toBe(200);
    expect((await request(app).get('/health')).status).toBe(200);
  });
});

describe('authentication', () => {
  const key = 'test-key-0123456789abcdef';

  it('is off by default', async () => {
    expect((await request(appWith()).post('/service_ai_translator').send(validBody)).status).toBe(200);
  });

  it('requires a configured Bearer key when API keys are set, and leaves health open', async () => {
    const app = appWith({ apiKeys: [key] });
    const missing = await request(app).post('/service_ai_translator').send(validBody);
    expect(missing.status).toBe(401);
    expect(missing.body.type).toBe('/problems/unauthorized');
    expect((await request(app).post('/service_ai_translator').set('Authorization', 'Bearer wrong-key-000000000').send(validBody)).status).toBe(401);
    expect((await request(app).post('/service_ai_translator').set('Authorization', `Bearer ${key}`).send(validBody)).status).toBe(200);
    expect((await request(app).get('/health')).status).toBe(200);
  });
});

describe('timeouts', () => {
  it('cancels the work and answers a 500 timeout problem at the deadline', async () => {
    const seen: { aborted?: unknown } = {};
    const app = appWith({ operationOverrides: { translate: { timeoutMs: 50 } } }, seen);
    const res = await request(app).post('/service_ai_translator').send({ ...validBody, context: 'wait' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ type: '/problems/timeout', status: 500 });
    expect(res.headers['retry-after']).toBeDefined();
    await sleep(10);
    expect((seen.aborted as { type?: string }).type).toBe('timeout');
  });
});

describe('request logs', () => {
  it('record request id, operation, status, latency and usage, but no headers or body', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const others = servedFunctions.filter((fn) => fn.operationId !== 'translate');
    const app = createApp({ ...loadConfig({}), apiKeys: ['secret-key-0123456789'] }, { logger, model: undefined, functions: [fakeTranslator(), ...others] });
    await request(app).post('/service_ai_translator').set('Authorization', 'Bearer secret-key-0123456789').set('X-Request-Id', 'log-1').send(validBody);
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e['msg'] === 'request completed');
    expect(entry).toMatchObject({
      request_id: 'log-1',
      operation: 'translate',
      req: { method: 'POST', path: '/service_ai_translator' },
      res: { status: 200 },
      usage: { modelCalls: 0, promptTokens: 0, completionTokens: 0 },
    });
    expect(entry?.['responseTime']).toEqual(expect.any(Number));
    expect(lines.join('\n')).not.toContain('secret-key');
    expect(lines.join('\n')).not.toContain('Red bike');
  });
});

describe('service endpoints', () => {
  it('reports health with the readiness of each function', async () => {
    const res = await request(appWith()).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'degraded',
      version: '0.1.0',
      functions: { translator: { ready: false, needs: ['model'] } },
      dependencies: { model: { configured: false }, search: { configured: false }, store: { kind: 'memory', ready: true } },
    });
    expect(res.body.functions.translator.reason).toContain('OPENAI_API_KEY');
  });

  it('serves the OpenAPI document', async () => {
    const res = await request(appWith()).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1/);
    expect(Object.keys(res.body.paths)).toContain('/service_ai_translator');
  });

  it('serves an index page naming the functions and linking the document', async () => {
    const res = await request(appWith()).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('/service_ai_translator');
    expect(res.text).toContain('href="/openapi.json"');
    expect(res.text).toContain('id="api-reference"');
    expect(res.text).toContain('<form class="try-form" id="try-validateId"');
  });

  it('says HTTP or HTTPS on the index page as the request arrived, believing X-Forwarded-Proto only from a trusted proxy', async () => {
    const app = appWith();
    const plain = await request(app).get('/').set('Host', 'api.example.com').set('X-Forwarded-Proto', 'https');
    expect(plain.text).toContain('<code id="base-url">http://api.example.com</code>');
    app.set('trust proxy', 'loopback');
    const proxied = await request(app).get('/').set('Host', 'api.example.com').set('X-Forwarded-Proto', 'https');
    expect(proxied.text).toContain('<code id="base-url">https://api.example.com</code>');
  });
});
