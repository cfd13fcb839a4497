import { editDistance } from '../edit-distance.ts';
import type { ParsedMrz } from '../mrz/parse-mrz.ts';
import { icaoTestState } from '../national/country-codes.ts';
import { parseEsIdentityNumber } from '../national/es-dni.ts';
import type { LexiconWord, PageWord } from '../ocr/engine/word-reader.ts';

/**
 * The word for "specimen" as printed across specimens in the EU's languages and ICAO's, folded
 * like OCR text is (upper case, diacritics dropped, Ø as O): SPECIMEN, SPÉCIMEN (FR), ESPÉCIME (PT),
 * ESPÉCIMEN/MUESTRA (ES), MUSTER (DE), CAMPIONE (IT), MODELO (PT/ES), MONSTER (NL), VZOR (CS/SK),
 * VZOREC (SL), WZÓR (PL), MINTA (HU), PARAUGS (LV), PAVYZDYS (LT), NÄIDIS (ET), NÄYTE/MALLI (FI),
 * PROV (SV), PRØVE (DA/NO), EKSEMPLAR (DA/NO), SÝNISHORN (IS), UZORAK (HR), KAMPJUN (MT),
 * SAMPLA (GA), ΔΕΙΓΜΑ/ΥΠΟΔΕΙΓΜΑ (EL), ОБРАЗЕЦ (BG), AMOSTRA (PT), ESEMPLARE/FACSIMILE (IT), SAMPLE (EN),
 * VOORBEELD (NL), VOID (EN, on cancelled and sample documents), and of candidate and neighbouring
 * states whose documents are seen in the EU: NUMUNE (TR), ЗРАЗОК (UK).
 */
const specimenWords = [
  'SPECIMEN',
  'ESPECIME',
  'ESPECIMEN',
  'MUSTER',
  'MUESTRA',
  'CAMPIONE',
  'MODELO',
  'MONSTER',
  'VZOR',
  'VZOREC',
  'WZOR',
  'MINTA',
  'PARAUGS',
  'PAVYZDYS',
  'NAIDIS',
  'NAYTE',
  'MALLI',
  'PROV',
  'PROVE',
  'EKSEMPLAR',
  'SYNISHORN',
  'UZORAK',
  'KAMPJUN',
  'SAMPLA',
  'AMOSTRA',
  'ESEMPLARE',
  'FACSIMILE',
  'SAMPLE',
  'NUMUNE',
  'VOORBEELD',
  'VOID',
  'ΔΕΙΓΜΑ',
  'ΥΠΟΔΕΙΓΜΑ',
  'ОБРАЗЕЦ',
  'ЗРАЗОК',
];

const specimenWordSet: ReadonlySet<string> = new Set(specimenWords);

/**
 * "Not valid" as samples and cancelled documents are overprinted, in the EU's languages, folded
 * like the words: NÃO VÁLIDO (PT), NO VÁLIDO (ES), NON VALIDO (IT), NON VALABLE (FR), NIET GELDIG
 * (NL), UNGÜLTIG (DE), NEPLATNÝ/NEPLATNÉ (CS), NIEWAŻNY (PL), NEVALJAN (HR). English NOT VALID is
 * left out: passports print "not valid for travel to…" as an endorsement on real documents.
 */
const notValidPhrases = [
  ['NAO', 'VALIDO'],
  ['NO', 'VALIDO'],
  ['NON', 'VALIDO'],
  ['NON', 'VALABLE'],
  ['NIET', 'GELDIG'],
  ['UNGULTIG'],
  ['NEPLATNY'],
  ['NEPLATNE'],
  ['NIEWAZNY'],
  ['NEVALJAN'],
];

/**
 * How many letters a word read may differ from a specimen word (insertions, deletions,
 * substitutions) and still count: words of 7 letters or more one (`SPECIMFN`, `PAVYZDVS`), of 9
 * or more two (`QORBEELD`, `SYMSHORN`: a letter dropped or two run together, and one misread), as
 * a large word read at an angle often is. None is another word of the documents' languages so
 * close. Shorter words must be read exactly.
 */
