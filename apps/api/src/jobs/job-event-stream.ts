import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { InvalidRequestError } from '@circular/runtime/light';
import { followJob, jobResource, jobStreamEvent, type JobStore } from '@circular/server-kit';

/** `Last-Event-ID` as this stream writes ids: the place of an entry in the job's history. */
const lastEventIdPattern = /^[0-9]{1,15}$/;

/** Where a (re)connecting client resumes: after the `Last-Event-ID` it sends, or from the start. */
export function resumeAfter(header: string | undefined): number {
  if (header === undefined || header === '') return 0;
  if (!lastEventIdPattern.test(header)) {
    throw new InvalidRequestError([{ pointer: '', message: 'the Last-Event-ID header must be the id of an event of this stream (digits)' }]);
  }
  return Number(header);
}

/**
 * `GET /jobs/{id}/events`: the job's history as Server-Sent Events, read from the store (so any
 * replica serves it), then its `result` once it has ended. A comment every `keepAliveMs` keeps
 * idle proxies from cutting the connection. The client going away stops the reading, never the job;
 * `stop` (the process draining) ends the stream early, and the client resumes on another replica.
 */
export async function streamJobEvents({
  req,
  res,
  store,
  id,
  after,
  pollMs,
  keepAliveMs,
  logger,
  stop,
}: {
  req: Request;
  res: Response;
  store: JobStore;
  id: string;
  after: number;
  pollMs: number;
  keepAliveMs: number;
  logger: Logger;
  stop: AbortSignal;
}): Promise<void> {
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  const reading = AbortSignal.any([gone.signal, stop]);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx buffers proxied answers unless told not to; a stream must pass event by event.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
  let last = after;
  try {
    for await (const item of followJob({ store, id, after, pollMs, signal: reading })) {
      if ('entry' in item) {
        last = item.entry.seq;
        res.write(frame(last, item.entry.type, jobStreamEvent(item.entry)));
      } else {
        res.write(frame(last, 'result', { type: 'result', at: new Date(item.end.finishedAt ?? Date.now()).toISOString(), job: jobResource(item.end) }));
      }
    }
  } catch (error) {
    // Headers are sent: a failure (the store went away) can only end the stream; the client resumes.
    logger.warn({ err: error, job: id, request_id: res.locals['requestId'] }, 'job event stream ended early');
  } finally {
    clearInterval(keepAlive);
    if (!req.destroyed) res.end();
  }
}

function frame(id: number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
