import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../errors/invalid-request-error.ts';
import { firstTypedError } from './first-typed-error.ts';

describe('firstTypedError', () => {
  it('picks the first typed error out of an AggregateError, wherever it sits', () => {
    const typed = new InvalidRequestError([{ pointer: '/language', message: 'bad' }]);
    expect(firstTypedError(new AggregateError([new Error('plain'), typed]))).toBe(typed);
  });

  it('falls back to the first inner error when none is typed', () => {
    const first = new Error('first');
    expect(firstTypedError(new AggregateError([first, new Error('second')]))).toBe(first);
  });

  it('passes anything else through unchanged', () => {
    const plain = new Error('plain');
    const empty = new AggregateError([]);
    expect(firstTypedError(plain)).toBe(plain);
    expect(firstTypedError(empty)).toBe(empty);
    expect(firstTypedError('text')).toBe('text');
  });
});
