import { describe, expect, it, vi } from 'vitest';
import { UnreachableUrlError } from '../fetch/unreachable-url-error.ts';
import * as errors from './index.ts';

/** Every exported error class, each with a way to build one. */
const builders = {
  ServiceError: (module: typeof errors) => new module.ServiceError('example', 500, 'Example'),
  InvalidRequestError: (module: typeof errors) => new module.InvalidRequestError([{ pointer: '/language', message: 'is required' }]),
  PayloadTooLargeError: (module: typeof errors) => new module.PayloadTooLargeError(1024),
  ModelNotConfiguredError: (module: typeof errors) => new module.ModelNotConfiguredError(),
  SearchNotConfiguredError: (module: typeof errors) => new module.SearchNotConfiguredError(),
  UpstreamError: (module: typeof errors) => new module.UpstreamError('model'),
  OperationTimeoutError: (module: typeof errors) => new module.OperationTimeoutError(30_000),
  UnsafeUrlError: (module: typeof errors) => new module.UnsafeUrlError('private address'),
} as const;
type ClassName = keyof typeof builders;
const names = Object.keys(builders) as ClassName[];

describe('isInstance on every error class', () => {
  it('recognises an error built by another copy of the package, where instanceof does not', async () => {
    // A fresh evaluation of the same files stands for a duplicated copy in a consumer's node_modules.
    vi.resetModules();
    const copy = await import('./index.ts');
    for (const name of names) {
      const foreign = builders[name](copy);
      expect(foreign instanceof errors[name], name).toBe(false);
      expect(errors[name].isInstance(foreign), name).toBe(true);
    }
  });

  it('tells the classes apart: only the class itself and its ancestors claim an error', () => {
    for (const built of names) {
      const error = builders[built](errors);
      for (const checker of names) expect(errors[checker].isInstance(error), `${checker}.isInstance(${built})`).toBe(checker === built || checker === 'ServiceError');
    }
  });

  it('counts a subclass as its parent, not the other way round', () => {
    const unreachable = new UnreachableUrlError('ECONNREFUSED');
    expect(errors.UnsafeUrlError.isInstance(unreachable)).toBe(true);
    expect(UnreachableUrlError.isInstance(unreachable)).toBe(true);
    expect(UnreachableUrlError.isInstance(new errors.UnsafeUrlError('private address'))).toBe(false);
  });

  it('refuses values that are not errors of the class', () => {
    for (const name of names) {
      for (const value of [undefined, null, 'InvalidRequestError', new Error('plain'), { status: 422 }]) expect(errors[name].isInstance(value)).toBe(false);
    }
  });
});
