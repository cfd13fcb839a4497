export { startSearchStub, type RecordedSearch, type SearchStub, type SearchStubOptions } from './search-stub.ts';
export { fixtureMatches, queryWords, searchResults, underDomain, type Fixture, type FixtureResult, type SearchResult } from './fixture.ts';
export { defaultFixturesDir, loadFixtures, parseFixture } from './fixture-loader.ts';
export { searchFaultKinds, type FaultSpec, type SearchFaultKind } from './fault-kinds.ts';
export type { SearchRequest } from './search-request.ts';
