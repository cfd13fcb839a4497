import { Headers } from 'undici';
import { UnsafeUrlError } from '../errors/index.ts';
import { parseFetchableUrl } from './fetchable-url.ts';

export type RequestBody = string | Uint8Array;

/** One request of a redirect chain. */
export interface Hop {
  url: URL;
  method: string;
  headers: Headers;
  body: RequestBody | undefined;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Fetch standard: headers describing a body that a method change to GET drops. */
const bodyHeaders = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];
/** Credentials meant for the first origin must not follow the user to another one. */
const credentialHeaders = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * The request a redirect response asks for, or undefined when the response is final. Follows the
 * Fetch standard's method rules (303, and 301/302 after POST, become a body-less GET), drops
 * credentials on a cross-origin hop, and refuses an https-to-http downgrade: a URL given as
 * https must not quietly continue in clear text.
 */
export function nextHop(hop: Hop, { status, location }: { status: number; location: string | null }): Hop | undefined {
  if (!redirectStatuses.has(status) || location === null) return undefined;
  let target: URL;
  try {
    target = new URL(location, hop.url);
  } catch {
    throw new UnsafeUrlError('redirect to an invalid URL');
  }
  const url = parseFetchableUrl(target);
  if (hop.url.protocol === 'https:' && url.protocol === 'http:') throw new UnsafeUrlError('redirect from https to http');

  const headers = new Headers(hop.headers);
  let { method, body } = hop;
  if ((status === 303 && method !== 'GET' && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')) {
    method = 'GET';
    body = undefined;
    for (const name of bodyHeaders) headers.delete(name);
  }
  if (url.origin !== hop.url.origin) for (const name of credentialHeaders) headers.delete(name);
  return { url, method, headers, body };
}
