import { Headers } from 'undici';
import { describe, expect, it } from 'vitest';
import { nextHop, type Hop } from './redirect.ts';

function post(url: string, headers: Record<string, string> = {}): Hop {
  return { url: new URL(url), method: 'POST', headers: new Headers({ 'content-type': 'application/json', ...headers }), body: '{"a":1}' };
}

const summary = (hop: Hop | undefined) =>
  hop && { url: hop.url.href, method: hop.method, body: hop.body, headers: Object.fromEntries(hop.headers) };

describe('nextHop', () => {
  it('resolves a relative Location against the current URL', () => {
    const hop = nextHop({ url: new URL('http://a.test/x/y?q=1'), method: 'GET', headers: new Headers(), body: undefined }, {
      status: 301,
      location: '../z.png',
    });
    expect(summary(hop)).toEqual({ url: 'http://a.test/z.png', method: 'GET', body: undefined, headers: {} });
  });

  it('turns a POST into a body-less GET on 303', () => {
    expect(summary(nextHop(post('http://a.test/hook'), { status: 303, location: '/done' }))).toEqual({
      url: 'http://a.test/done',
      method: 'GET',
      body: undefined,
      headers: {},
    });
  });

  it('turns a POST into a GET on 302, as browsers do', () => {
    expect(nextHop(post('http://a.test/hook'), { status: 302, location: '/done' })?.method).toBe('GET');
  });

  it('keeps the method and body on 307 and 308', () => {
    for (const status of [307, 308]) {
      expect(summary(nextHop(post('http://a.test/hook'), { status, location: '/v2/hook' }))).toEqual({
        url: 'http://a.test/v2/hook',
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      });
    }
  });

  it('drops credentials on a cross-origin hop and keeps them on the same origin', () => {
    const hop = post('https://a.test/hook', { authorization: 'Bearer k', cookie: 's=1', 'webhook-id': 'msg_1' });
    expect(summary(nextHop(hop, { status: 308, location: 'https://b.test/hook' }))?.headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'msg_1',
    });
    expect(summary(nextHop(hop, { status: 308, location: '/other' }))?.headers).toEqual({
      authorization: 'Bearer k',
      'content-type': 'application/json',
      cookie: 's=1',
      'webhook-id': 'msg_1',
    });
  });

  it('refuses a downgrade from https to http', () => {
    expect(() => nextHop(post('https://a.test/'), { status: 301, location: 'http://a.test/' })).toThrow(
      expect.objectContaining({ reason: 'redirect from https to http' }),
    );
  });

  it('allows an upgrade from http to https', () => {
    expect(nextHop(post('http://a.test/'), { status: 308, location: 'https://a.test/' })?.url.href).toBe('https://a.test/');
  });

  it('refuses a redirect to another scheme', () => {
    expect(() => nextHop(post('http://a.test/'), { status: 302, location: 'javascript:alert(1)' })).toThrow(
      expect.objectContaining({ reason: 'scheme javascript: is not allowed' }),
    );
  });

  it('treats 304, 300 and a redirect without Location as final', () => {
    expect(nextHop(post('http://a.test/'), { status: 304, location: '/x' })).toBeUndefined();
    expect(nextHop(post('http://a.test/'), { status: 300, location: '/x' })).toBeUndefined();
    expect(nextHop(post('http://a.test/'), { status: 302, location: null })).toBeUndefined();
  });
});
