import { ServiceError } from './service-error.ts';

/** 413: the body is larger than the operation's limit. */
export class PayloadTooLargeError extends ServiceError {
  constructor(limitBytes: number) {
    super('payload-too-large', 413, 'Payload too large', {
      detail: `The request body exceeds this operation's limit of ${limitBytes} bytes.`,
      extensions: { limit_bytes: limitBytes },
    });
  }
}
