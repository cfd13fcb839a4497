import { InvalidRequestError } from '@circular/runtime';
import { normaliseDocumentNumber } from './document-number.ts';
import type { ParsedMrz } from './mrz/parse-mrz.ts';
import { alpha3ToAlpha2, isIsoAlpha2, isoAlpha3OfStateCode } from './national/country-codes.ts';

/** `passport`; `id` national identity card; `rp` residence permit; `dl` driving licence (docs/ARCHITECTURE.md §2). */
export type DocumentKind = 'passport' | 'id' | 'rp' | 'dl';

export const documentKinds: readonly DocumentKind[] = ['passport', 'id', 'rp', 'dl'];

/** One accepted type of a request's `doc_type` list; `country` is ISO alpha-2 or `*` for any. */
export interface DocTypePattern {
  kind: DocumentKind;
  country: string;
}

/** A document as detected: its kind and issuing state (ISO alpha-3, or the ICAO code when it has none). */
export interface DetectedDocument {
  kind: DocumentKind;
  country: string;
}

const docTypeShape = /^([a-z]+)(?:-([a-z]{2}|\*))?$/i;

/**
 * Parses `doc_type`, a comma-separated list such as `passport, id-PT, rp-*`. Case and spaces are
 * forgiven; `passport` alone means a passport of any country (`passport-PT` narrows it).
 * @throws InvalidRequestError naming each unknown type, or an empty list.
 */
export function parseDocTypeList(value: string, { pointer = '/agent_specific/doc_type' }: { pointer?: string } = {}): DocTypePattern[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) {
    throw new InvalidRequestError([{ pointer, message: 'must list at least one document type, e.g. "passport,id-PT"' }]);
  }
  const unknown: string[] = [];
  const patterns: DocTypePattern[] = [];
  for (const entry of entries) {
    const pattern = parseDocType(entry);
    if (pattern) patterns.push(pattern);
    else unknown.push(entry);
  }
  if (unknown.length > 0) {
    throw new InvalidRequestError(
      unknown.map((entry) => ({
        pointer,
        message: `unknown document type "${entry}": use passport, or <kind>-<country> with kind id, rp or dl and an ISO 3166 alpha-2 country or * (e.g. id-PT, id-*)`,
      })),
    );
  }
  return patterns;
}

function parseDocType(entry: string): DocTypePattern | null {
  const match = docTypeShape.exec(entry);
  if (!match) return null;
  const kind = (match[1] as string).toLowerCase() as DocumentKind;
  const country = match[2]?.toUpperCase();
  if (!documentKinds.includes(kind)) return null;
  if (country === undefined) return kind === 'passport' ? { kind, country: '*' } : null;
  if (country !== '*' && !isIsoAlpha2(country)) return null;
  return { kind, country };
}

/** Whether a detected document is one of the accepted types. */
export function matchesDocType(patterns: readonly DocTypePattern[], document: DetectedDocument): boolean {
  const alpha2 = alpha3ToAlpha2(document.country);
  return patterns.some((p) => p.kind === document.kind && (p.country === '*' || p.country === alpha2));
}

/** The response's `doc_type`: `passport` for any passport, else `<kind>-<alpha-2>` (`id-PT`). */
export function canonicalDocType(document: DetectedDocument): string {
  if (document.kind === 'passport') return 'passport';
  return `${document.kind}-${alpha3ToAlpha2(document.country) ?? document.country}`;
}

/** `<kind>_<ISO alpha-3>_<number>` (docs/ARCHITECTURE.md §2), e.g. `passport_PRT_CB1234567`, `id_PRT_007666667ZZ0`. */
export function itemId({ kind, country, number }: DetectedDocument & { number: string }): string {
  return `${kind}_${country}_${normaliseDocumentNumber(number)}`;
}

/**
 * What an MRZ says the document is. `P…` on a passport booklet (TD3) is a passport; `I`, `A`, `C`
 * cards are identity cards unless the second letter is `R`, which EU residence permits use
 * (`IR`, `AR`). MRZs carry no driving licences.
 */
export function detectDocumentFromMrz(mrz: Pick<ParsedMrz, 'documentCode' | 'issuingState'>): DetectedDocument {
  const code = mrz.documentCode;
  const kind: DocumentKind = code.startsWith('P') ? 'passport' : /^[IAC]R$/.test(code) ? 'rp' : 'id';
  return { kind, country: isoAlpha3OfStateCode(mrz.issuingState) ?? mrz.issuingState };
}
