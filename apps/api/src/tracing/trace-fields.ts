import { isSpanContextValid, trace } from '@opentelemetry/api';

/** No trace ids: frozen, since it is every caller's (a write to it would reach later log lines). */
const none = Object.freeze({});

/**
 * The active span's ids for a log line (`trace_id`, `span_id`), so a line found in the logs leads
 * to its trace. Nothing while tracing is off or outside any span.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return none;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

/**
 * How a logger whose mixin is `traceFields` joins a line's own fields to them (pino's
 * `mixinMergeStrategy`): the line's fields win, as with pino's default, which copies them onto the
 * mixin's object — with no span active that would be the shared `none`, every line's fields piling
 * up on it and appearing in later lines. Without trace ids the line's fields are written as they are.
 */
export function mergeTraceFields(fields: object, traceIds: object): object {
  return traceIds === none ? fields : Object.assign(traceIds, fields);
}
