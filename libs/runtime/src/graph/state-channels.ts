import { Annotation } from '@langchain/langgraph';

/**
 * A state field whose last write wins, `initial()` until the first write. Unlike a bare
 * `Annotation<T>`, it has a default and takes writes from nodes running side by side.
 */
export function latest<T>(initial: () => T) {
  return Annotation<T>({ reducer: (_current, update) => update, default: initial });
}

/** A list state field that nodes (side by side too) append to; empty until the first write. */
export function appended<T>() {
  return Annotation<T[]>({ reducer: (current, update) => [...current, ...update], default: () => [] });
}
