import type { FaultSpec as StubFaultSpec } from '@circular/stub-kit';

export const searchFaultKinds = ['429', '500', 'hang', 'malformed-json'] as const;

/**
 * `429` answers with `Retry-After`; `500` with a server error; `hang` never answers until the client
 * gives up; `malformed-json` answers 200 with a body that is not JSON.
 */
export type SearchFaultKind = (typeof searchFaultKinds)[number];

export type FaultSpec = StubFaultSpec<SearchFaultKind>;
