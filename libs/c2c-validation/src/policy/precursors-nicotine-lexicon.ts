import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';
import { bikeOrVeil } from './described-item-lexicon.ts';

/**
 * Three public lists taken whole where the other lexicons held only the names met in examples (PT, ES, FR, EN, IT, DE common names and
 * the trade forms sellers write); what the other lexicons already read of each list stays there:
 * - pyrotechnic articles of Directive 2013/29/EU beyond the plain words for fireworks: categories F2–F4, T1–T2 and P1–P2 named with a
 *   pyrotechnic word, thunderflashes, stadium flares and smoke pots, signal and parachute flares, fuses, flash powder and thermite,
 *   homemade fireworks, the imported "Cobra" crackers (`explosives-fireworks`: the marketplaces' fireworks and explosives clauses). A
 *   cake's indoor sparkler (F1) is none of them;
 * - the scheduled drug precursors of Regulations 273/2004 and 111/2005, category 1 whole (phenylacetone/BMK and PMK and their
 *   glycidates, APAAN, safrole and isosafrole, sassafras oil, piperonal, ephedrine, pseudoephedrine and norephedrine, the ergot
 *   alkaloids and lysergic acid, N-acetylanthranilic acid, 4-anilinopiperidine and its Boc form, ANPP and norfentanyl), GBL and
 *   1,4-butanediol, new psychoactive substances by name and "research chemicals" sold "not for human consumption", cannabis seeds and
 *   clones for growing (`drugs`: the marketplaces' drugs clauses, which name the substances used to make them); category 2 (acetic
 *   anhydride, phenylacetic and anthranilic acid, piperidine, potassium permanganate, red phosphorus) and iodine named as the pure
 *   chemical by weight or purity (`hazardous-chemicals`). Category 3 (acetone, hydrochloric and sulphuric acid, toluene, ether, MEK)
 *   is sold to the public; a bottle of it is no finding here;
 * - tobacco and nicotine under the Tobacco Products Directive 2014/40/EU: e-liquids above 20 mg/ml, nicotine salts, nicotine-pouch
 *   brands, cigarettes by the carton and pack and by their slang (`tobacco-vapes`: private sale of tobacco is the state's excise; an
 *   empty tin, an ashtray or a cigar box is no tobacco).
 */

/** A pyrotechnic word: what makes a category code or a brand name a firework's. */
const pyroWord =
  /(?<![\p{L}])(?:pirot[eé]cni\p{L}*|pyrotechni\p{L}*|pyro|feuerwerk\p{L}*|fireworks?|firecrackers?|fogos?|foguet\p{L}*|fuegos?|fuochi|artif[ií]ci\p{L}*|artifices?|petard\p{L}*|p[eé]tards?|b[oö]ller\p{L}*|crackers?|bangers?|knaller|raketen?|rockets?|cohetes?|fus[eé]es?|razzi)(?![\p{L}])/iu;

