import { UnsafeUrlError } from '../errors/index.ts';

const marker = Symbol.for('circular.unreachable-url-error');

/**
 * 422: the URL passed every check but could not be fetched (connection refused, DNS failure, no
 * answer in time). Still the URL's problem, not a server fault, but transient: callers that retry
 * (webhook delivery) retry these and not the policy refusals of plain `UnsafeUrlError`.
 */
export class UnreachableUrlError extends UnsafeUrlError {
  readonly [marker] = true;

  constructor(reason: string, { pointer = '', cause }: { pointer?: string; cause?: unknown } = {}) {
    super(reason, pointer);
    if (cause !== undefined) this.cause = cause;
  }

  override at(pointer: string): UnreachableUrlError {
    return new UnreachableUrlError(this.reason, { pointer, cause: this.cause });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is UnreachableUrlError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
