import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPublishFields } from './publish-fields.ts';

/**
 * `npm run fix-manifests`: gives every library under libs/ the manifest fields publishing needs
 * (a new library copied from an older shape included) and a build without source maps. The
 * README's runnable example is left to its author: library-manifests.test.ts says when it is missing.
 */
const libsDir = fileURLToPath(new URL('../../../libs/', import.meta.url));
const folders = readdirSync(libsDir).filter((folder) => existsSync(join(libsDir, folder, 'package.json')));
const manifests = new Map(folders.map((folder) => [folder, JSON.parse(readFileSync(join(libsDir, folder, 'package.json'), 'utf8')) as Record<string, unknown>]));
const versions = new Map([...manifests.values()].filter((manifest) => manifest['private'] !== true).map((manifest) => [manifest['name'] as string, manifest['version'] as string]));
for (const [folder, manifest] of manifests) {
  if (manifest['private'] === true) continue;
  const path = join(libsDir, folder, 'package.json');
  const fixed = `${JSON.stringify(withPublishFields(manifest, { folder, versions }), null, 2)}\n`;
  if (fixed !== readFileSync(path, 'utf8')) {
    writeFileSync(path, fixed);
    console.log(`updated ${path}`);
  }
  const tsconfigPath = join(libsDir, folder, 'tsconfig.lib.json');
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8')) as { compilerOptions?: Record<string, unknown> };
  if (tsconfig.compilerOptions?.['sourceMap'] !== false) {
    tsconfig.compilerOptions = { ...tsconfig.compilerOptions, sourceMap: false };
    writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
    console.log(`updated ${tsconfigPath}`);
  }
}
