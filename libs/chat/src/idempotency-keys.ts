/**
 * Idempotency keys derived from the session, so a retry, a repeated request or a turn replayed
 * after a restart sends the same key and the system does the work once. `generation` counts the
 * times the user started over after an item was created: a new product is a new intent.
 */
export function itemCreationKey({ sessionId, generation }: { sessionId: string; generation: number }): string {
  return `chat:${sessionId}:item:${generation}`;
}

export function submissionCompletionKey({ sessionId, itemId }: { sessionId: string; itemId: string }): string {
  return `chat:${sessionId}:complete:${itemId}`;
}
