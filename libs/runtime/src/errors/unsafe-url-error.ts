import { ServiceError } from './service-error.ts';

const marker = Symbol.for('circular.unsafe-url-error');

/**
 * 422: a user-supplied URL was refused by the SSRF-safe fetcher (scheme, private address,
 * too many redirects, too large, wrong content). `pointer` names the request field.
 */
export class UnsafeUrlError extends ServiceError {
  readonly [marker] = true;
  readonly reason: string;

  constructor(reason: string, pointer = '') {
    super('validation-error', 422, 'Invalid request', {
      detail: `URL refused: ${reason}`,
      errors: [{ pointer, message: `URL refused: ${reason}` }],
    });
    this.reason = reason;
  }

  /** The same refusal, attributed to the request field the URL came from. */
  at(pointer: string): UnsafeUrlError {
    return new UnsafeUrlError(this.reason, pointer);
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is UnsafeUrlError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
