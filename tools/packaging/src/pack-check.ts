import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openapiDocument } from '@circular/contract';
import { startCoreSim } from '@circular/core-sim';
import { loadDefaultRules, startModelStub } from '@circular/model-stub';
import { defaultFixturesDir, startSearchStub } from '@circular/search-stub';
import { installClosure, isServerOnly, type LockfilePackages } from './install-closure.ts';
import { publishFields } from './publish-fields.ts';
import { sourceCondition } from './publish-manifest.ts';
import { readmeExample } from './readme-example.ts';

/**
 * `npm run pack-check`: what a Node service that installs the libraries gets. Builds every library
 * under libs/ afresh and packs each (its prepack writes the publish manifest), then for each one, in a
 * scratch project outside the workspace, installs its tarball on its own — its @circular
 * dependencies from their tarballs, everything else from the registry — runs its README's example
 * against the model stub, the search stub and core-sim, on this Node and on the newest release of
 * the oldest Node major `engines` declares, and typechecks a consumer of every export.
 * Prints each tarball's size and each library's install closure (every package npm installed for
 * it), and fails a library whose closure holds a server-only package (pg, redis,
 * the PostgreSQL checkpointer: those belong to @circular/server-kit); exits 1 when any library fails.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const keep = process.argv.includes('--keep');

interface Library {
  name: string;
  dir: string;
  manifest: Manifest;
}
interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  engines?: Record<string, string>;
  license?: string;
}
interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}
interface Row {
  library: string;
  tarballKb: number;
  unpackedKb: number;
  files: number;
  closure: number;
  installS: number;
  example: string;
  typecheck: string;
}

const libraries: Library[] = readdirSync(join(root, 'libs'))
  .map((folder) => join(root, 'libs', folder))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest }))
  .filter(({ manifest }) => !manifest.private)
  .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
const byName = new Map(libraries.map((lib) => [lib.name, lib]));

const work = mkdtempSync(join(tmpdir(), 'pack-check-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);
const failures: string[] = [];
const fail = (library: string, problem: string) => failures.push(`${library}: ${problem}`);

// 1. Build every library once, afresh (a stale file in dist must not ship), then pack each; its
// prepack still checks that every file its exports name was built.
for (const lib of libraries) rmSync(join(lib.dir, 'dist'), { recursive: true, force: true });
await run(process.execPath, [createRequire(import.meta.url).resolve('nx/bin/nx.js'), 'run-many', '-t', 'build', '--skip-nx-cache', '--outputStyle=static', '-p', ...libraries.map((lib) => lib.name)], {
  cwd: root,
  env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  maxBuffer: 64 * 1024 * 1024,
});
const packed = new Map<string, Packed>();
for (const lib of libraries) {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', tarballs], { cwd: lib.dir, env: { ...process.env, CIRCULAR_PACK_BUILT: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const [result] = JSON.parse(stdout.slice(stdout.indexOf('['))) as Packed[];
  packed.set(lib.name, result!);
  for (const problem of tarballProblems(lib, result!, await publishedManifest(join(tarballs, result!.filename)))) fail(lib.name, problem);
}

// 2. The servers the examples talk to.
const model = await startModelStub({ rules: await loadDefaultRules() });
const search = await startSearchStub({ fixturesDir: defaultFixturesDir });
const core = await startCoreSim({});
const documentImage = join(work, 'passport.jpg');
writeFileSync(documentImage, examplePassport());
const exampleEnv = {
  ...process.env,
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'stub',
  TAVILY_BASE_URL: search.url,
  TAVILY_API_KEY: 'stub',
  CORE_URL: core.coreUrl,
  SUBMISSION_URL: core.submissionUrl,
  SSRF_ALLOW_CIDRS: '127.0.0.0/8',
  DOCUMENT_IMAGE: documentImage,
};

// The oldest Node line the libraries declare (engines), to run each example on it too.
const oldestNode = await installOldestNode(join(work, 'oldest-node'));

// 3. Each library alone in its own project.
const rows: Row[] = [];
try {
  for (const lib of libraries) {
    const tarball = packed.get(lib.name)!;
    const project = join(work, lib.name.replace('@circular/', ''));
    mkdirSync(project);
    const local = [lib.name, ...circularClosure(lib)];
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(local.map((name) => [name, `file:${join(tarballs, packed.get(name)!.filename)}`])),
        devDependencies: { '@types/node': '^24.0.0' },
      }),
    );
    const started = performance.now();
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
    const installS = (performance.now() - started) / 1000;

    // What a Node service gets with this library, read from the scratch project's own lockfile.
    const installed = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: LockfilePackages };
    const closure = installClosure(installed.packages, '');
    console.log(`${lib.name} installs ${closure.length} packages: ${closure.join(', ')}`);
    const serverOnly = closure.filter(isServerOnly);
    if (serverOnly.length > 0) fail(lib.name, `installs server-only packages (${serverOnly.join(', ')}); they belong to @circular/server-kit`);

    let example = 'none';
    const found = readmeExample(existsSync(join(lib.dir, 'README.md')) ? readFileSync(join(lib.dir, 'README.md'), 'utf8') : '');
    if (!found) fail(lib.name, 'README.md has no runnable example (a ```ts block after <!-- runnable-example -->)');
    else {
      const file = join(project, found.language === 'ts' ? 'example.ts' : 'example.mjs');
      writeFileSync(file, found.code);
      const ran: string[] = [];
      for (const node of [{ path: process.execPath, version: process.version }, oldestNode]) {
        try {
          await run(node.path, [file], { cwd: project, env: exampleEnv, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 });
          ran.push(node.version);
        } catch (error) {
          ran.push(`FAILED on ${node.version}`);
          const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
          fail(lib.name, `the README example failed on Node ${node.version}:\n${stdout}${stderr}`.trim());
        }
      }
      example = ran.join(', ');
    }

    let typecheck = 'ok';
    try {
      writeFileSync(join(project, 'consumer.ts'), await consumerSource(lib, project));
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2024', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] },
          files: ['consumer.ts', ...(found?.language === 'ts' ? ['example.ts'] : [])],
        }),
      );
      await run(process.execPath, [tsc, '-p', join(project, 'tsconfig.json')], { cwd: project, maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      typecheck = 'FAILED';
      fail(lib.name, `the TypeScript consumer does not typecheck:\n${(error as { stdout?: string }).stdout ?? String(error)}`.trim());
    }
    rows.push({ library: lib.name, tarballKb: kb(tarball.size), unpackedKb: kb(tarball.unpackedSize), files: tarball.files.length, closure: closure.length, installS: Math.round(installS * 10) / 10, example, typecheck });
  }
} finally {
  await Promise.all([model.close(), search.close(), core.close()]);
  if (!keep) rmSync(work, { recursive: true, force: true });
}

console.table(rows);
if (keep) console.log(`scratch projects kept in ${work}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`pack-check: ${rows.length} libraries packed, installed alone, examples run, consumers typechecked`);

/**
 * The newest release of the oldest Node major the libraries declare in `engines` (`>=22.13` →
 * the newest 22.x), installed from the npm registry's `node` package, as the workspace gets its own.
 */
