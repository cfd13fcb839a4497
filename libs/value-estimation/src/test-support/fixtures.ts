import { readFileSync, readdirSync } from 'node:fs';
import type { SearchResult } from '../listing.ts';

/** The search stub's value-estimation result sets (`tools/search-stub/fixtures/value-estimation`). */
export const fixtureDirectory = new URL('../../../../tools/search-stub/fixtures/value-estimation/', import.meta.url);

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

/** Lower-case words without accents, as the stub reads queries (`tools/search-stub/src/fixture.ts`). */
function queryWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The stub's matching rule, restated here because a function library may not import a tool:
 * every `all` phrase and, when `any` is non-empty, one of its phrases, as whole consecutive words,
 * ignoring case and accents.
 */
export function fixtureMatches(fixture: Fixture, query: string): boolean {
  const words = queryWords(query);
  const contains = (phrase: string) => {
    const wanted = queryWords(phrase);
    return words.some((_, start) => wanted.every((word, offset) => words[start + offset] === word));
  };
  const { all, any } = fixture.match;
  return all.every(contains) && (any.length === 0 || any.some(contains));
}
