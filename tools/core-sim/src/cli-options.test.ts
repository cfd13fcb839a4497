import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('defaults to port 4030 on loopback with the database under DATA_DIR', () => {
    expect(parseCliOptions({ argv: [], env: { DATA_DIR: '/var/lib/circular' }, cwd: '/srv/app' })).toEqual({
      port: 4030,
      host: '127.0.0.1',
      dbPath: '/var/lib/circular/core-sim.sqlite',
      latencyMs: 0,
    });
  });

  it('falls back to ./data, resolved against the working directory, when DATA_DIR is unset', () => {
    expect(parseCliOptions({ argv: [], env: {}, cwd: '/srv/app' }).dbPath).toBe('/srv/app/data/core-sim.sqlite');
    expect(parseCliOptions({ argv: ['--db', 'sim.sqlite'], env: {}, cwd: '/srv/app' }).dbPath).toBe('/srv/app/sim.sqlite');
  });

  it('lets flags win over environment variables', () => {
    expect(
      parseCliOptions({
        argv: ['--port', '5000', '--db', ':memory:', '--latency', '100', '--seed', 'demo'],
        env: { PORT: '4999', CORE_SIM_DB: '/tmp/x.sqlite', LATENCY_MS: '5', HOST: '0.0.0.0' },
        cwd: '/srv/app',
      }),
    ).toEqual({ port: 5000, host: '0.0.0.0', dbPath: ':memory:', latencyMs: 100, seed: 'demo' });
  });

  it('takes its port from PORT, as every server of the project does', () => {
    expect(parseCliOptions({ argv: [], env: { PORT: '0' }, cwd: '/' }).port).toBe(0);
  });

  it('rejects a latency that is not a whole number', () => {
    expect(() => parseCliOptions({ argv: ['--latency', '1.5'], env: {}, cwd: '/' })).toThrow('latency must be a non-negative whole number, got "1.5"');
  });
});
