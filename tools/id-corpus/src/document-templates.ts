import type { DocumentKind } from './document-ids.ts';
import type { MrzFormat } from './mrz-layout.ts';
import { composePtCitizenCardNumber, deSerialAlphabet, esControlLetter } from './national-numbers.ts';
import type { SeededRandom } from './seeded-random.ts';

export type TemplateId =
  | 'pt-id'
  | 'de-id'
  | 'at-id'
  | 'es-id'
  | 'ro-id'
  | 'pt-passport'
  | 'es-passport'
  | 'de-passport'
  | 'fr-passport'
  | 'gb-passport';

/** Labels printed on the front, in the issuer's language(s). */
export interface FrontLabels {
  surname: string;
  givenNames: string;
  sex: string;
  nationality: string;
  birthDate: string;
  number: string;
  expiry: string;
}

/** How a synthetic document of one issuer looks and what it holds. */
export interface DocumentTemplate {
  id: TemplateId;
  format: MrzFormat;
  kind: DocumentKind;
  documentCode: string;
  /** As written in the MRZ (`D` for Germany). */
  issuingState: string;
  /** ISO alpha-3, for item ids. */
  country: string;
  /** Physical size in millimetres (ICAO 9303 Part 3: TD1 85.6×54, TD2 105×74, TD3 125×88). */
  sizeMm: [number, number];
  title: string[];
  labels: FrontLabels;
  /** Word printed across specimens of this issuer. */
  specimenWord: string;
  colours: { paper: string; pattern: string; accent: string };
  /** How dates are printed on the front. */
  printDate: (iso: string) => string;
  /** ICAO transliteration of umlauts (Ü → UE) for this issuer's MRZ, else diacritics are dropped. */
  umlautsAsE: boolean;
  surnames: readonly string[];
  givenNames: { M: readonly string[]; F: readonly string[] };
  /** How many surname and given-name tokens people carry. */
  surnameTokens: [number, number];
  givenTokens: [number, number];
  validityYears: number;
  newNumber: (random: SeededRandom) => { documentNumber: string; optionalData?: string[]; printedNumber: string };
}

