import { deSerialAlphabet } from '../national/de-id-serial.ts';
import { documentNumberLayouts, numberPositionKinds, type NumberPositionKind } from '../national/document-number-layouts.ts';
import { readSpan, type MrzLayout, type PositionKind } from './mrz-layout.ts';

/** A position whose allowed characters a national format narrows beyond ICAO's. */
export interface NationalPosition {
  line: number;
  position: number;
  kind: PositionKind;
}

export const positionAlphabets: Readonly<Record<PositionKind, string>> = {
  letter: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<',
  country: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<',
  name: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ<',
  digit: '0123456789',
  check: '0123456789<',
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
  sex: 'MFX<',
  filler: '<',
  'de-serial': deSerialAlphabet,
  'alnum-no-o': 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789<',
};

/**
 * Narrowings that national formats force, given the (already letter-corrected) header:
 * - Portuguese Cartão de Cidadão (TD1, state PRT, code I…): the document number is the 12-character
 *   `DDDDDDDD C AA T` written as a long number, so positions 5–13 are digits, 14 is `<`, 17 (T) and
 *   18 (the ICAO check digit) are digits.
 * - German identity card (TD1) and passport (TD3), state D: the serial number uses `deSerialAlphabet`.
 * - Spanish identity card (TD1, state ESP, code I…): the card's support number is three letters and
 *   six digits (`CXK482157`), and the optional data starts with the DNI, eight digits and a
 *   letter (or a NIE: X, Y or Z, seven digits, a letter), so positions 16–22 are digits and 23 a
 *   letter.
 * - French passport (TD3, state FRA): the number is two digits, two letters, five digits
 *   (`12AB34567`), so an `O` read in a digit position is a `0`; without this, `0`→`O` flips at
 *   weights 7 and 3 cancel in the check digit and pass it.
 * - Otherwise the state's published number layout for the document (`documentNumberLayouts`):
 *   letters and digits where every layout in circulation has them.
 */
export function nationalPositions(layout: MrzLayout, lines: readonly string[]): NationalPosition[] {
  const state = readSpan(lines, layout.issuingState);
  const code = readSpan(lines, layout.documentCode);
  if (layout.format === 'TD3' && state === 'D<<' && code.startsWith('P')) {
    return [0, 1, 2, 3, 4, 5, 6, 7, 8].map((position) => ({ line: 1, position, kind: 'de-serial' as const }));
  }
  if (layout.format === 'TD3' && state === 'FRA' && code.startsWith('P')) {
    return [0, 1, 2, 3, 4, 5, 6, 7, 8].map((position) => ({ line: 1, position, kind: position === 2 || position === 3 ? ('letter' as const) : ('digit' as const) }));
  }
  const national = stateNumberPositions(layout, state, code);
  if (national.length > 0) return national;
  if (layout.format !== 'TD1') return [];
  const at = (position: number, kind: PositionKind): NationalPosition => ({ line: 0, position, kind });
  if (state === 'PRT' && code.startsWith('I')) {
    return [
      ...[5, 6, 7, 8, 9, 10, 11, 12, 13].map((p) => at(p, 'digit')),
      at(14, 'filler'),
      at(17, 'digit'),
      at(18, 'digit'),
    ];
  }
  if (state === 'ESP' && code.startsWith('I')) {
    return [
      ...[5, 6, 7].map((p) => at(p, 'letter')),
      ...[8, 9, 10, 11, 12, 13].map((p) => at(p, 'digit')),
      ...[16, 17, 18, 19, 20, 21, 22].map((p) => at(p, 'digit')),
      at(23, 'letter'),
    ];
  }
  if (state === 'D<<' && code.startsWith('I')) {
    return [5, 6, 7, 8, 9, 10, 11, 12, 13].map((p) => at(p, 'de-serial'));
  }
  return [];
}

const numberKindToPosition: Readonly<Record<NumberPositionKind, PositionKind>> = { letter: 'letter', digit: 'digit', 'digit-or-filler': 'check', alnum: 'alnum' };

/** The number field's positions as the issuing state's layouts for this kind of document force them. */
function stateNumberPositions(layout: MrzLayout, state: string, code: string): NationalPosition[] {
  const layouts = documentNumberLayouts[state.replace(/<+$/, '')];
  if (!layouts) return [];
  const forDocument = code.startsWith('P') ? layouts.passport : /^[IAC]/.test(code) ? layouts.identityCard : undefined;
  if (!forDocument) return [];
  const { line, start } = layout.documentNumber;
  return numberPositionKinds(forDocument).flatMap((kind, position) => {
    const mapped = kind === 'alnum' && layouts.neverLetters === 'O' ? 'alnum-no-o' : numberKindToPosition[kind];
    return mapped === 'alnum' ? [] : [{ line, position: start + position, kind: mapped }];
  });
}
