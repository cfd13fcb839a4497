import { cliOptionsFrom, stubFlags, type CliOptions } from '@circular/stub-kit';
import { parseArgs } from 'node:util';

export interface SearchCliOptions extends CliOptions {
  fixturesDir?: string;
}

/**
 * Options for the shell entry: the stubs' shared flags and variables plus `--fixtures dir`, which
 * wins over `FIXTURES_DIR` as the shared flags win over theirs.
 */
export function parseCliOptions({ argv, env, defaultPort }: { argv: string[]; env: NodeJS.ProcessEnv; defaultPort: number }): SearchCliOptions {
  const { values } = parseArgs({ args: argv, options: { ...stubFlags, fixtures: { type: 'string' } } });
  const fixturesDir = values.fixtures ?? env['FIXTURES_DIR'];
  return { ...cliOptionsFrom({ values, env, defaultPort }), ...(fixturesDir ? { fixturesDir } : {}) };
}