function toleratedDifferences(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 7 ? 1 : 0;
}

/**
 * How many letters `read` differs from `word` when it may be that word misread
 * (`toleratedDifferences`), or null. Two differences count only where the lengths differ — a
 * letter lost or doubled, and one misread —: a word of the same length with two letters in place
 * misread (`ORPECIMEN` for ESPECIMEN) is as likely another word as the mark's.
 */
function misreadDistance(read: string, word: string): number | null {
  const tolerated = toleratedDifferences(word);
  if (tolerated === 0 || Math.abs(read.length - word.length) > tolerated) return null;
  const distance = editDistance(read, word);
  if (distance > tolerated || (distance === 2 && read.length === word.length)) return null;
  return distance;
}

/**
 * Holders of published specimens (ICAO 9303 and states' own specimens, as shown in PRADO and
 * issuers' publications): surname, and given names when the surname alone is a real family name.
 */
const specimenHolders: ReadonlyArray<{ surname: string; givenNames?: string }> = [
  { surname: 'ERIKSSON', givenNames: 'ANNA MARIA' }, // ICAO 9303
  { surname: 'STEVENSON', givenNames: 'PETER JOHN' }, // ICAO 9303
  { surname: 'MUSTERMANN' }, // Germany
  { surname: 'MUSTERFRAU' }, // Austria
  { surname: 'ESPANOLA ESPANOLA', givenNames: 'CARMEN' }, // Spain, DNIe
  { surname: 'TRAVELER', givenNames: 'HAPPY' }, // United States
  { surname: 'TRAVELER', givenNames: 'HAPPYPERSON' }, // United States
  { surname: 'SPECIMEN' }, // United Kingdom, Croatia and others
  { surname: 'UK SPECIMEN' }, // United Kingdom
  { surname: 'CITIZEN', givenNames: 'JANE' }, // Australia
  { surname: 'CITIZEN', givenNames: 'JOHN' }, // Australia
  { surname: 'DE BRUIJN', givenNames: 'WILLEKE LISELOTTE' }, // Netherlands
  { surname: 'MEULENDIJK', givenNames: 'LOES ALBERTINE' }, // Netherlands
  { surname: 'VIRTANEN', givenNames: 'MARIA OLIVIA' }, // Finland
  { surname: 'KOWALSKA', givenNames: 'ANNA' }, // Poland
  { surname: 'BASANAVICIENE', givenNames: 'BIRUTE' }, // Lithuania
  { surname: 'MARTIN', givenNames: 'MAELIS GAELLE MARIE' }, // France, 2021 identity card
  { surname: 'MARTIN', givenNames: 'SARAH' }, // Canada
  { surname: 'MANNIK', givenNames: 'MARI LIIS' }, // Estonia (MÄNNIK)
  { surname: 'MAENNIK', givenNames: 'MARI LIIS' }, // Estonia, ICAO transliteration
  { surname: 'ZHENGJIAN', givenNames: 'YANGBEN' }, // China ("document sample")
  { surname: 'HONG', givenNames: 'GILDONG' }, // Korea
  { surname: 'HONG', givenNames: 'GIL DONG' }, // Korea
  { surname: 'DOE', givenNames: 'JOHN' }, // placeholder of vendors' samples
  { surname: 'DOE', givenNames: 'JANE' }, // placeholder of vendors' samples
  // Specimens published by issuers and reproduced in public MRZ readers' test data (PRADO, PassportEye).
  { surname: 'HANDRA', givenNames: 'ROZALIA IRMA' }, // Hungary
  { surname: 'MAUS', givenNames: 'KETTY' }, // Luxembourg
  { surname: 'VADIS', givenNames: 'QUO' }, // Switzerland
  { surname: 'CHONG', givenNames: 'KA KEONG' }, // Macao
  { surname: 'SAVA', givenNames: 'SUPERMAN' }, // Romania
  { surname: 'KOWALSKA KWIATKOWSKA', givenNames: 'JOANNA' }, // Poland
  { surname: 'AEVARSDOTTIR', givenNames: 'THURIDUR OESP' }, // Iceland
  { surname: 'LIN', givenNames: 'MEI HUA' }, // Taiwan
  { surname: 'LIN', givenNames: 'CHIEN SHENG' }, // Taiwan
  { surname: 'ULYSSE', givenNames: 'CHRISTOPHE' }, // France, passport
  { surname: 'DAMBARD', givenNames: 'VICTOR MARIE' }, // France, 1988 identity card
  { surname: 'UNITED KINGDOM TWENTY SIX' }, // United Kingdom
  { surname: 'MOHAMADA', givenNames: 'FARIDA' }, // Latvia, alien's passport
];

