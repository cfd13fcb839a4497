import { containsPhrase } from './normalize-text.ts';

/**
 * Which one candidate the words name, given each candidate's names (normalised): a name that
 * occurs inside a longer name also found is not counted ("blue" inside "light blue"), and when
 * names of two candidates remain the words are ambiguous. Undefined when none or several remain.
 */
export function namedCandidate(said: string, candidates: readonly { id: string; names: readonly string[] }[]): string | undefined {
  const found = candidates.flatMap(({ id, names }) => names.filter((name) => containsPhrase(said, name)).map((name) => ({ id, name })));
  const kept = found.filter(({ name }) => !found.some((other) => other.name !== name && other.name.length > name.length && containsPhrase(other.name, name)));
  const ids = new Set(kept.map(({ id }) => id));
  return ids.size === 1 ? [...ids][0] : undefined;
}
