/** The JSON text of each answer shared with `shareAnswer`, written once. */
const jsonOfShared = new WeakMap<object, string>();

/**
 * Makes plain JSON data (no `toJSON`, getters, class instances or cycles) an answer that one
 * object can serve to every caller: it is frozen all the way down, so no caller or later step can
 * change what the next one gets (a change throws), and its JSON text is written now, once, for a
 * server to send as is (`sharedAnswerJson`) instead of serialising the same object per request.
 * For answers a library keeps and hands out again (a protocol built once per template and options).
 */
export function shareAnswer<T extends object>(value: T): T {
  freezeAll(value);
  jsonOfShared.set(value, JSON.stringify(value));
  return value;
}

/** The JSON text of an answer made with `shareAnswer` (what `JSON.stringify` gives for it); undefined for any other value. */
export function sharedAnswerJson(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? jsonOfShared.get(value) : undefined;
}

function freezeAll(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) freezeAll(child as object);
}
