import { digitTokens } from './number-words.ts';
import { matchesOf } from '../text/matches.ts';

/**
 * Blade lengths a listing states: "lâmina de 21 cm", "hoja de 14 cm", "lame double tranchant de
 * 25 cm", "Klingenlänge 17 cm", "eight inch blade", "3.5\" blade". Lengths in centimetres; numbers
 * written as digits or as words.
 */
export interface BladeLength {
  start: number;
  end: number;
  centimetres: number;
}

const bladeWord = String.raw`(?:l[aâ]minas?|hojas?|lames?|blades?|lama|klingen?(?:l[aä]nge)?)`;
const number = String.raw`(\d{1,3}(?:[.,]\d{1,2})?|\p{L}{3,12}(?:[\s-]\p{L}{3,12})?)`;
const unit = String.raw`(cm|cent[ií]m[eè]?tros?|centim[eè]tres?|mm|mil[ií]m[eè]?tros?|millim[eè]tres?|inch(?:es)?|in(?![\p{L}])|"|''|polegadas?|pulgadas?|pouces?|zoll|pollici)`;
/** "blade (of|de) [up to three words] N unit" or "N unit [one word] blade". */
const pattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${bladeWord}(?:[\s,:]+[\p{L}-]{1,15}){0,3}?[\s:]+(?:(?:de|of|da|di|von|with|com|con|avec|mit)\s+)?(?:(?:ca|env|approx|about|environ|cerca\s+de|unos|uns)\.?\s+)?${number}\s?${unit}|${number}[\s-]?${unit}(?:[\s-]+[\p{L}]{1,15})?[\s-]+${bladeWord}(?![\p{L}]))`,
  'giu',
);
const maxFindings = 10;

function centimetres(value: string, unitText: string): number | undefined {
  let amount = /^\d/.test(value) ? Number(value.replace(',', '.')) : Number(digitTokens(value.toLowerCase()).map((t) => t.digits).join('') || NaN);
  if (!Number.isFinite(amount)) return undefined;
  const u = unitText.toLowerCase();
  if (u.startsWith('mm') || u.startsWith('mil')) amount /= 10;
  else if (!u.startsWith('c')) amount *= 2.54;
  return amount;
}

export function findBladeLengths(text: string): BladeLength[] {
  const found: BladeLength[] = [];
  for (const match of matchesOf(text, pattern)) {
    const [whole, value1, unit1, value2, unit2] = match;
    const length = centimetres((value1 ?? value2)!, (unit1 ?? unit2)!);
    if (length !== undefined) found.push({ start: match.index, end: match.index + whole.length, centimetres: length });
    if (found.length >= maxFindings) break;
  }
  return found;
}
