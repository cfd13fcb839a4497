import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { isHttpUrl, openapiDocument } from '@circular/contract';
import { InvalidRequestError, type AddressPolicy, type SafeFetcher } from '@circular/runtime/light';
import { createJobMetrics, jobResource, JobRunner, type JobOperation, type JobRecord, type JobSettings, type JobStore } from '@circular/server-kit';
import { isResultWithHeaders, type OperationHandler } from '../operation.ts';
import { httpProblems, problemDocument } from '../problem.ts';
import { traceDelivery, traceJobRun, tracingCallbacks } from '../tracing/traced-work.ts';
import { assertCallbackTarget, type ResolveAll } from './callback-target.ts';
import { resumeAfter, streamJobEvents } from './job-event-stream.ts';
import { JobFinishedError } from './job-finished-error.ts';
import { WebhookNotConfiguredError } from './webhook-not-configured-error.ts';

const jobIdPattern = /^job_[A-Za-z0-9_-]{22,64}$/;

/** The contract's CallbackUrl (a string here): an absolute http(s) URL without credentials, no longer than its limit in code points, as the validator counts them. */
const callbackUrlMaxLength = (openapiDocument.components?.schemas?.['CallbackUrl'] as { maxLength?: number } | undefined)?.maxLength;
if (callbackUrlMaxLength === undefined) throw new Error('The contract states no maxLength for CallbackUrl');
const isCallbackUrl = (url: string) => isHttpUrl(url) && [...url].length <= callbackUrlMaxLength;

/** 128 random bits: ids are capabilities when authentication is off. */
const newJobId = () => `job_${randomBytes(16).toString('base64url')}`;

/** How a function takes part in asynchronous calls, besides its handler. */
export interface JobHooks {
  /** The library's own checks (those the schema cannot state), so a bad body is a 422 before the 202. */
  precheck?: (body: unknown) => void;
  /** The request as the job will run it, every run alike (e.g. the chat's session id fixed now). */
  asJob?: (body: Record<string, unknown>, jobId: string) => Record<string, unknown>;
}

export interface JobService {
  store: JobStore;
  runner: JobRunner;
  /** Middleware before a function's synchronous handler: takes over requests with a callback_url. */
  accept(options: {
    operationId: string;
    path: string;
    timeoutMs: number;
    handler: OperationHandler;
    hooks: JobHooks;
    /** Readies the function's code (its library, imported on first use) before a job runs it. */
    prepare?: () => Promise<unknown>;
  }): (req: Request, res: Response, next: NextFunction) => Promise<void>;
  /** `GET /jobs/{id}`. */
  read(req: Request, res: Response): Promise<void>;
  /** `POST /jobs/{id}/cancel`. */
  cancel(req: Request, res: Response): Promise<void>;
  /** `GET /jobs/{id}/events` (Server-Sent Events). */
  events(req: Request, res: Response): Promise<void>;
}

/**
 * Asynchronous calls: accepts a request with `callback_url` as a durable job (stored before the
 * 202 is sent), serves `GET /jobs/{id}`, and runs a JobRunner over the same store.
 */
