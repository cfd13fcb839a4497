import { ServiceError } from './service-error.ts';

export type Upstream = 'model' | 'search' | 'core-system';

const marker = Symbol.for('circular.upstream-error');

/**
 * 500: a service we depend on failed or refused after our bounded retries. Transient by nature,
 * so it carries a Retry-After hint.
 */
export class UpstreamError extends ServiceError {
  readonly [marker] = true;
  readonly upstream: Upstream;

  constructor(upstream: Upstream, options: { detail?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(`${upstream}-unavailable`, 500, `The ${upstream} service is unavailable`, {
      detail: options.detail ?? `The ${upstream} service did not answer successfully; try again later.`,
      cause: options.cause,
      retryAfterSeconds: options.retryAfterSeconds ?? 30,
    });
    this.upstream = upstream;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is UpstreamError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
