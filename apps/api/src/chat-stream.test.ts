import { ServiceError } from '@circular/runtime';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { chatEventStream, type ChatStreamHandler } from './chat-stream.ts';
import { problemHandler } from './problem.ts';
import { requestId } from './request-id.ts';

const silent = pino({ level: 'silent' });
const reply = (text: string) => ({ role: 'assistant' as const, text });

/** The middleware alone, before a JSON route that answers "json" (the route the stream falls through to). */
function appWith(handler: ChatStreamHandler, { validate = () => [], keepAliveMs = 1000 }: { validate?: () => { pointer: string; message: string }[]; keepAliveMs?: number } = {}) {
  return express()
    .use(requestId)
    .use(express.json())
    .post('/chat', chatEventStream({ operationId: 'chat', timeoutMs: 5000, validate, handler, keepAliveMs, logger: silent }), (_req, res) => void res.json('json'))
    .use(problemHandler(silent));
}

const events = (text: string) =>
  text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => (block.startsWith(':') ? block : Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]))));

describe('chatEventStream', () => {
  it('frames each reply as an event with an increasing id, then done with the whole array', async () => {
    const app = appWith(async ({ onTurnStart, onReply }) => {
      onTurnStart('s-1');
      onReply(reply('one'));
      onReply(reply('two'));
      return [reply('one'), reply('two')];
    });
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    expect(res.status).toBe(200);
    expect(res.headers['x-session-id']).toBe('s-1');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(events(res.text)).toEqual([
      { event: 'reply', id: '1', data: JSON.stringify(reply('one')) },
      { event: 'reply', id: '2', data: JSON.stringify(reply('two')) },
      { event: 'done', id: '3', data: JSON.stringify([reply('one'), reply('two')]) },
    ]);
  });

  it('sends no session header for a turn that keeps none', async () => {
    const app = appWith(async ({ onTurnStart }) => {
      onTurnStart(undefined);
      return [];
    });
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    expect(res.headers['x-session-id']).toBeUndefined();
    expect(events(res.text)).toEqual([{ event: 'done', id: '1', data: '[]' }]);
  });

  it('ends a stream whose turn fails with an error event carrying the problem, after the replies already sent', async () => {
    const app = appWith(async ({ onTurnStart, onReply }) => {
      onTurnStart('s-2');
      onReply(reply('one'));
      throw new ServiceError('upstream', 500, 'The core system failed', { detail: 'It answered 502.' });
    });
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    const [first, error] = events(res.text) as Record<string, string>[];
    expect(first).toMatchObject({ event: 'reply', id: '1' });
    expect(error).toMatchObject({ event: 'error', id: '2' });
    expect(JSON.parse(error!['data']!)).toMatchObject({ type: '/problems/upstream', status: 500, title: 'The core system failed', detail: 'It answered 502.', instance: '/chat' });
  });

  it('answers a failure before the stream starts as an ordinary problem', async () => {
    const app = appWith(async () => {
      throw new ServiceError('store-unavailable', 503, 'Store unavailable');
    });
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it("refuses a body the contract refuses with the JSON route's 422, naming the field", async () => {
    const app = appWith(async () => [], { validate: () => [{ pointer: '/messages', message: 'must have required property' }] });
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/messages', message: 'must have required property' }]);
  });

  it('says it is alive while a turn waits', async () => {
    const app = appWith(
      async ({ onTurnStart }) => {
        onTurnStart('s-3');
        await new Promise((resolve) => setTimeout(resolve, 200));
        return [];
      },
      { keepAliveMs: 20 },
    );
    const res = await request(app).post('/chat').set('Accept', 'text/event-stream').send({});
    const blocks = events(res.text);
    expect(blocks.at(-1)).toEqual({ event: 'done', id: '1', data: '[]' });
    expect(blocks.slice(0, -1).length).toBeGreaterThan(0);
    expect(blocks.slice(0, -1).every((block) => block === ': keep-alive')).toBe(true);
  });

  it('leaves requests that do not ask for a stream, and jobs, to the JSON route', async () => {
    const app = appWith(async () => {
      throw new Error('not called');
    });
    expect((await request(app).post('/chat').send({})).body).toBe('json');
    expect((await request(app).post('/chat').set('Accept', 'text/event-stream').send({ callback_url: 'https://example.com/hook' })).body).toBe('json');
  });
});