/** Holders whose surname alone, found anywhere in the printed text, marks a specimen: no family is so called. */
const specimenSurnames = new Set(['MUSTERMANN', 'MUSTERFRAU']);

/** Document numbers of published specimens. */
const specimenNumbers = new Set(['L898902C3', 'D23145890', 'D23145890734', 'T22000129', 'BAA000589']);

/** The registry as data, for what reads it whole (its tests take their published specimen from here rather than name one). */
export const publishedSpecimens: { holders: typeof specimenHolders; surnames: ReadonlySet<string>; numbers: ReadonlySet<string> } = {
  holders: specimenHolders,
  surnames: specimenSurnames,
  numbers: specimenNumbers,
};

/**
 * Specimen numbers are placeholders: six zeros or more in a row, or one digit repeated through
 * the whole number (`XK0000000`, `55555555`). Issued numbers run in series and do not look so.
 */
function placeholderNumber(number: string): boolean {
  return /0{6,}/.test(number) || /^[A-Z]{0,3}(\d)\1{6,}[A-Z]?$/.test(number);
}

/**
 * The learned detector's probability (`ocr/engine/mark-detector.ts`) from which an image counts
 * as marked. To be chosen with a trained model on a fresh synthetic set's ROC
 * (`tools/specimen-train/evaluate.py`), then checked on the development set's tune part only (its
 * images with and without a visible mark: `npm run bench -- specimen-marks --part tune`), never
 * fitted to a real image; the detector is not switched on until a model separates marks there
 * (`createDocumentOcr` gives none).
 */
export const markProbabilityThreshold = 0.5;

export interface SpecimenFinding {
  specimen: boolean;
  /** What gave it away, e.g. `word SPECIMEN`, `issuing state UTO`, `specimen holder MUSTERMANN ERIKA`. */
  evidence: string[];
}

/** A name as the printed side gave it, under its captions. */
export interface PrintedName {
  surname?: string | null | undefined;
  givenNames?: string | null | undefined;
}

/**
 * Looks for the marks of a specimen: a mark the learned detector sees on an image (`marks`: its
 * probability per image), the word printed across it in any language of the EU or ICAO (in any
 * text read from the images, or in the MRZ's names), ICAO's test state, a placeholder number,
 * and — a second signal, never the main one — the identity or number of a published specimen (in
 * the MRZ, or in the name printed on the page), unless `registry` is false (the registry left out,
 * to measure what the marks alone catch: published specimens are also the images one develops on).
 * `words` are words the page-word reader found at an angle or large across the page: a specimen
 * word among them is told with what was read and at what angle.
 */
