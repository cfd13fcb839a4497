import { assessMrz, compareSides, type AuthenticityCheck } from './authenticity.ts';
import type { VisualZoneReading } from '../visual-zone/visual-fields.ts';
import { isoDateOf } from '../calendar.ts';
import { canonicalDocType, itemId } from '../doc-types.ts';
import { identifyDocument, type DocumentIdentity } from '../document-identity.ts';
import type { CorrectedMrz } from '../mrz/correct-mrz.ts';
import type { MrzFormat } from '../mrz/mrz-layout.ts';
import type { MrzCheckedField } from '../mrz/parse-mrz.ts';
import { parseEsIdentityNumber } from '../national/es-dni.ts';
import { parsePtCitizenCardNumber } from '../national/pt-citizen-card.ts';
import { settleName, type NameChange, type NameSupport } from './name-evidence.ts';
import { nameTokenVariants } from '../person-name.ts';
import { plausiblePrintedDates } from './printed-agreement.ts';
import type { DocumentImageReading } from '../read-document-image.ts';
import { detectSpecimen, type SpecimenFinding } from './specimen.ts';
import type { VisionFields, VisionReading } from '../vision/vision-reading.ts';

/** The document as read: from an MRZ whose check digits all passed, or from the vision reader. */
export interface ReadDocument {
  source: 'mrz' | 'vision';
  /** Index in the request's `images` of the image it was read from; null for the vision reader, which sees them all. */
  imageIndex: number | null;
  /** The MRZ's format, when it was read from one. */
  format: MrzFormat | null;
  identity: DocumentIdentity;
  /** As the MRZ spells them, completed from the printed side where the MRZ cut them short. */
  surname: string;
  givenNames: string;
  /** The name may still be cut short (see `holderName`). */
  nameTruncated: boolean;
  /** The response's `name`: `GIVEN NAMES SURNAME`. */
  name: string;
  /** `YYYY-MM-DD`, or null when none was read. */
  expiry: string | null;
  birthDate: string | null;
  /** As the MRZ codes them; null for a document read without an MRZ. */
  sex: string | null;
  nationality: string | null;
  issuingState: string | null;
  /** 0–1, the response's `ocr_confidence`. */
  confidence: number;
  /** OCR confusions corrected in the MRZ. */
  corrections: number;
  /** How far the printed side backs the name, which no check digit covers (`settleName`). */
  nameSupport: NameSupport;
  /** Name tokens taken from the printed side instead of the MRZ as read. */
  nameChanges: NameChange[];
  /** Name tokens the evidence doubted and nothing settled, as read. */
  unsettledName: string[];
  /** The MRZ reader and the glyph shapes disagree on a letter of the name and nothing settled it: the name is not known. */
  nameInDoubt: boolean;
}

/** Confidence taken off for each name token taken from the printed side, and for a name left in doubt. */
const nameChangePenalty = 0.03;
const unsettledNamePenalty = 0.1;

/**
 * An MRZ read whole whose check digits fail the same way in every independent reading: a damaged
 * or misprinted card, or tampering.
 */
export interface FailedMrz {
  imageIndex: number;
  format: MrzFormat;
  failing: MrzCheckedField[];
}

export interface Assessment {
  document: ReadDocument | null;
  /** Every authenticity check made on the document, passed or not. */
  checks: AuthenticityCheck[];
  specimen: SpecimenFinding;
  /** Only when no MRZ was verified. */
  failedMrzs: FailedMrz[];
}

/**
 * Weighs what the images gave: the first verified MRZ (in image order) is the document; its
 * authenticity is every MRZ signal (check digits, dates, codes, national number rules) plus the
 * agreement of every other MRZ and of the printed side with it; specimen marks are searched in
 * all text read and in the MRZ. Without a verified MRZ, MRZs read whole whose check digits fail
 * are kept as evidence against the document.
 */
