import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type * as PinoPrettyModule from 'pino-pretty';
import type { Config } from './config.ts';
import { traceFields } from './tracing/trace-fields.ts';

/**
 * The server's logger: one readable line per event when a person watches the terminal (stdout is
 * a TTY), JSON lines otherwise, for log collectors. JSON is written asynchronously: a synchronous
 * write per line was a fifth of a request's CPU under load. With tracing on, every line written
 * while a span is active carries its `trace_id` and `span_id`.
 */
export function createLogger({ level, pretty }: { level: Config['logLevel']; pretty: boolean }): Logger {
  if (pretty) return pino({ level, mixin: traceFields }, prettyPrinter()({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }));
  return pino({ level, mixin: traceFields }, pino.destination({ dest: 1, sync: false }));
}

/** pino-pretty, loaded only for a terminal: a server logging JSON never needs it (~10 MB). Synchronous, as `createLogger` is. */
const prettyPrinter = () => (createRequire(import.meta.url)('pino-pretty') as typeof PinoPrettyModule).PinoPretty;
