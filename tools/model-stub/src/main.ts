import { defaultPorts, parseCliOptions } from '@circular/stub-kit';
import { startModelStub } from './model-stub.ts';
import { loadDefaultRules } from './rules/index.ts';

/** `npm run stub:model`: serves the rules in `src/rules/` until interrupted. */
const options = parseCliOptions({ argv: process.argv.slice(2), env: process.env, defaultPort: defaultPorts.modelStub });
const rules = await loadDefaultRules();
const stub = await startModelStub({ ...options, rules });
console.log(`model-stub listening on ${stub.url} with ${rules.length} rule(s), latency ${options.latencyMs} ms`);
console.log(`  OPENAI_BASE_URL=${stub.url} OPENAI_API_KEY=${options.apiKey ?? 'stub'}`);
console.log(`  admin: GET ${stub.origin}/__admin/requests, POST ${stub.origin}/__admin/{reset,latency,faults}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
}
