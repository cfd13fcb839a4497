import { assertValidRequest } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { agrees, labelledDecisions } from './labelled-decisions.ts';

describe('the labelled set', () => {
  const set = labelledDecisions();

  it('holds at least 150 first-round and 60 channel labels as valid requests across the eight categories, with unique ids and a reason each', () => {
    expect(set.filter((item) => item.set === 'first').length).toBeGreaterThanOrEqual(150);
    expect(set.filter((item) => item.set === 'channels').length).toBeGreaterThanOrEqual(60);
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
    expect(new Set(set.filter((item) => item.set === 'first').map((item) => item.expected))).toEqual(new Set(['resell_as_is', 'repair_then_resell', 'donate', 'recycle', 'refuse']));
    expect(set.filter((item) => item.request.agent_specific.condition.activation_lock).length).toBeGreaterThanOrEqual(4);
    expect(set.filter((item) => item.why.includes('threshold')).length).toBeGreaterThanOrEqual(7);
    expect(set.filter((item) => item.request.agent_specific.context?.company_size === 'large' && item.request.agent_specific.item.category === 'clothing' && item.date >= '2026-07-19').length).toBeGreaterThanOrEqual(8);
  });
});

describe('the channel labels', () => {
  const set = labelledDecisions().filter((item) => item.set === 'channels');

  it('name each new channel at least nine times and each older disposition at least three, and sometimes a channel a gate makes moot', () => {
    for (const disposition of ['resell_c2c', 'resell_refurbisher', 'harvest_parts', 'b2b_lot', 'return_to_vendor']) {
      expect(set.filter((item) => item.expected === disposition).length, disposition).toBeGreaterThanOrEqual(9);
    }
    for (const disposition of ['repair_then_resell', 'donate', 'recycle', 'refuse']) {
      expect(set.filter((item) => item.expected === disposition).length, disposition).toBeGreaterThanOrEqual(3);
    }
    const gated = set.filter((item) => item.request.agent_specific.condition.activation_lock || item.request.agent_specific.condition.counterfeit);
    expect(gated.filter((item) => item.request.agent_specific.economics?.parts_value !== undefined).length).toBeGreaterThanOrEqual(2);
  });

  it('say the vendor takes an item back exactly when a vendor credit is given', () => {
    for (const item of set) {
      expect(item.request.agent_specific.context?.vendor_takes_back === true, item.id).toBe(item.request.agent_specific.economics?.vendor_credit !== undefined);
    }
  });
});

describe('agreement with a label', () => {
  it('reads the first set\'s resell_as_is as any channel that sells the item as it is, and nothing else', () => {
    expect(agrees('resell_as_is', 'resell_c2c')).toBe(true);
    expect(agrees('resell_as_is', 'b2b_lot')).toBe(true);
    expect(agrees('resell_as_is', 'harvest_parts')).toBe(false);
    expect(agrees('resell_c2c', 'resell_refurbisher')).toBe(false);
    expect(agrees('donate', 'donate')).toBe(true);
  });
});
