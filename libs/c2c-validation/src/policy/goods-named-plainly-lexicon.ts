import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';

/**
 * Goods the marketplaces' lists restrict or refuse, named plainly or said of the item in a sentence, that the other lexicons leave
 * out (PT, ES, FR, EN, IT, DE):
 * - live insects and eggs to hatch: bee colonies, swarms, nuclei and queens, ant colonies with their queen, stick insects, mantises
 *   and tarantulas sold alive, fertile eggs for the incubator (`live-animals`: the live-animals clauses name eggs to hatch and
 *   insects beside pets);
 * - insects mounted as specimens (pinned, set, framed or in an entomology box; birdwing and other protected genera by name)
 *   (`hunting-trophies`: eBay's animal-products policy on taxidermy and specimens; Vinted refuses animal parts);
 * - radioactive objects: radium paint on dials and hands, uranium ores by their mineral names (pitchblende, uraninite, autunite,
 *   torbernite, carnotite), anything said to be radioactive as a specimen or a source (`hazardous-chemicals`: the
 *   hazardous-materials clauses; uranium glass and a Geiger counter are none);
 * - alcohol inside a calendar, a hamper or a gift box (`alcohol`: the alcohol clauses count what the box holds);
 * - road vehicles sold without their papers, inspection or free of a seizure (PT inspeção/IPO and DUA, ES ITV and embargo, FR
 *   contrôle technique, carte grise and gage, UK MOT and V5C, IT revisione, libretto and fermo amministrativo, DE TÜV and
 *   Fahrzeugbrief) (`vehicles-without-papers`);
 * - children's goods the product-safety rules refuse: drop-side cots (US 16 CFR 1219/1220, Canada SOR/2016-152),
 *   inclined sleepers (the US Safe Sleep for Babies Act, 2022), small neodymium magnet balls sold as a toy (EU Toy Safety
 *   Directive, magnet flux limit; recalled across the EU Safety Gate) (`unsafe-childrens-goods`);
 * - a place on a streaming, music or AI subscription shared for money (a profile, a family slot, a screen, a login)
 *   (`digital-accounts`: the accounts and subscriptions clauses);
 * - a recall said without its word: "the one of the recall notice", "the maker asked to return it", "never sent mine back",
 *   "pulled from the shops" (`recalled-products`);
 * - goods not the seller's to sell said by their story: found and still locked to someone else's account, the owner unknown
 *   ("não sei de quem é"), parts "from I don't know which cars", a bike with somebody's lock still on it, found abandoned
 *   (`stolen-goods`).
 */

// —— Live insects and eggs to hatch ——

const hatchingEggs = String.raw`(?:ovos?\s+(?:\p{L}+\s+){0,3}?(?:galad[oa]s?|f[eé]rteis|f[eé]rtil|fecundad[oa]s?|para\s+(?:chocar|incuba[cç][aã]o|incubar|choco))|huevos?\s+(?:\p{L}+\s+){0,3}?(?:f[eé]rtiles|f[eé]rtil|fecundad[oa]s?|gallados|embrionados|para\s+(?:incubar|incubaci[oó]n|empollar))|[oœ]e?ufs?\s+(?:\p{L}+\s+){0,3}?(?:f[eé]cond[eé]s?|fertiles?|embryonn[eé]s|[àa]\s+couver)|(?:hatching|fertile|fertili[sz]ed)\s+eggs?|uova\s+(?:\p{L}+\s+){0,3}?(?:fecondate|fertili|embrionate|da\s+(?:cova|incubare|incubazione))|(?:bruteier|befruchtete\s+eier|brut-eier))`;
const beeColony = String.raw`(?:colmeias?\s+(?:\p{L}+\s+){0,2}?com\s+(?:abelhas|enxame|cria)|enxames?(?:\s+de\s+abelhas)?|n[uú]cleos?\s+de\s+abelhas|abelhas?\s+rainhas?|rainhas?\s+(?:fecundadas?|de\s+abelha|buckfast|carn[ií]ola|ib[eé]rica)|colmenas?\s+(?:\p{L}+\s+){0,2}?con\s+(?:abejas|enjambre|cr[ií]a)|enjambres?(?:\s+de\s+abejas)?|n[uú]cleos?\s+de\s+abejas|abejas?\s+reinas?|reinas?\s+(?:fecundadas?|buckfast|carn[ií]ola|ib[eé]rica)|ruches?\s+(?:peupl[eé]es?|avec\s+(?:abeilles|essaim|couvain))|essaims?(?:\s+d['’]abeilles)?|reines?\s+(?:f[eé]cond[eé]es|buckfast|carnica|abeilles?)|(?:bee\s+)?(?:colon(?:y|ies)|nuc(?:leus|s)?)\s+of\s+bees|bee\s+(?:colon(?:y|ies)|nucs?|nucleus|swarms?|packages?)|package\s+bees|(?:mated|buckfast|carniolan)\s+queens?(?:\s+bees?)?|queen\s+bees?|sciam[ei](?:\s+di\s+api)?|famigli[ae]\s+di\s+api|nucle[oi]\s+di\s+api|(?:api\s+)?regin[ae]\s+(?:fecondat[ae]|buckfast|ligustica|carnica)|bienenv[oö]lk(?:er|ern)?|bienenschw[aä]rme?|bienenk[oö]nigin(?:nen)?|(?:carnica|buckfast)[\s-]?k[oö]nigin(?:nen)?|ableger\s+(?:mit\s+)?(?:bienen|k[oö]nigin))`;
const antColony = String.raw`(?:col[oó]nias?\s+de\s+formigas|colonias?\s+de\s+hormigas|colonies?\s+de\s+fourmis|ant\s+colon(?:y|ies)|colonie?\s+di\s+formiche|ameisenkolonien?|ameisenv[oö]lk(?:er)?)`;
const liveInsect = String.raw`(?:insetos?\s+vivos|insectos?\s+vivos|insectes?\s+vivants|live\s+insects|insetti\s+vivi|lebende\s+insekten|bichos?[\s-]pau|insectos?\s+palo|phasmes?|stick\s+insects?|insetti\s+stecco|stabschrecken|gespenstschrecken|louva-a-deus|mantis\s+religiosas?|mantes?\s+religieuses?|praying\s+mantis(?:es)?|mantidi|mantide\s+religiosa|gottesanbeterin(?:nen)?|tar[aâ]ntulas?|tar[aá]ntulas?|mygales?|tarantulas?|vogelspinnen?|escorpi[oõ](?:es|ns)|escorpi[aã]o|escorpiones?|scorpions?|scorpioni|skorpione?|grilos|grillos|grillons|crickets|grilli|heimchen|tene?br[ií]os|gusanos\s+de\s+(?:la\s+)?harina|vers\s+de\s+farine|mealworms|superworms|tarme\s+della\s+farina|mehlw[uü]rmer|bichos?[\s-]da[\s-]seda|gusanos\s+de\s+seda|vers\s+[àa]\s+soie|silkworms?|bachi\s+da\s+seta|seidenraupen|achatinas?|caracol(?:es)?\s+gigantes?|caracóis\s+gigantes|escargots?\s+g[eé]ants?|giant\s+(?:african\s+)?(?:land\s+)?snails?|lumache\s+giganti|achatschnecken)`;
/** The creature is alive and sold: its stage, its age, its food, its box, a count. */
const aliveSold = /(?<![\p{L}])(?:rainha|reina|reine|queen|regina|k[oö]nigin|oper[aá]rias|obreras|ouvri[eè]res|workers|operaie|arbeiterinnen|ninfas?|nymphs?|nymphes?|ninfe|larvas?|larves?|larvae|juvenis|juveniles?|giovani|jungtiere|f[eê]meas?|hembras?|femelles?|females?|femmine|weibchen|machos?|m[aâ]les?|maschi|m[aä]nnchen|vivos?|vivas?|vivants?|alive|live|viv[oi]|lebend\p{L}*|tubo|tube|provette?|reagenzglas|formic[aá]rio|formicarium|formicaio|arena|terr[aá]rio|terrarium|terrario|incubadora|chocadeira|incubateur|couveuse|incubator|incubatrice|brutapparat|brutmaschine|\d+\s*(?:semanas|weeks|semaines|settimane|wochen|meses|months|mois|mesi|monate|dias|d[ií]as|days|jours|giorni|tage))(?![\p{L}])/iu;
/** A likeness, a book or a thing for the creatures: a plush, a print, a toy, a hotel, a feeder, a costume. */
const likenessOrKit = /(?<![\p{L}])(?:pel[uú]cias?|peluches?|plush|pl[uü]sch\p{L}*|figur\p{L}*|bonecos?|mu[nñ]ecos?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|prints?|posters?|stickers?|autocolantes?|pegatinas?|costumes?|fantasias?|disfraz\p{L}*|d[eé]guisements?|kost[uü]m\p{L}*|livros?|libros?|livres?|books?|b[uü]ch(?:er)?|libri|hot[eé]is|hotel(?:es)?|h[oô]tels?|insektenhotel\p{L}*|vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oi]|leer|lego|playmobil|chocolate|chocolat|pintad[oa]s?|painted|decorativ\p{L}*|d[eé]corati\p{L}*|ceramic\p{L}*|cer[aâ]mic\p{L}*)(?![\p{L}])/iu;

