import type { FaultSpec as StubFaultSpec } from '@circular/stub-kit';

export const modelFaultKinds = ['429', '500', 'hang', 'malformed-json', 'truncated-json'] as const;

/**
 * `429` answers with `Retry-After`; `500` with a server error; `hang` never answers until the client
 * gives up; `malformed-json` and `truncated-json` answer 200 with spoilt structured content.
 */
export type ModelFaultKind = (typeof modelFaultKinds)[number];

export type FaultSpec = StubFaultSpec<ModelFaultKind>;