export function createJobService({
  settings,
  store,
  fetcher,
  addressPolicy,
  validate,
  logger,
  now = Date.now,
  resolve,
  keepAliveMs = 15_000,
  langSmithTracing,
}: {
  settings: JobSettings;
  store: JobStore;
  fetcher: SafeFetcher;
  addressPolicy: AddressPolicy;
  validate: (operationId: string, body: unknown) => Array<{ pointer: string; message: string }>;
  logger: Logger;
  now?: () => number;
  resolve?: ResolveAll;
  /** How often an idle event stream writes a keep-alive comment. */
  keepAliveMs?: number;
  /** Whether LangSmith traces the job runs: LANGSMITH_TRACING as the app read it when it was made. */
  langSmithTracing: boolean;
}): JobService {
  const operations = new Map<string, JobOperation>();
  // Each run and each callback attempt traced as a whole (a span each while tracing is on).
  const tracing = { run: traceJobRun, delivery: traceDelivery };
  const runner = new JobRunner({ store, operations, fetcher, settings, logger, metrics: createJobMetrics(store), problemOf: problemDocument, tracing, now });
  runner.start();

  return {
    store,
    runner,
    accept({ operationId, path, timeoutMs, handler, hooks, prepare }) {
      operations.set(operationId, {
        handler: async (context) => {
          // The graph's spans hang from the job run's.
          const callbacks = Array.isArray(context.callbacks) ? [...context.callbacks, ...(await tracingCallbacks(langSmithTracing))] : context.callbacks;
          const result = await handler({ ...context, callbacks });
          return isResultWithHeaders(result) ? { body: result.body, headers: result.headers } : { body: result, headers: {} };
        },
        timeoutMs,
        path,
        ...(prepare ? { prepare } : {}),
      });
      return async (req, res, next) => {
        const body: unknown = req.body;
        if (!isObject(body) || typeof body['callback_url'] !== 'string') return next();
        // The job runs the library's synchronous call, which refuses a callback_url of its own.
        const { callback_url: callbackUrl, ...request } = body as Record<string, unknown> & { callback_url: string };
        // The body is checked once: the callback_url here, as the contract states it, and the rest by the library's own parse
        // (`precheck`: the contract's check, then the library's), as the synchronous call checks it. A bad callback_url is named
        // by the contract's validator over the whole body, beside any other field's error, in the validator's order.
        const refused = isCallbackUrl(callbackUrl) ? [] : validate(operationId, body);
        if (refused.length > 0) throw new InvalidRequestError(refused);
        if (hooks.precheck) hooks.precheck(request);
        else {
          const errors = validate(operationId, request);
          if (errors.length > 0) throw new InvalidRequestError(errors);
        }
        await assertCallbackTarget(callbackUrl, { policy: addressPolicy, ...(resolve ? { resolve } : {}) });
        if (settings.webhookKey === undefined) throw new WebhookNotConfiguredError();
        const id = newJobId();
        const job = await store.create({
          id,
          operationId,
          request: hooks.asJob ? hooks.asJob(request, id) : request,
          callbackUrl,
          ownerKeyHash: (res.locals['apiKeyHash'] as string | undefined) ?? null,
          requestId: res.locals['requestId'] as string,
        });
        runner.kick();
        res.status(202).location(`/jobs/${id}`).json(jobResource(job));
      };
    },
    async read(req, res) {
      res.json(jobResource(await visibleJob(req, res)));
    },
    async cancel(req, res) {
      const job = await visibleJob(req, res);
      const cancelled = await runner.cancel(job.id);
      if (cancelled) return void res.json(jobResource(cancelled));
      // It ended between the read and the cancel: say how, as for a job that had ended before.
      throw new JobFinishedError((await store.get(job.id)) ?? job);
    },
    async events(req, res) {
      const after = resumeAfter(req.get('last-event-id'));
      const job = await visibleJob(req, res);
      await streamJobEvents({ req, res, store, id: job.id, after, pollMs: settings.pollMs, keepAliveMs, logger, stop: runner.stopping });
    },
  };

  /** The job the path names, when the caller may see it; otherwise a 404, as for an unknown id. */
  async function visibleJob(req: Request, res: Response): Promise<JobRecord> {
    const id = String(req.params['id']);
    const job = jobIdPattern.test(id) ? await store.get(id) : undefined;
    const owner = (res.locals['apiKeyHash'] as string | undefined) ?? null;
    const visible =
      job !== undefined &&
      (job.ownerKeyHash === null || job.ownerKeyHash === owner) &&
      (job.expiresAt === null || job.expiresAt > now() || job.delivery.state === 'pending');
    if (!visible) throw httpProblems.notFound(req.path);
    return job;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
