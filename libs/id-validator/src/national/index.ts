export {
  alpha2ToAlpha3,
  alpha3ToAlpha2,
  icaoTestState,
  isIcaoStateCode,
  isIsoAlpha2,
  isIsoAlpha3,
  isoAlpha3OfStateCode,
} from './country-codes.ts';
export { deSerialAlphabet, isDeSerialNumber } from './de-id-serial.ts';
export { esControlLetter, parseEsIdentityNumber, type EsIdentityNumber } from './es-dni.ts';
export { iso3166, type Alpha2 } from './iso-3166.ts';
export {
  composePtCitizenCardNumber,
  normalisePtCitizenCardNumber,
  parsePtCitizenCardNumber,
  ptCivilCheckDigit,
  ptDocumentCheckDigit,
  type PtCitizenCardNumber,
} from './pt-citizen-card.ts';
