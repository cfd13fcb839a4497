import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { servedFunctions, type ServedFunction } from './functions.ts';

const echoTranslator: ServedFunction = {
  name: 'translator',
  operationId: 'translate',
  needs: [],
  load: async () => () => ({ handler: async ({ body }) => ({ translations: { context: 'echo', data: { fr: (body as { data: unknown }).data } } }) }),
};

const app = createApp(
  { ...loadConfig({}), operationOverrides: { translate: { bodyLimitBytes: 64 * 1024 } } },
  { logger: pino({ level: 'silent' }), model: undefined, functions: [echoTranslator, ...servedFunctions.filter((fn) => fn.operationId !== 'translate')] },
);
const body = Buffer.from(JSON.stringify({ source_locale: 'en', target_locale: 'fr', context: 'c', data: { product_1_name: 'Bicicleta' } }));
/** Posts raw bytes (superagent would serialize a Buffer sent as JSON into `{ type: 'Buffer', data }`). */
const sendRaw = (bytes: Buffer, headers: Record<string, string>) =>
  request(app).post('/service_ai_translator').set({ 'Content-Type': 'application/json', ...headers }).serialize((data: unknown) => data as string).send(bytes);
const send = (encoding: string, bytes: Buffer) => sendRaw(bytes, { 'Content-Encoding': encoding });

describe('compressed bodies', () => {
  it.each([
    ['gzip', gzipSync(body)],
    ['x-gzip', gzipSync(body)],
    ['deflate', deflateSync(body)],
    ['br', brotliCompressSync(body)],
    ['identity', body],
    ['GZIP', gzipSync(body)],
  ])('reads a %s body', async (encoding, bytes) => {
    const res = await send(encoding, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.translations.data.fr).toEqual({ product_1_name: 'Bicicleta' });
  });

  it.each([['zstd'], ['compress'], ['gzip, br']])('refuses %s with a 415 problem naming the accepted encodings', async (encoding) => {
    const res = await send(encoding, body);
    expect(res.status).toBe(415);
    expect(res.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(res.body).toMatchObject({ type: '/problems/unsupported-content-encoding', status: 415, accepted_encodings: ['gzip', 'deflate', 'br'] });
  });

  it.each([['gzip'], ['deflate'], ['br']])('answers %s data that does not decode with a 422, not a 500', async (encoding) => {
    const res = await send(encoding, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '', message: `body is not valid ${encoding} data` }]);
  });

  it.each([
    ['gzip', gzipSync(Buffer.alloc(50 * 1024 * 1024, ' '))],
    ['br', brotliCompressSync(Buffer.alloc(50 * 1024 * 1024, ' '))],
  ])('answers a %s bomb (small compressed, 50 MB inflated) with a 413', async (encoding, bomb) => {
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await send(encoding, bomb);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ type: '/problems/payload-too-large', limit_bytes: 64 * 1024 });
  });

  it('answers a body that is not UTF-8 with a 422', async () => {
    const res = await sendRaw(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '', message: 'body must be UTF-8 encoded JSON' }]);
  });

  it('answers a charset other than UTF-8 with a 422', async () => {
    const res = await sendRaw(body, { 'Content-Type': 'application/json; charset=latin1' });
    expect(res.status).toBe(422);
  });
});
