import { checkDigit } from './check-digit.ts';
import { mrzLayouts, type MrzFormat, type MrzSpan } from './mrz-layout.ts';

/** The fields of a document, as the generator knows them, to be written into an MRZ. */
export interface MrzFields {
  format: MrzFormat;
  /** `P`, `I`, `ID`, `IR`… */
  documentCode: string;
  /** ICAO code, e.g. `PRT`, `D`. */
  issuingState: string;
  nationality: string;
  /** Longer than 9 characters is written as an ICAO long number (TD1 and TD2 only). */
  documentNumber: string;
  /** `YYYY-MM-DD` */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** `YYYY-MM-DD` */
  expiryDate: string;
  /** Uppercase A–Z, tokens separated by spaces. */
  surname: string;
  givenNames: string;
  /** Optional data elements in layout order (TD3: the personal number). */
  optionalData?: string[];
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const digit = checkDigit;

/**
 * Writes MRZ lines for known fields, check digits and composite included: the inverse of
 * `parseMrz`, used to make documents whose ground truth is exact. Names longer than the field
 * are cut at its end, as issuers do.
 */
export function composeMrz(fields: MrzFields): string[] {
  const layout = mrzLayouts[fields.format];
  const lines = Array.from({ length: layout.lineCount }, () => Array.from({ length: layout.lineLength }, () => '<'));
  const write = ({ line, start, end }: MrzSpan, text: string) => {
    const row = lines[line] as string[];
    [...text.slice(0, end - start)].forEach((char, i) => (row[start + i] = char));
  };
  const read = ({ line, start, end }: MrzSpan) => (lines[line] as string[]).slice(start, end).join('');
  const field = (text: string) => text.replace(/ /g, '<');

  write(layout.documentCode, fields.documentCode);
  write(layout.issuingState, fields.issuingState);
  write(layout.nationality, fields.nationality);
  write(layout.birthDate, yymmdd(fields.birthDate));
  write(layout.birthDateCheck, digit(yymmdd(fields.birthDate)));
  write(layout.sex, fields.sex);
  write(layout.expiryDate, yymmdd(fields.expiryDate));
  write(layout.expiryDateCheck, digit(yymmdd(fields.expiryDate)));
  write(layout.name, `${field(fields.surname)}<<${field(fields.givenNames)}`);
  const optional = fields.optionalData ?? [];
  layout.optionalData.forEach((span, i) => write(span, field(optional[i] ?? '')));

  const number = fields.documentNumber;
  if (number.length <= 9) {
    write(layout.documentNumber, number);
    write(layout.documentNumberCheck, digit(read(layout.documentNumber)));
  } else {
    if (!layout.longNumberContinuation) throw new RangeError(`${fields.format} has no room for a number of ${number.length} characters`);
    write(layout.documentNumber, number.slice(0, 9));
    const tail = `${number.slice(9)}${digit(number)}<${field(optional[0] ?? '')}`;
    write(layout.longNumberContinuation, tail);
  }
  if (layout.personalNumberCheck) {
    const personal = read(layout.optionalData[0] as MrzSpan);
    write(layout.personalNumberCheck, /^<*$/.test(personal) ? '<' : digit(personal));
  }
  write(layout.composite.digit, digit(layout.composite.over.map(read).join('')));
  return lines.map((row) => row.join(''));
}
