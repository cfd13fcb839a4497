import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultFixturesDir } from '@circular/search-stub';
import type { SearchResult } from '../extraction/listing.ts';

/** The search stub's value-estimation result sets, found through the stub's own entry rather than by path. */
export const fixtureDirectory = pathToFileURL(join(defaultFixturesDir, 'value-estimation') + '/');

export interface Fixture {
  file: string;
  name: string;
  match: { all: string[]; any: string[] };
  results: { title: string; url: string; content: string; score: number; raw_content?: string }[];
}

export function fixtureFiles(): string[] {
  return readdirSync(fixtureDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

export function loadFixture(file: string): Fixture {
  return { file, ...(JSON.parse(readFileSync(new URL(file, fixtureDirectory), 'utf8')) as Omit<Fixture, 'file'>) };
}

/** The results as `@tavily/core` hands them over (camel-cased `rawContent`). */
export function fixtureResults(file: string): SearchResult[] {
  return loadFixture(file).results.map(({ raw_content, ...result }) =>
    raw_content === undefined ? result : { ...result, rawContent: raw_content },
  );
}

/** The stub's own matching rule, so tests assert exactly what the stub will serve for a query. */
export { fixtureMatches } from '@circular/search-stub';
