import { icaoTestState, isIcaoStateCode } from '../national/country-codes.ts';
import { confusableLetters, lettersConfusable } from './ocrb-confusions.ts';

/** A state code field as read (fillers included, `D<<`), with the letters other evidence saw at each position. */
export interface StateCodeField {
  code: string;
  /** Per position, letters glyph shapes or outvoted readings offered there. */
  offered?: readonly string[];
  /** Per position, the letter read before glyph evidence replaced it (`UTO`'s `U` shown as `L`), if it was. */
  replaced?: ReadonlyArray<string | null>;
}

/** What `reconcileStateCodes` decided: the codes to write, and whether they can be trusted. */
export interface ReconciledStateCodes {
  issuingState: string;
  nationality: string;
  /** False when a code is still no real code, or the two differ by a letter OCR confuses and nothing decided which is right. */
  resolved: boolean;
}

/** A code an MRZ may carry: ICAO's list (ISO 3166 and its special codes) or ICAO's test state. */
export function isMrzStateCode(field: string): boolean {
  const code = field.replace(/<+$/, '');
  return isIcaoStateCode(code) || code === icaoTestState;
}

/** Letters OCR confuses with the one read at each position, or that evidence offered there. */
function alternativesAt(field: StateCodeField, index: number): string[] {
  const char = field.code[index] as string;
  if (char === '<') return [];
  return [...new Set([...confusableLetters(char), ...(field.offered?.[index] ?? ''), ...(field.replaced?.[index] ?? '')])].filter((c) => /[A-Z]/.test(c) && c !== char);
}

/** Real codes one confusion away from the field as read. */
function nearCodes(field: StateCodeField): string[] {
  const codes = new Set<string>();
  for (let i = 0; i < field.code.length; i++) {
    for (const option of alternativesAt(field, i)) {
      const code = `${field.code.slice(0, i)}${option}${field.code.slice(i + 1)}`;
      if (isMrzStateCode(code)) codes.add(code);
    }
  }
  return [...codes];
}

/**
 * The issuing state and nationality as OCR confusions and each other explain them. No check
 * digit covers either, so a misread letter makes another real code (`TWN` read `TUN`) or none
 * (`LUX` read `LLX`). A code that is no real code takes the other field's code when one confused
 * letter turns it into that (a passport's holder is nearly always of the issuing state), or the
 * only real code one confused letter away that both fields point to, or the only one that the
 * letters evidence offered make. Two real codes one confused letter apart (`TUN`/`TWN`) take the
 * letter glyph evidence put in one of them, when it replaced the other's letter. Anything else
 * is left as read and `resolved` is false: a reading to refuse as unreadable, never one to
 * trust with a wrong state.
 */
export function reconcileStateCodes(issuing: StateCodeField, nationality: StateCodeField): ReconciledStateCodes {
  let [a, b] = [issuing.code, nationality.code];
  const realA = isMrzStateCode(a);
  const realB = isMrzStateCode(b);
  if (!realA || !realB) {
    const nearA = realA ? [a] : nearCodes(issuing);
    const nearB = realB ? [b] : nearCodes(nationality);
    if (!realA && realB && nearA.includes(b)) a = b;
    else if (realA && !realB && nearB.includes(a)) b = a;
    else {
      const shared = nearA.filter((code) => nearB.includes(code));
      if (!realA && !realB && shared.length === 1) [a, b] = [shared[0] as string, shared[0] as string];
      else {
        if (!realA && nearA.length === 1) a = nearA[0] as string;
        if (!realB && nearB.length === 1) b = nearB[0] as string;
      }
    }
    return { issuingState: a, nationality: b, resolved: isMrzStateCode(a) && isMrzStateCode(b) };
  }
  const differing = [...a].flatMap((char, i) => (char !== b[i] ? [i] : []));
  if (differing.length !== 1) return { issuingState: a, nationality: b, resolved: true };
  const i = differing[0] as number;
  const [charA, charB] = [a[i] as string, b[i] as string];
  if (!lettersConfusable(charA, charB)) return { issuingState: a, nationality: b, resolved: true };
  // Glyph evidence replaced one field's letter by what it saw, and the other still shows the letter replaced.
  if (nationality.replaced?.[i] === charA) return { issuingState: b, nationality: b, resolved: true };
  if (issuing.replaced?.[i] === charB) return { issuingState: a, nationality: a, resolved: true };
  return { issuingState: a, nationality: b, resolved: false };
}
