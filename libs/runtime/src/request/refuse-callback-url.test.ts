import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../errors/index.ts';
import { refuseCallbackUrl } from './refuse-callback-url.ts';

describe('refuseCallbackUrl', () => {
  it('lets a body without a callback, or with a null one, through', () => {
    expect(() => refuseCallbackUrl({ language: 'en' })).not.toThrow();
    expect(() => refuseCallbackUrl({ callback_url: null })).not.toThrow();
  });

  it('refuses a callback URL, naming /callback_url', () => {
    let caught: unknown;
    try {
      refuseCallbackUrl({ callback_url: 'https://client.example/hook' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidRequestError);
    expect((caught as InvalidRequestError).errors).toEqual([{ pointer: '/callback_url', message: expect.stringContaining('callback_url') }]);
  });
});
