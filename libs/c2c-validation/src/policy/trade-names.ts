import type { ItemTopic } from './item-lexicon.ts';

/**
 * Makers and brands whose trade IS a restricted or prohibited good, for listings that name the good only by its maker's
 * name ("<gun maker> <model> .308", "<vape brand> 600", "<distillery> 70 cl", "<cigarette brand> 10 packs", "<trade name>
 * 5 mg"). Written as data from the European market; each list maps to the item topic (the marketplace clause) the
 * good falls under, as the item lexicon's own words do.
 *
 * `sole` names mean that trade and nothing else sellers list: they count wherever they name the item. `shared` names also
 * name everyday goods (a maker's shavers, clothing, bicycles or cars; a colour, a word, a place, a surname, a sofa): they
 * count only beside the trade's own `cue` (a calibre, a puff count or nicotine strength, a bottle's volume or strength, a
 * cigarette pack, a dose). Either counts only as the item its phrase names (`itemRole`: not what an accessory is "for",
 * not a likeness), and never in a listing of merchandise, a toy or a scale model, a book or a poster about it, or an empty
 * container (`tradeMerchandise`).
 *
 * Names are regular-expression fragments, matched whole-word, case- and accent-insensitively.
 */
export interface TradeNames {
  topic: ItemTopic;
  /** What the trade is, for people reading the data. */
  trade: string;
  sole: string[];
  shared: string[];
  /** The evidence of the trade that makes a `shared` name count. */
  cue: RegExp;
  /** A shared name followed by a model designation of the trade ("<maker> 92", "<maker> Python"): counts as a sole name does. */
  models?: string[];
  /** Words showing the listing is another of the name's goods (a tobacco house's perfume by its millilitres): the name is not the trade's there. */
  notWith?: RegExp;
  /** Words of the product's form a name may carry after it ("XR", "retard"), read as part of the name. */
  suffix?: string;
}

/**
 * A firearm's trade: its calibre or gauge ("9 mm", "9x19", ".308 Win", ".30-06", "calibre 12", "Kaliber 8x57", "12 gauge", ".357 Magnum",
 * ".45 ACP"), a long gun's build ("superposta", "over and under", "Bockflinte", "semi-automatique", "side by side") or the licence it
 * is sold under ("licença de uso e porte de arma", "WBK", "porto d'armi", "firearms licence").
 */
const calibre =
  /(?<![\p{L}])(?:superpost[ao]s?|sobrepuest[ao]s?|superpos[eé]e?s?|sovrappost[oi]|over[\s-](?:and|&)[\s-]under|bockflinten?|bockb[uü]chsflinten?|side[\s-]by[\s-]side|semi-?autom[aá]tic[ao]s?|semi-?automatiques?|semi-?automatic[oi]?|halbautomat\p{L}*|repetidoras?|repetierer|licen[cç]as?\s+(?:de\s+)?(?:uso\s+e\s+porte\s+de\s+)?armas?|licencias?\s+de\s+armas?|gu[ií]as?\s+de\s+pertenencia|permis\s+de\s+(?:d[eé]tention|chasse)|porto\s+d[\x27’]armi|wbk|waffenbesitzkarte|firearms?\s+licen[cs]es?|shotgun\s+certificates?)(?![\p{L}])|(?<![\p{L}\p{N}])(?:calib(?:re|ro|er)|caliber|kaliber|cal\.?)\s?\.?\d|(?<![\p{N}.,])\.\d{2,3}(?![\p{N}])|(?<![\p{N}.,])(?:4[.,]5|5[.,]5|5[.,]56|6[.,]35|6[.,]5|7[.,]62|7[.,]65|9|10|11[.,]43)\s?mm(?![\p{L}])|(?<![\p{N}.,])(?:5[.,]56|6[.,]5|7[.,]62|7[.,]65|7|8|9|10[.,]3|11[.,]43)\s?[x×]\s?(?:19|21|22|39|45|47|51|53|54|55|57|63|64|65)(?![\p{N}])|(?<![\p{N}])\d{1,2}\s?(?:gauge|ga|bore)(?![\p{L}])|(?<![\p{L}])(?:magnum|acp|parabellum|win\s?mag|hmr|wsm)(?![\p{L}])|(?<![\p{N}])22\s?lr(?![\p{L}])/iu;

