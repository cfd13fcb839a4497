import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

/**
 * A reverse proxy as nginx is usually set up (`proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`): it forwards every request to the API, appending the address the
 * request came from to whatever `X-Forwarded-For` the client sent.
 */
async function startProxy(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => res.writeHead(502).end());
    req.pipe(outgoing);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A GET from a client at its own loopback address (Linux routes all of 127.0.0.0/8 locally). */
function getFrom(client: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { localAddress: client, headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function apiBehindProxy(env: Record<string, string>): Promise<string> {
  const app = createApp(loadConfig({ RATE_LIMIT_PER_MINUTE: '2', ...env }), { logger: pino({ level: 'silent' }), model: undefined });
  const api: RunningServer = await listen(app, { port: 0, host: '127.0.0.1' });
  const proxy = await startProxy(api.url);
  cleanups.push(
    () => api.shutdown({ graceMs: 0 }),
    () => new Promise<void>((resolve) => proxy.server.close(() => resolve())),
  );
  return `${proxy.url}/health`;
}

describe('behind a reverse proxy', () => {
  it('gives two clients two buckets when the proxy is trusted, and a forged X-Forwarded-For chooses none', async () => {
    const health = await apiBehindProxy({ TRUST_PROXY: '127.0.0.1' });
    expect([await getFrom('127.0.0.2', health), await getFrom('127.0.0.2', health), await getFrom('127.0.0.2', health)]).toEqual([200, 200, 429]);
    expect(await getFrom('127.0.0.3', health)).toBe(200);
    // A client naming another client's address, or a new one each time, still counts as itself.
    const forged = [];
    for (const claimed of ['127.0.0.3', '203.0.113.1', '203.0.113.2']) forged.push(await getFrom('127.0.0.4', health, { 'X-Forwarded-For': claimed }));
    expect(forged).toEqual([200, 200, 429]);
    expect(await getFrom('127.0.0.3', health)).toBe(200);
  });

  it('counts every client behind an untrusted proxy as the proxy (TRUST_PROXY unset)', async () => {
    const health = await apiBehindProxy({});
    expect([await getFrom('127.0.0.2', health), await getFrom('127.0.0.2', health)]).toEqual([200, 200]);
    expect(await getFrom('127.0.0.3', health)).toBe(429);
  });
});
