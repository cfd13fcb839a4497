export { ServiceError, type FieldError, type ServiceErrorOptions } from './service-error.ts';
export { InvalidRequestError } from './invalid-request-error.ts';
export { PayloadTooLargeError } from './payload-too-large-error.ts';
export { ModelNotConfiguredError } from './model-not-configured-error.ts';
export { SearchNotConfiguredError } from './search-not-configured-error.ts';
export { UpstreamError, type Upstream } from './upstream-error.ts';
export { OperationTimeoutError } from './operation-timeout-error.ts';
export { UnsafeUrlError } from './unsafe-url-error.ts';
