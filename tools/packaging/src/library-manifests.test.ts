import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeExample } from './readme-example.ts';

/**
 * What every library under libs/ needs to install on its own in another Node service — checked
 * here in a second for each library, new ones included; `npm run pack-check` then proves it by
 * packing and installing them.
 */
const libsDir = fileURLToPath(new URL('../../../libs/', import.meta.url));
const libraries = readdirSync(libsDir)
  .filter((folder) => existsSync(join(libsDir, folder, 'package.json')))
  .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(libsDir, folder, 'package.json'), 'utf8')) as Record<string, unknown> }))
  .filter(({ manifest }) => manifest['private'] !== true);
const versions = new Map(libraries.map(({ manifest }) => [manifest['name'] as string, manifest['version'] as string]));

describe.each(libraries)('the library in libs/$folder', ({ folder, manifest }) => {
  it('says its licence, repository, Node versions and how it is published', () => {
    expect(manifest['license']).toBe('UNLICENSED');
    expect(manifest['repository']).toMatchObject({ type: 'git', directory: `libs/${folder}` });
    expect(manifest['engines']).toEqual({ node: '>=22.13' });
    expect(manifest['publishConfig']).toEqual({ access: 'restricted' });
  });

  it('builds and writes its publish manifest before any pack or publish', () => {
    expect(manifest['scripts']).toMatchObject({
      build: 'tsc -p tsconfig.lib.json',
      prepack: 'node ../../tools/packaging/src/prepack.ts prepare',
      postpack: 'node ../../tools/packaging/src/prepack.ts restore',
    });
    expect(manifest['files']).toContain('dist');
  });

  it('depends on the other libraries at the version released with it', () => {
    const dependencies = Object.entries((manifest['dependencies'] as Record<string, string> | undefined) ?? {}).filter(([name]) => versions.has(name));
    for (const [name, range] of dependencies) expect(range, name).toBe(`^${versions.get(name)}`);
  });

  it('ships no source maps, whose sources it would not ship', () => {
    const tsconfig = JSON.parse(readFileSync(join(libsDir, folder, 'tsconfig.lib.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(tsconfig.compilerOptions['sourceMap']).toBe(false);
  });

  it('has a README with a runnable example', () => {
    const readme = existsSync(join(libsDir, folder, 'README.md')) ? readFileSync(join(libsDir, folder, 'README.md'), 'utf8') : '';
    expect(readmeExample(readme)?.code).toContain(`from '${String(manifest['name'])}'`);
  });
});