/** Pyrotechnic articles by their own names: flares, thunderflashes, fuses, flash powder and thermite, stadium smoke. */
const pyroArticle = String.raw`(?:thunder[\s-]?flash(?:es)?|flash[\s-]?powder|p[oó]\s+(?:de\s+)?flash|polvo\s+flash|poudre\s+flash|polvere\s+flash|blitz(?:knall)?(?:satz|pulver)|thermite|thermit|visco[\s-]?fuses?|cannon[\s-]?fuses?|(?:fireworks?|pyro)\s+fuses?|mechas?\s+(?:pirot[eé]cnicas?|para\s+(?:petardos|fuegos|fogos|foguetes|bombas))|m[eè]ches?\s+(?:pyrotechniques?|d['’]\s*artifices?|pour\s+(?:p[eé]tards|feux))|micce?\s+(?:pirotecnic[ah]e?|per\s+(?:petardi|fuochi))|z[uü]ndschn[uü]re?\s+f[uü]r\s+(?:feuerwerk|b[oö]ller)|bengalos?|(?:stadium|ultras?|pyro)\s+(?:pyro\s+)?flares?|torches?\s+(?:de\s+stade|ultras?)|pyrofackeln?|bengalas?\s+(?:de\s+)?(?:est[aá]dio|estadio|humo|fumo|fuma[cç]a|ultras?|claque)|fumogen[oi](?:\s+da\s+stadio)?|torce\s+da\s+stadio|pots?\s+(?:de\s+)?fumig[eè]nes?|fumig[eè]nes?\s+(?:de\s+)?(?:couleur|stade|supporters?)|smoke\s+(?:bombs?|grenades?|pots?)|rauch(?:bomben?|granaten?|t[oö]pfe)|foguetes?\s+(?:artesanais|caseiros|de\s+fabrico\s+caseiro|feitos\s+em\s+casa|de\s+(?:sinaliza[cç][aã]o|paraquedas|socorro|estouro|estoiro|bomba))|morteiros?\s+(?:de\s+)?(?:festa|fogo|artif[ií]cio|pirot[eé]cnicos?)|fachos?\s+(?:de\s+)?(?:m[aã]o|sinaliza[cç][aã]o|socorro)|cohetes?\s+(?:de\s+)?(?:se[nñ]ales|paraca[ií]das|socorro)|fus[eé]es?\s+parachutes?|feux\s+[àa]\s+main|parachute\s+(?:flares?|rockets?)|distress\s+(?:flares?|rockets?)|very\s+lights?|razzi\s+(?:a\s+paracadute|di\s+segnalazione)|fuochi\s+a\s+mano|signalraketen?|signalfackeln?|homemade\s+(?:fireworks?|firecrackers?|bangers|rockets)|home[\s-]made\s+(?:fireworks?|firecrackers?|bangers|rockets)|superb[oö]ller)`;

/** The Directive's categories beyond F1, named as such. */
const pyroCategory = String.raw`(?:(?:cat(?:egor(?:ia|ía|ie|y))?\.?|kategorie|klasse|classe|class)\s*(?:F\s?[2-4]|T\s?[12]|P\s?[12]))`;

/** Insects, drains and baths: a fumigator's, a plumber's smoke test, a bath bomb. */
const notPyro =
  /(?<![\p{L}])(?:insect\p{L}*|inset\p{L}*|mosquit\p{L}*|moustiques?|pulgas|puces|fleas?|cucarachas|baratas|cafards|cockroach\p{L}*|pul[gc]\p{L}*|bath|banho|ba[ñn]o|bain|bagno|bad|drains?|canos|tuber[ií]as|plumb\p{L}*|colmeias?|colmenas?|ruches?|beehives?|bees?|abelhas|abejas|abeilles|bienen|vaporetto|aerosol)(?![\p{L}])/iu;

/** Category 1 precursors of Regulation 273/2004 and 111/2005 (and safrole-rich oils), by their names and trade forms. */
const category1 = String.raw`(?:(?:bmk|pmk)\s+(?:(?:methyl|ethyl|metil|etil)\s+)?(?:glycid\p{L}*|glicid\p{L}*|oil|[oó]leo|huile|olio|[oö]l|powder|pulver|p[oó]|polvo|poudre|polvere|liquid\p{L}*|l[ií]quido|acid|[aá]cido)|(?:bmk|pmk)[\s-]?glycid\p{L}*|phenylacetone|fenilaceton[ae]|ph[eé]nylac[eé]tone|phenylaceton|1-?phenyl-?2-?propanone|1-?fenil-?2-?propanona|mdp-?2-?p|3,4-?mdp-?2-?p|piperonyl\s?methyl\s?ketone|apaan|alpha-?phenylacetoacetonitril\p{L}*|[aα]-?phenylacetoacetonitril\p{L}*|isosafrol[eo]?|safrol[eo]?|[oó]leo\s+de\s+sassafr[aá]s|aceite\s+de\s+sas(?:s)?afr[aá]s|huile\s+de\s+sassafras|sassafras\s+oil|olio\s+di\s+sassofrasso|sassafras[oö]l|piperonal[e]?|pseudo-?efedrin[ae]|pseudo-?ephedrin[e]?|pseudo-?[eé]ph[eé]drine|norefedrin[ae]|norephedrin[e]?|nor[eé]ph[eé]drine|efedrin[ae]|ephedrin[e]?|[eé]ph[eé]drine|ergometrin[ae]?|ergotamin[ae]?|[aá]cido\s+lis[eé]rgico|acide\s+lysergique|lysergic\s+acid|acido\s+lisergico|lysergs[aä]ure|n-?acetyl-?anthranil\p{L}*|[aá]cido\s+n-?acetilantran[ií]lico|4-?anilinopiperidin[ae]?|1-?boc-?4-?ap|anpp|norfentanyl|norfentanilo)`;

