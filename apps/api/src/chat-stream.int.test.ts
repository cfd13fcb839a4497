import { startCoreSim, type CoreSim } from '@circular/core-sim';
import { createSafeFetcher, type SafeFetcher } from '@circular/runtime';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { listen, type RunningServer } from './server.ts';

let sim: CoreSim;
let fetcher: SafeFetcher;
let api: RunningServer;

beforeAll(() => {
  fetcher = createSafeFetcher({ allowCidrs: ['127.0.0.0/8'] });
});
afterAll(() => fetcher.close());
beforeEach(async () => {
  sim = await startCoreSim({ seed: 'api-chat-stream' });
  const app = createApp(loadConfig({ SSRF_ALLOW_CIDRS: '127.0.0.0/8' }), { logger: pino({ level: 'silent' }), model: undefined, fetcher, eventStreamKeepAliveMs: 50 });
  api = await listen(app, { port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await api.shutdown({ graceMs: 1000 });
  await sim.close();
});

interface Reply {
  role: string;
  text: string;
  html?: string;
}

/** One block of the stream as the SSE format frames it: a comment, or an event with its fields. */
type Block = { comment: string } | { event: string; id: string; data: unknown };

function parseBlock(block: string): Block {
  if (block.startsWith(':')) return { comment: block.slice(1).trim() };
  const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]));
  return { event: fields['event']!, id: fields['id']!, data: JSON.parse(fields['data']!) };
}

/** Reads a stream block by block as it arrives, each with the moment it came. */
async function* blocks(response: Response): AsyncGenerator<Block> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      yield parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  }
}

const turnBody = (text: string, history: { role: string; text: string }[], sessionId: string) => ({
  language: 'EN',
  session_id: sessionId,
  service_core_base_url: sim.coreUrl,
  service_submission_base_url: sim.submissionUrl,
  messages: [...history, { role: 'user', text }],
});

const post = (body: unknown, signal?: AbortSignal) =>
  fetch(`${api.url}/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });

/** Two JSON turns, to where the next words ("Confirm") create the item and ask the first question. */
async function untilConfirmation(sessionId: string) {
  const history: { role: string; text: string }[] = [];
  for (const text of ['I want to sell my Trek Marlin 7, size M, black', 'Trek Marlin 7 Gen 2']) {
    const res = await request(api.url).post('/chat').send(turnBody(text, history, sessionId)).expect(200);
    history.push({ role: 'user', text }, ...(res.body as Reply[]).map(({ role, text: said }) => ({ role, text: said })));
  }
  return history;
}

describe('POST /chat with Accept: text/event-stream', () => {
  it('sends each reply as the chat has it, keep-alive comments while it waits, then the array the JSON answer carries', async () => {
    const history = await untilConfirmation('stream-1');
    // The protocol is slow to come: the item's reply is ready long before the question's.
    sim.faults.inject({ route: 'getProtocol', kind: 'slow', delayMs: 600 });
    const res = await post(turnBody('Confirm', history, 'stream-1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-session-id')).toBe('stream-1');
    const seen: Block[] = [];
    for await (const block of blocks(res)) seen.push(block);

    const events = seen.filter((block): block is Extract<Block, { event: string }> => 'event' in block);
    expect(events.map((event) => event.event)).toEqual(['reply', 'reply', 'done']);
    expect(events.map((event) => event.id)).toEqual(['1', '2', '3']);
    const [created, question, done] = events.map((event) => event.data) as [Reply, Reply, Reply[]];
    expect(created.text).toMatch(/^Item created \(reference itm_\w+\)/);
    expect(question.text).toMatch(/^Question 1 of 6: Frame condition/);
    expect(done).toEqual([created, question]);
    // While the protocol was on its way, the stream said it was alive between the two replies.
    const between = seen.slice(seen.indexOf(events[0]!) + 1, seen.indexOf(events[1]!));
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((block) => 'comment' in block && block.comment === 'keep-alive')).toBe(true);

    // The same turn asked again as JSON is the same answer: one conversation, whichever the format.
    const json = await request(api.url).post('/chat').send(turnBody('Confirm', history, 'stream-1')).expect(200);
    expect(json.body).toEqual(done);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('refuses a bad request before any stream, with the JSON route’s 422 problem naming the field', async () => {
    const res = await post({ ...turnBody('hello', [], 'stream-2'), service_core_base_url: 'core.example' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await res.json()) as { errors: { pointer: string }[] };
    expect(problem.errors.map((error) => error.pointer)).toEqual(['/service_core_base_url']);
  });

  it('lets a turn whose client went away finish and be stored: the same request again gets its replies, and one item', async () => {
    const history = await untilConfirmation('stream-3');
    sim.faults.inject({ route: 'getProtocol', kind: 'slow', delayMs: 600 });
    const client = new AbortController();
    const res = await post(turnBody('Confirm', history, 'stream-3'), client.signal);
    let first: Block | undefined;
    for await (const block of blocks(res)) {
      if (!('event' in block)) continue;
      first = block;
      break;
    }
    expect(first).toMatchObject({ event: 'reply', data: { text: expect.stringMatching(/^Item created/) } });
    client.abort();

    // Reconnecting with the session: the turn is waited for under the session's lock, then answered from its record.
    const again = await post(turnBody('Confirm', history, 'stream-3'));
    const events: Block[] = [];
    for await (const block of blocks(again)) if ('event' in block) events.push(block);
    expect(events.map((block) => 'event' in block && block.event)).toEqual(['reply', 'reply', 'done']);
    expect((events[2] as { data: Reply[] }).data.map((reply) => reply.text.split('\n')[0])).toEqual([
      expect.stringMatching(/^Item created/),
      'Question 1 of 6: Frame condition',
    ]);
    expect(sim.db.itemCount()).toBe(1);
  });

  it('replays a stream that ended under its Idempotency-Key as one stream, running nothing again', async () => {
    const body = turnBody('Trek Marlin 7', [], 'stream-5');
    const keyed = (key: string) =>
      fetch(`${api.url}/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', 'Idempotency-Key': key }, body: JSON.stringify(body) });
    const first = await (await keyed('key-1')).text();
    const searches = sim.requests().length;
    const again = await keyed('key-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(again.headers.get('x-session-id')).toBe('stream-5');
    expect(await again.text()).toBe(first);
    expect(sim.requests().length).toBe(searches);
    // The header is checked as on every POST.
    expect((await keyed('k'.repeat(256))).status).toBe(422);
  });

  it('leaves a request that does not ask for the stream to the JSON answer', async () => {
    const res = await request(api.url).post('/chat').set('Accept', 'application/json').send(turnBody('Trek Marlin 7', [], 'stream-4')).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
