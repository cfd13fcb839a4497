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

/** Letters OCR confuses with the one read at each position, and (with `evidenceOnly`) only those evidence offered there. */
function alternativesAt(field: StateCodeField, index: number, { evidenceOnly }: { evidenceOnly: boolean }): string[] {
  const char = field.code[index] as string;
  if (char === '<') return [];
  const evidence = [...(field.offered?.[index] ?? ''), ...(field.replaced?.[index] ?? '')];
  return [...new Set([...(evidenceOnly ? [] : confusableLetters(char)), ...evidence])].filter((c) => /[A-Z]/.test(c) && c !== char);
}

/** Real codes one letter away from the field as read: a letter OCR-B confuses, or (with `evidenceOnly`) one evidence showed. */
function nearCodes(field: StateCodeField, { evidenceOnly = false }: { evidenceOnly?: boolean } = {}): string[] {
  const codes = new Set<string>();
  for (let i = 0; i < field.code.length; i++) {
    for (const option of alternativesAt(field, i, { evidenceOnly })) {
      const code = `${field.code.slice(0, i)}${option}${field.code.slice(i + 1)}`;
      if (isMrzStateCode(code)) codes.add(code);
    }
  }
  return [...codes];
}

/**
 * The issuing state and nationality as OCR confusions, the evidence and each other explain
 * them. No check digit covers either, so a misread letter makes another real code (`TWN` read
 * `TUN`) or none (`LUX` read `LLX`). A code that is no real code is corrected when other evidence
 * agrees with one confused letter: it takes the other field's code when one confused letter turns
 * it into that (a passport's holder is nearly always of the issuing state); both take the only
 * real code one confused letter from each when both are unreal; or it takes the only real code
 * that a letter glyph shapes or other readings showed makes. Two real codes one confused letter
 * apart (`TUN`/`TWN`) take the letter glyph evidence put in one of them, when it replaced the
 * other's letter. A code no confused letter makes real, or empty, is the document's own as
 * printed (a test code like `BDR`, a card without nationality) and left for the authenticity
 * checks. Anything else — a misread that confusions explain several ways, or none chosen — is
 * left as read with `resolved` false: a reading to refuse as unreadable, never one to trust with
 * a wrong state, nor to call forged.
 */
export function reconcileStateCodes(issuing: StateCodeField, nationality: StateCodeField): ReconciledStateCodes {
  const [a, b] = [issuing.code, nationality.code];
  const realA = isMrzStateCode(a) || /^<*$/.test(a);
  const realB = isMrzStateCode(b) || /^<*$/.test(b);
  if (!realA || !realB) {
    const nearA = realA ? [a] : nearCodes(issuing);
    const nearB = realB ? [b] : nearCodes(nationality);
    const shared = nearA.filter((code) => nearB.includes(code));
    if (!realA && realB && nearA.includes(b)) return { issuingState: b, nationality: b, resolved: true };
    if (realA && !realB && nearB.includes(a)) return { issuingState: a, nationality: a, resolved: true };
    if (!realA && !realB && shared.length === 1) return { issuingState: shared[0] as string, nationality: shared[0] as string, resolved: true };
    const settle = (field: StateCodeField, real: boolean, near: readonly string[]): { code: string; resolved: boolean } => {
      if (real || near.length === 0) return { code: field.code, resolved: true };
      const shown = nearCodes(field, { evidenceOnly: true });
      return shown.length === 1 ? { code: shown[0] as string, resolved: true } : { code: field.code, resolved: false };
    };
    const [settledA, settledB] = [settle(issuing, realA, nearA), settle(nationality, realB, nearB)];
    return { issuingState: settledA.code, nationality: settledB.code, resolved: settledA.resolved && settledB.resolved };
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
