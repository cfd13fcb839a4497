import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

describe('the Studio entry', () => {
  it('builds the graph from an environment without model or search, which decides on the caller’s figures', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'decision-studio-'));
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_BASE_URL', '');
    vi.stubEnv('TAVILY_API_KEY', '');
    vi.stubEnv('DATA_DIR', dir);
    try {
      const { graph } = await import('./studio.ts');
      const { response } = await graph.invoke({
        request: { agent_specific: { item: { category: 'bikes' }, condition: { grade: 'D' }, economics: { resale_as_is: 5, recycling_value: 3, logistics_cost: 20 } } },
      });
      expect(response?.decision).toBe('recycle');
    } finally {
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
