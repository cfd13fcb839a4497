import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultModelTimeoutMs, type ModelEnvironment, type ModelSettings, readModelEnvironment, type SearchSettings } from '@circular/runtime/light';
import { type JobSettings, parseWebhookSecret } from '@circular/server-kit';
import { defaultListenBacklog, defaultServerTimeouts, type ServerTimeouts } from './server.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the server reads from its environment (docs/ARCHITECTURE.md §6), validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** The default chat model (MODEL_PROVIDER and its provider's variables). */
  model: ModelSettings;
  /** The model each function calls (`<FUNCTION>_MODEL`, ID_DOCUMENTS_LOCAL_ONLY). */
  models: ModelEnvironment;
  search: SearchSettings;
  dataDir: string;
  /** Overrides every endpoint's per-minute limit from the contract when set. */
  rateLimitPerMinute: number | undefined;
  /** Bearer keys; authentication is on exactly when this is non-empty. */
  apiKeys: string[];
  /** Address ranges the SSRF filter lets through (tests, private deployments). */
  ssrfAllowCidrs: string[];
  logLevel: LogLevel;
  /** How long a client may take to send a request, and keep an idle connection (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). */
  server: ServerTimeouts;
  /** Connections the kernel queues, handshake done, before the server accepts them (LISTEN_BACKLOG). */
  listenBacklog: number;
  /** Wrong API keys a client may send per 15 minutes before it gets 429s (AUTH_FAILURE_LIMIT). */
  authFailureLimit: number;
  /** GET /metrics: served when enabled, and then only with `Authorization: Bearer <token>` when a token is set. */
  metrics: { enabled: boolean; token: string | undefined };
  /** Origins allowed to call the API from a browser (CORS_ORIGINS); empty means CORS is off, `*` any origin. */
  corsOrigins: string[];
  /** PostgreSQL for sessions, jobs, caches and session locks shared by replicas; unset = embedded SQLite. */
  databaseUrl?: string | undefined;
  /** Redis for rate-limit counters shared by replicas; unset = per-process counters. */
  redisUrl?: string | undefined;
  /** Asynchronous calls (`callback_url`): the job queue and the signed callbacks. */
  jobs: JobSettings;
  /** How often an event stream with nothing to send writes a comment, so idle proxies keep it open (SSE_KEEPALIVE_MS). */
  sseKeepAliveMs: number;
  /** Document images the ID validator reads at once across all requests (ID_PAGES_AT_ONCE); its library's default (one per core) when unset. */
  idPagesAtOnce?: number | undefined;
  /**
   * Express's `trust proxy` (TRUST_PROXY): which `X-Forwarded-*` headers to believe, as a hop count,
   * true/false, or the addresses and CIDR ranges of the proxies; off when omitted.
   */
  trustProxy?: TrustProxy;
  /**
   * Whether the functions that need no model do their first-call work after the server listens,
   * readiness waiting for it (WARM_UP, off unless set to true).
   */
  warmUp?: boolean;
  /** On SIGTERM, how long in-flight requests may take to finish before their connections are closed (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs?: number;
  /** Per-operation overrides of the contract's limits (tests shorten timeouts with this). */
  operationOverrides?: Record<string, { timeoutMs?: number; bodyLimitBytes?: number; rateLimitPerMinute?: number }>;
}

/** The values Express's `trust proxy` setting takes that TRUST_PROXY may give. */
export type TrustProxy = boolean | number | string[];

/** Express's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

/** The default drain: in-flight requests get 20 s, which with a 5 s pre-stop delay fits a 30 s grace period. */
export const defaultDrainTimeoutMs = 20_000;

export type { JobSettings };

const marker = Symbol.for('circular.config-error');

