import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './http-url-format.ts';

describe('isHttpUrl', () => {
  it.each(['https://cdn.example.org/images/a.jpg', 'http://127.0.0.1:8080/cb?x=1', 'HTTPS://Example.org', 'https://[::1]/x'])(
    'accepts %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['another scheme', 'ftp://example.org/file'],
    ['a relative URL', '/images/a.jpg'],
    ['a URL without slashes the WHATWG parser would repair', 'http:example.org'],
    ['a URL without a host', 'http:///path'],
    ['surrounding spaces', ' https://example.org'],
    ['an embedded newline', 'https://exam\nple.org'],
    ['credentials', 'https://user:secret@example.org/'],
    ['an empty string', ''],
  ])('rejects %s', (_name, url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
