import { gearForAirGuns, type TopicLexicon } from './item-lexicon.ts';

/**
 * Items sellers name by a euphemism, a part or a trade word rather than the thing's own name (PT, ES, FR, EN, IT, DE): guns that
 * fire pellets by gas, a gun's magazine by its capacity or its model, banknotes called props, wine by its region beside a bottle,
 * ivory by the object made of it, a fragrance sold as smelling like the original, grinders with the cannabis trade's cues, fireworks
 * by festival names, protected species by their parts, poppers by their cover names, nicotine pouches and signal blockers (goods said
 * to have fallen off a lorry are `described-item-lexicon.ts`'s). Read by `findItems` with the main lexicon's entries; each names its
 * topic's marketplace clause (`itemClauses`).
 */

/** Tools that are called guns and may run on gas or air: a nailer, a soldering, paint, glue, heat, blow or grease gun, a lighter. */
const toolGunWords =
  /(?<![\p{L}])(?:sold\p{L}*|soud\p{L}*|l[oö]t\p{L}*|weld\p{L}*|pregos?|clavos?|clous?|nails?|nailers?|chiodi|n[aä]gel\p{L}*|agraf\p{L}*|grapas?|staples?|pintura|paint\p{L}*|peinture|vernis|verniciatura|lack\p{L}*|compressor|compresor|compresseur|compressore|kompressor|sopr\p{L}*|soplad\p{L}*|souffl\p{L}*|blow[\s-]?guns?|limpeza|limpieza|nettoyage|pneus?|neum[aá]ticos?|tyres?|tires?|inflat\p{L}*|silicon\p{L}*|cola|glue|colle|colla|kleber?|calor|heat|chaleur|hei[sß]luft|encendido|acendedor|allume\p{L}*|lighters?|isqueiro|mechero|fog[aã]o|cocina|barbecue|churrasqueira|ma[cç]arico|soplete|chalumeau|torch|cannello|brenner|graxa|grease|engrase|graisse|grasso|fett\p{L}*|insecticid\p{L}*|jardim|jard[ií]n|garden|jardin|giardino|garten)(?![\p{L}])/iu;

/** Airsoft, toys and games: a magazine named among them is a replica's or a toy's. */
const notARealGun =
  /(?<![\p{L}])(?:airsoft|softair|bbs?|gel[\s-]?blasters?|nerf|paintball|aeg|hi-?capa|toys?|brinquedos?|juguetes?|jouets?|giocattol\p{L}*|spielzeug\p{L}*|magazines?\s+(?:de\s+)?(?:moda|fashion|mode)|revistas?|issues?|pages?|p[aá]ginas?|watts?|\d+\s?w)(?![\p{L}])/iu;

/** A magazine of a gun (the English "magazine" is also a periodical, the German "Magazin" a shop, the Romance words also a charger). */
const magazineWord = String.raw`(?:mags?|magazines?|carregador(?:es)?|cargador(?:es)?|chargeurs?|caricator[ei]|magazine?)`;
/** The rounds a magazine holds, in each language. */
const roundsWord = String.raw`(?:rounds?|rds?|coups|cartouches|balas|tiros|muni[cç][oõ]es|munici[oó]nes|colpi|cartucce|schuss|patronen)`;
/** Service rifles and pistols whose names are their makers' model codes. */
const gunModel = String.raw`(?:ar[\s-]?15|ar[\s-]?10|ak[\s-]?47|ak[\s-]?74|m4a1|mp5|hk\s?416|glock(?:\s?\d{2})?|beretta\s+92)`;
/** Model codes that are also a year, a code or a periodical's issue ("magazine 1911", "M16 bolt"): a gun's only beside its rounds or a gun's word. */
const ambiguousGunModel = String.raw`(?:m16|sks|1911)`;
const aboutAGun =
  /(?<![\p{L}])(?:rounds?|rds|coups|cartouches|balas|muni[cç][oõ]es|munici[oó]nes|colpi|cartucce|schuss|patronen|ammo|ammunition|pistol\p{L}*|rifles?|guns?|carabin\p{L}*|fusils?|fucil\p{L}*|gewehr\p{L}*|colt|springfield|acp|calibre|caliber|kaliber|\d{1,2}\s?mm|\.45|45\s?acp|7[.,]62)(?![\p{L}])/iu;

