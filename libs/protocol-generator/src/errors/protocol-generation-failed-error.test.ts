import { ServiceError } from '@circular/runtime';
import { describe, expect, it, vi } from 'vitest';
import { ProtocolGenerationFailedError } from './protocol-generation-failed-error.ts';

describe('ProtocolGenerationFailedError.isInstance', () => {
  it('recognises one built by another copy of the package, where instanceof does not', async () => {
    vi.resetModules();
    const copy = await import('./protocol-generation-failed-error.ts');
    const foreign = new copy.ProtocolGenerationFailedError('lamps', ['no question']);
    expect(foreign instanceof ProtocolGenerationFailedError).toBe(false);
    expect(ProtocolGenerationFailedError.isInstance(foreign)).toBe(true);
  });

  it('refuses other service errors', () => {
    expect(ProtocolGenerationFailedError.isInstance(new ServiceError('example', 500, 'Example'))).toBe(false);
    expect(ServiceError.isInstance(new ProtocolGenerationFailedError('lamps', ['no question']))).toBe(true);
  });
});
