import { once } from 'node:events';
import { Agent as HttpAgent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKeepAliveFetch } from './keep-alive-fetch.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let handle: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const received: Received[] = [];
const connections = new Set<Socket>();

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    handle(req, res, body);
  });
  server.on('connection', (socket: Socket) => connections.add(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  received.length = 0;
  connections.clear();
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

function agents() {
  const http = new HttpAgent({ keepAlive: true });
  return { http, https: new HttpsAgent({ keepAlive: true }) };
}

describe('keepAliveFetch', () => {
  it('sends the method, headers and body, and answers the status, headers and body as a Response', async () => {
    handle = (_req, res, body) => res.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-seen': String(Buffer.byteLength(body)) }).end(JSON.stringify({ echoed: JSON.parse(body) }));
    const fetch = createKeepAliveFetch(agents());

    const response = await fetch(`${base}/v1/chat/completions?x=1`, { method: 'post', headers: { 'content-type': 'application/json', authorization: 'Bearer k' }, body: JSON.stringify({ a: 'é' }) });

    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.headers.get('x-seen')).toBe(String(Buffer.byteLength('{"a":"é"}')));
    expect(await response.json()).toEqual({ echoed: { a: 'é' } });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions?x=1', body: '{"a":"é"}' });
    expect(received[0]!.headers).toMatchObject({ authorization: 'Bearer k', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength('{"a":"é"}')) });
  });

  it('reuses one kept-alive connection for calls made one after another', async () => {
    handle = (_req, res) => res.end('ok');
    const fetch = createKeepAliveFetch(agents());

    for (let i = 0; i < 3; i++) expect(await (await fetch(`${base}/`, { method: 'POST', body: 'x' })).text()).toBe('ok');

    expect(received).toHaveLength(3);
    expect(connections.size).toBe(1);
  });

  it('writes a call on an idle kept-alive connection before the caller returns to the event loop', async () => {
    handle = (_req, res) => res.end('ok');
    const pool = agents();
    const fetch = createKeepAliveFetch(pool);
    await (await fetch(`${base}/`, { method: 'POST', body: 'first' })).text();
    await new Promise((resolve) => setImmediate(resolve));
    const [idle] = Object.values(pool.http.freeSockets).flat();
    const written = idle!.bytesWritten;

    const call = fetch(`${base}/`, { method: 'POST', body: 'second' });
    // Only ticks and promise jobs from here: no timer, no I/O, no turn of the event loop.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => process.nextTick(resolve));

    expect(idle!.bytesWritten).toBeGreaterThan(written);
    await (await call).text();
  });

  it('decodes a gzip answer', async () => {
    handle = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' }).end(gzipSync('{"ok":true}'));

    const response = await createKeepAliveFetch(agents())(`${base}/`);

    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a 204 with no body', async () => {
    handle = (_req, res) => res.writeHead(204).end();

    const response = await createKeepAliveFetch(agents())(`${base}/`, { method: 'DELETE' });

    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('fails with the signal’s reason when the call is aborted while waiting for the answer, and closes its connection', async () => {
    handle = () => undefined;
    const controller = new AbortController();
    const call = createKeepAliveFetch(agents())(`${base}/`, { method: 'POST', body: 'slow', signal: controller.signal });
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const [socket] = connections;

    controller.abort(new DOMException('caller gave up', 'AbortError'));

    await expect(call).rejects.toMatchObject({ name: 'AbortError', message: 'caller gave up' });
    if (!socket!.destroyed) await once(socket!, 'close');
    expect(socket!.destroyed).toBe(true);
  });

  it('fails a body being read when the call is aborted', async () => {
    handle = (_req, res) => res.writeHead(200).write('part');
    const controller = new AbortController();
    const response = await createKeepAliveFetch(agents())(`${base}/`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();

    controller.abort();

    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects at once when the signal is already aborted, sending nothing', async () => {
    handle = (_req, res) => res.end('ok');

    await expect(createKeepAliveFetch(agents())(`${base}/`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(received).toHaveLength(0);
  });

  it('fails a connection that cannot be made as the platform’s fetch does: a TypeError with the socket’s error as cause', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');

    const failure = await createKeepAliveFetch(agents())(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).cause).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('sends a body it does not write itself (a form) through the platform’s fetch', async () => {
    handle = (_req, res) => res.end('ok');
    const form = new FormData();
    form.set('field', 'value');

    await (await createKeepAliveFetch(agents())(`${base}/`, { method: 'POST', body: form })).text();

    expect(received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toContain('value');
  });
});
