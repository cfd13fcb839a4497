import { describe, expect, it } from 'vitest';
import { fillSlots } from './fill-slots.ts';

describe('fillSlots', () => {
  it('fills every slot it has a value for, numbers included', () => {
    expect(fillSlots('{count} × {name}', { count: 2, name: 'iPhone' })).toBe('2 × iPhone');
  });

  it('leaves slots without a value as written', () => {
    expect(fillSlots('Hello {name}, {missing}', { name: 'Ana' })).toBe('Hello Ana, {missing}');
  });

  it('inserts values verbatim, without reading slots or $ patterns inside them', () => {
    expect(fillSlots('[{a}]', { a: '{b} $& $1', b: 'no' })).toBe('[{b} $& $1]');
  });

  it('does not take inherited properties for values', () => {
    expect(fillSlots('{constructor}', {})).toBe('{constructor}');
  });

  it('fills slots at either end and side by side, and the same template again with other values', () => {
    expect(fillSlots('{a}{b} and {a}', { a: 'x', b: 'y' })).toBe('xy and x');
    expect(fillSlots('{a}{b} and {a}', { a: '1' })).toBe('1{b} and 1');
    expect(fillSlots('no slots, {not a slot} {}', { a: 'x' })).toBe('no slots, {not a slot} {}');
  });
});
