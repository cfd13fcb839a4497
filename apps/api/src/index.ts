/**
 * The HTTP app as a library, for tools that run it in their own process (benchmarks that measure
 * the server's event loop from inside): build it with `createApp`, start it with `listen`.
 */
export { createApp, type AppDeps } from './app.ts';
export { ConfigError, loadConfig, type Config } from './config.ts';
export { listen, type RunningServer } from './server.ts';
// The layers `createApp` puts in front of a function, for the benchmark that adds them one by one
// to a bare Express echo to price each (`npm run bench -- ladder`).
export { requestId } from './request-id.ts';
export { securityHeaders } from './security-headers.ts';
export { endpointRateLimit } from './rate-limit.ts';
export { jsonBody } from './json-body.ts';
export { createLogger } from './logger.ts';
export { requestLog } from './request-log.ts';
export { turnAdmission } from './turn-admission.ts';
export { bearerAuth } from './auth.ts';
export { idempotentRequests } from './idempotency.ts';
export { runOperation, type OperationHandler } from './operation.ts';
export { problemHandler } from './problem.ts';
export { servedFunctions } from './functions.ts';
