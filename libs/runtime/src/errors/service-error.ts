/** One bad field of a request, named by JSON pointer into the request body (RFC 6901). */
export interface FieldError {
  pointer: string;
  message: string;
}

export interface ServiceErrorOptions {
  detail?: string;
  cause?: unknown;
  /** Seconds a client should wait before retrying; set only for transient failures. */
  retryAfterSeconds?: number;
  /** For validation failures: each bad field. */
  errors?: FieldError[];
  /** Extra members for the problem body (e.g. the keys a translation could not produce). */
  extensions?: Record<string, unknown>;
}

const marker = Symbol.for('circular.service-error');

/**
 * Every failure the service reports on purpose. The API maps these to problem+json in exactly
 * one place; `type` is the stable slug of the problem type, `status` the HTTP status.
 */
export class ServiceError extends Error {
  readonly [marker] = true;
  readonly type: string;
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly errors: FieldError[] | undefined;
  readonly extensions: Record<string, unknown> | undefined;

  constructor(type: string, status: number, title: string, options: ServiceErrorOptions = {}) {
    super(options.detail ?? title, { cause: options.cause });
    this.name = new.target.name;
    this.type = type;
    this.status = status;
    this.title = title;
    this.detail = options.detail;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.errors = options.errors;
    this.extensions = options.extensions;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static isInstance(error: unknown): error is ServiceError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
