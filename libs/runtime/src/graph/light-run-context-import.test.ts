import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { expect, it } from 'vitest';
import * as runtime from '../index.ts';

// A file of its own: vitest gives each file fresh modules, so nothing here has installed it yet.
it('leaves LangChain’s run context alone when the runtime is imported: only a caller installs the light one', () => {
  const original = AsyncLocalStorageProviderSingleton.runWithConfig;
  expect(typeof runtime.installLightRunContext).toBe('function');
  expect((AsyncLocalStorageProviderSingleton as unknown as Record<symbol, unknown>)[Symbol.for('circular.light-run-context')]).toBeUndefined();
  runtime.installLightRunContext();
  expect(AsyncLocalStorageProviderSingleton.runWithConfig).not.toBe(original);
});