export function detectSpecimen({
  texts = [],
  mrz = null,
  printed = null,
  marks = [],
  words: pageWords = [],
  registry = true,
}: {
  texts?: readonly string[];
  mrz?: ParsedMrz | null;
  printed?: PrintedName | null;
  marks?: readonly number[];
  words?: readonly PageWord[];
  registry?: boolean;
}): SpecimenFinding {
  const evidence: string[] = [];
  const strongest = Math.max(0, ...marks);
  if (strongest >= markProbabilityThreshold) evidence.push(`specimen mark seen (detector ${strongest.toFixed(2)})`);
  const words = candidateWords(texts);
  const found = new Set([...specimenWordsAmong(words), ...latinReadSpecimenWords(texts)]);
  for (const word of specimenWords) if (found.has(word)) evidence.push(`word ${word}`);
  const told = (word: string) => evidence.some((e) => e === `word ${word}` || e.startsWith(`word ${word} `));
  // The words as read first (the text says what was seen), then what is spotted where the text did not show it.
  for (const seen of pageWords) {
    // A word read unsurely is kept for what is spotted in it; its text is not to be trusted.
    if (seen.unsure) continue;
    for (const word of new Set([...specimenWordsAmong(candidateWords([seen.text]), { pieces: true }), ...latinReadSpecimenWords([seen.text])])) {
      if (!told(word)) evidence.push(`word ${word} (read "${seen.text}" at ${seen.angle}°)`);
    }
  }
  for (const seen of pageWords) {
    for (const spot of seen.spots ?? []) {
      if (spot.bounded && spot.score >= spottedWordThreshold && !told(spot.word)) evidence.push(`word ${spot.word} (spotted in "${seen.text}" at ${seen.angle}°, ${spot.score.toFixed(2)} per letter)`);
    }
  }
  const lines = texts.map((text) => ` ${wordsOf(text).join(' ')} `);
  for (const phrase of notValidPhrases) {
    if (lines.some((line) => line.includes(` ${phrase.join(' ')} `))) evidence.push(`${phrase.length > 1 ? 'words' : 'word'} ${phrase.join(' ')}`);
  }
  const printedHolder = registry && printed?.surname ? holderOf(wordsOf(printed.surname).join(' '), wordsOf(printed.givenNames ?? '').join(' ')) : null;
  if (printedHolder) evidence.push(`specimen holder ${printedHolder}`);
  for (const surname of registry ? specimenSurnames : []) {
    if (words.has(surname) && !evidence.some((e) => e.startsWith('specimen holder'))) evidence.push(`specimen holder ${surname}`);
  }
  if (mrz) {
    if (mrz.issuingState === icaoTestState || mrz.nationality === icaoTestState) evidence.push(`issuing state ${icaoTestState}`);
    const holder = registry ? holderOf(mrz.surname, mrz.givenNames) : null;
    if (holder && !evidence.includes(`specimen holder ${holder}`)) evidence.push(`specimen holder ${holder}`);
    if (registry && specimenNumbers.has(mrz.documentNumber)) evidence.push(`specimen number ${mrz.documentNumber}`);
    else if (placeholderNumber(mrz.documentNumber)) evidence.push(`placeholder number ${mrz.documentNumber}`);
    const spanishNumber = mrz.optionalData[0] ? parseEsIdentityNumber(mrz.optionalData[0]) : null;
    // A Spanish identity number (the optional data's first element) that is a placeholder too: one digit throughout.
    if (spanishNumber && placeholderNumber(spanishNumber.number)) evidence.push(`placeholder number ${spanishNumber.number}`);
    const nameWords = new Set(`${mrz.surname} ${mrz.givenNames}`.split(' '));
    for (const word of specimenWords) {
      if (nameWords.has(word) && !evidence.includes(`word ${word}`)) evidence.push(`word ${word}`);
    }
  }
  return { specimen: evidence.length > 0, evidence };
}

/** `SURNAME GIVEN NAMES` of the published specimen holder so named, or null. */
function holderOf(surname: string, givenNames: string): string | null {
  const holder = specimenHolders.find((h) => h.surname === surname && (h.givenNames === undefined || h.givenNames === givenNames));
  return holder ? `${surname} ${givenNames}`.trim() : null;
}

/**
 * The words of a text as specimen marks are compared: upper case, diacritics dropped, any script;
 * a digit beside a letter read as the letter it looks like (`SPEC1MEN`, `V0ID`, `5AMPLE`: a
 * large word's first or last letter is as often misread as the others).
 */
