import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { publishManifest } from './publish-manifest.ts';

/**
 * A library's `prepack` / `postpack` (npm runs them for `npm pack`, `npm publish` and so for
 * `nx release publish`): `prepare` builds the library afresh (and what it depends on) through Nx, refuses
 * to go on unless every file its exports name exists, and swaps in the publish manifest (no
 * workspace-only source condition); `restore` puts the workspace manifest back. A manifest left
 * swapped by an interrupted pack is restored before anything else.
 */
const [command] = process.argv.slice(2);
const dir = process.cwd();
const manifestPath = join(dir, 'package.json');
const savedPath = join(dir, 'package.json.workspace');

if (existsSync(savedPath)) renameSync(savedPath, manifestPath);
if (command === 'prepare') {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, never>;
  // pack-check builds every library once, afresh, before packing them all.
  if (process.env['CIRCULAR_PACK_BUILT'] !== '1') cleanBuild(String(manifest['name']));
  const missing = exportTargets(manifest['exports']).filter((target) => target.startsWith('./dist/') && !existsSync(join(dir, target)));
  if (missing.length > 0) {
    console.error(`${manifest['name']}: the build did not produce ${missing.join(', ')}; refusing to pack without them`);
    process.exit(1);
  }
  renameSync(manifestPath, savedPath);
  writeFileSync(manifestPath, `${JSON.stringify(publishManifest(manifest), null, 2)}\n`);
} else if (command !== 'restore') {
  console.error('usage: prepack.ts prepare|restore');
  process.exit(2);
}

/** Builds the library and what it depends on, afresh: files a previous build left in dist (source maps, removed modules) must not ship. */
function cleanBuild(name: string): void {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  // Not from Nx's cache: it is shared by every clone on the machine and has replayed outputs of other configurations.
  const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
  execFileSync(process.execPath, [nx, 'run', `${name}:build`, '--outputStyle=static', '--skip-nx-cache'], {
    // The build's output goes to stderr: stdout is npm's, which `npm pack --json` answers on.
    stdio: ['ignore', process.stderr, 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
}

function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(exportTargets);
}
