/** Up to three words between the conjunction and the verb ("sem que o marido alguma vez saiba"). */
const upToThreeWords = String.raw`(?:[\p{L}\p{N}'’-]+\s+){0,3}?`;

/**
 * Someone kept from knowing: "sem ele saber", "sin que se entere", "à son insu", "sans que le voisin le sache", "without her knowing", "a sua insaputa", "heimlich".
 * A group without word bounds, read by the purpose rule (`rules/evasion-purpose.ts`: a person watched, read or followed without
 * knowing it) and by the spy-device lexicon (`goods-in-disguise-lexicon.ts`) as one of its terms.
 */
const unknowingForms = [
  String.raw`sem\s+que\s+(?!se\s+not)${upToThreeWords}(?:saib|perceb|not[ae]|d[eê]e?m?\s+conta|desconfi|descubr|descobr|repar)\p{L}*`,
  String.raw`sem\s+(?:ele|ela|eles|elas|ningu[eé]m|o\s+dono|a\s+dona|o\s+propriet[aá]rio|a\s+pessoa)\s+(?:saber|perceber|notar|dar\s+conta|desconfiar)`,
  String.raw`sin\s+que\s+(?!se\s+not)${upToThreeWords}(?:sep|enter|d[eé]n?\s+cuenta|not|descubr|sospech)\p{L}*`,
  String.raw`sin\s+(?:saberlo|enterarse|darse\s+cuenta)`,
  String.raw`[àa]\s+(?:son|leur)\s+insu`,
  String.raw`sans\s+qu(?:e\s+|['’]\s*)(?!(?:[cç]a|cela)\s)${upToThreeWords}(?:le\s+)?(?:sache|sachent|remarque|remarquent|rende|rendent|aper[cç]oi)\p{L}*`,
  String.raw`without\s+(?:them|her|him|anyone|anybody|people|the\s+\p{L}+|(?:your|their|his|her)\s+\p{L}+)\s+(?:ever\s+)?(?:knowing|noticing|finding\s+out|realis(?:ing)|realiz(?:ing))`,
  String.raw`a\s+(?:sua|loro)\s+insaputa`,
  String.raw`senza\s+che\s+(?!si\s+not)${upToThreeWords}(?:sappi|accorg|not)\p{L}*`,
  String.raw`ohne\s+dass\s+${upToThreeWords}(?:merkt|merken|wei[sß]|wissen|bemerkt|bemerken|mitbekommt|mitbekommen)`,
  String.raw`(?:he|she|they)\s+(?:will\s+never|won['’]?t\s+ever|never)\s+(?:know|find\s+out|notice)`,
  String.raw`heimlich|unbemerkt`,
];
export const unknowing = `(?:${unknowingForms.join('|')})`;