/** Banknote words (with an amount and a currency between at most). */
const banknoteWords = String.raw`(?:notas|billetes?|billets?|banknotes?|bank\s+notes|bills|banconote|geldscheine|banknoten|scheine)(?:\s+(?:de\s+|of\s+|da\s+|di\s+)?(?:\d+(?:\s?(?:€|\$|£|euros?|d[oó]lar(?:es)?|dollars?|libras?|pounds?))?\s+)?)?`;
/** Money said beside a film's or a stage's notes: "film notes" are otherwise a booklet's or a programme's. */
const moneyWords =
  /(?<![\p{L}])(?:money|cash|currency|banknotes?|bills|dinheiro|dinero|argent|soldi|geld|euros?|dollars?|pounds?|d[oó]lar(?:es)?|libras?|denominations?)(?![\p{L}])|[€$£]/iu;
/** Toy money for a child's till or a board game is no copy of a currency. */
const toyMoney =
  /(?<![\p{L}])(?:juguetes?|brinquedos?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|spielgeld|monopoly|caja\s+registradora|caixa\s+registadora|cash\s+register|caisse\s+enregistreuse|registratore\s+di\s+cassa|kaufladen|marchande|play\s+money|de\s+brincar|did[aá]ctic\p{L}*|didactique|educativ\p{L}*|[eé]ducati\p{L}*|lernspiel\p{L}*|escolar|school|[eé]cole)(?![\p{L}])/iu;

/** Wine regions, appellations and grapes that name the wine (the places that are also colours or woods are `wineNamesAlsoColours`). */
const wineNames = String.raw`(?:bourgogne|beaujolais|chablis|sancerre|c[oô]tes?[\s-]du[\s-]rh[oô]ne|ch[aâ]teauneuf(?:[\s-]du[\s-]pape)?|saint[\s-][eé]milion|m[eé]doc|pomerol|sauternes|pauillac|margaux|rioja|ribera\s+del\s+duero|priorat[o]?|albari[nñ]o|verdejo|douro|d[aã]o|alentejo|vinho\s+verde|chianti|barolo|barbaresco|brunello|amarone|valpolicella|lambrusco|primitivo|montepulciano|riesling|merlot|cabernet(?:\s+sauvignon)?|pinot\s+(?:noir|grigio|gris)|chardonnay|malbec|tempranillo|syrah|shiraz|sauvignon(?:\s+blanc)?|tokaji)`;
/** Wine names that are also colours ("bordeaux", "burgundy") and woods or cities ("madeira", "porto"): a wine's only with a wine word. */
const wineNamesAlsoColours = String.raw`(?:bordeaux|burgundy|madeira|porto|oporto)`;
/** A bottle or a magnum (a count before it at most). */
const bottleWords = String.raw`(?:bottles?|garrafas?|botellas?|bouteilles?|bottigli[ae]|flaschen?|magnums?)`;
/** A box or a case: a wine's only with a wine word, or its vintage or its bottles' centilitres after the name. */
const boxWords = String.raw`(?:caixas?|cajas?|caisses?|cases?|kisten?|cassett[ae])`;
const ofWine = String.raw`(?:of\s+|de\s+|di\s+|du\s+|d['’]\s*|von\s+)?`;
/** Words that say the drink is wine. */
const wineWord =
  /(?<![\p{L}])(?:vinh[oa]s?|vinos?|vins?|wines?|weine?|vini|tint[oa]s?|grand\s+cru|cru\s+class[eé]|ch[aâ]teau|quinta|bodegas?|colheita|cosecha|mill[eé]sim[eé]?|jahrgang|reserva|aoc|doc|porto\s+(?:tawny|ruby|lbv|vintage)|tawny|lbv)(?![\p{L}])/iu;
