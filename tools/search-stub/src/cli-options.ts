import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  host: string;
  latencyMs: number;
  apiKey?: string;
  fixturesDir?: string;
}

/**
 * Options for the shell entry: flags (`--port 4020 --host 0.0.0.0 --latency 200 --api-key k
 * --fixtures dir`) win over environment variables (`PORT`, `HOST`, `LATENCY_MS`, `STUB_API_KEY`,
 * `FIXTURES_DIR`).
 */
export function parseCliOptions({ argv, env, defaultPort }: { argv: string[]; env: NodeJS.ProcessEnv; defaultPort: number }): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      latency: { type: 'string' },
      'api-key': { type: 'string' },
      fixtures: { type: 'string' },
    },
  });
  const port = whole(values.port ?? env['PORT'], defaultPort, 'port');
  if (port > 65_535) throw new RangeError(`port must be at most 65535, got ${port}`);
  const apiKey = values['api-key'] ?? env['STUB_API_KEY'];
  const fixturesDir = values.fixtures ?? env['FIXTURES_DIR'];
  return {
    port,
    host: values.host ?? env['HOST'] ?? '127.0.0.1',
    latencyMs: whole(values.latency ?? env['LATENCY_MS'], 0, 'latency'),
    ...(apiKey ? { apiKey } : {}),
    ...(fixturesDir ? { fixturesDir } : {}),
  };
}

function whole(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new RangeError(`${name} must be a non-negative whole number, got "${raw}"`);
  return Number(raw);
}
