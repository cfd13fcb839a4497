import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';

/**
 * Items sellers name by slang, a euphemism or a word that is also an everyday one (PT, ES, FR, EN, IT, DE): a copy called by
 * the counterfeit trade's own words ("OEM copy", "factory copy", "Fabrikkopie"), a fragrance sold as another's likeness ("perfume de
 * equivalencia", "Duftzwilling"), spirits by names that are also places or flavours ("ginebra", "bourbon"), tortoiseshell called
 * the real material, and herb grinders offered with the cannabis trade's cues. Read by `findItems` with the main lexicon's entries.
 */

/** Fragrance words (a volume alone is not one: oil and honey are bottled by the millilitre): a likeness word names a fragrance sold as another's only among them. */
const fragranceWords =
  /(?<![\p{L}])(?:perfumes?|parfums?|parf[uü]m|profum[oi]|fragr[aâ]nc\p{L}*|colognes?|col[oó]nias?|eau\s+de|ed[pt]|d[uü]fte?|duftzwilling\p{L}*|flakons?|flacons?|scents?|aromas?)(?![\p{L}])/iu;

/**
 * Drink context: a bottle, a volume, a strength, an age or a seal ("botella precintada", "70cl", "12 years", "ungeöffnet"): a spirit's
 * name that is also a city, a flavour or a tape ("Ginebra", "bourbon vanilla", "scotch tape") names the drink only beside one.
 */
const drinkContext =
  /(?<![\p{L}])(?:botell\p{L}*|garraf\p{L}*|bouteilles?|bottles?|bottigli\p{L}*|flaschen?|litros?|litres?|liters?|litri|sin\s+abrir|por\s+abrir|selad[oa]s?|precintad[oa]s?|unopened|sealed|scell[eé]e?s?|non\s+ouvert\p{L}*|sigillat\p{L}*|unge[oö]ffnet|originalverschlossen|a[ñn]os|ans|years?|jahre|anni|reserva|a[ñn]ejo|single\s+malt|destilad\p{L}*|distill\p{L}*|spirituos\p{L}*|bebidas?\s+alco\p{L}*)(?![\p{L}])|\d+\s?(?:cl|ml|l)(?![\p{L}])|\d\s?%\s?(?:vol|alc|abv)?/iu;

/** An effect, an imitation, a plastic or a colour of eyewear: tortoiseshell named for its look, not the material. */
const shellLook =
  /(?<![\p{L}])(?:effets?|efeitos?|efectos?|effetto|effect|imita\p{L}*|fa[cç]on|faux|fausse|fake|simil\p{L}*|motifs?|motivos?|muster|optik|look|style|estilo|stile|couleurs?|colou?rs?|colore|farbe|print|estampad\p{L}*|ac[eé]tat\p{L}*|acetate|plasti\p{L}*|kunststoff\p{L}*|r[eé]sin\p{L}*|resin|cellulo\p{L}*|celluloid|galalith|bak[eé]lit\p{L}*|lunettes|gafas|[oó]culos|glasses|sunglasses|occhiali|brillen?|montures?|monturas?|arma[cç][aã]o|frames?|gestell)(?![\p{L}])/iu;

/** Kitchen words: a grinder of spices, pepper, salt or coffee is a mill. */
const kitchenGrinder =
  /(?<![\p{L}])(?:spices?|especias|especiarias|[eé]pices|spezie|gew[uü]rz\p{L}*|pepper|pimienta|pimenta|poivre|pepe|pfeffer|salt|sal|sel|sale|salz|coffee|caf[eé]|caff[eè]|kaffee|kitchen|cocina|cozinha|cuisine|cucina|k[uü]che|angle|rebarbadora|amoladora|meuleuse|smerigliatrice|winkelschleifer|meat|carne|viande|fleisch|knives|facas|cuchillos|couteaux|coltelli|messer)(?![\p{L}])/iu;

