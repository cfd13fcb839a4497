import type { LookupAddress } from 'node:dns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnsafeUrlError } from '../errors/index.ts';
import { createSafeFetcher, type SafeFetcher, type SafeFetcherOptions } from './safe-fetch.ts';
import { startLoopbackServer, type LoopbackServer } from './test-support/loopback-server.ts';
import { UnreachableUrlError } from './unreachable-url-error.ts';

const loopbackOnly = ['127.0.0.1/32'];

/** Fake DNS: names map to fixed records; every query is recorded. */
function fakeDns(records: Record<string, string[]>) {
  const queries: string[] = [];
  const lookup = async (hostname: string): Promise<LookupAddress[]> => {
    queries.push(hostname);
    const addresses = records[hostname];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, queries };
}

const fetchers: SafeFetcher[] = [];
const servers: LoopbackServer[] = [];

function fetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const created = createSafeFetcher({ lookup: fakeDns({}).lookup, ...options });
  fetchers.push(created);
  return created;
}

async function server(handler: Parameters<typeof startLoopbackServer>[0]): Promise<LoopbackServer> {
  const started = await startLoopbackServer(handler);
  servers.push(started);
  return started;
}

async function refusal(promise: Promise<unknown>): Promise<{ name: string; reason: string }> {
  const error = await promise.then(
    () => expect.fail('expected the fetch to be refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnsafeUrlError);
  const { name, reason } = error as UnsafeUrlError;
  return { name, reason };
}

afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('safeFetch: schemes', () => {
  it.each([
    ['javascript:alert(1)', 'scheme javascript: is not allowed'],
    ['file:///etc/passwd', 'scheme file: is not allowed'],
    ['ftp://example.com/a.png', 'scheme ftp: is not allowed'],
    ['data:image/png;base64,iVBORw0KGgo=', 'scheme data: is not allowed'],
    ['gopher://example.com/', 'scheme gopher: is not allowed'],
    ['/relative/path.png', 'not a valid absolute URL'],
    ['http://user:secret@example.com/', 'credentials in the URL are not allowed'],
  ])('refuses %s without resolving anything', async (url, reason) => {
    const dns = fakeDns({ 'example.com': ['93.184.216.34'] });
    expect(await refusal(fetcher({ lookup: dns.lookup }).safeFetch(url))).toEqual({ name: 'UnsafeUrlError', reason });
    expect(dns.queries).toEqual([]);
  });
});

describe('safeFetch: addresses', () => {
  let target: LoopbackServer;
  beforeEach(async () => {
    target = await server((_req, res) => res.end('hello'));
  });

  it('refuses a loopback server when loopback is not allow-listed, before connecting', async () => {
    expect(await refusal(fetcher().safeFetch(`${target.origin}/`))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'address 127.0.0.1 is loopback',
    });
    expect(target.connections()).toBe(0);
  });

  it('fetches the same server once 127.0.0.0/8 is allow-listed', async () => {
    const response = await fetcher({ allowCidrs: ['127.0.0.0/8'] }).safeFetch(`${target.origin}/hi`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('hello');
    expect(response.url).toBe(`${target.origin}/hi`);
    expect(target.requests).toEqual(['/hi']);
  });

  it.each([
    ['http://2130706433:PORT/', 'address 127.0.0.1 is loopback'],
    ['http://0x7f000001:PORT/', 'address 127.0.0.1 is loopback'],
    ['http://0177.0.0.1:PORT/', 'address 127.0.0.1 is loopback'],
    ['http://127.1:PORT/', 'address 127.0.0.1 is loopback'],
    ['http://0x7f.0.0.1:PORT/', 'address 127.0.0.1 is loopback'],
    ['http://[::ffff:127.0.0.1]:PORT/', 'address ::ffff:7f00:1 is loopback'],
    ['http://[::ffff:7f00:1]:PORT/', 'address ::ffff:7f00:1 is loopback'],
    ['http://[::1]:PORT/', 'address ::1 is loopback'],
    ['http://0.0.0.0:PORT/', 'address 0.0.0.0 is unspecified'],
    ['http://0:PORT/', 'address 0.0.0.0 is unspecified'],
  ])('refuses the loopback form %s and never connects', async (form, reason) => {
    const dns = fakeDns({});
    const url = form.replace('PORT', String(target.port));
    expect(await refusal(fetcher({ lookup: dns.lookup }).safeFetch(url))).toEqual({ name: 'UnsafeUrlError', reason });
    expect(target.connections()).toBe(0);
    expect(dns.queries).toEqual([]);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'address 169.254.169.254 is a cloud metadata endpoint'],
    ['http://[fd00:ec2::254]/latest/meta-data/', 'address fd00:ec2::254 is a cloud metadata endpoint'],
    ['http://100.100.100.200/latest/meta-data/', 'address 100.100.100.200 is a cloud metadata endpoint'],
    ['http://10.0.0.1/', 'address 10.0.0.1 is private'],
    ['http://172.16.0.1/', 'address 172.16.0.1 is private'],
    ['http://192.168.0.1/', 'address 192.168.0.1 is private'],
    ['http://100.64.0.1/', 'address 100.64.0.1 is shared address space (CGNAT)'],
    ['http://169.254.0.5/', 'address 169.254.0.5 is link-local'],
    ['http://224.0.0.1/', 'address 224.0.0.1 is multicast'],
    ['http://255.255.255.255/', 'address 255.255.255.255 is broadcast'],
    ['http://[fe80::1]/', 'address fe80::1 is link-local'],
    ['http://[fd12::1]/', 'address fd12::1 is private'],
    ['http://[64:ff9b::a00:1]/', 'address 64:ff9b::a00:1 is private'],
  ])('refuses the IP literal in %s', async (url, reason) => {
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(url))).toEqual({ name: 'UnsafeUrlError', reason });
  });

  it('refuses a host name that resolves to a private address', async () => {
    const dns = fakeDns({ 'intranet.test': ['10.0.0.1'] });
    expect(await refusal(fetcher({ lookup: dns.lookup }).safeFetch('http://intranet.test/'))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'intranet.test: address 10.0.0.1 is private',
    });
    expect(dns.queries).toEqual(['intranet.test']);
  });

  it('refuses a host name with one public and one private record, so nothing is connected to', async () => {
    const dns = fakeDns({ 'mixed.test': ['93.184.216.34', '192.168.1.10'] });
    expect(await refusal(fetcher({ lookup: dns.lookup }).safeFetch('http://mixed.test/'))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'mixed.test: address 192.168.1.10 is private',
    });
  });

  it('refuses a host name whose IPv6 record is an IPv4-mapped loopback address', async () => {
    const dns = fakeDns({ 'mapped.test': ['::ffff:127.0.0.1'] });
    expect(await refusal(fetcher({ lookup: dns.lookup }).safeFetch(`http://mapped.test:${target.port}/`))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'mapped.test: address ::ffff:127.0.0.1 is loopback',
    });
    expect(target.connections()).toBe(0);
  });

  it('refuses localhost through the real resolver', async () => {
    const localFetcher = createSafeFetcher();
    fetchers.push(localFetcher);
    const { reason } = await refusal(localFetcher.safeFetch(`http://localhost:${target.port}/`));
    expect(reason).toMatch(/^localhost: address (127\.0\.0\.1|::1) is loopback$/);
    expect(target.connections()).toBe(0);
  });

  it('connects to the address it checked and keeps the host name in the Host header', async () => {
    const hosts: (string | undefined)[] = [];
    const named = await server((req, res) => {
      hosts.push(req.headers.host);
      res.end('pinned');
    });
    const dns = fakeDns({ 'images.test': ['127.0.0.1'] });
    const response = await fetcher({ allowCidrs: loopbackOnly, lookup: dns.lookup }).safeFetch(
      `http://images.test:${named.port}/a.png`,
    );
    expect(response.body.toString()).toBe('pinned');
    expect(hosts).toEqual([`images.test:${named.port}`]);
    expect(dns.queries).toEqual(['images.test']);
  });
});

