import { connect } from 'node:net';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, openapiDocument } from '@circular/contract';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

/**
 * Generated bad requests against the real app on a loopback port, with no model and no search: every
 * answer must be a deliberate one — a 4xx problem, or a 5xx whose type says what is not configured —
 * never `internal`, never a non-problem error, never a dropped connection where an answer was due.
 * FUZZ_RUNS scales the number of cases per endpoint and kind (CI keeps the default).
 */
const runs = Number(process.env['FUZZ_RUNS'] ?? 1000);
const expectedServerProblems = new Set(['/problems/model-not-configured', '/problems/search-not-configured', '/problems/core-system-unavailable']);
const posts = listOperations().filter((op) => op.method === 'post');

let server: RunningServer;
let base: string;
beforeAll(async () => {
  const config = { ...loadConfig({ RATE_LIMIT_PER_MINUTE: '1000000' }), server: { requestTimeoutMs: 2_000, headersTimeoutMs: 2_000, keepAliveTimeoutMs: 5_000 } };
  server = await listen(createApp(config, { logger: pino({ level: 'silent' }), model: undefined, search: undefined }), { port: 0, host: '127.0.0.1', timeouts: config.server });
  base = server.url;
});
afterAll(() => server.shutdown({ graceMs: 1_000 }));

interface Outcome {
  status: number;
  contentType: string;
  type?: string;
}