// —— Insects mounted as specimens ——

const insectWord = String.raw`(?:borboletas?|mariposas?|papillons?|butterfl(?:y|ies)|moths?|farfall[ae]|falene?|schmetterlinge?|falter|escaravelhos?|besouros?|escarabajos?|scarab[eé]es?|col[eé]opt[eè]res?|beetles?|scarabe[oi]|coleotteri|k[aä]fer|insetos?|insectos?|insectes?|insects?|insetti|insekten|cigarras?|cigales?|cicadas?|libelinhas?|lib[eé]lulas?|libellules?|dragonfl(?:y|ies)|libellul[ae]|libellen?|goliath|goliathus|morpho|ornithopt[eè]r[ea]s?|birdwings?|tar[aâá]ntulas?|mygales?|tarantulas?|vogelspinnen?|escorpi[oõ](?:es|ns)|escorpi[aã]o|escorpiones?|scorpions?|scorpioni|skorpione?|aranhas?|ara[nñ]as?|araign[eé]es?|spiders?|ragni|ragno|spinnen?)`;
const mountedWord = String.raw`(?:naturalizad[oa]s?|naturalis[eé]e?s?|naturalizzat[ieoa]|dissecad[oa]s?|disecad[oa]s?|embalsamad[oa]s?|montad[oa]s?\s+(?:em|en|sobre|com)\s+(?:alfinetes?|alfileres?|agujas?)|(?:espetad[oa]s?|pinchad[oa]s?)|[eé]pingl[eé]e?s?|[eé]tal[eé]e?s?|mounted|pinned|set\s+specimens?|spillat[ieoa]|montat[ieoa]\s+su\s+spill[oi]|pr[aä]pariert\p{L}*|genadelt\p{L}*|gespannt\p{L}*)`;
const specimenWord = String.raw`(?:esp[eé]cimes?|esp[eé]cimenes?|sp[eé]cimens?|specimens?|esemplar[ei]\s+(?:naturalizzat\p{L}*|entomologic\p{L}*)|exemplares?\s+entomol[oó]gic\p{L}*|ejemplares?\s+entomol[oó]gic\p{L}*)`;
const entomologyBox = String.raw`(?:caixas?\s+entomol[oó]gicas?|cajas?\s+entomol[oó]gicas?|bo[iî]tes?\s+(?:entomologiques?|[àa]\s+insectes\s+naturalis[eé]s)|entomolog(?:y|ical)\s+(?:boxes?|cases?|collections?|specimens?)|scatol[ae]\s+entomologic[ah]e|tec[ah]e?\s+entomologic[ah]e|insektenk[aä]sten|insektenkasten|insektensammlung(?:en)?|schmetterlingssammlung(?:en)?|k[aä]fersammlung(?:en)?)`;
/** A print, a paper or a fabric one, jewellery shaped as one, a costume: no specimen. */
const notSpecimen = /(?<![\p{L}])(?:prints?|posters?|impress\p{L}*|estampad\p{L}*|papel|papier|paper|carta|tecido|tissu|fabric|stoff\p{L}*|bijou\p{L}*|joias?|joyas?|jewell?e?ry|gioiell\p{L}*|schmuck|broches?|brooch(?:es)?|spill[ae]\s+da\s+balia|brincos?|pendientes?|earrings?|orecchini|ohrringe?|resina\s+(?:artificial|sint[eé]tica)|pl[aá]stic\p{L}*|plastik|3d|r[eé]plica\p{L}*|replica\p{L}*|fake|fau(?:x|sses?)|imita\p{L}*|mod[eè]le\s+r[eé]duit|toy|brinquedo|juguete|jouet|giocattolo|spielzeug|lego|costume|fantasia|disfraz|d[eé]guisement|kost[uü]m|quadro\s+de\s+pintura|painting|peinture|dipinto|gem[aä]lde|ilustra\p{L}*|illustr\p{L}*)(?![\p{L}])/iu;

// —— Radioactive objects ——

const radiumPaint = String.raw`(?:(?:ponteiros?|mostrador(?:es)?|agujas?|esferas?|car[aá]tulas?|aiguilles?|cadrans?|hands|dials?|lancette|quadrant[ei]|zeiger|zifferbl[aä]tter|zifferblatt|tinta|pintura|peinture|paint|vernice|farbe|leuchtfarbe|n[uú]meros|chiffres|numerals|numeri|ziffern)\s+(?:\p{L}+\s+){0,3}?(?:(?:a|de|com|ao|al|con|en|au|[àa]\s+la|with|in|al|con\s+il|di|mit|aus)\s+)?(?:r[aá]dio|radium|radio)(?![\p{L}])(?!\s+(?:am|fm|dab|relógio|reloj|r[eé]veil|despertador|cassette|k7|cd|antig\p{L}*|portátil|portable|port[aá]til|sveglia|wecker)))`;
const radiumWord = String.raw`(?:radium(?:[\s-]?(?:dial|hands|paint|clock|watch|numerals|source|uhr|zeiger|leuchtfarbe|farbe))?|radiumhaltig\p{L}*)`;
const uraniumOre = String.raw`(?:min[eé]rios?\s+de\s+ur[aâ]nio|minerales?\s+de\s+uranio|minerais?\s+d['’]uranium|minerai\s+d['’]uranium|uranium\s+(?:ore|minerals?|rocks?|samples?|specimens?)|minerale?\s+di\s+uranio|uranerz(?:e|stufen?)?|uranmineral\p{L}*|pechblend[ae]|pitchblende|uraninit[ae]?|uraninite|autunit[ae]?|autunite|torbernit[ae]?|torbernite|carnotit[ae]?|carnotite|uranophane|uran[oó]filo|uranofan[eo]|uranophan)`;
const radioactiveSource = String.raw`(?:(?:fontes?|fuentes?|sources?|fonti|quellen?|pr[eé]parat\p{L}*|pastilhas?|pastillas?|pastilles?|pellets?)\s+(?:radioa\p{L}*\s+)?(?:de\s+|d['’]\s*|of\s+|di\s+)?(?:am[eé]r[ií]ci(?:o|um)|americium|c[eé]sio|c[eé]sium|ca?esium|cesio|c[aä]sium|cobalto|cobalt|estr[oô]ncio|estroncio|strontium|stronzio|radium|r[aá]dio|t[oó]rio|thorium|torio)(?:[\s-]?\d{2,3})?|(?:am[eé]r[ií]ci(?:o|um)|americium|c[eé]sio|ca?esium|cobalto|cobalt|strontium|estroncio)[\s-]?(?:241|137|60|90)|(?:ur[aâ]nio|uranio|uranium|uran)\s+(?:empobrecido|appauvri|depleted|impoverito|abgereichert\p{L}*|enriquecido|enrichi|enriched|arricchito|angereichert\p{L}*|met[aá]lico|m[eé]tallique|metal|metallico|metall)|yellow\s?cake)`;
const saidRadioactive = String.raw`(?:radioativ[oa]s?|radiactiv[oa]s?|radioactifs?|radioactives?|radioactive|radioattiv[oieoa]|radioaktiv\p{L}*|stark\s+strahlend\p{L}*|strahlend\p{L}*)`;
/** A radio set, a lamp maker's name, uranium glass, a warning sign or a sticker, a game, a shirt, a record or a book named after it. */
const notRadioactiveGoods = /(?<![\p{L}])(?:vidro\s+de\s+ur[aâ]nio|vidrio\s+de\s+uranio|verre\s+(?:d['’]|à\s+l['’]|a\s+l['’])?uranium|verre\s+ouraline|uranium\s+glass|vaseline\s+glass|vetro\s+(?:all['’]|di\s+)?uranio|uranglas|annagelb|s[ií]mbolos?|symboles?|symbols?|simbol[oi]|symbol|autocolantes?|pegatinas?|stickers?|adesiv[oi]|aufkleber|l[aâ]mpadas?|l[aá]mparas?|lampes?|lamps?|bulbs?|lampadin[ae]|leuchtmittel|gl[uü]hbirnen?|r[oö]hren?|leuchtstoff\p{L}*|jogos?|juegos?|jeux|games?|giochi|spiele?|camisolas?|camisetas?|t-shirts?|shirts?|magliett[ae]|discos?|vinyl|vinil|albums?|[aá]lbum|cds?|bandas?|band|groupe|gruppo|livros?|libros?|livres?|books?|libri|b[uü]ch(?:er)?|filmes?|films?|pel[ií]culas?)(?![\p{L}])/iu;
/** A radio (the set, in Spanish, Italian or Portuguese): its bands, its make, its valves. */
const radioSet = /(?<![\p{L}])(?:am|fm|dab|onda\s+(?:m[eé]dia|curta|larga)|ondas?|v[aá]lvulas|valvole|transistor\p{L}*|grundig|philips|telefunken|sony|blaupunkt|sangean|roberts|braun|saba|nordmende|kenwood|pioneer|marantz|tivoli|bose|altavoz|altifalante|coluna|enceinte|speaker|cassa)(?![\p{L}])/iu;