/** A vape's trade: a puff count, a nicotine strength, flavours, pods, coils, a tank, an e-liquid, "disposable". */
const vapeCue =
  /(?<![\p{L}])(?:puffs?|bouff[eé]es|caladas|taffs|z[uü]ge|tiri|sabor(?:es)?|flavou?rs?|go[uû]ts?|saveurs?|gust[oi]|geschmack\p{L}*|pods?|coils?|resist[eê]ncias?|r[eé]sistances?|tanks?|nicotin\p{L}*|e-?liquid\p{L}*|descart[aá]ve(?:l|is)|desechables?|jetables?|disposables?|einweg\p{L}*|usa\s+e\s+getta)(?![\p{L}])|(?<![\p{N}])\d{1,2}\s?mg(?![\p{L}])/iu;

/**
 * A drink's trade: a bottle's volume (any in cl; in ml or litres a bottle's size, "700 ml", "0,7 l", "1 litro", not an engine's
 * "2.4 L"), a strength beside its unit ("40 % vol", "40°"), a spirit's age ("12 anos", "18 years old"; not "5 anos de garantia") or a
 * grade (VS, VSOP, XO).
 */
const drinkCue =
  /(?<![\p{N}.,])\d{1,3}(?:[.,]\d)?\s?cl(?![\p{L}])|(?<![\p{N}.,])(?:200|350|375|500|700|750|1000|1500)\s?ml(?![\p{L}])|(?<![\p{N}.,])(?:0[.,]5|0[.,]7|0[.,]75|1|1[.,]5|1[.,]75)\s?(?:l|lt|ltr|litros?|litres?|liters?|litri|litro)(?![\p{L}])|(?<![\p{N}])\d{1,2}(?:[.,]\d)?\s?(?:%\s?(?:vol|alc|abv)|°|º)|(?<![\p{N}])(?:3|5|7|8|10|12|15|16|17|18|21|25|30)\s?(?:anos|a[ñn]os|ans|years?(?:\s+old)?|yo|jahre|anni)(?![\p{L}])(?!\s+(?:de|of|d[ie]|garant\p{L}*|warranty|uso|use)(?![\p{L}]))|(?<![\p{L}])(?:vsop|xo|vs|brut|reserva|a[ñn]ejo|single\s+malt|blended)(?![\p{L}])/iu;

/** A tobacco trade's pack: packs, cartons, a box of cigars by its count, "duty free" ("10 maços", "cartón", "cartouche", "Stange", "caja de 25"). */
const tobaccoCue =
  /(?<![\p{L}])(?:ma[cç]os?|cart[oõ]es|cart[aã]o|volumes?\s+de\s+tabaco|cajetillas?|paquetes?|cart[oó]n|cartones|paquets?|cartouches?|packs?|cartons?|schachteln?|stangen?|pacchett[io]|stecc(?:a|he)|duty[\s-]?free|robustos?|coronas?)(?![\p{L}])|(?:caixas?|cajas?|bo[iî]tes?|box(?:es)?|kisten?|scatol[ae])\s+(?:de\s+|of\s+|da\s+|mit\s+)?\d{1,3}(?![\p{N}])/iu;

/** A medicine's trade: a dose, a pack of pills or pens ("5 mg", "56 gélules", "4 canetas"). */
const doseCue =
  /(?<![\p{N}])\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ui|iu)(?![\p{L}])|(?<![\p{L}])(?:comprimidos|comprim[eé]s|c[aá]psulas|capsules|g[eé]lules|tablets?|pills?|pastillas|compresse|tabletten|kapseln|canetas|plumas|stylos|pens|penne)(?![\p{L}])/iu;

