/**
 * The layers `createApp` puts in front of a function, for the benchmark that adds them one by one to a bare
 * Express echo to price each (`npm run bench -- ladder`). Not the server's public entry (`index.ts`).
 */
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
export { langSmithTracingEnabled } from './tracing/langsmith-switch.ts';
export { problemHandler } from './problem.ts';
export { servedFunctions } from './functions.ts';
