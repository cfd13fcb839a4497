import type { Callbacks } from '@langchain/core/callbacks/manager';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ChatReply } from '@circular/contract';
import { InvalidRequestError, OperationTimeoutError, UsageMeter } from '@circular/runtime/light';
import { problemDocument } from './problem.ts';

/** Load balancers commonly cut a connection idle for 60 s: a comment every 15 s keeps a long turn's stream open. */
export const defaultKeepAliveMs = 15_000;

/** What the chat's streaming entry is given: the body, the deadline, and where each step goes. */
export interface ChatStreamContext {
  body: unknown;
  signal: AbortSignal;
  callbacks: Callbacks;
  /** The request is valid and its session known: the stream may start. */
  onTurnStart: (sessionId: string | undefined) => void;
  onReply: (reply: ChatReply) => void;
}

export type ChatStreamHandler = (context: ChatStreamContext) => Promise<ChatReply[]>;

/** Whether the client asked for the answer as Server-Sent Events (Deep Chat's `connect.stream`). */
export const wantsEventStream = (req: Request) => /\btext\/event-stream\b/i.test(req.get('accept') ?? '');

/**
 * `POST /chat` with `Accept: text/event-stream`: the turn's replies as Server-Sent Events, each as
 * soon as the chat has it (`event: reply`, its data a reply object, which Deep Chat's stream
 * reads as it reads a JSON answer's), then `event: done` with the whole array the JSON answer
 * carries, or `event: error` with the problem when the turn fails after the stream started; a
 * comment every `keepAliveMs` while nothing else is sent. A bad request is refused before the
 * stream starts, with the same 422 problem as the JSON answer. A client that goes away does not
 * stop the turn: it finishes (under the operation's deadline) and is stored, so the same request
 * sent again with the session gets its answer without the conversation moving twice.
 * Requests with `callback_url` (jobs) and without the header go on to the JSON route.
 */
export function chatEventStream({
  operationId,
  timeoutMs,
  validate,
  handler,
  keepAliveMs = defaultKeepAliveMs,
  logger,
}: {
  operationId: string;
  timeoutMs: number;
  /** The contract's check of the body; absent when the handler refuses a bad body itself, before `onTurnStart`. */
  validate: ((operationId: string, body: unknown) => Array<{ pointer: string; message: string }>) | undefined;
  handler: ChatStreamHandler;
  keepAliveMs?: number;
  logger: Logger;
}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (!wantsEventStream(req) || (typeof body === 'object' && body !== null && 'callback_url' in body)) return next();
    const errors = validate?.(operationId, req.body) ?? [];
    if (errors.length > 0) throw new InvalidRequestError(errors);

    // The deadline stops the turn; the client going away does not.
    const signal = AbortSignal.timeout(timeoutMs);
    const meter = new UsageMeter();
    res.locals['usage'] = meter;
    let eventId = 0;
    let keepAlive: NodeJS.Timeout | undefined;
    const write = (text: string) => {
      if (!res.writableEnded && !res.destroyed) res.write(text);
    };
    const send = (event: string, data: unknown) => write(`event: ${event}\nid: ${++eventId}\ndata: ${JSON.stringify(data)}\n\n`);
    const start = (sessionId: string | undefined) => {
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // nginx buffers proxied answers unless told not to.
        'X-Accel-Buffering': 'no',
        ...(sessionId === undefined ? {} : { 'X-Session-Id': sessionId }),
      });
      res.flushHeaders();
      keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    };
    try {
      const replies = await handler({ body: req.body, signal, callbacks: [meter], onTurnStart: start, onReply: (reply) => send('reply', reply) });
      send('done', replies);
    } catch (error) {
      const failure = signal.aborted ? new OperationTimeoutError(timeoutMs) : error;
      if (!res.headersSent) throw failure;
      logger.warn({ err: failure }, 'chat stream ended by a failure');
      send('error', problemDocument(failure, { instance: req.originalUrl.split('?')[0]!, requestId: res.locals['requestId'] as string }));
    } finally {
      clearInterval(keepAlive);
      if (res.headersSent) res.end();
    }
  };
}