/** Tallies of what came back, by endpoint and kind of case, for the closing line of a run. */
const tally = new Map<string, Map<number, number>>();
function note(key: string, status: number): void {
  const counts = tally.get(key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  tally.set(key, counts);
}
afterAll(() => {
  if (!process.env['FUZZ_SUMMARY']) return;
  for (const [key, counts] of tally) console.info(`${key}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
});

/** Whether an answer is one the service gives on purpose. */
function deliberate({ status, contentType, type }: Outcome): boolean {
  if (status < 400) return true;
  if (!contentType.startsWith('application/problem+json')) return false;
  if (status < 500) return true;
  return type !== undefined && expectedServerProblems.has(type);
}

async function post(path: string, body: Uint8Array | string, headers: Record<string, string>): Promise<Outcome> {
  const res = await fetch(`${base}${path}`, { method: 'POST', body, headers });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  let type: string | undefined;
  if (contentType.startsWith('application/problem+json')) type = (JSON.parse(text) as { type: string }).type;
  return { status: res.status, contentType, type };
}

/** The contract's first request example of an operation: the seed the mutations start from. */
function exampleOf(path: string): Record<string, unknown> {
  const operation = (openapiDocument.paths as Record<string, { post?: { requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> } } }>)[path]?.post;
  const examples = operation?.requestBody?.content['application/json']?.examples ?? {};
  // URLs point at a closed loopback port, which the SSRF filter refuses: no case reaches the network.
  return JSON.parse(JSON.stringify(Object.values(examples)[0]?.value ?? {}).replace(/https?:\/\/[^"]+/g, 'http://127.0.0.1:9/x')) as Record<string, unknown>;
}

/** Bodies near a valid one: fields dropped, replaced by anything, or added. */
const mutatedBody = (seed: Record<string, unknown>) =>
  fc
    .tuple(
      fc.subarray(Object.keys(seed)),
      fc.dictionary(fc.constantFrom(...Object.keys(seed), 'callback_url', 'extra', '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
    )
    .map(([kept, replaced]) => ({ ...Object.fromEntries(kept.map((key) => [key, seed[key]])), ...replaced }));

const encodings = ['gzip', 'x-gzip', 'deflate', 'br', 'identity', 'zstd', 'compress', 'gzip, br', 'GZIP', '', 'chunked'] as const;
/** Over every operation's limit once decoded: a decompression bomb. */
const bomb = new Uint8Array(27 * 1024 * 1024).fill(32);
const compressedBombs: Record<string, Uint8Array> = {
  gzip: gzipSync(bomb),
  deflate: deflateSync(bomb),
  br: brotliCompressSync(bomb, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
};
const encode = (encoding: string, bytes: Uint8Array, honest: boolean): Uint8Array => {
  // The bomb always travels compressed (27 MB uploads would be slow), under its own or a wrong label.
  if (bytes === bomb) return (honest && compressedBombs[encoding.toLowerCase().includes('gzip') ? 'gzip' : encoding]) || compressedBombs['gzip']!;
  if (!honest) return bytes;
  if (encoding.toLowerCase().includes('gzip')) return gzipSync(bytes);
  if (encoding === 'deflate') return deflateSync(bytes);
  if (encoding === 'br') return brotliCompressSync(bytes);
  return bytes;
};

describe.each(posts)('POST $path with generated bad bodies', { timeout: 600_000 }, ({ path }) => {
  it(`answers ${runs} mutated JSON bodies deliberately`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutatedBody(exampleOf(path)), fc.jsonValue({ maxDepth: 4 })), async (body) => {
        const outcome = await post(path, JSON.stringify(body), { 'Content-Type': 'application/json' });
        note(`${path} json`, outcome.status);
        expect(deliberate(outcome), JSON.stringify(outcome)).toBe(true);
      }),
      { numRuns: runs },
    );
  });

  it(`answers ${runs} bodies of random bytes, content types and content encodings deliberately`, async () => {
    const contentTypes = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/problem+json', 'text/plain', 'application/x-www-form-urlencoded'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { arbitrary: fc.uint8Array({ maxLength: 2048 }), weight: 25 },
          { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => new TextEncoder().encode(JSON.stringify(value))), weight: 25 },
          { arbitrary: fc.constant(bomb), weight: 1 },
        ),
        fc.constantFrom(...contentTypes),
        fc.constantFrom(...encodings),
        fc.boolean(),
        async (bytes, contentType, encoding, honest) => {
          const outcome = await post(path, encode(encoding, bytes, honest), { 'Content-Type': contentType, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
          note(`${path} bytes`, outcome.status);
          expect(deliberate(outcome), JSON.stringify({ outcome, contentType, encoding, honest })).toBe(true);
        },
      ),
      { numRuns: runs },
    );
  });
});

/** Sends raw bytes on a fresh connection, half-closes, and reads what comes back (if anything). */
function raw(bytes: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    const done = () => resolve(received);
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('connect', () => socket.end(bytes, 'latin1'));
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
  });
}

describe('requests with broken framing', { timeout: 600_000 }, () => {
  /** Absent most of the time, so each broken header also meets otherwise sound requests. */
  const sometimes = <T,>(arbitrary: fc.Arbitrary<T>, presentOneIn = 2) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: presentOneIn - 1 }, { arbitrary, weight: 1 });
  const frames = fc.record({
    path: fc.constantFrom(...posts.map((op) => op.path), '/health'),
    contentLength: sometimes(fc.oneof(fc.nat({ max: 5000 }).map(String), fc.constantFrom('-1', 'abc', '1, 2', '99999999999999999999', ' 5', '0x10'))),
    secondContentLength: sometimes(fc.nat({ max: 5000 }).map(String), 5),
    transferEncoding: sometimes(fc.constantFrom('chunked', 'gzip, chunked', 'chunked, gzip', 'identity', 'Chunked', ' chunked', 'chunked\tx'), 3),
    contentEncoding: sometimes(fc.constantFrom(...encodings)),
    badHeader: sometimes(fc.constantFrom('Bad Header: x', 'X-Nul: a\u0000b', 'X-Folded: a\r\n b', ': empty-name', 'X-Long: ' + 'a'.repeat(20_000)), 5),
    body: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('0\r\n\r\n', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\nhello\r\n0\r\n\r\n', '{"a":1}', 'ffffffff\r\n'),
    ),
  });
  it(`answers ${runs} requests with conflicting or malformed framing with a problem or a closed connection, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(frames, async ({ path, contentLength, secondContentLength, transferEncoding, contentEncoding, badHeader, body }) => {
        const headers = [
          `POST ${path} HTTP/1.1`,
          'Host: localhost',
          'Content-Type: application/json',
          ...(contentLength !== undefined ? [`Content-Length: ${contentLength}`] : []),
          ...(secondContentLength !== undefined ? [`Content-Length: ${secondContentLength}`] : []),
          ...(transferEncoding !== undefined ? [`Transfer-Encoding: ${transferEncoding}`] : []),
          ...(contentEncoding ? [`Content-Encoding: ${contentEncoding}`] : []),
          ...(badHeader !== undefined ? [badHeader] : []),
          'Connection: close',
        ];
        const answer = await raw(`${headers.join('\r\n')}\r\n\r\n${body}`);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        note('framing', status);
        if (status === 0) return; // the connection was closed without an answer: allowed when the request never completed
        const [head = '', ...rest] = answer.split('\r\n\r\n');
        // A pipelined remainder may follow the first answer: read only its declared length.
        const text = rest.join('\r\n\r\n').slice(0, Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0));
        const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '';
        const type = contentType.startsWith('application/problem+json') ? (JSON.parse(text) as { type: string }).type : undefined;
        expect(deliberate({ status, contentType, type }), answer.slice(0, 500)).toBe(true);
      }),
      { numRuns: runs },
    );
  });
});
