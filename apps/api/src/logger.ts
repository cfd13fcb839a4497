import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type * as PinoPrettyModule from 'pino-pretty';
import type { Config } from './config.ts';
import { mergeTraceFields, traceFields } from './tracing/trace-fields.ts';

/**
 * The server's logger: one readable line per event when a person watches the terminal (stdout is
 * a TTY), JSON lines otherwise, for log collectors. JSON is written asynchronously: a synchronous
 * write per line was a fifth of a request's CPU under load. With tracing on, every line written
 * while a span is active carries its `trace_id` and `span_id`. `destination` replaces stdout for JSON (tests).
 */
export function createLogger({ level, pretty, destination }: { level: Config['logLevel']; pretty: boolean; destination?: DestinationStream }): Logger {
  const options = { level, mixin: traceFields, mixinMergeStrategy: mergeTraceFields };
  if (pretty) return pino(options, prettyPrinter()({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }));
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** pino-pretty, loaded only for a terminal: a server logging JSON never needs it (~10 MB). Synchronous, as `createLogger` is. */
const prettyPrinter = () => (createRequire(import.meta.url)('pino-pretty') as typeof PinoPrettyModule).PinoPretty;
