/**
 * The `http-url` string format: an absolute `http:` or `https:` URL with a host and no
 * credentials. Ajv's `uri` format accepts any scheme (`javascript:alert(1)` passes), which is
 * wrong for fields the server will fetch or POST to.
 */
export function isHttpUrl(value: string): boolean {
  // WHATWG parsing forgives a lot (`http:example.com`, surrounding spaces); a client's URL is
  // taken only when it is already written out in full.
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
}