/** GBL and 1,4-butanediol, the GHB the body makes of them, and GHB itself. */
const ghbFamily = String.raw`(?:gama-?butirolactona|gamma-?butirolactona|gamma-?butyrolactone?|gamma-?butirrolattone|[γy]-?butyrolactone?|1,4-?butan[eo]?diol[oe]?|butan[eo]?-?1,4-?diol|butan[eo]?diol[oe]?[\s-]?1,4|ghb|gamma-?hidroxibutirato|gamma-?hydroxybutyrat\p{L}*|gamma-?idrossibutirrato)`;

/** New psychoactive substances by name: cathinones, arylcyclohexylamines, lysergamides, tryptamines, designer benzodiazepines, nitazenes, semi-synthetic and synthetic cannabinoids. */
/** "GBL" alone is also a part's, a model's or a shop's code: drugs, a chemical's words, a cleaner, its purity or a volume beside it make it the solvent. */
const gblSold =
  /(?<![\p{L}])(?:ghb|drog\p{L}*|drugs?|party|fiestas?|festas?|f[eê]tes?|chem\p{L}*|qu[ií]mic\p{L}*|chimi\p{L}*|chimic\p{L}*|lactone?|lactona|butyro\p{L}*|butiro\p{L}*|solvents?|solvant\p{L}*|disolvent\p{L}*|solvente?s?|l[oö]sungsmittel|reinig\p{L}*|cleaner|cleaning|limpa\p{L}*|limpia\p{L}*|limpeza|limpieza|nettoy\p{L}*|pulizia|pulitor\p{L}*|felgenrein\p{L}*|decapant\p{L}*|d[eé]capant\p{L}*|stripper|pur[oae]?s?|pure|pura|rein|reinheit|purity|pureza|puret[eé]|purezza|liters?|litres?|litros?|litr[oi]|liter)(?![\p{L}])|\d\s?%|\d+\s?(?:ml|l|cl)(?![\p{L}])/iu;

/** GBL by its bare letters. */
const gblLetters = String.raw`gbl`;

const psychoactive = String.raw`(?:[34]-?[cm]mc|4-?mec|mephedron[e]?|mefedron[ae]|m[eé]ph[eé]drone|2-?fdck|2-?fl?-?ketamin\p{L}*|3-?meo-?pcp|3-?fpm|2-?fma|4-?fa|4-?fmph|a-?pvp|α-?pvp|alpha-?pvp|a-?php|α-?php|alpha-?php|1[cvdsbt]?p-?lsd|1v-?lsd|ald-?52|4-?aco-?dmt|4-?ho-?m[ie]t|5-?meo-?dmt|5-?meo-?mipt|dmt|ayahuasca|mescalin[ae]?|mezcalina|peyote|hhc(?:-?[op])?|hhcp|thc-?p|thcp|thc-?o|h4-?cbd|jwh-?\d{3}|5f-?adb|mdmb-?\d?\p{L}*|adb-?butinaca|etizolam|flualprazolam|flubromazolam|bromazolam|clonazolam|deschloroetizolam|o-?desmethyltramadol|o-?dsmt|isotonitazen[eo]|metonitazen[eo]|protonitazen[eo]|nitazen[eo]s?|research\s+chem(?:ical)?s?|rc\s+(?:shop|vendor|powders?|pellets)|legal\s+highs?|qu[ií]micos?\s+de\s+investiga[cç](?:[aã]o|i[oó]n)|produits?\s+chimiques?\s+de\s+recherche|chimici?\s+(?:da|di)\s+ricerca|forschungschemikalien|badesalz(?:e)?\s+(?:zum|als)\s+\p{L}+)`;

