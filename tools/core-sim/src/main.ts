import { parseCliOptions } from './cli-options.ts';
import { startCoreSim } from './core-sim.ts';

/** `npm start -w @circular/core-sim`: serves both simulated systems until interrupted. */
const options = parseCliOptions({ argv: process.argv.slice(2), env: process.env, cwd: process.env['INIT_CWD'] ?? process.cwd() });
const sim = await startCoreSim(options);
console.log(`core-sim listening on ${sim.origin} (database ${options.dbPath}, latency ${options.latencyMs} ms)`);
console.log(`  service_core_base_url:       ${sim.coreUrl}`);
console.log(`  service_submission_base_url: ${sim.submissionUrl}`);
console.log(`  admin: GET|POST|DELETE ${sim.origin}/__admin/faults, GET|PUT /__admin/latency, GET|DELETE /__admin/requests`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
