export { luhnCheckDigit, luhnSum, passesLuhn } from './luhn.ts';
export { mod11CheckDigit } from './mod-11.ts';
