import type { ParsedMrz } from './mrz/parse-mrz.ts';
import { icaoTestState } from './national/country-codes.ts';
import { parseEsIdentityNumber } from './national/es-dni.ts';
import { normaliseName } from './person-name.ts';

/** Words printed across specimens, after diacritics are dropped (SPÉCIMEN, ESPÉCIME, MUSTER, MUESTRA, CAMPIONE). */
const specimenWords = ['SPECIMEN', 'ESPECIME', 'ESPECIMEN', 'MUSTER', 'MUESTRA', 'CAMPIONE'];

/** Holders of published specimens: surname, and given names when the specimen is known by both. */
const specimenHolders: ReadonlyArray<{ surname: string; givenNames?: string }> = [
  { surname: 'ERIKSSON', givenNames: 'ANNA MARIA' }, // ICAO 9303
  { surname: 'STEVENSON', givenNames: 'PETER JOHN' }, // ICAO 9303
  { surname: 'MUSTERMANN' }, // Germany
  { surname: 'MUSTERFRAU' }, // Austria
  { surname: 'ESPANOLA ESPANOLA', givenNames: 'CARMEN' }, // Spain, DNIe
  { surname: 'TRAVELER', givenNames: 'HAPPY' }, // United States
  { surname: 'SPECIMEN' }, // United Kingdom and others
];

/** Document numbers of published specimens. */
const specimenNumbers = new Set(['L898902C3', 'D23145890', 'D23145890734', 'T22000129', 'BAA000589']);

export interface SpecimenFinding {
  specimen: boolean;
  /** What gave it away, e.g. `word SPECIMEN`, `issuing state UTO`, `specimen holder MUSTERMANN ERIKA`. */
  evidence: string[];
}

/**
 * Looks for the marks of a specimen: the word printed across it (in any text read from the
 * images), ICAO's test state, or the identity or number of a published specimen.
 */
export function detectSpecimen({ texts = [], mrz = null }: { texts?: readonly string[]; mrz?: ParsedMrz | null }): SpecimenFinding {
  const evidence: string[] = [];
  const words = new Set(texts.flatMap((text) => normaliseName(text).split(' ')));
  for (const word of specimenWords) if (words.has(word)) evidence.push(`word ${word}`);
  if (mrz) {
    if (mrz.issuingState === icaoTestState || mrz.nationality === icaoTestState) evidence.push(`issuing state ${icaoTestState}`);
    const holder = specimenHolders.find(
      (h) => h.surname === mrz.surname && (h.givenNames === undefined || h.givenNames === mrz.givenNames),
    );
    if (holder) evidence.push(`specimen holder ${`${mrz.surname} ${mrz.givenNames}`.trim()}`);
    if (specimenNumbers.has(mrz.documentNumber)) evidence.push(`specimen number ${mrz.documentNumber}`);
    const spanishNumber = mrz.optionalData[0] ? parseEsIdentityNumber(mrz.optionalData[0]) : null;
    if (spanishNumber?.number === '99999999R') evidence.push('specimen number 99999999R');
    for (const word of specimenWords) {
      if (mrz.surname.split(' ').includes(word) && !evidence.includes(`word ${word}`)) evidence.push(`word ${word}`);
    }
  }
  return { specimen: evidence.length > 0, evidence };
}