function wordsOf(text: string): string[] {
  return folded(text)
    .replace(/(?<=\p{L})[0158]|[0158](?=\p{L})/gu, (digit) => lookalikeLetters[digit] as string)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

const lookalikeLetters: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/** A text as specimen marks are compared: upper case, diacritics dropped, Ø as O. */
function folded(text: string): string {
  return text.toUpperCase().replace(/Ø/g, 'O').normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Fewest single letters in a row read as one letter-spaced word (`S A M P L E`, `V O I D`). */
const minSpacedLetters = 4;

/**
 * The words of the texts, and each two neighbours on a line joined (`SPECI MEN`: a large word read
 * with a gap) when that makes a word long enough to be tolerated (`toleratedDifferences`), and
 * each run of single letters joined (a mark printed letter-spaced, `S P E C I M E N`), as the
 * candidates a specimen word is looked for among.
 */
function candidateWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    const line = wordsOf(text);
    let spaced = '';
    line.forEach((word, i) => {
      words.add(word);
      const joined = i + 1 < line.length ? word + (line[i + 1] as string) : '';
      if (joined.length >= 7) words.add(joined);
      spaced = word.length === 1 ? spaced + word : '';
      const next = line[i + 1];
      if (spaced.length >= minSpacedLetters && (next === undefined || next.length > 1)) words.add(spaced);
    });
  }
  return words;
}

/**
 * The Latin letter or digit each Greek and Cyrillic capital looks like, as a reader that knows only
 * the Latin alphabet reads it (Δ as A, Π as N, Γ as F, Б as 6, З as 3, Ц as L). The page-word
 * reader's recogniser is such a reader: it spells ΥΠΟΔΕΙΓΜΑ and ОБРАЗЕЦ with Latin letters and
 * digits, never with their own.
 */
const latinTwins: Record<string, string> = {
  Α: 'A', Β: 'B', Γ: 'F', Δ: 'A', Ε: 'E', Ζ: 'Z', Η: 'H', Θ: 'O', Ι: 'I', Κ: 'K', Λ: 'A', Μ: 'M', Ν: 'N', Ξ: 'E', Ο: 'O',
  Π: 'N', Ρ: 'P', Σ: 'E', Τ: 'T', Υ: 'Y', Φ: 'O', Χ: 'X', Ω: 'O',
  А: 'A', Б: '6', В: 'B', Г: 'F', Д: 'A', Е: 'E', Ж: 'X', З: '3', И: 'N', Й: 'N', К: 'K', Л: 'N', М: 'M', Н: 'H', О: 'O',
  П: 'N', Р: 'P', С: 'C', Т: 'T', У: 'Y', Ф: 'O', Х: 'X', Ц: 'L', Ч: '4', Ш: 'W', Щ: 'W', Ь: 'B', Э: '3', Я: 'R', І: 'I', Є: 'E',
};

/** Each Greek or Cyrillic specimen word, spelt as a Latin-only reader reads it. */
const latinReadings: ReadonlyArray<{ word: string; reading: string }> = specimenWords
  .filter((word) => /[\p{Script=Greek}\p{Script=Cyrillic}]/u.test(word))
  .map((word) => ({ word, reading: [...word].map((letter) => latinTwins[letter] ?? letter).join('') }));

/**
 * The Greek and Cyrillic specimen words the texts hold as a Latin-only reader spells them
 * (`YNOAEIFMA`, `O6PA3EL`), that spelling or within `misreadDistance` of it: the words of letters
 * and digits, the digits `lookalikeLetters` names read as those letters, the 3 and 6 kept (З and Б).
 */
function latinReadSpecimenWords(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const token of folded(text).split(/[^\p{L}\p{N}]+/u)) {
      if ((token.match(/\p{L}/gu) ?? []).length < 2) continue;
      const read = token.replace(/[0158]/g, (digit) => lookalikeLetters[digit] as string);
      for (const { word, reading } of latinReadings) {
        if ((read === reading || misreadDistance(read, reading) !== null) && !found.includes(word)) found.push(word);
      }
    }
  }
  return found;
}

