// First: reads the environment and starts tracing before the modules below are evaluated.
import { commandLine, shutdownTelemetry } from './instrumentation.ts';
import { describeModel, isModelConfigured } from '@circular/runtime/light';
import { createApp } from './app.ts';
import { openBackends } from './backends.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { JobService } from './jobs/job-service.ts';
import { Lifecycle } from './health.ts';
import { createLogger } from './logger.ts';
import { listen } from './server.ts';

const { env, envFile } = commandLine;
let config;
try {
  config = loadConfig(env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  console.error(envFile ? `(variables read from the environment and ${envFile})` : `(variables read from the environment; no .env file in ${process.cwd()})`);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY === true });
// PostgreSQL and Redis when configured, else the SQLite file under DATA_DIR. Neither server has to be
// up: the process starts, reports not-ready with the reason, and becomes ready when they answer.
const backends = await openBackends(config, { logger });
const { store, durableStore, checkpointer, jobStore, sessionLock, rateLimitStore } = backends;
const lifecycle = new Lifecycle();
const backing = { store: backends.storeHealth, rateLimits: backends.rateLimitHealth };
const app = createApp(config, { store, durableStore, checkpointer, logger, jobStore, sessionLock, rateLimitStore, backing, lifecycle });
const jobs = app.locals['jobs'] as JobService;
const running = await listen(app, { port: config.port, host: config.host, timeouts: config.server, backlog: config.listenBacklog, logger });
logger.info({ url: running.url, model: isModelConfigured(config.model) ? describeModel(config.model) : null, envFile: envFile ?? null }, 'listening');
if (!backends.storeHealth().ready) logger.warn({ reason: backends.storeHealth().reason }, 'not ready until the store answers');
// The no-model functions' first-call work, in steps, while /health answers and readiness says 503 (WARM_UP).
const stopWarming = new AbortController();
void (app.locals['warmFunctions'] as (options: { signal: AbortSignal }) => Promise<void>)({ signal: stopWarming.signal });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on; the balancer stops sending while in-flight requests finish.
    lifecycle.drain();
    stopWarming.abort();
    logger.info({ signal, drainTimeoutMs: config.drainTimeoutMs }, 'draining in-flight requests');
    // Jobs still running are left to their leases (another replica runs them again) at once, while
    // requests drain; callbacks in flight finish within WEBHOOK_TIMEOUT_MS meanwhile.
    void Promise.all([running.shutdown({ graceMs: config.drainTimeoutMs }), jobs.runner.stop()]).then(async () => {
      await (app.locals['closeFunctions'] as () => Promise<void>)();
      await backends.close();
      await shutdownTelemetry();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
  });
}