// —— Alcohol in a calendar, a hamper or a gift box ——

const giftPack = String.raw`(?:calend[aá]rios?\s+(?:do\s+)?advento|calendarios?\s+de\s+adviento|calendriers?\s+de\s+l['’]\s*avent|advent\s+calendars?|calendari[oi]?\s+dell['’]\s*avvento|adventskalender|cabaz(?:es)?(?:\s+de\s+natal)?|cestas?\s+(?:de\s+)?(?:natal|navidad|regalo|gourmet)|lotes?\s+de\s+navidad|paniers?\s+garnis?|colis\s+gourmands?|coffrets?\s+(?:cadeaux?|gourmands?|d[eé]gustation)|(?:gift|christmas|xmas|luxury|food)\s+(?:hampers?|baskets?|boxes|box|sets?)|hampers?|cest[oi]\s+(?:natalizi[oi]|regalo)|confezion[ei]\s+regalo|strenn[ae]\s+natalizi[ae]|geschenk(?:korb|k[oö]rbe|box|boxen|set|sets)|pr[aä]sentk[oö]rb?e?|pr[aä]sentkorb|(?:kits?|sets?|caixas?|cajas?|coffrets?|box(?:es)?|packs?|scatol[ae])\s+(?:\p{L}+\s+){0,2}?(?:de\s+|d['’]\s*|di\s+|f[uü]r\s+)?(?:degusta[cç][aã]o|degustaci[oó]n|d[eé]gustation|tasting|degustazione|verkostung|cocktails?|coquet[eé]is|c[oó]cteles?|gin[\s-]tonic))`;
const drinkInside = String.raw`(?:gins?|whisk(?:e)?ys?|whiskies|rums?|rhums?|ron|vodkas?|tequila|mezcal|conhaque|co[ñn]ac|cognac|brandy|armagnac|calvados|licor(?:es)?|liqueurs?|liquori?|lik[oö]re?|schnaps|schn[aä]pse|grappa|orujo|aguardentes?|aguardientes?|eau[\s-]de[\s-]vie|vinhos?|vinos?|vins?|wines?|vini|weine?|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|champanhe|champagne|champ[aá]n|cava|prosecco|espumantes?|spumanti?|cr[eé]mant|sekt|sherry|tintos?|chianti|barolo|lambrusco|riesling|moscatel|drams?|chupitos?|miniaturas?\s+de\s+(?:\p{L}+\s+)?(?:gin|whisk(?:e)?y|rum|vodka|licor)|mignonnettes?)`;
/** Said to hold no alcohol, or the glasses, the empty box or the chocolate only. */
const noAlcoholInside = /(?<![\p{L}])(?:sem\s+[aá]lcool|sin\s+alcohol|sans\s+alcool|alcohol[\s-]free|non[\s-]alcoholic|alcoholfree|analcolic\p{L}*|senza\s+alcol|alkoholfrei\p{L}*|0[.,]0\s?%|copos|vasos|verres|glasses|bicchieri|gl[aä]ser|ta[cç]as|copas|fl[uû]tes|calici|sem\s+bebidas|sin\s+bebidas|sans\s+boissons?|no\s+(?:drinks|alcohol)|senza\s+bevande|ohne\s+(?:getr[aä]nke|alkohol)|vazi[oa]s?|vac[ií][oa]s?|vides?|empty|vuot[oi]|leer\p{L}*)(?![\p{L}])/iu;

/** A box of what is made for the drink, named after it ("whisky stones gift box", "gin glasses gift set"): no drink inside. */
const drinkAccessoryBox = String.raw`(?<![\p{L}])${drinkInside}[\s-]+(?:stones?|steine?|pierres?|pedras?|piedras?|pietre|glass(?:es)?|gl[aä]ser|tumblers?|decanters?|carafes?|flutes?)\s+(?:gift\s+(?:hampers?|boxes|box|sets?)|hampers?|geschenk\p{L}*)`;

// —— Vehicles without papers, inspection or free of a seizure ——

