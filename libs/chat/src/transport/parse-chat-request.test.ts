import { createRequestValidator } from '@circular/contract';
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

  it('checks the contract first, with the API’s pointers and messages', () => {
    const validateAtTheEdge = createRequestValidator();
    for (const body of [{ messages: [] }, { ...urls, messages: [{ role: 'user', text: 'a' }], colour: 'red' }, { ...urls, service_core_base_url: 'core.example.com', messages: [{ role: 'robot', text: 1 }] }]) {
      const atTheEdge = validateAtTheEdge('chat', body);
      expect(atTheEdge.length).toBeGreaterThan(0);
      expect(errorsOf(body)).toEqual(atTheEdge);
    }
  });

  it('refuses a last message not from the user and a base URL with a query, naming each field', () => {
    expect(errorsOf({ ...urls, service_core_base_url: 'https://core.example.com/api?x=1', messages: [{ role: 'user', text: 'a' }, { role: 'assistant', text: 'b' }] })).toEqual([
      { pointer: '/messages/1/role', message: 'the last message must be from the user' },
      { pointer: '/service_core_base_url', message: 'may not have a query or fragment' },
    ]);
  });

  it('refuses an image that is neither an http(s) URL nor a data URL', () => {
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], images: ['ftp://img.example/a.jpg'] })).toEqual([
      { pointer: '/images/0', message: 'must be an http(s) URL or a base64 data URL' },
    ]);
  });

  it('refuses a callback_url: the library function answers in the call', () => {
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], callback_url: 'https://client.example/hook' })).toEqual([
      { pointer: '/callback_url', message: expect.stringContaining('callback_url') },
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
    // Within the schema's length limit, over 10 MB once decoded.
    const big = `data:image/png;base64,${'A'.repeat(13_990_000)}`;
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], images: ['https://img.example/a.jpg', big] })).toEqual([
      { pointer: '/images/1', message: 'is larger than 10 MB' },
    ]);
    expect(errorsOf({ ...urls, messages: [{ role: 'user', text: 'a' }], conversation: false, session_id: 's-1' })).toEqual([
      { pointer: '/session_id', message: 'cannot be sent with conversation: false, which keeps no session' },
    ]);
  });
});
