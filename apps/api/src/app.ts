import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import cors from 'cors';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { pino, type Logger } from 'pino';
import { createRequestValidator, listOperations, openapiDocument } from '@circular/contract';
import {
  isModelConfigured,
  type ModelSettings,
  configuredWebSearch,
  createAddressPolicy,
  createSafeFetcher,
  InProcessKeyedLock,
  MemoryStore,
  type KeyValueStore,
  type SafeFetcher,
  type WebSearch,
} from '@circular/runtime/light';
import { SqliteJobStore, type JobStore, storeRetryAfterSeconds } from '@circular/server-kit';
import packageJson from '../package.json' with { type: 'json' };
import { bearerAuth } from './auth.ts';
import type { Config } from './config.ts';
import { servedFunctions, type Dependency, type FunctionDeps, type FunctionHandlers, type ServedFunction } from './functions.ts';
import { importOnFirstUse, type ImportedOnFirstUse } from './import-on-first-use.ts';
import { translationMemoryRoutes } from './translation-memory-routes.ts';
import { serveApiReferenceAsset } from './api-reference.ts';
import { serveDeepChatBundle } from './deep-chat-bundle.ts';
import { healthReport, Lifecycle, notReadyReasons, Warming, type BackingState } from './health.ts';
import { renderIndexPage } from './index-page.ts';
import { idempotentRequests } from './idempotency.ts';
import { chatEventStream, type ChatStreamHandler } from './chat-stream.ts';
import { jsonBody } from './json-body.ts';
import { servePageScript } from './page-scripts.ts';
import { countedSearch, requestMetrics, serveMetrics } from './metrics.ts';
import { runOperation, type OperationHandler } from './operation.ts';
import type { ResolveAll } from './jobs/callback-target.ts';
import { createJobService, type JobHooks, type JobService } from './jobs/job-service.ts';
import { httpProblems, problemHandler } from './problem.ts';
import { endpointRateLimit } from './rate-limit.ts';
import { requestId } from './request-id.ts';
import { turnAdmission } from './turn-admission.ts';
import { requestLog } from './request-log.ts';
import { indexPagePolicy, securityHeaders } from './security-headers.ts';
import { tryForms } from './try-forms.ts';
import { langSmithTracingEnabled } from './tracing/langsmith-switch.ts';
import { nameRequestSpan, tracedSearch } from './tracing/traced-work.ts';

export interface AppDeps {
  /**
   * One chat model for every function (tests, embedding); when omitted each function gets the model
   * `config.models` chooses for it. Either way the ID validator gets none while identity documents
   * are kept local (ID_DOCUMENTS_LOCAL_ONLY).
   */
  model: BaseChatModel | undefined;
  /** Embedded store for caches; in-memory when omitted. The caller owns its lifetime. */
  store: KeyValueStore;
  /** The store for what must not be lost (reviewed translations); `store` when omitted. */
  durableStore: KeyValueStore;
  /** Web search; built from `config.search` when omitted (absent when none is configured). */
  search: WebSearch | undefined;
  /** The SSRF-safe fetcher; built from `config.ssrfAllowCidrs` when omitted. */
  fetcher: SafeFetcher;
  /**
   * Opens where chat sessions live between turns, once, when a function is first called (the
   * checkpointer brings LangGraph with it); in memory when omitted (main.ts gives the SQLite file).
   */
  checkpointer: () => Promise<FunctionDeps['checkpointer']>;
  /**
   * The OCR pools of the ID validator; workers start on first use. The caller owns their lifetime.
   * When omitted the ID validator makes its own once its route is first called, ended by the
   * `closeFunctions` the app leaves in `app.locals` (main.ts calls it on shutdown).
   */
  ocr: FunctionDeps['ocr'];
  logger: Logger;
  /** Where asynchronous jobs are queued; an in-memory SQLite database when omitted (main.ts gives the file). */
  jobStore: JobStore;
  /** Holds a chat session across replicas (PostgreSQL advisory locks); none on one process. */
  sessionLock: FunctionDeps['sessionLock'];
  /** Rate-limit counters shared by replicas (Redis), one store per operation; in-process when omitted. */
  rateLimitStore: ((operationId: string) => Store) | undefined;
  /** Host name resolution for callback URLs at acceptance (tests replace it). */
  resolveCallbackHost: ResolveAll;
  functions: ServedFunction[];
  now: () => number;
  /** The backing services' state for readiness and `/health`; the store is taken as ready when omitted. */
  backing: BackingState;
  /** Draining after SIGTERM (main.ts turns it on); readiness answers 503 from then on. */
  lifecycle: Lifecycle;
  /** How often a quiet Server-Sent Events stream sends a keep-alive comment (15 s; tests shorten it). */
  eventStreamKeepAliveMs: number;
}

