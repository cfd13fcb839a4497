import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultPorts } from '@circular/stub-kit';
import { startLanggraphDev } from './langgraph-dev.ts';

/**
 * `npm run studio`: LangGraph's dev server for every graph in `langgraph.json`, for LangGraph
 * Studio. `--port N` (else `PORT`, else 2024) and `--host` (else `HOST`, else 127.0.0.1) choose
 * where it listens, like every tool here; `--no-reload` keeps it from restarting on code changes.
 * Configuration comes from the environment and `.env`, as for the server.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { port: { type: 'string' }, host: { type: 'string' }, 'no-reload': { type: 'boolean' } },
});
const rawPort = values.port ?? process.env['PORT'];
if (rawPort !== undefined && rawPort !== '' && (!/^\d+$/.test(rawPort) || Number(rawPort) === 0 || Number(rawPort) > 65_535)) {
  throw new RangeError(`the port must be a whole number from 1 to 65535 (langgraph dev cannot pick one itself), got "${rawPort}"`);
}
const port = rawPort ? Number(rawPort) : defaultPorts.studio;
const host = values.host ?? process.env['HOST'] ?? '127.0.0.1';
const configPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../../langgraph.json');

const server = startLanggraphDev({ configPath, port, host, reload: !values['no-reload'] });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
}
server.child.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
await server.ready(180_000);
console.log(`
Every graph of langgraph.json is ready at ${server.url}: open the "Studio UI" link above.
Each takes the contract's request (input "request") and answers its response (output "response";
the chat's "replies", and each chat turn waits for your next words). Ctrl-C stops the server.
`);
