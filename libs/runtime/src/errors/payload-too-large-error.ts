import { ServiceError } from './service-error.ts';

const marker = Symbol.for('circular.payload-too-large-error');

/** 413: the body is larger than the operation's limit. */
export class PayloadTooLargeError extends ServiceError {
  readonly [marker] = true;

  constructor(limitBytes: number) {
    super('payload-too-large', 413, 'Payload too large', {
      detail: `The request body exceeds this operation's limit of ${limitBytes} bytes.`,
      extensions: { limit_bytes: limitBytes },
    });
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is PayloadTooLargeError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