export const tradeNames: TradeNames[] = [
  {
    topic: 'weapons',
    trade: 'firearm makers',
    sole: [
      'glock', 'heckler\\s*(?:&|und|and|e|y|et)\\s*koch', 'sig\\s?sauer', 'mossberg', 'sako', 'blaser', 'kimber', 'springfield\\s+armory', 'fn\\s+herstal', 'bersa', 'mannlicher', 'steyr\\s+mannlicher',
      'izhmash', 'baikal', 'zastava', 'tanfoglio', 'pietta', 'uberti', 'ceska\\s+zbrojovka', 'canik', 'sarsilmaz', 'stoeger', 'weatherby', 'heym', 'haenel', 'bergara', 'b\\.?\\s?rizzini', 'caesar\\s+guerini', 'fausti', 'ugartechea', 'norinco', 'daniel\\s+defense', 'hatsan\\s+escort', 'merkel\\s+(?:helix|rx|k\\d)', 'krieghoff', 'perazzi', 'anschütz', 'anschutz',
    ],
    // Makers that also sell shavers and hair tools, head torches, typewriters, clothing, bicycles and fishing tackle, torches, motorcycles, cars,
    // tractors, seeds, a surname: a firearm only beside a calibre.
    shared: [
      // Tikka is also a head torch's line by another maker ("Petzl Tikka"): a firearm maker's name another maker gives a product needs a calibre or a model.
      'tikka',
      'remington', 'winchester', 'browning', 'colt', 'benelli', 'taurus', 'franchi', 'steyr', 'mauser', 'walther', 'ruger', 'cz', 'beretta',
      'smith\\s*(?:&|and)\\s*wesson', 's\\s?&\\s?w', 'marlin', 'savage', 'webley', 'merkel', 'h\\s?&\\s?k', 'fabarm', 'bettinsoli', 'armsan', 'hatsan',
    ],
    cue: calibre,
    models: [
      'tikka\\s+(?:t3x?|t1x|m595|m695|lsa)',
      'beretta\\s+(?:92\\p{L}{0,2}|m9|px4|apx|8000|cougar|90-?two|68[67]|69[024]|1301|a[34]00|a350|outlander|silver\\s+pigeon|cx4|bobcat|tomcat)',
      'remington\\s+(?:700|870|1100|11-87|7400|783|1858)', 'winchester\\s+(?:1873|1886|1892|1894|1895|1897|1912|94|sx[34]|sxp|xpr)',
      'browning\\s+(?:hi-?power|bar|a5|auto-?5|b525|b725|maxus|x-?bolt|t-?bolt|citori|buck\\s*mark|bps)', 'colt\\s+(?:m?1911|python|anaconda|king\\s+cobra|cobra|peacemaker|saa|single\\s+action|ar-?15|m4|m16|detective\\s+special|diamondback|1851|1860)',
      'taurus\\s+(?:pt\\s?\\d{2,3}|g2c|g3c?|tx22|judge|tracker|raging\\s+bull)', 'walther\\s+(?:p99|p38|ppk(?:/s)?|ppq|pdp|p22|ccp|p1)', 'ruger\\s+(?:10/22|lcp|lcr|sr9|sr22|gp100|sp101|mini-?14|mini-?30|blackhawk|redhawk|security-?six)',
      'cz\\s+(?:75|85|97|p-?0[79]|p-?10|shadow|scorpion|45[257]|512|527|55[07]|600|bren)', 'smith\\s*(?:&|and)\\s*wesson\\s+(?:m&p|shield|sd9|model\\s+\\d{1,4}|\\d{2,3}(?![\\p{N}])(?!\\s?(?:lm|lumens?|l[uú]menes|l[uú]mens)))',
      'mauser\\s+(?:98|k98k?|kar\\s?98k?|m18|m03|m12|c96|66|1871|1893|1896|hsc)', 'steyr\\s+(?:aug|scout|m9|ssg|pro\\s+hunter)', 'franchi\\s+(?:affinity|feather|horizon|spas-?1[25]|instinct)',
      'benelli\\s+(?:m[234]|super\\s+black\\s+eagle|sbe|raffaello|vinci|argo|montefeltro|ethos|828u)', 'marlin\\s+(?:336|1894|1895|795)', 'savage\\s+(?:110|111|axis|93r17|64)', 'sig\\s+(?:p\\d{3}\\p{L}{0,2}|mcx|mpx|sp\\s?2022)',
    ],
  },
  {
    topic: 'tobacco-vapes',
    trade: 'vape makers and disposable vape brands',
    sole: [
      'elf\\s?bar', 'lost\\s+mary', 'geek\\s?bar', 'geekvape', 'vozol', 'vaporesso', 'voopoo', 'smok', 'uwell', 'innokin', 'oxva', 'ske\\s+crystal', 'hqd\\s+cuvie', 'ivg\\s+bar', 'elux\\s+legend',
      'fumot', 'randm\\s+tornado', 'waka\\s+sofit', 'relx', 'juul', 'blu\\s+pro', 'vuse',
    ],
    // Words and names of other things too (a crystal, a bar, a cosmetics brand, a juice): a vape only beside puffs, a nicotine strength, flavours or pods.
    shared: ['crystal\\s+(?:bar|pro(?:\\s+max)?|legend)', 'hqd', 'ivg', 'elux', 'eleaf', 'joyetech', 'dinner\\s+lady', 'pod\\s+salt', 'randm', 'waka', 'solo\\s+bar', 'hayati'],
    cue: vapeCue,
  },
  {
    topic: 'alcohol',
    trade: 'spirits, liqueur and champagne brands',
    // Every drink brand also names its glasses, T-shirts, signs and empty bottles, and several are surnames, words or places:
    // a drink only beside a volume, a strength, an age or a grade.
    sole: [],
    shared: [
      'jameson', 'johnnie\\s+walker', 'jack\\s+daniel[\x27’]?s', 'hennessy', 'r[eé]my\\s+martin', 'martell', 'courvoisier', 'macallan', 'glenfiddich', 'glenlivet', 'glenmorangie',
      'lagavulin', 'laphroaig', 'talisker', 'ardbeg', 'chivas(?:\\s+regal)?', 'ballantine[\x27’]?s', 'dewar[\x27’]?s', 'famous\\s+grouse', 'bushmills', 'tullamore(?:\\s+d\\.?e\\.?w\\.?)?',
      'jim\\s+beam', 'maker[\x27’]?s\\s+mark', 'wild\\s+turkey', 'four\\s+roses', 'bulleit', 'woodford\\s+reserve', 'nikka', 'suntory', 'yamazaki', 'hibiki', 'smirnoff', 'absolut',
      'grey\\s+goose', 'belvedere', 'ketel\\s+one', 'stolichnaya', 'bacardi', 'havana\\s+club', 'captain\\s+morgan', 'kraken', 'diplom[aá]tico', 'zacapa', 'brugal', 'tanqueray',
      'bombay\\s+sapphire', 'hendrick[\x27’]?s', 'gordon[\x27’]?s', 'beefeater', 'seagram[\x27’]?s', 'puerto\\s+de\\s+indias', 'larios', 'monkey\\s+47', 'j[aä]germeister', 'aperol',
      'campari', 'baileys', 'disaronno', 'cointreau', 'grand\\s+marnier', 'licor\\s+43', 'ricard', 'pernod', 'martini', 'cinzano', 'jos[eé]\\s+cuervo', 'patr[oó]n', 'don\\s+julio',
      'olmeca', 'mo[eë]t(?:\\s*(?:&|et)\\s*chandon)?', 'veuve\\s+clicquot', 'dom\\s+p[eé]rignon', 'ruinart', 'taittinger', 'bollinger', 'laurent[\\s-]perrier', 'mumm', 'nicolas\\s+feuillatte',
      'licor\\s+beir[aã]o', 'amaro', 'fundador', 'soberano', 'malibu', 'southern\\s+comfort', 'amarula', 'sambuca\\s+molinari', 'molinari', 'fernet[\\s-]branca', 'ramazzotti', 'averna',
    ],
    cue: drinkCue,
  },
  {
    topic: 'tobacco-vapes',
    trade: 'cigarette, cigar and rolling-tobacco brands',
    sole: [],
    // Clothing lines, a colour, a sofa, a name, coins, racing liveries, perfumes: tobacco only beside packs, cartons or a cigar box's count.
    shared: [
      'marlboro', 'camel', 'lucky\\s+strike', 'winston', 'chesterfield', 'l\\s?&\\s?m', 'pall\\s+mall', 'gauloises', 'gitanes', 'davidoff', 'rothmans', 'dunhill', 'benson\\s*(?:&|and)\\s*hedges',
      'john\\s+player(?:\\s+special)?', 'fortuna', 'ducados', 'sg\\s+(?:ventil|lights?|gigante|filtro)', 'portugu[eê]s\\s+suave', 'philip\\s+morris', 'golden\\s+virginia', 'amber\\s+leaf',
      'cohiba', 'montecristo', 'romeo\\s+y\\s+julieta', 'partag[aá]s', 'h\\.?\\s?upmann', 'hoyo\\s+de\\s+monterrey', 'vegueros',
    ],
    cue: tobaccoCue,
    // Tobacco houses sell perfume too, by the millilitre, and coffee; cigarettes and cigars are neither.
    notWith: /(?<![\p{N}])\d+(?:[.,]\d+)?\s?ml(?![\p{L}])|(?<![\p{L}])(?:caf[eé]s?|coffee|kaffee|caff[eè])(?![\p{L}])/iu,
  },
  {
    topic: 'medicines',
    trade: 'prescription-only medicines by their trade names',
    sole: [
      'mounjaro', 'trulicity', 'victoza', 'rybelsus', 'stilnox', 'levitra', 'orfidal', 'adderall', 'ritalin[ae]?', 'medikinet', 'elvanse', 'vyvanse', 'tranxilium', 'lexotan', 'lexatin', 'tavor',
      'lorenin', 'victan', 'noctamid', 'dormicum', 'halcion', 'rohypnol', 'seroquel', 'zyprexa', 'risperdal', 'abilify', 'prozac', 'zoloft', 'cipralex', 'lexapro', 'effexor', 'wellbutrin',
      'lamictal', 'depakine', 'tegretol', 'keppra', 'neurontin', 'oxycontin', 'percocet', 'vicodin', 'durogesic', 'zaldiar', 'tramal', 'nolotil', 'enantyum', 'propecia', 'roaccutane',
      'kamagra', 'priligy', 'spedra', 'clexane', 'humira', 'enbrel', 'lantus', 'novorapid', 'humalog', 'tresiba', 'xultophy', 'forxiga', 'jardiance', 'eliquis', 'xarelto', 'sintrom',
      'subutex', 'suboxone', 'ambien', 'zolpidem',
      // Inhalers and antibiotics sold on prescription across the six countries, by their trade names.
      'ventolin[ae]?', 'seretide', 'symbicort', 'spiriva', 'relvar', 'foster\\s+nexthaler', 'augmentin', 'clamoxyl', 'zithromax', 'ciproxin', 'klacid',
    ],
    // A Portuguese verb ("concerta-se"), a song's lyrics, a plant: a medicine only beside a dose or a pack of pills or pens.
    shared: ['concerta', 'lyrica', 'plavix', 'valdoxan', 'aricept'],
    cue: doseCue,
    // A release form's letters after the name are the name's ("<name> XR 20 mg" is the medicine, not an "XR" of it).
    suffix: '(?:\\s+(?:xr|sr|xl|er|la|cr|od|retard|depot|flex|forte|plus))?',
  },
  {
    topic: 'medicines',
    trade: 'pharmacy medicines by their trade names (painkillers, antipyretics, antispasmodics; every marketplace refuses medicines, prescribed or not)',
    sole: [
      'ben-u-ron', 'brufen', 'nurofen', 'espidifen', 'gelocatil', 'efferalgan', 'dafalgan', 'doliprane', 'dolipran', 'tachipirina', 'buscopan', 'frenadol', 'dalsy',
      'spasfon', 'smecta', 'imodium', 'enterogermina', 'aulin', 'voltaren', 'voltarol', 'thomapyrin', 'dolormin', 'paracodina',
    ],
    shared: [],
    cue: doseCue,
    suffix: '(?:\\s+(?:forte|rapid|express|flash|retard|emulgel|gel|junior|infantil|kids|plus))?',
  },
  {
    // Veterinary medicines sold on a vet's prescription across the six countries (chewable antiparasitics, pain relief, heart and
    // itch treatments): the medicines clauses name veterinary medicines with human ones. Over-the-counter spot-ons and collars are not here.
    topic: 'medicines',
    trade: 'prescription veterinary medicines by their trade names',
    sole: [
      'bravecto', 'nexgard(?:\\s+(?:spectra|combo))?', 'simparica(?:\\s+trio)?', 'credelio', 'cytopoint', 'librela', 'solensia', 'vetmedin', 'rimadyl', 'onsior', 'previcox', 'metacam',
      'cimalgex', 'galliprant', 'carprodyl', 'loxicom', 'semintra', 'fortekor', 'cardalis', 'zylexis', 'prascend', 'vetoryl',
    ],
    shared: [],
    cue: doseCue,
    suffix: '(?:\\s+(?:plus|spot-?on|chewable|\\d+(?:[.,]\\d+)?\\s?(?:mg|ml)))?',
  },
];
