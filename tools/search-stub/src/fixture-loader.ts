import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Fixture, FixtureResult } from './fixture.ts';

/** The fixtures shipped with the stub (and those function libraries add under it). */
export const defaultFixturesDir = join(import.meta.dirname, '..', 'fixtures');

/**
 * Every `*.json` fixture under `dir`, sub-folders included, in path order (so the first match is
 * predictable). A fixture without a name is named after its path.
 */
export async function loadFixtures({ dir = defaultFixturesDir }: { dir?: string } = {}): Promise<Fixture[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.json')).sort();
  const fixtures: Fixture[] = [];
  for (const file of files) {
    const path = join(dir, file);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new TypeError(`${path}: not JSON (${(error as Error).message})`, { cause: error });
    }
    const fallbackName = relative(dir, path).split(sep).join('/').replace(/\.json$/, '');
    fixtures.push(parseFixture(data, { source: path, fallbackName }));
  }
  return fixtures;
}

/** Checks a fixture's shape, naming its source and the bad field, so a typo in a file is found at start. */
export function parseFixture(data: unknown, { source, fallbackName }: { source: string; fallbackName?: string }): Fixture {
  const fail = (message: string): never => {
    throw new TypeError(`${source}: ${message}`);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail('a fixture must be an object');
  const { name = fallbackName, match = {}, answer, results } = data as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') fail('name must be a non-empty string');
  if (typeof match !== 'object' || match === null) return fail('match must be an object');
  for (const key of ['all', 'any'] as const) {
    const words = (match as Record<string, unknown>)[key];
    if (words !== undefined && !(Array.isArray(words) && words.every((word) => typeof word === 'string'))) fail(`match.${key} must be a list of strings`);
  }
  if (answer !== undefined && typeof answer !== 'string') fail('answer must be a string');
  if (!Array.isArray(results)) return fail('results must be a list');
  results.forEach((result: unknown, index) => {
    const { title, url, content, score, raw_content } = (result ?? {}) as Partial<Record<keyof FixtureResult, unknown>>;
    for (const [field, value] of [['title', title], ['url', url], ['content', content]] as const) {
      if (typeof value !== 'string') fail(`results[${index}].${field} must be a string`);
    }
    if (typeof url === 'string' && !URL.canParse(url)) fail(`results[${index}].url is not a URL`);
    if (score !== undefined && (typeof score !== 'number' || score < 0 || score > 1)) fail(`results[${index}].score must be a number in 0..1`);
    if (raw_content !== undefined && typeof raw_content !== 'string') fail(`results[${index}].raw_content must be a string`);
  });
  return { ...(data as Fixture), name: name as string, match: match as Fixture['match'] };
}
