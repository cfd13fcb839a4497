import { isSpanContextValid, trace } from '@opentelemetry/api';

const none = {};

/**
 * The active span's ids for a log line (`trace_id`, `span_id`), so a line found in the logs leads
 * to its trace. Nothing while tracing is off or outside any span.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return none;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