describe('safeFetch: network failures', () => {
  it('reports an unknown host as unreachable', async () => {
    expect(await refusal(fetcher().safeFetch('http://nowhere.test/'))).toEqual({
      name: 'UnreachableUrlError',
      reason: 'could not be fetched: ENOTFOUND',
    });
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startLoopbackServer(() => undefined);
    await closed.close();
    const error = await fetcher({ allowCidrs: loopbackOnly })
      .safeFetch(`${closed.origin}/`)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnreachableUrlError);
    expect((error as UnreachableUrlError).reason).toBe('could not be fetched: ECONNREFUSED');
  });

  it('gives up on a server that never answers', async () => {
    const hanging = await server(() => undefined);
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly, timeoutMs: 200 }).safeFetch(`${hanging.origin}/`))).toEqual({
      name: 'UnreachableUrlError',
      reason: 'no complete answer within 200 ms',
    });
    expect(hanging.requests).toEqual(['/']);
  });

  it("rethrows the caller's abort unchanged", async () => {
    const controller = new AbortController();
    const hanging = await server(() => controller.abort());
    const error = await fetcher({ allowCidrs: loopbackOnly })
      .safeFetch(`${hanging.origin}/`, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBe(controller.signal.reason);
    expect((error as Error).name).toBe('AbortError');
  });

  it('does not start when the caller has already aborted', async () => {
    const target = await server((_req, res) => res.end('x'));
    const reason = new Error('client went away');
    await expect(
      fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/`, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(target.connections()).toBe(0);
  });
});

describe('safeFetch: redirects', () => {
  it('follows a relative redirect and reports the final URL', async () => {
    const target = await server((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: '/images/final.png' }).end();
      else res.end('final');
    });
    const response = await fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/start`);
    expect(response.url).toBe(`${target.origin}/images/final.png`);
    expect(response.body.toString()).toBe('final');
    expect(target.requests).toEqual(['/start', '/images/final.png']);
  });

  it.each([
    ['http://10.0.0.1/internal', 'address 10.0.0.1 is private'],
    ['http://[::1]:PORT/', 'address ::1 is loopback'],
    ['http://169.254.169.254/latest/meta-data/', 'address 169.254.169.254 is a cloud metadata endpoint'],
    ['file:///etc/passwd', 'scheme file: is not allowed'],
  ])('re-checks every hop: refuses a redirect to %s', async (location, reason) => {
    let port = 0;
    const target = await server((_req, res) => res.writeHead(302, { location: location.replace('PORT', String(port)) }).end());
    port = target.port;
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/`))).toEqual({
      name: 'UnsafeUrlError',
      reason,
    });
    expect(target.requests).toEqual(['/']);
  });

  it('refuses a redirect to a host name that resolves to a private address', async () => {
    const target = await server((_req, res) => res.writeHead(301, { location: 'http://rebind.test/' }).end());
    const dns = fakeDns({ 'rebind.test': ['10.1.1.1'] });
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly, lookup: dns.lookup }).safeFetch(`${target.origin}/`))).toEqual(
      { name: 'UnsafeUrlError', reason: 'rebind.test: address 10.1.1.1 is private' },
    );
  });

  it('stops a redirect loop after 3 redirects', async () => {
    const target = await server((_req, res) => res.writeHead(302, { location: '/loop' }).end());
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/loop`))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'more than 3 redirects',
    });
    expect(target.requests).toEqual(['/loop', '/loop', '/loop', '/loop']);
  });

  it('takes a per-call redirect limit', async () => {
    const target = await server((_req, res) => res.writeHead(307, { location: '/next' }).end());
    expect(
      await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/first`, { maxRedirects: 0 })),
    ).toEqual({ name: 'UnsafeUrlError', reason: 'more than 0 redirects' });
    expect(target.requests).toEqual(['/first']);
  });

  it('returns a redirect as it came when told not to follow, its Location never contacted', async () => {
    const target = await server((_req, res) => res.writeHead(301, { location: '/moved' }).end());
    const response = await fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${target.origin}/hook`, { method: 'POST', body: '{}', followRedirects: false });
    expect(response.status).toBe(301);
    expect(target.requests).toEqual(['/hook']);
  });
});

