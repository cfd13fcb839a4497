export { assertValidRequest } from './assert-valid-request.ts';
export { refuseCallbackUrl } from './refuse-callback-url.ts';
