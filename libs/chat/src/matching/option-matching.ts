import type { OptionSelection, OptionType } from '../core-system/index.ts';
import { normalizeText, removePhrase } from './normalize-text.ts';
import { namedCandidate } from './phrase-match.ts';

export interface OptionValueMatch {
  optionTypeId: string;
  valueId: string;
}

/**
 * Every option value the user's words name, one per option type: a value's label in any language
 * (or its id) occurring as whole words, a longer one winning over one inside it (`Wi-Fi + Cellular`
 * over `Wi-Fi`).
 * Words of the product's own name are taken out first, so "iPhone 12" never reads as size 12; a
 * type whose words name two values equally is left out rather than guessed.
 */
export function matchOptionValues({
  text,
  optionTypes,
  productWords = [],
}: {
  text: string;
  optionTypes: readonly OptionType[];
  /** The product's name, brand and aliases. */
  productWords?: readonly string[];
}): OptionValueMatch[] {
  let said = normalizeText(text);
  for (const words of [...productWords].map(normalizeText).sort((a, b) => b.length - a.length)) said = removePhrase(said, words);
  const matches: OptionValueMatch[] = [];
  for (const type of optionTypes) {
    const valueId = namedCandidate(
      said,
      type.values.map((value) => ({ id: value.id, names: [...Object.values(value.labels), value.id].flatMap(spellings) })),
    );
    if (valueId !== undefined) matches.push({ optionTypeId: type.id, valueId });
  }
  return matches;
}

/** The option types of a product still without a value, in the product's order. */
export function missingOptionTypes(optionTypes: readonly OptionType[], selection: OptionSelection): OptionType[] {
  return optionTypes.filter((type) => selection[type.id] === undefined);
}

/** Whether `valueId` is one of the values the product allows for `optionTypeId`: the check every model answer goes through. */
export function isAllowedValue(optionTypes: readonly OptionType[], { optionTypeId, valueId }: OptionValueMatch): boolean {
  return optionTypes.some((type) => type.id === optionTypeId && type.values.some((value) => value.id === valueId));
}

/**
 * A label as sellers write it: as labelled, with its hyphens closed up (`Wi-Fi` → `wifi`), and
 * with a Portuguese adjective agreeing with a feminine noun (`Preto` → `preta`: "a cor é preta").
 */
function spellings(label: string): string[] {
  const forms = [normalizeText(label), normalizeText(label.replace(/-/g, ''))];
  return [...new Set([...forms, ...forms.filter((form) => /[a-z]o$/.test(form)).map((form) => `${form.slice(0, -1)}a`)])];
}