const noInspection = String.raw`(?:sem\s+(?:a\s+)?(?:inspe[cç][aã]o|ipo)|sin\s+(?:la\s+)?itv|sans\s+(?:le\s+)?(?:contr[oô]le\s+technique|ct)(?![\p{L}])|(?:no|without)\s+(?:an?\s+)?mot(?![\p{L}])|senza\s+(?:la\s+)?revisione|(?:ohne|kein(?:en)?)\s+(?:g[uü]ltigen\s+)?(?:t[uü]v|hu)(?![\p{L}]))`;
/** The inspection said expired, failed or due: a vehicle's only beside one (its make, its engine, its running). */
const inspectionExpired = String.raw`(?:(?:inspe[cç][aã]o|ipo)\s+(?:caducada|expirada|em\s+atraso|chumbada|fora\s+de\s+prazo)|itv\s+(?:caducada|vencida|desfavorable|negativa)|contr[oô]le\s+technique\s+(?:expir[eé]|p[eé]rim[eé]|d[eé]pass[eé]|refus[eé]|[àa]\s+refaire)|expired\s+mot|mot\s+(?:expired|ran\s+out|failed)|revisione\s+(?:scaduta|non\s+fatta)|t[uü]v\s+(?:abgelaufen|f[aä]llig|durchgefallen|neu\s+f[aä]llig))`;
const noPapers = String.raw`(?:sem\s+(?:os\s+)?(?:documentos|documenta[cç][aã]o|pap[eé]is|papeis|livrete|dua|t[ií]tulo\s+de\s+registo|registo)|sin\s+(?:los\s+)?(?:papeles|documentaci[oó]n|documentos|permiso\s+de\s+circulaci[oó]n|ficha\s+t[eé]cnica)|sans\s+(?:les\s+)?(?:papiers|carte\s+grise|certificat\s+d['’]immatriculation|documents?)|(?:no|without)\s+(?:the\s+)?(?:papers|paperwork|documents|logbook|log\s+book|v5c?|registration\s+(?:documents?|papers))|senza\s+(?:(?:il|i)\s+)?(?:documenti|libretto|carta\s+di\s+circolazione|certificato\s+di\s+propriet[aà]|passaggio)|ohne\s+(?:(?:die|den)\s+)?(?:papiere|fahrzeugbrief|fahrzeugschein|brief|zulassung(?:sbescheinigung)?)|kein(?:e|en)?\s+(?:papiere|brief|fahrzeugbrief)|embargad[oa]|con\s+embargo|com\s+penhora|penhorad[oa]|gag[eé]e?(?![\p{L}])|fermo\s+amministrativo|(?:sin|sem)\s+transferencia)`;
const roadVehicle = /(?<![\p{L}])(?:carros?|viaturas?|autom[oó]ve(?:l|is)|motas?|motos?|motorizadas?|motociclos?|ciclomotor(?:es)?|scooters?|quads?|pit\s?bikes?|coches?|veh[ií]culos?|furgonetas?|furg[oõ]es|furg[aã]o|carrinhas?|voitures?|v[eé]hicules?|camionnettes?|mobylettes?|cyclomoteurs?|cars?|vehicles?|vans?|motorbikes?|motorcycles?|mopeds?|auto|autos|macchina|veicol[oi]|motorin[oi]|vespa|furgon[ei]|fahrzeuge?|pkw|motorr[aä]der|motorrad|roller|mopeds?|wagen|kleinbus|transporter|\d{2,4}\s?(?:cc|cm3|cm³)|\d+\s?(?:cv|ch|ps|kw|hp)|cilindrada|quil[oó]metros|kil[oó]metros|kilom[eé]trage|mileage|chilometri|kilometerstand|km|kms|arranca|roule|d[eé]marre|drives|f[aä]hrt|springt|vergaser|carburador|carburateur|carburettor|carburatore|simson|mz|jawa|zundapp|z[uü]ndapp|puch|motor|moteur|engine|motore|seat|ibiza|golf|corsa|clio|fiesta|focus|polo|punto|panda|twingo|megane|c[1-5]|[12345]08|yaris|civic|astra|leon|twingo|swift|honda|yamaha|suzuki|kawasaki|piaggio|ducati|vespa|renault|peugeot|citro[eë]n|opel|vw|volkswagen|ford|fiat|toyota|nissan|bmw|mercedes|audi|skoda|dacia)(?![\p{L}])/iu;
/** A bicycle, a boat's trailer, a papers holder, a watch or a toy car: nothing a road vehicle's papers are asked of. */
const notRoadVehicleSale = /(?<![\p{L}])(?:bicicletas?|bicis?|v[eé]los?|bikes?\s+(?:de\s+)?(?:crian[cç]a|ni[nñ]o|enfant|kids?)|bicycles?|fahrr[aä]der|fahrrad|biciclett[ae]|porta[\s-]?documentos|portadocumentos|porte[\s-]?documents?|document\s+(?:holders?|wallets?)|portadocumenti|dokumentenmappe|rel[oó]gios?|relojes?|montres?|watch(?:es)?|orologi[oi]?|uhren?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|miniaturas?|miniatures?|miniature|modell\p{L}*|maquetas?|maquettes?|escala|scale|[eé]chelle|scala|ma[sß]stab|el[eé]tric[oa]s?\s+(?:de\s+)?crian[cç]a|ride[\s-]?on|infantil|enfants?|kids?|children['’]?s|bambin[oi]|kinder\p{L}*|pe[cç]as|piezas|pi[eè]ces\s+d[eé]tach[eé]es|for\s+parts|per\s+ricambi|para\s+pe[cç]as|para\s+piezas|pour\s+pi[eè]ces|ersatzteile|ricambi|c[aã]es|c[aã]o|cachorr\p{L}*|perr\p{L}*|gat[oi]s?|gatit\p{L}*|chiens?|chiots?|chats?|chatons?|dogs?|pupp(?:y|ies)|kittens?|cats?|can[ei]|cucciol\p{L}*|hunde?|welpen?|katzen?|cavalos?|caballos?|chevaux|cheval|horses?|cavall[oi]|pferde?|pedigree|pedigr[ií]|loe|lof|stammbaum)(?![\p{L}])/iu;

// —— Children's goods the product-safety rules refuse ——

const dropSideCot = String.raw`(?:drop(?:[\s-]?down)?[\s-]?side\s+(?:rails?\s+)?(?:cots?|cribs?|bed)|(?:cots?|cribs?)\s+with\s+(?:\p{L}+\s+){0,2}?drop(?:ping|[\s-]?down)?[\s-]?sides?|ber[cç]os?\s+(?:\p{L}+\s+){0,2}?com\s+(?:a\s+)?grades?\s+(?:lateral\s+)?(?:que\s+(?:desce|baixa|desliza)|deslizantes?|rebat[ií]ve(?:l|is))|ber[cç]os?\s+de\s+grades?\s+(?:que\s+(?:desce|baixa)|deslizantes?|rebat[ií]ve(?:l|is))|cunas?\s+(?:\p{L}+\s+){0,2}?con\s+(?:la\s+)?(?:barandilla|baranda|barrera)s?\s+(?:lateral(?:es)?\s+)?(?:que\s+(?:baja|desliza)|deslizantes?|abatibles?|corredizas?)|cunas?\s+de\s+(?:barandilla|barrera)s?\s+(?:que\s+baja|deslizantes?|abatibles?|corredizas?)|lits?\s+(?:b[eé]b[eé]|d['’]enfant|[àa]\s+barreaux)?\s*(?:\p{L}+\s+){0,2}?[àa]\s+(?:barri[eè]re|c[oô]t[eé])\s+(?:coulissante?|abaissable|abattable|descendante?|qui\s+descend)|lettin[oi]\s+(?:\p{L}+\s+){0,2}?con\s+(?:la\s+)?sponda\s+(?:scorrevole|abbassabile|abbattibile|ribaltabile)|(?:gitterbett|babybett|kinderbett)\w*\s+(?:\p{L}+\s+){0,2}?mit\s+(?:einem\s+)?absenkbare[mn]?\s+(?:seitenteil|seitengitter|gitter)|absenkbare[mns]?\s+seitengitter)`;
const inclinedSleeper = String.raw`(?:inclined\s+(?:baby\s+)?sleepers?|inclined\s+sleep\s+(?:products?|positioners?)|(?:dormidor|berço|bercinho|ninho)\s+inclinad[oa]|(?:hamaca|moisés|mois[eé]s|dormidor)\s+inclinad[oa]\s+para\s+dormir|couchette\s+inclin[eé]e|transat\s+inclin[eé]\s+pour\s+(?:dormir|la\s+nuit)|(?:culla|sdraietta)\s+inclinata\s+per\s+(?:dormire|la\s+notte)|schr[aä]gschl[aä]fer|geneigte[rsn]?\s+(?:babyschlafsitz|schlafwippe|babyliege))`;
const magnetBalls = String.raw`(?:(?:bolas|bolinhas|esferas|bolitas|billes|perles|balls|beads|sfere|palline|kugeln)\s+(?:\p{L}+\s+){0,2}?(?:magn[eé]tic(?:as|os)|magn[eé]tiques|magnetic|magnetiche|magnetische?n?)(?:\s+(?:de\s+|en\s+|au\s+|in\s+)?(?:neod[ií]mio|neodimio|n[eé]odyme|neodymium|neodym))?|(?:magnetic|neodymium)\s+(?:balls|beads|spheres)|(?:neodym|magnet)kugeln|magnetkugel\p{L}*|buckyballs|neocube)`;
/** The balls named as a toy, a game, a puzzle or for a child, or by their count or their size in millimetres. */
const magnetToyOrCount = /(?<![\p{L}])(?:brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|jogos?|juegos?|jeux?|games?|gioch[oi]|spiele?|crian[cç]as?|ni[nñ]os?|enfants?|kids?|children|child|bambin[oi]|kinder|puzzles?|rompecabezas|anti[\s-]?stress|fidget|\d{2,4}\s*(?:pe[cç]as|piezas|pi[eè]ces|pieces|pcs|pezzi|st[uü]ck|unidades|uds)|[2-6]\s?mm)(?![\p{L}])/iu;

// —— A subscription's place shared for money ——

const streamingService = String.raw`(?:netflix|spotify|disney\s?\+|disney\s+plus|hbo(?:\s?max)?|prime\s+video|amazon\s+prime|youtube\s+(?:premium|music)|apple\s+(?:tv\s?\+?|music|one)|deezer|tidal|dazn|crunchyroll|paramount\s?\+|skyshowtime|filmin|chat\s?gpt(?:\s+plus)?|canva\s+pro|(?:microsoft|office)\s+365|game\s+pass|(?:ps|playstation)\s+plus|nintendo\s+switch\s+online)`;
const sharedPlace = String.raw`(?:perf(?:il|is)|lugar(?:es)?|vagas?|plazas?|sitios?|huecos?|places?|slots?|spots?|seats?|screens?|posti|posto|pl[aä]tze|platz|profile?s?|perfiles)`;
const sharedSaid = String.raw`(?:partilhad[oa]s?|compartid[oa]s?|compartilhad[oa]s?|partag[eé]e?s?|shared|condivis[oa]|condivis[ie]|geteilt\p{L}*|famil(?:iar|iares|y|ia|le|ie|ien)|familienabo|familienplatz|family\s+(?:slots?|plans?|accounts?))`;
const accountWord = String.raw`(?:contas?|cuentas?|comptes?|accounts?|logins?|acess(?:o|os)|accesos?|acc[eè]s|accesso|zugang|zug[aä]nge|zugangsdaten|konto|abos?|abonnements?|assinaturas?|suscripci[oó]n(?:es)?|subscriptions?|abbonament[oi])`;
/** A price by the month or the year, or a term of months: what a share is sold by. */
const soldByTerm = /(?<![\p{L}])(?:(?:um|un|una|one|ein|uno)\s+(?:ano|a[nñ]o|an|year|anno|jahr)|\d+\s*(?:meses|mes|months?|mois|mesi|mese|monate?|anos?|a[nñ]os?|ans?|years?|anni|jahre?)|(?:por|al|par|a|per|pro|each|every|cada)\s+(?:m[eê]s|mes|mois|month|mese|monat|ano|a[nñ]o|an|year|anno|jahr)|mensal|mensual|mensuel|monthly|mensile|monatlich|anual|annuel|annual|annuale|j[aä]hrlich|vital[ií]ci[oa]|lifetime|\d+\s*(?:€|eur|euros?|£|quid|gbp|chf)|[€£]\s?\d+)(?![\p{L}])/iu;
/** A device or a speaker that connects to the buyer's own account. */
const ownAccountDevice = /(?<![\p{L}])(?:sua\s+(?:pr[oó]pria\s+)?conta|tu\s+(?:propia\s+)?cuenta|votre\s+(?:propre\s+)?compte|ton\s+compte|your\s+own\s+account|il\s+tuo\s+account|dein(?:em)?\s+(?:eigenen\s+)?konto|coluna|altavoz|enceinte|speaker|cassa|lautsprecher|chromecast|fire\s?tv|fire\s?stick|roku|smart\s?tv|apple\s+tv\s+(?:4k|hd)|box\s+tv|tv\s+box|router|cart[aã]o\s+(?:oferta|presente)|tarjeta\s+regalo|carte\s+cadeau|gift\s+cards?|carta\s+regalo|geschenkkarte|gutschein)(?![\p{L}])/iu;

// —— A recall said without its word ——

const recallNotice = String.raw`(?:(?:aviso|alerta|comunicado)\s+de\s+(?:retirada|recolha|recall|seguran[cç]a|seguridad)|(?:avis|alerte|notice)\s+de\s+(?:rappel|s[eé]curit[eé])|rappel(?:\s+conso|\s+produit)?|recall(?:\s+(?:notice|letter|campaign))?|safety\s+(?:notice|alert|warning|recall)|(?:avviso|allerta)\s+di\s+(?:richiamo|sicurezza)|richiamo|r[uü]ckruf\p{L}*|(?:sicherheits)?warnung\s+des\s+herstellers|sicherheitswarnung|retirada(?=\s*,)|recolha(?=\s*,))`;
const notReturned = String.raw`(?:nunca\s+(?:o\s+|a\s+)?devolvi|n[aã]o\s+(?:o\s+|a\s+)?devolvi|n[aã]o\s+fiz\s+a\s+devolu[cç][aã]o|nunca\s+(?:lo\s+|la\s+)?devolv[ií]|no\s+(?:lo\s+|la\s+)?(?:he\s+)?devuelt[oa]|no\s+(?:lo\s+|la\s+)?devolv[ií]|no\s+he\s+hecho\s+la\s+devoluci[oó]n|je\s+ne\s+l['’]\s*ai\s+(?:jamais|pas)\s+(?:rendu|renvoy[eé]|retourn[eé]|rapport[eé])e?|(?:je\s+)?n['’]\s*ai\s+(?:jamais|pas)\s+fait\s+(?:le\s+)?retour|pas\s+(?:fait\s+le\s+)?retour(?:n[eé])?|never\s+(?:sent|took|gave)\s+(?:it|mine|ours|them)\s+back|never\s+returned|didn['’]?t\s+(?:return|send)\s+(?:it|mine|them)|not\s+returned|no\s+refund\s+claimed|non\s+l['’]\s*ho\s+(?:mai\s+)?(?:res[oa]|restituit[oa]|riportat[oa])|mai\s+(?:res[oa]|restituit[oa]|riportat[oa])|nie\s+zur[uü]ckgeschickt|nicht\s+zur[uü]ckgeschickt|nie\s+zur[uü]ckgegeben|nicht\s+zur[uü]ckgegeben)`;
const theOneOf = String.raw`(?:(?:o|a)\s+(?:modelo\s+)?d[oa]|(?:el|la)\s+(?:modelo\s+)?del?|celle\s+du|celui\s+du|le\s+mod[eè]le\s+du|the\s+(?:one|model)\s+(?:from|in|of|on)\s+the|quell[oa]\s+(?:del(?:l['’])?|dell['’]\s*)|il\s+modello\s+del(?:l['’])?|das\s+(?:modell\s+)?(?:aus|von)\s+(?:der|dem)|die\s+aus\s+(?:der|dem)|aus\s+der)`;
const makerAskedBack = String.raw`(?:marca|fabricante|fabricant|marque|brand|maker|manufacturer|produttore|hersteller)\s+(?:\p{L}+\s+){0,2}?(?:pediu|mandou|pidi[oó]|mand[oó]|ha\s+pedido|a\s+demand[eé]|asked|told\s+(?:us|owners|everyone)|ha\s+chiesto|bat|forderte|rief\s+auf)\s+(?:\p{L}+\s+){0,3}?(?:devolv\p{L}*|devolu[cç][aã]o|devoluci[oó]n|retourner|rapporter|renvoyer|return|send\s+(?:\p{L}+\s+)?back|stop\s+using|deixar\s+de\s+usar|dejar\s+de\s+usar|ne\s+plus\s+utiliser|restituir\p{L}*|rendere|riportare|smettere|zur[uü]ck\p{L}*)`;
const pulledFromShops = String.raw`(?:(?:retirad[oa]s?|tirad[oa]s?)\s+(?:d[oa]s|de\s+las|de\s+los|de\s+la)\s+(?:lojas|prateleiras|venda|tiendas|estanter[ií]as|venta)|(?:retir[eé]e?s?|enlev[eé]e?s?)\s+(?:des|de\s+la)\s+(?:rayons|magasins|vente)|(?:pulled|taken|withdrawn)\s+(?:off|from)\s+(?:the\s+)?(?:shops|shelves|stores|sale)|ritirat[oa]\s+(?:dai|dagli|dalla)\s+(?:negozi|scaffali|vendita)|aus\s+dem\s+(?:handel|verkauf|regal)\s+genommen)`;
/** Said not to be the recalled batch, or its repair done. */
const notRecalled = /(?:n[aã]o\s+consta|no\s+(?:aparece|figura|consta)|n['’]\s*(?:appara[iî]t|figure)\s+pas|not\s+(?:listed|on\s+it)|non\s+(?:compare|risulta)|nicht\s+(?:gelistet|aufgef[uü]hrt))|(?:n[aã]o|no|not|pas|non|nicht|kein)\s+(?:\p{L}+\s+){0,3}?(?:abrangid|afectad|afetad|concern[eé]|affected|included|part\s+of|coinvolt|betroffen)|(?:fora|fuera|hors|outside|fuori|au[sß]erhalb)\s+(?:d[oa]\s+|del\s+|du\s+|of\s+the\s+|del\s+)?(?:recolha|retirada|rappel|recall|richiamo|r[uü]ckruf)|(?:reparad|arreglad|r[eé]par[eé]|repaired|fixed|riparat|repariert|substitu[ií]d|sustitu[ií]d|remplac[eé]|replaced|sostituit|ersetzt)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:pela|por\s+la|par\s+la|by\s+the|dalla|vom)\s+(?:marca|brand|marque|manufacturer|hersteller)/iu;

// —— Not the seller's to sell ——

const ownerUnknown = String.raw`(?:n[aã]o\s+sei\s+de\s+quem\s+(?:[eé]|era|seja|fosse)|no\s+s[eé]\s+de\s+qui[eé]n\s+(?:es|era|sea|fuera)|je\s+ne\s+sais\s+pas\s+(?:[àa]\s+qui\s+(?:il|elle|c['’]\s*)?(?:est|[eé]tait)|qui\s+en\s+est\s+le\s+propri[eé]taire)|(?:i\s+)?(?:don['’]?t|do\s+not)\s+know\s+(?:whose\s+(?:it|they)\s+(?:is|are|was|were)|who\s+(?:it|they)\s+belong(?:s|ed)?\s+to|who\s+(?:the\s+)?owner\s+is)|non\s+so\s+di\s+chi\s+(?:sia|[eè]|fosse|era)|wei[sß]\s+nicht,?\s+wem\s+(?:es|er|sie|das)\s+geh[oö]rt|propriet[aá]rio\s+desconhecido|due[nñ]o\s+desconocido|propri[eé]taire\s+inconnu|owner\s+unknown|proprietario\s+sconosciuto|besitzer\s+unbekannt)`;
const fromWhichCars = String.raw`(?:n[aã]o\s+sei|no\s+s[eé]|je\s+ne\s+sais\s+pas|(?:i\s+)?(?:don['’]?t|do\s+not)\s+know|non\s+so|wei[sß]\s+nicht)\s+(?:(?:de|da|from|off|di|von|des|d[eé])\s+)?(?:que|qu[eé]|quel(?:le)?s?|which|what|quali|quale|welche[mnr]?)\s+(?:carros?|coches?|voitures?|cars?|auto|autos|motos?|carrinhas?|furgonetas?|camions?|lorr(?:y|ies)|vans?|bicicletas?|bicis?|v[eé]los?|bikes?|fahrr[aä]d(?:ern)?|obras?|sites?|chantiers?|cantier[ei]|baustellen?)(?:\s+(?:(?:s[aã]o|son|sont|are|came|vien\p{L}*|sind|kommen)\s+)?(?:\p{L}+\s+)?)?`;
const lockedToAnother = String.raw`(?:bloquead[oa]s?|bloqu[eé]e?s?|verrouill[eé]e?s?|locked|bloccat[oa]|gesperrt)\s+(?:(?:na|en\s+la|dans\s+(?:le|un)|sur\s+(?:le|un)|to|on|in|nel(?:l['’])?|auf|im|an|ao|a)\s+)?(?:(?:the|a|an|uma?|una?|une?|das|ein(?:em)?)\s+)?(?:conta|cuenta|compte|account|konto|id|icloud|apple\s+id|google)\s+(?:\p{L}+\s+)?(?:de\s+outra\s+pessoa|de\s+otra\s+persona|de\s+quelqu['’]\s*un(?:\s+d['’]autre)?|d['’]une\s+autre\s+personne|of\s+(?:someone|somebody)(?:\s+else)?|(?:someone|somebody)\s+else['’]?s|of\s+the\s+(?:previous|old|last|real)\s+owner|di\s+(?:un['’]?\s*altr[oa]|qualcun\s+altro)|(?:einer|eines)\s+(?:anderen|fremden)\s+(?:person|besitzers)|(?:alheia|ajena|fremden))`;
const lockedToPreviousOwner = String.raw`(?:locked|blocked)\s+(?:to|on|with)\s+(?:the\s+|a\s+)?(?:previous|old|last|former|real|other|original|someone\s+else['’]s|somebody\s+else['’]s|another\s+person['’]s|a\s+stranger['’]s)\s+(?:owner['’]?s\s+|user['’]?s\s+|person['’]?s\s+)?(?:account|apple\s+id|icloud|google\s+account|id|samsung\s+account)`;
const lockStillOn = String.raw`(?:(?:cadeado|candado|antivol|(?:bike\s+|d\s+|u\s+)?lock|lucchetto|(?:fahrrad)?schloss)\s+(?:\p{L}+\s+){0,3}?(?:ainda|todav[ií]a|a[uú]n|encore|still|ancora|noch)\s+(?:\p{L}+\s+){0,2}?(?:post[oa]|puest[oa]|dessus|on|attached|montat[oa]|attaccat[oa]|dran|daran|am\s+rad)|(?:com|con|avec|with|mit)\s+(?:o\s+|el\s+|l['’]\s*|the\s+|il\s+|dem\s+)?(?:cadeado|candado|antivol|lock|lucchetto|schloss)\s+(?:(?:ainda|todav[ií]a|a[uú]n|encore|still|ancora|noch)\s+)?(?:post[oa]|puest[oa]|dessus|on|attached|montat[oa]|attaccat[oa]|dran|daran))`;
const noKey = /(?<![\p{L}])(?:sem\s+(?:a\s+)?chaves?|sin\s+(?:la\s+)?llaves?|sans\s+(?:la\s+)?cl[eé]s?|pas\s+de\s+cl[eé]s?|no\s+keys?|without\s+(?:the\s+|a\s+)?keys?|senza\s+(?:la\s+)?chiav[ei]|ohne\s+schl[uü]ssel|schl[uü]ssel\s+fehl\p{L}*|key\s+(?:is\s+)?missing|chave\s+perdida|llave\s+perdida|cl[eé]\s+perdue|chiave\s+persa|n[aã]o\s+tenho\s+(?:a\s+)?chave|no\s+tengo\s+(?:la\s+)?llave|je\s+n['’]\s*ai\s+pas\s+(?:la\s+)?cl[eé]|(?:i\s+)?(?:don['’]?t|do\s+not)\s+have\s+the\s+key|non\s+ho\s+la\s+chiave|(?:habe|hab)\s+keinen?\s+schl[uü]ssel|abandonad\p{L}*|abandonn\p{L}*|abandoned|abbandonat\p{L}*|herrenlos|wochenlang|semanas|weeks|semaines|settimane)(?![\p{L}])/iu;
const foundVerb = String.raw`(?:ritrovat[oaie]|recuperad[oa]s?\s+(?:na|en|en\s+la|en\s+el)|r[eé]cup[eé]r[eé]e?s?\s+(?:dans|sur|[àa])|picked\s+(?:it\s+)?up\s+(?:at|in|on|from)|apanhad[oa]\s+(?:na|no)|cogid[oa]\s+(?:en|de)|raccolt[oa]\s+(?:per|in|al|nel|sul)|aufgelesen|apareceu(?:-me)?\s+(?:\p{L}+\s+){0,2}?(?:em\s+casa|c[aá]\s+em\s+casa|no\s+quintal|[aà]\s+porta)|apareci[oó]\s+(?:\p{L}+\s+){0,2}?(?:en\s+(?:mi\s+)?casa|en\s+(?:el\s+)?portal)|(?:turned|showed)\s+up\s+(?:at|in|on)\s+(?:my|our)\s+(?:house|door|garden)|abandonad[oa]s?|abandonn[eé]e?s?|abandoned|abbandonat[oa]|herrenlos\p{L}*)`;
const lockedSaid = /(?<![\p{L}])(?:bloquead[oa]s?|bloqu[eé]e?s?|verrouill[eé]e?s?|locked|bloccat[oa]|gesperrt|icloud|activation|ativa[cç][aã]o|activaci[oó]n|attivazione|aktivierungssperre|frp|palavra[\s-]passe|senha|password|passwort|contrase[nñ]a|c[oó]digo|code|codice|pin|cadeado|candado|antivol|lucchetto|schloss|sem\s+(?:a\s+)?chave|sin\s+(?:la\s+)?llave|sans\s+(?:la\s+)?cl[eé]|pas\s+de\s+cl[eé]|no\s+key|without\s+(?:the\s+)?key|senza\s+chiave|ohne\s+schl[uü]ssel|schl[uü]ssel\s+fehlt|n[aã]o\s+sei\s+de\s+quem|no\s+s[eé]\s+de\s+qui[eé]n|nobody\s+claimed|personne\s+ne\s+l['’]\s*a\s+r[eé]clam[eé]|nessuno\s+l['’]\s*ha\s+reclamat[oa])(?![\p{L}])/iu;
/** The author, the artist or the maker unknown ("não sei de quem é o quadro"), a shop's or a flea market's find: no owner is missing. */
const authorUnknown = /(?:de\s+quem\s+(?:[eé]|era)\s+(?:a\s+|o\s+)?(?:autor|autoria|assinatura|obra|quadro|pintura|marca|m[uú]sica|letra)|de\s+qui[eé]n\s+(?:es|era)\s+(?:la\s+|el\s+)?(?:autor|autor[ií]a|firma|obra|cuadro|pintura|marca|canci[oó]n)|(?:[àa]\s+qui|de\s+qui)\s+(?:est|[eé]tait)\s+(?:la\s+|le\s+)?(?:signature|tableau|peinture|[oœ]uvre|marque)|whose\s+(?:signature|painting|work|brand|design)|who\s+(?:painted|made|signed|designed)|di\s+chi\s+(?:sia|[eè]|fosse)\s+(?:la\s+|il\s+)?(?:firma|quadro|dipinto|opera|marca)|wem\s+(?:die\s+)?(?:signatur|gem[aä]lde|marke)|feira|mercadillo|rastro|brocante|vide[\s-]grenier|flea\s+market|car\s+boot|mercatino|flohmarkt|leil[aã]o|subasta|ench[eè]res|auction|asta|auktion|heran[cç]a|herencia|h[eé]ritage|inheritance|eredit[aà]|erbe|s[oó]t[aã]o|desv[aã]o|trastero|grenier|attic|loft|soffitta|dachboden)/iu;
/** Parts bought with their invoice, from a scrapyard or a dismantler: their origin is known. */
const partsWithOrigin = /(?<![\p{L}])(?:fatura|factura|facture|invoice|receipt|fattura|rechnung|sucata|desguace|casse|scrapyard|breakers?|autodemolizione|schrottplatz|verwerter)(?![\p{L}])/iu;

export const goodsNamedPlainlyLexicon: TopicLexicon[] = [
  {
    // Eggs sold to hatch ("ovos galados", "huevos fértiles", "œufs à couver", "hatching eggs", "uova fecondate", "Bruteier"):
    // the live-animals clauses name them beside the animals; eggs to eat or of chocolate are none.
    topic: 'live-animals',
    qualifier: true,
    terms: [hatchingEggs],
    context: likenessOrKit,
  },
  {
    // A bee colony, a swarm, a nucleus or a queen; an ant colony: alive by what they are.
    topic: 'live-animals',
    madeThing: true,
    terms: [beeColony, antColony],
    // An empty hive, a swarm trap or a bee suit sells no bees; a plush mantis, an insect hotel or an ant farm said empty is a thing.
    innocent: /(?:colmeias?|colmenas?|ruches?|hives?|arnie|beuten?)\s+(?:\p{L}+\s+)?(?:vazias?|vac[ií]as?|vides?|empty|vuote|leer)|(?:caixas?|cajas?|pi[eè]ges?|trampas?|traps?|armadilhas?)\s+(?:\p{L}+\s+)?(?:(?:de|para|pour|for|per|f[uü]r)\s+)?(?:enxames?|enjambres?|essaims?|swarms?|sciami)|swarm\s+(?:traps?|lures?|boxes?)|(?:fatos?|trajes?|tenues?|suits?|tute?|anz[uü]ge?)\s+(?:\p{L}+\s+){0,2}?(?:apicultor|apicultura|apiculteur|beekeep\p{L}*|apicoltore|imker)/iu,
    context: likenessOrKit,
  },
  {
    // Stick insects, mantises, tarantulas, scorpions, feeder crickets and mealworms, silkworms and giant snails said alive or sold by
    // their stage, age, sex or enclosure.
    topic: 'live-animals',
    madeThing: true,
    terms: [liveInsect],
    requires: aliveSold,
    context: likenessOrKit,
  },
  {
    // Insects mounted as specimens: "borboletas naturalizadas", "escarabajo disecado", "papillons épinglés", "pinned beetles",
    // "farfalle naturalizzate", "präparierte Käfer", an entomology box; protected genera (birdwings) by name.
    topic: 'hunting-trophies',
    qualifier: true,
    terms: [
      `${insectWord}\\s+(?:[\\p{L}\\p{N}'’]+\\s+){0,3}?${mountedWord}`,
      `${mountedWord}\\s+(?:\\p{L}+\\s+){0,2}?${insectWord}`,
      `${insectWord}\\s+(?:\\p{L}+\\s+){0,2}?${specimenWord}`, `${specimenWord}\\s+(?:(?:de|of|d['’]|di)\\s*)?(?:\\p{L}+\\s+){0,2}?${insectWord}`,
      entomologyBox,
      '(?:ornithoptera|troides|trogonoptera)(?:\\s+\\p{L}+)?',
    ],
    innocent: notSpecimen,
  },
  {
    // Radium on a dial, hands or paint, uranium ores by name, a thing said radioactive: the hazardous-materials clauses.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [radiumPaint, radiumWord, uraniumOre, radioactiveSource, `${saidRadioactive}(?=[^.!?\\n]{0,40}?(?<![\\p{L}])(?:minerais?|minerales?|minerals?|mineral[ei]?|min[eé]rios?|ores?|rochas?|rocas?|roches?|rocks?|stones?|pedras?|piedras?|pierres?|pietr[ae]|steine?|amostras?|muestras?|[eé]chantillons?|samples?|campion[ei]|proben?|fontes?|fuentes?|sources?|font[ei]|quellen?|esp[eé]cimes?|sp[eé]cimens?|specimens?|stufen?)(?![\\p{L}]))`, `(?:minerais?|minerales?|minerals?|min[eé]rios?|ores?|rochas?|rocas?|roches?|rocks?|stones?|pedras?|piedras?|pierres?|pietr[ae]|steine?|amostras?|muestras?|[eé]chantillons?|samples?|fontes?|fuentes?|sources?|stufen?)\\s+(?:\\p{L}+\\s+){0,2}?${saidRadioactive}`],
    innocent: /(?:n[aã]o|no|not|non|pas|nicht|sin|sem|sans|senza|ohne|without|free\s+of)\s+(?:\p{L}+\s+)?(?:radioativ|radiactiv|radioactif|radioactive|radioattiv|radioaktiv|radium)|radium[\s-]?(?:free|frei)/iu,
    context: new RegExp(`${notRadioactiveGoods.source}|${radioSet.source}`, 'iu'),
  },
  {
    // Alcohol inside a calendar, a hamper or a gift box ("calendário do advento de gin", "cesta de Navidad con cava", "calendrier de
    // l'Avent bières", "whisky advent calendar", "Adventskalender mit Bier"): the alcohol clauses count what the box holds.
    topic: 'alcohol',
    qualifier: true,
    terms: [
      `${giftPack}(?=[^.!?\\n]{0,80}?(?<![\\p{L}])${drinkInside}(?![\\p{L}]))`,
      `${drinkInside}[\\s-]+(?:\\p{L}+\\s+)?(?:advent\\s+calendars?|adventskalender|gift\\s+(?:hampers?|boxes|box|sets?)|hampers?)`,
      '(?:gin|whisk(?:e)?y|rum|bier|wein|likör|schnaps|sekt)[\\s-]?adventskalender',
    ],
    innocent: new RegExp(`${noAlcoholInside.source}|${drinkAccessoryBox}`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // A road vehicle without its inspection ("sem inspeção", "sin ITV", "sans contrôle technique", "no MOT", "senza revisione", "ohne TÜV"):
    // the vehicle clauses ask for a vehicle that may be registered to the buyer; a person checks it.
    topic: 'vehicles-without-papers',
    qualifier: true,
    negativeIdiom: true,
    terms: [noInspection],
    context: notRoadVehicleSale,
  },
  {
    topic: 'vehicles-without-papers',
    qualifier: true,
    terms: [inspectionExpired],
    requires: roadVehicle,
    context: notRoadVehicleSale,
  },
  {
    // A road vehicle without its papers or under a seizure ("sem documentos", "sin papeles", "sans carte grise", "no V5", "senza libretto",
    // "ohne Papiere", "con embargo", "gagé", "fermo amministrativo"): said beside a vehicle, its engine or its mileage.
    topic: 'vehicles-without-papers',
    qualifier: true,
    negativeIdiom: true,
    terms: [noPapers],
    // Papers said not to be needed (a ride-on toy, a bicycle, an e-scooter below the limit) or not included with an accessory are no papers missing.
    innocent: /(?:sem|sin|sans|no|without|senza|ohne|keine?)\s+(?:\p{L}+\s+)?(?:documentos|documenta[cç][aã]o|pap[eé]is|papeles|documentaci[oó]n|papiers|papers|paperwork|documents|documenti|papiere)\s+(?:\p{L}+\s+)?(?:necess[aá]ri\p{L}*|necesari\p{L}*|n[eé]cessaires?|needed|required|necessari\p{L}*|n[oö]tig|erforderlich|inclu\p{L}*|inklusive|enthalten|dabei)/iu,
    requires: roadVehicle,
    context: notRoadVehicleSale,
  },
  {
    // Children's goods the product-safety rules refuse: drop-side cots, inclined sleepers, small neodymium magnet balls as a toy.
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [dropSideCot, inclinedSleeper],
    innocent: /(?:co-?sleep\p{L}*|colecho|cododo|side[\s-]?car|beistellbett|culla\s+(?:da\s+)?affianc\p{L}*|berço\s+de\s+co-?dormir)/iu,
    context: aboutOrEmpty,
  },
  {
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [magnetBalls],
    requires: magnetToyOrCount,
    // Fridge magnets, a magnetic board and its pieces, or balls for a chemistry or physics lab.
    innocent: /(?:frigor[ií]fico|nevera|frigo|r[eé]frig[eé]rateur|fridge|frigorifero|k[uü]hlschrank|quadro|pizarra|tableau|whiteboard|lavagna|tafel|laborat\p{L}*|lab)/iu,
  },
  {
    // A place on a streaming, music or AI subscription shared for money ("perfil Netflix partilhado", "plaza en cuenta familiar",
    // "accès partagé Disney+", "Spotify family slot", "account condiviso", "Spotify Familienplatz"), sold by the month or the year.
    topic: 'digital-accounts',
    qualifier: true,
    terms: [
      `${streamingService}\\s+(?:\\p{L}+\\s+){0,2}?(?:${sharedPlace}|${accountWord})\\s+(?:\\p{L}+\\s+)?${sharedSaid}`,
      `(?:${sharedPlace}|${accountWord})\\s+(?:\\p{L}+\\s+){0,2}?${sharedSaid}\\s+(?:(?:de|da|do|of|on|du|di|in|im|bei|en|na|no|sur)\\s+)?(?:(?:la|el|le|the|a|o|il|uma?|una?|une)\\s+)?(?:\\p{L}+\\s+){0,2}?${streamingService}`,
      `${sharedPlace}\\s+(?:(?:em|en|na|no|numa|num|dans|sur|on|in|nel(?:la)?|im|in\\s+der|de|da|do|of|du|di)\\s+(?:(?:la|el|le|the|a|o|il|mi|meu|minha|mon|ma|my|mio|mia|meinem|meiner|uma?|una?|une)\\s+)?)?(?:${accountWord}\\s+)?(?:${sharedSaid}\\s+)?(?:(?:de|da|do|of|du|di)\\s+)?${streamingService}`,
      `${streamingService}\\s+(?:\\p{L}+\\s+)?(?:${sharedPlace})`,
      `(?:${accountWord})\\s+(?:\\p{L}+\\s+)?${sharedSaid}\\s+(?:\\p{L}+\\s+){0,2}?${streamingService}`,
      `${sharedSaid}\\s+(?:(?:${accountWord}|${sharedPlace})\\s+)?(?:(?:de|da|do|of|du|di|on|to)\\s+)?${streamingService}`,
      `(?:${sharedSaid})\\s+(?:logins?|zugang|zugangsdaten|acc[eè]s|accesso|acesso|acceso)`,
      `(?:logins?|zugangsdaten|zugang|acc[eè]s|accesso|acesso|acceso)\\s+(?:\\p{L}+\\s+)?${sharedSaid}`,
    ],
    requires: soldByTerm,
    context: ownAccountDevice,
  },
  {
    // A recall said without its word: "the one of the recall notice", "aviso de retirada … no he hecho la devolución", "la marque a demandé
    // de la rapporter", "pulled from the shops", "nie zurückgeschickt".
    topic: 'recalled-products',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      `${theOneOf}\\s+(?:\\p{L}+\\s+){0,2}?${recallNotice}`,
      `${recallNotice}(?=[^.!?\\n]{0,80}?${notReturned})`,
      `${notReturned}(?=[^.!?\\n]{0,80}?${recallNotice})`,
      makerAskedBack,
      pulledFromShops,
      '(?:listad[oa]|list[eé]e?|listed|elencat[oa]|gelistet|aparece|figura|consta|appara[iî]t|figure|compare|steht)\\s+(?:\\p{L}+\\s+){0,2}?(?:safety\\s+gate|rapex)',
    ],
    innocent: notRecalled,
  },
  {
    // Goods not the seller's to sell said by their story: the owner unknown, parts "from I don't know which cars", locked to someone else's
    // account, a bike with somebody's lock still on, found again or left abandoned with a lock or without its key.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [ownerUnknown, fromWhichCars, lockedToAnother, lockedToPreviousOwner],
    context: new RegExp(`${authorUnknown.source}|${partsWithOrigin.source}`, 'iu'),
  },
  {
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [lockStillOn],
    requires: noKey,
    innocent: authorUnknown,
  },
  {
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [foundVerb],
    requires: lockedSaid,
    innocent: authorUnknown,
    context: partsWithOrigin,
  },
];
