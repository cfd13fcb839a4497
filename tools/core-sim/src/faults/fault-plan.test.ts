import { describe, expect, it } from 'vitest';
import { FaultPlan } from './fault-plan.ts';

describe('FaultPlan', () => {
  it('serves a fault to the next N requests of its route only', () => {
    const plan = new FaultPlan();
    plan.inject({ route: 'createItem', kind: '500', times: 2 });
    expect(plan.take('getProduct')).toBeUndefined();
    expect(plan.take('createItem')).toEqual({ route: 'createItem', kind: '500', delayMs: 2000 });
    expect(plan.take('createItem')?.kind).toBe('500');
    expect(plan.take('createItem')).toBeUndefined();
  });

  it('serves faults in the order injected, a wildcard to any route', () => {
    const plan = new FaultPlan();
    plan.inject([{ kind: 'slow', delayMs: 50 }, { route: 'getProtocol', kind: 'down' }]);
    expect(plan.take('getProtocol')).toEqual({ route: '*', kind: 'slow', delayMs: 50 });
    expect(plan.take('getProtocol')).toEqual({ route: 'getProtocol', kind: 'down', delayMs: 2000 });
  });

  it('rejects an unknown route, kind or count and injects nothing', () => {
    const plan = new FaultPlan();
    expect(() => plan.inject([{ kind: 'down' }, { route: 'deleteEverything' as never, kind: 'down' }])).toThrow(/route must be \* or one of/);
    expect(() => plan.inject({ kind: 'explode' as never })).toThrow('kind must be one of slow, 500, down, lost; got "explode"');
    expect(() => plan.inject({ kind: 'down', times: 0 })).toThrow('times must be a positive whole number');
    expect(plan.pending()).toEqual([]);
  });

  it('forgets every pending fault when cleared', () => {
    const plan = new FaultPlan();
    plan.inject({ kind: 'lost', times: 3 });
    plan.clear();
    expect(plan.take('createItem')).toBeUndefined();
  });
});
