import { describe, expect, it, vi } from 'vitest';

describe('the Studio entry', () => {
  it('builds the graph from an environment without a model, which serves templated categories', async () => {
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_BASE_URL', '');
    const { graph } = await import('./studio.ts');
    const { response } = await graph.invoke({ request: { agent_specific: { category: 'consoles', target_scale: 'backmarket' } } });
    expect(response?.grade_rule.grades).toEqual(['excellent', 'very_good', 'good', 'not_eligible']);
    vi.unstubAllEnvs();
  });
});
