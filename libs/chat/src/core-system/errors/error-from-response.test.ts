import { ServiceError, UnreachableUrlError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { CoreConflictError } from './core-conflict-error.ts';
import { CoreNotFoundError } from './core-not-found-error.ts';
import { CoreSystemError } from './core-system-error.ts';
import { CoreUnavailableError } from './core-unavailable-error.ts';
import { CoreValidationError } from './core-validation-error.ts';
import { coreSystemErrorFrom, coreSystemUnreachable } from './error-from-response.ts';

const from = (upstreamStatus: number) => coreSystemErrorFrom({ system: 'core', operation: 'getProduct', upstreamStatus });

describe('coreSystemErrorFrom', () => {
  it('maps each status to the class of its meaning', () => {
    expect(from(404)).toBeInstanceOf(CoreNotFoundError);
    expect(from(409)).toBeInstanceOf(CoreConflictError);
    expect(from(400)).toBeInstanceOf(CoreValidationError);
    expect(from(422)).toBeInstanceOf(CoreValidationError);
    for (const status of [408, 429, 500, 502, 503]) expect(from(status)).toBeInstanceOf(CoreUnavailableError);
    const other = from(403);
    expect(other.constructor).toBe(CoreSystemError);
  });

  it('is a 500 service error to the API caller, transient ones typed core-system-unavailable with Retry-After', () => {
    const unavailable = from(503);
    expect(ServiceError.isInstance(unavailable)).toBe(true);
    expect(CoreSystemError.isInstance(unavailable)).toBe(true);
    expect(unavailable).toMatchObject({ status: 500, type: 'core-system-unavailable', retryAfterSeconds: 30, upstreamStatus: 503, system: 'core' });
    expect(from(404)).toMatchObject({ status: 500, type: 'core-system-error', retryAfterSeconds: undefined });
  });

  it("keeps the system's problem and quotes its detail", () => {
    const error = coreSystemErrorFrom({
      system: 'submission',
      operation: 'recordAnswer',
      upstreamStatus: 422,
      problem: { type: '/problems/validation-error', title: 'Invalid request', status: 422, errors: [{ pointer: '/value', message: 'must be a number' }] },
    });
    expect(error.title).toBe('The submission system rejected the request as invalid');
    expect(error.detail).toBe('The submission system answered 422 to recordAnswer: Invalid request');
    expect(error.problem?.errors).toEqual([{ pointer: '/value', message: 'must be a number' }]);
  });

  it("uses the system's Retry-After when it sent one", () => {
    expect(coreSystemErrorFrom({ system: 'core', operation: 'createItem', upstreamStatus: 503, retryAfterSeconds: 4 }).retryAfterSeconds).toBe(4);
  });
});

describe('coreSystemUnreachable', () => {
  it('is a transient failure that keeps the network error as its cause', () => {
    const cause = new UnreachableUrlError('could not be fetched: ECONNREFUSED');
    const error = coreSystemUnreachable({ system: 'core', operation: 'createItem', cause });
    expect(error).toBeInstanceOf(CoreUnavailableError);
    expect(error.cause).toBe(cause);
    expect(error.upstreamStatus).toBeUndefined();
    expect(error.detail).toBe('The core system could not be reached for createItem: could not be fetched: ECONNREFUSED.');
  });
});
