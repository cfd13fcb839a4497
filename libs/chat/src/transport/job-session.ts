/**
 * A chat request as it is kept for an asynchronous job: a first turn (no `session_id`, a kept
 * conversation) is given the job's id as its session now, before it runs, so a run repeated after
 * a crash continues the same session — and its idempotency keys, hence the same item — instead of
 * opening another. Anything else is kept as it came.
 */
export function withJobSession<Body extends object>(body: Body, jobId: string): Body {
  const { session_id: sessionId, conversation } = body as { session_id?: unknown; conversation?: unknown };
  return sessionId === undefined && conversation !== false ? { ...body, session_id: jobId } : body;
}
