import type { Listing } from './listing.ts';
import { normaliseText, phraseFinder } from './text-match.ts';

/**
 * Marks that a listing has sold, so its price is what a buyer paid rather than what a seller asked.
 * Kept narrow on purpose: "vendido por" / "sold by" name the seller on every shop page and
 * "vendo" offers to sell, so only a sold-listings page or a word that states the sale counts.
 */
const soldUrlMarks: readonly RegExp[] = [/[?&]LH_Sold=1\b/i, /[?&]LH_Complete=1\b/i, /\/sold(?:[/?#-]|$)/i, /\/vendidos?(?:[/?#-]|$)/i];

/** In a title, a word that alone says the item sold ("VENDIDO - iPhone 12", "[Sold] iPhone 12"). */
const soldTitleTerms: readonly string[] = ['vendido', 'vendida', 'sold', 'vendu', 'vendue', 'verkauft', 'venduto', 'venduta'];

/** In a title, the same words naming a seller or a promise, not a sale. */
const sellerPhrases: readonly string[] = ['vendido por', 'vendida por', 'sold by', 'vendu par', 'verkauft von', 'venduto da', 'vendido com', 'sold with', 'vendu avec'];

/** Anywhere in a listing's text, phrases that state the sale. */
const soldTextTerms: readonly string[] = [
  'artigo vendido', 'já vendido', 'ja vendido', 'anúncio vendido', 'vendido em', 'artículo vendido', 'ya vendido',
  'article vendu', 'déjà vendu', 'vendu le', 'item sold', 'this item has been sold', 'sold for', 'sold on', 'sold price',
  'artikel verkauft', 'bereits verkauft', 'articolo venduto', 'già venduto',
];

const findSoldWord = phraseFinder(soldTitleTerms);
const findSellerPhrase = phraseFinder(sellerPhrases);
const findSoldText = phraseFinder(soldTextTerms);

/** The mark that says this listing sold, or undefined when it reads as an asking price. */
export function soldMark(listing: Pick<Listing, 'url' | 'title' | 'text'>): string | undefined {
  const url = soldUrlMarks.find((mark) => mark.test(listing.url));
  if (url) return `a sold-listings page (${url.source})`;
  const title = normaliseText(listing.title);
  const word = findSoldWord(title);
  if (word && !findSellerPhrase(title)) return `"${word}" in the title`;
  const phrase = findSoldText(normaliseText(listing.text));
  return phrase ? `"${phrase}"` : undefined;
}
