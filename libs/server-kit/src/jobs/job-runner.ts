import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Callbacks } from '@langchain/core/callbacks/manager';
import { runWithDeadline, ServiceError, UsageMeter, type SafeFetcher } from '@circular/runtime/light';
import { isStoreOutage } from '../postgres/store-outage.ts';
import { afterFailedAttempt } from './delivery-schedule.ts';
import { GraphProgress } from './graph-progress.ts';
import type { JobMetrics } from './job-metrics.ts';
import { jobEvent, webhookIdOf } from './job-resource.ts';
import type { JobSettings } from './job-settings.ts';
import type { DeliveryAttempt, JobRecord, JobStore } from './job-store.ts';
import { signWebhook } from './webhook-signature.ts';

/** What a job's run answers: the body (and headers) of the synchronous route's 200. */
export interface JobResult {
  body: unknown;
  headers: Record<string, string>;
}

/** A function a job can run: the same handler and time limit as its synchronous route. */
export interface JobOperation {
  handler: (context: { body: unknown; signal: AbortSignal; callbacks: Callbacks }) => Promise<JobResult>;
  timeoutMs: number;
  /** The route's path, the `instance` of a job's problem. */
  path: string;
  /**
   * Readies the operation's code before its first run in this process (the server imports a
   * function's library on first use). Importing can hold the event loop past a short lease, so the
   * runner claims nothing else while it runs and renews the job's lease right after; a failure is
   * left for the handler to report.
   */
  prepare?: () => Promise<unknown>;
}

/** The problem document (RFC 9457) a failure becomes, as the synchronous route would answer it. */
export type ProblemOf = (error: unknown, context: { instance: string; requestId: string }) => { status: number };

/**
 * Wraps a job's run and a callback attempt, each as a whole (the server's tracing: a span each,
 * and the log lines written inside carry its trace id). Without it they run as they are.
 */
export interface JobTracing {
  run<T>(job: JobRecord, work: () => Promise<T>): Promise<T>;
  delivery<T>(job: JobRecord, work: () => Promise<T>): Promise<T>;
}

const untraced: JobTracing = { run: (_job, work) => work(), delivery: (_job, work) => work() };

/** Callbacks a process POSTs at once; each is short (WEBHOOK_TIMEOUT_MS). */
const DELIVERY_CONCURRENCY = 8;
const PURGE_EVERY_MS = 60_000;

class ShutdownError extends Error {}

/**
 * Runs the queued jobs of the shared store and delivers their callbacks: claims work under a
 * lease it renews while it runs, so a job whose process died is claimed again by any process once
 * the lease runs out. Polls every `pollMs`, and at once when this process accepts a job.
 */
export class JobRunner {
  readonly #store: JobStore;
  readonly #operations: ReadonlyMap<string, JobOperation>;
  readonly #fetcher: SafeFetcher;
  readonly #settings: JobSettings;
  readonly #logger: Logger;
  readonly #metrics: JobMetrics;
  readonly #problemOf: ProblemOf;
  readonly #tracing: JobTracing;
  readonly #now: () => number;
  readonly #worker = randomUUID();
  readonly #running = new Map<string, AbortController>();
  /** Runs whose operation is being prepared: no claims meanwhile, or a lease lapsed during an import would be claimed again here. */
  #preparing = 0;
  readonly #delivering = new Set<Promise<void>>();
  readonly #stopping = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #lastPurge = 0;

  constructor(options: {
    store: JobStore;
    operations: ReadonlyMap<string, JobOperation>;
    fetcher: SafeFetcher;
    settings: JobSettings;
    logger: Logger;
    metrics: JobMetrics;
    problemOf: ProblemOf;
    tracing?: JobTracing;
    now?: () => number;
  }) {
    this.#store = options.store;
    this.#operations = options.operations;
    this.#fetcher = options.fetcher;
    this.#settings = options.settings;
    this.#logger = options.logger.child({ component: 'jobs' });
    this.#metrics = options.metrics;
    this.#problemOf = options.problemOf;
    this.#tracing = options.tracing ?? untraced;
    this.#now = options.now ?? Date.now;
  }

  start(): void {
    this.#schedule(0);
  }

  /** Fires when the process stops: what follows jobs (event streams) ends, so clients resume on another replica. */
  get stopping(): AbortSignal {
    return this.#stopping.signal;
  }

