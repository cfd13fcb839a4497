/**
 * Characters of the serial number (document number) of German identity cards and passports
 * issued since November 2010: digits and the consonants below. No vowels and no B, D, Q, S, so
 * an `O`, `I`, `B` or `S` read there can only be a misread 0, 1, 8 or 5.
 */
export const deSerialAlphabet = '0123456789CFGHJKLMNPRTVWXYZ';

/** Whether a 9-character German document serial number uses only the allowed alphabet. */
export function isDeSerialNumber(value: string): boolean {
  return value.length === 9 && [...value].every((char) => deSerialAlphabet.includes(char));
}
