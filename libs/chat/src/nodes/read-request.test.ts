import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { readRequest } from './read-request.ts';

const request = {
  language: 'PT-PT',
  messages: [{ role: 'user', text: 'iPhone 12' }],
  service_core_base_url: 'http://core.example/api',
  service_submission_base_url: 'http://submit.example/api',
};
const thread = { configurable: { thread_id: 'thread-1' } };

describe('readRequest', () => {
  it('starts a first turn from a chat request, in the thread as the session', () => {
    expect(readRequest({ request, sessionId: undefined, turn: undefined }, thread)).toEqual({
      sessionId: 'thread-1',
      turn: {
        text: 'iPhone 12',
        key: expect.any(String) as unknown,
        language: 'pt-PT',
        serviceCoreContext: null,
        serviceCoreBaseUrl: 'http://core.example/api',
        serviceSubmissionBaseUrl: 'http://submit.example/api',
      },
      consumed: false,
      modelCalls: 0,
      replies: [],
    });
  });

  it('takes the next words once the session has a turn, keeping its session and settings', () => {
    const first = readRequest({ request, sessionId: undefined, turn: undefined }, thread);
    const next = readRequest({ request: 'Apple iPhone 12', sessionId: 'session-9', turn: first.turn }, thread);
    expect(next.sessionId).toBe('session-9');
    expect(next.turn).toEqual({ ...first.turn, text: 'Apple iPhone 12', key: expect.any(String) as unknown });
  });

  it('refuses words as a first turn and a request the API refuses, naming the field', () => {
    expect(() => readRequest({ request: 'iPhone 12', sessionId: undefined, turn: undefined }, thread)).toThrow(InvalidRequestError);
    expect(() => readRequest({ request: { ...request, messages: [] }, sessionId: undefined, turn: undefined }, thread)).toThrow('/messages');
  });
});
