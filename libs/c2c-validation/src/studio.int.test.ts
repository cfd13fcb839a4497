import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.resetModules();
});

describe('the Studio entry', () => {
  it('builds the graph from the environment and decides with the rules without a model', async () => {
    const { graph } = await import('./studio.ts');
    const request = { language: 'fr', agent_specific: { profile: 'vinted' as const, listing: { title: 'Sac Chanel réplique', description: 'Contact : 06 12 34 56 78' } } };
    const { response } = await graph.invoke({ request });
    expect(response).toMatchObject({ verdict: 'reject', violations: [{ code: 'prohibited_item' }, { code: 'contact_phone' }] });
  });
});

describe('the Studio entry on a bad request', () => {
  it('answers the same 422 as the function, naming the field', async () => {
    const { graph } = await import('./studio.ts');
    await expect(graph.invoke({ request: { agent_specific: { profile: 'nope', listing: { title: 'x' } } } as never })).rejects.toMatchObject({
      status: 422,
      errors: [{ pointer: '/agent_specific/profile' }],
    });
  });
});
