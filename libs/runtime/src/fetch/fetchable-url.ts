import { UnsafeUrlError } from '../errors/index.ts';

/**
 * Parses a user-supplied URL and keeps it only if it is plain http(s). Other schemes
 * (`javascript:`, `file:`, `ftp:`, `data:`) never reach the network; credentials in the URL are
 * refused rather than silently sent to whatever host the URL names.
 */
export function parseFetchableUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError('not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError(`scheme ${url.protocol} is not allowed`);
  }
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('credentials in the URL are not allowed');
  return url;
}
