export { assertValidRequest } from './assert-valid-request.ts';