/** The heavy modules every function's library imports (LangChain, LangGraph, the runtime), in the order they build on each other. */
const sharedModules: (() => Promise<unknown>)[] = [() => import('@langchain/core/runnables'), () => import('@langchain/langgraph'), () => import('@circular/runtime')];

/**
 * Does the first-call work of the functions that have some (`ServedFunction.warm`): the shared
 * modules imported one by one, then each function's warming steps and its library loaded as its
 * first request would load it (the same import and handlers, kept for the route), one function after another with the event loop turning between steps, so
 * `/health` and other requests are answered meanwhile. The functions are marked as warming at
 * once (readiness 503 with the reason) and each is cleared when done; one that fails is logged and
 * cleared too (its first request then pays the work, as without warming). Nothing when disabled.
 */
export async function warmFunctions({
  enabled,
  functions,
  libraries,
  warming,
  logger,
  signal,
}: {
  enabled: boolean;
  functions: ServedFunction[];
  libraries: ReadonlyMap<string, ImportedOnFirstUse<FunctionHandlers>>;
  warming: Warming;
  logger: Logger;
  signal?: AbortSignal | undefined;
}): Promise<void> {
  if (!enabled) return;
  const toWarm = functions.filter((fn) => fn.warm && libraries.has(fn.name));
  warming.begin(toWarm.map((fn) => fn.name));
  const started = performance.now();
  try {
    // What every function's library imports, one module at a time: each import evaluates its modules in one go.
    for (const load of sharedModules) {
      await setImmediatePromise();
      signal?.throwIfAborted();
      await load();
    }
  } catch (error) {
    if (signal?.aborted) {
      for (const fn of toWarm) warming.end(fn.name);
      return;
    }
    logger.warn({ err: error }, 'warming up could not import a shared module');
  }
  for (const fn of toWarm) {
    try {
      await setImmediatePromise();
      signal?.throwIfAborted();
      // The function's own warming first (it imports its modules in steps), then the handlers its first request would build.
      await fn.warm!();
      await setImmediatePromise();
      signal?.throwIfAborted();
      await libraries.get(fn.name)!.get();
    } catch (error) {
      if (signal?.aborted) {
        for (const rest of toWarm) warming.end(rest.name);
        return;
      }
      logger.warn({ err: error, function: fn.name }, 'warming up failed; its first request does the work instead');
    } finally {
      warming.end(fn.name);
    }
  }
  if (toWarm.length > 0) logger.info({ functions: toWarm.map((fn) => fn.name), ms: Math.round(performance.now() - started) }, 'warmed up');
}

/**
 * The HTTP face of the service, testable without a port. Every route comes from the contract:
 * limits, timeouts and validation are read from the OpenAPI document, and each function
 * operation is mapped to its library in `functions.ts`.
 */