export function assessReadings({
  readings,
  vision = null,
  today,
  registry = true,
}: {
  readings: readonly DocumentImageReading[];
  vision?: VisionReading | null;
  today: Date;
  /** Whether published specimens' holders and numbers count as a specimen's marks (`detectSpecimen`). */
  registry?: boolean;
}): Assessment {
  const verified = readings.flatMap((reading) => (reading.mrz.mrz ? [{ index: reading.index, mrz: reading.mrz.mrz, confidence: reading.mrz.confidence, singleReading: reading.mrz.singleReading }] : []));
  const texts = readingTexts(readings);
  const marks = readings.flatMap((reading) => (typeof reading.specimenMark === 'number' ? [reading.specimenMark] : []));
  const words = readings.flatMap((reading) => reading.words ?? []);
  const front = printedFields(readings, today);
  const first = verified[0];
  if (!first && vision?.kind === 'mrz') {
    return {
      document: { ...documentFromMrz({ mrz: vision.mrz, imageIndex: null, confidence: vision.confirmed, front, texts }), source: 'vision' },
      checks: [...assessMrz({ mrz: vision.mrz, today }), compareSides({ mrzs: [vision.mrz], front, texts: printedTexts(readings) })],
      specimen: detectSpecimen({ texts, mrz: vision.mrz, printed: front, marks, words, registry }),
      failedMrzs: [],
    };
  }
  if (!first && vision?.kind === 'fields') {
    return { document: documentFromFields(vision.fields), checks: assessFields({ fields: vision.fields, today }), specimen: detectSpecimen({ texts, printed: front, marks, words, registry }), failedMrzs: [] };
  }
  if (!first) {
    return {
      document: null,
      checks: [],
      specimen: detectSpecimen({ texts, printed: front, marks, words, registry }),
      failedMrzs: readings.flatMap((reading) => {
        const unverified = reading.mrz.unverified;
        // Check digits that fail only in some readings are the reader's misreads, not the document's.
        if (!unverified || !reading.mrz.issues.includes('mrz-unreadable') || !reading.mrz.failureConfirmed) return [];
        return [{ imageIndex: reading.index, format: unverified.format, failing: unverified.checks.filter((c) => !c.valid).map((c) => c.field) }];
      }),
    };
  }
  const checks = [...assessMrz({ mrz: first.mrz, today }), compareSides({ mrzs: verified.map((v) => v.mrz), front, texts: printedTexts(readings) })];
  const document = documentFromMrz({ mrz: first.mrz, imageIndex: first.index, confidence: first.confidence, singleReading: first.singleReading, front, texts: printedTexts(readings) });
  return {
    document,
    checks,
    specimen: detectSpecimen({ texts, mrz: { ...first.mrz, surname: document.surname, givenNames: document.givenNames }, printed: front, marks, words, registry }),
    failedMrzs: [],
  };
}

/** Every line of text read from the images: their printed sides and overprints. */
export function readingTexts(readings: readonly DocumentImageReading[]): string[] {
  return readings.flatMap((reading) => [...(reading.visual?.texts ?? []), ...reading.overprint]);
}

/** The lines read on the images' printed sides, where a holder's name is printed. */
function printedTexts(readings: readonly DocumentImageReading[]): string[] {
  return readings.flatMap((reading) => reading.visual?.texts ?? []);
}

