import { ServiceError } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import * as errors from './index.ts';

const options = { system: 'core', operation: 'getProduct' } as const;
const classes = ['CoreSystemError', 'CoreConflictError', 'CoreNotFoundError', 'CoreUnavailableError', 'CoreValidationError'] as const;

describe('isInstance on the core-system errors', () => {
  it('recognises an error built by another copy of the package, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('./index.ts');
    for (const name of classes) {
      const foreign = new copy[name](options);
      expect(foreign instanceof errors[name], name).toBe(false);
      expect(errors[name].isInstance(foreign), name).toBe(true);
    }
  });

  it('claims only errors of the class and its subclasses', () => {
    for (const built of classes) {
      const error = new errors[built](options);
      for (const checker of classes) expect(errors[checker].isInstance(error), `${checker}.isInstance(${built})`).toBe(checker === built || checker === 'CoreSystemError');
    }
    expect(errors.CoreNotFoundError.isInstance(new ServiceError('example', 500, 'Example'))).toBe(false);
  });
});