export function createApp(config: Config, deps: Partial<AppDeps> = {}): Express {
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const store = deps.store ?? new MemoryStore();
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const functions = deps.functions ?? servedFunctions;
  const models = chatModelsFor(config, deps);
  const configuredSearch = 'search' in deps ? deps.search : configuredWebSearch(config.search);
  const search = configuredSearch && tracedSearch(countedSearch(configuredSearch));
  const configured: Record<Dependency, boolean> = { model: 'model' in deps ? deps.model !== undefined : isModelConfigured(config.model), search: search !== undefined };
  const fetcher = deps.fetcher ?? createSafeFetcher({ allowCidrs: config.ssrfAllowCidrs });
  const addressPolicy = createAddressPolicy(config.ssrfAllowCidrs);
  const checkpointer = deps.checkpointer ?? once(async () => new (await import('@circular/runtime')).SqliteCheckpointSaver({ path: ':memory:' }));
  const ocr = deps.ocr;
  const validate = createRequestValidator();
  // LangSmith's switch, read once (the environment and .env are set before the app is made): no request reads it again.
  const langSmithTracing = langSmithTracingEnabled();
  const operations = listOperations();
  const functionRoutes = Object.fromEntries(
    functions.flatMap((fn) => operations.filter((op) => op.operationId === fn.operationId).map((op) => [fn.name, `${op.method.toUpperCase()} ${op.path}`])),
  );
  const jobs = createJobService({
    settings: config.jobs,
    store: deps.jobStore ?? new SqliteJobStore({ path: ':memory:', now }),
    fetcher,
    addressPolicy,
    validate,
    logger,
    now,
    keepAliveMs: config.sseKeepAliveMs,
    langSmithTracing,
    ...(deps.resolveCallbackHost ? { resolve: deps.resolveCallbackHost } : {}),
  });
  // Claims of Idempotency-Key across replicas with DATABASE_URL (PostgreSQL advisory locks), else in this process.
  const idempotencyLock = deps.sessionLock ?? new InProcessKeyedLock();
  const forms = tryForms(openapiDocument);
  const chatOperation = operations.find((op) => op.operationId === 'chat' && functions.some((fn) => fn.operationId === op.operationId));
  const backing: BackingState = deps.backing ?? { store: () => ({ kind: store.kind, ready: true }), rateLimits: () => ({ kind: 'process', shared: false }) };
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  const warming = new Warming();
  // Each function's library is imported on its route's first request (see `functionRoute`).
  const libraries = new Map<string, ImportedOnFirstUse<FunctionHandlers>>();
  const health = () =>
    healthReport({
      version: packageJson.version,
      startedAt,
      now: now(),
      configured,
      hasModel: models.has,
      loadFailure: (name) => libraries.get(name)?.failure,
      config,
      backing,
      lifecycle,
      warming,
      functions,
    });

  const app = express();
  // main.ts stops the job runner on shutdown; tests reach the store through it.
  app.locals['jobs'] = jobs satisfies JobService;
  // main.ts ends what the functions started themselves (the ID validator's own OCR workers) on shutdown.
  app.locals['closeFunctions'] = async () => {
    await Promise.all([...libraries.values()].map((library) => library.value?.close?.()));
  };
  // main.ts calls it once the server listens (WARM_UP): readiness is 503 until it is done.
  app.locals['warmFunctions'] = (options: { signal?: AbortSignal } = {}) => warmFunctions({ enabled: config.warmUp === true, functions, libraries, warming, logger, ...options });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy ?? false);
  app.set('etag', false);
  app.use(requestId);
  app.use(securityHeaders({ crossOrigin: config.corsOrigins.length > 0 }));
  app.use(requestLog(logger));
  // After the log line's clock starts: the time a request waits to be admitted is part of its latency.
  app.use(turnAdmission());
  // Counted only when someone can read them: the counters and latency timers cost every request.
  if (config.metrics.enabled) app.use(requestMetrics());
  if (config.corsOrigins.length > 0) app.use(corsPolicy(config.corsOrigins));

  const auth = bearerAuth({ apiKeys: config.apiKeys, failureLimit: config.authFailureLimit });
  const staticHandlers: Record<string, (req: Request, res: Response) => void> = {
    getHealth: (_req, res) => void res.json(health()),
    getLiveness: (_req, res) => void res.json({ status: 'live', uptime_seconds: Math.round((now() - startedAt) / 1000) }),
    getReadiness: (_req, res) => {
      const reasons = notReadyReasons({ backing, lifecycle, warming });
      if (reasons.length > 0) throw httpProblems.notReady(reasons, storeRetryAfterSeconds);
      res.json({ status: 'ready' });
    },
    getOpenApiDocument: (_req, res) => void res.json(openapiDocument),
    getDeepChatBundle: serveDeepChatBundle,
    getApiReferenceAsset: serveApiReferenceAsset,
    getPageScript: servePageScript,
    getIndex: (req, res) =>
      void res.type('html').send(
        renderIndexPage({
          title: openapiDocument.info.title,
          description: typeof openapiDocument.info['description'] === 'string' ? openapiDocument.info['description'] : '',
          health: health(),
          routes: functionRoutes,
          // req.protocol honours the app's 'trust proxy' setting (X-Forwarded-Proto from a trusted proxy).
          baseUrl: `${req.protocol}://${req.host}`,
          forms,
          chatRoute: chatOperation,
        }),
      ),
  };

  // Reviewed translations must not be dropped during an outage, as cache writes are.
  const memoryRoutes = translationMemoryRoutes({ store: deps.durableStore ?? store, logger });
  const jobRoutes: Record<string, (req: Request, res: Response) => Promise<void>> = { getJob: jobs.read, cancelJob: jobs.cancel, getJobEvents: jobs.events };
  const methodsByPath = new Map<string, string[]>();
  for (const op of operations) {
    const method = op.method.toLowerCase() as 'get' | 'post';
    methodsByPath.set(op.path, [...(methodsByPath.get(op.path) ?? []), method.toUpperCase()]);
    const override = config.operationOverrides?.[op.operationId] ?? {};
    const perMinute = override.rateLimitPerMinute ?? config.rateLimitPerMinute ?? op.rateLimitPerMinute;
    const limitStore = deps.rateLimitStore?.(op.operationId);
    const tagOperation = (_req: Request, res: Response, next: NextFunction) => {
      res.locals['operationId'] = op.operationId;
      nameRequestSpan(op);
      next();
    };
    const served = functions.find((fn) => fn.operationId === op.operationId);
    if (served) {
      const functionDeps = async (): Promise<FunctionDeps> => ({
        model: await models.build(served.name),
        store,
        search,
        fetcher,
        addressPolicy,
        checkpointer: await checkpointer(),
        ocr,
        idPagesAtOnce: config.idPagesAtOnce,
        now,
        sessionLock: deps.sessionLock,
      });
      const library = importOnFirstUse({
        name: served.name,
        load: async () => {
          const [build, builtDeps] = await Promise.all([served.load(), functionDeps(), lightRunContext(langSmithTracing)]);
          return build(builtDeps);
        },
        logger,
      });
      libraries.set(served.name, library);
      const route = functionRoute(served, library);
      const timeoutMs = override.timeoutMs ?? op.timeoutMs;
      app[method](
        expressPath(op.path),
        tagOperation,
        auth,
        endpointRateLimit({ operationId: op.operationId, perMinute, store: limitStore }),
        jsonBody(override.bodyLimitBytes ?? op.bodyLimitBytes),
        idempotentRequests({ store, lock: idempotencyLock, timeoutMs, logger }),
        route.load,
        jobs.accept({ operationId: op.operationId, path: op.path, timeoutMs, handler: route.handler, hooks: route.jobHooks, prepare: library.get }),
        ...(route.streamHandler
          ? [chatEventStream({ operationId: op.operationId, timeoutMs, validate: served.checksRequest ? undefined : validate, handler: route.streamHandler, keepAliveMs: deps.eventStreamKeepAliveMs, logger })]
          : []),
        runOperation({ operationId: op.operationId, timeoutMs, validate: served.checksRequest ? undefined : validate, handler: route.handler, meterUsage: models.has(served.name), langSmithTracing }),
      );
    } else if (memoryRoutes[op.operationId]) {
      const body = op.requestSchema ? [jsonBody(override.bodyLimitBytes ?? op.bodyLimitBytes)] : [];
      app[method](expressPath(op.path), tagOperation, auth, endpointRateLimit({ operationId: op.operationId, perMinute, store: limitStore }), ...body, memoryRoutes[op.operationId]!);
    } else if (op.operationId === 'getMetrics') {
      // Scraped every few seconds by monitoring, not by clients: not rate limited like the functions.
      app[method](expressPath(op.path), tagOperation, serveMetrics({ ...config.metrics, apiKeys: config.apiKeys }));
    } else if (jobRoutes[op.operationId]) {
      app[method](expressPath(op.path), tagOperation, auth, endpointRateLimit({ operationId: op.operationId, perMinute, store: limitStore }), jobRoutes[op.operationId]!);
    } else if (staticHandlers[op.operationId]) {
      // The index page runs scripts: its own policy replaces the API answers' (which allows none).
      const pagePolicy = op.operationId === 'getIndex' ? [indexPagePolicy] : [];
      app[method](expressPath(op.path), tagOperation, endpointRateLimit({ operationId: op.operationId, perMinute, store: limitStore }), ...pagePolicy, staticHandlers[op.operationId]!);
    } else {
      throw new Error(`The contract's operation ${op.operationId} has no handler`);
    }
  }
  const allowedMethods = [...methodsByPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
  app.use((req: Request) => {
    const allowed = allowedMethods.find(({ pattern }) => pattern.test(req.path))?.methods;
    throw allowed ? httpProblems.methodNotAllowed(req.method, allowed) : httpProblems.notFound(req.path);
  });
  app.use(problemHandler(logger, { storeOutages: backing.store().kind === 'postgres' }));
  return app;
}

