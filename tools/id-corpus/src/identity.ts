import { icaoMrzName, plainMrzName } from './person-names.ts';
import { composeMrz } from './compose-mrz.ts';
import type { DocumentTemplate } from './document-templates.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The calendar date (UTC) of an instant as `YYYY-MM-DD`. */
const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** A synthetic holder and document with every field known. */
export interface Identity {
  /** As printed on the front: uppercase, with diacritics. */
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  birthDate: string;
  issueDate: string;
  expiryDate: string;
  documentNumber: string;
  printedNumber: string;
  optionalData: string[];
  mrz: string[];
}

const dayMs = 86_400_000;
const addDays = (iso: string, days: number) => isoDate(new Date(Date.parse(`${iso}T00:00:00Z`) + days * dayMs));
const addYears = (iso: string, years: number) => {
  const year = Number(iso.slice(0, 4)) + years;
  const monthDay = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${year}-${monthDay}`;
};

/**
 * Draws a holder and document for a template; `expired` puts the expiry before `today`, `holder`
 * imposes a name (e.g. a published specimen's).
 */
export function newIdentity({
  template,
  random,
  today,
  expired = false,
  holder,
}: {
  template: DocumentTemplate;
  random: SeededRandom;
  today: Date;
  expired?: boolean;
  holder?: { surname: string; givenNames: string } | undefined;
}): Identity {
  const todayIso = isoDate(today);
  const sex = random.pick(['M', 'F'] as const);
  const distinct = (pool: readonly string[], count: number) => {
    const chosen: string[] = [];
    while (chosen.length < count) {
      const name = random.pick(pool);
      if (!chosen.includes(name)) chosen.push(name);
    }
    return chosen.join(' ');
  };
  const surname = holder?.surname ?? distinct(template.surnames, random.int(...template.surnameTokens));
  const givenNames = holder?.givenNames ?? distinct(template.givenNames[sex], random.int(...template.givenTokens));
  const birthDate = addDays(todayIso, -random.int(19 * 365, 80 * 365));
  const validityDays = template.validityYears * 365;
  const issueDate = expired
    ? addDays(todayIso, -random.int(validityDays + 1, validityDays + 4 * 365))
    : addDays(todayIso, -random.int(30, validityDays - 30));
  const expiryDate = addYears(issueDate, template.validityYears);
  const { documentNumber, optionalData = [], printedNumber } = template.newNumber(random);
  const toMrz = (text: string) => (template.umlautsAsE ? icaoMrzName(text) : plainMrzName(text));
  const mrz = composeMrz({
    format: template.format,
    documentCode: template.documentCode,
    issuingState: template.issuingState,
    nationality: template.issuingState,
    documentNumber,
    birthDate,
    sex,
    expiryDate,
    surname: toMrz(surname),
    givenNames: toMrz(givenNames),
    optionalData,
  });
  return { surname, givenNames, sex, birthDate, issueDate, expiryDate, documentNumber, printedNumber, optionalData, mrz };
}
