const weights = [7, 3, 1] as const;

/** The ICAO 9303 check digit (Part 3 §4.9: digits as themselves, A=10…Z=35, `<`=0, weights 7-3-1, modulus 10). */
export function checkDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const value = char === '<' ? 0 : /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    if (!(value >= 0 && value <= 35)) throw new RangeError(`not an MRZ character: ${JSON.stringify(char)}`);
    sum += value * (weights[i % 3] as number);
  }
  return String(sum % 10);
}
