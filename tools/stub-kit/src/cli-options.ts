import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  host: string;
  latencyMs: number;
  apiKey?: string;
}

/** The flags every stub takes, as `parseArgs` options; a stub with flags of its own spreads these beside them. */
export const stubFlags = {
  port: { type: 'string' },
  host: { type: 'string' },
  latency: { type: 'string' },
  'api-key': { type: 'string' },
} as const;

/**
 * Options for a stub's shell entry: flags (`--port 4010 --host 0.0.0.0 --latency 200 --api-key k`)
 * win over environment variables (`PORT`, `HOST`, `LATENCY_MS`, `STUB_API_KEY`).
 */
export function parseCliOptions({ argv, env, defaultPort }: { argv: string[]; env: NodeJS.ProcessEnv; defaultPort: number }): CliOptions {
  const { values } = parseArgs({ args: argv, options: stubFlags });
  return cliOptionsFrom({ values, env, defaultPort });
}

/** The shared options from flags already parsed (with `stubFlags` among the options) and the environment. */
export function cliOptionsFrom({
  values,
  env,
  defaultPort,
}: {
  values: { port?: string; host?: string; latency?: string; 'api-key'?: string };
  env: NodeJS.ProcessEnv;
  defaultPort: number;
}): CliOptions {
  const port = whole(values.port ?? env['PORT'], defaultPort, 'port');
  if (port > 65_535) throw new RangeError(`port must be at most 65535, got ${port}`);
  const apiKey = values['api-key'] ?? env['STUB_API_KEY'];
  return {
    port,
    host: values.host ?? env['HOST'] ?? '127.0.0.1',
    latencyMs: whole(values.latency ?? env['LATENCY_MS'], 0, 'latency'),
    ...(apiKey ? { apiKey } : {}),
  };
}

function whole(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new RangeError(`${name} must be a non-negative whole number, got "${raw}"`);
  return Number(raw);
}
