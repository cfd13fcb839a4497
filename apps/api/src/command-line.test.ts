import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCommandLine } from './command-line.ts';

const emptyDir = () => mkdtempSync(join(tmpdir(), 'api-cli-'));

describe('readCommandLine', () => {
  it('reads .env for the variables the process does not set, the process winning', () => {
    const cwd = emptyDir();
    writeFileSync(join(cwd, '.env'), 'PORT=4000\nLOG_LEVEL=debug\n');
    expect(readCommandLine({ argv: [], env: { PORT: '5000' }, cwd })).toEqual({ env: { PORT: '5000', LOG_LEVEL: 'debug' }, envFile: join(cwd, '.env') });
  });

  it('says no .env was read when there is none, and takes the environment as it is', () => {
    expect(readCommandLine({ argv: [], env: { PORT: '5000' }, cwd: emptyDir() })).toEqual({ env: { PORT: '5000' }, envFile: undefined });
  });

  it('lets --port and --host win over PORT and HOST, as the stubs and core-sim do', () => {
    expect(readCommandLine({ argv: ['--port', '0', '--host', '127.0.0.1'], env: { PORT: '5000', HOST: '0.0.0.0' }, cwd: emptyDir() }).env).toEqual({ PORT: '0', HOST: '127.0.0.1' });
  });

  it('refuses a flag it does not know', () => {
    expect(() => readCommandLine({ argv: ['--prot', '1'], env: {}, cwd: emptyDir() })).toThrow(/--prot/);
  });
});
