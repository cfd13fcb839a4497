import type { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import { context, INVALID_SPAN_CONTEXT, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { WebSearch } from '@circular/runtime/light';
import type * as GraphSpansModule from './graph-spans.ts';
import type * as LangSmithTracerModule from './langsmith-tracer.ts';
import { tracer, tracingEnabled, tracingSettings } from './tracing.ts';

/**
 * The LangChain handlers that trace graphs (they bring LangChain's callbacks and LangSmith's client,
 * ~30 MB and a tenth of a second of a start): imported when a run is first traced, not at start-up.
 */
let handlers: { graphSpans: typeof GraphSpansModule; langSmith: typeof LangSmithTracerModule } | undefined;

/**
 * The LangChain callbacks that trace one operation run: OpenTelemetry spans of the graph, its
 * nodes and model calls while tracing is on, and LangSmith's tracer (images redacted) when the
 * app's `langSmith` switch is (LANGSMITH_TRACING, read once as the app is made:
 * `langSmithTracingEnabled`). None when both are off. Call it where the run starts: the graph's
 * span hangs from the span active there.
 */
export async function tracingCallbacks(langSmith: boolean): Promise<BaseCallbackHandler[]> {
  const settings = tracingSettings();
  if (!settings && !langSmith) return [];
  handlers ??= await loadHandlers();
  return [...(settings ? [new handlers.graphSpans.GraphSpans({ captureContent: settings.captureContent })] : []), ...(langSmith ? [handlers.langSmith.langSmithTracer()] : [])];
}

/** Whether neither OpenTelemetry nor LangSmith (as the app read its switch) traces runs now: `tracingCallbacks` would give none. */
export const tracingOff = (langSmith: boolean): boolean => !langSmith && !tracingSettings();

async function loadHandlers(): Promise<NonNullable<typeof handlers>> {
  const [graphSpans, langSmith] = await Promise.all([import('./graph-spans.ts'), import('./langsmith-tracer.ts')]);
  return { graphSpans, langSmith };
}

/** Waits for the runs queued for LangSmith to be sent (shutdown); nothing when no run was traced. */
export async function flushLangSmith(): Promise<void> {
  await handlers?.langSmith.flushLangSmith();
}

/** The span of the graph node running now (see graph-spans.ts); none before a run was traced. */
const activeNodeContext = (): Context | undefined => handlers?.graphSpans.activeNodeContext();

/** Names the request's HTTP span after its contract operation (`POST /chat`), as the route template. */
export function nameRequestSpan({ method, path, operationId }: { method: string; path: string; operationId: string }): void {
  const span = tracingEnabled() ? trace.getActiveSpan() : undefined;
  if (!span) return;
  span.updateName(`${method.toUpperCase()} ${path}`);
  span.setAttributes({ 'http.route': path, 'circular.operation': operationId });
}

/** Runs `work` inside a span of its own (under `parent`), recording a failure as the span's status. */
async function inSpan<T>(
  name: string,
  options: { kind: SpanKind; attributes: Record<string, string | number> },
  work: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  if (!tracingEnabled()) return work(trace.wrapSpanContext(INVALID_SPAN_CONTEXT));
  const span = tracer().startSpan(name, options, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * One asynchronous job run (the graph's spans hang from it), a trace of its own: it may run on any
 * replica, much later. Never the context the runner's timer happens to carry, which is that of
 * whichever request first woke the runner.
 */
export function traceJobRun<T>(job: { id: string; operationId: string; requestId: string; runs: number }, run: () => Promise<T>): Promise<T> {
  return inSpan(
    `job ${job.operationId}`,
    { kind: SpanKind.CONSUMER, attributes: { 'circular.job.id': job.id, 'circular.operation': job.operationId, 'circular.request_id': job.requestId, 'circular.job.run': job.runs } },
    run,
    ROOT_CONTEXT,
  );
}

/** One callback attempt, a trace of its own (as a job run); the POST inside carries its `traceparent` to the receiver. */
export function traceDelivery<T>(job: { id: string; operationId: string; delivery: { attempts: unknown[] } }, deliver: () => Promise<T>): Promise<T> {
  return inSpan(
    `webhook ${job.operationId}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { 'circular.job.id': job.id, 'circular.operation': job.operationId, 'circular.webhook.attempt': job.delivery.attempts.length + 1 },
    },
    deliver,
    ROOT_CONTEXT,
  );
}

/**
 * Web search with a span per query, under the graph node that searched: the result count, never
 * the query (it may name a person's item).
 */
export function tracedSearch(search: WebSearch): WebSearch {
  return {
    search: (query, options) =>
      inSpan(
        'search tavily',
        { kind: SpanKind.CLIENT, attributes: { 'circular.search.max_results': options?.maxResults ?? 0 } },
        async (span) => {
          const results = await search.search(query, options);
          span.setAttribute('circular.search.results', results.length);
          if (tracingSettings()?.captureContent) span.setAttribute('circular.search.query', query);
          return results;
        },
        (tracingEnabled() && activeNodeContext()) || context.active(),
      ),
  };
}