  /** Looks for work now (a job was just accepted, or one just ended). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#ticking) this.#again = true;
    else this.#schedule(0);
  }

  /**
   * Cancels a job that has not ended: a queued one never runs; one this process runs is aborted
   * through its signal at once, one another process runs when that process next renews its lease
   * (it finds the lease revoked). Its callback (`job.cancelled`) is due at once. The cancelled job,
   * or undefined when it had already ended or does not exist.
   */
  async cancel(id: string): Promise<JobRecord | undefined> {
    const job = await this.#store.cancel({ id, retentionMs: this.#settings.retentionMs });
    if (!job) return undefined;
    this.#running.get(id)?.abort(new ShutdownError('cancelled'));
    this.#metrics.jobFinished(job.operationId, 'cancelled');
    this.#logger.info({ job: id, operation: job.operationId, request_id: job.requestId }, 'job cancelled');
    this.kick();
    return job;
  }

  /**
   * Stops claiming work and abandons the jobs in progress without finishing them: their leases
   * run out and they run again in another (or the restarted) process. Waits for deliveries.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping.abort();
    clearTimeout(this.#timer);
    for (const controller of this.#running.values()) controller.abort(new ShutdownError('shutting down'));
    await this.#ticking;
    await Promise.allSettled([...this.#delivering]);
  }

  #schedule(delayMs: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#stopped || this.#ticking) return;
    this.#ticking = this.#claimWork().catch((error: unknown) => {
      // An outage of the store is logged once where it is noticed (backends.ts); polls go on quietly until it ends.
      if (isStoreOutage(error)) this.#logger.debug({ err: error }, 'job queue unavailable');
      else this.#logger.error({ err: error }, 'job queue unavailable');
    });
    await this.#ticking;
    this.#ticking = undefined;
    if (this.#stopped) return;
    const again = this.#again;
    this.#again = false;
    this.#schedule(again ? 0 : this.#settings.pollMs);
  }

  async #claimWork(): Promise<void> {
    while (!this.#stopped && this.#preparing === 0 && this.#running.size < this.#settings.concurrency) {
      const job = await this.#store.claimRun({ worker: this.#worker, leaseMs: this.#settings.leaseMs });
      if (!job) break;
      void this.#tracing.run(job, () => this.#run(job));
    }
    while (!this.#stopped && this.#delivering.size < DELIVERY_CONCURRENCY) {
      const job = await this.#store.claimDelivery({ worker: this.#worker, leaseMs: this.#settings.deliveryTimeoutMs * 3 });
      if (!job) break;
      const delivery = this.#tracing.delivery(job, () => this.#deliver(job)).catch((error: unknown) => this.#logger.error({ err: error, job: job.id }, 'callback bookkeeping failed'));
      this.#delivering.add(delivery);
      void delivery.finally(() => {
        this.#delivering.delete(delivery);
        this.kick();
      });
    }
    const now = this.#now();
    if (now - this.#lastPurge >= PURGE_EVERY_MS) {
      this.#lastPurge = now;
      await this.#store.purgeExpired();
    }
  }

  async #run(job: JobRecord): Promise<void> {
    const controller = new AbortController();
    this.#running.set(job.id, controller);
    const heartbeat = setInterval(() => {
      void this.#store.renewRun({ id: job.id, worker: this.#worker, leaseMs: this.#settings.leaseMs }).then(
        (held) => {
          if (!held) controller.abort(new ShutdownError('lease lost'));
        },
        (error: unknown) => this.#logger.warn({ err: error, job: job.id }, 'could not renew a job lease'),
      );
    }, Math.max(10, Math.floor(this.#settings.leaseMs / 3)));
    heartbeat.unref();
    // Progress entries are written one after another, all before the outcome, so the history reads in order.
    let progress = Promise.resolve();
    const onNodeEnd = (node: string) => {
      progress = progress
        .then(() => this.#store.recordProgress({ id: job.id, worker: this.#worker, node }))
        .then(
          () => undefined,
          (error: unknown) => this.#logger.warn({ err: error, job: job.id }, 'could not record job progress'),
        );
    };
    try {
      if (!(await this.#prepare(job))) return;
      const outcome = await this.#execute(job, controller.signal, new GraphProgress(onNodeEnd));
      await progress;
      if (outcome === undefined) return;
      const state = outcome.status < 300 ? 'succeeded' : 'failed';
      const finished = await this.#store.finish({ id: job.id, worker: this.#worker, state, outcome, retentionMs: this.#settings.retentionMs });
      if (finished) this.#metrics.jobFinished(job.operationId, state);
      this.#logger.info({ job: job.id, operation: job.operationId, state, runs: job.runs, request_id: job.requestId }, 'job finished');
    } catch (error) {
      this.#logger.error({ err: error, job: job.id }, 'could not record a job outcome');
    } finally {
      clearInterval(heartbeat);
      this.#running.delete(job.id);
      this.kick();
    }
  }

  /** Prepares the job's operation, then renews the lease it may have outlived meanwhile; false when the lease was lost. */
  async #prepare(job: JobRecord): Promise<boolean> {
    const prepare = this.#operations.get(job.operationId)?.prepare;
    if (!prepare) return true;
    this.#preparing += 1;
    try {
      await prepare().catch(() => undefined);
      return await this.#store.renewRun({ id: job.id, worker: this.#worker, leaseMs: this.#settings.leaseMs });
    } finally {
      this.#preparing -= 1;
      this.kick();
    }
  }

  /** The job's outcome as the synchronous route would have answered; undefined when abandoned. */
  async #execute(job: JobRecord, stop: AbortSignal, progress: GraphProgress) {
    const operation = this.#operations.get(job.operationId);
    const instance = operation?.path ?? '/';
    if (!operation) return { status: 500, body: this.#problemOf(new Error(`no operation ${job.operationId}`), { instance, requestId: job.requestId }), headers: {} };
    try {
      const result = await runWithDeadline({
        timeoutMs: operation.timeoutMs,
        signal: stop,
        run: (signal) => operation.handler({ body: job.request, signal, callbacks: [new UsageMeter(), progress] }),
      });
      return { status: 200, body: result.body, headers: result.headers };
    } catch (error) {
      if (stop.aborted) return undefined;
      if (!ServiceError.isInstance(error) || error.status >= 500) this.#logger.error({ err: error, job: job.id }, 'job failed');
      const problem = this.#problemOf(error, { instance, requestId: job.requestId });
      return { status: problem.status, body: problem, headers: {} };
    }
  }

  async #deliver(job: JobRecord): Promise<void> {
    const attemptAt = this.#now();
    const body = JSON.stringify(jobEvent(job));
    let attempt: DeliveryAttempt;
    const key = this.#settings.webhookKey;
    if (key === undefined) attempt = { at: attemptAt, error: 'WEBHOOK_SECRET is not set on the delivering server' };
    else {
      const signature = signWebhook({ key, id: webhookIdOf(job.id), timestampSeconds: attemptAt / 1000, body });
      try {
        const response = await this.#fetcher.safeFetch(job.callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'circular-ai-services-webhooks', ...signature },
          body,
          timeoutMs: this.#settings.deliveryTimeoutMs,
          maxBytes: 64 * 1024,
          // The callback goes to the URL the client gave: a redirect is a failed attempt, never a
          // hop (301/302 would turn the POST into a GET whose 2xx would count as delivered).
          followRedirects: false,
        });
        attempt = { at: attemptAt, status: response.status };
      } catch (error) {
        attempt = { at: attemptAt, error: error instanceof Error ? error.message : 'network error' };
      }
    }
    const delivered = attempt.status !== undefined && attempt.status >= 200 && attempt.status < 300;
    const decision = delivered
      ? ({ state: 'delivered' } as const)
      : afterFailedAttempt({
          attempts: job.delivery.attempts.length + 1,
          finishedAt: job.finishedAt ?? attemptAt,
          now: this.#now(),
          retryBaseMs: this.#settings.retryBaseMs,
          deliveryPeriodMs: this.#settings.deliveryPeriodMs,
          lastError: attempt.status !== undefined ? `the receiver answered ${attempt.status}` : attempt.error!,
        });
    await this.#store.recordDelivery({ id: job.id, worker: this.#worker, attempt, decision, retentionMs: this.#settings.retentionMs });
    this.#metrics.deliveryAttempt(decision.state === 'pending' ? 'retry' : decision.state);
    if (decision.state === 'pending') this.#schedule(Math.min(this.#settings.pollMs, Math.max(0, decision.nextAttemptAt - this.#now())));
    this.#logger.info({ job: job.id, callback: decision.state, status: attempt.status, error: attempt.error }, 'callback attempt');
  }
}
