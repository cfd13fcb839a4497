import { UnsafeUrlError } from '@circular/runtime';

/**
 * A system's base URL as the chat's caller gave it, checked for shape (absolute http(s), no
 * credentials, query or fragment); the address itself is checked by the SSRF-safe fetcher on every
 * call. Refusals name the request field (`pointer`).
 */
export function parseBaseUrl(input: string, pointer: string): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError('not a valid absolute URL', pointer);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError(`scheme ${url.protocol} is not allowed`, pointer);
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('credentials in the URL are not allowed', pointer);
  if (url.search !== '' || url.hash !== '') throw new UnsafeUrlError('a base URL may not have a query or fragment', pointer);
  return url;
}

/**
 * `base` + `path` (+ query): the path is appended to the base's own path, so a base with a prefix
 * (`https://core.example/api/v1`) keeps it. Path segments are encoded by the caller.
 */
export function joinUrl(base: URL, path: string, query: Record<string, string | number | undefined> = {}): URL {
  const url = new URL(base);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}
