import { variantModifiers } from './listing-vocabulary.ts';
import { storageGb } from '../item/storage-size.ts';
import { words } from './text-match.ts';

const variants = new Set(variantModifiers);

/** Units, screen sizes and clothing sizes: specs, not model numbers, so they are compared apart or not at all. */
const units = String.raw`gb|tb|go|to|mb|kg|g|cm|mm|mah|w|mp|hz|l|ml|"|''|”|polegadas|pulgadas|pouces|zoll|inch(?:es)?`;
const sizeWords = 'tamanho|tam|talla|taille|größe|grösse|taglia|size';
const specNotModel = new RegExp(
  String.raw`\d+(?:[.,]\d+)?\s?(?:${units})(?![\p{L}\p{N}])|(?<!\p{L})(?:${sizeWords})\s*[\p{L}\p{N}]+`,
  'giu',
);
const year = /^(?:19|20)\d\d$/;

/**
 * A manufacturer's model code (`WAT28461ES`, `WW90T534DAW`): long, with letters and
 * at least four digits. A title that carries the item's code names the model exactly, so the
 * item's other numbers ("Serie 6") need not be repeated there.
 */
function isModelCode(word: string): boolean {
  return word.length >= 7 && (word.match(/\p{L}/gu)?.length ?? 0) >= 2 && (word.match(/\d/g)?.length ?? 0) >= 4;
}

function modelWords(name: string, brand: string | undefined): string[] {
  const brandWords = new Set(words(brand ?? ''));
  return words(name.replace(specNotModel, ' ')).filter((word) => !brandWords.has(word));
}

/**
 * Why a listing's title names another model than the item, or undefined when it does not:
 * - the item's model numbers (words with a digit, years and units aside) and variant words must all
 *   be in the title, spaced or not ("iPhone12"), unless the title carries the item's model code;
 * - no variant word the item lacks may stand among or just after them ("iPhone 12 Pro" for an
 *   "iPhone 12"); further away it is likely another sentence ("Se vende iPhone 12");
 * - a storage size, when both name one, must agree.
 */
export function modelMismatch({
  itemName,
  itemBrand,
  itemDescription,
  title,
}: {
  itemName: string;
  itemBrand?: string;
  itemDescription?: string;
  title: string;
}): string | undefined {
  const item = modelWords(itemName, itemBrand);
  const titleWords = words(title.replace(specNotModel, ' '));
  const positions = new Map<string, number>();
  titleWords.forEach((word, i) => {
    if (!positions.has(word)) positions.set(word, i);
    const next = titleWords[i + 1];
    if (next !== undefined && !positions.has(word + next)) positions.set(word + next, i);
  });
  const required = item.flatMap((word, i) =>
    (/\d/.test(word) && !year.test(word)) || variants.has(word) ? [{ word, joined: (item[i - 1] ?? '') + word }] : [],
  );
  const codeNamed = item.some((word) => isModelCode(word) && positions.has(word));
  const missing = codeNamed
    ? undefined
    : required.find(({ word, joined }) => !positions.has(word) && !positions.has(joined));
  if (missing) return `the title lacks "${missing.word}"`;

  const matched = item.flatMap((word) => positions.get(word) ?? []);
  if (matched.length > 0) {
    const itemSet = new Set(item);
    const window = titleWords.slice(Math.min(...matched), Math.max(...matched) + 3);
    const extra = window.find((word) => variants.has(word) && !itemSet.has(word));
    if (extra) return `the title names the "${extra}" variant`;
  }

  const itemStorage = storageGb(`${itemName} ${itemDescription ?? ''}`);
  const titleStorage = storageGb(title);
  if (itemStorage !== undefined && titleStorage !== undefined && itemStorage !== titleStorage) {
    return `storage ${titleStorage} GB is not the item's ${itemStorage} GB`;
  }
  return undefined;
}
