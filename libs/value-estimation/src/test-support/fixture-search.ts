import type { SearchOptions, SearchResult, WebSearch } from '@circular/runtime';
import { hostOf } from '../search/marketplaces.ts';
import { fixtureFiles, fixtureMatches, fixtureResults, loadFixture, type Fixture } from './fixtures.ts';

export interface FixtureSearch extends WebSearch {
  /** Every search made, in order, with its options. */
  readonly calls: { query: string; options: SearchOptions }[];
}

/**
 * An in-memory WebSearch over the search stub's fixture files, answering as the stub does: the
 * first fixture whose words the query holds, only hosts under `includeDomains`, best score first,
 * at most `maxResults` (5 by default). `files` narrows the fixtures (to take one evidence away);
 * `fail` makes every search throw it.
 */
export function fixtureSearch({ files = fixtureFiles(), fail }: { files?: string[]; fail?: Error } = {}): FixtureSearch {
  const fixtures: Fixture[] = files.map(loadFixture);
  const calls: FixtureSearch['calls'] = [];
  return {
    calls,
    async search(query, options = {}) {
      calls.push({ query, options });
      options.signal?.throwIfAborted();
      if (fail) throw fail;
      const fixture = fixtures.find((candidate) => fixtureMatches(candidate, query));
      if (!fixture) return [];
      const under = (url: string) => {
        const host = hostOf(url) ?? '';
        return !options.includeDomains?.length || options.includeDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
      };
      return fixtureResults(fixture.file)
        .filter(({ url }) => under(url))
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
        .slice(0, options.maxResults ?? 5) as SearchResult[];
    },
  };
}
