import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('defaults to loopback, the given port and no latency', () => {
    expect(parseCliOptions({ argv: [], env: {}, defaultPort: 4010 })).toEqual({ port: 4010, host: '127.0.0.1', latencyMs: 0 });
  });

  it('reads the environment and lets flags win over it', () => {
    const env = { PORT: '5000', HOST: '0.0.0.0', LATENCY_MS: '250', STUB_API_KEY: 'from-env' };
    expect(parseCliOptions({ argv: ['--port', '6000', '--api-key', 'k'], env, defaultPort: 4010 })).toEqual({ port: 6000, host: '0.0.0.0', latencyMs: 250, apiKey: 'k' });
  });

  it('rejects ports and latencies that are not whole numbers', () => {
    expect(() => parseCliOptions({ argv: ['--latency', '1.5'], env: {}, defaultPort: 4010 })).toThrow('latency must be a non-negative whole number, got "1.5"');
    expect(() => parseCliOptions({ argv: [], env: { PORT: '70000' }, defaultPort: 4010 })).toThrow('port must be at most 65535');
  });
});
