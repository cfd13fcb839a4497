import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';

/**
 * Goods of the marketplaces' hazardous-materials, protected-species and tobacco clauses that the other lexicons name only in part
 * (PT, ES, FR, EN, IT, DE):
 * - mercury in its devices (barometers, blood-pressure meters, switches, lamps) and by the flask (REACH Annex XVII, entry 18a; the
 *   thermometers are read in `item-lexicon.ts`), asbestos cement by its trade names, plant-protection products the EU has withdrawn,
 *   strong acids and solvents by the drum (`hazardous-chemicals`);
 * - wild songbirds (finches the trade takes from the wild) and primates sold as pets (`protected-wildlife`: the Birds Directive, CITES);
 * - tobacco without its tax stamp, smuggled or bought duty-free for resale (`tobacco-vapes`).
 */

const mercury = String.raw`(?:merc[uú]rio|mercurio|mercure|mercury|quecksilber|quicksilver|azougue|azogue|vif[\s-]argent|argento\s+vivo)`;
const mercuryDevice = String.raw`(?:bar[oó]metros?|barom[eè]tres?|barometers?|barometr[oi]|tensi[oó]metros?|tensiom[eè]tres?|esfigmoman[oó]metros?|sphygmomanom[eè]tres?|sphygmomanometers?|sfigmomanometr[oi]|blood\s+pressure\s+(?:meters?|monitors?|gauges?)|man[oó]metros?|manom[eè]tres?|manometers?|manometr[oi]|interruptores?|interrupteurs?|switch(?:es)?|interruttor[ei]|rel[eéè]s?|relays?|columns?|colunas?|columnas?|colonnes?|colonn[ae])`;
/** Said free of mercury, or a model or a band named after it ("sem mercúrio", "mercury-free", "Freddie Mercury", "Mercury Records"). */
const notMercury =
  /(?:sem|sin|sans|senza|ohne|without|free\s+of|libre\s+de|livre\s+de)\s+(?:\p{L}+\s+)?(?:merc[uú]rio|mercurio|mercure|mercury|quecksilber)|(?:mercury|quecksilber)[\s-]?(?:free|frei)|freddie\s+mercury|mercury\s+(?:records|rev|prize|marine|cougar|grand\s+marquis|sable|montego|villager)|mercurial|sans\s+mercure/iu;
