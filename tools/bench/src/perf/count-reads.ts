import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Preloaded (`--import`) by the start-up benchmark: counts the files the process reads through
 * `node:fs` (module loading aside) and, at exit, writes each path with its count to READ_LOG.
 * A file read twice at start-up is work done twice.
 */
const log = process.env['READ_LOG'];
const counts = new Map<string, number>();
const count = (path: unknown) => {
  if (typeof path === 'string' || path instanceof URL) counts.set(String(path), (counts.get(String(path)) ?? 0) + 1);
};
const wrap = <F extends (...args: never[]) => unknown>(original: F): F => ((...args: Parameters<F>) => (count(args[0]), original(...args))) as F;
fs.readFileSync = wrap(fs.readFileSync);
fs.readFile = wrap(fs.readFile);
fs.promises.readFile = wrap(fs.promises.readFile);
syncBuiltinESMExports();
if (log) {
  process.on('exit', () => fs.writeFileSync(log, JSON.stringify(Object.fromEntries(counts))));
  // The server exits through its own SIGTERM handler; `exit` still fires then.
}
