import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBackends } from './backends.ts';

const redisUrl = process.env['TEST_REDIS_URL']?.trim() || undefined;
if (!redisUrl) console.warn('SKIPPED: the Redis start-up test needs TEST_REDIS_URL (eval "$(tools/services/start.sh)"; CI always runs it).');

describe('openBackends with REDIS_URL', () => {
  it.skipIf(!redisUrl)('shares rate-limit counters from the first request when Redis is up at start-up', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backends-'));
    const backends = await openBackends({ dataDir, databaseUrl: undefined, redisUrl });
    try {
      // No wait after opening: a replica that counted alone until Redis connected would let a
      // client through once per replica in its first moments.
      expect(backends.rateLimitHealth()).toEqual({ kind: 'redis', shared: true });
    } finally {
      await backends.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
