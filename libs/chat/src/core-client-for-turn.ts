import { createCoreSystemClient, CoreUnavailableError, type CoreSystemClient } from './core-system/index.ts';
import type { ChatDeps } from './deps.ts';
import type { Turn } from './state.ts';

/** The core and submission systems the turn's request names, reached through the deps' fetcher. */
export function coreClientFor(turn: Turn, deps: ChatDeps): CoreSystemClient {
  return createCoreSystemClient({
    serviceCoreBaseUrl: turn.serviceCoreBaseUrl,
    serviceSubmissionBaseUrl: turn.serviceSubmissionBaseUrl,
    fetcher: deps.fetcher,
    ...deps.coreSystem,
  });
}

/**
 * A failure the conversation absorbs: the system is down or slow, so the chat apologises, stays
 * where it was and retries on a later turn. Other failures (a base URL that leads elsewhere, a
 * refused URL) fail the request instead.
 */
export function isTransientCoreFailure(error: unknown): error is CoreUnavailableError {
  return error instanceof CoreUnavailableError;
}