/** A diamond sharpening stone of the maker DMT; a cactus sold as a plant (its name is a mountain's and a plant's). */
const notPsychoactive =
  /(?<![\p{L}])(?:diamond|diamante|diamant|sharpen\p{L}*|whetstones?|afiad\p{L}*|afilad\p{L}*|aiguis\p{L}*|affil\p{L}*|schleif\p{L}*|pedras?\s+de\s+afiar|piedras?\s+de\s+afilar)(?![\p{L}])/iu;

/** "Not for human consumption": the label sellers of psychoactive powders put on them. */
const notForPeople = String.raw`(?:n[aã]o\s+(?:(?:apt[oa]|destinad[oa])\s+)?(?:para|ao)\s+consumo\s+humano|no\s+(?:apt[oa]\s+)?(?:para\s+)?(?:el\s+)?consumo\s+humano|(?:pas|non)\s+(?:destin[eé]e?s?\s+)?(?:pour|[àa])\s+(?:la\s+)?consommation\s+humaine|not\s+for\s+human\s+(?:consumption|use)|non\s+(?:adatt[oa]\s+|destinat[oa]\s+)?(?:al|per\s+il)\s+consumo\s+umano|nicht\s+(?:f[uü]r\s+den|zum)\s+menschlichen\s+(?:verzehr|konsum|gebrauch))`;
/** What the label is stuck on: a powder, pellets, blotters, crystals, a gram weight, a "research" or lab reagent. */
const powderSold =
  /(?<![\p{L}])(?:research|investiga[cç](?:[aã]o|i[oó]n)|recherche|ricerca|forschung\p{L}*|reagents?|reagentes?|reactivos?|r[eé]actifs?|reagenz\p{L}*|pellets?|blotters?|cristais|cristales|cristaux|crystals?|cristalli|kristall\p{L}*|p[oó]|polvo|poudre|powder|polvere|pulver|legal\s+highs?)(?![\p{L}])|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?(?:mg|g|gr|mcg|µg)(?![\p{L}])/iu;
/** Animal feed, bait, candles, soap and slime carry the same words. */
const notForPeopleInnocent =
  /(?<![\p{L}])(?:pets?|animais|animales|animaux|animals?|animali|tiere|haustiere?|puppies|puppy|chiots?|cachorros?|welpen|cuccioli|treats|chews|petiscos|golosinas|friandises|leckerlis?|c[aã]es|perros?|chiens?|dogs?|cani|hunde\p{L}*|gatos?|chats?|cats?|gatti|katzen|p[aá]ssaros|p[aá]jaros|oiseaux|birds?|uccelli|v[oö]gel|peixes|peces|poissons?|fish|pesci|fische|isco|cebo|app[aâ]ts?|bait|esca|k[oö]der|velas?|bougies?|candles?|candele|kerzen?|sab[aã]o|jab[oó]n|savons?|soaps?|sapone|seifen?|slime|decora\p{L}*|d[eé]co\p{L}*|dekor\p{L}*|adubo|abono|engrais|fertili[sz]\p{L}*|concime|d[uü]nger)(?![\p{L}])/iu;

