import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installClosure, isServerOnly, type LockfilePackages } from './install-closure.ts';

describe('installClosure', () => {
  const packages: LockfilePackages = {
    '': { name: 'root' },
    'libs/a': { name: '@x/a', dependencies: { '@x/b': '*', left: '^1' }, peerDependencies: { peer: '^1', maybe: '^1' }, peerDependenciesMeta: { maybe: { optional: true } } },
    'libs/b': { name: '@x/b', dependencies: { right: '^2' }, optionalDependencies: { 'other-platform': '^1' } },
    'node_modules/@x/a': { link: true, resolved: 'libs/a' },
    'node_modules/@x/b': { link: true, resolved: 'libs/b' },
    'node_modules/left': { version: '1.0.0', dependencies: { shared: '^1' } },
    'node_modules/right': { version: '2.0.0', dependencies: { shared: '^2' } },
    'node_modules/shared': { version: '1.0.0' },
    'node_modules/right/node_modules/shared': { version: '2.0.0', dependencies: { left: '^1' } },
    'node_modules/peer': { version: '1.0.0' },
    'node_modules/maybe': { version: '1.0.0', dependencies: { pg: '^8' } },
    'node_modules/pg': { version: '8.0.0' },
    'libs/a/node_modules/unused': { version: '1.0.0' },
  };

  it('follows workspace links, nested copies and required peers, and leaves optional peers and absent optional packages out', () => {
    expect(installClosure(packages, 'libs/a')).toEqual(['@x/b', 'left', 'peer', 'right', 'shared']);
  });

  it('refuses a lockfile that does not resolve a dependency', () => {
    expect(() => installClosure({ '': { dependencies: { ghost: '^1' } } }, '')).toThrow('ghost');
  });
});

describe('isServerOnly', () => {
  it('names database and cache drivers and their own packages, not their look-alikes', () => {
    expect(['pg', 'pg-pool', 'redis', '@redis/client', 'ioredis', '@langchain/langgraph-checkpoint-postgres'].filter(isServerOnly)).toHaveLength(6);
    expect(['pgp', 'redis-parser-alike', '@langchain/langgraph-checkpoint', 'undici'].filter(isServerOnly)).toEqual([]);
  });
});

/**
 * What `npm install @circular/<function>` brings, read from this workspace's lockfile: a Node
 * service using a function library gets no database or cache driver (pack-check proves the same
 * on each packed tarball).
 */
describe('the install closure of each published library', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: LockfilePackages };
  const published = readdirSync(join(root, 'libs'))
    .filter((folder) => existsSync(join(root, 'libs', folder, 'package.json')))
    .filter((folder) => (JSON.parse(readFileSync(join(root, 'libs', folder, 'package.json'), 'utf8')) as { private?: boolean }).private !== true);

  it.each(published)('libs/%s installs no server-only package', (folder) => {
    expect(installClosure(lockfile.packages, `libs/${folder}`).filter(isServerOnly)).toEqual([]);
  });

  it('has the libraries to check', () => {
    expect(published).toContain('runtime');
    expect(published).not.toContain('server-kit');
  });
});
