import { luhnSum, mod11CheckDigit } from '@circular/runtime';

/**
 * Portuguese Cartão de Cidadão document number `DDDDDDDD C AA T`: the 8-digit civil
 * identification number, its check digit C (the old Bilhete de Identidade rule), the 2-character
 * card version (`ZZ` for the first card, then `ZY`, …) and the check digit T over all twelve
 * characters ("Validação de Número de Documento do Cartão de Cidadão", AMA, v1.0, 2009).
 */
export interface PtCitizenCardNumber {
  /** The 12 characters without spaces, uppercase. */
  number: string;
  civilNumber: string;
  civilCheckValid: boolean;
  version: string;
  documentCheckValid: boolean;
  valid: boolean;
}

const shape = /^([0-9]{8})([0-9])([A-Z0-9]{2})([0-9])$/;

/**
 * The civil number's check digit: weights 9…2, completing the sum to a multiple of 11. Where the
 * rule asks for 10 the Bilhete de Identidade printed 0, so 0 stands for both 0 and 10 (a known
 * flaw of the old scheme, kept by the card).
 */
export function ptCivilCheckDigit(civilNumber: string): string {
  return String(mod11CheckDigit(civilNumber));
}

function charValue(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/** The Luhn sum over the 12 characters, letters as their values (A=10…Z=35). */
function documentSum(twelve: string): number {
  return luhnSum(Array.from(twelve, charValue));
}

/** The final check digit T for the first eleven characters. */
export function ptDocumentCheckDigit(firstEleven: string): string {
  return String((10 - (documentSum(`${firstEleven}0`) % 10)) % 10);
}

/** Removes spaces, dashes and dots and uppercases, as people write the number (`00766666 7 ZZ0`). */
export function normalisePtCitizenCardNumber(input: string): string {
  return input.replace(/[\s.-]+/g, '').toUpperCase();
}

/** Checks a Cartão de Cidadão number; null when it does not even have the shape. */
export function parsePtCitizenCardNumber(input: string): PtCitizenCardNumber | null {
  const number = normalisePtCitizenCardNumber(input);
  const match = shape.exec(number);
  if (!match) return null;
  const [, civilNumber, civilCheck, version] = match as unknown as [string, string, string, string, string];
  const civilCheckValid = ptCivilCheckDigit(civilNumber) === civilCheck;
  const documentCheckValid = documentSum(number) % 10 === 0;
  return {
    number,
    civilNumber,
    civilCheckValid,
    version,
    documentCheckValid,
    valid: civilCheckValid && documentCheckValid,
  };
}

/** Builds a valid number from a civil number and card version; used to generate test documents. */
export function composePtCitizenCardNumber({ civilNumber, version = 'ZZ' }: { civilNumber: string; version?: string }): string {
  if (!/^[0-9]{8}$/.test(civilNumber) || !/^[A-Z0-9]{2}$/.test(version)) {
    throw new RangeError('civil number must be 8 digits and version 2 characters A–Z/0–9');
  }
  const eleven = `${civilNumber}${ptCivilCheckDigit(civilNumber)}${version}`;
  return `${eleven}${ptDocumentCheckDigit(eleven)}`;
}