/** Goods counterfeiters grade their copies by ("OEM", "factory", "batch"), read only where the title names a copied maker's goods. */
const copyNouns = String.raw`(?:cop(?:y|ies)|c[oó]pias?|copie|kopien?|r[eé]plicas?|r[eé]pliques?|replik\p{L}*|version|versi[oó]n|vers[aã]o|versione|quality|qualit[eéà]|qualidade|calidad|qualit[aä]t|grade|grado|grau)`;

export const slangItemLexicon: TopicLexicon[] = [
  {
    // The counterfeit trade's own words for a copy of a maker's goods (the marketplaces' counterfeit clauses): "OEM copy", "factory copy",
    // "cópia de fábrica", "copie d'usine", "Fabrikkopie", "best batch", "Nachbau", "calidad 1.1". Of a phone's part or a car's, "OEM" is the
    // maker's own part: the words count only where the title names, as the item's maker, a maker of copied goods (shoes, bags, watches…).
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    terms: [
      `oem\\s+${copyNouns}`, `${copyNouns}\\s+oem`,
      `(?:factory|f[aá]brica|usine|fabbrica|fabrik)\\s+(?:cop(?:y|ies)|c[oó]pias?|copie|kopien?|r[eé]plicas?|r[eé]pliques?|batch)`,
      String.raw`(?:cop(?:y|ies)|c[oó]pias?|copie|kopien?)\s+(?:de\s+|di\s+|da\s+|d['’]\s*|from\s+(?:the\s+)?|aus\s+der\s+)?(?:f[aá]brica|usine|fabbrica|factory|fabrik)`,
      'fabrikkopien?',
      String.raw`(?:best|top|god|pk|ljr)\s+batch`,
      'nachbau(?:ten)?',
      String.raw`(?:calidad|qualidade|qualit[eéà]|quality|qualit[aä]t|grade|versi[oó]n|vers[aã]o|version|versione)\s+1\.1(?![\p{N}])`,
    ],
  },
  {
    // A copy praised for how well it is made ("reprodução perfeita", "reproduction fidèle", "clone fatto benissimo", "sehr guter Klon", "top quality
    // rep"), where the title names, as the item's maker, a maker whose goods are copied (the marketplaces' counterfeit clauses, `counterfeits`). A
    // painting's or a poster's reproduction names no such maker, nor does a disk's clone.
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    terms: [
      String.raw`(?:reprodu[cç][aã]o|reproducci[oó]n|reproduction|riproduzione|reproduktion|clone|clon|cl[oô]ne|klon|nachbau|rep|replica|r[eé]plique)\s+(?:(?:muito|muy|tr[eè]s|molto|sehr|very|really|super)\s+)?(?:perfeit[ao]|perfect[ao]|parfaite?|perfett[ao]|perfekte?r?|perfect|fiel|fid[eè]le|faithful|fedele|exact[ao]|exacte?|exat[ao]|id[eé]ntic[ao]|identique|identical|identic[ao]|identisch|originalgetreu|impec[aá]vel|impecable|impeccable|impeccabile|(?:bem|bien|well|bene|gut)\s+(?:feit[ao]|hech[ao]|fait[e]?|made|fatt[ao]|gemacht)|(?:feit[ao]|hech[ao]|fait[e]?|made|fatt[ao]|gemacht)\s+(?:benissimo|molto\s+bene|tr[eè]s\s+bien|muito\s+bem|muy\s+bien|(?:really|very)\s+well|sehr\s+gut))`,
      String.raw`(?:(?:sehr|super|richtig|echt)\s+)?gute[rnm]?\s+(?:klon|nachbau|kopie)`,
      // A quality word before "rep": "high reps" alone are a gym's repetitions.
      String.raw`(?:top|great|good|high|best|perfect|premium)[\s-]+(?:quality|grade|tier)\s+reps?`,
      String.raw`(?:ottim[oa]|perfett[oa]|buon[oa])\s+(?:clone|replica|copia)`,
    ],
    // A disk's, a system's or a key's clone ("clone perfeito do disco", "Klon der Festplatte", "perfect clone of the SSD") is a copy of data.
    innocent: /(?:(?:(?:sehr|super|richtig|echt)\s+)?gute[rnm]?\s+)?(?:clone|clon|cl[oô]ne|klon)[\s\p{L}'’]{0,40}?(?:discos?|disques?|disks?|dischi|ssd|hdd|sistemas?|syst[eè]mes?|systems?|festplatten?|platten?|parti[cç](?:[aã]o|[oõ]es)|partici[oó]n|partitions?|chaves?|llaves?|cl[eé]s?|keys?|chiavi|schl[uü]ssel|comandos?|mandos?|t[eé]l[eé]commandes?|remotes?|telecomand[oi]|fernbedienung(?:en)?|cart[oõ]es|cart[aã]o|tarjetas?|cartes?|cards?|karten?)(?![\p{L}])/iu,
  },
  {
    // A fragrance sold as the likeness of another ("perfume de equivalencia", "perfumes equivalentes", "parfum d'équivalence", "dupe perfume",
    // "Duftzwilling", "smells just like the original one"): the marketplaces' counterfeit clauses forbid selling by another maker's scent.
    topic: 'counterfeits',
    qualifier: true,
    terms: [
      String.raw`perfumes?\s+(?:de\s+)?equival[eê]ncias?`, String.raw`equival[eê]ncias?`, String.raw`perfumes?\s+equivalentes?`,
      String.raw`parfums?\s+(?:d['’]\s*)?[eé]quivalences?`, String.raw`parfums?\s+[eé]quivalents?`, String.raw`profum[oi]\s+equivalent[ei]`,
      String.raw`(?:dupes?|clones?)\s+(?:perfumes?|parfums?|fragrances?|scents?|colognes?|profum[oi])`, String.raw`(?:perfume|parfum|fragrance|scent|cologne|profumo)s?\s+dupes?`,
      'duftzwillinge?n?', String.raw`parf[uü]m[\s-]?dupes?`, String.raw`dupe[\s-]?parf[uü]ms?`,
      // The scent said to be the original's: "smells just like the original one", "huele igualito al original".
      String.raw`(?:smells?|smelling|huele|cheira|sent|sentent|profuma|riecht|olor|cheiro|odeur|odore|geruch)\s+(?:[\p{L}]+\s+){0,2}?(?:like|a|igual(?:\s+(?:a|que|al|ao))?|id[eéê]ntic[oa]\s+(?:a|al|ao)|parecid[oa]\s+(?:a|al)|semelhante\s+ao|como|comme|come|wie|identique\s+[aà]|pareil\s+qu['’]?)\s*(?:(?:the|el|al|o|ao|l['’]|le|il|lo|das|dem|den)\s*)?(?:original(?:e|es)?|l['’]original)`,
    ],
    requires: fragranceWords,
  },
  {
    // Perfume poured out of the seller's bottle by other names: "splits" (the collectors' word), "abgefüllt", an atomiser refilled ("atomizador
    // rellenado", "atomiseur rempli", "Zerstäuber befüllt"): repackaged like decants, the marketplaces' samples-and-testers clauses.
    topic: 'testers-samples',
    qualifier: true,
    terms: [
      String.raw`(?:perfume|fragrance|parfum|cologne)\s+splits?`, String.raw`splits?\s+(?:de\s+|of\s+)?(?:perfume|parfum|fragrance|cologne)`, String.raw`abgef[uü]llt(?:e[nrs]?)?`,
      String.raw`(?:atomi[sz]ers?|atomiseurs?|atomizador(?:es)?|vaporizador(?:es)?|zerst[aä]uber|nebulizzator[ei])\s+(?:de\s+viaje\s+|de\s+voyage\s+|travel\s+)?(?:rellenad[oa]s?|rellen[oa]s?|remplis?|refilled|filled|riempit[oi]|bef[uü]llt|enchid[oa]s?)`,
    ],
    requires: fragranceWords,
  },
  {
    // Spirits by names that are also a city, a flavour, a tape or a song (Spanish "ginebra" is Geneva; "bourbon" vanilla, "scotch" tape):
    // the drink only beside a bottle, a volume, a strength, an age or a seal. Alcohol clauses (restricted).
    topic: 'alcohol',
    terms: [
      'ginebras?', 'bourbon', 'scotch', 'sake', 'soju', 'mead', 'moonshine', 'medronho', 'baga[cç]o', 'an[ií]s', 'amaretto', 'sambuca', 'kirschwasser', 'branntwein',
      String.raw`eau[\s-]de[\s-]vie`, 'liquors?', 'liquore', 'liquori', 'spiritueux', 'superalcolici', 'alcolici', 'cr[eé]mant', 'mousseux',
    ],
    requires: drinkContext,
    context: aboutOrEmpty,
  },
  {
    // Tortoiseshell named as the real material ("écaille de tortue", "écaille véritable", "genuine tortoiseshell", "carey auténtico", "echtes
    // Schildpatt"): hawksbill shell, CITES Appendix I (the marketplaces' protected-wildlife clauses). Its look in acetate, a print or a
    // frame's colour ("lunettes écaille", "gafas carey", "Schildpatt-Optik") is none.
    topic: 'protected-wildlife',
    // A material: it counts wherever it stands in a phrase ("genuine tortoiseshell hand mirror").
    qualifier: true,
    terms: [
      String.raw`[eé]cailles?\s+de\s+tortues?`, String.raw`[eé]cailles?\s+(?:v[eé]ritables?|naturelles?|authentiques?|blondes?)`, String.raw`(?:v[eé]ritable|vraie)\s+[eé]caille`,
      String.raw`(?:real|genuine|natural)\s+tortoise[\s-]?shell`, String.raw`carey\s+(?:aut[eé]ntico|verdadero|natural|real|genuino)`, String.raw`(?:aut[eé]ntico|verdadero|genuino)\s+carey`,
      String.raw`conchas?\s+de\s+(?:tortuga|carey)`, String.raw`(?:tartaruga|carapa[cç]a)\s+(?:verdadeira|aut[eê]ntica|genu[ií]na|natural|vera|autentica|genuina|naturale)`,
      String.raw`(?:verdadeira|aut[eê]ntica|vera|autentica|genuina)\s+tartaruga`, String.raw`cascos?\s+de\s+tartaruga`, 'schildpatt',
    ],
    context: shellLook,
  },
  {
    // A herb grinder, or a grinder offered with the cannabis trade's cues (a kief or pollen catcher, four parts, herbs or weed): drug
    // paraphernalia, restricted (a pipe or a grinder sold for tobacco is allowed; one sold for cannabis is not). A pepper, coffee or
    // angle grinder is a kitchen's or a workshop's.
    topic: 'drug-paraphernalia',
    terms: [
      String.raw`(?:herb|herbs|weed|420|kief)\s+grinders?`, String.raw`kr[aä]utergrinder`,
      String.raw`grinders?\s+(?:(?:for|para|pour|per|f[uü]r|de|à|a)\s+)?(?:herbs?|hierbas?|ervas?|herbes?|erbe|kr[aä]uter|weed|maria|mar[ií]a|beuh|ganja|cannabis|canapa)`,
      // Dry-herb vaporisers and one-hitters: smoking devices named for the herb.
      String.raw`dry[\s-]herb\s+vapori[sz]ers?`, String.raw`(?:weed|herb)\s+(?:pipes?|vapori[sz]ers?)`, String.raw`one[\s-]hitters?`, String.raw`vaporizador(?:es)?\s+(?:de|para)\s+(?:hierbas?|ervas?)(?:\s+secas?)?`, String.raw`vaporisateurs?\s+(?:d['’]|pour\s+)herbes?(?:\s+s[eè]ches)?`, String.raw`vaporizzator[ei]\s+(?:per\s+|di\s+)?erbe(?:\s+secche)?`, String.raw`kr[aä]utervaporizer`,
      String.raw`grinders?(?=[^.!?\n]{0,60}?(?:k[iy]ef|pollen|p[oó]len|pollinator|polinizador|(?:3|4|three|four|tres|cuatro|tr[eê]s|quatro|trois|quatre|tre|quattro|drei|vier)\s+(?:piezas|partes|pe[cç]as|pi[eè]ces|parts|pezzi|teile|tlg)))`,
    ],
    context: kitchenGrinder,
  },
];
