import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPorts } from '@circular/stub-kit';
import { startDemo } from './demo.ts';

/**
 * `npm run demo`: the model stub, the search stub, core-sim and the API wired together, every
 * function ready, until Ctrl-C. `--port N` (or `PORT`) moves the API; the others keep their
 * defaults unless `--model-stub-port`, `--search-stub-port`, `--core-sim-port` say otherwise.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    port: { type: 'string' },
    'model-stub-port': { type: 'string' },
    'search-stub-port': { type: 'string' },
    'core-sim-port': { type: 'string' },
  },
});
const portOf = (raw: string | undefined, fallback: number) => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65_535) throw new RangeError(`a port must be a whole number up to 65535, got "${raw}"`);
  return Number(raw);
};
const dataDir = resolve(process.env['INIT_CWD'] ?? process.cwd(), process.env['DATA_DIR'] || './data');
console.log('Starting the demo: model stub, search stub, core-sim and the API…');
const demo = await startDemo({
  dataDir,
  ports: {
    api: portOf(values.port ?? process.env['PORT'], defaultPorts.api),
    modelStub: portOf(values['model-stub-port'], defaultPorts.modelStub),
    searchStub: portOf(values['search-stub-port'], defaultPorts.searchStub),
    coreSim: portOf(values['core-sim-port'], defaultPorts.coreSim),
  },
});
console.log(`
Every function is ready. Open:
  ${demo.apiUrl}/              index page: API reference with "try it", forms, chat playground
  ${demo.apiUrl}/health        readiness of every function
  ${demo.apiUrl}/openapi.json  the contract

Wired to:
  model stub   OPENAI_BASE_URL=${demo.modelStubUrl}
  search stub  TAVILY_BASE_URL=${demo.searchStubUrl}
  core-sim     service_core_base_url=${demo.coreUrl}
               service_submission_base_url=${demo.submissionUrl}
State in ${dataDir}. Ctrl-C stops everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the API, the stubs and core-sim…');
    void demo.stop().then(() => process.exit(0));
  });
}
