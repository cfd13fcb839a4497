import { createAddressPolicy, InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { parseChatRequest } from './parse-chat-request.ts';

const urls = { service_core_base_url: 'https://core.example.com/api', service_submission_base_url: 'https://submissions.example.com' };

function errorsOf(input: unknown, options = {}) {
  try {
    parseChatRequest(input, options);
  } catch (error) {
    if (error instanceof InvalidRequestError) return error.errors;
    throw error;
  }
  return [];
}

describe('parseChatRequest', () => {
  it('normalises a request: language, turn text, defaults', () => {
    expect(parseChatRequest({ ...urls, language: 'en_us', messages: [{ role: 'ai', text: 'Hi' }, { role: 'user', text: 'iPhone 12' }] })).toEqual({
      language: 'en-US',
      messages: [
        { role: 'ai', text: 'Hi' },
        { role: 'user', text: 'iPhone 12' },
      ],
      text: 'iPhone 12',
      images: [],
      conversation: true,
      sessionId: undefined,
      serviceCoreContext: null,
      serviceCoreBaseUrl: 'https://core.example.com/api',
      serviceSubmissionBaseUrl: 'https://submissions.example.com',
    });
  });

  it('refuses empty messages, a last message not from the user, and missing or non-URL base URLs, naming each field', () => {
    expect(errorsOf({ messages: [] })).toEqual([
      { pointer: '/messages', message: 'must not be empty: send at least the user message' },
      { pointer: '/service_core_base_url', message: 'is required' },
      { pointer: '/service_submission_base_url', message: 'is required' },
    ]);
    expect(
      errorsOf({ service_core_base_url: 'core.example.com', service_submission_base_url: 'ftp://x.example', messages: [{ role: 'user', text: 'a' }, { role: 'assistant', text: 'b' }] }),
    ).toEqual([
      { pointer: '/messages/1/role', message: 'the last message must be from the user' },
      { pointer: '/service_core_base_url', message: 'must be an absolute http(s) URL, e.g. https://core.example.com/api' },
      { pointer: '/service_submission_base_url', message: 'must be an absolute http(s) URL, e.g. https://core.example.com/api' },
    ]);
  });

  it('refuses a base URL to a refused IP address when given the address policy', () => {
    const policy = createAddressPolicy(['127.0.0.0/8']);
    expect(errorsOf({ ...urls, service_core_base_url: 'http://10.0.0.7:8080/core', messages: [{ role: 'user', text: 'a' }] }, { addressPolicy: policy })).toEqual([
      { pointer: '/service_core_base_url', message: 'URL refused: address 10.0.0.7 is private' },
    ]);
    expect(errorsOf({ ...urls, service_core_base_url: 'http://127.0.0.1:4020/core', messages: [{ role: 'user', text: 'a' }] }, { addressPolicy: policy })).toEqual([]);
  });

  it('refuses an image over 10 MB and a session id with conversation: false', () => {
    const big = `data:image/png;base64,${'A'.repeat(14_000_004)}`;
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], images: ['https://img.example/a.jpg', big] })).toEqual([
      { pointer: '/images/1', message: 'is larger than 10 MB' },
    ]);
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], conversation: false, session_id: 's-1' })).toEqual([
      { pointer: '/session_id', message: 'cannot be sent with conversation: false, which keeps no session' },
    ]);
  });
});
