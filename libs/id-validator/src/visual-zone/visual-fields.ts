import { editDistance } from '../edit-distance.ts';
import type { OcrLine } from '../ocr/engine/tesseract-pool.ts';
import { normaliseName } from '../person-name.ts';
import { printedDates } from './printed-dates.ts';

/** What the visual zone (the printed front) says, as far as it could be read. */
export interface VisualZoneReading {
  number?: string | null;
  surname?: string | null;
  givenNames?: string | null;
  /** `YYYY-MM-DD` */
  expiry?: string | null;
  /** `YYYY-MM-DD` */
  birthDate?: string | null;
}

type Field = 'surname' | 'givenNames' | 'birthDate' | 'number' | 'expiry';

/**
 * Words of the field captions, uppercase without diacritics. ICAO 9303 Part 3 has every visual
 * zone caption printed in English (or French or Spanish) beside the national language, so the
 * English words find fields on any issuer's document; the national ones (every EU language written
 * in Latin letters for the names) help when OCR garbles the English.
 */
const captionWords: Readonly<Record<Exclude<Field, 'number'>, readonly string[]>> = {
  surname: [
    'SURNAME', 'SURNAMES', 'APELIDO', 'APELIDOS', 'APELLIDOS', 'NOM', 'NUME', 'NACHNAME', 'FAMILIENNAME', 'COGNOME',
    // The EU's other languages: NL, PL, CS, SK, HU, SL, HR, LT, LV, ET, FI, SV, DA, NO, MT, GA.
    'ACHTERNAAM', 'NAZWISKO', 'PRIJMENI', 'PRIEZVISKO', 'VEZETEKNEV', 'CSALADI', 'PRIIMEK', 'PREZIME', 'PAVARDE', 'UZVARDS',
    'PEREKONNANIMI', 'SUKUNIMI', 'EFTERNAMN', 'EFTERNAVN', 'ETTERNAVN', 'KUNJOM', 'SLOINNE',
  ],
  givenNames: [
    'GIVEN', 'FORENAMES', 'VORNAMEN', 'VORNAME', 'NOMBRE', 'NOMBRES', 'PRENOMS', 'PRENOM', 'PRENUME', 'NOME', 'NOMES', 'NOMI',
    'VOORNAMEN', 'IMIONA', 'JMENO', 'JMENA', 'MENO', 'UTONEV', 'UTONEVEK', 'VARDAS', 'VARDAI', 'VARDS', 'VARDI', 'EESNIMED',
    'ETUNIMET', 'FORNAMN', 'FORNAVN', 'FORNAVNE', 'CEADAINM',
  ],
  birthDate: ['BIRTH', 'NASCIMENTO', 'NACIMIENTO', 'GEBURTSTAG', 'GEBURTSDATUM', 'NAISSANCE', 'NASTERII'],
  expiry: ['EXPIRY', 'EXPIRATION', 'VALIDADE', 'VALIDO', 'GULTIG', 'VALIDITE', 'EXPIRARE', 'VALABILITATE', 'SCADENZA'],
};
/** A number caption is a word for the document with a word for "number" (`DOCUMENT No.`, `PASS-NR.`). */
const documentWords = ['DOCUMENT', 'DOCUMENTO', 'PASSPORT', 'PASSEPORT', 'PASAPORTE', 'PASSAPORTE', 'PASS', 'SOPORTE', 'SERIA', 'CARD', 'CARTE'];
const numberWords = ['NO', 'N', 'NR', 'NUM', 'NUMBER', 'NUMERO', 'NUMMER', 'NUMAR'];
const numberCaptionWords = ['DOKUMENTNUMMER', 'PASSNUMMER'];

/**
 * Reads the holder's fields from the visual zone as OCR gave it: each caption (`SURNAME`,
 * `DATE OF EXPIRY`, …) is found by its words, tolerating one misread letter in long words, and
 * its value is the line printed under it. Dates nobody labelled are not lost: with three dates or
 * more on the page (birth, issue, expiry), the earliest is taken as the birth date and the latest
 * as the expiry when their captions were not read; two could be any two of those, so they are not
 * assigned (an issue date taken for a birth date would make the sides seem to differ). A field left
 * out was not read, which says nothing against the document.
 */
