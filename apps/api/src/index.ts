/**
 * The HTTP app as a library, for tools that run it in their own process (benchmarks that measure
 * the server's event loop from inside): build it with `createApp`, start it with `listen`.
 */
export { createApp, type AppDeps } from './app.ts';
export { ConfigError, loadConfig, type Config } from './config.ts';
export { listen, type RunningServer } from './server.ts';