/**
 * A function's route steps, registered at start-up before its library is imported: `load` (the
 * route's step before the job and run steps) imports it on the first request, concurrent first
 * requests waiting for the same import; the steps after it find the handlers built. The handler
 * itself also waits for the import, for jobs this process runs without having served the route.
 */
function functionRoute(served: ServedFunction, library: ImportedOnFirstUse<FunctionHandlers>) {
  const loaded = (): FunctionHandlers => {
    if (library.value === undefined) throw new Error(`${served.name} was called before its library was loaded`);
    return library.value;
  };
  const handler: OperationHandler = async (context) => (await library.get()).handler(context);
  const jobHooks: JobHooks = {
    precheck: (body) => loaded().jobHooks?.precheck?.(body),
    asJob: (body, jobId) => loaded().jobHooks?.asJob?.(body, jobId) ?? body,
  };
  const streamHandler: ChatStreamHandler | undefined = served.streams
    ? async (context) => {
        const stream = (await library.get()).streamHandler;
        if (!stream) throw new Error(`${served.name} declares streams but its handlers have no streamHandler`);
        return stream(context);
      }
    : undefined;
  return {
    // Once loaded, the step goes on at once, without a promise of its own per request.
    load: (_req: Request, _res: Response, next: NextFunction) => (library.value !== undefined ? next() : library.get().then(() => next())),
    handler,
    jobHooks,
    streamHandler,
  };
}