export function visualFields(lines: readonly OcrLine[]): VisualZoneReading {
  const boxed = lines.map(withBox).filter((line) => line.text.trim() !== '');
  const reading: VisualZoneReading = {};
  const used = new Set<number>();
  boxed.forEach((line, index) => {
    const field = captionOf(line.text);
    if (!field || reading[field] != null) return;
    const valueIndex = valueLineOf(boxed, index);
    if (valueIndex === null || used.has(valueIndex)) return;
    const value = valueOf(field, (boxed[valueIndex] as BoxedLine).text);
    if (value === null) return;
    used.add(valueIndex);
    reading[field] = value;
  });
  const dates = [...new Set(boxed.flatMap((line) => printedDates(line.text)))].sort();
  if (dates.length >= 3) {
    reading.birthDate ??= dates[0] as string;
    reading.expiry ??= dates.at(-1) as string;
  }
  return reading;
}

interface BoxedLine {
  text: string;
  /** Null when the OCR gave no symbol boxes. */
  box: { left: number; top: number; right: number; bottom: number } | null;
}

function withBox(line: OcrLine): BoxedLine {
  if (line.symbols.length === 0) return { text: line.text, box: null };
  return {
    text: line.text,
    box: {
      left: Math.min(...line.symbols.map((s) => s.x0)),
      top: Math.min(...line.symbols.map((s) => s.y0)),
      right: Math.max(...line.symbols.map((s) => s.x1)),
      bottom: Math.max(...line.symbols.map((s) => s.y1)),
    },
  };
}

function wordsOf(text: string): string[] {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
}

/** The field a caption line names, or null when it is no caption (a value, a title). */
export function captionOf(text: string): Field | null {
  const words = wordsOf(text);
  const has = (candidates: readonly string[]) => words.some((word) => candidates.some((candidate) => sameWord(word, candidate)));
  // Checked in this order because captions share words: `NAME / SURNAME` is the surname,
  // `NOMBRE / NAME` the given names, `DATE OF EXPIRY` is no birth date.
  if (has(captionWords.surname)) return 'surname';
  if (has(captionWords.givenNames)) return 'givenNames';
  if (has(captionWords.expiry)) return 'expiry';
  if (has(captionWords.birthDate)) return 'birthDate';
  if (has(numberCaptionWords) || (has(documentWords) && words.some((word) => numberWords.includes(word)))) return 'number';
  return null;
}

/** Equal, or for words of six letters or more one letter apart (`EXPINY`, `SUBNAME`). */
function sameWord(word: string, caption: string): boolean {
  if (word === caption) return true;
  if (caption.length < 6 || Math.abs(word.length - caption.length) > 1) return false;
  return editDistance(word, caption) <= 1;
}

/**
 * The line printed under a caption: the next line down that starts within the caption's width,
 * no further below than about two caption heights. Without boxes, the line after it.
 */
function valueLineOf(lines: readonly BoxedLine[], captionIndex: number): number | null {
  const caption = lines[captionIndex] as BoxedLine;
  const next = captionIndex + 1 < lines.length ? captionIndex + 1 : null;
  if (!caption.box) return next !== null && captionOf((lines[next] as BoxedLine).text) === null ? next : null;
  const { left, right, bottom, top } = caption.box;
  const height = Math.max(1, bottom - top);
  let best: { index: number; gap: number } | null = null;
  lines.forEach((line, index) => {
    if (!line.box || index === captionIndex || captionOf(line.text) !== null) return;
    const gap = line.box.top - bottom;
    const below = gap > -height / 2 && gap < 2.5 * height;
    const aligned = line.box.left < right && line.box.right > left - height;
    if (below && aligned && (!best || gap < best.gap)) best = { index, gap };
  });
  return (best as { index: number } | null)?.index ?? null;
}

function valueOf(field: Field, text: string): string | null {
  switch (field) {
    case 'surname':
    case 'givenNames': {
      const tokens = normaliseName(text).split(' ').filter((token) => /^[A-Z]+$/.test(token));
      // A lone letter at either end is a stray mark beside the name, not an initial.
      while (tokens.length > 0 && (tokens[0] as string).length === 1) tokens.shift();
      while (tokens.length > 0 && (tokens.at(-1) as string).length === 1) tokens.pop();
      return tokens.length > 0 ? tokens.join(' ') : null;
    }
    case 'birthDate':
    case 'expiry':
      return printedDates(text)[0] ?? null;
    case 'number': {
      const groups = text.toUpperCase().split(/\s+/).map((group) => group.replace(/[^A-Z0-9]/g, '')).filter((group) => group !== '');
      const number = groups.join('');
      return number.length >= 5 ? number : null;
    }
  }
}