/** An empty bottle, a rack, a lamp or a thermos is no drink; nor a colour named after a wine. */
const notADrink =
  /(?<![\p{L}])(?:vazi[ao]s?|vac[ií][ao]s?|vides?|empty|vuot[ei]|leer\p{L}*|casiers?|racks?|estantes?|botelleros?|porta-?garrafas|suportes?|soportes?|portabottiglie|regal\p{L}*|lamp\p{L}*|candeeiros?|l[aá]mparas?|velas?|bougies?|candles?|decora\p{L}*|d[eé]co\p{L}*|colou?rs?|cor|color|couleurs?|colore|farbe|t[eé]rmicas?|thermos|isot[eé]rmic\p{L}*|[aá]gua|agua|water|eau|gourdes?|borracc\p{L}*|trinkflaschen?|sport\p{L}*)(?![\p{L}])/iu;

/** Imitations of ivory on a keyboard: feel, finish, synthetic or a colour. */
const ivoryLook =
  /(?<![\p{L}])(?:feel|touch|tacto|toque|toucher|sensa\p{L}*|imita\p{L}*|synth\p{L}*|sint[eé]tic\p{L}*|faux|fake|style|look|finish|acabamento|acabado|colou?rs?|cor|color|couleurs?|colore|farbe|ivorine|ivorite|kunst\p{L}*|tipo|digital\p{L}*|plasti\p{L}*|resin\p{L}*|r[eé]sin\p{L}*|gowns?|dress(?:es)?|vestidos?|robes?|blouses?|blusas?|shirts?|camisas?|chemises?|skirts?|saias?|faldas?|jupes?|cardigans?|coats?|jackets?|casacos?|satin|cetim|raso|silk|seda|soie|lace|renda|encaje|dentelle|wedding|bridal|noiva|novia|mari[eé]e|sposa|braut\p{L}*|handbags?|bags?|purses?|clutch|bolsas?|bolsos?|sacs?|borse|borsa|taschen?|leather|couro|cuero|cuir|pelle|leder|shoes?|sapatos|zapatos|chaussures|heels|sandals?|yarn|wool|paint|tinta|peinture)(?![\p{L}])/iu;
/** Said of the ivory itself: real, old, an elephant's, carved or certified (a button, a handle, a comb or dice are otherwise a colour's). */
const ivoryMaterial =
  /(?<![\p{L}])(?:real|genuine|solid|antiques?|antigu[oa]s?|antig[oa]s?|anciens?|ancienne|antic[oh]i?|antica|antik\p{L}*|victorian|georgian|edwardian|elephant|elefante|[eé]l[eé]phant|elefant|tusks?|presas?|d[eé]fenses?|carved|hand[\s-]?carved|talhad[oa]s?|tallad[oa]s?|sculpt[eé]\p{L}*|scolpit\p{L}*|geschnitzt\p{L}*|cites|verdadeir[oa]|aut[eé]ntic[oa]|v[eé]ritable|vero|echte?[nrs]?|(?:1[6-9]|20)th\s+century|s[eé]culo|siglo|si[eè]cle|secolo|jahrhundert)(?![\p{L}])/iu;

/** A maker's real fragrance, the original or the designer's one, in each language. */
const theRealOne = String.raw`(?:the\s+(?:real|original|designer|genuine)(?:\s+(?:thing|one|deal|bottle|scent|perfume|fragrance))?|o\s+(?:verdadeiro|original|de\s+marca)|el\s+(?:de\s+verdad|aut[eé]ntico|original|de\s+marca|bueno)|le\s+vrai|l['’]\s*(?:original|authentique)|il\s+vero|quello\s+(?:vero|originale)|das\s+echte|dem\s+echten|dem\s+original)`;
const exactly = String.raw`(?:(?:exactly|just|almost|exactamente|exatamente|igualito|id[eé]ntico|exactement|pareil|esattamente|proprio|genau|fast)\s+)?`;

