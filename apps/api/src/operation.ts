import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { NextFunction, Request, Response } from 'express';
import { InvalidRequestError, runWithDeadline, ServiceError, sharedAnswerJson, UsageMeter, type Usage } from '@circular/runtime/light';
import { tracingCallbacks, tracingOff } from './tracing/traced-work.ts';

/** What a route hands to a library function: the validated body and the request's deadline. */
export interface OperationContext {
  /**
   * The parsed body, this run's own: parsed for this request (or job run) alone, and changed by
   * nothing after the handler is called, so a library entry may read it without a copy of its own
   * (`handsOverRequest`).
   */
  body: unknown;
  signal: AbortSignal;
  /** LangChain callbacks for the run; absent when nothing would listen (see `runOperation`). */
  callbacks: Callbacks | undefined;
}

export type OperationHandler = (context: OperationContext) => Promise<unknown>;

/** A request's model usage as the request log and the metrics read it (`res.locals.usage`): a `UsageMeter`, or `noModelUsage`. */
export interface UsageReport {
  snapshot(): Usage;
}

/**
 * The usage of a run that calls no model: none, as a meter nothing called reports it, without a
 * meter per request (a LangChain callback handler, whose constructor reads the environment).
 */
export const noModelUsage: UsageReport = Object.freeze({ snapshot: (): Usage => ({ modelCalls: 0, promptTokens: 0, completionTokens: 0 }) });

const withHeadersMarker = Symbol('circular.operation-result-with-headers');

/** A handler's answer that sets response headers besides the JSON body (e.g. the chat's `X-Session-Id`). */
export interface ResultWithHeaders {
  readonly [withHeadersMarker]: true;
  body: unknown;
  headers: Record<string, string>;
}

export function withHeaders(body: unknown, headers: Record<string, string>): ResultWithHeaders {
  return { [withHeadersMarker]: true, body, headers };
}

export function isResultWithHeaders(result: unknown): result is ResultWithHeaders {
  return typeof result === 'object' && result !== null && withHeadersMarker in result;
}

/**
 * Runs one contract operation: validates the parsed body (unless the handler does: `validate`
 * absent, so that a body is checked once), gives the library an AbortSignal that
 * fires at the operation's deadline or when the client goes away, and answers at the deadline even
 * if the library does not stop in time. Usage (model calls, tokens) is left in res.locals for the
 * request log.
 *
 * The run gets callbacks only when something listens: the usage meter when the function has a
 * model to call (`meterUsage`), the tracing handlers when tracing is on (LangSmith's switch as the
 * app read it when it was made, `langSmithTracing`: no environment read per request). Any callback list, even an
 * empty one, makes LangChain build a callback manager and start and end a run for every graph node,
 * edge and channel write (measured: 1.6–1.8× a bare graph run, `npm run bench -- graph-overhead`).
 */
export function runOperation({
  operationId,
  timeoutMs,
  validate,
  handler,
  meterUsage,
  langSmithTracing,
}: {
  operationId: string;
  timeoutMs: number;
  /** The contract's check of the body; absent when the handler refuses a bad body itself, before any work. */
  validate: ((operationId: string, body: unknown) => Array<{ pointer: string; message: string }>) | undefined;
  handler: OperationHandler;
  /** Whether the function may call a model: without one its usage is zero and is not metered. */
  meterUsage: boolean;
  /** Whether LangSmith traces the app's runs: LANGSMITH_TRACING as the app read it (`langSmithTracingEnabled`). */
  langSmithTracing: boolean;
}) {
  return async (req: Request, res: Response, _next: NextFunction) => {
    const errors = validate?.(operationId, req.body) ?? [];
    if (errors.length > 0) throw new InvalidRequestError(errors);

    const clientGone = new AbortController();
    const onClose = () => {
      if (!res.writableFinished) clientGone.abort(new ServiceError('client-closed', 499, 'Client closed the request'));
    };
    res.on('close', onClose);
    const meter = meterUsage ? new UsageMeter() : undefined;
    res.locals['usage'] = meter ?? noModelUsage;
    try {
      // While tracing is off (the usual case) no promise is awaited for its empty list.
      const traced = tracingOff(langSmithTracing) ? [] : await tracingCallbacks(langSmithTracing);
      const callbacks = meter ? [meter, ...traced] : traced;
      const result = await runWithDeadline({ timeoutMs, signal: clientGone.signal, run: (signal) => handler({ body: req.body, signal, callbacks: callbacks.length > 0 ? callbacks : undefined }) });
      if (isResultWithHeaders(result)) sendJson(res.set(result.headers), result.body);
      else sendJson(res, result);
    } finally {
      res.off('close', onClose);
    }
  };
}

/**
 * A 200 with a JSON body, as `res.json` sends it (the app sets no JSON replacer, spacing or ETag),
 * with the fewest copies of the text. A short answer goes as the string: Node measures it for the
 * Content-Length and writes headers and body as one string. A longer one is encoded once: its
 * bytes give the Content-Length and go to the socket beside the headers, where the string would be
 * measured, joined to the headers and encoded — for a text with any non-ASCII character, each a
 * full pass (the decision route's answer: a tenth of its CPU under load, November 2026). An answer
 * a library shares (`shareAnswer`: frozen, its JSON written once) is not serialised again, and its
 * bytes are encoded once and sent to every request that gets it (a templated protocol: ~20 KB).
 */
function sendJson(res: Response, body: unknown): void {
  const shared = sharedAnswerJson(body);
  const json = shared ?? JSON.stringify(body) ?? '';
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (json.length <= shortAnswerChars) {
    res.end(json);
    return;
  }
  const bytes = shared === undefined ? Buffer.from(json) : sharedBytesOf(body as object, shared);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** Up to this length an answer is sent as a string (see `sendJson`). */
const shortAnswerChars = 1024;

/** The encoded JSON of shared answers, never handed out but to the socket (nothing writes to them). */
const sharedBytes = new WeakMap<object, Buffer>();

function sharedBytesOf(answer: object, json: string): Buffer {
  let bytes = sharedBytes.get(answer);
  if (bytes === undefined) sharedBytes.set(answer, (bytes = Buffer.from(json)));
  return bytes;
}
