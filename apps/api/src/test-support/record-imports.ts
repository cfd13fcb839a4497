import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

/**
 * Preloaded (`--import`) into a server process by tests: records the URL of every module the
 * process resolves, and on SIGUSR2 writes them as a JSON list to IMPORT_LOG (then the file
 * `${IMPORT_LOG}.done`, so the test knows the list is complete).
 */
const resolved = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.add(result.url);
    return result;
  },
});
process.on('SIGUSR2', () => {
  const log = process.env['IMPORT_LOG'];
  if (!log) return;
  writeFileSync(log, JSON.stringify([...resolved]));
  writeFileSync(`${log}.done`, '');
});
