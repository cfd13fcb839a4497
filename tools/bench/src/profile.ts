import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogPayload } from './catalog-payload.ts';
import { startApi, startModelStub } from './child-process.ts';
import { burst, closedLoop } from './perf/load.ts';
import { noModelRoutes } from './perf/no-model-routes.ts';
import { translatedOwnKeys } from './perf/translation-check.ts';
import type { Row } from './report.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Each node's parent, for the stack a sample was taken in. */
function parentsOf(nodes: ProfileNode[]): Map<number, number> {
  const parents = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  return parents;
}

/**
 * Where a route spends its CPU under load (`--route translator`, the default, or a route that needs
 * no model: `brands`, `c2c_validation`, `decision`, `protocol_generator`): the API runs with
 * `--cpu-prof` under the overhead benchmark's load (unique texts, a stub answering at once), and
 * the profile's samples taken during the measured load are summed per function (self time), per package or project folder, and per function with
 * what it calls (inclusive time: the frames on each sampled stack), heaviest first. The
 * `.cpuprofile` itself is kept under bench-results/ for a flame graph (Chrome DevTools, speedscope).
 * `--load burst` profiles the concurrency benchmark's load instead: 1,000 translator requests at
 * once against a model answering in 1 s, where the time around the model call is what counts.
 */
export async function profile({ route = 'translator', load: loadKind = 'closed', durationSeconds = 10, connections = 64 }: { route?: string; load?: string; durationSeconds?: number; connections?: number } = {}) {
  if (loadKind !== 'closed' && loadKind !== 'burst') throw new Error(`--load must be closed or burst, not ${loadKind}`);
  if (loadKind === 'burst' && route !== 'translator') throw new Error('--load burst profiles the translator route only');
  const noModelRoute = noModelRoutes.find(({ path }) => path === `/service_ai_${route}`);
  if (route !== 'translator' && !noModelRoute) throw new Error(`--route must be translator or one of ${noModelRoutes.map(({ path }) => path.replace('/service_ai_', '')).join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const profileDir = join(repoRoot, 'bench-results', `profile-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const model = await startModelStub(loadKind === 'burst' ? 1000 : 0);
  const api = await startApi({ modelUrl: noModelRoute ? undefined : model.url, dataDir, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`], env: { LOG_LEVEL: 'info' } });
  let unique = 0;
  try {
    const target = noModelRoute
      ? { url: `${api.url}${noModelRoute.path}`, body: noModelRoute.body, connections }
      : { url: `${api.url}/service_ai_translator`, body: () => catalogPayload({ keys: 3, targetLocales: ['pt-PT'], salt: ` ${unique++}` }), check: translatedOwnKeys, connections };
    if (loadKind === 'burst') await burst({ ...target, count: 20 });
    else await closedLoop({ ...target, durationMs: 2000 });
    // Samples from here on only: start-up and warm-up are not the route's cost.
    const loadStartUs = Number(process.hrtime.bigint() / 1000n);
    const load = loadKind === 'burst' ? await burst({ ...target, count: 1000 }) : await closedLoop({ ...target, durationMs: durationSeconds * 1000 });
    // ... and up to the end of the load: the shutdown after it (logs flushed at exit) is not either.
    const loadEndUs = Number(process.hrtime.bigint() / 1000n);
    await api.stop();
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))!;
    const cpuProfile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as { nodes: ProfileNode[]; samples: number[]; startTime: number; timeDeltas: number[] };
    const { nodes } = cpuProfile;
    let at = cpuProfile.startTime;
    const samples = cpuProfile.samples.filter((_, i) => {
      at += cpuProfile.timeDeltas[i]!;
      return at >= loadStartUs && at <= loadEndUs;
    });
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const selfSamples = new Map<number, number>();
    for (const id of samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
    const byFunction = new Map<string, number>();
    const byPlace = new Map<string, number>();
    for (const [id, count] of selfSamples) {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      const place = url ? placeOf(url) : functionName.startsWith('(') ? functionName : '(native)';
      const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + count);
      byPlace.set(place, (byPlace.get(place) ?? 0) + count);
    }
    // Inclusive time: a function counts once per sample whose stack holds it (recursion not twice).
    const parents = parentsOf(nodes);
    const inclusive = new Map<string, number>();
    for (const [id, count] of selfSamples) {
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
        if (!url) continue;
        seen.add(`${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`);
      }
      for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + count);
    }
    const share = (count: number) => (100 * count) / samples.length;
    const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    const rows: Row[] = top(byFunction, 25).map(([name, count]) => ({ 'self %': share(count), function: name }));
    const table: Row[] = top(byPlace, 15).map(([place, count]) => ({ 'self %': share(count), where: place }));
    const inclusiveRows: Row[] = top(inclusive, 40).map(([name, count]) => ({ 'inclusive %': share(count), function: name }));
    const summary = { route, load: loadKind, wallMs: load.elapsedMs, samplesAt: 'during the measured load only', reqPerSec: load.reqPerSec, errors: load.errors, samples: samples.length, profile: join(profileDir, file) };
    return { rows, table, inclusive: inclusiveRows, summary };
  } finally {
    await Promise.all([api.stop(), model.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The package (`node_modules/<name>`), project folder (`libs/translator/src`) or `node:` internals a script belongs to. */
function placeOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const local = url.replace(`file://${repoRoot}`, '');
  return local.split('/').slice(0, local.startsWith('libs/') || local.startsWith('apps/') ? 3 : 2).join('/');
}
