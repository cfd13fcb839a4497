import { describe, expect, it } from 'vitest';
import { parseFetchableUrl } from './fetchable-url.ts';

describe('parseFetchableUrl', () => {
  it.each([
    ['https://img.example.com/a.png', 'https://img.example.com/a.png'],
    ['HTTP://Example.COM:80/a', 'http://example.com/a'],
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['http://0x7f000001/', 'http://127.0.0.1/'],
    ['http://0177.0.0.1/', 'http://127.0.0.1/'],
    ['http://127.1/', 'http://127.0.0.1/'],
    ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/'],
  ])('keeps %s as %s, with numeric hosts normalised for the address check', (input, href) => {
    expect(parseFetchableUrl(input).href).toBe(href);
  });

  it.each([
    ['javascript:alert(1)', 'scheme javascript: is not allowed'],
    ['JavaScript:alert(1)', 'scheme javascript: is not allowed'],
    ['file:///etc/passwd', 'scheme file: is not allowed'],
    ['ftp://example.com/', 'scheme ftp: is not allowed'],
    ['data:image/png;base64,AAAA', 'scheme data: is not allowed'],
    ['ws://example.com/', 'scheme ws: is not allowed'],
    ['example.com/a.png', 'not a valid absolute URL'],
    ['http://[::1/', 'not a valid absolute URL'],
    ['https://user:pw@example.com/', 'credentials in the URL are not allowed'],
  ])('refuses %s', (input, reason) => {
    expect(() => parseFetchableUrl(input)).toThrow(expect.objectContaining({ name: 'UnsafeUrlError', reason }));
  });
});
