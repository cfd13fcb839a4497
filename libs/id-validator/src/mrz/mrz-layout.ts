/** The three ICAO 9303 machine-readable travel document formats. */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/** A run of positions on one MRZ line, `end` exclusive. */
export interface MrzSpan {
  line: number;
  start: number;
  end: number;
}

/**
 * What may stand at a position; OCR confusions are corrected only where this forces it.
 * `filler`, `de-serial` and `alnum-no-o` come from national formats (see `national-positions.ts`).
 */
export type PositionKind = 'letter' | 'country' | 'digit' | 'check' | 'alnum' | 'sex' | 'name' | 'filler' | 'de-serial' | 'alnum-no-o';

/** Kinds of position that hold letters (or fillers) only: no check digit covers them. */
export const letterKinds: ReadonlySet<PositionKind> = new Set<PositionKind>(['letter', 'country', 'name', 'sex']);

/** Where each field of a format lives (ICAO 9303 Parts 4, 5 and 6). */
export interface MrzLayout {
  format: MrzFormat;
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
  /**
   * TD1 and TD2 let a document number longer than 9 characters continue in this optional field,
   * with `<` in the check-digit position (ICAO 9303 Part 5 §4.2.4, Part 6 §4.2.4).
   */
  longNumberContinuation: MrzSpan | null;
  composite: { digit: MrzSpan; over: MrzSpan[] };
}

const span = (line: number, start: number, end: number): MrzSpan => ({ line, start, end });

export const mrzLayouts: Readonly<Record<MrzFormat, MrzLayout>> = {
  TD1: {
    format: 'TD1',
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
    format: 'TD2',
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
    format: 'TD3',
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

/** The format whose shape (line count × length) the lines have, or null. */
export function detectMrzFormat(lines: readonly string[]): MrzFormat | null {
  for (const layout of Object.values(mrzLayouts)) {
    if (lines.length === layout.lineCount && lines.every((line) => line.length === layout.lineLength)) {
      return layout.format;
    }
  }
  return null;
}

/** The text of a span. */
export function readSpan(lines: readonly string[], { line, start, end }: MrzSpan): string {
  return (lines[line] ?? '').slice(start, end);
}

/** What each position of a format allows, line by line. */
export function positionKinds(layout: MrzLayout): PositionKind[][] {
  const kinds: PositionKind[][] = Array.from({ length: layout.lineCount }, () =>
    Array.from({ length: layout.lineLength }, (): PositionKind => 'alnum'),
  );
  const mark = ({ line, start, end }: MrzSpan, kind: PositionKind) => {
    for (let i = start; i < end; i++) (kinds[line] as PositionKind[])[i] = kind;
  };
  mark(layout.documentCode, 'letter');
  mark(layout.issuingState, 'country');
  mark(layout.nationality, 'country');
  mark(layout.name, 'name');
  mark(layout.documentNumberCheck, 'check');
  mark(layout.birthDate, 'digit');
  mark(layout.birthDateCheck, 'digit');
  mark(layout.expiryDate, 'digit');
  mark(layout.expiryDateCheck, 'digit');
  mark(layout.sex, 'sex');
  mark(layout.composite.digit, 'digit');
  if (layout.personalNumberCheck) mark(layout.personalNumberCheck, 'check');
  return kinds;
}
