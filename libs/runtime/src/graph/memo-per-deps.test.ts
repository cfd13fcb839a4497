import { describe, expect, it } from 'vitest';
import { memoPerDeps } from './memo-per-deps.ts';

describe('memoPerDeps', () => {
  it('builds once per deps object and hands the same value back after', () => {
    let builds = 0;
    const graphFor = memoPerDeps((deps: { name: string }) => ({ built: ++builds, name: deps.name }));
    const deps = { name: 'a' };
    expect(graphFor(deps)).toBe(graphFor(deps));
    expect(builds).toBe(1);
  });

  it('builds again for another deps object, even one naming the same things', () => {
    const graphFor = memoPerDeps((deps: { name: string }) => ({ name: deps.name }));
    expect(graphFor({ name: 'a' })).not.toBe(graphFor({ name: 'a' }));
  });
});
