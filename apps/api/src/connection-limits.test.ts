import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';
import { listen, type RunningServer, type ServerTimeouts } from './server.ts';

/** A translator that answers at once, or after `wait_ms` (to show a slow operation is not a slow request). */
const echoTranslator: ServedFunction = {
  name: 'translator',
  operationId: 'translate',
  needs: [],
  load: async () => () => ({
    handler: async ({ body }) => {
      const request = body as { context: string; data: Record<string, string> };
      const wait = Number(/^wait (\d+)$/.exec(request.context)?.[1] ?? 0);
      await new Promise((resolve) => setTimeout(resolve, wait));
      return { translations: { context: request.context, data: { fr: request.data } } };
    },
  }),
};

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.shutdown({ graceMs: 100 });
});

/** Serves the real app (with the echo translator) on a loopback port; log lines land in `lines`. */
async function serve({ timeouts, bodyLimitBytes = 1024 }: { timeouts?: Partial<ServerTimeouts>; bodyLimitBytes?: number } = {}) {
  const lines: Array<{ level: number; msg: string; res?: { status: number } }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const config = { ...loadConfig({}), operationOverrides: { translate: { bodyLimitBytes } } };
  const app = createApp(config, { logger, model: undefined, functions: [echoTranslator, ...servedFunctions.filter((fn) => fn.operationId !== 'translate')] });
  const server = await listen(app, { port: 0, host: '127.0.0.1', timeouts: { ...config.server, ...timeouts }, logger });
  running.push(server);
  return { port: Number(new URL(server.url).port), lines };
}

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Whether the server closed the connection. */
  closed: boolean;
  /** Body bytes the client had written when the answer came. */
  bodyBytesSent: number;
}

/**
 * Speaks HTTP/1.1 by hand: sends `head`, then `chunk` every `everyMs` (until `maxChunks`), and
 * resolves with the first answer once the server closes the connection (or after `settleMs`).
 */
function rawRequest(port: number, { head, chunk, everyMs = 0, maxChunks = 0 }: { head: string; chunk?: Buffer | string; everyMs?: number; maxChunks?: number }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let bodyBytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      const [headers = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body, closed, bodyBytesSent });
    };
    socket.on('connect', () => {
      socket.write(head);
      if (chunk === undefined) return;
      let sent = 0;
      const send = () => {
        if (socket.destroyed || !socket.writable || sent >= maxChunks) return clearInterval(timer);
        sent += 1;
        bodyBytesSent += Buffer.byteLength(chunk);
        socket.write(chunk);
      };
      timer = setInterval(send, everyMs);
    });
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', () => finish(true));
    // The server may reset a connection it closed while we were still writing: the answer was read.
    socket.on('error', (error: NodeJS.ErrnoException) => (received ? finish(true) : reject(error)));
  });
}

const post = (headers: string) => `POST /service_ai_translator HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n`;

describe('bodies over the limit', () => {
  it('answers a declared Content-Length over the limit with a 413 problem at once and closes the connection, reading no body', async () => {
    const { port } = await serve();
    const answer = await rawRequest(port, { head: post('Content-Length: 104857600\r\n') });
    expect(answer.status).toBe(413);
    expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(answer.headers).toMatch(/connection: close/i);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/payload-too-large', limit_bytes: 1024 });
    expect(answer.closed).toBe(true);
    expect(answer.bodyBytesSent).toBe(0);
  });

  it('cuts a chunked body as it passes the limit, long before the client is done', async () => {
    const { port } = await serve();
    const chunk = `100\r\n${'x'.repeat(256)}\r\n`;
    const answer = await rawRequest(port, { head: post('Transfer-Encoding: chunked\r\n'), chunk, everyMs: 5, maxChunks: 10_000 });
    expect(answer.status).toBe(413);
    expect(answer.closed).toBe(true);
    expect(answer.bodyBytesSent).toBeLessThan(10_000 * chunk.length);
  });

  it('cuts a gzip bomb as its decompressed size passes the limit', async () => {
    const { port } = await serve({ bodyLimitBytes: 64 * 1024 });
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, ' '));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await rawRequest(port, { head: post(`Content-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\n`), chunk: bomb, everyMs: 1, maxChunks: 1 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/payload-too-large', limit_bytes: 64 * 1024 });
  });
});

describe('slow requests', () => {
  it('cuts a body that trickles in with a 408 problem and closes the connection', async () => {
    const { port } = await serve({ timeouts: { requestTimeoutMs: 500, headersTimeoutMs: 500 }, bodyLimitBytes: 1024 * 1024 });
    const answer = await rawRequest(port, { head: post('Content-Length: 1000000\r\n'), chunk: 'x'.repeat(1024), everyMs: 100, maxChunks: 1000 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/request-timeout', status: 408, instance: '/service_ai_translator' });
    expect(answer.closed).toBe(true);
  });

  it('does not count the operation itself against the request timeout', async () => {
    const { port } = await serve({ timeouts: { requestTimeoutMs: 300, headersTimeoutMs: 300 } });
    const body = JSON.stringify({ source_locale: 'en', target_locale: 'fr', context: 'wait 1500', data: { a: 'b' } });
    const answer = await rawRequest(port, { head: post(`Content-Length: ${body.length}\r\nConnection: close\r\n`) + body });
    expect(answer.status).toBe(200);
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answers conflicting Content-Length and Transfer-Encoding with a 400 problem', async () => {
    const { port } = await serve();
    const answer = await rawRequest(port, { head: post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n') + '0\r\n\r\n' });
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/bad-request', status: 400 });
  });

  it('answers a malformed header with a 400 problem', async () => {
    const { port } = await serve();
    const answer = await rawRequest(port, { head: 'GET /health HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/bad-request' });
  });

  it('answers oversized headers with a 431 problem', async () => {
    const { port } = await serve();
    const answer = await rawRequest(port, { head: `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n` });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ type: '/problems/request-header-fields-too-large' });
  });
});

describe('aborted uploads', () => {
  it('logs a client that goes away mid-body as an aborted request, not an internal error', async () => {
    const { port, lines } = await serve({ bodyLimitBytes: 1024 * 1024 });
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(post('Content-Length: 100000\r\n') + 'x'.repeat(1000));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    await expect.poll(() => lines.some((line) => line.msg === 'request aborted')).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.msg === 'request aborted')?.res?.status).toBe(499);
  });
});
