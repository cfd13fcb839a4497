import { describe, expect, it } from 'vitest';
import { searchRequestProblem } from './search-request.ts';

describe('searchRequestProblem', () => {
  it('accepts what @tavily/core sends', () => {
    expect(searchRequestProblem({ query: 'cadeira', max_results: 20, include_domains: ['olx.pt'], search_depth: 'basic' })).toBeUndefined();
  });

  it.each([
    [{}, 'Query is missing.'],
    [{ query: '  ' }, 'Query is missing.'],
    [{ query: 'x'.repeat(401) }, 'Query is too long. Max query length is 400 characters.'],
    [{ query: 'q', max_results: 21 }, 'max_results must be an integer between 0 and 20.'],
    [{ query: 'q', include_domains: 'olx.pt' }, 'include_domains must be a list of domains.'],
    [[], 'Query is missing.'],
    [null, 'Request body must be a JSON object.'],
  ])('refuses %j', (body, problem) => {
    expect(searchRequestProblem(body)).toBe(problem);
  });
});
