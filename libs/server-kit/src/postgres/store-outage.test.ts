import { describe, expect, it } from 'vitest';
import { ServiceError } from '@circular/runtime';
import { isStoreOutage, StoreUnavailableError } from './store-outage.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isStoreOutage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['an outage wrapped as a cause', new Error('checkpoint failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    ['an outage inside an AggregateError', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')])],
    ['the gates’ own error', new StoreUnavailableError()],
  ])('recognises %s', (_name, error) => {
    expect(isStoreOutage(error)).toBe(true);
  });

  it.each([
    ['a syntax error in SQL (42601)', withCode('syntax error at or near "SELEC"', '42601')],
    ['a missing table (42P01)', withCode('relation "circular_jobs" does not exist', '42P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a problem of the request', new ServiceError('validation-error', 422, 'Invalid request')],
    ['no error at all', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isStoreOutage(error)).toBe(false);
  });
});