async function installOldestNode(dir: string): Promise<{ path: string; version: string }> {
  const major = /^>=(\d+)/.exec(publishFields.engines.node)?.[1];
  if (!major) throw new Error(`engines.node ${publishFields.engines.node} names no lowest major`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'oldest-node', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${major}`], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  const path = join(dir, 'node_modules', 'node', 'bin', 'node');
  const { stdout } = await run(path, ['--version']);
  return { path, version: stdout.trim() };
}

/** What must hold of a tarball before anyone installs it. */
function tarballProblems(lib: Library, tarball: Packed, published: Manifest): string[] {
  const problems: string[] = [];
  const paths = new Set(tarball.files.map((file) => file.path));
  const targets = exportTargets(published.exports).filter((target) => target !== './package.json');
  for (const target of targets) if (!paths.has(target.replace(/^\.\//, ''))) problems.push(`exports name ${target}, which the tarball lacks`);
  if (JSON.stringify(published.exports ?? {}).includes(sourceCondition)) problems.push(`the published exports keep the workspace-only "${sourceCondition}" condition`);
  for (const path of paths) {
    if (path.endsWith('.map')) problems.push(`ships a source map (${path}) whose sources are not shipped`);
    if (path.startsWith('src/') || path.endsWith('.tsbuildinfo')) problems.push(`ships ${path}`);
  }
  for (const [name, range] of Object.entries(published.dependencies ?? {})) {
    if (byName.has(name) && range !== `^${byName.get(name)!.manifest.version}`) problems.push(`depends on ${name}@${range}, not the version released with it (^${byName.get(name)!.manifest.version})`);
  }
  if (!published.engines?.['node']) problems.push('declares no engines.node');
  if (!published.license) problems.push('declares no license');
  if (!paths.has('README.md')) problems.push('ships no README.md');
  if (lib.manifest.version !== published.version) problems.push('the published version differs from the workspace one');
  return problems;
}

async function publishedManifest(tarball: string): Promise<Manifest> {
  const { stdout } = await run('tar', ['-xOzf', tarball, 'package/package.json']);
  return JSON.parse(stdout) as Manifest;
}

/** The @circular libraries a library needs, directly or through another. */
function circularClosure(lib: Library, seen = new Set<string>()): string[] {
  for (const name of Object.keys(lib.manifest.dependencies ?? {})) {
    const dep = byName.get(name);
    if (!dep || seen.has(name)) continue;
    seen.add(name);
    circularClosure(dep, seen);
  }
  return [...seen];
}

/**
 * A consumer that imports every export of the library and proves none of its values is typed
 * `any` (which is what a declaration that failed to resolve silently becomes).
 */
async function consumerSource(lib: Library, project: string): Promise<string> {
  const subpaths = Object.keys(lib.manifest.exports ?? { '.': '' }).filter((subpath) => subpath !== './package.json' && subpath !== './studio');
  const lines = ['type IsAny<T> = 0 extends 1 & T ? true : false;'];
  for (const [index, subpath] of subpaths.entries()) {
    const specifier = subpath === '.' ? lib.name : `${lib.name}/${subpath.slice(2)}`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', `console.log(JSON.stringify(Object.keys(await import(${JSON.stringify(specifier)}))))`], { cwd: project });
    const names = JSON.parse(stdout) as string[];
    lines.push(`import * as entry${index} from ${JSON.stringify(specifier)};`);
    lines.push(`export const typed${index}: { [K in keyof typeof entry${index}]: IsAny<(typeof entry${index})[K]> } = { ${names.map((name) => `${JSON.stringify(name)}: false`).join(', ')} };`);
  }
  return `${lines.join('\n')}\n`;
}

function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(exportTargets);
}

/** The contract's ID-validator example: a generated passport, embedded as a data URL. */
function examplePassport(): Buffer {
  const requestBody = openapiDocument.paths!['/service_ai_id_validator']!.post!.requestBody as { content: Record<string, { examples: Record<string, { value: { images: string[] } }> }> };
  const dataUrl = Object.values(requestBody.content['application/json']!.examples)
    .flatMap((example) => example.value.images)
    .find((image) => image.startsWith('data:image/jpeg;base64,') && image.length > 10_000);
  if (!dataUrl) throw new Error('the contract has no embedded passport example');
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

function kb(bytes: number): number {
  return Math.round(bytes / 102.4) / 10;
}