const acid = String.raw`(?:[aá]cido|acide|acid|acido)\s+(?:sulf[uú]rico|sulfurique|sulph?uric|solforico|clor[ií]drico|chlorhydrique|hydrochloric|cloridrico|muri[aá]tico|n[ií]trico|nitrique|nitric|fluor[ií]drico|fluorhydrique|hydrofluoric|fluoridrico|percl[oó]rico|perchlorique|perchloric|p[ií]crico|picrique|picric)`;
const acidCompound = String.raw`(?:schwefels[aä]ure|salzs[aä]ure|salpeters[aä]ure|flusss[aä]ure|perchlors[aä]ure|salfum[aá]n|vitriol)`;
const solvent = String.raw`(?:acetona|acetone|aceton|diluentes?|diluyentes?|disolventes?|dissolvants?|solventes?|solvants?|solvents?|solventi|diluenti|l[oö]sungsmittel|verd[uü]nnung|thinners?|tolueno|toluene|toluol|xileno|xylene|xylol|white\s+spirit|aguarr[aá]s|terebintina|t[eé]r[eé]benthine|trementina|metanol|methanol|m[eé]thanol|tricloroetileno|trichloroethylene|trichlor[eé]thyl[eè]ne)`;
const bulkLitres = String.raw`(?:[2-9]\d|[1-9]\d{2,3})\s?(?:l|lt|lts|litros?|litres?|liters?|litri)(?![\p{L}])`;
const drum = /(?<![\p{L}])(?:bid[oõ]n(?:es)?|bid[aã]o|bid[oõ]es|drums?|f[uû]ts?|fass|f[aä]sser|ibc|granel|vrac|bulk|sfuso|tanica|taniche|kanister|cisternas?|citernes?)(?![\p{L}])/iu;
/** Plant-protection products withdrawn in the EU (Regulation 1107/2009 non-renewals): their sale and use are banned. */
const withdrawnPesticide = String.raw`(?:paraquat|gramoxone|clorpirif[oó]s|chlorpyrif[oa]s|chlorpyriphos|clorpirifos|dursban|endosulf[aá]n|lindan[oe]?|ddt|aldicarb[oe]?|temik|carbofuran[oe]?|furadan|metomil[oe]?|methomyl|m[eé]thomyl|dimetoat[oe]|dim[eé]thoate|dimethoat|atrazin[ae]?|diquat|reglone|carbendazim[ae]?|mancozeb[e]?|imidaclopr[ie]d[e]?|tiametoxam|thiam[eé]thoxam|clotianidin[ae]?|clothianidin)`;
export const pesticideSold = /(?<![\p{L}])(?:herbicid\p{L}*|insecticid\p{L}*|inseticid\p{L}*|insektizid\p{L}*|pesticid\p{L}*|fungicid\p{L}*|fitof[aá]rmac\p{L}*|fitosanit[aá]ri\p{L}*|phytosanitaire\p{L}*|litros?|litres?|liters?|litri|\d+\s?(?:l|ml|kg|g)(?![\p{L}])|garraf\p{L}*|botell\p{L}*|bouteilles?|bottles?|bid[oõ]n\p{L}*|bid[aã]o|frascos?|flacons?|embalage\p{L}*|envases?|cans?|latas?|sacos?|sacs?|bags?|concentrad\p{L}*|concentr[eé]|concentrate|stock|restos?|sobras?|reste|leftover|vendo|vende|vends|for\s+sale|selling|zu\s+verkaufen|verkaufe)(?![\p{L}])/iu;
const ammoniumNitrate = String.raw`(?:nitrato\s+de\s+am[oó]ni[oa]|nitrato\s+am[oó]nico|nitrate\s+d['’]ammonium|ammonium\s+nitrate|nitrato\s+(?:di\s+)?ammonio|nitrato\s+ammonico|ammoniumnitrat\p{L}*|ammonsalpeter)`;
/** Asbestos cement by its trade names, sheets or pipes said to be old (made before the ban: asbestos-free ones are sold today). */
const asbestosCement = String.raw`(?:lusalite|uralita|fibrocimento|fibrocemento|fibrociment|fibro-?ciment|eternit|asbestzement|fibre\s+cement|fibro\s+sheets?)`;
const oldSaid = /(?<![\p{L}])(?:antig[oa]s?|antigu[oa]s?|velh[oa]s?|viej[oa]s?|old|anciens?|anciennes?|vieux|vieilles?|vecch\p{L}*|alte[nrs]?|retirad\p{L}*|desmontad\p{L}*|d[eé]mont[eé]e?s?|removed|taken\s+(?:down|off)|smontat\p{L}*|ausgebaut|abgebaut|anos\s+\d0|a[nñ]os\s+\d0|ann[eé]es\s+\d0|19\d\d|\d0s)(?![\p{L}])/iu;
/** Finches the bird trade takes from the wild in Southern Europe (goldfinch, linnet, greenfinch, siskin, serin, bullfinch, chaffinch). */
const songbird = String.raw`(?:pintassilg(?:o|os|a|as)|pintarroxos?|verdilh[aã]o|verdilh[oõ]es|lugres?|chamarizes?|dom-fafe|tentilh[aã]o|jilgueros?|pardillos?|verder[oó]n(?:es)?|l[uú]ganos?|verdecillos?|camachuelos?|pinzones?|chardonnerets?|linottes?|verdiers?|tarins?|serins?|bouvreuils?|pinsons?|goldfinch(?:es)?|linnets?|greenfinch(?:es)?|siskins?|bullfinch(?:es)?|chaffinch(?:es)?|cardellin[oi]|fanell[oi]|verdon[ei]|lucherin[oi]|verzellin[oi]|ciuffolott[oi]|fringuell[oi]|stieglitze?|h[aä]nflinge?|gr[uü]nfinken?|erlenzeisige?|girlitze?|gimpel|buchfinken?)`;
/** The bird is alive and sold: its sex, song, cage or ring, its age, "de campo", a pair. */
const birdAlive = /(?<![\p{L}])(?:mach[oa]s?|f[eê]meas?|hembras?|m[aâ]les?|femelles?|males?|females?|maschi[oi]?|femmin[ae]|m[aä]nnchen|weibchen|casal|pareja|couple|pair|coppia|p[aä]rchen|canto|cantor\p{L}*|chant\p{L}*|singer|sings?|singing|cant[ao]|gesang|gaiolas?|jaulas?|cages?|gabbi[ae]|k[aä]fig\p{L}*|anilhad\p{L}*|anillad\p{L}*|bagu[eé]\p{L}*|ringed|inanellat\p{L}*|beringt|de\s+campo|do\s+campo|salvajes?|selvagens?|sauvages?|wild|selvatic\p{L}*|wildf[aä]ng\p{L}*|vivos?|vivants?|alive|live|viv[oi]|lebend\p{L}*|\d+\s*(?:meses|mois|months|mesi|monate|semanas|weeks)|vendo|vende|vends|for\s+sale|zu\s+verkaufen)(?![\p{L}])/iu;
const primate = String.raw`(?:sagui(?:s|m|ns)?|macacos?[\s-]prego|macacos?\s+(?:beb[eé]s?|de\s+estima[cç][aã]o|capuchinhos?)|beb[eé]s?\s+macacos?|tit[ií](?:s|es)?\s+(?:pigmeu|pigmeo|comum)|monos?\s+(?:capuchinos?|ardilla|tit[ií]|beb[eé]s?|aulladores?)|beb[eé]s?\s+monos?|tit[ií]es|ouistitis?|singes?\s+(?:capucins?|b[eé]b[eé]s?|vivants?|de\s+compagnie)|b[eé]b[eé]s?\s+singes?|marmosets?|tamarins?|capuchin\s+monkeys?|squirrel\s+monkeys?|(?:baby|pet|young|live|tame)\s+(?:monkeys?|macaques?|primates?)|macaques?|macachi|scimmie?tt[ae]|scimmi[ae]\s+(?:cappuccin[ae]|scoiattolo|neonat[ae]|domestic[ah]e)|uistit[ií]|kapuzineraffen?|totenkopfaffen?|krallenaffen?|wei[sß]b[uü]schelaffen?|affenbab(?:y|ys)|lemures?|l[eé]muriens?|lemurs?|lemuri|(?:slow\s+)?loris)`;
/** The primate is alive: tame, its cage, its age, its food, "de estimação", for sale. */
const primateAlive = /(?<![\p{L}])(?:mach[oa]s?|f[eê]meas?|hembras?|m[aâ]les?|femelles?|males?|females?|maschi[oi]?|femmin[ae]|m[aä]nnchen|weibchen|en\s+venta|[àa]\s+vendre|in\s+vendita|[àa]\s+venda|mans[oa]s?|domesticad\p{L}*|domestiqu[eé]e?s?|tame|docile|d[oó]ci(?:l|les)|zahm\p{L}*|addomesticat\p{L}*|gaiolas?|jaulas?|cages?|gabbi[ae]|k[aä]fig\p{L}*|beb[eé]s?|baby|b[eé]b[eé]s?|cucciol\p{L}*|jovens?|j[oó]venes|young|jeunes?|\d+\s*(?:meses|mois|months|mesi|monate|semanas|weeks)|vivos?|vivants?|alive|live|lebend\p{L}*|estima[cç][aã]o|compa[nñ]ia|compagnie|pets?|haustier\p{L}*|vendo|vende|vends|for\s+sale|zu\s+verkaufen|papeles|pap[eé]is|papiers|papers|cites)(?![\p{L}])/iu;
/** Bred in captivity and closed-ringed, both said in one sentence, either order: the breeder's word for a lawfully bred songbird. */
const bredInCaptivity = String.raw`(?:criad[oa]s?\s+(?:em|en)\s+(?:cativeiro|cautividad|cautiverio)|(?:em|en)\s+(?:cativeiro|cautividad|cautiverio)|de\s+criadero|de\s+cria[cç][aã]o|criador(?:es)?|n[eé]e?s?\s+en\s+captivit[eé]|[eé]lev[eé]e?s?\s+en\s+captivit[eé]|d['’]\s*[eé]levage|[eé]leveur|captive[\s-]?bred|bred\s+in\s+captivity|breeder|nat[oiae]\s+in\s+cattivit[aà]|d[ae]\s+allevamento|allevat[oiae]|allevator[ei]|nachzucht\p{L}*|aus\s+(?:eigener\s+)?zucht|z[uü]chter\p{L}*)`;
const closedRing = String.raw`(?:anilhas?\s+fechadas?|anilhad[oa]s?|anillas?\s+cerradas?|anillad[oa]s?|bagues?\s+ferm[eé]es?|bagu[eé]e?s?|closed[\s-]?ring(?:s|ed)?|anell[oi]\s+chius[oi]|inanellat[oiae]|geschlossene[nmr]?\s+ring\p{L}*|beringt)`;
const bredAndRinged = String.raw`(?<![\p{L}])(?:${bredInCaptivity}(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])${closedRing}|${closedRing}(?![\p{L}])[^.!?\n]{0,80}?(?<![\p{L}])${bredInCaptivity})(?![\p{L}])`;
/** A plush, a figure, a costume, a print, a book; "macaco" as a car's jack. */
const likenessOrTool = /(?<![\p{L}])(?:pel[uú]cias?|peluches?|plush|pl[uü]sch\p{L}*|soft\s+toys?|kuscheltier\p{L}*|doudous?|figur\p{L}*|bonecos?|mu[nñ]ecos?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|estampad\p{L}*|prints?|posters?|quadros?|cuadros?|tableaux?|paintings?|stickers?|autocolantes?|pegatinas?|costumes?|fantasias?|disfraz\p{L}*|d[eé]guisements?|kost[uü]m\p{L}*|livros?|libros?|livres?|books?|b[uü]ch(?:er)?|libri|dvd|puzzles?|hidr[aá]ulic\p{L}*|jack|elevador|toneladas?|ton|tons|carro|cer[aâ]mica|ceramic\p{L}*|porcelan\p{L}*|madeira|wooden|bois|legno|holz|embalsamad\p{L}*|taxiderm\p{L}*|comedouros?|comederos?|mangeoires?|feeders?|mangiatoi\p{L}*|futter\p{L}*|alpiste|sementes|semillas|graines|seeds|semi|samen|ra[cç][aã]o|pienso)(?![\p{L}])/iu;
const tobaccoGoods = /(?<![\p{L}])(?:tabaco|tabacos|tabac|tobacco|tabacco|tabak|cigarros?|cigarrillos?|cigarettes?|cigarette|sigarett[ae]|zigarett\p{L}*|ma[cç]os?|cajetillas?|paquets?\s+de\s+cigarettes|cartouches?|cart[oõ]es|cartones|stecch[ae]|stangen?|packs?\s+of\s+(?:cigarettes|tobacco)|cartons?\s+of\s+(?:cigarettes|cigs)|cigs|rolling\s+tobacco|shisha|narguil[eé]|chicha|charutos?|puros|cigares?|cigars?|sigari|zigarren)(?![\p{L}])/iu;

