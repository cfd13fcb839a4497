/**
 * Function words of our six languages (PT, ES, FR, EN, IT, DE): articles, prepositions and their contractions, conjunctions,
 * pronouns and determiners, and the commonest adverbs. A brand's alias that is one of them ("del", "de", "la") is read as the
 * word unless the string cues the brand (`BrandIndex.functionWordCue`); joined from several tokens ("de l'" → "del") never.
 */
const text = `
a à ao aos as às o os um uma uns umas de do da dos das no na nos nas num numa em por pelo pela pelos pelas para com sem sob
sobre entre até e ou mas nem que se como quando onde eu tu ele ela nós vós eles elas me te lhe seu sua seus suas meu minha
este esta isto esse essa isso aquele aquela muito mais menos já não sim também só
el la lo los las un una unos unas de del al en con sin por para sobre entre hasta desde y o u pero ni que si como cuando donde
yo tú él ella nosotros ellos ellas mi mis tu tus su sus este esta esto ese esa eso muy más menos ya no sí también solo
le la les un une des du de d l au aux en dans par pour avec sans sous sur chez entre vers et ou mais ni que qui si comme quand
où je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses ce cet cette ces très plus moins déjà ne pas oui aussi
the a an of to in on at by for with without from into onto over under between and or but nor if as so than that this these
those it its he she we you they me my your his her our their is are was be been not no yes also very more less only
il lo la i gli le un uno una di del dello della dei degli delle a al allo alla ai agli alle da dal dalla dai in nel nella
nei con su sul sulla per tra fra e o ma né che se come quando dove io tu lui lei noi voi loro mio mia tuo tua suo sua non sì
anche molto più meno già solo
der die das den dem des ein eine einer einen einem eines und oder aber noch wenn als wie dass mit ohne von vom zu zum zur
bei beim aus auf an am im in ins über unter für gegen durch nach vor ich du er sie es wir ihr mein dein sein nicht ja nein
auch sehr mehr weniger schon nur
`;

const folded = (lines: string) => lines.split(/\s+/).filter((word) => word.length > 0).map((word) => word.normalize('NFKD').replace(/\p{M}/gu, ''));

export const functionWords: ReadonlySet<string> = new Set(folded(text));

/** The text's lines by language, in its order: three of Portuguese, two each of Spanish, French and English, three of Italian and German. */
const linesOf = { pt: [0, 3], es: [3, 5], fr: [5, 7], en: [7, 9], it: [9, 12], de: [12, 15] } as const;
const textLines = text.trim().split('\n');

const ofLines = ([from, to]: readonly [number, number]): ReadonlySet<string> => new Set(folded(textLines.slice(from, to).join(' ')));

/** The function words of each of our languages ("até" Portuguese, "dove" Italian, "only" English). */
export const functionWordsByLanguage: Readonly<Record<keyof typeof linesOf, ReadonlySet<string>>> = {
  pt: ofLines(linesOf.pt),
  es: ofLines(linesOf.es),
  fr: ofLines(linesOf.fr),
  en: ofLines(linesOf.en),
  it: ofLines(linesOf.it),
  de: ofLines(linesOf.de),
};
