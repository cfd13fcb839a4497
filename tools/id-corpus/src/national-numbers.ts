/** Characters of German identity-card serial numbers (vowels, B, D, Q, S left out so none looks like a digit). */
export const deSerialAlphabet = '0123456789CFGHJKLMNPRTVWXYZ';

/** The control letter of an 8-digit Spanish DNI number (Real Decreto 1553/2005): its value modulo 23. */
export function esControlLetter(digits: string): string {
  return 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(digits) % 23] as string;
}

/**
 * A valid Portuguese Cartão de Cidadão number `DDDDDDDD C AA T` ("Validação de Número de Documento
 * do Cartão de Cidadão", AMA, 2009): civil number, its mod-11 check digit (0 standing for 10),
 * card version, and a Luhn-style check digit over the twelve characters (A=10…Z=35).
 */
export function composePtCitizenCardNumber({ civilNumber, version = 'ZZ' }: { civilNumber: string; version?: string }): string {
  if (!/^[0-9]{8}$/.test(civilNumber) || !/^[A-Z0-9]{2}$/.test(version)) {
    throw new RangeError('civil number must be 8 digits and version 2 characters A–Z/0–9');
  }
  let civilSum = 0;
  for (let i = 0; i < 8; i++) civilSum += Number(civilNumber[i]) * (9 - i);
  const civilCheck = (11 - (civilSum % 11)) % 11;
  const eleven = `${civilNumber}${civilCheck === 10 ? 0 : civilCheck}${version}`;
  for (let check = 0; check <= 9; check++) {
    if (luhnSum(`${eleven}${check}`) % 10 === 0) return `${eleven}${check}`;
  }
  throw new RangeError(`no check digit completes ${eleven}`);
}

function luhnSum(text: string): number {
  let sum = 0;
  for (let i = text.length - 1, doubled = false; i >= 0; i--, doubled = !doubled) {
    const char = text[i] as string;
    let value = /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    if (doubled) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum;
}
