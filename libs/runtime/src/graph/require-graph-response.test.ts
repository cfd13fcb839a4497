import { describe, expect, it } from 'vitest';
import { requireGraphResponse } from './require-graph-response.ts';

describe('requireGraphResponse', () => {
  it('hands back the response the graph set', () => {
    const response = { ok: true };
    expect(requireGraphResponse(response, 'translator')).toBe(response);
  });

  it('names the graph when the run ended without one', () => {
    expect(() => requireGraphResponse(undefined, 'translator')).toThrow('the translator graph ended without a response');
  });
});
