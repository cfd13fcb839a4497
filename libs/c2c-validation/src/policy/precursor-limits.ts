/**
 * The limit values of EU Regulation 2019/1148, Annex I, as the text states a concentration: a substance named with a strength at or
 * below its limit (nitric acid 3 %, sulphuric acid 15 %, nitromethane 16 %, the chlorates and perchlorates 40 %; hydrogen peroxide's
 * 12 % is read in `item-lexicon.ts`) is sold to the public. The strength is the first number after the name, a few words on ("ácido
 * sulfúrico para baterias 10 %"), or the one right before it ("16 % nitrometano").
 */
const atMost = {
  three: String.raw`(?:[0-2](?:[.,]\d+)?|3(?:[.,]0+)?)`,
  fifteen: String.raw`(?:\d|1[0-4])(?:[.,]\d+)?|15(?:[.,]0+)?`,
  sixteen: String.raw`(?:\d|1[0-5])(?:[.,]\d+)?|16(?:[.,]0+)?`,
  forty: String.raw`(?:\d|[1-3]\d)(?:[.,]\d+)?|40(?:[.,]0+)?`,
};

/** Hydrogen peroxide's names (its limit, 12 %, and its volumes are read where the lexicons name it). */
export const peroxide = String.raw`(?:per[oó]xido\s+de\s+hidrog[eé]nio|[aá]gua\s+oxigenada|per[oó]xido\s+de\s+hidr[oó]geno|agua\s+oxigenada|peroxyde\s+d['’]\s*hydrog[eè]ne|eau\s+oxyg[eé]n[eé]e|hydrogen\s+peroxide|perossido\s+di\s+idrogeno|acqua\s+ossigenata|wasserstoffperoxid)`;

const nitricAcid = String.raw`(?:[aá]cido\s+n[ií]trico|acide\s+nitrique|nitric\s+acid|acido\s+nitrico|salpeters[aä]ure)`;
const sulphuricAcid = String.raw`(?:[aá]cido\s+sulf[uú]rico|acide\s+sulfurique|(?:sulfuric|sulphuric)\s+acid|acido\s+solforico|schwefels[aä]ure)`;
const nitromethane = String.raw`(?:nitrometano|nitrom[eé]thane|nitromethane|nitromethan)`;
const chlorates = String.raw`(?:(?:per)?clorato\s+(?:de\s+|di\s+)?(?:pot[aá]ssio|potasio|potassio|s[oó]dio|sodio|s[oó]dico|pot[aá]sico)|(?:per)?chlorate\s+de\s+(?:potassium|sodium|soude|potasse)|(?:potassium|sodium)\s+(?:per)?chlorate|(?:kalium|natrium)(?:per)?chlorat)`;

/** The name, then the first number within a few words (no other number between), at or below the limit, and its percent sign. */
const nameThenStrength = (name: string, limit: string) => String.raw`${name}[^.!?\n\d]{0,25}?(?<![\p{N}.,])(?:${limit})\s?%`;
/** The strength right before the name. */
const strengthThenName = (name: string, limit: string) => String.raw`(?<![\p{N}.,])(?:${limit})\s?%\s+(?:(?:de|di|of)\s+)?${name}`;

/** A restricted precursor named at a strength sold to the public: the lexicons' `innocent` for these names. */
export const precursorAtLegalStrength = new RegExp(
  [
    nameThenStrength(nitricAcid, atMost.three), strengthThenName(nitricAcid, atMost.three),
    nameThenStrength(sulphuricAcid, atMost.fifteen), strengthThenName(sulphuricAcid, atMost.fifteen),
    nameThenStrength(nitromethane, atMost.sixteen), strengthThenName(nitromethane, atMost.sixteen),
    nameThenStrength(chlorates, atMost.forty), strengthThenName(chlorates, atMost.forty),
  ].join('|'),
  'iu',
);
