import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@circular/runtime';
import { readDeviceIdentifier } from './device-identifier.ts';

/** A deterministic stream of 14-digit IMEI bodies (TAC + serial), so a failure can be replayed. */
function* bodies(count: number) {
  let seed = 20261124;
  for (let n = 0; n < count; n++) {
    let body = '';
    for (let digit = 0; digit < 14; digit++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      body += String(Math.floor((seed / 2 ** 31) * 10));
    }
    yield body;
  }
}

describe('readDeviceIdentifier', () => {
  it('accepts an IMEI whose last digit is its Luhn check digit, printed with or without separators', () => {
    // The IMEI printed in 3GPP-style examples: TAC 49015420, serial 323751, check digit 8.
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(readDeviceIdentifier('49-015420-323751-8')).toEqual({ kind: 'imei', value: '490154203237518' });
    expect(readDeviceIdentifier(' 490154 203237 518 ')).toEqual({ kind: 'imei', value: '490154203237518' });
  });

  it('refuses every single mistyped digit of 500 IMEIs, with the reason', () => {
    for (const body of bodies(500)) {
      const imei = body + luhnCheckDigit(body);
      expect(readDeviceIdentifier(imei)).toEqual({ kind: 'imei', value: imei });
      for (let at = 0; at < 15; at++) {
        const wrong = imei.slice(0, at) + String((Number(imei[at]) + 1 + (at % 9)) % 10) + imei.slice(at + 1);
        expect(readDeviceIdentifier(wrong)).toEqual({ problem: expect.stringMatching(/^is not a valid IMEI: its check digit does not match/) });
      }
    }
  });

  it('says how many digits an IMEI has when the count is wrong', () => {
    expect(readDeviceIdentifier('49015420323751')).toEqual({ problem: expect.stringMatching(/^must be an IMEI of 15 digits, not 14/) });
  });

  it('takes letters and digits as a serial number, and refuses what is neither', () => {
    expect(readDeviceIdentifier('f2lx-k1abc9')).toEqual({ kind: 'serial', value: 'F2LXK1ABC9' });
    expect(readDeviceIdentifier('my phone')).toEqual({ problem: expect.stringMatching(/^must be an IMEI \(15 digits\) or a serial number/) });
    expect(readDeviceIdentifier('AB12')).toHaveProperty('problem');
  });
});
