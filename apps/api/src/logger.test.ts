import { Writable } from 'node:stream';
import { PinoPretty } from 'pino-pretty';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes JSON lines when stdout is not a terminal', () => {
    const logger = createLogger({ level: 'info', pretty: false });
    expect(logger.level).toBe('info');
    // pino's JSON destination is a SonicBoom on fd 1, not a prettifier.
    expect((logger as unknown as Record<symbol, { constructor: { name: string } }>)[pino.symbols.streamSym]?.constructor.name).toBe('SonicBoom');
  });

  it('writes one readable line per event, with the level and message and no JSON braces, for a terminal', () => {
    let written = '';
    const sink = new Writable({ write: (chunk, _encoding, done) => ((written += String(chunk)), done()) });
    const logger = pino({ level: 'info' }, PinoPretty({ colorize: false, ignore: 'pid,hostname', destination: sink, sync: true }));
    logger.info({ url: 'http://127.0.0.1:3000' }, 'listening');
    expect(written).toMatch(/INFO.*: listening\n\s+url: "http:\/\/127\.0\.0\.1:3000"/);
    const prettyLogger = createLogger({ level: 'debug', pretty: true });
    expect((prettyLogger as unknown as Record<symbol, { constructor: { name: string } }>)[pino.symbols.streamSym]?.constructor.name).not.toBe('SonicBoom');
  });

  it('writes each line with its own fields only: none of an earlier line reappears in a later one', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(...String(chunk).trim().split('\n')), done()) });
    const logger = createLogger({ level: 'info', pretty: false, destination: sink });
    logger.info({ request_id: 'req-one', req: { method: 'POST', path: '/first' } }, 'request completed');
    logger.warn('store slow to answer');
    logger.info({ request_id: 'req-two' }, 'request completed');
    const [first, second, third] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ request_id: 'req-one', req: { method: 'POST', path: '/first' }, msg: 'request completed' });
    expect(second).not.toHaveProperty('request_id');
    expect(second).not.toHaveProperty('req');
    expect(second).toMatchObject({ level: 40, msg: 'store slow to answer' });
    expect(third).toMatchObject({ request_id: 'req-two' });
    expect(third).not.toHaveProperty('req');
  });
});
