import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPorts } from '@circular/stub-kit';

export interface CliOptions {
  port: number;
  host: string;
  dbPath: string;
  latencyMs: number;
  seed?: string;
}

/**
 * Options of `npm start -w @circular/core-sim`: flags (`--port 4030 --host 0.0.0.0 --db path
 * --latency 100 --seed demo`) win over environment variables (`PORT`, `HOST`,
 * `CORE_SIM_DB`, `LATENCY_MS`, `CORE_SIM_SEED`). The database defaults to
 * `$DATA_DIR/core-sim.sqlite` (`./data` when DATA_DIR is unset), beside the API's; `--db :memory:`
 * keeps nothing. Relative paths resolve against `cwd`: where npm was run (`INIT_CWD`), not the
 * package folder `npm start -w` switches to.
 */
export function parseCliOptions({ argv, env, cwd }: { argv: string[]; env: NodeJS.ProcessEnv; cwd: string }): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      latency: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const port = whole(values.port ?? env['PORT'], defaultPorts.coreSim, 'port');
  if (port > 65_535) throw new RangeError(`port must be at most 65535, got ${port}`);
  const seed = values.seed ?? env['CORE_SIM_SEED'];
  return {
    port,
    host: values.host ?? env['HOST'] ?? '127.0.0.1',
    dbPath: databasePath(values.db ?? env['CORE_SIM_DB'] ?? join(env['DATA_DIR'] || './data', 'core-sim.sqlite'), cwd),
    latencyMs: whole(values.latency ?? env['LATENCY_MS'], 0, 'latency'),
    ...(seed ? { seed } : {}),
  };
}

function databasePath(path: string, cwd: string): string {
  return path === ':memory:' ? path : resolve(cwd, path);
}

function whole(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new RangeError(`${name} must be a non-negative whole number, got "${raw}"`);
  return Number(raw);
}
