import { describe, expect, it } from 'vitest';
import { defaultPorts } from './default-ports.ts';

describe('defaultPorts', () => {
  it('gives every server its own port, so all of them run side by side', () => {
    const ports = Object.values(defaultPorts);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
