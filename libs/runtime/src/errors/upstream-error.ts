import { ServiceError } from './service-error.ts';

export type Upstream = 'model' | 'search' | 'core-system';

/**
 * 500: a service we depend on failed or refused after our bounded retries. Transient by nature,
 * so it carries a Retry-After hint.
 */
export class UpstreamError extends ServiceError {
  readonly upstream: Upstream;

  constructor(upstream: Upstream, options: { detail?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(`${upstream}-unavailable`, 500, `The ${upstream} service is unavailable`, {
      detail: options.detail ?? `The ${upstream} service did not answer successfully; try again later.`,
      cause: options.cause,
      retryAfterSeconds: options.retryAfterSeconds ?? 30,
    });
    this.upstream = upstream;
  }
}
