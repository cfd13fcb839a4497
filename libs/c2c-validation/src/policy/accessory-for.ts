/**
 * What holds, covers, carries or stands a thing, named for that thing ("capa para passaporte", "étui de fusil", "passport
 * holder", "Hülle für den Reisepass"): the accessory, not the thing. Lexicon entries whose goods have accessories sellers
 * name this way build their `innocent` pattern's accessory part here, so the six languages' words are written once.
 */

/** Nouns of what holds, covers, protects, carries or stands a thing, in PT, ES, FR, EN, IT and DE. */
export const holderNouns = String.raw`capas?|fundas?|estojos?|estuches?|[eé]tuis?|housses?|pochettes?|custodi[ae]|h[uü]llen?|holders?|covers?|cases?|wallets?|porta|portas|porte|suportes?|soportes?|supports?|stands?|mounts?|halter(?:ung|ungen)?`;

/** Words that join an accessory to what it serves: of, for, and "compatible with". */
export const accessoryJoins = String.raw`(?:para|pra|for|pour|per|f[uü]r|de|do|da|del|du|des|di|à|a|compat[ií]ve(?:l|is)\s+com|compatibles?\s+(?:con|avec|with)|compatibil[ei]\s+con|kompatibel\s+mit)\s+|d['’]\s*`;

/** The articles and possessives that may stand between the joining word and the thing. */
const accessoryArticles = String.raw`o|a|os|as|el|la|los|las|le|les|l['’]|the|your|il|lo|gli|i|die|der|das|den|una?|une?|um|uma|eine?n?|seu|sua|teu|tua|tu|votre|ton|ta`;

/** English and German words that name the accessory after the thing ("passport holder", "helmet stand", "Pass-Hülle"). */
export const holderAfter = String.raw`holders?|covers?|cases?|sleeves?|wallets?|stands?|mounts?|racks?|hooks?|hangers?|h[uü]llen?|halter(?:ung|ungen)?|beh[aä]lter|etuis?|taschen?`;

/** Not a word joining a second thing ("e", "and", "with"…): a word between that is one is no part of the accessory's name. */
const notJoiningTwo = String.raw`(?!(?:e|y|et|and|und|ed|com|con|avec|with|mit|plus|mais|m[aá]s)\s)`;

export interface AccessoryForOptions {
  /** The entry's own accessory nouns beside the shared ones (a cylinder's regulator, a hearing aid's batteries). */
  nouns?: string;
  /** The entry's own words after the thing beside the shared ones ("hearing aid dryer"); '' for none at all. */
  after?: string | false;
  /** How many words may stand between the accessory's noun and the joining word ("capa de couro para …"). */
  words?: number;
}

/**
 * A regular-expression source (flags `iu`) for an accessory named for `thing` (itself a source): a holder's noun, up to
 * `words` words of its own, an optional joining word and article, then the thing; or, with `after`, the thing followed by
 * the accessory's noun. More than one word between needs the joining word after them, and no word between may be "e", "and"
 * or "with": "capa preta e passaporte" (a case, and a passport) is not read as the passport's case.
 */
export function accessoryFor(thing: string, { nouns, after = '', words = 1 }: AccessoryForOptions = {}): string {
  const heads = nouns ? `${holderNouns}|${nouns}` : holderNouns;
  // With no joining word, one word of the holder's own ("Estojo azul lentes de contacto"); after it, one word saying which kind, or two
  // kinds by "or" ("for bike or ski helmets"); never "and" or "with", which add a second thing sold.
  const kinds = String.raw`(?:${notJoiningTwo}[\p{L}-]+\s+(?:or|ou|o|oder)\s+)?(?:${notJoiningTwo}[\p{L}-]+\s+)?`;
  const before = String.raw`(?:${heads})[\s-]+(?:(?:[\p{L}-]+\s+){0,${words}}?(?:${accessoryJoins})(?:(?:${accessoryArticles})\s+)?${kinds}|(?:(?:${accessoryArticles})\s+)?(?:${notJoiningTwo}[\p{L}-]+\s+)?)(?:${thing})`;
  if (after === false) return before;
  const tails = after ? `${holderAfter}|${after}` : holderAfter;
  // One word may name the holder's kind between ("helmet display stand", "passport leather cover").
  return String.raw`${before}|(?:${thing})[\s-]+(?:${notJoiningTwo}[\p{L}]+\s+)?(?:${tails})`;
}