/** Cannabis's names a seed or a cutting is said to be of. */
const cannabisName = String.raw`(?:cann?[aá]b(?:is|ica)|can[aá]bis|marijuana|marihuana|maconha|ganja)`;
/** Seeds and cuttings of cannabis sold to be grown: the seeds' and clones' own words, and the breeders' "feminised" and "autoflowering". */
const cannabisPropagule = String.raw`(?:(?:sementes|semillas|graines|seeds|semi|samen|esquejes|clones|boutures|talee|stecklinge|estacas|mudas)\s+(?:\p{L}+\s+)?(?:de\s+|of\s+|di\s+|von\s+)?${cannabisName}|${cannabisName}[\s-]?(?:seeds|samen|stecklinge|clones|esquejes)|(?:hanf|cannabis)(?:samen|stecklinge)|(?:sementes|semillas|graines|seeds|semi|samen)\s+(?:\p{L}+\s+)?(?:feminizad[ao]s|feminisiert\p{L}*|f[eé]minis[eé]e?s|feminised|feminized|femminizzat[ie]|autoflorecientes?|autoflorescentes?|autoflowering|autofioren\p{L}*|autofloraison)|(?:feminizad[ao]s|feminisiert\p{L}*|f[eé]minis[eé]e?s|feminised|feminized|femminizzat[ie]|autoflorecientes?|autoflorescentes?|autoflowering|autofioren\p{L}*|autofloraison)\s+(?:sementes|semillas|graines|seeds|semi|samen))`;
/** Vegetables bred "feminised" (cucumbers) and hemp seed sold as food or bird seed. */
const notCannabisCrop =
  /(?<![\p{L}])(?:pepinos?|cucumbers?|concombres?|cetrioli|gurken?|courgettes?|calabac\p{L}*|zucchin\p{L}*|tomat\p{L}*|melon\p{L}*|p[aá]ssaros|p[aá]jaros|oiseaux|birds?|uccelli|v[oö]gel|periquitos?|canarios?|can[aá]rios?|perruches?|pappagall\p{L}*|wellensittich\p{L}*|descascad\p{L}*|pelad[ao]s|d[eé]cortiqu\p{L}*|hulled|decorticat\p{L}*|gesch[aä]lt\p{L}*|comest\p{L}*|alimenta\p{L}*|food|granola|muesli|m[uü]sli)(?![\p{L}])/iu;

/** Category 2 precursors, and iodine, by their names. */
const category2 = String.raw`(?:anidrido\s+ac[eé]tico|anhydride\s+ac[eé]tique|acetic\s+anhydride|anidride\s+acetica|essigs[aä]ureanhydrid|[aá]cido\s+fenilac[eé]tico|acide\s+ph[eé]nylac[eé]tique|phenylacetic\s+acid|acido\s+fenilacetico|phenylessigs[aä]ure|[aá]cido\s+antran[ií]lico|acide\s+anthranilique|anthranilic\s+acid|acido\s+antranilico|anthranils[aä]ure|piperidin[ae]?|pip[eé]ridine|permanganato\s+(?:de\s+|di\s+)?pot[aá]s(?:s)?io|permanganate\s+de\s+potassium|potassium\s+permanganate|kaliumpermanganat|f[oó]sforo\s+(?:vermelho|rojo)|phosphore\s+rouge|red\s+phosphorus|fosforo\s+rosso|roter\s+phosphor|cristais\s+de\s+iodo|iodo\s+(?:em\s+cristais|sublimado|resublimado|met[aá]lico)|cristales\s+de\s+yodo|yodo\s+(?:en\s+cristales|sublimado|resublimado|met[aá]lico)|cristaux\s+d['’]\s*iode|iode\s+(?:en\s+cristaux|sublim[eé]|resublim[eé]|m[eé]tallique)|iodine\s+(?:crystals|prills|resublimed|sublimed)|iodio\s+(?:in\s+cristalli|sublimato|risublimato|metallico)|cristalli\s+di\s+iodio|jod(?:kristalle|\s+resublimiert|\s+sublimiert))`;
/** Sold as the pure chemical: a weight, a purity, a reagent's grade. */
const pureChemical =
  /(?<![\p{L}])(?:pur[oae]?s?|purezza|reinheit|rein|pureza|purity|reagent\p{L}*|reactivo|r[eé]actif|reagenz\p{L}*|lab(?:orat[oó]ri\p{L}*|o)?|labor|crist\p{L}*|crystals?|kristall\p{L}*|risublimat\p{L}*|resublim\p{L}*)(?![\p{L}])|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s?(?:%|kg|g|gr|l|litros?|litres?|liters?|litri|ml)(?![\p{L}])/iu;