describe('safeFetch: size', () => {
  it('aborts a body without Content-Length once it passes the cap, without waiting for its end', async () => {
    let socketClosed = false;
    const endless = await server((_req, res) => {
      const timer = setInterval(() => res.write(Buffer.alloc(1024, 0x61)), 5);
      res.on('close', () => {
        clearInterval(timer);
        socketClosed = true;
      });
    });
    expect(await refusal(fetcher({ allowCidrs: loopbackOnly, maxBytes: 4096 }).safeFetch(`${endless.origin}/`))).toEqual({
      name: 'UnsafeUrlError',
      reason: 'larger than 4096 bytes',
    });
    await expect.poll(() => socketClosed).toBe(true);
  });

  it('refuses a declared Content-Length above the cap before reading the body', async () => {
    const big = await server((_req, res) => {
      res.writeHead(200, { 'content-length': '20000', 'content-type': 'image/png' });
      res.write(Buffer.alloc(10));
    });
    expect(
      await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${big.origin}/`, { maxBytes: 10_000 })),
    ).toEqual({ name: 'UnsafeUrlError', reason: 'larger than 10000 bytes' });
  });

  it('returns a body exactly at the cap', async () => {
    const exact = await server((_req, res) => res.end(Buffer.alloc(4096, 0x62)));
    const response = await fetcher({ allowCidrs: loopbackOnly, maxBytes: 4096 }).safeFetch(`${exact.origin}/`);
    expect(response.body.length).toBe(4096);
  });
});

describe('safeFetch: content type and methods', () => {
  it('refuses a response whose content type is not in the accept list', async () => {
    const page = await server((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html>'));
    expect(
      await refusal(fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${page.origin}/`, { accept: ['image/*'] })),
    ).toEqual({ name: 'UnsafeUrlError', reason: 'content type text/html is not accepted' });
  });

  it('accepts a matching wildcard type and sends the accept list', async () => {
    const accepts: (string | undefined)[] = [];
    const image = await server((req, res) => {
      accepts.push(req.headers.accept);
      res.writeHead(200, { 'content-type': 'IMAGE/PNG' }).end('png');
    });
    const response = await fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${image.origin}/`, {
      accept: ['image/*', 'application/octet-stream'],
    });
    expect(response.contentType).toBe('image/png');
    expect(accepts).toEqual(['image/*, application/octet-stream']);
  });

  it('returns an error status instead of judging its content type', async () => {
    const missing = await server((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('not found'));
    const response = await fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${missing.origin}/`, { accept: ['image/*'] });
    expect(response.status).toBe(404);
    expect(response.contentType).toBe('text/html');
  });

  it('POSTs a body with headers and returns the answer', async () => {
    const received: { method?: string; type?: string; body: string }[] = [];
    const hook = await server((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, type: req.headers['content-type'], body });
        res.writeHead(204).end();
      });
    });
    const response = await fetcher({ allowCidrs: loopbackOnly }).safeFetch(`${hook.origin}/hook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"job":"1"}',
    });
    expect(response.status).toBe(204);
    expect(response.body.length).toBe(0);
    expect(received).toEqual([{ method: 'POST', type: 'application/json', body: '{"job":"1"}' }]);
  });
});
