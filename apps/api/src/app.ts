import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { pino, type Logger } from 'pino';
import { createRequestValidator, listOperations, openapiDocument } from '@circular/contract';
import { createDocumentOcr } from '@circular/id-validator';
import {
  createAddressPolicy,
  createChatModel,
  createSafeFetcher,
  createWebSearch,
  isModelConfigured,
  isSearchConfigured,
  MemoryStore,
  SqliteCheckpointSaver,
  type KeyValueStore,
  type SafeFetcher,
  type WebSearch,
} from '@circular/runtime';
import packageJson from '../package.json' with { type: 'json' };
import { bearerAuth } from './auth.ts';
import type { Config } from './config.ts';
import { servedFunctions, type Dependency, type FunctionDeps, type ServedFunction } from './functions.ts';
import { serveApiReferenceAsset } from './api-reference.ts';
import { serveDeepChatBundle } from './deep-chat-bundle.ts';
import { healthReport } from './health.ts';
import { renderIndexPage } from './index-page.ts';
import { jsonBody } from './json-body.ts';
import { runOperation } from './operation.ts';
import { httpProblems, problemHandler } from './problem.ts';
import { endpointRateLimit } from './rate-limit.ts';
import { requestId } from './request-id.ts';
import { requestLog } from './request-log.ts';
import { tryForms } from './try-forms.ts';

export interface AppDeps {
  /** The chat model; built from `config.model` when omitted (absent when none is configured). */
  model: BaseChatModel | undefined;
  /** Embedded store for caches; in-memory when omitted. The caller owns its lifetime. */
  store: KeyValueStore;
  /** Web search; built from `config.search` when omitted (absent when none is configured). */
  search: WebSearch | undefined;
  /** The SSRF-safe fetcher; built from `config.ssrfAllowCidrs` when omitted. */
  fetcher: SafeFetcher;
  /** Where chat sessions live between turns; in memory when omitted (main.ts gives the SQLite file). */
  checkpointer: FunctionDeps['checkpointer'];
  /** The OCR pools of the ID validator; workers start on first use. The caller owns their lifetime (main.ts terminates them). */
  ocr: FunctionDeps['ocr'];
  logger: Logger;
  functions: ServedFunction[];
  now: () => number;
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
  const model = 'model' in deps ? deps.model : isModelConfigured(config.model) ? createChatModel(config.model) : undefined;
  const search = 'search' in deps ? deps.search : isSearchConfigured(config.search) ? createWebSearch(config.search) : undefined;
  const configured: Record<Dependency, boolean> = { model: model !== undefined, search: search !== undefined };
  const fetcher = deps.fetcher ?? createSafeFetcher({ allowCidrs: config.ssrfAllowCidrs });
  const addressPolicy = createAddressPolicy(config.ssrfAllowCidrs);
  const checkpointer = deps.checkpointer ?? new SqliteCheckpointSaver({ path: ':memory:' });
  const ocr = deps.ocr ?? createDocumentOcr();
  const validate = createRequestValidator();
  const operations = listOperations();
  const forms = tryForms(openapiDocument);
  const health = () => healthReport({ version: packageJson.version, startedAt, now: now(), configured, config, store, functions });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestId);
  app.use(requestLog(logger));

  const auth = bearerAuth(config.apiKeys);
  const staticHandlers: Record<string, (req: Request, res: Response) => void> = {
    getHealth: (_req, res) => void res.json(health()),
    getOpenApiDocument: (_req, res) => void res.json(openapiDocument),
    getDeepChatBundle: serveDeepChatBundle,
    getApiReferenceAsset: serveApiReferenceAsset,
    getIndex: (req, res) =>
      void res.type('html').send(
        renderIndexPage({
          title: openapiDocument.info.title,
          description: typeof openapiDocument.info['description'] === 'string' ? openapiDocument.info['description'] : '',
          health: health(),
          // req.protocol honours the app's 'trust proxy' setting (X-Forwarded-Proto from a trusted proxy).
          baseUrl: `${req.protocol}://${req.host}`,
          forms,
        }),
      ),
  };

  const methodsByPath = new Map<string, string[]>();
  for (const op of operations) {
    const method = op.method.toLowerCase() as 'get' | 'post';
    methodsByPath.set(op.path, [...(methodsByPath.get(op.path) ?? []), method.toUpperCase()]);
    const override = config.operationOverrides?.[op.operationId] ?? {};
    const perMinute = override.rateLimitPerMinute ?? config.rateLimitPerMinute ?? op.rateLimitPerMinute;
    const tagOperation = (_req: Request, res: Response, next: NextFunction) => {
      res.locals['operationId'] = op.operationId;
      next();
    };
    const served = functions.find((fn) => fn.operationId === op.operationId);
    if (served) {
      app[method](
        expressPath(op.path),
        tagOperation,
        auth,
        endpointRateLimit({ operationId: op.operationId, perMinute }),
        jsonBody(override.bodyLimitBytes ?? op.bodyLimitBytes),
        runOperation({ operationId: op.operationId, timeoutMs: override.timeoutMs ?? op.timeoutMs, validate, handler: served.handler({ model, store, search, fetcher, addressPolicy, checkpointer, ocr, now }) }),
      );
    } else if (staticHandlers[op.operationId]) {
      app[method](expressPath(op.path), tagOperation, endpointRateLimit({ operationId: op.operationId, perMinute }), staticHandlers[op.operationId]!);
    } else {
      throw new Error(`The contract's operation ${op.operationId} has no handler`);
    }
  }
  const allowedMethods = [...methodsByPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
  app.use((req: Request) => {
    const allowed = allowedMethods.find(({ pattern }) => pattern.test(req.path))?.methods;
    throw allowed ? httpProblems.methodNotAllowed(req.method, allowed) : httpProblems.notFound(req.path);
  });
  app.use(problemHandler(logger));
  return app;
}

/** OpenAPI templates (`/jobs/{id}`) in Express 5 syntax (`/jobs/:id`). */
const expressPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** Matches concrete paths against an OpenAPI template, for 405 versus 404. */
const pathPattern = (template: string) =>
  new RegExp(`^${template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`);