/** The printed side's fields: of the first image that yielded each one, dates no document can carry left out. */
function printedFields(readings: readonly DocumentImageReading[], today: Date): VisualZoneReading | null {
  const fields: VisualZoneReading = {};
  for (const reading of readings) {
    const plausible = plausiblePrintedDates(reading.visual?.fields ?? {}, today);
    for (const [key, value] of Object.entries(plausible) as Array<[keyof VisualZoneReading, string | null | undefined]>) {
      if (value != null && fields[key] == null) fields[key] = value;
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function documentFromMrz({
  mrz,
  imageIndex,
  confidence,
  singleReading = false,
  front,
  texts,
}: {
  mrz: CorrectedMrz;
  imageIndex: number | null;
  confidence: number;
  /** The MRZ rests on one reading alone (`MrzImageReading.singleReading`): its name on the printed side. */
  singleReading?: boolean;
  front: VisualZoneReading | null;
  texts: readonly string[];
}): ReadDocument {
  const settled = settleName({ mrz, printedTexts: texts, singleReading });
  const name = holderName({ mrz: { ...mrz, surname: settled.surname, givenNames: settled.givenNames }, front });
  const penalty = nameChangePenalty * settled.changes.length + (settled.unsettled.length > 0 ? unsettledNamePenalty : 0);
  return {
    source: 'mrz',
    imageIndex,
    format: mrz.format,
    identity: identifyDocument(mrz),
    surname: name.surname,
    givenNames: name.givenNames,
    nameTruncated: name.truncated,
    name: [name.givenNames, name.surname].filter(Boolean).join(' '),
    expiry: mrz.expiryDate.iso,
    birthDate: mrz.birthDate.iso,
    sex: mrz.sex,
    nationality: mrz.nationality,
    issuingState: mrz.issuingState,
    confidence: Math.round(Math.max(0, confidence - penalty) * 100) / 100,
    corrections: mrz.corrections.length,
    nameSupport: settled.support,
    nameChanges: settled.changes,
    unsettledName: settled.unsettled,
    nameInDoubt: settled.inDoubt,
  };
}

/** The holder's name as the response gives it and the expectations check it. */
export interface HolderName {
  surname: string;
  givenNames: string;
  /** Still possibly cut short: the MRZ truncated it and the printed side did not complete it. */
  truncated: boolean;
}

/**
 * The holder's name as the MRZ spells it. When the MRZ had to cut it short (ICAO 9303 ends the
 * field mid-token and drops whole tokens), the cut part — the given names, or the surname when
 * there are none — is taken from the printed side if the MRZ's tokens begin it, each in either
 * spelling (MÜLLER is MULLER or MUELLER): `ANDRE ESTEV` with `ANDRÉ ESTÊVÃO JOSÉ` printed becomes
 * `ANDRE ESTEVAO JOSE`, and the name is then whole.
 */
export function holderName({ mrz, front }: { mrz: Pick<CorrectedMrz, 'surname' | 'givenNames' | 'nameTruncated'>; front: VisualZoneReading | null }): HolderName {
  const name = { surname: mrz.surname, givenNames: mrz.givenNames, truncated: mrz.nameTruncated };
  if (!mrz.nameTruncated) return name;
  const cutGiven = mrz.givenNames !== '';
  const completed = completeFrom((cutGiven ? mrz.givenNames : mrz.surname).split(' ').filter(Boolean), cutGiven ? front?.givenNames : front?.surname);
  if (!completed) return name;
  return cutGiven ? { ...name, givenNames: completed, truncated: false } : { ...name, surname: completed, truncated: false };
}

/** The printed tokens, spelt as the MRZ spells the ones it has, when the MRZ's tokens begin them. */
function completeFrom(cut: string[], printed: string | null | undefined): string | null {
  const variants = printed ? nameTokenVariants(printed) : [];
  if (variants.length < cut.length || cut.length === 0) return null;
  const tokens: string[] = [];
  for (const [index, spellings] of variants.entries()) {
    const mrzToken = cut[index];
    const isLast = index === cut.length - 1;
    const spelling = mrzToken === undefined ? spellings[0] : spellings.find((s) => (isLast ? s.startsWith(mrzToken) : s === mrzToken));
    if (spelling === undefined) return null;
    tokens.push(spelling);
  }
  return tokens.join(' ');
}

function documentFromFields(fields: VisionFields): ReadDocument {
  const document = { kind: fields.kind, country: fields.country };
  return {
    source: 'vision',
    imageIndex: null,
    format: null,
    identity: { ...document, docType: canonicalDocType(document), number: fields.number, otherNumbers: [], itemId: itemId({ ...document, number: fields.number }) },
    surname: fields.surname,
    givenNames: fields.givenNames,
    nameTruncated: false,
    name: [fields.givenNames, fields.surname].filter(Boolean).join(' '),
    expiry: fields.expiry,
    birthDate: fields.birthDate,
    sex: null,
    nationality: null,
    issuingState: null,
    confidence: fields.confirmed,
    corrections: 0,
    nameSupport: 'undoubted',
    nameChanges: [],
    unsettledName: [],
    nameInDoubt: false,
  };
}

/**
 * The signals a document without an MRZ still gives: its dates (real, birth in the past, expiry
 * after birth) and, for the Portuguese and Spanish identity numbers, their check characters.
 */
function assessFields({ fields, today }: { fields: VisionFields; today: Date }): AuthenticityCheck[] {
  const todayIso = isoDateOf(today);
  const checks: AuthenticityCheck[] = [];
  if (fields.birthDate) checks.push({ signal: 'birth-in-past', passed: fields.birthDate < todayIso, detail: `born ${fields.birthDate}`, values: { birth: fields.birthDate } });
  if (fields.birthDate && fields.expiry) {
    checks.push({ signal: 'expiry-after-birth', passed: fields.expiry > fields.birthDate, detail: `born ${fields.birthDate}, expires ${fields.expiry}`, values: { birth: fields.birthDate, expiry: fields.expiry } });
  }
  if (fields.kind === 'id' && fields.country === 'PRT') {
    const parsed = parsePtCitizenCardNumber(fields.number);
    checks.push({ signal: 'national-number', passed: parsed?.valid === true, detail: `Cartão de Cidadão number ${fields.number}`, values: { rule: 'pt-citizen-card', number: fields.number } });
  }
  if (fields.kind === 'id' && fields.country === 'ESP') {
    const parsed = parseEsIdentityNumber(fields.number);
    checks.push({ signal: 'national-number', passed: parsed?.valid === true, detail: `DNI ${fields.number}`, values: { rule: 'es-dni', number: fields.number } });
  }
  return checks;
}
