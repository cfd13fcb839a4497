import { join } from 'node:path';
import { pino } from 'pino';
import { createDocumentOcr } from '@circular/id-validator';
import { SqliteCheckpointSaver, SqliteJobStore, SqliteStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { JobService } from './jobs/job-service.ts';
import { listen } from './server.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Asynchronous writes: a synchronous write per log line was a fifth of a request's CPU under load.
const logger = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
const store = new SqliteStore({ path: join(config.dataDir, 'circular.db') });
const checkpointer = new SqliteCheckpointSaver({ path: join(config.dataDir, 'circular.db') });
const jobStore = new SqliteJobStore({ path: join(config.dataDir, 'circular.db') });
const ocr = createDocumentOcr();
const app = createApp(config, { store, checkpointer, logger, ocr, jobStore });
const jobs = app.locals['jobs'] as JobService;
const running = await listen(app, config);
logger.info({ url: running.url, model: config.model.apiKey || config.model.baseUrl ? config.model.model : null }, 'listening');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    void running.shutdown().then(async () => {
      // Jobs still running are left to their leases: this or another process runs them again.
      await jobs.runner.stop();
      await jobStore.close();
      await ocr.terminate();
      store.close();
      checkpointer.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
  });
}
