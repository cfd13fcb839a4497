import { createDocumentOcr } from '@circular/id-validator';
import { describeModel, isModelConfigured } from '@circular/runtime';
import { createApp } from './app.ts';
import { openBackends } from './backends.ts';
import { readCommandLine } from './command-line.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { JobService } from './jobs/job-service.ts';
import { createLogger } from './logger.ts';
import { listen } from './server.ts';

const { env, envFile } = readCommandLine({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd() });
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
// PostgreSQL and Redis when configured (schemas set up here), else the SQLite file under DATA_DIR.
let backends;
try {
  backends = await openBackends(config);
} catch (error) {
  // Named by variable: the URLs may hold passwords.
  console.error(`Cannot open the configured stores (DATABASE_URL / REDIS_URL): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { store, checkpointer, jobStore, sessionLock, rateLimitStore } = backends;
const ocr = createDocumentOcr();
const app = createApp(config, { store, checkpointer, logger, ocr, jobStore, sessionLock, rateLimitStore });
const jobs = app.locals['jobs'] as JobService;
const running = await listen(app, { port: config.port, host: config.host, timeouts: config.server, logger });
logger.info({ url: running.url, model: isModelConfigured(config.model) ? describeModel(config.model) : null, envFile: envFile ?? null }, 'listening');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    void running.shutdown().then(async () => {
      // Jobs still running are left to their leases: this or another process runs them again.
      await jobs.runner.stop();
      await ocr.terminate();
      await backends.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
  });
}