export const euphemismItemLexicon: TopicLexicon[] = [
  {
    // Guns that fire pellets by a gas cartridge or a gas charge ("carabina de gás", "carabine à gaz", "gas-blowback replicas", "CO2-Pistole"): air and
    // gas guns, the marketplaces' replica, airsoft and air-gun clauses (restricted). A nailer, a soldering, paint, glue or heat gun, a blow gun
    // of a compressor or a cooker's lighter gun runs on gas or air too: none is a weapon.
    topic: 'replica-weapons',
    qualifier: true,
    terms: [
      String.raw`(?:pistolas?|pistolets?|pistols?|carabinas?|carabines?|rifles?|rev[oó]lver(?:es)?|revolvers?|espingardas?|escopetas?|fusils?|fucil[ei]|pistol[ae]|pistolen?|gewehre?)\s+(?:de\s+|a\s+|à\s+|au\s+|ad\s+|zu\s+)?(?:gas|g[aá]s|gaz|co2|co₂)`,
      String.raw`(?:gas|gaz|co2|co₂)[\s-]?(?:pistols?|pistolets?|pistolen?|pistol[ae]|rifles?|guns?|revolvers?|gewehre?)`,
      String.raw`gas[\s-]?blow[\s-]?back`,
      String.raw`(?:pistolas?|pistolets?|pistols?|carabinas?|carabines?|rifles?|pistol[ae]|pistolen?|gewehre?)\s+(?:de\s+|à\s+|of\s+)?(?:calibre\s+|caliber\s+|kaliber\s+)?(?:4[.,]5|5[.,]5)\s?mm`,
    ],
    context: toolGunWords,
  },
  {
    // A pistol or a rifle "of compressed air" with its pellets, calibre or sight said ("pistola de aire comprimido" / "balines de 4,5", "carabina
    // de ar comprimido com mira"): an air gun, the same clauses. Without them the Spanish words are also a compressor's blow gun.
    topic: 'replica-weapons',
    qualifier: true,
    terms: [String.raw`(?:pistolas?|carabinas?|escopetas?|espingardas?|rifles?)\s+de\s+(?:aire|ar)\s+comprimido`],
    requires: /(?<![\p{L}])(?:balines|chumbos?|plombs?|pellets?|diabolos?|pallini|calibre|julios|joules|co2|miras?|scopes?|dianas?|alvos?|tiro)(?![\p{L}])|\d(?:[.,]\d)?\s?mm(?![\p{L}])/iu,
    context: toolGunWords,
    // A target, a pellet trap or a case "para carabina de ar comprimido" serves the gun: no gun is sold.
    innocent: new RegExp(gearForAirGuns, 'iu'),
  },
  {
    // A gun's magazine named by the rounds it holds ("a twenty-round magazine", "carregador de 15 balas", "chargeur 30 coups", "Magazin 10 Schuss") or by
    // the gun it fits ("AK-47 mags", "cargador para AR-15"): weapon parts, the marketplaces' weapons and weapon-parts clauses. A charger's
    // watts, a periodical's pages and airsoft or toy magazines are none.
    topic: 'weapons',
    qualifier: true,
    terms: [
      String.raw`\d{1,3}[\s-]?${roundsWord}\s+${magazineWord}`,
      String.raw`${magazineWord}\s+(?:de\s+|of\s+|à\s+|da\s+|mit\s+|f[uü]r\s+)?\d{1,3}[\s-]?${roundsWord}`,
      String.raw`${gunModel}\s+${magazineWord}`,
      String.raw`${magazineWord}\s+(?:de\s+|para\s+|pour\s+|for\s+|per\s+|f[uü]r\s+)?(?:(?:a|une?|an?|la|el|o)\s+)?${gunModel}`,
    ],
    context: notARealGun,
  },
  {
    // The same by a model code that is also a year or a code ("1911 mags", "magazine for an M16") only beside rounds or a gun's word:
    // "The Strand magazine 1911" is a periodical's issue.
    topic: 'weapons',
    qualifier: true,
    terms: [
      String.raw`${ambiguousGunModel}\s+${magazineWord}`,
      String.raw`${magazineWord}\s+(?:de\s+|para\s+|pour\s+|for\s+|per\s+|f[uü]r\s+)?(?:(?:a|une?|an?|la|el|o)\s+)?${ambiguousGunModel}`,
    ],
    requires: aboutAGun,
    context: notARealGun,
  },
  {
    // Banknotes called a film's, a stage's or a prop's ("billetes de utilería", "notas de adereço", "billets de tournage", "movie prop bills",
    // "Requisitengeld"): copies of a currency, the marketplaces' counterfeit-money clauses. Toy money for a child's till or a board game is none.
    topic: 'counterfeit-currency',
    qualifier: true,
    terms: [
      String.raw`${banknoteWords}(?:de\s+|d['’]\s*|di\s+|para\s+|pour\s+|for\s+|per\s+)?(?:atrez+o|utiler[ií]a|adere[cç]os?|cenografia|sc[eè]ne|tournage|pel[ií]culas?|props?|r[eé]plicas?|replica|facs[ií]mil\p{L}*|fac-?s[ií]mil\p{L}*|factices|fict[ií]ci\p{L}*|di\s+scena|finte)`,
      String.raw`(?:movie|film|stage|replica|fake)\s+(?:props?\s+)?(?:money|cash|banknotes?|bills)`,
      String.raw`(?:movie|film|stage|replica|fake)\s+props?\s+notes`,
      String.raw`(?:replica|fake)\s+notes`,
      String.raw`(?:dinero|dinheiro|argent|soldi|geld)\s+(?:de\s+|di\s+|du\s+)?(?:atrez+o|utiler[ií]a|adere[cç]o|cinema|cine|film|pel[ií]cula|sc[eè]ne|tournage|scena|teatro)`,
      String.raw`(?:requisiten|theater|b[uü]hnen)geld`,
    ],
    context: toyMoney,
  },
  {
    // "Film notes", "stage notes" name money only with money said beside them: otherwise a booklet's notes by a director.
    topic: 'counterfeit-currency',
    qualifier: true,
    terms: [String.raw`(?:movie|film|stage)\s+notes`],
    requires: moneyWords,
    context: toyMoney,
  },
  {
    // Wine named by its region, appellation or grape beside a bottle, a case or a magnum ("6 garrafas de Douro", "une caisse de Pomerol",
    // "caja de Rioja", "bottles of Barolo"): a drink, the marketplaces' alcohol clauses (restricted). The region is also a colour, a city or
    // a wood: an empty bottle, a rack, a lamp or a water bottle in that colour is no drink.
    topic: 'alcohol',
    qualifier: true,
    terms: [
      String.raw`(?:\d{1,3}\s+)?${bottleWords}\s+${ofWine}${wineNames}`,
      String.raw`(?:\d{1,3}\s+)?${boxWords}\s+(?:de\s+|of\s+)?(?:\d{1,2}\s+)?${ofWine}${wineNames}\s+(?:(?:19|20)\d{2}|\d{2,3}\s?cl)`,
    ],
    context: notADrink,
  },
  {
    // A bottle of a name that is also a colour or a wood, or a case of any wine name, with a wine word in the listing ("garrafa de Porto
    // tawny", "caja de Rioja, vino tinto"): the same. Without one, "Caixa de madeira com tampa", "Caisse bordeaux" and "cases burgundy"
    // are a wooden box, a maroon crate and phone cases.
    topic: 'alcohol',
    qualifier: true,
    terms: [
      String.raw`(?:\d{1,3}\s+)?${bottleWords}\s+${ofWine}${wineNamesAlsoColours}`,
      String.raw`(?:\d{1,3}\s+)?${boxWords}\s+(?:de\s+|of\s+)?(?:\d{1,2}\s+)?${ofWine}(?:${wineNames}|${wineNamesAlsoColours})`,
    ],
    requires: wineWord,
    context: notADrink,
  },
  {
    // Ivory by the object made of it ("ivory keytops", "teclas de marfim", "touches en ivoire", "tasti in avorio", "Elfenbeintasten", "ivory
    // handle", "ivory inlay"): elephant ivory, the marketplaces' protected-species clauses. A keyboard's "ivory feel" or synthetic keytops are none.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [
      String.raw`ivory\s+(?:piano\s+)?(?:keys|keytops|key\s+tops|tusks?|chess\s+(?:sets?|pieces|men)|billiard\s+balls|carvings?|figurines?|tokens)`,
      String.raw`(?:piano\s+)?(?:keys|keytops)\s+(?:of|in|made\s+of)\s+(?:real\s+|genuine\s+)?ivory`,
      String.raw`(?:teclas|touches|tasti|tasten)\s+(?:de\s+|en\s+|in\s+|aus\s+|d['’]\s*)?(?:piano\s+|pianoforte\s+)?(?:de\s+|en\s+|in\s+|aus\s+)?(?:marfim|marfil|ivoire|avorio|elfenbein)`,
      String.raw`elfenbein(?:tasten|griff|griffe|schnitzerei\p{L}*|figur\p{L}*)`,
    ],
    context: ivoryLook,
  },
  {
    // Ivory handles, inlays, buttons, bangles, combs or dice said to be real, old, an elephant's or carved ("antique cane with ivory handle",
    // "genuine ivory inlay"): the same. Without such a word "ivory buttons" on a gown and an "ivory handle" on a handbag are a colour.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [
      String.raw`ivory\s+(?:handles?|inlays?|bangles?|combs?|buttons?|dice)`,
      String.raw`(?:handles?|inlays?|bangles?|combs?|buttons?|dice)\s+(?:of|in|made\s+of)\s+(?:real\s+|genuine\s+)?ivory`,
    ],
    requires: ivoryMaterial,
    context: ivoryLook,
  },
  {
    // A fragrance said to smell like the original ("smells just like the designer one", "cheira igual ao verdadeiro", "huele igual que el de
    // marca", "sent exactement comme le vrai", "riecht genau wie das Echte"), or sold as a dupe beside a perfume maker ("X Y dupe"): sold by
    // another maker's scent, the marketplaces' counterfeit clauses. Read only near a fragrance word or a perfume maker's name.
    topic: 'counterfeits',
    qualifier: true,
    terms: [
      String.raw`(?:smells?|smelling|huele|cheira|sent|sentent|profuma|riecht|duftet)\s+${exactly}(?:like|como|comme|come|wie|igual\s+(?:a|que|al|ao)|a|ao|al)\s+${theRealOne}`,
      String.raw`dupes?`,
    ],
    requires:
      /(?<![\p{L}])(?:perfumes?|parfums?|parf[uü]m|profum[oi]|fragr[aâ]nc\p{L}*|colognes?|col[oó]nias?|eau\s+de|ed[pt]|d[uü]fte?|scents?|aromas?)(?![\p{L}])|\d+\s?ml(?![\p{L}])/iu,
    requiresBrandCategory: 'beauty-perfume',
  },
  {
    // A grinder offered with the cannabis trade's cues anywhere in the listing (weed by its slang, rolling papers sold alongside, "you know what
    // for"): drug paraphernalia, the marketplaces' paraphernalia clauses (restricted). Read as a qualifier, so a title that names the grinder
    // after another noun ("Moinho … grinder") does not hide it. A pepper, coffee or angle grinder is a kitchen's or a workshop's.
    topic: 'drug-paraphernalia',
    qualifier: true,
    terms: ['grinders?'],
    requires:
      /(?<![\p{L}])(?:weed|ganja|marijuana|marihuana|maconha|cannabis|canapa|beuh|420(?!\s?(?:w|watts?|g|gr|ml|mm|cm|rpm|kg|v|€|eur|euros?))|k[iy]ef|pollen|p[oó]len|pollinator|mortalhas|sedas|papel\s+de\s+fumar|papelillos|rolling\s+papers?|feuilles\s+[àa]\s+rouler|cartine|bl[aä]ttchen|bongs?|(?:a|la|l['’]|the)\s+(?:erva|hierba|herbe|herb|maria|mar[ií]a)|you\s+know\s+what\s+for|j[aá]\s+sabes\s+para\s+qu[eê]|ya\s+sabes\s+para\s+qu[eé]|tu\s+sais\s+pour\s+quoi)(?![\p{L}])|\u{1F33F}|\u{1F343}/iu,
    context:
      /(?<![\p{L}])(?:spices?|especias|especiarias|[eé]pices|spezie|gew[uü]rz\p{L}*|pepper|pimienta|pimenta|poivre|pepe|pfeffer|salt|sal|sel|sale|salz|coffee|caf[eé]|caff[eè]|kaffee|angle|rebarbadora|amoladora|meuleuse|smerigliatrice|winkelschleifer|meat|carne|viande|fleisch|nuts?|frutos\s+secos|frutos|nozes|nueces|fruits\s+secs|noix|noci|frutta\s+secca|n[uü]sse|almonds?|am[eê]ndoas|almendras|amandes|mandeln|seeds?|sementes|semillas|graines|samen|gr[aã]os|granos|grains|cereal\p{L}*|farinha|harina|farine|flour|mehl)(?![\p{L}])/iu,
  },
  {
    // Fireworks by the names children and festivals give them ("estalinhos", "bombinhas de Carnaval", "raudi", "Polenböller", "Kugelbomben",
    // "roman candles"), and English "bangers" beside other fireworks or their night: the marketplaces' explosives and fireworks clauses.
    // A banger is also a sausage, and a "bombinha" an inhaler or a pump: those need the fireworks around them.
    topic: 'explosives-fireworks',
    qualifier: true,
    terms: ['estalinhos', String.raw`bombinhas\s+de\s+(?:carnaval|s[aã]o\s+jo[aã]o|arremesso)`, 'raudi', String.raw`polenb[oö]ller`, String.raw`kugelbomben?`, String.raw`roman\s+candles?`, String.raw`feuerwerksbatterien?`],
  },
  {
    topic: 'explosives-fireworks',
    qualifier: true,
    terms: ['bangers'],
    requires: /(?<![\p{L}])(?:fireworks?|rockets?|bonfire|guy\s+fawkes|new\s+year|nye|roman\s+candles?|cakes?\s+of|cat(?:egory)?\s?[1-4]|f[1-4])(?![\p{L}])/iu,
    // "90s bangers" on a compilation, a playlist or a record are songs.
    context: /(?<![\p{L}])(?:mash|sausages?|pork|beef|bbq|grill\p{L}*|breakfast|butcher|music|songs?|tracks?|tunes|playlists?|compilations?|albums?|cds?|vinyl|lps?|records?|mixtapes?|mix|remix\p{L}*|djs?|hits|anthems|dance|\d0s|eighties|nineties)(?![\p{L}])/iu,
  },
  {
    // Protected species by their parts the trade sells: pangolin scales, black coral, a hornbill's casque, shahtoosh (CITES Appendix I or II):
    // the marketplaces' protected-species clauses.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [
      String.raw`escamas?\s+de\s+pangol(?:im|ins|[ií]n|ines)`, String.raw`[eé]cailles?\s+de\s+pangolins?`, String.raw`pangolin\s+scales?`, String.raw`scagli[ae]\s+di\s+pangolino`, String.raw`pangolinschuppen`,
      String.raw`cora(?:l|is|les)\s+negros?`, String.raw`black\s+coral`, String.raw`corail\s+noir`, String.raw`corallo\s+nero`, String.raw`schwarze[rn]?\s+koralle`,
      String.raw`(?:hornbill|calau|c[aá]lao)\s+(?:casques?|ivory)`, String.raw`(?:casque|marfim|marfil)\s+de\s+(?:hornbill|calau|c[aá]lao)`, 'shahtoosh',
    ],
    // Coral named for its colour ("vestido coral negro") is a colour.
    context: /(?<![\p{L}])(?:cor|color|couleur|colore|farbe|vestidos?|dress(?:es)?|robes?|blusas?|tops?|camisolas?|sweaters?|pulls?|t-?shirts?|nails?|unhas|u[ñn]as|vernis|esmalte|lipsticks?|batons?|pintalabios)(?![\p{L}])/iu,
  },
  {
    // Poppers sold under the trade's cover names in a small bottle ("room aroma 10 ml", "leather cleaner, 25ml", "limpiador de cuero 10 ml",
    // "nettoyant cuir 15 ml", "Lederreiniger 10 ml"): alkyl nitrites, the marketplaces' drugs clauses. A cleaner named with what it cleans
    // (a sofa, shoes, a car's seats) or sold by the quarter litre is a cleaner.
    topic: 'drugs',
    qualifier: true,
    terms: [String.raw`(?:room\s+(?:odou?ri[sz]ers?|aromas?)|video\s+head\s+cleaners?|leather\s+cleaners?|limpiador(?:es)?\s+de\s+(?:cuero|v[ií]deo)|nettoyants?\s+(?:pour\s+)?(?:le\s+)?cuir|aromas?\s+de\s+ambiente|pulitor[ei]\s+per\s+(?:pelle|cuoio)|lederreiniger|limpa[\s-]?couro)`],
    requires: /(?<![\p{N}.,])(?:[5-9]|[12]\d|30)\s?ml(?![\p{L}])|(?<![\p{L}])(?:amyl|amilo|amile|nitrit\p{L}*|nitrite?s?|poppers?|rush|jungle\s+juice|locker\s+room)(?![\p{L}])/iu,
    // A diffuser's scent oil, a cleaner for boots, gloves, saddles or straps is a household's or a rider's.
    context: /(?<![\p{L}])(?:difus[oa]r\p{L}*|diffus\p{L}*|diffuser\p{L}*|lavanda|lavender|lavande|lavendel|baunilha|vainilla|vanill\p{L}*|eucalipto|eucalyptus|citr\p{L}*|lim[aã]o|lim[oó]n|essential|essencial|esencial|essentiel\p{L}*|[oó]leos?|aceites?|huiles?|oils?|velas?|candles?|boots?|botas|bottes|stivali|stiefel|gloves?|luvas|guantes|gants|guanti|handschuhe|straps?|correias?|correas|sangles?|cinturones|belts?|cintos|saddles?|selas?|sillas?\s+de\s+montar|selles?|sellerie|tack|riding|equita\p{L}*|sof[aá]s?|canap[eé]s?|divani?|sofas?|shoes?|sapatos|zapatos|chaussures|scarpe|schuhe|sneakers|t[eé]nis|car|carro|coche|voiture|auto|seats?|bancos?|asientos?|si[eè]ges?|sedili|sitze|jackets?|casacos?|chaquetas?|vestes?|giacche|jacken|bolsos?|bags?|sacs?|borse|taschen|sapateiro|brush|escova|cepillo|brosse|spazzola|b[uü]rste|kit)(?![\p{L}])/iu,
  },
  {
    // Nicotine in pouches or sachets ("bolsitas de nicotina", "sachets de nicotine", "nicotine pouches", "Nikotinbeutel", "bustine di nicotina"):
    // the marketplaces' tobacco and e-cigarette clauses.
    topic: 'tobacco-vapes',
    qualifier: true,
    terms: [
      String.raw`(?:bolsitas?|bolsas?|sobres?|saquetas?|saquinhos?|sachets?|pouches?|bustine|beutel)\s+(?:de\s+|of\s+|di\s+)?nicotin[ae]?`,
      String.raw`nicotin[ea]?\s*(?:pouches?|pods?)`, String.raw`nikotin[\s-]?(?:beutel|pouches?|kissen)`,
    ],
  },
  {
    // A signal blocker named as one ("GPS blocker", "bloqueur GPS", "Störsender", "inibitore di segnale"): a jammer, the marketplaces'
    // illegal electronic devices clauses. An ad blocker or a sun blocker is none (the word must follow a signal's name).
    topic: 'signal-jammers',
    terms: [
      String.raw`(?:gps|signal|cell(?:\s?phone)?|phone|mobile|tracker|wi-?fi|rf)\s+blockers?`, String.raw`bloqueurs?\s+(?:de\s+)?(?:gps|signal|ondes|r[eé]seau)`,
      String.raw`(?:gps[\s-]?)?st[oö]rsender`, String.raw`inibitor[ei]\s+(?:di\s+)?(?:segnale|gps|frequenz[ae])`,
    ],
    // A Faraday or RFID pouch shields what is put in it (keyless car keys, cards): it jams nothing.
    context: /(?<![\p{L}])(?:faraday|rfid|pouch(?:es)?|keyless|car\s+keys?|key\s+fobs?|chaves\s+do\s+carro|llaves\s+del\s+coche|cl[eé]s\s+de\s+voiture|autoschl[uü]ssel|chiavi\s+dell['’]\s*auto)(?![\p{L}])/iu,
  },
];
