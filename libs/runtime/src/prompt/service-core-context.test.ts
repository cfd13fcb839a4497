import { describe, expect, it } from 'vitest';
import { serviceCoreContextLine } from './service-core-context.ts';

describe('serviceCoreContextLine', () => {
  it('states the business context the request sent', () => {
    expect(serviceCoreContextLine('Loja de telemóveis recondicionados $&')).toBe('Business context: Loja de telemóveis recondicionados $&');
  });

  it('is an empty line when the request sent none', () => {
    expect(serviceCoreContextLine(undefined)).toBe('');
    expect(serviceCoreContextLine('')).toBe('');
  });
});