/** A pond's, an aquarium's or a foot bath's permanganate, a tincture for wounds. */
const notPrecursorUse =
  /(?<![\p{L}])(?:aqu[aá]rios?|acuarios?|aquariums?|acquari\p{L}*|lagos?|lagoas?|estanques?|bassins?|ponds?|laghetti|teich\p{L}*|peixes|peces|poissons|fish|pesci|fische|koi|p[eé]s|pies|pieds|feet|foot|piedi|f[uü][sß]e|fu[sß]bad|tintura|tintur[ae]|teinture|tincture|feridas|heridas|plaies|wounds?|ferite|wunden?)(?![\p{L}])/iu;

/** E-liquids and nicotine salts, and the strength sellers write after them: above the Directive's 20 mg/ml. */
const nicotineLiquid = String.raw`(?:e-?l[ií]quid\p{L}*|(?:l[ií]quid[oe]s?|liquids?|liquidi|liquide?s?)\s+(?:(?:de|para|pour|per|f[uü]r|for)\s+)?(?:vape\p{L}*|vapea\p{L}*|cigarette\s+[eé]lectronique|svapo|e-?zigarett\p{L}*|verdampfer)|nic(?:otin[ae]?|otine)?\s?salts?|salt\s?nic|sais\s+de\s+nicotina|sales\s+de\s+nicotina|sels?\s+de\s+nicotine|sali\s+di\s+nicotina|nikotinsalz\p{L}*|nicotin[ae]?|nikotin|nicotine)`;
const aboveTwenty = String.raw`(?:2[1-9]|[3-9]\d)(?:[.,]\d+)?\s?mg`;
const strongLiquid = String.raw`(?:${nicotineLiquid}[^.!?\n\d]{0,25}?(?<![\p{N}.,])${aboveTwenty}|(?<![\p{N}.,])${aboveTwenty}(?:\s?/\s?ml)?\s+(?:de\s+|di\s+|of\s+)?${nicotineLiquid})`;
/** A nicotine salt, which the trade sells strong. */
const nicotineSalt = String.raw`(?:nic(?:otin[ae]?|otine)?\s?salts?|salt\s?nic|sais\s+de\s+nicotina|sales\s+de\s+nicotina|sels?\s+de\s+nicotine|sali\s+di\s+nicotina|nikotinsalz\p{L}*)`;

/** Cigarettes and tobacco by the carton, the pack and the sleeve, and their slang. */
const tobaccoPack = String.raw`(?:volumes?\s+de\s+(?:tabaco|cigarros)|ma[cç]os\s+de\s+(?:tabaco|cigarros)|cart[oó]n(?:es)?\s+de\s+(?:tabaco|cigarrillos|cigarros)|paquetes?\s+de\s+(?:tabaco|cigarrillos|cigarros)|cajetillas?(?:\s+de\s+(?:tabaco|cigarrillos))?|cartouches?\s+de\s+(?:cigarettes|clopes|tabac)|paquets?\s+de\s+(?:cigarettes|clopes|tabac)|cartons?\s+of\s+(?:cigarettes|cigs|smokes|tobacco|rolling\s+tobacco)|packs?\s+of\s+(?:cigarettes|cigs|smokes)|sleeves?\s+of\s+(?:cigarettes|cigs|tobacco)|stecch[ae]\s+di\s+sigarette|pacchett[io]\s+di\s+(?:sigarette|tabacco)|stangen?\s+(?:\p{L}+\s+)?(?:zigaretten|kippen|tabak)|zigarettenstangen?|schachteln?\s+(?:\p{L}+\s+)?(?:zigaretten|kippen|tabak)|clopes?|pitillos|ciggies|cigs|glimmst[aä]ngel)`;

