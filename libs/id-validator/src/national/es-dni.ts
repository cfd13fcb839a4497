/** Control letters of the Spanish DNI/NIE, indexed by the number modulo 23 (Real Decreto 1553/2005, Orden INT/2058/2008). */
const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** NIE numbers begin with X, Y or Z, which count as 0, 1 and 2 in the modulo. */
const niePrefix: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

export interface EsIdentityNumber {
  /** Normalised: uppercase, no spaces, dashes or dots. */
  number: string;
  kind: 'dni' | 'nie';
  valid: boolean;
}

/** The control letter for an 8-digit DNI number (or a NIE with its X/Y/Z prefix). */
export function esControlLetter(digits: string): string {
  const numeric = digits.replace(/^[XYZ]/, (prefix) => niePrefix[prefix] as string);
  return controlLetters[Number(numeric) % 23] as string;
}

/** Checks a DNI (`12345678Z`) or NIE (`X1234567L`); null when it does not have either shape. */
export function parseEsIdentityNumber(input: string): EsIdentityNumber | null {
  const number = input.replace(/[\s.-]+/g, '').toUpperCase();
  const match = /^([0-9]{8}|[XYZ][0-9]{7})([A-Z])$/.exec(number);
  if (!match) return null;
  const [, digits, letter] = match as unknown as [string, string, string];
  return { number, kind: /^[XYZ]/.test(digits) ? 'nie' : 'dni', valid: esControlLetter(digits) === letter };
}
