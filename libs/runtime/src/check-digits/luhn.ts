/**
 * The Luhn check (ISO/IEC 7812-1, annex B): read from the right, every second value — starting
 * with the one left of the check digit — is doubled, less 9 when the double is above 9, and the
 * whole sum must be a multiple of 10. Payment cards, IMEIs (3GPP TS 23.003), France's SIREN and
 * SIRET and Italy's partita IVA use it over digits; Portugal's Cartão de Cidadão uses it over
 * letters too, each given as its value (A=10…Z=35), so the sum takes values rather than text.
 */
export function luhnSum(values: readonly number[]): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < values.length; fromRight++) {
    const value = values[values.length - 1 - fromRight] as number;
    const doubled = value * 2;
    sum += fromRight % 2 === 1 ? (doubled > 9 ? doubled - 9 : doubled) : value;
  }
  return sum;
}

const digitValues = (digits: string) => Array.from(digits, Number);

/** Whether a string of digits, its check digit last, passes the Luhn check. */
export function passesLuhn(digits: string): boolean {
  return luhnSum(digitValues(digits)) % 10 === 0;
}

/** The Luhn check digit to append to a string of digits. */
export function luhnCheckDigit(digits: string): number {
  // Appending a 0 puts each digit where it will stand once the check digit follows it.
  return (10 - (luhnSum([...digitValues(digits), 0]) % 10)) % 10;
}
