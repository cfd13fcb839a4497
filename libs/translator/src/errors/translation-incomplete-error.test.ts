import { ServiceError } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import { TranslationIncompleteError } from './translation-incomplete-error.ts';

describe('TranslationIncompleteError.isInstance', () => {
  it('recognises one built by another copy of the package, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('./translation-incomplete-error.ts');
    const foreign = new copy.TranslationIncompleteError([{ target_locale: 'fr', key: 'title', rule: 'placeholder', reason: 'missing placeholder %{count}' }], { attempts: 2 });
    expect(foreign instanceof TranslationIncompleteError).toBe(false);
    expect(TranslationIncompleteError.isInstance(foreign)).toBe(true);
  });

  it('refuses other service errors', () => {
    expect(TranslationIncompleteError.isInstance(new ServiceError('example', 500, 'Example'))).toBe(false);
    expect(ServiceError.isInstance(new TranslationIncompleteError([{ target_locale: 'fr', key: 'title', rule: 'placeholder', reason: 'missing placeholder %{count}' }], { attempts: 2 }))).toBe(true);
  });
});