/**
 * The specimen words as the page-word reader spots them in its recogniser's output (`spotWord`):
 * each word, with its Greek or Cyrillic letters also as a Latin-only reader spells them.
 */
export const specimenLexicon: readonly LexiconWord[] = specimenWords.map((word) => {
  const latin = latinReadings.find((r) => r.word === word);
  return { word, spellings: latin ? [word, latin.reading] : [word] };
});

/**
 * Spotting score (log-likelihood ratio per letter against the recogniser's best path, `spotWord`)
 * from which a specimen word spotted on its own in a box (`bounded`: no letter read beside it)
 * counts as a mark. Chosen on synthetic pages only (`npm run bench -- specimen-words`: marked pages
 * of every word, style, angle and capture against unmarked pages of ordinary documents in every
 * language the corpus draws, also read box by box), as a point of that ROC that flags none of the
 * unmarked pages with a margin to the closest ordinary reading; never on a real image. On the
 * synthetic set (seed 20261128, as drawn before it held dotted, light and letter-spaced marks)
 * every threshold from −0.80 to 0 flags 0 of 100 unmarked pages (the closest, −0.85, PROV in a
 * box read `PPP2P`; read box by box, their ordinary text spots no word above −1.5); −0.5 keeps 0.35 per letter from the closest and catches 226 of 300 marked pages
 * (216 by the text read alone). It is general because it is on one scale for every word and
 * page: per letter (a short and a long word alike), against the frames' own best path (a faint,
 * blurred or outlined word, whose every class is unsure, loses nothing for it), and it asks only
 * whether the recogniser gave the word's letters, in order, a fair share of its belief.
 */
export const spottedWordThreshold = -0.5;

/** Fewest letters, and least share of the word, a piece of a specimen word must show to count as it. */
const minPieceLetters = 5;
const minPieceShare = 2 / 3;

/**
 * The specimen word `candidate` is the beginning or the end of — as a mark's word shows where the
 * photo, printed over it, hides the rest (`ESTRA` of MUESTRA, `SPECIM` of SPECIMEN) — when it shows
 * at least `minPieceLetters` letters and `minPieceShare` of the word; null otherwise.
 */
function specimenWordPieceOf(candidate: string): string | null {
  if (candidate.length < minPieceLetters) return null;
  return specimenWords.find((word) => candidate.length >= minPieceShare * word.length && candidate.length < word.length && (word.startsWith(candidate) || word.endsWith(candidate))) ?? null;
}

/**
 * The specimen words the candidates are read as: each candidate counts as the specimen word it
 * is, or else the one it is nearest (within `toleratedDifferences` of that word; the first listed
 * on a tie), so `ESPECIMEN` is that word and not also SPECIMEN one letter short. A longer word
 * that holds a specimen word whole is another word (SPECIMENS, MUSTERSTADT). With `pieces` (words
 * read across the page, large or at an angle: a mark's, not the text's), a word's beginning or
 * end counts too (`specimenWordPieceOf`).
 */
function specimenWordsAmong(candidates: ReadonlySet<string>, { pieces = false }: { pieces?: boolean } = {}): Set<string> {
  const found = new Set<string>();
  for (const candidate of candidates) {
    if (specimenWordSet.has(candidate)) {
      found.add(candidate);
      continue;
    }
    if (specimenWords.some((word) => candidate.includes(word))) continue;
    const piece = pieces ? specimenWordPieceOf(candidate) : null;
    if (piece) {
      found.add(piece);
      continue;
    }
    let best: { word: string; distance: number } | null = null;
    for (const word of specimenWords) {
      const distance = misreadDistance(candidate, word);
      if (distance !== null && (!best || distance < best.distance)) best = { word, distance };
    }
    if (best) found.add(best.word);
  }
  return found;
}
