import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';

/**
 * The environment the server reads its configuration from: the process's variables, then a `.env`
 * file in the working directory for those not set (the process wins, as with `node --env-file`),
 * then the flags `--port N` and `--host H` over both — the way every server of the project
 * (`npm run stub:model`, `stub:search`, `core-sim`) takes its port. A missing `.env` is normal and
 * not reported; `envFile` says which one was read, for the message of a configuration error.
 */
export function readCommandLine({ argv, env, cwd }: { argv: string[]; env: NodeJS.ProcessEnv; cwd: string }): { env: NodeJS.ProcessEnv; envFile: string | undefined } {
  const { values } = parseArgs({ args: argv, options: { port: { type: 'string' }, host: { type: 'string' } } });
  const path = resolve(cwd, '.env');
  const envFile = existsSync(path) ? path : undefined;
  const fromFile = envFile ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return {
    env: { ...fromFile, ...env, ...(values.port ? { PORT: values.port } : {}), ...(values.host ? { HOST: values.host } : {}) },
    envFile,
  };
}
