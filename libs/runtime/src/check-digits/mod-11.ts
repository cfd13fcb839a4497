/**
 * The modulus 11 check digit over weights from the length plus one down to 2 (nine digits: 10…2;
 * eight: 9…2), the digit that completes the weighted sum to a multiple of 11. Where that needs 10
 * the digit is 0, as Portugal writes it in the NIF (tax number) and in the civil identification
 * number of the Bilhete de Identidade and Cartão de Cidadão; schemes that write 10 as X (ISBN-10)
 * or never issue such numbers are not this one.
 */
export function mod11CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const needed = (11 - (sum % 11)) % 11;
  return needed === 10 ? 0 : needed;
}
