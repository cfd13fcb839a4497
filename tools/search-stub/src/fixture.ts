import { defaultMaxResults, type SearchRequest } from './search-request.ts';

/** One search result as a fixture file writes it (Tavily's wire names). */
export interface FixtureResult {
  title: string;
  url: string;
  content: string;
  /** Relevance in 0..1; when absent, results score 0.95, 0.90, ... in file order. */
  score?: number;
  /** The page text, sent only when the request asks for raw content; `content` stands in when absent. */
  raw_content?: string;
  published_date?: string;
}

/**
 * A canned answer for the queries it matches: `all` are words (or phrases) that must all appear
 * in the query, `any` those of which one must; both case- and accent-insensitive. A fixture with
 * neither matches every query.
 */
export interface Fixture {
  name: string;
  match: { all?: string[]; any?: string[] };
  /** Sent as `answer` when the request sets `include_answer`. */
  answer?: string;
  results: FixtureResult[];
}

export interface SearchResult {
  title: string;
  url: string;
  content: string;
  score: number;
  raw_content?: string;
  published_date?: string;
}

/** Lower-case words without accents, so `Cadeira Dobrável` matches `dobravel`. */
export function queryWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function fixtureMatches(fixture: Fixture, query: string): boolean {
  const words = queryWords(query);
  const { all = [], any = [] } = fixture.match;
  return all.every((phrase) => containsPhrase(words, phrase)) && (any.length === 0 || any.some((phrase) => containsPhrase(words, phrase)));
}

function containsPhrase(words: string[], phrase: string): boolean {
  const wanted = queryWords(phrase);
  if (wanted.length === 0) return true;
  return words.some((_, start) => wanted.every((word, offset) => words[start + offset] === word));
}

/**
 * The fixture's results as Tavily would return them for this request: only hosts under
 * `include_domains` (when given) and none under `exclude_domains`, best score first, at most
 * `max_results` (5 by default), with `raw_content` only when asked for.
 */
export function searchResults(fixture: Fixture, request: SearchRequest): SearchResult[] {
  const included = request.include_domains?.length ? request.include_domains : undefined;
  const excluded = request.exclude_domains ?? [];
  return fixture.results
    .map((result, index) => ({ result, score: result.score ?? Math.max(0.05, Number((0.95 - 0.05 * index).toFixed(2))) }))
    .filter(({ result }) => (!included || included.some((domain) => underDomain(result.url, domain))) && !excluded.some((domain) => underDomain(result.url, domain)))
    .sort((a, b) => b.score - a.score)
    .slice(0, request.max_results ?? defaultMaxResults)
    .map(({ result, score }) => ({
      title: result.title,
      url: result.url,
      content: result.content,
      score,
      ...(request.include_raw_content ? { raw_content: result.raw_content ?? result.content } : {}),
      ...(result.published_date ? { published_date: result.published_date } : {}),
    }));
}

/** `olx.pt`, `www.olx.pt` and `https://olx.pt/` all cover `www.olx.pt` and `m.olx.pt`. */
export function underDomain(url: string, domain: string): boolean {
  let host: string;
  try {
    host = bareHost(new URL(url).hostname);
  } catch {
    return false;
  }
  const wanted = bareHost(domain.replace(/^[a-z]+:\/\//i, '').replace(/^\*\./, '').split('/')[0] ?? '');
  return wanted !== '' && (host === wanted || host.endsWith(`.${wanted}`));
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}
