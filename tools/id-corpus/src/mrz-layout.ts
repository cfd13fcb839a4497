/** The three ICAO 9303 machine-readable travel document formats. */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/** A run of positions on one MRZ line, `end` exclusive. */
export interface MrzSpan {
  line: number;
  start: number;
  end: number;
}

/**
 * Where each field of a format lives (ICAO 9303 Parts 4, 5 and 6). Written here from the standard
 * rather than imported from the ID validator, so the corpus is an independent account of what the
 * validator must read (and the validator's tests can use it without a dependency cycle).
 */
export interface MrzLayout {
  lineCount: number;
  lineLength: number;
  documentCode: MrzSpan;
  issuingState: MrzSpan;
  documentNumber: MrzSpan;
  documentNumberCheck: MrzSpan;
  birthDate: MrzSpan;
  birthDateCheck: MrzSpan;
  sex: MrzSpan;
  expiryDate: MrzSpan;
  expiryDateCheck: MrzSpan;
  nationality: MrzSpan;
  name: MrzSpan;
  /** Optional data elements in line order; on TD3 the single one is the personal number. */
  optionalData: MrzSpan[];
  /** TD3 only: the check digit of the personal number. */
  personalNumberCheck: MrzSpan | null;
  /** TD1 and TD2: where a document number longer than 9 characters continues (Part 5 §4.2.4, Part 6 §4.2.4). */
  longNumberContinuation: MrzSpan | null;
  composite: { digit: MrzSpan; over: MrzSpan[] };
}

const span = (line: number, start: number, end: number): MrzSpan => ({ line, start, end });

export const mrzLayouts: Readonly<Record<MrzFormat, MrzLayout>> = {
  TD1: {
    lineCount: 3,
    lineLength: 30,
    documentCode: span(0, 0, 2),
    issuingState: span(0, 2, 5),
    documentNumber: span(0, 5, 14),
    documentNumberCheck: span(0, 14, 15),
    birthDate: span(1, 0, 6),
    birthDateCheck: span(1, 6, 7),
    sex: span(1, 7, 8),
    expiryDate: span(1, 8, 14),
    expiryDateCheck: span(1, 14, 15),
    nationality: span(1, 15, 18),
    name: span(2, 0, 30),
    optionalData: [span(0, 15, 30), span(1, 18, 29)],
    personalNumberCheck: null,
    longNumberContinuation: span(0, 15, 30),
    composite: { digit: span(1, 29, 30), over: [span(0, 5, 30), span(1, 0, 7), span(1, 8, 15), span(1, 18, 29)] },
  },
  TD2: {
    lineCount: 2,
    lineLength: 36,
    documentCode: span(0, 0, 2),
    issuingState: span(0, 2, 5),
    name: span(0, 5, 36),
    documentNumber: span(1, 0, 9),
    documentNumberCheck: span(1, 9, 10),
    nationality: span(1, 10, 13),
    birthDate: span(1, 13, 19),
    birthDateCheck: span(1, 19, 20),
    sex: span(1, 20, 21),
    expiryDate: span(1, 21, 27),
    expiryDateCheck: span(1, 27, 28),
    optionalData: [span(1, 28, 35)],
    personalNumberCheck: null,
    longNumberContinuation: span(1, 28, 35),
    composite: { digit: span(1, 35, 36), over: [span(1, 0, 10), span(1, 13, 20), span(1, 21, 35)] },
  },
  TD3: {
    lineCount: 2,
    lineLength: 44,
    documentCode: span(0, 0, 2),
    issuingState: span(0, 2, 5),
    name: span(0, 5, 44),
    documentNumber: span(1, 0, 9),
    documentNumberCheck: span(1, 9, 10),
    nationality: span(1, 10, 13),
    birthDate: span(1, 13, 19),
    birthDateCheck: span(1, 19, 20),
    sex: span(1, 20, 21),
    expiryDate: span(1, 21, 27),
    expiryDateCheck: span(1, 27, 28),
    optionalData: [span(1, 28, 42)],
    personalNumberCheck: span(1, 42, 43),
    longNumberContinuation: null,
    composite: { digit: span(1, 43, 44), over: [span(1, 0, 10), span(1, 13, 20), span(1, 21, 43)] },
  },
};

/** Surname and given names as the MRZ's name field holds them (fillers as spaces, truncation kept). */
export function mrzNameOf(lines: readonly string[], format: MrzFormat): { surname: string; givenNames: string } {
  const { line, start, end } = mrzLayouts[format].name;
  const field = (lines[line] as string).slice(start, end);
  const separator = field.indexOf('<<');
  const text = (raw: string) => raw.replace(/^<+|<+$/g, '').replace(/<+/g, ' ');
  return separator === -1
    ? { surname: text(field), givenNames: '' }
    : { surname: text(field.slice(0, separator)), givenNames: text(field.slice(separator + 2)) };
}
