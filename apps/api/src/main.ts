import { join } from 'node:path';
import { createDocumentOcr } from '@circular/id-validator';
import { SqliteCheckpointSaver, SqliteStore } from '@circular/runtime';
import { createApp } from './app.ts';
import { readCommandLine } from './command-line.ts';
import { ConfigError, loadConfig } from './config.ts';
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
const store = new SqliteStore({ path: join(config.dataDir, 'circular.db') });
const checkpointer = new SqliteCheckpointSaver({ path: join(config.dataDir, 'circular.db') });
const ocr = createDocumentOcr();
const app = createApp(config, { store, checkpointer, logger, ocr });
const running = await listen(app, config);
logger.info({ url: running.url, model: config.model.apiKey || config.model.baseUrl ? config.model.model : null, envFile: envFile ?? null }, 'listening');

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    void running.shutdown().then(async () => {
      await ocr.terminate();
      store.close();
      checkpointer.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
  });
}
