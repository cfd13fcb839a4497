import { enableCompileCache } from 'node:module';

/**
 * What `npm start` and the container run: `main.ts` with Node's compile cache on, so a restart
 * reads compiled code from disk instead of parsing and compiling ~a thousand modules again (a third
 * less start-up time and ~20 MB less at peak in `npm run bench -- startup`, November 2026). The
 * cache lives under NODE_COMPILE_CACHE, else the system's temporary directory; a directory that
 * cannot be written only costs the speed-up. It must be on before main.ts's imports are linked,
 * hence this file and a dynamic import.
 */
enableCompileCache();
await import('./main.ts');