/**
 * Cross-origin access for browser clients (a chat page on the marketplace's own origin): preflights
 * answered, and the headers a client reads exposed to its scripts.
 */
const corsPolicy = (origins: string[]) =>
  cors({
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Content-Type', 'Content-Encoding', 'Authorization', 'X-Request-Id', 'Idempotency-Key'],
    exposedHeaders: ['X-Session-Id', 'X-Request-Id', 'Location', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });

/** OpenAPI templates (`/jobs/{id}`) in Express 5 syntax (`/jobs/:id`). */
const expressPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** Matches concrete paths against an OpenAPI template, for 405 versus 404. */
const pathPattern = (template: string) =>
  new RegExp(`^${template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`);

/**
 * Each function's chat model: the injected one, or the one its settings name, built when the
 * function is first called (the vendors' clients come with the runtime's main entry) and once per
 * distinct settings, so functions sharing a model share its client. `has` answers without building.
 */
function chatModelsFor(config: Config, deps: Partial<AppDeps>) {
  const built = new Map<string, Promise<BaseChatModel | undefined>>();
  const settingsFor = (name: string) => (config.models.forFunction as Record<string, ModelSettings | undefined>)[name] ?? config.model;
  const keptLocal = (name: string) => name === 'id_validator' && config.models.idDocumentsLocalOnly;
  return {
    has: (name: string): boolean => !keptLocal(name) && ('model' in deps ? deps.model !== undefined : isModelConfigured(settingsFor(name))),
    build: (name: string): Promise<BaseChatModel | undefined> => {
      if (keptLocal(name)) return Promise.resolve(undefined);
      if ('model' in deps) return Promise.resolve(deps.model);
      const settings = settingsFor(name);
      const key = JSON.stringify(settings);
      let model = built.get(key);
      if (!model) {
        model = import('@circular/runtime').then(({ configuredChatModel }) => configuredChatModel(settings));
        // A failed import is not kept: the next function called tries again.
        model.catch(() => built.delete(key));
        built.set(key, model);
      }
      return model;
    },
  };
}

/**
 * Graph steps keep their config without a LangSmith run tree while nothing traces them (the
 * runtime's `installLightRunContext`): set up once, with the first function this process loads,
 * with LangSmith's switch as that app read it, so that runs do not read the environment for it.
 */
const lightRunContext = once(async (langSmithTracing: boolean) => (await import('@circular/runtime')).installLightRunContext({ langSmithTracing }));

/** `open` run on the first call, its promise shared by every later one; a failure is forgotten, so the next call tries again. */
function once<T, Args extends unknown[] = []>(open: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  let opened: Promise<T> | undefined;
  return (...args) =>
    (opened ??= open(...args).catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
}
