import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { checkListingRules } from './check-listing-rules.ts';
import { listingRuleWarmSteps, warmListingRules } from './warm.ts';

describe('warming the listing rules', () => {
  it('stops between slices once its signal aborts', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(warmListingRules({ signal: stop.signal })).rejects.toThrow();
  });

  it('lets the event loop turn between its slices, and the rules answer as usual afterwards', async () => {
    let turns = 0;
    let warming = true;
    const count = async () => {
      while (warming) {
        await nextTurn();
        turns += 1;
      }
    };
    const counting = count();
    await warmListingRules();
    warming = false;
    await counting;
    // Run in one go, the warming would let other work in once or twice at most.
    expect(turns).toBeGreaterThan(10);
    const violations = checkListingRules({ title: 'Ténis réplica 1:1', description: 'Ligue 912 345 678' }, { profile: 'vinted' });
    expect(violations.map((v) => v.code).sort()).toEqual(['contact_phone', 'prohibited_item']);
  }, 60_000);

  it('does its work in many steps rather than a few', async () => {
    let steps = 0;
    for await (const _ of listingRuleWarmSteps()) steps += 1;
    expect(steps).toBeGreaterThan(100);
  }, 60_000);
});
