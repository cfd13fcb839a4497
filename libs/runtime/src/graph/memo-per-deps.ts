/**
 * One value per deps object, built on first use: what an entry memoizes (its compiled graph) is a
 * cache only, since state lives in what deps name (docs/ARCHITECTURE.md §4). Keyed weakly, so a
 * caller that builds deps per request leaks nothing.
 */
export function memoPerDeps<Deps extends object, T>(build: (deps: Deps) => T): (deps: Deps) => T {
  const built = new WeakMap<Deps, T>();
  return (deps) => {
    if (built.has(deps)) return built.get(deps) as T;
    const value = build(deps);
    built.set(deps, value);
    return value;
  };
}