export const substancesWildlifeContrabandLexicon: TopicLexicon[] = [
  {
    // Mercury in a device (a barometer's or a blood-pressure meter's column, a switch, a relay) or by the flask or the gram: REACH bans its
    // sale (antique barometers excepted: a person looks); a device said to be mercury-free, a band or a car named Mercury is none.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      `${mercuryDevice}\\s+(?:\\p{L}+\\s+){0,3}?(?:de\\s+|a\\s+|au\\s+|[àa]\\s+|al\\s+|with\\s+|con\\s+|com\\s+|mit\\s+|avec\\s+|du\\s+|del\\s+|of\\s+)?${mercury}`,
      `${mercury}\\s+(?:barometers?|sphygmomanometers?|switch(?:es)?|tilt\\s+switch(?:es)?|columns?|manometers?|relays?|vapou?r\\s+(?:lamps?|bulbs?))`,
      'quecksilber(?:barometer|schalter|dampflampen?|manometer|blutdruckmesser|s[aä]ule)\\p{L}*',
      `(?:\\d+(?:[.,]\\d+)?\\s?(?:g|gr|grs|gramas|gramos|grammes|grams|grammi|gramm|kg|ml|lbs?|oz)\\s+(?:de\\s+|of\\s+|di\\s+|d['’]\\s*|an\\s+)?${mercury})`,
      `(?:frascos?|flacons?|vials?|bottles?|fial[ae]|fiale|fl[aä]schchen|flaschen?|ampolas?|ampollas?|ampoules?)\\s+(?:\\p{L}+\\s+)?(?:de\\s+|of\\s+|di\\s+|d['’]\\s*|mit\\s+)?${mercury}`,
      `${mercury}[\\s,]+(?:\\d+(?:[.,]\\d+)?\\s?(?:g|gr|kg|lbs?|oz|ml)[\\s,]+)?(?:(?:in|em|en|dans|im|in|numa?|una?|une|an?|a|einer|sealed|selad[oa]|cerrad[oa]|ferm[eé]e?|sigillat[oa]|verschlossen\\p{L}*)\\s+){0,3}(?:flasks?|frascos?|flacons?|vials?|bottles?|fial[ae]|fiale|flaschen?|ampolas?|ampollas?)`,
      `${mercury}\\s+(?:l[ií]quido|liquide|liquid|liquido|fl[uü]ssig\\p{L}*|puro|pur|pure|metal\\p{L}*|m[eé]tallique)`,
    ],
    innocent: notMercury,
    context: aboutOrEmpty,
  },
  {
    // Ammonium nitrate of 16 % nitrogen or more (Regulation 2019/1148, Annex I: not to be made available to the public), named with its
    // nitrogen share or as high-nitrogen fertiliser ("nitrato de amónio 34,5 %", "prills of ammonium nitrate, a high-nitrogen grade"); the
    // other precursors are read in `item-lexicon.ts`.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      `${ammoniumNitrate}(?=[^.!?\\n]{0,50}?(?:(?<![\\p{N}.,])(?:1[6-9]|[23]\\d)(?:[.,]\\d+)?\\s?(?:%|percent|por\\s+cento|por\\s+ciento|pour\\s+cent|per\\s+cento|prozent)|high[\\s-]nitrogen|alto\\s+(?:teor\\s+(?:de|em)\\s+)?(?:azoto|nitr[oó]geno)|riche\\s+en\\s+azote|alto\\s+titolo|hochprozentig\\p{L}*|\\d+\\s?kg|sacos?|sacks?|bags?|sacs?|sacchi|s[aä]cke))`,
      `(?:1[6-9]|[23]\\d)(?:[.,]\\d+)?\\s?(?:%|percent)\\s+(?:(?:n|nitrogen|azoto|nitr[oó]geno|azote|stickstoff)\\s+)?${ammoniumNitrate}`,
    ],
    context: aboutOrEmpty,
  },
  {
    // Asbestos cement by its trade names ("placas de lusalite", "uralita vieja", "fibrociment ancien", "old fibro sheets"), said to be old.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [asbestosCement],
    requires: oldSaid,
    innocent: /(?:sem|sin|sans|senza|ohne|without|free\s+of|libre\s+de|livre\s+de|isento\s+de|exento\s+de)\s+(?:\p{L}+\s+)?(?:amianto|amiante|asbestos|asbest)|asbestos[\s-]free|asbestfrei|sans\s+amiante/iu,
  },
  {
    // Plant-protection products the EU has withdrawn, by their active substance or trade name ("paraquat 5 L", "Dursban", "endosulfan"):
    // no longer sold or used anywhere in the Union.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [withdrawnPesticide],
    requires: pesticideSold,
    context: aboutOrEmpty,
  },
  {
    // Strong acids (sulphuric, hydrochloric, nitric, hydrofluoric, perchloric, picric) by the drum, by the tens of litres or concentrated,
    // and solvents by the drum or from 20 litres: hazardous goods no courier takes from a private seller.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      `(?:${acid}|${acidCompound})(?=[^.!?\\n]{0,60}?(?:${bulkLitres}|(?:[5-9]|1\\d)\\s?(?:l|lt|litros?|litres?|liters?|litri|kg)(?![\\p{L}])|concentrad\\p{L}*|concentr[eé]|concentrated|konzentriert\\p{L}*|concentrat[oa]|(?:[3-9]\\d)\\s?%))`,
      `(?:${bulkLitres}|(?:[5-9]|1\\d)\\s?(?:l|lt|litros?|litres?|liters?|litri|kg))\\s+(?:(?:de|of|d['’]|di|an)\\s*)?(?:${acid}|${acidCompound})`,
      `(?:${acid}|${acidCompound})\\s+(?:fluor[ií]drico|fluorhydrique|hydrofluoric|fluoridrico)`, '(?:[aá]cido|acide|acido)\\s+(?:fluor[ií]drico|fluorhydrique|fluoridrico)', 'hydrofluoric\\s+acid', 'flusss[aä]ure',
      `${solvent}(?=[^.!?\\n]{0,40}?${bulkLitres})`, `${bulkLitres}\\s+(?:(?:de|of|d['’]|di|an)\\s*)?${solvent}`,
    ],
    requires: new RegExp(`${bulkLitres}|${drum.source}|concentr|konzentr|\\d\\s?%|fluor[ií]drico|fluorhydrique|hydrofluoric|fluoridrico|flusss[aä]ure|(?:[5-9]|1\\d)\\s?(?:l|lt|litros?|litres?|liters?|litri|kg)(?![\\p{L}])`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // Wild finches sold alive ("jilgueros de campo", "pintassilgo macho, bom cantor", "chardonneret avec cage", "goldfinch pair"): the Birds
    // Directive forbids selling birds taken from the wild. One the seller says was bred in captivity and wears a closed ring ("nacidos en
    // cautividad, anillas cerradas", "captive-bred, closed-ringed", "Nachzucht mit geschlossenem Ring") is the breeder's lawful trade.
    topic: 'protected-wildlife',
    madeThing: true,
    terms: [songbird],
    requires: birdAlive,
    context: new RegExp(`${likenessOrTool.source}|${bredAndRinged}`, 'iu'),
  },
  {
    // Primates sold as pets ("sagui bebé", "mono capuchino manso", "baby macaque with cage", "Weißbüschelaffe"): CITES-listed, kept only
    // under licence.
    topic: 'protected-wildlife',
    madeThing: true,
    terms: [primate],
    requires: primateAlive,
    context: likenessOrTool,
  },
  {
    // Tobacco without its tax stamp, smuggled or bought duty-free to resell ("tabaco sem selo", "tabaco de contrabando", "duty free cigarettes",
    // "sigarette senza contrassegno", "Zigaretten ohne Steuerzeichen"): a duty-free bag or an empty tin is no tobacco.
    topic: 'tobacco-vapes',
    qualifier: true,
    terms: [
      'duty[\\s-]?free', 'sem\\s+selo(?:\\s+fiscal)?', 'sin\\s+(?:precinto|sello)(?:\\s+fiscal)?', 'sans\\s+(?:timbre|vignette)(?:\\s+fiscal)?', 'without\\s+(?:a\\s+)?(?:uk\\s+)?(?:tax|duty)\\s+stamps?', 'no\\s+(?:tax|duty)\\s+stamps?', 'non[\\s-]?uk\\s+duty\\s+paid',
      'senza\\s+(?:contrassegno|bollino)(?:\\s+di\\s+stato)?', 'ohne\\s+steuer(?:zeichen|banderole|marke)', 'contrabando', 'contrebande', 'contraband', 'contrabbando', 'geschmuggelt\\p{L}*', 'schmuggel\\p{L}*',
      'importad[oa]s?\\s+(?:de|da|del)\\s+(?:andorra|gibraltar|canarias|angola)', '(?:de|from|d[\'’]|aus|da)\\s+(?:andorra|gibraltar)',
    ],
    requires: tobaccoGoods,
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:sacos?|bolsas?|sacs?|bags?|borse|t[uü]ten?)(?![\\p{L}])`, 'iu'),
  },
];
