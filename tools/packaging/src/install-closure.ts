/** The `packages` map of an npm lockfile (v2/v3): install path → what is installed there. */
export type LockfilePackages = Record<string, LockedPackage>;
interface LockedPackage {
  name?: string;
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * Packages that only a server needs: a Node service installing a function library must never get
 * them (docs/ARCHITECTURE.md §1). Their own sub-packages (`@redis/client`) count as the same.
 */
export const serverOnlyPackages = ['pg', 'redis', 'ioredis', '@langchain/langgraph-checkpoint-postgres'] as const;

export function isServerOnly(name: string): boolean {
  return serverOnlyPackages.includes(name as (typeof serverOnlyPackages)[number]) || name.startsWith('@redis/') || name.startsWith('pg-');
}

/**
 * Every package npm installs for the package at `start` (a lockfile path: `libs/translator`, or `''`
 * for a project root), following its dependencies — production, optional and non-optional peers,
 * as npm 7+ installs them — the way Node resolves them: `<dir>/node_modules/<name>`, then each
 * parent's, up to the root. Workspace links are followed to their folder. Returns the names, sorted.
 */
export function installClosure(packages: LockfilePackages, start: string, { includeDev = false }: { includeDev?: boolean } = {}): string[] {
  const seen = new Map<string, string>();
  const visit = (path: string, root: boolean) => {
    const entry = packages[path];
    if (!entry) throw new Error(`the lockfile has no package at "${path}"`);
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).flatMap(([name, meta]) => (meta.optional ? [name] : [])));
    const names = new Set([
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)),
      ...(root && includeDev ? Object.keys((entry as { devDependencies?: Record<string, string> }).devDependencies ?? {}) : []),
    ]);
    for (const name of names) {
      const found = resolve(packages, path, name);
      // An optional dependency for another platform is absent from the lockfile: npm skipped it too.
      if (found === undefined) {
        if (name in (entry.optionalDependencies ?? {})) continue;
        throw new Error(`${path || 'the root'} depends on ${name}, which the lockfile does not resolve`);
      }
      const target = packages[found]!.link ? packages[found]!.resolved! : found;
      if (seen.has(target)) continue;
      seen.set(target, name);
      visit(target, false);
    }
  };
  visit(start, true);
  return [...new Set(seen.values())].sort();
}

/** Where Node finds `name` from the package installed at `from`. */
function resolve(packages: LockfilePackages, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = parentInstallDir(dir)) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (dir === '') return undefined;
  }
}

/** `a/node_modules/@s/b/node_modules/c` → `a/node_modules/@s/b`; a workspace folder (`libs/x`) → the root. */
function parentInstallDir(dir: string): string {
  const cut = dir.lastIndexOf('/node_modules/');
  return cut >= 0 ? dir.slice(0, cut) : '';
}
