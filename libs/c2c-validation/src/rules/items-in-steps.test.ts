import { describe, expect, it } from 'vitest';
import { findItems, itemTablesInSteps } from './items.ts';

// Its own file: the item tables are built once per module, and this file sees them unbuilt.
describe('the item tables built in steps', () => {
  it('are finished by the first text read meanwhile, which answers as usual, and the steps then stop', () => {
    const steps = itemTablesInSteps();
    for (let k = 0; k < 3; k++) expect(steps.next().done).toBe(false);
    const found = findItems('Ténis réplica 1:1', { profile: 'vinted' }).map((f) => [f.code, f.evidence]);
    expect(found).toEqual([['prohibited_item', 'réplica 1:1']]);
    // Nothing is built again: the steps end at once.
    expect(steps.next().done).toBe(true);
    expect(findItems('Ténis réplica 1:1', { profile: 'vinted' }).map((f) => [f.code, f.evidence])).toEqual(found);
  });

  it('once built, are not built again by a later warming', () => {
    findItems('Mesa de madeira', { profile: 'vinted' });
    expect(itemTablesInSteps().next().done).toBe(true);
  });
});
