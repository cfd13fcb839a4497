import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options.ts';

describe('parseCliOptions', () => {
  it('reads the environment and lets flags win over it', () => {
    const env = { PORT: '5000', HOST: '0.0.0.0', LATENCY_MS: '250', STUB_API_KEY: 'from-env', FIXTURES_DIR: '/env/fixtures' };
    expect(parseCliOptions({ argv: ['--port', '6000', '--api-key', 'k'], env, defaultPort: 4020 })).toEqual({
      port: 6000,
      host: '0.0.0.0',
      latencyMs: 250,
      apiKey: 'k',
      fixturesDir: '/env/fixtures',
    });
    expect(parseCliOptions({ argv: ['--fixtures', './mine'], env, defaultPort: 4020 }).fixturesDir).toBe('./mine');
  });
});
