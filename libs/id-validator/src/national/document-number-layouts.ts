/**
 * How states lay out the numbers of the documents they issue, as published in their document
 * descriptions (PRADO, issuers' own pages): `A` a letter, `9` a digit, `X` either; a number
 * shorter than the MRZ's nine positions is followed by fillers. Several layouts for one document
 * are alternatives in circulation (old and new series). Only what these layouts force is used —
 * a letter read where every layout has a digit is a misread (`O` for `0`, `D` for `0`) — so a
 * substitution that leaves the check digit unchanged (`ZSO0OO177`, `XW82716D2`) is caught.
 */
export interface NumberLayouts {
  passport?: readonly string[];
  /** Identity cards (document code `I…`, `A…`, `C…`). */
  identityCard?: readonly string[];
  /** Letters a state never uses in its numbers, so that a misread `O` can only be `0`. */
  neverLetters?: string;
}

export const documentNumberLayouts: Readonly<Record<string, NumberLayouts>> = {
  AUS: { passport: ['A9999999', 'AA9999999'] },
  AUT: { passport: ['A9999999'] },
  BEL: { passport: ['AA999999'] },
  CAN: { passport: ['AA999999'] },
  CHE: { passport: ['A9999999'], identityCard: ['A9999999'] },
  CHN: { passport: ['A99999999', 'AA9999999'] },
  CZE: { passport: ['99999999'] },
  ESP: { passport: ['AAA999999'] },
  FIN: { passport: ['AA9999999'] },
  GBR: { passport: ['999999999'] },
  GRC: { passport: ['AA9999999'] },
  HRV: { passport: ['999999999'] },
  HUN: { passport: ['AA9999999', 'AA999999'] },
  IND: { passport: ['A9999999'] },
  ISL: { passport: ['A9999999'] },
  ITA: { passport: ['AA9999999'], identityCard: ['AA99999AA'] },
  LTU: { passport: ['99999999'] },
  LVA: { passport: ['AA9999999'] },
  NLD: { passport: ['AAXXXXXX9'], identityCard: ['AAXXXXXX9'], neverLetters: 'O' },
  POL: { passport: ['AA9999999'], identityCard: ['AAA999999'] },
  ROU: { identityCard: ['AA999999'] },
  SWE: { passport: ['99999999'] },
  USA: { passport: ['999999999', 'A99999999'] },
};

/** What each position of a nine-character MRZ number field may hold under every layout given. */
export type NumberPositionKind = 'letter' | 'digit' | 'digit-or-filler' | 'alnum';

/** Per position, the narrowest kind every layout allows (alternatives merged). */
export function numberPositionKinds(layouts: readonly string[]): NumberPositionKind[] {
  return Array.from({ length: 9 }, (_, position): NumberPositionKind => {
    const chars = new Set(layouts.map((layout) => layout[position] ?? '<'));
    if (chars.size === 1 && chars.has('A')) return 'letter';
    if (chars.size === 1 && chars.has('9')) return 'digit';
    if ([...chars].every((c) => c === '9' || c === '<')) return 'digit-or-filler';
    return 'alnum';
  });
}