const dmy = (separator: string) => (iso: string) => `${iso.slice(8, 10)}${separator}${iso.slice(5, 7)}${separator}${iso.slice(0, 4)}`;
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayMonthName = (iso: string) => `${iso.slice(8, 10)} ${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
const letters = (random: SeededRandom, count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') =>
  Array.from({ length: count }, () => random.pick([...alphabet])).join('');

const portugueseNames = {
  surnames: ['SILVA', 'SANTOS', 'FERREIRA', 'PEREIRA', 'OLIVEIRA', 'COSTA', 'RODRIGUES', 'MARTINS', 'SOUSA', 'FERNANDES', 'GONÇALVES', 'GOMES', 'LOPES', 'MARQUES', 'ALVES', 'ALMEIDA', 'RIBEIRO', 'PINTO', 'CARVALHO', 'TEIXEIRA', 'MOREIRA', 'CORREIA', 'MENDES', 'NUNES', 'SOARES', 'VIEIRA', 'MONTEIRO', 'CARDOSO', 'ROCHA', 'ARAÚJO', 'CONCEIÇÃO', 'GUIMARÃES', 'BRANDÃO', 'SIMÕES'],
  givenNames: {
    M: ['JOÃO', 'JOSÉ', 'ANTÓNIO', 'FRANCISCO', 'MANUEL', 'PEDRO', 'TIAGO', 'RUI', 'ANDRÉ', 'LUÍS', 'MIGUEL', 'DUARTE', 'SIMÃO', 'GONÇALO'],
    F: ['MARIA', 'ANA', 'INÊS', 'BEATRIZ', 'MARGARIDA', 'SOFIA', 'CATARINA', 'JOANA', 'LEONOR', 'MARTA', 'CONCEIÇÃO', 'LUÍSA'],
  },
};
const germanNames = {
  surnames: ['MÜLLER', 'SCHMIDT', 'SCHNEIDER', 'FISCHER', 'WEBER', 'MEYER', 'WAGNER', 'BECKER', 'SCHULZ', 'HOFFMANN', 'KOCH', 'RICHTER', 'KLEIN', 'WOLF', 'SCHRÖDER', 'NEUMANN', 'SCHWARZ', 'ZIMMERMANN', 'BRAUN', 'KRÜGER', 'HARTMANN', 'LANGE', 'GRUBER', 'HUBER', 'PICHLER', 'STEINER', 'MOSER', 'HOFER', 'LEITNER', 'BERGER'],
  givenNames: {
    M: ['LUKAS', 'JONAS', 'FELIX', 'MAXIMILIAN', 'JÜRGEN', 'KLAUS', 'STEFAN', 'TOBIAS', 'FLORIAN', 'SEBASTIAN'],
    F: ['ANNA', 'LENA', 'SOPHIE', 'JULIA', 'KATHARINA', 'BÄRBEL', 'JOHANNA', 'LAURA', 'HANNAH', 'MAGDALENA'],
  },
};
const spanishNames = {
  surnames: ['GARCÍA', 'RODRÍGUEZ', 'GONZÁLEZ', 'FERNÁNDEZ', 'LÓPEZ', 'MARTÍNEZ', 'SÁNCHEZ', 'PÉREZ', 'GÓMEZ', 'MARTÍN', 'JIMÉNEZ', 'RUIZ', 'HERNÁNDEZ', 'DÍAZ', 'MORENO', 'MUÑOZ', 'ÁLVAREZ', 'ROMERO', 'NAVARRO', 'TORRES'],
  givenNames: {
    M: ['ALEJANDRO', 'DANIEL', 'PABLO', 'JOSÉ', 'JAVIER', 'SERGIO', 'ÁLVARO', 'IGNACIO'],
    F: ['CARMEN', 'LUCÍA', 'MARÍA', 'NURIA', 'PAULA', 'ELENA', 'ROCÍO', 'SARA'],
  },
};

const idLabelsPt: FrontLabels = {
  surname: 'APELIDO(S) / SURNAME',
  givenNames: 'NOME(S) / GIVEN NAMES',
  sex: 'SEXO / SEX',
  nationality: 'NACIONALIDADE / NATIONALITY',
  birthDate: 'DATA DE NASCIMENTO / DATE OF BIRTH',
  number: 'N.º DOCUMENTO / DOCUMENT No.',
  expiry: 'DATA DE VALIDADE / EXPIRY DATE',
};
const labelsDe: FrontLabels = {
  surname: 'NAME / SURNAME',
  givenNames: 'VORNAMEN / GIVEN NAMES',
  sex: 'GESCHLECHT / SEX',
  nationality: 'STAATSANGEHÖRIGKEIT / NATIONALITY',
  birthDate: 'GEBURTSTAG / DATE OF BIRTH',
  number: 'DOKUMENTNUMMER / DOCUMENT No.',
  expiry: 'GÜLTIG BIS / DATE OF EXPIRY',
};
const labelsEs: FrontLabels = {
  surname: 'APELLIDOS / SURNAME',
  givenNames: 'NOMBRE / NAME',
  sex: 'SEXO / SEX',
  nationality: 'NACIONALIDAD / NATIONALITY',
  birthDate: 'FECHA DE NACIMIENTO / DATE OF BIRTH',
  number: 'NÚM. SOPORTE / DOCUMENT No.',
  expiry: 'VÁLIDO HASTA / EXPIRY',
};
const labelsEn: FrontLabels = {
  surname: 'SURNAME',
  givenNames: 'GIVEN NAMES',
  sex: 'SEX',
  nationality: 'NATIONALITY',
  birthDate: 'DATE OF BIRTH',
  number: 'PASSPORT No.',
  expiry: 'DATE OF EXPIRY',
};

const deSerial = (random: SeededRandom, first: string) => first + letters(random, 8, deSerialAlphabet);

export const documentTemplates: Readonly<Record<TemplateId, DocumentTemplate>> = {
  'pt-id': {
    id: 'pt-id',
    format: 'TD1',
    kind: 'id',
    documentCode: 'I',
    issuingState: 'PRT',
    country: 'PRT',
    sizeMm: [85.6, 54],
    title: ['REPÚBLICA PORTUGUESA', 'CARTÃO DE CIDADÃO / CITIZEN CARD'],
    labels: idLabelsPt,
    specimenWord: 'ESPÉCIME',
    colours: { paper: '#eef3ea', pattern: '#b9d3b0', accent: '#2f6b3a' },
    printDate: dmy(' '),
    umlautsAsE: false,
    ...portugueseNames,
    surnameTokens: [2, 3],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const civilNumber = `${random.int(1, 3)}${digits(random, 7)}`;
      const version = `Z${random.pick(['Z', 'Z', 'Y', 'X'])}`;
      const number = composePtCitizenCardNumber({ civilNumber, version });
      return { documentNumber: number, printedNumber: `${number.slice(0, 8)} ${number.slice(8, 9)} ${number.slice(9)}` };
    },
  },
  'de-id': {
    id: 'de-id',
    format: 'TD1',
    kind: 'id',
    documentCode: 'ID',
    issuingState: 'D',
    country: 'DEU',
    sizeMm: [85.6, 54],
    title: ['BUNDESREPUBLIK DEUTSCHLAND', 'PERSONALAUSWEIS / IDENTITY CARD'],
    labels: labelsDe,
    specimenWord: 'MUSTER',
    colours: { paper: '#f1eef3', pattern: '#cfc3da', accent: '#5a3f73' },
    printDate: dmy('.'),
    umlautsAsE: true,
    ...germanNames,
    surnameTokens: [1, 1],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = deSerial(random, random.pick([...'LMNPRTVWXY']));
      return { documentNumber: number, printedNumber: number };
    },
  },
  'at-id': {
    id: 'at-id',
    format: 'TD1',
    kind: 'id',
    documentCode: 'ID',
    issuingState: 'AUT',
    country: 'AUT',
    sizeMm: [85.6, 54],
    title: ['REPUBLIK ÖSTERREICH', 'PERSONALAUSWEIS / IDENTITY CARD'],
    labels: labelsDe,
    specimenWord: 'MUSTER',
    colours: { paper: '#f6eeee', pattern: '#e3c2c2', accent: '#9b1c1c' },
    printDate: dmy('.'),
    umlautsAsE: true,
    ...germanNames,
    surnameTokens: [1, 1],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = `${letters(random, 1)}${digits(random, 7)}`;
      return { documentNumber: number, printedNumber: number };
    },
  },
  'es-id': {
    id: 'es-id',
    format: 'TD1',
    kind: 'id',
    documentCode: 'ID',
    issuingState: 'ESP',
    country: 'ESP',
    sizeMm: [85.6, 54],
    title: ['REINO DE ESPAÑA', 'DOCUMENTO NACIONAL DE IDENTIDAD'],
    labels: labelsEs,
    specimenWord: 'MUESTRA',
    colours: { paper: '#f3f0e6', pattern: '#dccfa6', accent: '#8a5a00' },
    printDate: dmy(' '),
    umlautsAsE: false,
    ...spanishNames,
    surnameTokens: [2, 2],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const support = `${letters(random, 3)}${digits(random, 6)}`;
      const dniDigits = digits(random, 8);
      return { documentNumber: support, optionalData: [`${dniDigits}${esControlLetter(dniDigits)}`], printedNumber: support };
    },
  },
  'ro-id': {
    id: 'ro-id',
    format: 'TD2',
    kind: 'id',
    documentCode: 'ID',
    issuingState: 'ROU',
    country: 'ROU',
    sizeMm: [105, 74],
    title: ['ROMÂNIA', 'CARTE DE IDENTITATE / IDENTITY CARD'],
    labels: { ...labelsEn, surname: 'NUME / SURNAME', givenNames: 'PRENUME / GIVEN NAMES', number: 'SERIA NR / DOCUMENT No.' },
    specimenWord: 'SPECIMEN',
    colours: { paper: '#eef1f6', pattern: '#c4cfe3', accent: '#1f3f7a' },
    printDate: dmy('.'),
    umlautsAsE: false,
    surnames: ['POPESCU', 'POPA', 'POP', 'RADU', 'DUMITRU', 'STAN', 'STOICA', 'GHEORGHE', 'MATEI', 'CIOBANU', 'IONESCU', 'CONSTANTIN', 'DINU', 'MARIN'],
    givenNames: { M: ['ANDREI', 'MIHAI', 'ALEXANDRU', 'ȘTEFAN', 'IONUȚ', 'GABRIEL'], F: ['IOANA', 'ELENA', 'MARIA', 'ANDREEA', 'ALEXANDRA', 'CRISTINA'] },
    surnameTokens: [1, 1],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = `${letters(random, 2)}${digits(random, 6)}`;
      return { documentNumber: number, printedNumber: `${number.slice(0, 2)} ${number.slice(2)}` };
    },
  },
  'pt-passport': {
    id: 'pt-passport',
    format: 'TD3',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'PRT',
    country: 'PRT',
    sizeMm: [125, 88],
    title: ['REPÚBLICA PORTUGUESA', 'PASSAPORTE / PASSPORT'],
    labels: { ...idLabelsPt, number: 'PASSAPORTE N.º / PASSPORT No.' },
    specimenWord: 'ESPÉCIME',
    colours: { paper: '#f4efe4', pattern: '#dfcfae', accent: '#7a1f1f' },
    printDate: dmy(' '),
    umlautsAsE: false,
    ...portugueseNames,
    surnameTokens: [2, 3],
    givenTokens: [1, 2],
    validityYears: 5,
    newNumber: (random) => {
      const number = `${letters(random, 2)}${digits(random, 6)}`;
      return { documentNumber: number, printedNumber: number };
    },
  },
  'es-passport': {
    id: 'es-passport',
    format: 'TD3',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'ESP',
    country: 'ESP',
    sizeMm: [125, 88],
    title: ['REINO DE ESPAÑA', 'PASAPORTE / PASSPORT'],
    labels: { ...labelsEs, number: 'N.º PASAPORTE / PASSPORT No.' },
    specimenWord: 'MUESTRA',
    colours: { paper: '#f6f0e8', pattern: '#e6cdb3', accent: '#6e1e2a' },
    printDate: dayMonthName,
    umlautsAsE: false,
    ...spanishNames,
    surnameTokens: [2, 2],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = `${letters(random, 3)}${digits(random, 6)}`;
      const dniDigits = digits(random, 8);
      return { documentNumber: number, optionalData: [`${dniDigits}${esControlLetter(dniDigits)}`], printedNumber: number };
    },
  },
  'de-passport': {
    id: 'de-passport',
    format: 'TD3',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'D',
    country: 'DEU',
    sizeMm: [125, 88],
    title: ['BUNDESREPUBLIK DEUTSCHLAND', 'REISEPASS / PASSPORT'],
    labels: { ...labelsDe, number: 'PASS-NR. / PASSPORT No.' },
    specimenWord: 'MUSTER',
    colours: { paper: '#f2efe9', pattern: '#d6cdbd', accent: '#5b2222' },
    printDate: dmy('.'),
    umlautsAsE: true,
    ...germanNames,
    surnameTokens: [1, 1],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = deSerial(random, 'C');
      return { documentNumber: number, printedNumber: number };
    },
  },
  'fr-passport': {
    id: 'fr-passport',
    format: 'TD3',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'FRA',
    country: 'FRA',
    sizeMm: [125, 88],
    title: ['RÉPUBLIQUE FRANÇAISE', 'PASSEPORT / PASSPORT'],
    labels: { ...labelsEn, surname: 'NOM / SURNAME', givenNames: 'PRÉNOMS / GIVEN NAMES', number: 'PASSEPORT N° / PASSPORT No.' },
    specimenWord: 'SPÉCIMEN',
    colours: { paper: '#eef0f5', pattern: '#c9cfe0', accent: '#1d2e6b' },
    printDate: dmy(' '),
    umlautsAsE: false,
    surnames: ['MARTIN', 'BERNARD', 'DUBOIS', 'THOMAS', 'ROBERT', 'RICHARD', 'PETIT', 'DURAND', 'LEROY', 'MOREAU', 'SIMON', 'LAURENT', 'LEFÈVRE', 'GIRARD', 'FRANÇOIS', 'MERCIER'],
    givenNames: { M: ['JEAN', 'PIERRE', 'LOUIS', 'HUGO', 'THÉO', 'NICOLAS'], F: ['HÉLÈNE', 'CHLOÉ', 'CÉLINE', 'MAËLLE', 'CAMILLE', 'LÉA'] },
    surnameTokens: [1, 1],
    givenTokens: [1, 3],
    validityYears: 10,
    newNumber: (random) => {
      const number = `${digits(random, 2)}${letters(random, 2)}${digits(random, 5)}`;
      return { documentNumber: number, printedNumber: number };
    },
  },
  'gb-passport': {
    id: 'gb-passport',
    format: 'TD3',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'GBR',
    country: 'GBR',
    sizeMm: [125, 88],
    title: ['UNITED KINGDOM OF GREAT BRITAIN', 'AND NORTHERN IRELAND — PASSPORT'],
    labels: labelsEn,
    specimenWord: 'SPECIMEN',
    colours: { paper: '#f3eef2', pattern: '#dcc8d6', accent: '#3c1e4a' },
    printDate: dayMonthName,
    umlautsAsE: false,
    surnames: ['SMITH', 'JONES', 'WILLIAMS', 'TAYLOR', 'BROWN', 'DAVIES', 'EVANS', 'WILSON', 'THOMAS', 'JOHNSON', "O'BRIEN", 'WRIGHT', 'WALKER', 'ROBINSON'],
    givenNames: { M: ['OLIVER', 'GEORGE', 'HARRY', 'JACK', 'NOAH', 'CHARLIE'], F: ['OLIVIA', 'AMELIA', 'ISLA', 'AVA', 'EMILY', 'SOPHIA'] },
    surnameTokens: [1, 1],
    givenTokens: [1, 2],
    validityYears: 10,
    newNumber: (random) => {
      const number = `${random.int(1, 9)}${digits(random, 8)}`;
      return { documentNumber: number, printedNumber: number };
    },
  },
};
