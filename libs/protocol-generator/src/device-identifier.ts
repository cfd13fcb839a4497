import { luhnCheckDigit } from '@circular/runtime';

/** A device identifier as a grader reads it: an IMEI (15 digits, the last its Luhn check digit, as 3GPP TS 23.003 defines it) or a serial number. */
export type DeviceIdentifier = { kind: 'imei'; value: string } | { kind: 'serial'; value: string };

/** Spaces, dashes, dots and slashes are how IMEIs are printed and read aloud; they are not part of it. */
const separators = /[\s./-]+/g;

/**
 * Reads an answer as an IMEI or a serial number, or says why it is neither: all digits must be
 * 15 and pass the Luhn check (a single mistyped digit always fails it); anything else is a serial
 * number of 8–20 letters and digits with at least one letter.
 */
export function readDeviceIdentifier(answer: string): DeviceIdentifier | { problem: string } {
  const value = answer.replace(separators, '').toUpperCase();
  if (/^\d+$/.test(value)) {
    if (value.length !== 15) return { problem: `must be an IMEI of 15 digits, not ${value.length} (dial *#06# to show it)` };
    if (luhnCheckDigit(value.slice(0, 14)) !== Number(value[14])) return { problem: 'is not a valid IMEI: its check digit does not match (a digit is probably mistyped; dial *#06# to show it)' };
    return { kind: 'imei', value };
  }
  if (/^[A-Z0-9]{8,20}$/.test(value) && /[A-Z]/.test(value)) return { kind: 'serial', value };
  return { problem: 'must be an IMEI (15 digits) or a serial number (8–20 letters and digits)' };
}
