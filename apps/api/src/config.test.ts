import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      model: { apiKey: undefined, baseUrl: undefined, model: 'gpt-5-mini' },
      search: { apiKey: undefined },
      rateLimitPerMinute: undefined,
      apiKeys: [],
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads an OpenAI-compatible server, search, limits and keys', () => {
    const config = loadConfig({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_MODEL: 'llama3.1',
      TAVILY_API_KEY: 'tvly-123',
      RATE_LIMIT_PER_MINUTE: '5',
      API_KEYS: 'key-aaaaaaaaaaaaaaaa, key-bbbbbbbbbbbbbbbb',
      SSRF_ALLOW_CIDRS: '127.0.0.0/8,::1/128',
    });
    expect(config.model).toEqual({ provider: 'openai', apiKey: undefined, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 60_000 });
    expect(config.search.apiKey).toBe('tvly-123');
    expect(config.rateLimitPerMinute).toBe(5);
    expect(config.apiKeys).toEqual(['key-aaaaaaaaaaaaaaaa', 'key-bbbbbbbbbbbbbbbb']);
    expect(config.ssrfAllowCidrs).toEqual(['127.0.0.0/8', '::1/128']);
  });

  it('reads the model provider, per-function models and keeps identity documents local by default', () => {
    const config = loadConfig({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'ak-test', TRANSLATOR_MODEL: 'ollama:qwen3:8b', MODEL_TIMEOUT_MS: '20000' });
    expect(config.model).toEqual({ provider: 'anthropic', apiKey: 'ak-test', baseUrl: undefined, model: 'claude-haiku-4-5', timeoutMs: 20_000 });
    expect(config.models.forFunction.translator).toEqual({ provider: 'ollama', baseUrl: 'http://127.0.0.1:11434', model: 'qwen3:8b', timeoutMs: 20_000 });
    expect(config.models.forFunction.chat).toBe(config.model);
    expect(config.models.forFunction.id_validator).toBeUndefined();
  });

  it('refuses a model configuration that cannot work, naming the variables', () => {
    expect(() => loadConfig({ MODEL_PROVIDER: 'anthropic', ID_VALIDATOR_MODEL: 'gpt-5' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODEL_PROVIDER: 'anthropic' })).toThrow('MODEL_PROVIDER is anthropic, which needs ANTHROPIC_API_KEY');
    expect(() => loadConfig({ ID_VALIDATOR_MODEL: 'gpt-5', OPENAI_API_KEY: 'sk' })).toThrow('ID_DOCUMENTS_LOCAL_ONLY is true');
  });

  it('reads connection timeouts, the listen backlog, the model deadline, metrics, CORS origins and the wrong-key limit', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_MS: '30000',
      LISTEN_BACKLOG: '1024',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '75000',
      MODEL_TIMEOUT_MS: '20000',
      METRICS_ENABLED: 'true',
      METRICS_TOKEN: 'scrape-token-0123456789',
      CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173',
      AUTH_FAILURE_LIMIT: '5',
      WARM_UP: 'true',
    });
    expect(config.server).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 5_000, keepAliveTimeoutMs: 75_000 });
    expect(config.model.timeoutMs).toBe(20_000);
    expect(config.metrics).toEqual({ enabled: true, token: 'scrape-token-0123456789' });
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(config.authFailureLimit).toBe(5);
    expect(config.listenBacklog).toBe(1024);
    expect(config.warmUp).toBe(true);
    expect(loadConfig({})).toMatchObject({ warmUp: false, metrics: { enabled: false }, corsOrigins: [], listenBacklog: 4096, server: { requestTimeoutMs: 60_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 65_000 } });
  });

  it('names every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        OPENAI_BASE_URL: 'ftp://x',
        LOG_LEVEL: 'loud',
        SSRF_ALLOW_CIDRS: '10.0.0.0/40',
        API_KEYS: 'short',
        DATABASE_URL: 'mysql://x',
        REQUEST_TIMEOUT_MS: '0',
        LISTEN_BACKLOG: '0',
        MODEL_TIMEOUT_MS: 'soon',
        METRICS_ENABLED: 'maybe',
        CORS_ORIGINS: 'https://shop.example.com/path',
        WARM_UP: 'soon',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'OPENAI_BASE_URL', 'LOG_LEVEL', 'SSRF_ALLOW_CIDRS', 'API_KEYS', 'DATABASE_URL', 'REQUEST_TIMEOUT_MS', 'LISTEN_BACKLOG', 'MODEL_TIMEOUT_MS', 'METRICS_ENABLED', 'CORS_ORIGINS', 'WARM_UP']) {
      expect(problems).toContain(name);
    }
  });
  it('takes PostgreSQL and Redis URLs for scale-out, and refuses other schemes without echoing the URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/circular', REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/circular',
      redisUrl: 'redis://cache:6379',
    });
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
    expect(() => loadConfig({ REDIS_URL: 'http://u:secret@cache' })).toThrow(/REDIS_URL must be a redis: or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://u:secret@cache' })).not.toThrow(/secret/);
  });

  it('reads the asynchronous job settings, with a day of callback retries and a week of retention by default', () => {
    const defaults = loadConfig({}).jobs;
    expect(defaults).toMatchObject({ webhookKey: undefined, deliveryPeriodMs: 86_400_000, retentionMs: 604_800_000, leaseMs: 30_000 });
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(loadConfig({ WEBHOOK_SECRET: secret, WEBHOOK_RETRY_SECONDS: '60' }).jobs).toMatchObject({ webhookKey: Buffer.alloc(32, 7), deliveryPeriodMs: 60_000 });
  });

  it('refuses a WEBHOOK_SECRET that is not in the whsec_ form, naming the variable', () => {
    expect(() => loadConfig({ WEBHOOK_SECRET: 'plain-text-secret' })).toThrow(/WEBHOOK_SECRET must be "whsec_"/);
  });

  it('reads TRUST_PROXY as Express takes it: off by default, hops, true/false or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3', '-1', '10.0.0.0/8,,nope'])('stops start-up naming TRUST_PROXY for "%s"', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });

  it('drains for 20 s by default (fits a 30 s grace with a 5 s pre-stop delay), configurable', () => {
    expect(loadConfig({}).drainTimeoutMs).toBe(20_000);
    expect(loadConfig({ DRAIN_TIMEOUT_MS: '45000' }).drainTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: 'soon' })).toThrow(/DRAIN_TIMEOUT_MS/);
  });

  it('leaves the ID validator its default page limit unless ID_PAGES_AT_ONCE sets one of at least 1', () => {
    expect(loadConfig({}).idPagesAtOnce).toBeUndefined();
    expect(loadConfig({ ID_PAGES_AT_ONCE: '3' }).idPagesAtOnce).toBe(3);
    expect(() => loadConfig({ ID_PAGES_AT_ONCE: '0' })).toThrow(/ID_PAGES_AT_ONCE/);
  });
});

describe('ConfigError.isInstance', () => {
  it('recognises the error loadConfig throws, and one built by another copy of the package', async () => {
    const thrown = (() => {
      try {
        return loadConfig({ DRAIN_TIMEOUT_MS: 'soon' });
      } catch (error) {
        return error;
      }
    })();
    expect(ConfigError.isInstance(thrown)).toBe(true);
    vi.resetModules();
    const copy = await import('./config.ts');
    const foreign = new copy.ConfigError(['PORT: not a number']);
    expect(foreign instanceof ConfigError).toBe(false);
    expect(ConfigError.isInstance(foreign)).toBe(true);
    expect(ConfigError.isInstance(new Error('plain'))).toBe(false);
  });
});
