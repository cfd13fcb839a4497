import { iso3166, type Alpha2 } from './iso-3166.ts';

const alpha3ToAlpha2Map = new Map<string, Alpha2>(
  Object.entries(iso3166).map(([alpha2, alpha3]) => [alpha3, alpha2 as Alpha2]),
);

/**
 * Codes ICAO 9303 Part 3 allows in the issuing-state and nationality fields besides ISO 3166
 * alpha-3, with the ISO country they belong to where there is one. Germany writes `D`.
 */
const icaoSpecialCodes: Readonly<Record<string, string | null>> = {
  D: 'DEU',
  GBD: 'GBR',
  GBN: 'GBR',
  GBO: 'GBR',
  GBP: 'GBR',
  GBS: 'GBR',
  RKS: null,
  XXK: null,
  EUE: null,
  UNO: null,
  UNA: null,
  UNK: null,
  XBA: null,
  XIM: null,
  XCC: null,
  XCE: null,
  XCO: null,
  XEC: null,
  XPO: null,
  XES: null,
  XOM: null,
  XDC: null,
  XXA: null,
  XXB: null,
  XXC: null,
  XXX: null,
};

/** ICAO's fictitious "Utopia", used only on specimens and test documents. */
export const icaoTestState = 'UTO';

export function isIsoAlpha3(code: string): boolean {
  return alpha3ToAlpha2Map.has(code);
}

export function isIsoAlpha2(code: string): code is Alpha2 {
  return Object.hasOwn(iso3166, code);
}

/** Whether a real issuer may write this code in an MRZ state or nationality field (fillers trimmed). */
export function isIcaoStateCode(code: string): boolean {
  return isIsoAlpha3(code) || Object.hasOwn(icaoSpecialCodes, code);
}

/**
 * The ISO alpha-3 country behind an MRZ state code (`D` → `DEU`, `GBD` → `GBR`), or null. Cards
 * issued before their state followed ICAO 9303 wrote the ISO alpha-2 code with a filler (`SI<` on
 * Slovenian identity cards): that names the country too, though it is no ICAO code.
 */
export function isoAlpha3OfStateCode(code: string): string | null {
  if (isIsoAlpha3(code)) return code;
  if (Object.hasOwn(icaoSpecialCodes, code)) return icaoSpecialCodes[code] ?? null;
  return code.length === 2 && code !== 'D' ? alpha2ToAlpha3(code) : null;
}

export function alpha3ToAlpha2(alpha3: string): Alpha2 | null {
  return alpha3ToAlpha2Map.get(alpha3) ?? null;
}

export function alpha2ToAlpha3(alpha2: string): string | null {
  return isIsoAlpha2(alpha2) ? iso3166[alpha2] : null;
}
