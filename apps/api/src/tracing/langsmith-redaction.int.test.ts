import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { openapiDocument } from '@circular/contract';
import { createDocumentOcr } from '@circular/id-validator';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { flushLangSmith } from './langsmith-tracer.ts';

/**
 * LangSmith turned on as the README says (LANGSMITH_TRACING, LANGSMITH_API_KEY, and
 * LANGSMITH_ENDPOINT pointing at a local receiver standing in for LangSmith): the ID validator's
 * runs reach it, and the document photo does not.
 */
const received: Array<{ method: string; url: string; body: string }> = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    received.push({ method: req.method!, url: req.url!, body: (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8') });
    res.writeHead(200, { 'content-type': 'application/json' }).end(req.url === '/info' ? '{"version":"test"}' : '{}');
  });
});
const ocr = createDocumentOcr({ mrzWorkers: 1, textWorkers: 1 });

beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
});
// Stubbed per test: the workspace's vitest configuration restores the environment around each one.
beforeEach(() => {
  vi.stubEnv('LANGSMITH_TRACING', 'true');
  vi.stubEnv('LANGSMITH_API_KEY', 'lsv2-test-key');
  vi.stubEnv('LANGSMITH_ENDPOINT', `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`);
  vi.stubEnv('LANGSMITH_PROJECT', 'circular-test');
});
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
  await ocr.terminate();
});

/** The contract's first ID validator example: a document photo as a data URL. */
function documentExample(): { images: string[]; agent_specific: Record<string, unknown> } {
  const requestBody = openapiDocument.paths!['/service_ai_id_validator']!.post!.requestBody as {
    content: Record<string, { examples: Record<string, { value: { images: string[]; agent_specific: Record<string, unknown> } }> }>;
  };
  return Object.values(requestBody.content['application/json']!.examples)[0]!.value;
}

describe('LangSmith tracing of the ID validator', { timeout: 60_000 }, () => {
  it('sends the runs with every document image replaced by a marker', async () => {
    const example = documentExample();
    const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined, ocr });
    const res = await request(app).post('/service_ai_id_validator').send(example);
    expect(res.status).toBe(200);
    await flushLangSmith();

    const runs = received.filter((item) => item.method === 'POST' && item.url.startsWith('/runs')).map((item) => item.body);
    expect(runs.length).toBeGreaterThan(0);
    const sent = runs.join('\n');
    // The graph's run and its nodes' runs arrived, with the request's other fields intact…
    expect(sent).toContain('agent_specific');
    expect(sent).toMatch(/\[image\/\w+ redacted: \d+ characters\]/);
    // …and not one stretch of the photo's base64.
    const base64 = example.images[0]!.slice(example.images[0]!.indexOf(',') + 1);
    for (const offset of [0, Math.floor(base64.length / 2), base64.length - 80]) expect(sent).not.toContain(base64.slice(offset, offset + 64));
  });
});
