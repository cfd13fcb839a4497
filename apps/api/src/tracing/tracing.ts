import { createRequire } from 'node:module';
import { context, propagation, trace, type Attributes } from '@opentelemetry/api';
import type * as ContextAsyncHooks from '@opentelemetry/context-async-hooks';
import type * as OtelCore from '@opentelemetry/core';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as UndiciInstrumentation from '@opentelemetry/instrumentation-undici';
import type * as Resources from '@opentelemetry/resources';
import type * as SdkTrace from '@opentelemetry/sdk-trace';
import packageJson from '../../package.json' with { type: 'json' };
import { redactUrl } from './redact-content.ts';

/** The tracer every span of the service is made with (a no-op one while tracing is off). */
export const tracer = () => trace.getTracer('circular-ai-services', packageJson.version);

export interface TracingSettings {
  /** OTEL_CAPTURE_CONTENT=true: model prompts and answers (images still redacted) go into span attributes. */
  captureContent: boolean;
}

let active: { settings: TracingSettings; provider: SdkTrace.TracerProvider } | undefined;

/** Whether spans are being recorded and exported in this process. */
export const tracingEnabled = (): boolean => active !== undefined;

/** The settings of the running tracing, undefined while it is off. */
export const tracingSettings = (): TracingSettings | undefined => active?.settings;

/** Probes and scrapes arrive every few seconds and say nothing about a request's work. */
const untracedPaths = new Set(['/health/live', '/health/ready', '/metrics', '/favicon.ico']);

/**
 * Starts OpenTelemetry tracing when the environment names an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the standard OTEL_* variables
 * for the rest), and does nothing otherwise: the SDK is not even loaded, so tracing off costs
 * nothing. Loaded synchronously on purpose: it must patch `node:http` before Express is evaluated,
 * and a top-level await would let the modules after it evaluate first.
 */
export function startTracing(env: NodeJS.ProcessEnv): { shutdown: () => Promise<void> } | undefined {
  if (active) return { shutdown: shutdownTracing };
  const endpoint = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  if (!endpoint || env['OTEL_SDK_DISABLED'] === 'true' || env['OTEL_TRACES_EXPORTER'] === 'none') return undefined;

  const require = createRequire(import.meta.url);
  const { TracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace') as typeof SdkTrace;
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const { AsyncLocalStorageContextManager } = require('@opentelemetry/context-async-hooks') as typeof ContextAsyncHooks;
  const { W3CTraceContextPropagator, W3CBaggagePropagator, CompositePropagator } = require('@opentelemetry/core') as typeof OtelCore;
  const { resourceFromAttributes, detectResources, envDetector } = require('@opentelemetry/resources') as typeof Resources;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation: Http } = require('@opentelemetry/instrumentation-http') as typeof HttpInstrumentation;
  const { UndiciInstrumentation: Undici } = require('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentation;

  const resource = resourceFromAttributes({ 'service.name': 'circular-ai-services', 'service.version': packageJson.version }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const provider = new TracerProvider({
    resource,
    // The redaction runs first, so no exporter ever sees a query string or user info.
    spanProcessors: [urlRedaction, new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // W3C trace context in and out: a malformed traceparent is ignored by the propagator, and the
  // request starts a new trace (never an error).
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new Http({
        ignoreIncomingRequestHook: (request) => untracedPaths.has((request.url ?? '/').split('?')[0]!),
        // Tavily's client (axios) goes through node:http; the OTLP exporter's own posts are not traced.
        ignoreOutgoingRequestHook: (options) => sameEndpoint(options, endpoint),
        headersToSpanAttributes: { server: { requestHeaders: [], responseHeaders: [] }, client: { requestHeaders: [], responseHeaders: [] } },
      }),
      // fetch and undici: the model clients, the SSRF-safe fetcher (core systems, images, callbacks).
      new Undici({ ignoreRequestHook: (request) => `${request.origin}${request.path}`.startsWith(endpoint) }),
    ],
  });
  active = { settings: { captureContent: env['OTEL_CAPTURE_CONTENT'] === 'true' }, provider };
  return { shutdown: shutdownTracing };
}

/** Exports what is buffered and stops (on SIGTERM, after the requests drained). */
export async function shutdownTracing(): Promise<void> {
  const provider = active?.provider;
  active = undefined;
  await provider?.shutdown();
}

/** Sends the spans ended so far (tests, the benchmark). */
export async function flushTracing(): Promise<void> {
  await active?.provider.forceFlush();
}

function sameEndpoint(options: { hostname?: string | null; host?: string | null; port?: number | string | null }, endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    const host = options.hostname ?? options.host?.split(':')[0];
    return host === url.hostname && String(options.port ?? '') === url.port;
  } catch {
    return false;
  }
}

/** URL attributes the instrumentations set: query strings and user info may carry tokens (signed image URLs). */
const urlAttributes = ['url.full', 'http.url', 'http.target', 'url.query'];

const urlRedaction: SdkTrace.SpanProcessor = {
  onStart: () => undefined,
  onEnding: (span) => {
    const attributes = (span as unknown as { attributes: Attributes }).attributes;
    for (const name of urlAttributes) {
      const value = attributes[name];
      if (typeof value !== 'string') continue;
      if (name === 'url.query') span.setAttribute(name, '');
      else span.setAttribute(name, redactUrl(value));
    }
  },
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
};
