const weights = [7, 3, 1] as const;

/** Value of one MRZ character in check-digit arithmetic (ICAO 9303 Part 3 §4.9): digits as themselves, A=10…Z=35, `<`=0. */
export function mrzCharValue(char: string): number {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 48 && code <= 57) return code - 48;
  if (char.length === 1 && code >= 65 && code <= 90) return code - 55;
  throw new RangeError(`not an MRZ character: ${JSON.stringify(char)}`);
}

/** The ICAO 9303 check digit (weights 7-3-1, modulus 10) of `text`. */
export function computeCheckDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += mrzCharValue(text[i] as string) * (weights[i % 3] as number);
  return sum % 10;
}

/** Whether `digit` is the check digit of `text`; a non-digit (e.g. a misread `O`) is never valid. */
export function isCheckDigitValid(text: string, digit: string): boolean {
  return /^[0-9]$/.test(digit) && computeCheckDigit(text) === Number(digit);
}
