import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publishFields } from './publish-fields.ts';
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
    const fix = 'run `npm run fix-manifests`';
    expect(manifest['license'], fix).toBe(publishFields.license);
    expect(manifest['repository'], fix).toMatchObject({ type: 'git', directory: `libs/${folder}` });
    expect(manifest['engines'], fix).toEqual(publishFields.engines);
    expect(manifest['publishConfig'], fix).toEqual(publishFields.publishConfig);
  });

  it('builds and writes its publish manifest before any pack or publish', () => {
    expect(manifest['scripts'], 'run `npm run fix-manifests`').toMatchObject({ build: 'tsc -p tsconfig.lib.json', ...publishFields.scripts });
    expect(manifest['files']).toContain('dist');
  });

  it('depends on the other libraries at the version released with it', () => {
    const dependencies = Object.entries((manifest['dependencies'] as Record<string, string> | undefined) ?? {}).filter(([name]) => versions.has(name));
    for (const [name, range] of dependencies) expect(range, `${name} (run \`npm run fix-manifests\`)`).toBe(`^${versions.get(name)}`);
  });

  it('ships no source maps, whose sources it would not ship', () => {
    const tsconfig = JSON.parse(readFileSync(join(libsDir, folder, 'tsconfig.lib.json'), 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(tsconfig.compilerOptions['sourceMap'], 'run `npm run fix-manifests`').toBe(false);
  });

  it('has a README with a runnable example', () => {
    const readme = existsSync(join(libsDir, folder, 'README.md')) ? readFileSync(join(libsDir, folder, 'README.md'), 'utf8') : '';
    expect(readmeExample(readme)?.code).toContain(`from '${String(manifest['name'])}'`);
  });
});
