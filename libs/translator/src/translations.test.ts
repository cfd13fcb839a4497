import { describe, expect, it } from 'vitest';
import { byUnitKey, together } from './translations.ts';

describe('together', () => {
  it('gives the keys of both, the later winning a key both hold', () => {
    expect(together({ a: 'earlier a', b: 'b' }, { a: 'later a', c: 'c' })).toEqual({ a: 'later a', b: 'b', c: 'c' });
  });

  it('gives the other record itself, uncopied, when one is empty', () => {
    const some = { a: 'x' };
    expect(together({}, some)).toBe(some);
    expect(together(some, {})).toBe(some);
  });

  it('copies rather than changing either input when both hold keys', () => {
    const earlier = { a: 'x' };
    const later = { b: 'y' };
    const both = together(earlier, later);
    expect(both).not.toBe(earlier);
    expect(both).not.toBe(later);
    expect(earlier).toEqual({ a: 'x' });
    expect(later).toEqual({ b: 'y' });
  });

  it('reads only own keys as content: a record inheriting keys is still empty', () => {
    const inherited = Object.create({ a: 'inherited' }) as Record<string, string>;
    const some = { b: 'y' };
    expect(together(inherited, some)).toBe(some);
  });
});

describe('byUnitKey', () => {
  it('starts empty, with no inherited key: constructor and __proto__ are keys like any other', () => {
    const translations = byUnitKey();
    expect(translations['constructor']).toBeUndefined();
    expect('toString' in translations).toBe(false);
    translations['__proto__'] = 'kept';
    expect(Object.entries(translations)).toEqual([['__proto__', 'kept']]);
  });
});

describe('together, of records by unit key', () => {
  it('joins two records into one that inherits no key', () => {
    const earlier = byUnitKey();
    earlier['a'] = 'x';
    const both = together(earlier, { b: 'y' });
    expect(Object.entries(both)).toEqual([['a', 'x'], ['b', 'y']]);
    expect(both['constructor']).toBeUndefined();
  });
});
