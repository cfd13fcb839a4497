import { InvalidRequestError } from '../errors/index.ts';

/**
 * Library functions answer in the call: a body that asks for its result to be POSTed to a
 * `callback_url` is refused, naming the field, rather than answered synchronously by surprise.
 * Asynchronous jobs are the REST API's to serve. `null` (the contract's default) is accepted.
 */
export function refuseCallbackUrl(body: unknown): void {
  const callbackUrl = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['callback_url'] : undefined;
  if (callbackUrl === undefined || callbackUrl === null) return;
  throw new InvalidRequestError([
    { pointer: '/callback_url', message: 'is not served by the library function, which answers in the call: leave callback_url out or send null' },
  ]);
}
