/**
 * The ladder's rungs, bottom up: each is the one below with one more of the API's layers, the last
 * the real server (`npm run bench -- ladder`).
 */
export const ladderRungs = [
  'express echo',
  'app settings',
  'request id',
  'security headers',
  'rate limit',
  'body parse + Ajv',
  'access log',
  'operation plumbing',
  'no-op graph run',
  'the function',
  'real route',
] as const;

export type LadderRung = (typeof ladderRungs)[number];
