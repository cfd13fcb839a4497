import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Run in a fresh Node process: the import, the first call (which loads the table) and later calls, in ms. */
const probe = `
const t0 = performance.now();
const { matchBrand } = await import('@circular/brands');
const t1 = performance.now();
matchBrand('Samsung Electronics');
const t2 = performance.now();
const strings = ['Samsung Electronics', 'addidas', 'Smasung', 'Cannondalle', 'unknown brand 42', 'Nike Air Jordan'];
const n = 2000;
const t3 = performance.now();
for (let i = 0; i < n; i++) matchBrand(strings[i % strings.length]);
const t4 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, firstCallMs: t2 - t1, laterCallMs: (t4 - t3) / n }));
`;

/**
 * The cost of the table in a process that has not used it yet: importing the library, the first
 * `matchBrand` (which parses and indexes the table), and a later call, each in a fresh process.
 */
export function loadCost(runs = 3): { importMs: number; firstCallMs: number; laterCallMs: number }[] {
  return Array.from({ length: runs }, () => {
    const out = execFileSync(process.execPath, ['--conditions=@circular/source', '--input-type=module', '-e', probe], { cwd: `${repoRoot}tools/bench`, encoding: 'utf8', timeout: 60_000 });
    return JSON.parse(out.trim().split('\n').at(-1)!) as { importMs: number; firstCallMs: number; laterCallMs: number };
  });
}
