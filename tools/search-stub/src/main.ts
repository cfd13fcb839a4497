import { defaultPorts } from '@circular/stub-kit';
import { parseCliOptions } from './cli-options.ts';
import { defaultFixturesDir } from './fixture-loader.ts';
import { startSearchStub } from './search-stub.ts';

/** `npm run stub:search`: serves the fixtures under `fixtures/` (or FIXTURES_DIR / --fixtures) until interrupted. */
const { fixturesDir = defaultFixturesDir, ...options } = parseCliOptions({ argv: process.argv.slice(2), env: process.env, defaultPort: defaultPorts.searchStub });
const stub = await startSearchStub({ ...options, fixturesDir });
console.log(`search-stub listening on ${stub.url} with fixtures from ${fixturesDir}, latency ${options.latencyMs} ms`);
console.log(`  TAVILY_BASE_URL=${stub.url} TAVILY_API_KEY=${options.apiKey ?? 'stub'}`);
console.log(`  admin: GET ${stub.url}/__admin/requests, POST ${stub.url}/__admin/{reset,latency,faults,fixtures}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
}
