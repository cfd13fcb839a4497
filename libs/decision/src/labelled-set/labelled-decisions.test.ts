import { assertValidRequest } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { labelledDecisions } from './labelled-decisions.ts';

describe('the labelled set', () => {
  const set = labelledDecisions();

  it('holds at least 150 valid requests across the eight categories, with unique ids and a reason each', () => {
    expect(set.length).toBeGreaterThanOrEqual(150);
    expect(new Set(set.map((item) => item.id)).size).toBe(set.length);
    expect(new Set(set.map((item) => item.request.agent_specific.item.category))).toEqual(
      new Set(['phones', 'tablets', 'laptops', 'consoles', 'bikes', 'clothing', 'small-appliances', 'large-appliances']),
    );
    for (const item of set) {
      expect(() => assertValidRequest('decide', item.request), item.id).not.toThrow();
      expect(item.why.trim(), item.id).not.toBe('');
    }
  });

  it('includes every disposition and the hard cases: locked phones, repairs either side of the threshold, large companies after the textile rule', () => {
    expect(new Set(set.map((item) => item.expected))).toEqual(new Set(['resell_as_is', 'repair_then_resell', 'donate', 'recycle', 'refuse']));
    expect(set.filter((item) => item.request.agent_specific.condition.activation_lock).length).toBeGreaterThanOrEqual(4);
    expect(set.filter((item) => item.why.includes('threshold')).length).toBeGreaterThanOrEqual(7);
    expect(set.filter((item) => item.request.agent_specific.context?.company_size === 'large' && item.request.agent_specific.item.category === 'clothing' && item.date >= '2026-07-19').length).toBeGreaterThanOrEqual(8);
  });
});