/** Nicotine-pouch makers' names, which are also a bicycle's and a lift's words. */
const pouchBrand = String.raw`(?:zyn|velo|lyft|killa|xqs|nordic\s+spirit)`;
const pouchSold =
  /(?<![\p{L}])(?:dosen|latas?|tins?|dosi|pouch\p{L}*|sachets?|bolsitas|bustine|saquetas?|portions?|porciones|por[cç][oõ]es|nicotin\p{L}*|nikotin\p{L}*|snus|extra\s+strong|extra\s+stark)(?![\p{L}])|(?<![\p{L}\p{N}.,])\d+\s?mg(?![\p{L}])/iu;

/** Read after the other lexicons, each entry only where its topic has no finding yet in the field (`once`): it adds what they miss. */
export const precursorsNicotineLexicon: TopicLexicon[] = [
  {
    // Pyrotechnic articles by their own names (Directive 2013/29/EU; the marketplaces' fireworks and explosives clauses): a thunderflash,
    // a stadium flare, a signal flare, a fuse, flash powder, homemade or "super" crackers. A fogger against insects, a plumber's smoke
    // test and a bath bomb are no pyrotechnic article.
    topic: 'explosives-fireworks',
    once: true,
    qualifier: true,
    terms: [pyroArticle],
    context: new RegExp(`${aboutOrEmpty.source}|${notPyro.source}`, 'iu'),
  },
  {
    // A category beyond F1 (F2–F4, T1–T2, P1–P2) named beside a pyrotechnic word ("Kategorie F3 Batterie", "cat. F4 petardos").
    topic: 'explosives-fireworks',
    once: true,
    qualifier: true,
    terms: [pyroCategory],
    requires: pyroWord,
    context: aboutOrEmpty,
  },
  {
    // The imported Polish and Czech crackers by their name ("Cobra 6", "Cobra 12"), beside a cracker's word or an import; a golf iron
    // of that maker, a snake and a toy or a bike of that name sold in pieces are not them (a count of pieces is no cracker's sign).
    topic: 'explosives-fireworks',
    once: true,
    qualifier: true,
    terms: [String.raw`cobra\s?(?:6|8|12)`],
    requires: new RegExp(`${pyroWord.source}|(?<![\\p{L}])(?:importad\\p{L}*|imports?|imported|importat[oaie]|importiert\\p{L}*|polen|pol[oó]nia|polonia|pologne|poland|tschechien|czech\\p{L}*|chequia|f4)(?![\\p{L}])`, 'iu'),
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:golf|irons?|ferros?|hierros?|fers?|ferri|eisen|driver|woods?|putter|club\\p{L}*|tacos?|mazze?|schl[aä]ger)(?![\\p{L}])`, 'iu'),
  },
  {
    // Category 1 drug precursors (Regulations 273/2004 and 111/2005) and safrole-rich oil: no private sale, a licence for every holder.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [category1],
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:exames?|ex[aá]menes|examens?|exams?|esami|pr[uü]fung\\p{L}*|apontamentos|apuntes|notes|appunti|aroma\\p{L}*|fragran\\p{L}*|parfum\\p{L}*|perfum\\p{L}*|profumo)(?![\\p{L}])`, 'iu'),
  },
  {
    // GBL and 1,4-butanediol (turned into GHB in the body; sold as "wheel cleaner"), and GHB: the marketplaces' drugs clauses.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [ghbFamily],
    context: aboutOrEmpty,
  },
  {
    // "GBL" by its letters, the solvent only with drugs, a chemical's words, a cleaner or a volume beside it: alone it is a model's or a part's code.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [gblLetters],
    requires: gblSold,
    context: aboutOrEmpty,
  },
  {
    // New psychoactive substances by name, "research chemicals" and "legal highs" (the drugs clauses; national NPS laws). A DMT
    // diamond sharpening stone is a tool.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [psychoactive],
    context: new RegExp(`${aboutOrEmpty.source}|${notPsychoactive.source}`, 'iu'),
  },
  {
    // A powder, pellets or blotters sold "not for human consumption": the new psychoactive substances' label. Pet food, bait, candles
    // and soap carry the same words.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [notForPeople],
    requires: powderSold,
    context: new RegExp(`${aboutOrEmpty.source}|${notForPeopleInnocent.source}`, 'iu'),
  },
  {
    // Cannabis seeds and clones to be grown ("semillas feminizadas de marihuana", "Cannabis-Stecklinge", "autoflowering seeds"): the
    // drugs clauses refuse the plant and what grows it. Hemp seed for birds or food, and feminised cucumber seed, are not them.
    topic: 'drugs',
    once: true,
    qualifier: true,
    terms: [cannabisPropagule],
    context: new RegExp(`${aboutOrEmpty.source}|${notCannabisCrop.source}`, 'iu'),
  },
  {
    // Category 2 precursors (acetic anhydride, phenylacetic and anthranilic acid, piperidine, potassium permanganate, red phosphorus)
    // and iodine crystals, sold as the pure chemical by weight or purity: a customer declaration and a licence stand behind each sale.
    // A pond's or an aquarium's permanganate, iodine tincture for wounds are household goods.
    topic: 'hazardous-chemicals',
    once: true,
    qualifier: true,
    terms: [category2],
    requires: pureChemical,
    context: new RegExp(`${aboutOrEmpty.source}|${notPrecursorUse.source}`, 'iu'),
  },
  {
    // E-liquids and nicotine salts above the Tobacco Products Directive's 20 mg/ml ("nic salt 50mg", "líquido 36 mg"), and nicotine salts
    // by name: not sold lawfully in the Union.
    topic: 'tobacco-vapes',
    once: true,
    qualifier: true,
    terms: [strongLiquid, nicotineSalt],
    // Nicotine patches (21 and 25 mg are their strengths), gum and lozenges: medicines to stop smoking, not liquids.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:patch(?:es|s)?|parches?|cerott[oi]|\\p{L}*pflaster|transd[eé]rmic\\p{L}*|transdermal|nicorette|niquitin|nicotinell|chewing[\\s-]?gum|nicotine\\s+gum|kaugummis?|chicles?|pastilhas|pastillas|lozenges?)(?![\\p{L}])`, 'iu'),
  },
  {
    // Cigarettes and tobacco by the carton, pack or sleeve ("volume de tabaco", "zwei Stangen Kippen", "stecca di sigarette"), and their
    // slang ("clopes", "pitillos", "ciggies"): tobacco between private people, outside the excise.
    // The pack's and the carton's noun heads the phrase: "cendrier pour clopes" is an ashtray.
    topic: 'tobacco-vapes',
    once: true,
    terms: [tobaccoPack],
    context: aboutOrEmpty,
  },
  {
    // Nicotine pouches by their makers' names, with the tin, the pouch, a strength or nicotine beside them (Velo is also French for a
    // bicycle and Spanish and Italian for a veil, Lyft a ride: a bike's or a veil's words beside it clear it,
    // as they clear the described-item entry).
    topic: 'tobacco-vapes',
    once: true,
    qualifier: true,
    terms: [pouchBrand],
    requires: pouchSold,
    context: new RegExp(`${aboutOrEmpty.source}|${bikeOrVeil.source}`, 'iu'),
  },
];
