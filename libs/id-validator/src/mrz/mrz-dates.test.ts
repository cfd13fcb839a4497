import { describe, expect, it } from 'vitest';
import { resolveMrzDate } from './mrz-dates.ts';

const today = new Date('2026-11-21T12:00:00Z');

describe('resolveMrzDate', () => {
  it('puts a birth date in the past', () => {
    expect(resolveMrzDate('740812', { kind: 'birth', today })).toBe('1974-08-12');
    expect(resolveMrzDate('100101', { kind: 'birth', today })).toBe('2010-01-01');
  });

  it('reads a birth later this year as a century ago', () => {
    expect(resolveMrzDate('261120', { kind: 'birth', today })).toBe('2026-11-20');
    expect(resolveMrzDate('261122', { kind: 'birth', today })).toBe('1926-11-22');
  });

  it('allows an expiry up to twenty years ahead', () => {
    expect(resolveMrzDate('340529', { kind: 'expiry', today })).toBe('2034-05-29');
    expect(resolveMrzDate('461231', { kind: 'expiry', today })).toBe('2046-12-31');
    expect(resolveMrzDate('470101', { kind: 'expiry', today })).toBe('1947-01-01');
  });

  it('reads the ICAO specimen expiry 120415 as an expired 2012 date', () => {
    expect(resolveMrzDate('120415', { kind: 'expiry', today })).toBe('2012-04-15');
  });

  it('puts an issue date in the past', () => {
    expect(resolveMrzDate('250301', { kind: 'issue', today })).toBe('2025-03-01');
  });

  it('returns null for impossible or unreadable dates', () => {
    expect(resolveMrzDate('740230', { kind: 'birth', today })).toBeNull();
    expect(resolveMrzDate('741312', { kind: 'expiry', today })).toBeNull();
    expect(resolveMrzDate('74O812', { kind: 'birth', today })).toBeNull();
    expect(resolveMrzDate('74<<<<', { kind: 'birth', today })).toBeNull();
  });
});