export class ConfigError extends Error {
  readonly [marker] = true;
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static isInstance(error: unknown): error is ConfigError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

const logLevels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and checks the environment. Every problem is reported at once, each naming its variable,
 * so an operator fixes a deployment in one go.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number | undefined, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${raw}")`);
      return undefined;
    }
  };
  const list = (name: string) => (text(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);

  const host = text('HOST') ?? '0.0.0.0';
  if (host !== 'localhost' && !isIP(host)) problems.push(`HOST must be an IP address or "localhost" (got "${host}")`);

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${logLevel}")`);

  const ssrfAllowCidrs = list('SSRF_ALLOW_CIDRS');
  for (const cidr of ssrfAllowCidrs) {
    const [address, bits] = cidr.split('/');
    const family = isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    if (!family || !/^\d+$/.test(bits ?? '') || Number(bits) > max) problems.push(`SSRF_ALLOW_CIDRS entry "${cidr}" is not a CIDR range like 127.0.0.0/8`);
  }

  const apiKeys = list('API_KEYS');
  if (apiKeys.some((key) => key.length < 16)) problems.push('API_KEYS entries must be at least 16 characters long');

  const metricsEnabled = text('METRICS_ENABLED')?.toLowerCase() ?? 'false';
  if (!['true', 'false', '1', '0'].includes(metricsEnabled)) problems.push(`METRICS_ENABLED must be true or false (got "${metricsEnabled}")`);
  // Off unless set: a bare process stays lean at rest (issue 24); deployments behind a balancer turn it on (compose.yaml).
  const warmUp = text('WARM_UP')?.toLowerCase() ?? 'false';
  if (!['true', 'false', '1', '0'].includes(warmUp)) problems.push(`WARM_UP must be true or false (got "${warmUp}")`);
  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters long');

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'), problems);

  const corsOrigins = list('CORS_ORIGINS');
  for (const origin of corsOrigins) {
    if (origin === '*') continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://shop.example.com (scheme, host and port only)`);
    }
  }

  // Scale-out stores: the URL's scheme is checked here, the connection at start-up.
  const serviceUrl = (name: string, schemes: string[], example: string) => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    let scheme: string | undefined;
    try {
      scheme = new URL(raw).protocol;
    } catch {
      scheme = undefined;
    }
    if (scheme === undefined || !schemes.includes(scheme)) {
      // The URL may hold a password: name the variable, never echo it.
      problems.push(`${name} must be a ${schemes.join(' or ')}// URL such as ${example}`);
      return undefined;
    }
    return raw;
  };
  const databaseUrl = serviceUrl('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:password@db:5432/circular');
  const redisUrl = serviceUrl('REDIS_URL', ['redis:', 'rediss:'], 'redis://cache:6379');

  let webhookKey: Buffer | undefined;
  const webhookSecret = text('WEBHOOK_SECRET');
  if (webhookSecret !== undefined) {
    try {
      webhookKey = parseWebhookSecret(webhookSecret);
    } catch {
      problems.push('WEBHOOK_SECRET must be "whsec_" followed by 24 to 64 random bytes in base64 (e.g. whsec_$(openssl rand -base64 32))');
    }
  }
  const seconds = (name: string, fallback: number, min: number, max: number) => integer(name, fallback, min, max)! * 1000;

  const models = readModelEnvironment(env, { timeoutMs: integer('MODEL_TIMEOUT_MS', defaultModelTimeoutMs, 100, 3_600_000) });
  problems.push(...models.problems);

  const config: Config = {
    port: integer('PORT', 3000, 0, 65535)!,
    host,
    model: models.environment.settings,
    models: models.environment,
    search: { apiKey: text('TAVILY_API_KEY'), baseUrl: url('TAVILY_BASE_URL') },
    dataDir: resolve(text('DATA_DIR') ?? './data'),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', undefined, 1, 1_000_000),
    apiKeys,
    ssrfAllowCidrs,
    logLevel,
    server: {
      requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', defaultServerTimeouts.requestTimeoutMs, 100, 3_600_000)!,
      headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', defaultServerTimeouts.headersTimeoutMs, 100, 3_600_000)!,
      keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', defaultServerTimeouts.keepAliveTimeoutMs, 100, 3_600_000)!,
    },
    listenBacklog: integer('LISTEN_BACKLOG', defaultListenBacklog, 1, 65_535)!,
    authFailureLimit: integer('AUTH_FAILURE_LIMIT', 20, 1, 1_000_000)!,
    metrics: { enabled: metricsEnabled === 'true' || metricsEnabled === '1', token: metricsToken },
    corsOrigins,
    databaseUrl,
    redisUrl,
    trustProxy,
    warmUp: warmUp === 'true' || warmUp === '1',
    drainTimeoutMs: integer('DRAIN_TIMEOUT_MS', defaultDrainTimeoutMs, 0, 3_600_000)!,
    jobs: {
      webhookKey,
      retentionMs: seconds('JOB_RETENTION_SECONDS', 7 * 86_400, 60, 365 * 86_400),
      deliveryPeriodMs: seconds('WEBHOOK_RETRY_SECONDS', 86_400, 0, 30 * 86_400),
      retryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 5_000, 10, 3_600_000)!,
      deliveryTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000)!,
      concurrency: integer('JOB_CONCURRENCY', 4, 1, 256)!,
      leaseMs: seconds('JOB_LEASE_SECONDS', 30, 1, 3_600),
      pollMs: integer('JOB_POLL_MS', 1_000, 10, 60_000)!,
    },
    sseKeepAliveMs: integer('SSE_KEEPALIVE_MS', 15_000, 10, 300_000)!,
    idPagesAtOnce: integer('ID_PAGES_AT_ONCE', undefined, 1, 64),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * TRUST_PROXY as Express takes it: a number of proxy hops, `true`/`false`, or comma-separated
 * addresses and CIDR ranges of the proxies (or Express's `loopback`, `linklocal`, `uniquelocal`).
 * Anything else is a problem naming the variable: a typo here would silently trust every client's
 * `X-Forwarded-For`, or none.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 100) return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    if (namedRanges.includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
  };
  if (entries.length === 0 || !entries.every(valid)) {
    problems.push(`TRUST_PROXY must be a number of proxy hops (0–100), true, false, or comma-separated proxy addresses or CIDR ranges like 10.0.0.0/8 (got "${raw}")`);
    return false;
  }
  return entries;
}
