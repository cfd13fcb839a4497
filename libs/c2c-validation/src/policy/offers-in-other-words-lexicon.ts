import { aboutOrEmpty, anyOf, type TopicLexicon } from './item-lexicon.ts';

/**
 * Offers the marketplaces' lists refuse or restrict, said in words the other lexicons do not read (PT, ES, FR, EN, IT, DE), each kind
 * written from the clause it comes from:
 * - services nobody may sell: a marriage for residence papers, a work contract or an address registration made only for the papers,
 *   surrogacy, a reference from an employer or a landlord the buyer never had, a certificate issued without the visit it attests
 *   (`prohibited-services`: illegal and fraudulent services); organs, eggs and sperm for money (`human-remains`: body parts);
 * - tampering offered as a service: a roadworthiness test promised passed whatever the car's faults (`prohibited-services`), the official
 *   stickers of a test or an emissions class sold on their own (`identity-documents`: official documents), a moped, a scooter or an
 *   e-bike derestricted or its limiter removed (`emissions-defeat`: illegal vehicle modifications);
 * - stolen or public goods said by their story: taken from work unnoticed, torn out with its cables cut, the council's, the road's, the
 *   library's never returned, the barracks' (`stolen-goods`);
 * - counterfeits said without the usual words: a maker's mark sewn or ironed on by the seller, "nobody can tell", "like the original"
 *   said of goods counterfeiters copy, discs burnt with home-printed covers (`counterfeits`, `pirated-media`);
 * - piracy and cheats: a console modded or a box loaded with hundreds of games, ROMs, aimbots and wallhacks (`pirated-media`: pirated
 *   content and circumvention);
 * - live animals and wildlife said in other words: farm birds and their young, small mammals sold by age or by the piece, skins and
 *   leathers of protected animals, real tortoiseshell (`live-animals`, `protected-wildlife`);
 * - children's goods the product-safety rules refuse: amber or hazelwood teething necklaces (warnings of the FDA, 2018, and of the
 *   EU's national authorities), blinds with a looped cord and no safety device (EN 13120, Decision 2011/477/EU), drawstrings at a
 *   child's neck or hood (EN 14682), konjac jelly mini-cups (Decision 2004/374/EC) (`unsafe-childrens-goods`);
 * - flights issued to the seller's name offered with the name changed (`boarding-passes`: non-transferable travel documents);
 * - betting schemes: a bookmaker account rented or lent, a pool or squares whose winner takes the pot, envelopes one in so many of which
 *   holds cash, tips sold as sure wins (`lottery-tickets`: gambling); meal and holiday vouchers sold for cash (`gift-cards`).
 */

// —— Services nobody may sell ——

const papersWord = String.raw`(?:pap[eé]is|papeles|papiers|papers|documenti|nacionalidade|nacionalidad|nationalit[eé]|nationality|cittadinanza|staatsb[uü]rgerschaft|resid[eê]ncia|residencia|r[eé]sidence|residency|residenza|aufenthalt\p{L}*|t[ií]tulo\s+de\s+resid[eê]ncia|titre\s+de\s+s[eé]jour|permiso\s+de\s+residencia|permesso\s+di\s+soggiorno|green\s+card|visa|vistos?|arraigo|aima|sef|legaliza[cç][aã]o|legalizaci[oó]n|r[eé]gularisation)`;
const marriageWord = String.raw`(?:casamentos?|casar(?:-me|me)?|caso-me|me\s+caso|se\s+casa|bodas?|matrimonios?|mariages?|(?:me\s+)?marier|marriages?|marry|matrimoni[oa]?|sposarsi|mi\s+sposo|heirat\p{L}*|ehe(?:schlie[sß]ung)?)`;
const forPurpose = String.raw`(?:por|para|pour|for|per|f[uü]r|zum|zur|um)\s+(?:(?:os|as|los|las|les|la|le|the|i|il|a|o|die|den|einen?|obtenir|obtener|obter|conseguir|get(?:ting)?|ottenere|bekommen|dar|give|giving|donner|dare|geben|regularizar|regulariser|regolarizzare|sacar|tirar|avoir|ter|tener|have|avere|haben)\s+){0,2}`;
/** Human organs and gametes: a kidney said as one's own or one sold, human eggs and sperm in their clinical words or said as the seller's own. */
const organWord = String.raw`(?:(?:um|o\s+meu)\s+rim|(?:un|mi)\s+ri[nñ][oó]n|(?:un|mon)\s+rein|(?:a|one|my)\s+kidney|(?:un|il\s+mio)\s+rene|(?:eine|meine)\s+niere|(?:meus\s+)?[oó]vulos|(?:mis\s+)?[oó]vulos|ovocitos|ovocytes|(?:mes\s+)?ovules|(?:i\s+miei\s+)?ovuli|my\s+eggs|(?:meine\s+)?eizellen|(?:o\s+meu|mi|mon|my|il\s+mio|mein)\s+(?:esperma|s[eé]men|sperme|sperm|sperma))`;
const sellVerb = String.raw`(?:vend[oe]|vende[rs]?|vendemos|vendi|vender|vendre|vends|sell(?:ing)?|verkauf\p{L}*|dono|doo|dou|doy|donne|give|cedo|c[eè]de|offr\p{L}*|ofre\p{L}*|ofere\p{L}*)`;
const surrogacy = String.raw`(?:barrigas?\s+de\s+aluguer|barrigas?\s+de\s+aluguel|m[aã]es?\s+de\s+aluguer|gestantes?\s+(?:de\s+substitui[cç][aã]o|subrogad[ao]s?)|vientres?\s+de\s+alquiler|madres?\s+de\s+alquiler|gestaci[oó]n\s+subrogada|m[eè]res?\s+porteuses?|gestation\s+pour\s+autrui|surrogate\s+(?:mothers?|mums?|moms?)|surrogacy|(?:myself\s+)?as\s+a\s+surrogate|uteri?\s+in\s+affitto|madri?\s+surrogat[ae]|maternit[aà]\s+surrogata|gestazione\s+per\s+altri|leihm[uü]tter\p{L}*|leihmutterschaft|tragemutter)`;
const paperForResidence = String.raw`(?:contratos?\s+(?:de\s+(?:trabalho|trabajo|arrendamento|alquiler)\s+)?|contrats?\s+(?:de\s+travail\s+)?|(?:work|job|employment)\s+contracts?\s+|contratt[oi]\s+(?:di\s+lavoro\s+)?|arbeitsvertr[aä]ge?\s+|atestados?\s+de\s+resid[eê]ncia\s+|certificados?\s+de\s+empadronamiento\s+|attestations?\s+d['’]\s*h[eé]bergement\s+)(?:\p{L}+\s+){0,3}?${forPurpose}${papersWord}`;
const addressForPapers = String.raw`(?:(?:te|le|os|les)\s+empadrono|empadrono\s+a|empadronamientos?\s+(?:sin\s+vivir|falsos?|ficticios?|para)|domicilia[cç][aã]o\s+(?:fiscal\s+)?(?:para|sem\s+viver)|(?:je\s+vous|je\s+te)\s+h[eé]berge\s+sur\s+le\s+papier|(?:te|vous)\s+fais\s+une\s+attestation\s+d['’]\s*h[eé]bergement|anmeldung\s+(?:ohne\s+(?:einzug|wohnen)|gegen\s+geld)|scheinanmeldung|residenza\s+fittizia)`;
/** A reference or a paper from an employer or landlord the buyer never had. */
const falseReference = String.raw`(?:refer[eê]ncias?\s+(?:\p{L}+\s+)?falsas|falsas\s+refer[eê]ncias|referencias\s+(?:\p{L}+\s+)?falsas|fausses\s+r[eé]f[eé]rences|r[eé]f[eé]rences\s+bidons?|fake\s+(?:job\s+|employment\s+|landlord\s+|work\s+)?references?|referenze\s+false|false\s+referenze|gef[aä]lschte\s+referenzen|(?:act|pose|pretend|play)\s+(?:to\s+be\s+|as\s+)?your\s+(?:previous\s+|former\s+|old\s+|last\s+)?(?:employer|boss|manager|landlord)|fa[cç]o\s+(?:de|o\s+papel\s+de)\s+(?:teu|seu)\s+(?:antigo\s+)?(?:patr[aã]o|chefe|senhorio|empregador)|hago\s+de\s+tu\s+(?:antiguo\s+)?(?:jefe|empleador|casero|arrendador)|me\s+hago\s+pasar\s+por\s+tu\s+(?:jefe|empleador|casero)|je\s+(?:me\s+fais\s+passer\s+pour|joue)\s+(?:votre|ton)\s+(?:ancien\s+)?(?:employeur|patron|propri[eé]taire|bailleur)|faccio\s+(?:finta\s+di\s+essere\s+)?(?:da\s+)?(?:il\s+)?tuo\s+(?:ex\s+)?(?:datore\s+di\s+lavoro|capo|padrone\s+di\s+casa)|ich\s+(?:spiele|gebe\s+mich\s+als)\s+dein(?:en)?\s+(?:ex-?)?(?:arbeitgeber|chef|vermieter)\s*(?:aus)?|(?:como\s+se|como\s+si|comme\s+si|as\s+if|as\s+though|come\s+se|als\s+ob|als\s+h[aä]tte(?:st)?)\s+(?:\p{L}+\s+){0,2}?(?:tivesses|tivesse|hubieras|hubiera|aviez|avais|you\s+had|you['’]d|avessi|avesse|du)\s+(?:\p{L}+\s+){0,2}?(?:trabalhado|trabajado|travaill[eé]|worked|lavorato|gearbeitet|vivido|v[eé]cu|lived|vissuto|gewohnt))`;
const certificateWord = String.raw`(?:certificados?\s+(?:energ[eé]tic[oa]s?|de\s+(?:efici[eê]ncia\s+)?energ[eé]tic[oa]|de\s+(?:g[aá]s|instala[cç][aã]o|inspe[cç][aã]o)|de\s+habitabilidad|de\s+eficiencia\s+energ[eé]tica|de\s+(?:la\s+)?instalaci[oó]n\s+(?:el[eé]ctrica|de\s+gas)|el[eé]ctric[oa]s?)|boletins?\s+de\s+(?:instala[cç][aã]o|inspe[cç][aã]o)|c[eé]dulas?\s+de\s+habitabilidad|bolet[ií]n(?:es)?\s+(?:el[eé]ctric|de\s+instalaci)\p{L}*|dpe|diagnostics?\s+(?:de\s+performance\s+[eé]nerg[eé]tique|immobiliers?|gaz|[eé]lectri\p{L}*)|certificats?\s+(?:de\s+conformit[eé]|consuel|de\s+ramonage)|attestations?\s+(?:de\s+ramonage|consuel)|(?:gas\s+safety|electrical\s+(?:installation|safety)|energy\s+performance|landlord)\s+(?:certificates?|records?|reports?)|eicrs?|epcs?|attestat[oi]\s+di\s+prestazione\s+energetica|ape\s+energetic\p{L}*|certificazion[ei]\s+(?:energetic\p{L}*|impianti|dell['’]\s*impianto)|dichiarazion[ei]\s+di\s+conformit[aà]|energieausweis(?:e)?|gasprüfbescheinigung\p{L}*|e-?check|pr[uü]fbescheinigung\p{L}*|schornsteinfeger(?:bescheinigung|protokoll)\p{L}*)`;
/** Said issued without its visit: "sem visita", "sin visita", "sans visite", "no visit needed", "senza sopralluogo", "ohne Besichtigung". */
const withoutVisit = /(?<![\p{L}])(?:sem\s+(?:(?:a|uma|qualquer)\s+)?(?:visita|vistoria|ir\s+(?:ao|a)\s+(?:im[oó]vel|casa|local)|deslocar?\p{L}*|ver\s+(?:o\s+)?(?:im[oó]vel|casa))|sin\s+(?:(?:la|una|ninguna)\s+)?(?:visita|inspecci[oó]n|ir\s+a\s+(?:la\s+)?(?:vivienda|casa)|desplaza\p{L}*|ver\s+(?:el\s+)?(?:piso|inmueble|la\s+casa))|sans\s+(?:(?:la|une|aucune)\s+)?(?:visite|d[eé]placement|passage|venir|se\s+d[eé]placer|voir\s+(?:le\s+)?(?:logement|bien))|(?:without|no)\s+(?:(?:a|any)\s+)?(?:visit(?:ing)?|site\s+visit|inspection|attending)|no\s+need\s+(?:for\s+(?:me|us|an?\s+engineer)\s+)?to\s+(?:visit|attend|come|see\s+the\s+property)|senza\s+(?:(?:il|un|alcun)\s+)?(?:sopralluogo|visita|venire|ispezione)|ohne\s+(?:(?:eine|jede)\s+)?(?:besichtigung|begehung|vor[\s-]ort[\s-]termin|vor\s+ort|termin|pr[uü]fung)|(?:s[oó]|solo|only|just|seulement|juste|nur|solo)\s+(?:me\s+)?(?:manda|envia|m[aá]ndame|env[ií]ame|envoyez|envoie|send(?:\s+me)?|mandami|schick(?:\s+mir)?)\s+(?:\p{L}+\s+){0,2}?(?:fotos?|photos?|foto|bilder|morada|direcci[oó]n|adresse|address|indirizzo|caderneta|planta|plans?|plan|floor\s*plan|grundriss))(?![\p{L}])/iu;

// —— Tampering offered as a service ——

const testWord = String.raw`(?:inspe[cç](?:[aã]o|[oõ]es)|ipo|itv|contr[oô]les?\s+techniques?|ct|mot|revisione|collaudo|t[uü]v|hu|hauptuntersuchung)`;
/**
 * The test passed whatever the car: guaranteed, at the first try without repairs, through someone at the centre. A warranty said with its
 * preposition ("pasa la ITV con garantía", "passes with a guarantee") is a workshop's on its own work, no promise of a pass.
 */
const passedAnyway = String.raw`(?:(?:pass[ao]|pasa|pasas|passes|passe|passer|passar|aprovad[oa]|aprobad[oa]|superad[oa]|bestanden)\s+(?:\p{L}+\s+){0,4}?(?<!(?:con|com|avec|with|mit)\s{1,3}(?:(?:a|una?|uma?|une|eine?)\s{1,3})?)(?:garantid\p{L}*|garanti\p{L}*|guaranteed|assicurat\p{L}*|sicher|sem\s+reparar|sin\s+reparar|sans\s+r[eé]parer|without\s+(?:fixing|repairs?|any\s+work)|senza\s+riparare|ohne\s+reparatur|aunque\s+tenga\s+(?:fallos|defectos)|mesmo\s+com\s+(?:defeitos|avarias|falhas)|m[eê]me\s+avec\s+(?:des\s+)?d[eé]fauts|even\s+with\s+(?:faults|defects|problems)|anche\s+con\s+(?:difetti|le\s+gomme|i\s+freni)|auch\s+mit\s+m[aä]ngeln)|(?:garantid\p{L}*|garanti\p{L}*|guaranteed|assicurat\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:aunque|mesmo\s+com|m[eê]me\s+avec|even\s+(?:with|if)|anche\s+con|auch\s+mit)|(?:tenho\s+(?:conhecimentos|um\s+conhecido|contactos)|conozco\s+a\s+(?:gente|alguien)|(?:je\s+)?connais\s+(?:quelqu['’]\s*un|du\s+monde)|(?:i\s+)?know\s+(?:someone|somebody|a\s+guy|people)|conosco\s+(?:il\s+centro|qualcuno|gente)|kenne\s+(?:jemand\p{L}*|leute))\s+(?:\p{L}+\s+){0,2}?(?:no|na|en\s+la|en\s+el|au|[àa]\s+la|at\s+the|in\s+the|al|nel|beim|bei\s+der|im)\s+(?:centro|esta[cç][aã]o|estaci[oó]n|centre|station|garage|officina|pr[uü]fstelle|t[uü]v|dekra)|(?:conozco|conosco|know)\s+(?:\p{L}+\s+){0,2}?(?:el\s+centro|il\s+centro|the\s+(?:tester|examiner|centre|garage))|(?:conhe[cç]o|conozco|connais|know|conosco|kenne)\s+(?:um|uma|o|un|una|el|a|an|the|un['’]?|einen|den)\s+(?:inspetor|inspector|examinador|contr[oô]leur|inspecteur|tester|examiner|mot\s+tester|ispettore|collaudatore|pr[uü]fer|gutachter))`;
/**
 * A car's record, not a promise: the test said passed every year ("passes its MOT every year without any work", "pasa la ITV todos los años
 * sin tocarle nada", "besteht jedes Jahr den TÜV ohne Reparatur"). Not where a guarantee or a promise is said in the same sentence.
 */
const passesEveryYear = (() => {
  const passes = String.raw`(?:passes|passed|passa|passou|pasa|pas[oó]|passe|pass[eé]|besteht|bestand(?:en)?|supera|superou|super[oó])`;
  const yearly = String.raw`(?:(?:every|each)\s+(?:single\s+)?year|year\s+after\s+year|todos\s+os\s+anos|ano\s+ap[oó]s\s+ano|todos\s+los\s+a[nñ]os|cada\s+a[nñ]o|a[nñ]o\s+tras\s+a[nñ]o|chaque\s+ann[eé]e|tous\s+les\s+ans|ann[eé]e\s+apr[eè]s\s+ann[eé]e|ogni\s+anno|tutti\s+gli\s+anni|jedes\s+jahr|j[aä]hrlich)`;
  const promised = String.raw`(?:garant|guarant|promet|promis|prometo|assicur|versprech)`;
  return String.raw`(?<!${promised}\p{L}*[^.!?\n]{0,40})${passes}(?:\s+[\p{L}\p{N}'’]+){0,6}?\s+${yearly}(?:\s+[\p{L}'’]+){0,5}(?![^.!?\n]*?${promised})`;
})();
const officialSticker = String.raw`(?:vinhetas?\s+(?:de\s+)?(?:inspe[cç][aã]o|ipo)|selos?\s+(?:de\s+)?(?:inspe[cç][aã]o|ipo)|distintivos?\s+ambiental(?:es)?|etiquetas?\s+(?:ambiental(?:es)?|medioambiental(?:es)?|(?:de\s+la\s+)?dgt)|pegatinas?\s+(?:de\s+(?:la\s+)?)?(?:itv|dgt|ambiental(?:es)?)|vignettes?\s+crit['’]?\s*air|crit['’]?\s*air|pastilles?\s+(?:crit|contr[oô]le\s+technique)|autocollants?\s+(?:crit|contr[oô]le\s+technique|ct)|mot\s+(?:stickers?|certificates?\s+for\s+sale)|ulez\s+stickers?|bollin[oi]\s+(?:blu|(?:della\s+)?revisione)|contrassegn[oi]\s+(?:della\s+)?revisione|(?:t[uü]v|hu|pr[uü]f|umwelt|feinstaub)[\s-]?plaketten?)`;
/**
 * A vehicle's emissions class named by its sticker's word and the class ("Crit'Air 1", "distintivo ambiental ECO", "etiqueta C", "grüne
 * Umweltplakette", "Umweltplakette 4"): what the car has, as a listing says its year or its mileage. Not after a verb of selling or
 * a sticker's own noun ("vends vignette Crit'Air 1", "vendo distintivo ECO") nor before "for sale"; and only where other words of the
 * listing stand before it in its sentence or a car's words follow it (a title that is the class alone may be the sticker sold).
 */
const emissionsClassOfTheCar =
  /(?<!(?:vend[oe]s?|vends|vendemos|sell(?:ing)?|sells|verkaufe|vendesi|vendita|vignettes?|pastilles?|autocollants?|stickers?|pegatinas?)\s{1,3}(?:(?:o|a|el|la|le|the|une?|una?|die|den|eine|ma|mon|my|mi|minha|meine?|mia)\s{1,3})?)(?:(?<=[\p{L}\p{N}][^.!?\n]{0,80})|(?=[^.!?\n]{0,60}?(?<![\p{L}])(?:ct|itv|t[uü]v|mot|km|pneus|neum[aá]ticos|pneum[aá]ticos|reifen|motor|moteur|diesel|essence|benzin\p{L}*|gasolina|gas[oó]leo|hybrid\p{L}*|h[ií]brid\p{L}*|cv|ch|ps|kw)(?![\p{L}])))(?:crit['’]?\s*air\s*:?\s*[0-5e](?![\p{L}\p{N}])|(?:distintivo|etiqueta)\s+(?:ambiental\s+|medioambiental\s+)?(?:(?:de\s+la\s+)?dgt\s+)?:?\s*(?:eco|cero|0|b|c)(?![\p{L}\p{N}])|(?:gr[uü]ne|gelbe)\s+(?:umwelt[\s-]?)?plakette|umwelt[\s-]?plakette\s*:?\s*(?:gr[uü]n|gelb|[2-4])(?![\p{L}\p{N}]))(?![^.!?\n]{0,40}?(?:[àa]\s+vendre|for\s+sale|[àa]\s+venda|en\s+venta|zu\s+verkaufen|in\s+vendita|vendu|sold\s+separately))/iu;
/** A holder, a frame or a scraper for the sticker, or stickers sold to collectors: no sticker sold for a car. */
const stickerAccessory = /(?<![\p{L}])(?:(?:pochettes?|[eé]tuis?|fundas?|capas?|custodi[ae]|h[uü]llen?|protect(?:eurs?|ores?|ors?))\s+(?:[\p{L}-]+\s+){0,3}?(?:pour|para|for|per|f[uü]r)\s+(?:(?:la|le|el|o|a|the|il|die|den)\s+)?(?:vignettes?|distintivos?|etiquetas?|vinhetas?|stickers?|bollin[oi]|plaketten?)|porta[\s-]?(?:distintivos?|etiquetas?|vinhetas?|selos?)|portadistintivos?|porte[\s-]?vignettes?|(?:holders?|frames?|covers?|cases?)\s+for|raspadores?|rascadores?|grattoirs?|scrapers?|raschietti?|kratzer|halter(?:ung)?|h[uü]lle|cole[cç][aã]o|colecci[oó]n\p{L}*|collection\p{L}*|collezion\p{L}*|coleccionis\p{L}*|colecionador\p{L}*|collectors?|sammler\p{L}*|sammlung)(?![\p{L}])/iu;
const limitedVehicle = String.raw`(?:scooters?|lambretas?|motos?|motorizadas?|ciclomotor(?:es)?|motocicletas?|trotinetes?|trotinettes?|trottinettes?|patinetes?|e-?scooters?|mopeds?|monopattin[oi]|motorini?|motorino|e-?roller|motorroller|mofas?|mopeds?|e-?bikes?|pedelecs?|bicicletas?\s+el[eé]c?tricas?|bicis?\s+el[eé]ctricas?|v[eé]los?\s+(?:[eé]lectriques?|[àa]\s+assistance)|vae|bici(?:clette)?\s+elettrich[ea]|fahrr[aä]der|quads?|\d{2,3}\s?cc)`;
/**
 * The limiter taken out, said with the seller's verb before it or a participle after it ("tirei o limitador", "le quité el limitador", "bridage
 * retiré", "ho tolto il limitatore", "removed the limiter", "Drossel ausgebaut"), or unlocked to a speed above the 25 km/h the rules allow e-scooters
 * and pedelecs ("desbloqueada, anda a 45 km/h", "débloquée, monte à 40 km/h").
 */
const limiterTakenOut = String.raw`(?:(?:tirei|tir[aá]mos|retirei|quitei|quit[eé]|quitamos|quitado|sacado|saqu[eé]|retir[eé]|enlev[eé]|supprim[eé]|removed|took\s+(?:off|out)|taken\s+(?:off|out)|tolto|tolta|rimosso|rimossa|ausgebaut|entfernt)\s+(?:(?:o|a|el|la|le|the|its|il|lo|den|die|das)\s+)?(?:limitador(?:es)?|bridage|bride|(?:speed\s+)?limiter|limitatore|drossel\p{L}*)|(?:limitador(?:es)?|bridage|limiter|limitatore|drossel\p{L}*)\s+(?:(?:est|foi|fue|was|[eè]\s+stat[oa]|ist|wurde)\s+)?(?:retir[eé]e?|enlev[eé]e?|supprim[eé]e?|removed|taken\s+(?:out|off)|tirad[oa]|quitad[oa]|retirad[oa]|rimoss[oa]|tolt[oa]|entfernt|ausgebaut|raus)|(?:desbloquead[oa]s?|desbloque(?:ei|ou|a)|d[eé]bloqu[eé]e?s?|unlocked|sbloccat[oa]|entsperrt|freigeschaltet)(?:[\s,;:]+[\p{L}'’]+){0,5}?[\s,;:]+(?:[3-9]\d)\s*km\s*/?\s*h)`;
const derestricted = String.raw`(?:${limiterTakenOut}|deslimitad[oa]s?|desbloquead[oa]s?\s+(?:a|para)\s+\d+|sem\s+limitador|sin\s+limitador|trucad[oa]s?|desrestringid[oa]s?|d[eé]brid[eé]e?s?|d[eé]bridage|je\s+d[eé]bride|derestrict(?:ed|ion)|de-?restricted|limiter\s+removed|speed\s+limiter\s+(?:removed|disabled|off)|sbloccat[oa]|sblocco\s+(?:velocit[aà]|centralina)|entdrosselt\p{L}*|offen\s+gemacht|drossel\s+(?:entfernt|raus|ausgebaut)|tuning[\s-]?(?:chip|kit|modul|dongle)s?|speed[\s-]?(?:chip|dongle|box)s?|(?:hebt|hebelt)\s+(?:die\s+)?(?:\d+\s*km\/h\s+)?(?:abregelung|begrenzung|drosselung)\s+auf)`;
/** A restriction kept or a limiter said legal: "bridée à 25", "limited to 25 km/h", "gedrosselt auf 25". */
const keptRestricted = /(?<![\p{L}])(?:brid[eé]e?s?\s+[àa]|limitad[oa]s?\s+a|limited\s+to|limitat[oa]\s+a|gedrosselt\s+auf|conforme|homologad\p{L}*|homologu[eé]\p{L}*|street[\s-]legal|stra[sß]enzugelassen|legal\s+(?:auf|on)|circuito|circuit|pista|track\s+only|rennstrecke|foto\s+trucada|fotos\s+trucadas|sonido\s+trucado|cartas?\s+trucadas?|dados\s+trucados|magia|magic)(?![\p{L}])/iu;

// —— Stolen or public goods said by their story ——

/** Verbs of taking something away: "trouxe", "me lo traje", "ramené", "nicked", "portato via", "mitgenommen". */
const takeVerb = String.raw`(?:me\s+traje|me\s+llev[eé]|traje|trajimos|trouxemos|ho\s+preso|abbiamo\s+preso|j['’]\s*ai\s+(?:pris|ramen[eé]|r[eé]cup[eé]r[eé])|trouxe|tirei|trazid[oa]s?|levei|me\s+(?:lo|la|los|las)\s+(?:traje|llev[eé])|(?:los|las|lo|la)\s+saqu[eé]|ramen[eé]e?s?|piqu[eé]e?s?|nicked|pinched|brought\s+home|presi|portat[oi]\s+via|portat[oa]\s+a\s+casa|mitgenommen|mitgehen\s+lassen)`;
/** Verbs of coming, said of the thing: they tell its story only with work itself ("veio do quartel", "came from my work"). */
const cameVerb = String.raw`(?:vieram|veio|sa[ií]ram|vinieron|vino|sali[oó]|salieron|venus?|venues?|came|vengono|venut[oaie]|stammen?|kommen|kam(?:en)?)`;
/** Work itself, the barracks' stores. */
const workItself = String.raw`(?:d[oa]\s+(?:(?:meu|minha)\s+)?(?:trabalho|emprego|quartel)|del?\s+(?:(?:mi)\s+)?(?:trabajo|curro|cuartel)|du\s+(?:boulot|travail|taf)|de\s+(?:la\s+)?caserne|from\s+(?:(?:my\s+)?work|the\s+barracks)|dal\s+lavoro|dalla\s+caserma|von\s+der\s+(?:arbeit|kaserne)|aus\s+der\s+(?:firma|kaserne)|vom\s+(?:job|arbeitgeber))`;
/** A place the seller works at: the firm, the site, the hotel, the warehouse. */
const placeWorked = String.raw`(?:d[oa]\s+(?:(?:meu|minha)\s+)?(?:empresa|f[aá]brica|armaz[eé]m|hotel|obra|hospital|escola)|del?\s+(?:(?:mi)\s+)?(?:empresa|f[aá]brica|almac[eé]n|hotel|obra|hospital|colegio)|du\s+(?:chantier|d[eé]p[oô]t|magasin)|de\s+l['’]\s*(?:h[oô]tel|entreprise|usine|h[oô]pital|entrep[oô]t|[eé]cole)|from\s+the\s+(?:hotel|job|site|office|warehouse|depot|factory|hospital|school)|dal\s+(?:magazzino|cantiere)|dall['’]\s*(?:hotel|azienda|ufficio|ospedale)|dalla\s+(?:fabbrica|ditta)|von\s+der\s+baustelle|aus\s+der\s+fabrik|vom\s+(?:lager|bau))`;
/** "Where I work(ed)": the place is the seller's workplace. */
const whereIWork = String.raw`(?:onde|donde|o[uù]|where|dove|wo|(?:that\s+)?(?:i|we))\s+(?:\p{L}+\s+)?(?:trabalh|trabaj|travaill|work|lavor|arbeit)\p{L}*`;
const unnoticed = String.raw`(?:ningu[eé]m\s+(?:deu|d[aá]|dar[aá])\s+pela\s+falta|(?:o\s+(?:patr[aã]o|chefe|encarregado|gerente))\s+(?:nem\s+)?(?:sabe|sonha|deu\s+(?:pela\s+falta|conta))|nadie\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:ech[oó]|echar[aá])\s+(?:de\s+menos|en\s+falta)|el\s+(?:jefe|encargado|patr[oó]n|gerente)\s+(?:ni\s+se\s+enter[oó]|no\s+se\s+enter[oó]|no\s+(?:lo\s+)?sabe)|le\s+patron\s+(?:ne\s+le\s+sait\s+pas|n['’]\s*en\s+sait\s+rien|n['’]\s*a\s+rien\s+vu)|(?:nobody|no\s+one|no-one)\s+(?:missed\s+(?:it|them)|will\s+miss\s+(?:it|them))|(?:my\s+)?boss\s+(?:doesn['’]?t|does\s+not|won['’]?t|didn['’]?t)\s+(?:know|notice)|nessuno\s+(?:ne\s+)?(?:ha\s+)?(?:notato|sentito)\s+la\s+mancanza|il\s+capo\s+non\s+(?:lo\s+)?sa|niemand\s+vermisst\s+(?:es|sie)|(?:der\s+)?chef\s+wei[sß]\s+(?:es\s+)?nichts?)`;
const carDevice = String.raw`(?:auto-?r[aá]dios?|r[aá]dios?\s+(?:de|do|del)\s+(?:carro|coche|auto)|autoradios?|radio\s+(?:de\s+)?(?:coche|auto)|car\s+(?:radios?|stereos?)|head\s+units?|sat[\s-]?navs?|gps|navegador(?:es)?|navigateurs?|navi(?:gationsger[aä]t)?|autoradio)`;
const cablesCut = String.raw`(?:arrancad[oa]s?|arrachad[oa]s?|arrach[eé]e?s?|ripped\s+out|torn\s+out|strappat[oa]|herausgerissen)|(?:com|con|avec|with|mit|i\s+)?\s*(?:os\s+|los\s+|les\s+|the\s+|i\s+)?(?:fios|cabos|cables|c[aâ]bles|wires|fili|cavi|kabel)\s+(?:\p{L}+\s+)?(?:cortad[oa]s|coup[eé]s|cut|tagliati|abgeschnitten|durchgeschnitten)`;
const publicOwner = String.raw`(?:(?:da|de\s+la|del|de\s+l['’]|du|of\s+the|from\s+the|the|della|dello|del|der|vom|des)\s*(?:c[aâ]mara(?:\s+municipal)?|junta(?:\s+de\s+freguesia)?|munic[ií]pio|ayuntamiento|concello|municipio|mairie|commune|ville|council|comune|gemeinde|stadt(?:verwaltung)?|carris|metro|cp|emt|sncf|ratp|network\s+rail|trenitalia|deutsche\s+bahn|db)|council['’]?s?|municipais|municipales|municipaux|municipal|comunal(?:es)?|communaux|communal|comunale|comunali|st[aä]dtisch\p{L}*|kommunal\p{L}*)`;
const streetThing = String.raw`(?:contentor(?:es)?(?:\s+do\s+lixo)?|ecopontos?|caixotes?\s+do\s+lixo|contenedor(?:es)?|papeleras?|poubelles?|conteneurs?|(?:wheelie\s+)?bins?|cassonett[oi]|bidoni?\s+della\s+spazzatura|m[uü]lltonnen?|abfallbeh[aä]lter|sinais?(?:\s+de\s+tr[aâ]nsito)?|placas?\s+de\s+(?:rua|tr[aâ]nsito)|se[nñ]al(?:es)?(?:\s+de\s+tr[aá]fico)?|panneaux?(?:\s+de\s+signalisation)?|(?:road|street|traffic)\s+signs?|signs?|cartell[oi](?:\s+stradal[ei])?|(?:verkehrs|stra[sß]en)schild(?:er)?|schild(?:er)?|grades|vallas?|barri[eè]res?|barriers?|transenn[ae]|absperrgitter|bancos?|bancs?|benches?|panchin[ae]|sitzb[aä]nke?|cones?|conos?|plots?|birilli|pylonen|leitkegel|tampas?\s+de\s+esgoto|tapas?\s+de\s+alcantarilla|plaques?\s+d['’]\s*[eé]gout|manhole\s+covers?|tombini|gullydeckel|candeeiros?|farolas?|lampadaires?|street\s*lights?|lampioni|stra[sß]enlaternen?|bicicletas?\s+partilhadas|bicis?\s+(?:de\s+alquiler|p[uú]blicas)|v[eé]los?\s+en\s+libre[\s-]service)`;
const removedFromPlace = String.raw`(?:(?:arranc|tir|quit|retir|desaparafus|desmont|arrach|d[eé]viss|d[eé]mont|enlev|took|taken|removed|unbolted|pulled|stacc|svit|smont|tols|abgeschraubt|abmontiert|abgebaut|mitgenommen|entfernt)\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:da|de|del|de\s+la|du|de\s+l['’]|from|dal|dalla|dallo|von|aus)\s+(?:(?:uma|una|une|a|the|un|una|einer|einem|der|dem)\s+)?(?:estrada|rua|rotunda|poste|carretera|calle|rotonda|farola|route|rue|rond-point|poteau|road|street|roundabout|pole|lamp\s*post|strada|via|palo|rotatoria|stra[sß]e|kreisel|mast|pfosten|bahnstrecke|linha\s+(?:do\s+comboio|f[eé]rrea)|v[ií]a\s+del\s+tren|voie\s+ferr[eé]e|railway|ferrovia|binari)`;
const libraryBorrowed = String.raw`(?:requisitad[oa]s?|emprestad[oa]s?|prestad[oa]s?|sacad[oa]s?|emprunt[eé]e?s?|borrowed|pres[oi]\s+in\s+prestito|in\s+prestito|ausgeliehen\p{L}*|geliehen)\s+(?:\p{L}+\s+){0,3}?(?:(?:na|da|en\s+la|de\s+la|[àa]\s+la|from\s+the|at\s+the|in|alla|dalla|nella|in\s+der|aus\s+der|von\s+der)\s+)?(?:biblioteca|biblioth[eè]que|m[eé]diath[eè]que|library|bibliothek|b[uü]cherei|stadtbibliothek)`;
const notGivenBack = /(?<![\p{L}])(?:nunca\s+(?:\p{L}+\s+)?(?:devolvi|devolvid|devolv[ií]|devuelt|entregu)|n[aã]o\s+(?:\p{L}+\s+)?devolvi|no\s+(?:\p{L}+\s+){0,2}?(?:devolv[ií]|devuelt)|jamais\s+(?:\p{L}+\s+)?rendu|(?:pas|jamais)\s+(?:\p{L}+\s+)?rendus?|never\s+(?:\p{L}+\s+)?(?:returned|gave\s+(?:it|them)\s+back|took\s+(?:it|them)\s+back)|not\s+returned|mai\s+(?:\p{L}+\s+)?(?:restituit|res[io]|riportat)\p{L}*|non\s+(?:\p{L}+\s+){0,2}?(?:restituit|res[io])\p{L}*|nie\s+(?:\p{L}+\s+)?zur[uü]ck\p{L}*|nicht\s+(?:\p{L}+\s+)?zur[uü]ckgegeben)(?![\p{L}])/iu;

// —— Counterfeits said without the usual words ——

const markWord = String.raw`(?:log[oó]s?|logotipos?|s[ií]mbolos?|emblemas?|emblemes?|embl[eè]mes?|crocodilos?|cocodrilos?|crocodiles?|coccodrill[oi]|krokodile?|swoosh|escudos?|crests?|badges?|stemm[ai]|wappen|monogramas?|monogrammes?|monograms?|monogramm[ia]?|marca|marque|brand\s+(?:logo|name|tag)|etiquetas?\s+da\s+marca|etiquetas?\s+de\s+la\s+marca|[eé]tiquettes?\s+de\s+(?:la\s+)?marque|labels?|etichett[ae]|markenetikett\p{L}*|patch(?:es)?|parches?|[eé]cussons?|toppe?|aufn[aä]her)`;
const putOn = String.raw`(?:bordad[oa]s?|bordei|cosid[oa]s?|cosi|cos[ií]|pegad[oa]s?|colad[oa]s?|colei|brod[eé]e?s?|cousue?s?|coll[eé]e?s?|(?:i\s+)?(?:embroidered|sewed|sewn|stitched|ironed|stuck|glued|printed|put)|ricamat[oaie]|cucit[oaie]|attaccat[oaie]|incollat[oaie]|stampat[oaie]|gestickt|aufgen[aä]ht|angen[aä]ht|aufgeb[uü]gelt|aufgeklebt|bestickt)`;
const bySeller = String.raw`(?:por\s+mim|eu\s+mesm[oa]|fui\s+eu\s+que|eu\s+(?:o|a|os|as)\s+|(?:yo\s+)?mism[oa]|por\s+m[ií]|lo\s+(?:he\s+)?(?:bord|cos|peg)\p{L}*\s+yo|moi[\s-]m[eê]me|par\s+mes\s+soins|par\s+moi|(?:on\s+)?myself|by\s+me|i\s+(?:did|added|sewed|ironed|embroidered|put|stitched)|da\s+me|io\s+stess[oa]|l['’]\s*ho\s+(?:fatto|ricamato|cucito|attaccato)|(?:ich\s+)?selbst|selber|von\s+mir)`;
const ownMark = /(?<![\p{L}])(?:(?:meu|minha|meus|minhas|mi|mis|mon|ma|mes|my|own|il\s+mio|la\s+mia|mein\p{L}*)\s+(?:pr[oó]pri[oa]s?\s+|propi[oa]s?\s+|propres?\s+|own\s+)?(?:log[oó]|logotipo|monograma|monogramme|monogram|iniciais|iniciales|initiales|initials|iniziali|initialen|nome|nombre|nom|name|marca|brand|marque|marchio|marke)|(?:da|de\s+la|of\s+(?:the|my|our)|de\s+l['’]|della|der|unserer?)\s+(?:empresa|company|entreprise|azienda|firma|associa[cç][aã]o|asociaci[oó]n|association|club|clube|equipa|equipo|[eé]quipe|team|squadra|verein|escola|colegio|[eé]cole|school|scuola|schule|fam[ií]lia|familia|famille|family|famiglia))(?![\p{L}])/iu;
const cannotTell = String.raw`(?:ningu[eé]m\s+(?:\p{L}+\s+)?(?:v[eê]|nota|notar[aá]|percebe)\s+a\s+diferen[cç]a|ningu[eé]m\s+(?:os|as|o|a)\s+distingue|n[aã]o\s+se\s+nota\s+(?:a\s+)?diferen[cç]a|nadie\s+(?:lo\s+|la\s+|los\s+|las\s+)?distingue|nadie\s+(?:\p{L}+\s+)?(?:nota|notar[aá]|ve|ver[aá])\s+la\s+diferencia|no\s+se\s+nota\s+la\s+diferencia|personne\s+ne\s+(?:voit|fait|remarque|verra|fera)\s+(?:la\s+)?diff[eé]rence|impossible\s+de\s+(?:voir|faire)\s+la\s+diff[eé]rence|(?:nobody|no\s+one|no-one)\s+(?:can|could|will|would)\s+(?:ever\s+)?tell\s+(?:the\s+difference|(?:it|they)['’]?(?:s|re)?\s+not|them\s+apart)|can['’]?t\s+tell\s+(?:the\s+difference|it['’]?s\s+not|them\s+apart)|nessuno\s+(?:\p{L}+\s+)?(?:vede|noter[aà]|nota|vedr[aà])\s+la\s+differenza|non\s+si\s+(?:nota|vede)\s+la\s+differenza|niemand\s+(?:merkt|sieht|bemerkt)\s+(?:\p{L}+\s+)?unterschied|kein\s+unterschied\s+(?:zum|zu\s+den?)\s+(?:original|echten))`;
const likeTheOriginal = String.raw`(?:(?:igual(?:zinh[oa]s?)?|iguai(?:s|zinh[oa]s)|id[eê]ntic[oa]s?|id[eé]ntic[oa]s?|identiques?|identical|identic[oaie]|identisch\p{L}*|uguali?|pareils?|la\s+m[eê]me|le\s+m[eê]me|the\s+same|lo\s+stesso|la\s+stessa|stess[oaie]|gleiche[nrs]?|same|mesm[oa]s?|mism[oa]s?|fatt[oa]\s+(?:\p{L}+\s+){0,2}?come|hech[oa]s?\s+como|feit[oa]s?\s+como|made\s+(?:just\s+)?like|fait(?:e|s|es)?\s+comme|come|como|comme|like|wie)\s+(?:(?:a|ao|à|aos|às|al|a\s+los|a\s+las|que|au|aux|à\s+la|to|as|all['’]|alla|agli|dell['’]|della|del|den|dem|das)\s*)?(?:(?:o|a|os|as|el|la|los|las|le|les|l['’]|the|il|i|gli|die|das|der)\s*)?(?:originais|originales|originals?|originaux|original[ei]?|originale|verdadeir[oa]s?|verdader[oa]s?|vrais?|vraies?|real\s+(?:ones?|thing)|genuine\s+(?:ones?|article)|echten?|vero|veri)|(?:the\s+same|la\s+m[eê]me|le\s+m[eê]me|stess[oaie]|mesm[oa]s?|mism[oa]s?|gleiche[nrs]?|same)\s+(?:fragr[aâ]ncia|fragancia|fragrance|fragranza|duft|cheiro|olor|odeur|smell|scent|log[oó]|logotipo|etiqueta|label|[eé]tiquette|etichetta|qualidade|calidad|qualit[eé]|quality|qualit[aà]|qualit[aä]t|acabamento|acabado|finition|finish|finitura|verarbeitung)\s+(?:que|as|als|wie|du|de|del|dell['’]\s*|della|of\s+the|do|da|of)\s*(?:(?:o|a|os|as|el|la|los|las|le|les|l['’]|the|il|das|der|die|dem)\s*)?(?:originais|originales|originals?|originaux|original[ei]?|originale|verdadeir[oa]s?|verdader[oa]s?|vrais?|vraies?|echten?)|(?:mesma|misma|m[eê]me|same|stessa|gleichen)\s+f[aá]brica\s+(?:que|as|als|wie|della)|(?:same|gleichen)\s+(?:factory|fabrik)\s+(?:as|wie))`;
const copiedGoods = /(?<![\p{L}])(?:t[eé]nis|sapatilhas|zapatillas|baskets|sneakers?|trainers|scarpe|schuhe|sapatos|zapatos|chaussures|shoes|malas?|bolsos?|bolsas?|carteiras?|sacs?|bags?|handbags?|purses?|wallets?|borse?|borsett[ae]|portafogli|taschen?|handtaschen?|rel[oó]gios?|relojes?|montres?|watch(?:es)?|orolog(?:io|i)|uhren?|perfumes?|parfums?|profum[oi]|fragr[aâ]ncias?|fragancias?|fragrances?|fragranz[ae]|d[ûu]ft(?:e)?|camisolas?|camisetas?|camisas?|t-?shirts?|polos?|maillots?|jerseys?|shirts?|magli(?:a|e|ett[ae])|trikots?|hoodies?|sweats?|sudaderas?|felp[ae]|casacos?|chaquetas?|vestes?|jackets?|giacch?e|giubbott[oi]|jacken?|cintos?|cinturones?|ceintures?|belts?|cintur[ae]|g[uü]rtel|[oó]culos|gafas|lunettes|sunglasses|occhiali|brillen?|sonnenbrillen?|len[cç]os?|pa[nñ]uelos?|foulards?|scarves|scarf|sciarp[ae]|t[uü]cher|bon[eé]s?|gorras?|casquettes?|caps?|cappellini?|m[uü]tzen?|joias?|joyas?|bijoux|jewell?e?ry|gioielli|schmuck|log[oó]s?)(?![\p{L}])/iu;
/** A spare part, a refill, a charger or a copy of a work "like the original": its function or the work's likeness, no counterfeit claim. */
const likeOriginalInnocent = /(?<![\p{L}])(?:compat[ií]ve(?:l|is)|compatibles?|compatibil\p{L}*|kompatib\p{L}*|substitui\p{L}*|sustitu\p{L}*|remplac\p{L}*|replacement|ricambi\p{L}*|ersatz\p{L}*|pe[cç]as?|piezas?|pi[eè]ces?|parts?|carregador(?:es)?|cargador(?:es)?|chargeurs?|chargers?|baterias?|bater[ií]as?|batteries|battery|akkus?|tintas?|cartuchos?|toners?|recargas?|refills?|funciona|works|fonctionne|funziona|funktioniert|cabe|fits|passt|tamanho|talla|taille|size|misura|gr[oö][sß]e|caixa\s+original|caja\s+original|bo[iî]te\s+d['’]\s*origine|original\s+box|scatola\s+originale|originalverpackung|embalagem\s+original|embalaje\s+original|emballage\s+d['’]\s*origine|original\s+packaging|confezione\s+originale|restaura\p{L}*|restaur\p{L}*|reproduc\p{L}*|reprodu[cç]\p{L}*|r[eé]plica\s+(?:de|of|del|du|di)\s+(?:quadro|cuadro|tableau|painting|dipinto)|pintad\p{L}*|peint\p{L}*|painted|dipint\p{L}*|gemalt|fotos?\s+reais|fotos?\s+reales|photos?\s+r[eé]elles|real\s+photos?|foto\s+reali|echte\s+fotos|cor\s+(?:\p{L}+\s+)?(?:igual|como|que)|colou?r\s+(?:\p{L}+\s+)?(?:as|like)|couleur\s+(?:\p{L}+\s+)?(?:comme|que)|color\s+(?:\p{L}+\s+)?(?:igual|como|que)|colore\s+(?:\p{L}+\s+)?(?:come|dell)|farbe\s+(?:\p{L}+\s+)?wie)(?![\p{L}])/iu;
const burntDiscs = String.raw`(?:(?:gravad[oa]s?|grabad[oa]s?|grav[eé]e?s?|burn(?:ed|t)|copiad[oa]s?|copi[eé]e?s?|copied|masterizzat[oaie]|gebrannt\p{L}*|kopiert\p{L}*)\s+(?:\p{L}+\s+){0,2}?(?:em|en|sur|on|onto|to|su|auf)\s+(?:\p{L}+\s+)?(?:dvds?|cds?|blu-?rays?|discos?|disques?|dischi|dvd-?rs?|cd-?rs?|rohlinge?n?)|(?:dvds?|cds?|blu-?rays?|dvd-?rs?|cd-?rs?)\s+(?:\p{L}+\s+)?(?:gravad[oa]s|grabad[oa]s|grav[eé]e?s|burn(?:ed|t)|masterizzat[ie]|gebrannt\p{L}*)(?!\s+(?:ao\s+vivo|en\s+(?:vivo|directo)|en\s+(?:public|concert)|live|dal\s+vivo))|(?:capas|car[aá]tulas|portadas|jaquettes|covers?|inlays?|copertine|h[uü]llen)\s+(?:\p{L}+\s+)?(?:impress[oa]s\s+em\s+casa|impres[oa]s\s+en\s+casa|caseras|imprim[eé]e?s\s+(?:maison|[àa]\s+la\s+maison|chez\s+moi)|home[\s-]?(?:printed|made)|printed\s+at\s+home|stampat[ei]\s+in\s+casa|selbst\s+gedruckt\p{L}*)|(?:home[\s-]?printed|selbst\s?gedruckte)\s+(?:covers?|inlays?|h[uü]llen))`;

// —— Piracy and cheats ——

const consoleName = String.raw`(?:playstation(?:\s*[1-5])?|ps[1-5]|ps\s?(?:vita|p)|psp|xbox(?:\s+(?:360|one|series\s+[sx]))?|wii(?:\s*u)?|nintendo\s+switch(?:\s+(?:lite|oled))?|switch\s+(?:lite|oled)|nintendo\s+(?:ds|3ds|2ds|wii|switch)|3ds|2ds|new\s+3ds|game\s*cube|dreamcast|consol[ae]s?|konsolen?)`;
const moddedWord = String.raw`(?:modificad[oa]s?|modifi[eé]e?s?|modified|modificat[oa]|modifiziert|modd(?:ed|at[oa]|iert)|gemoddet|moddata|desbloquead[oa]|d[eé]bloqu[eé]e?|unlocked|sbloccat[oa]|entsperrt|flashead[oa]|flash[eé]e?|flashed|flashat[oa]|geflasht|pirateada|pirat[eé]e?|pirated|piratat[oa]|hackead[oa]|hack[eé]e?|hacked|hackerat[oa]|gehackt|chipad[oa]|chip[eé]e?|chipped|chippat[oa]|gechipt|com\s+chip|con\s+chip|avec\s+(?:une?\s+)?puce|with\s+(?:a\s+)?(?:mod)?chip|mit\s+(?:mod)?chip|jailbreak\p{L}*|cfw|custom\s+firmware)`;
/** A console's controller, shell, fan or light: modded, it is no circumvention. */
const consolePart = String.raw`(?:comandos?|mandos?|manettes?|controllers?|joysticks?|gamepads?|capas?|carcasas?|coques?|skins?|shells?|scocca|geh[aä]use|covers?|leds?|ventoinhas?|ventiladores?|ventilateurs?|fans?|ventol[ae]|l[uü]fter)(?![\p{L}])`;
const gameWord = String.raw`(?:[\p{L}]+-)?(?:jogos|juegos|jeux|games|giochi|spiele\p{L}*|roms)`;
const manyCount = String.raw`(?:\d{1,3}(?:[.,\s ]\d{3})+|\d{4,})`;
const someCount = String.raw`(?:\d{3})`;
const loadedOn = String.raw`(?:carregad[oa]s|cargad[oa]s|pr[eé][\s-]?instalad[oa]s|preinstalad[oa]s|instalad[oa]s|pr[eé]install[eé]s|install[eé]s|charg[eé]s|pre-?loaded|pre-?installed|loaded|installed|on\s+(?:it|the\s+(?:sd|hdd|hard\s+drive|card|drive))|precaricat[ie]|caricat[ie]|installat[ie]|vorinstalliert|installiert|drauf|dentro|inside|incluidos\s+en\s+la\s+(?:memoria|tarjeta)|na\s+mem[oó]ria|en\s+(?:el\s+disco|la\s+(?:tarjeta|memoria))|sur\s+(?:le\s+disque|la\s+carte)|sulla\s+(?:scheda|memoria)|sul\s+disco|auf\s+(?:der\s+)?(?:festplatte|sd[\s-]?karte|karte))`;
const cheatTool = String.raw`(?:aim[\s-]?bots?|wall[\s-]?hacks?|trigger[\s-]?bots?|esp\s+hacks?|hwid\s+spoofers?|spoofers?\s+hwid|mod\s+menus?|cheats?\s+(?:\p{L}+\s+){0,2}?(?:indetect[aá]ve(?:l|is)|indetectables?|ind[eé]tectables?|undetect(?:ed|able)|non\s+rilevabil[ei]|nicht\s+erkennbar|unentdeckt)|(?:indetect[aá]ve(?:l|is)|indetectables?|ind[eé]tectables?|undetect(?:ed|able))\s+(?:\p{L}+\s+)?(?:cheats?|hacks?|trampas?|triches?)|(?:cheats?|hacks?)\s+(?:para|for|pour|per|f[uü]r)\s+(?:\p{L}+\s+)?(?:warzone|cs2|cs:?go|apex|pubg|gta|fifa|fc\s?\d{2}|rust|tarkov|shooters?))`;
const downloadedFilms = String.raw`(?:filmes|pel[ií]culas|films|movies|film|filme|s[eé]ries|series|seasons?|temporadas|saisons|stagioni|staffeln)\s+(?:\p{L}+\s+){0,2}?(?:descarregad[oa]s|baixad[oa]s|descargad[oa]s|t[eé]l[eé]charg[eé]e?s|downloaded|scaricat[ie]|heruntergeladen\p{L}*|gedownloadet\p{L}*|gerippt\p{L}*|ripped)`;

// —— Live animals and wildlife said in other words ——

const youngOrFarmBird = String.raw`(?:pint(?:inh)?os|pintainhos|pintos\s+do\s+campo|frangos?\s+vivos|galinhas?\s+poedeiras|galinhas?\s+(?:\p{L}+\s+)?vivas|codornizes|codorn[ií]ces|patinhos|perus\s+vivos|fais[oõ]es\s+vivos|pollitos|pollos\s+vivos|gallinas\s+ponedoras|gallinas\s+(?:\p{L}+\s+)?vivas|patitos|poussins|poules\s+pondeuses|poules\s+vivantes|cailles|cailleteaux|canetons|chicks|chickens?\s+(?:for\s+sale|alive|point\s+of\s+lay)|point\s+of\s+lay\s+(?:hens|pullets)|pullets|laying\s+hens|ducklings|goslings|quails?|keets|pulcini|galline\s+ovaiole|galline\s+vive|quaglie|anatroccoli|papere|k[uü]ken|legehennen|junghennen|wachteln|entenk[uü]ken|g[aä]nsek[uü]ken)`;
const smallMammal = String.raw`(?:ouri[cç]os?[\s-]cacheiros?|ouri[cç]os?[\s-](?:africanos?|pigmeus?)|erizos?\s+(?:africanos?|pigmeos?|de\s+tierra)|h[eé]rissons?(?:\s+(?:africains?|pygm[eé]es?))?|(?:african\s+)?(?:pygmy\s+)?hedgehogs?|ricci\s+(?:africani|pigmei)|riccio\s+(?:africano|pigmeo)|igel|weißbauchigel|fur[oõ]es|fur[aã]o|hur[oó]n(?:es)?|furets?|ferrets?|furett[oi]|frettchen|chinchilas?|chinchillas?|degus?|sugar\s+gliders?|petauros?|p[eé]taure|axolot(?:e|l)s?|ajolotes?|axolotls?)`;
/** The animal is alive and sold: its age, a pair, by the piece, weaned, hatched or born lately, its sex, with its cage. */
const aliveSold = /(?<![\p{L}])(?:\d+\s*(?:semanas|weeks|semaines|settimane|wochen|meses|months|mois|mesi|monate|dias|d[ií]as|days|jours|giorni|tage)|nascid[oa]s|nacid[oa]s|n[eé]e?s\s+(?:hier|cette|la|le)|born|hatched|eclos\p{L}*|nati|nate|geschl[uü]pft|geboren|casal|casais|pareja|parejas|couple|pair|coppia|paar|macho|hembra|m[aâ]le|femelle|male|female|maschio|femmina|m[aä]nnchen|weibchen|desmamad\p{L}*|destetad\p{L}*|sevr[eé]\p{L}*|weaned|svezzat\p{L}*|abgesetzt|vacinad\p{L}*|vacunad\p{L}*|vaccin\p{L}*|geimpft|desparasitad\p{L}*|vermifug\p{L}*|wormed|sverminat\p{L}*|entwurmt|postura|puesta|ponte|laying|lay|deposizione|legen|cada|each|l['’]\s*un[oa]|chacun\p{L}*|pi[eè]ce|pro\s+st[uü]ck|st[uü]ck|cad(?:a|auno)|cadauno|ciascun[oa]|m[ií]nimo|minimum|minimo|mindestens|mansos?|mansas?|dociles?|friendly|tame|zahm|socievol\p{L}*|(?:com|con|avec|with|mit)\s+(?:(?:a|su|sa|la|the|its|la\s+sua|seinem|ihrem)\s+)?(?:gaiola|jaula|cage|gabbia|k[aä]fig|terr[aá]rio|terrarium|terrario|aqu[aá]rio|acuario|aquarium|acquario))(?![\p{L}])/iu;
/**
 * A likeness, a book, a cage or food for the animal: no animal sold. A likeness of plastic or rubber ("canards en caoutchouc"), or a video
 * game's ("Sonic the Hedgehog", the console named) too; "game" alone stays out: "game birds" are sold alive.
 */
const animalThing = /(?<![\p{L}])(?:sonic|videojogos?|videojuegos?|jeux?\s+vid[eé]o|video\s*games?|videogiochi|videospiele?|mega\s*drive|master\s+system|game\s*boy|nintendo|playstation|xbox|pl[aá]stic[oa]s?|plastique|plastic|kunststoff|borracha|goma|caoutchouc|gomma|gummi|rubber|pel[uú]cias?|peluches?|plush|pl[uü]sch\p{L}*|figur\p{L}*|bonecos?|mu[nñ]ecos?|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|prints?|posters?|livros?|libros?|livres?|books?|b[uü]ch(?:er)?|libri|gaiolas?\s+(?:para|de)|jaulas?\s+(?:para|de)|cages?\s+(?:pour|for|à)|gabbi[ae]\s+(?:per|da)|k[aä]fig\s+f[uü]r|ra[cç][aã]o|pienso|croquettes|food|mangime|futter\p{L}*|comedouros?|comederos?|mangeoires?|feeders?|mangiatoi[ae]|bebedouros?|bebederos?|abreuvoirs?|drinkers?|abbeveratoi|tr[aä]nke|incubadoras?|chocadeiras?|incubateurs?|couveuses?|incubators?|incubatrici|brutmaschinen?|sem\s+(?:aves|animais)|sin\s+(?:aves|animales)|sans\s+(?:oiseaux|animaux)|without\s+(?:birds|animals)|senza\s+(?:uccelli|animali)|ohne\s+(?:v[oö]gel|tiere)|pinturas?|quadros?|cuadros?|tableaux?|paintings?|dipinti|gem[aä]lde|cer[aâ]mic\p{L}*|porcelan\p{L}*|porcelaine|porcellana|porzellan|decora\p{L}*|d[eé]cor\p{L}*|shampoo|champ[uú]|champoing|costumes?|disfraz\p{L}*|d[eé]guisements?|kost[uü]m\p{L}*|fantasias?|páscoa|pascua|p[aâ]ques|easter|pasqua|ostern|chocolate|chocolat|cioccolat\p{L}*|schoko\p{L}*)(?![\p{L}])/iu;
/** Protected animals read after a skin's word ("pele de foca", "pelle coccodrillo"); English "bear" only before it ("bear skin"): "the leather bears marks" is a verb. */
const wildAnimal = String.raw`(?:focas?|phoques?|foche?|robben?|crocodilos?|cocodrilos?|crocodiles?|coccodrill[oi]|krokodil(?:e)?|jacar[eé]s?|caim[aá]n(?:es)?|caimans?|alligators?|alligator[ei]|kaimane?|p[ií]t(?:[oó]n|ons?)|pythons?|pitone|serpentes?|serpientes?|serpents?|snakes?|schlangen?|cobras?|lagartos?|l[eé]zards?|lizards?|lucertol[ae]|echsen?|varan(?:os|i|e)?|monitor\s+lizards?|leopardos?|l[eé]opards?|leopards?|leopard[oi]|leoparden?|tigres?|tigers?|tigri|jaguar(?:es)?|jaguars?|ocelot(?:e|s)?|zebras?|z[eè]bres?|cebras?|elefantes?|[eé]l[eé]phants?|elephants?|elefanti|ursos?|osos?|ours|orsi?|b[aä]ren?|lontras?|nutrias?|loutres?|otters?|lontr[ae]|fischotter|tartarugas?\s+marinhas?|tortugas?\s+marinas?|tortues?\s+marines?|sea\s+turtles?|tartarughe?\s+marin[ae]|meeresschildkr[oö]ten?)`;
const skinWord = String.raw`(?:peles?|couros?|piel(?:es)?|cueros?|peaux?|cuirs?|skins?|leathers?|hides?|pelli|pelle|cuoio|cuoi|leder|felle?|h[aä]ute?)`;
const genuineWord = String.raw`(?:verdadeir[oa]s?|aut[eê]ntic[oa]s?|aut[eé]ntic[oa]s?|genu[ií]n[oa]s?|v[eé]ritables?|vrai(?:e|s|es)?|authentiques?|genuine|real|vera|vero|autentic[oa]|echte[nrs]?|echt)`;
const wildSkin = String.raw`(?:${skinWord}\s+(?:${genuineWord}\s+)?(?:de\s+|d['’]\s*|di\s+|of\s+|aus\s+|von\s+)?(?:${genuineWord}\s+)?${wildAnimal}(?![\p{L}])|(?:seal|crocodile|croc|alligator|caiman|python|snake|lizard|monitor\s+lizard|bear)[\s-]?(?:skin|leather|hide)s?(?![\p{L}])|(?:robben|krokodil|schlangen|python|alligator|waran|leoparden|tiger|zebra|ozelot|b[aä]ren|eisb[aä]ren|otter)(?:fell|leder|haut|pelz)\p{L}*|(?:carey\s+(?:aut[eé]ntico|verdadero|real)|concha\s+de\s+tartaruga\s+(?:verdadeira|real)|[eé]caille\s+de\s+tortue\s+(?:v[eé]ritable|vraie)|v[eé]ritable\s+[eé]caille(?:\s+de\s+tortue)?|vraie\s+[eé]caille|(?:real|genuine)\s+tortoiseshell|tortoiseshell\s+\((?:real|genuine)\)|tartaruga\s+vera|vera\s+tartaruga|echtes?\s+schildpatt))`;
/** Printed, embossed, imitation, synthetic: the look of the skin, no skin. */
const notRealSkin = /(?<![\p{L}])(?:efeito|efect[oa]|effet|effetto|estampad\p{L}*|imita[cç][aã]o|imitaci[oó]n|imitation|imitazione|sint[eé]tic\p{L}*|synth[eé]tique|synthetic|syntheti\p{L}*|falsa|falso|faux|fake|simili|similpelle|ecopele|ecopiel|eco-?pelle|eco-?leather|vegan\p{L}*|kunst\p{L}*|optik|look|print|printed|imprim[eé]\p{L}*|stampat\p{L}*|embossed|gofrad\p{L}*|grabad[oa]|gravad[oa]|gaufr[eé]\p{L}*|goffrat\p{L}*|gepr[aä]gt|motivo|motif|pattern|padr[aã]o|patr[oó]n|muster|estilo|style|stile|acetato|acetate|acétate|pl[aá]stico|plastique|plastic|plastica|(?:t-?shirts?|polos?|camisolas?|camisetas?|shirts?)\s+(?:\p{L}+\s+)?(?:crocodil\p{L}*|cocodril\p{L}*|crocodile)|mister|mr|sr|jacar[eé]\s+(?:do|de)\s+papo|tigres?\s+(?:de\s+)?(?:la\s+)?(?:peluche|papel))(?![\p{L}])/iu;

// —— Children's goods the product-safety rules refuse ——

const teethingNecklace = String.raw`(?:(?:colar(?:es)?|colares|collar(?:es)?|colliers?|necklaces?|collan[ae]|ketten?|pulseiras?|pulseras?|bracelets?|braccialett[oi]|braccial[ei]|armb[aä]nder|armband)\s+(?:\p{L}+\s+){0,3}?(?:de\s+|para\s+(?:a\s+)?|pour\s+(?:la\s+)?|for\s+|per\s+(?:la\s+)?|zum\s+|f[uü]r\s+(?:das\s+)?)?(?:denti[cç][aã]o|dentici[oó]n|dentition|teething|dentizione|zahnen|zahnung)|(?:colar(?:es)?|collar(?:es)?|colliers?|necklaces?|collan[ae]|ketten?|pulseiras?|pulseras?|bracelets?|braccialett[oi]|braccial[ei]|armb[aä]nder|armband)\s+(?:\p{L}+\s+){0,2}?(?:de\s+|d['’]\s*|in\s+|aus\s+|of\s+)?(?:[aâá]mbar|ambre|amber|ambra|bernstein|aveleira|avellano|noisetier|hazel(?:wood)?|nocciolo|haselnuss(?:holz)?)|(?:amber|hazelwood|bernstein|haselnuss)[\s-]?(?:teething\s+)?(?:necklaces?|bracelets?|ketten?|zahnungsketten?)|(?:bernstein|zahn|zahnungs|haselnuss)ketten?|teething\s+(?:necklaces?|bracelets?|anklets?))`;
const babyWord = /(?<![\p{L}])(?:beb[eéê]s?|bebezinhos?|bébés?|babys?|babies|neonat[oiae]|neonati|reci[eé]n\s+nacid\p{L}*|rec[eé]m[\s-]nascid\p{L}*|newborns?|nouveau[\s-]n[eé]s?|enfants?|ni[nñ][oa]s?|crian[cç]as?|infants?|toddlers?|kleinkind\p{L}*|s[aä]ugling\p{L}*|kinder|bambin[oi]|bimb[oiae]|lattant\p{L}*|nourrissons?|denti[cç][aã]o|dentici[oó]n|dentition|teething|dentizione|zahnen|zahnung\p{L}*)(?![\p{L}])/iu;
/** Worn by the mother, or a chewable one of silicone for her: no necklace on a baby. */
const notOnBaby = /(?<![\p{L}])(?:para\s+(?:a\s+)?(?:m[aã]e|mam[aã]e?|mam[aá])|para\s+(?:la\s+)?(?:madre|mam[aá])|pour\s+(?:la\s+)?(?:maman|m[eè]re)|for\s+(?:the\s+)?(?:mum|mom|mother|mummy|mommy)|per\s+(?:la\s+)?(?:mamma|madre)|f[uü]r\s+(?:die\s+)?(?:mama|mutter)|silicon\p{L}*|senhora|se[nñ]ora|femme|ladies|women|donna|damen|prata|plata|argent|silver|argento|silber|ouro|oro|or|gold)(?![\p{L}])/iu;
const blindWord = String.raw`(?:estor(?:es?)?|persianas?|cortinas?|stores?|blinds?|roller\s+blinds?|tend[ae]|tapparell[ae]|veneziane?|rollos?|jalousien?|plissees?|raffrollos?)`;
const loopCord = String.raw`(?:(?:cord[aã]o|cord[oõ]es|cord[oó]n(?:es)?|cadena|cadeia|corrente|cordons?|cha[iî]nettes?|cha[iî]nes?|cords?|chains?|pull[\s-]cords?|cordin[oi]|catenell[ae]|kordeln?|ketten?|schn[uü]re?|zugschnur)\s+(?:\p{L}+\s+){0,2}?(?:em\s+la[cç]o|em\s+anel|cont[ií]nu[oa]s?|de\s+bucle|en\s+bucle|sin\s+fin|continu[oa]s?|en\s+boucle|sans\s+fin|continue?s?|loop(?:ed)?|continuous|ad\s+anello|ad\s+asola|continu[oa]|endlos\p{L}*|mit\s+schlaufe|als\s+schlaufe)|(?:looped|continuous)\s+(?:pull\s+)?(?:cords?|chains?)|(?:cord|chain)\s+loops?|endlos(?:kette|schnur|kordel)\p{L}*)`;
const noSafetyOrChildRoom = /(?<![\p{L}])(?:sem\s+(?:\p{L}+\s+){0,2}?(?:seguran[cç]a|tensor|esticador|fixa[cç][aã]o)|sin\s+(?:\p{L}+\s+){0,2}?(?:seguridad|tensor)|sans\s+(?:\p{L}+\s+){0,2}?(?:s[eé]curit[eé]|taquet|tendeur)|(?:no|without)\s+(?:\p{L}+\s+){0,2}?(?:safety|tensioner|cleat|clip)|senza\s+(?:\p{L}+\s+){0,2}?(?:sicurezza|tensionatore|fermo)|ohne\s+(?:\p{L}+\s+){0,2}?(?:sicherung|kindersicherung|spanner)|beb[eéê]s?|bébés?|babys?|nursery|crian[cç]as?|ni[nñ][oa]s?|enfants?|kids?|children['’]?s?|child['’]?s|bambin[oi]|kinder\p{L}*|cameretta|quarto\s+(?:do|dos|da|das)\s+(?:beb[eé]|menin\p{L}*|crian[cç]\p{L}*|filh\p{L}*)|habitaci[oó]n\s+(?:de\s+los\s+ni[nñ]os|del\s+beb[eé]|infantil)|chambre\s+d['’]\s*(?:enfant|b[eé]b[eé])|(?:son|daughter|kids?)['’]s\s+(?:bed)?room|kinderzimmer|babyzimmer)(?![\p{L}])/iu;
const neckDrawstring = String.raw`(?:(?:cord[oõ]es|cord[aã]o|cord[oó]n(?:es)?|cordons?(?:\s+de\s+serrage)?|drawstrings?|draw\s+cords?|coulisses?|cordin[oi]|laccett[oi]|kordeln?|zugb[aä]nder|zugband|schn[uü]re?|kordelzug)\s+(?:\p{L}+\s+){0,2}?(?:(?:ao\s+redor\s+do|[àa]\s+volta\s+do|no|alrededor\s+del|en\s+el|autour\s+du|au|around\s+the|at\s+the|on\s+the|in\s+the|intorno\s+al|al|nel|sul|um\s+den|am|an\s+der|in\s+der)\s+)?(?:pesco[cç]o|cuello|cou|neck|collo|hals|capuz|capucha|capuche|hood|cappuccio|kapuze)|(?:long|langen?|lunghi|longs?|largos?|compridos)\s+(?:cord[oõ]es|cordones|cordons|drawstrings|cordini|kordeln))`;
const childSize = /(?<![\p{L}\d])(?:[0-7]\s*(?:anos|años|ans|years?|yrs?|anni|jahre?|a|y)|\d{1,2}\s*(?:m|meses|months|mois|mesi|monate)|(?:talla|tamanho|taille|size|taglia|gr[oö](?:ß|ss)e)\s*(?:9[0-9]|1[0-2][0-9]|13[0-4]|[0-7]\s*(?:a|y|anos|años|ans|anni|jahre))|crian[cç]as?|ni[nñ][oa]s?|infantil|enfants?|fille|gar[cç]on|kids?|child(?:ren)?['’]?s?|boys?|girls?|bambin[oi]|bambin[ae]|kinder\p{L}*|m[aä]dchen|jungen|beb[eéê]s?|babys?|toddlers?)(?![\p{L}])/iu;
const konjacCup = String.raw`(?:konjac|konjak|konnyaku)\s+(?:\p{L}+\s+){0,2}?(?:jell(?:y|ies)|gelatinas?|gel[eé]ias?|gel[eé]es?|gelatin[ae]|gelees?|cups?|copos?|vasitos?|coupelles?|coppett[ae]|becher|mini)|(?:jell(?:y|ies)|gelatinas?|gel[eé]ias?|gel[eé]es?|gelatin[ae]|gelees?|mini[\s-]?cups?)\s+(?:\p{L}+\s+){0,2}?(?:de\s+|au\s+|with\s+|al\s+|mit\s+|con\s+|com\s+)?(?:konjac|konjak|konnyaku)`;

// —— Flights issued to a name ——

const flightWord = String.raw`(?:bilhetes?\s+de\s+avi[aã]o|passagens?\s+a[eé]reas?|voos?|billetes?\s+de\s+avi[oó]n|vuelos?|billets?\s+d['’]\s*avion|vols?|plane\s+tickets?|flights?|air\s+tickets?|bigliett[oi]\s+aere[oi]|vol[oi]|flugtickets?|fl[uü]ge?|flug)`;
const inMyName = String.raw`(?:(?:em|no|en|a|[àa]|in|on|a|auf|unter|intestat[oi]\s+a)\s+(?:meu|mi|mon|my|mio|meinen)\s+(?:nome|nombre|nom|name|namen)|intestat[oi]\s+a\s+me|(?:reservad[oa]|booked|gebucht|r[eé]serv[eé]|prenotat[oi])\s+(?:\p{L}+\s+){0,2}?(?:para\s+mim|para\s+m[ií]|pour\s+moi|for\s+me|per\s+me|f[uü]r\s+mich))`;
const nameChange = /(?<![\p{L}])(?:namens[aä]nderung\p{L}*|(?:altera[cç][aã]o|mudan[cç]a|troca|mudar|trocar|alterar|cambio|cambiar|cambiamos|changement|changer|change|changing|modifica|modificare|cambiare|cambio|[aä]nderung|[aä]ndern|umschreib\p{L}*|umbuch\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:(?:o|el|le|du|the|il|del|de|do|des|dei|den)\s+)?(?:nomes?|nombres?|noms?|names?|nominativ[oi]|passageir[oa]s?|pasajer[oa]s?|passagers?|passengers?|titolare|passeggero|namens?|passagier\p{L}*)|(?:ponho|pongo|mets|put|metto|schreibe)\s+(?:\p{L}+\s+){0,2}?(?:em\s+teu|a\s+tu|[àa]\s+ton|[àa]\s+votre|in\s+your|a\s+tuo|auf\s+deinen)\s+(?:nome|nombre|nom|name|namen)|(?:je\s+change|i['’]ll\s+change|i\s+change|cambio\s+(?:io|yo)|[aä]ndere\s+ich|mudo\s+eu|fa[cç]o\s+a\s+(?:altera[cç][aã]o|mudan[cç]a))|n[aã]o\s+(?:[eé]\s+)?reembols\p{L}*|no\s+(?:es\s+)?reembols\p{L}*|(?:ne\s+)?rembourse\s+pas|non\s+rimborsabil\p{L}*|non[\s-]refundable|nicht\s+erstattungsf[aä]hig)(?![\p{L}])/iu;

// —— Betting schemes ——

const bookmaker = String.raw`(?:betclic|betano|bwin|sportium|luckia|kirolbet|retabet|marcaapuestas|betfair|betway|william\s+hill|paddy\s*power|sky\s*bet|ladbrokes|unibet|888(?:sport)?|pokerstars|winamax|parions\s*sport|pmu|zebet|snai|lottomatica|eurobet|goldbet|bet-at-home|interwetten|solverde|placard|lebull|nossa\s+aposta|esc\s+online|bet\.pt)`;
const bettingAccount = String.raw`(?:(?:conta|cuenta|compte|account|conto|konto|perfil|profile)s?\s+(?:\p{L}+\s+){0,2}?(?:(?:de|du|di|del|bei|on|at)\s+)?(?:apostas|apuestas|paris(?:\s+sportifs)?|betting|bookmakers?|scommesse|wetten|${bookmaker})|(?:${bookmaker})\s+(?:\p{L}+\s+)?(?:conta|cuenta|compte|account|conto|konto|accounts?)|wettkont(?:o|en))`;
const rentOrLend = /(?<![\p{L}])(?:alug\p{L}*|empresto|emprest\p{L}*|alquil\p{L}*|presto|prest[oa]|loue|lou[eé]e?|location|pr[eê]te|rent(?:ing|ed|al)?|lend(?:ing)?|hire|affitt\p{L}*|noleggi\p{L}*|vermiet\p{L}*|verleih\p{L}*|leih\p{L}*|vend[oe]|vends|sell(?:ing)?|verkauf\p{L}*|cedo|c[eè]de|verificad\p{L}*|v[eé]rifi[eé]\p{L}*|verified|verificat\p{L}*|verifiziert\p{L}*|apostas\s+tu|apuestes\s+t[uú]|apuestas\s+t[uú]|tu\s+paries|you\s+bet|scommetti\s+tu|du\s+wettest)(?![\p{L}])/iu;
const potTaken = String.raw`(?:(?:leva|levam|lleva|llevan|se\s+lleva|se\s+llevan|prend|prennent|remporte|empoche|takes?|wins?|scoops?|vince|si\s+(?:prende|porta\s+a\s+casa)|bekommt|gewinnt|kassiert|erh[aä]lt|fica\s+com|se\s+queda\s+con|garde)\s+(?:\p{L}+\s+){0,2}?(?:o\s+|el\s+|la\s+|le\s+|the\s+|il\s+|den\s+|das\s+|todo\s+o\s+|todo\s+el\s+|tout\s+le\s+|all\s+the\s+|tutto\s+il\s+)?(?:bote|pote|pozo|cagnotte|pot|jackpot|kitty|montepremi|piatto|topf|jackpot|dinheiro\s+todo|todo\s+el\s+dinero|tout\s+l['’]\s*argent|whole\s+pot|all\s+the\s+money|tutti\s+i\s+soldi|ganze\s+geld))`;
const stakeSold = /(?:\d+(?:[.,]\d+)?\s*(?:€|eur|euros?|£|\$|pounds?|quid|chf)|[€£$]\s?\d+)\s*(?:(?:a|o|la|el|por|por\s+cada|cada|per|the|a|each|pro|le|l['’]|par|für\s+(?:ein(?:en)?|jede[ns]?))\s*)?(?:\p{L}+\s+)?(?:casa|casas|quadrado|quadrados|casilla|casillas|cuadro|cuadros|resultado|resultados|n[uú]mero|numero|case|cases|grille|r[eé]sultat|pronostic|square|squares|box|boxes|entry|entries|guess|pick|go|casella|caselle|quadrat[oi]|risultato|pronostico|k[aä]stchen|feld|felder|tipp|tipps|los)(?![\p{L}])/iu;
const oneInN = String.raw`(?:(?:um|uma)\s+(?:em|de)\s+cada\s+\d+|(?:uno|una)\s+de\s+cada\s+\d+|(?:une?|1)\s+(?:sur|enveloppe\s+sur)\s+\d+|(?:one|1)\s+in\s+(?:every\s+)?\d+|(?:uno|una|1)\s+(?:su|ogni)\s+\d+|(?:jede[rs]?|jeder)\s+\d+\.|(?:einer?|eins)\s+von\s+\d+)`;
const cashInside = /(?:\d+\s*(?:€|eur|euros?|£|\$|pounds?|quid)|[€£$]\s?\d+|notas?|billetes?|billets?|notes?|banconot\p{L}*|scheine?|geldscheine?|bargeld|cash|dinheiro|dinero|argent|soldi|geld|pr[eé]mios?|premios?|prix|prizes?|premi|gewinne?)\s+(?:\p{L}+\s+){0,3}?(?:dentro|inside|in\s+it|[àa]\s+l['’]\s*int[eé]rieur|dedans|all['’]\s*interno|dentro|drin|darin|innen)|(?:leva|lleva|trae|contient|contains?|has|holds?|contiene|ha|enth[aä]lt|hat)\s+(?:\p{L}+\s+){0,2}?(?:\d+\s*(?:€|eur|euros?|£|\$)|[€£$]\s?\d+|pr[eé]mio|premio|prize|prix|gewinn|dinheiro|dinero|cash|argent|soldi|geld)/iu;
const tipsSold = String.raw`(?:(?:progn[oó]sticos?|pron[oó]sticos?|pronostics?|pronostici|tips|tipps|picks|apostas|apuestas|paris|bets|scommesse|wetten|combinadas|combin[eé]s|multiple|schedine)\s+(?:\p{L}+\s+){0,3}?(?:seguros?|seguras?|garantid[oa]s?|s[uû]rs?|garantie?s?|guaranteed|sure|sicur[ei]|sichere?|certos?|fiables?|100\s?%)|(?:partidos?|jogos|matchs?|matches|partite|spiele)\s+(?:amañados?|combinados?|comprados?|truqu[eé]s|achet[eé]s|fixed|bought|truccat[ei]|comprat[ei]|verschoben\p{L}*|gekauft\p{L}*)|fixed\s+matches|(?:vinci|ganhos?|ganancias?|gains?|wins?|gewinne?)\s+(?:\p{L}+\s+)?(?:garantid[oa]s?|garanti(?:e|s)?|guaranteed|garantit[ei]|garantiert\p{L}*|assicurat[ie])|(?:vincita|vittoria)\s+garantita)`;
const bettingWord = /(?<![\p{L}])(?:apostas?|apuestas?|apostar|paris|parier|bets?|betting|bookmakers?|bookies?|scommess[ae]|scommettere|wetten?|quotas?|cuotas?|cotes?|odds|quote|tipster\p{L}*|schedin[ae]|combinad[ao]s?|multiples?)(?![\p{L}])/iu;
const voucherWord = String.raw`(?:cart[aã]o\s+(?:de\s+)?refei[cç][aã]o|vales?\s+(?:de\s+)?refei[cç][aã]o|tickets?\s+(?:de\s+)?refei[cç][aã]o|(?:cart[aã]o\s+)?(?:edenred|sodexo|pluxee|coverflex|up\s+cheque)|tarjetas?\s+(?:de\s+)?restaurante|cheques?\s+(?:de\s+)?(?:restaurante|comida|guarder[ií]a)|tickets?\s+restaurante?s?|ticket\s+resto|tickets\s+resto|cartes?\s+ticket\s+restaurant|titres?[\s-]restaurants?|ch[eè]ques?[\s-](?:vacances|d[eé]jeuner|restaurant)|carte\s+swile|meal\s+vouchers?|luncheon\s+vouchers?|childcare\s+vouchers?|buoni?\s+pasto|ticket\s+compliments?|buoni?\s+(?:welfare|benzina\s+aziendali)|essens(?:marken|gutscheine?|karten?)|restaurantschecks?|sodexo[\s-]?gutscheine?)`;
/** Sold for cash or below its value: "por 160€ em dinheiro", "contre 70 € en espèces", "for cash". */
const forCash = /(?<![\p{L}])(?:(?:em|en|in|a|al|gegen|for|for\s+the)\s+(?:dinheiro|numer[aá]rio|efectivo|efetivo|met[aá]lico|esp[eè]ces|liquide|cash|contanti|bar(?:geld)?)|contre\s+(?:\d+\s*€?\s*)?(?:en\s+)?(?:esp[eè]ces|liquide|cash)|\d+(?:[.,]\d+)?\s*(?:€|eur|euros?|£)?\s+(?:por|para|contre|pour|for|per|f[uü]r|a|ao|à)\s+\d+(?:[.,]\d+)?\s*(?:€|eur|euros?|£)|(?:saldo|balance|solde|guthaben|credito|cr[eé]dito)\s+(?:\p{L}+\s+){0,2}?(?:\d|de\s+\d))(?![\p{L}])/iu;

export const offersInOtherWordsLexicon: TopicLexicon[] = [
  {
    // A marriage offered for residence papers ("casamento para os papéis", "me caso por papeles", "mariage blanc", "marriage for a visa",
    // "matrimonio per il permesso di soggiorno", "Scheinehe"): a fraudulent service.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [
      `${marriageWord}\\s+(?:[\\p{L}'’]+\\s+){0,4}?${forPurpose}${papersWord}`,
      '(?:casamentos?\\s+(?:branco|de\\s+conveni[eê]ncia|fict[ií]cio)|bodas?\\s+(?:de\\s+conveniencia|blancas?|ficticias?)|matrimonios?\\s+(?:de\\s+conveniencia|blancos?|ficticios?)|mariages?\\s+(?:blancs?|gris|arrang[eé]s?\\s+pour)|(?:sham|fake|convenience)\\s+marriages?|marriages?\\s+of\\s+convenience|matrimoni[oa]?\\s+(?:di\\s+comodo|fittizi[oa]|bianc[oa])|scheinehen?|scheinheirat\\p{L}*)',
    ],
    context: aboutOrEmpty,
  },
  {
    // A work contract, a lease or an address registration made only for the papers ("contrato de trabalho para os papéis", "te empadrono
    // en mi piso", "attestation d'hébergement", "Scheinanmeldung"): a fraudulent document service.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [paperForResidence, addressForPapers],
    context: aboutOrEmpty,
  },
  {
    // Surrogacy offered ("barriga de aluguer", "vientre de alquiler", "mère porteuse", "surrogate mother", "utero in affitto",
    // "Leihmutter"): the marketplaces refuse services on the body; a book or a film about it is none.
    topic: 'prohibited-services',
    qualifier: true,
    terms: [surrogacy],
    requires: /(?<![\p{L}])(?:ofere[cç]o|me\s+ofrezco|ofrezco|me\s+propongo|je\s+(?:me\s+)?propose|propose|offer(?:ing)?|available|disponible|dispon[ií]vel|disponibile|biete|anbiete|compensa[cç][aã]o|compensaci[oó]n|compensation|compenso|entsch[aä]digung\p{L}*|aufwandsentsch[aä]digung|gastos|frais|expenses|spese|kosten|pre[cç]o|precio|prix|price|prezzo|preis|\d+\s*(?:anos|años|ans|years|anni|jahre)|saud[aá]vel|sana|saine|healthy|sana|gesund|serie|serious|s[eé]rieuse|ser[ií]a|seria|seri[oö]s)(?![\p{L}])/iu,
    context: aboutOrEmpty,
  },
  {
    // Organs, eggs or sperm for money ("vendo um rim", "vendo óvulos", "vends un rein", "sell my kidney", "vendo ovuli", "Niere zu verkaufen"):
    // the body-parts clauses.
    topic: 'human-remains',
    qualifier: true,
    terms: [
      `${sellVerb}\\s+(?:\\p{L}+\\s+){0,2}?${organWord}`,
      `${organWord}\\s+(?:\\p{L}+\\s+){0,2}?(?:[àa]\\s+venda|en\\s+venta|[àa]\\s+vendre|for\\s+sale|in\\s+vendita|zu\\s+verkaufen|por\\s+dinero|por\\s+dinheiro|for\\s+money|contre\\s+(?:de\\s+l['’])?argent|per\\s+soldi|gegen\\s+geld)`,
      'willing\\s+to\\s+sell\\s+(?:one\\s+of\\s+)?(?:my\\s+|a\\s+|one\\s+)kidneys?',
    ],
    context: anyOf(/(?:ovos|huevos|[oœ]ufs|eggs|uova|eier)\s+(?:\p{L}+\s+)?(?:de|of|di|von|d['’])|(?:feij[aã]o|jud[ií]as?|haricots?|beans?|fagioli|bohnen|rognons?|kidneys?\s+(?:de\s+)?(?:porco|cerdo|porc|pork|lamb|beef|maiale|schwein)|(?:lamb|pork|beef|pig)['’]?s?\s+kidneys?|nierentisch|nieren(?:form|tisch|gurt|schutz|w[aä]rmer))/iu, aboutOrEmpty),
  },
  {
    // A reference from an employer or a landlord the buyer never had, a paper "as if you had worked here" ("referências falsas", "hago de tu
    // antiguo jefe", "je me fais passer pour votre employeur", "I can pose as your old boss", "come se avessi lavorato da me").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [falseReference],
    context: aboutOrEmpty,
  },
  {
    // A certificate the law ties to a visit, issued without it ("certificado energético sem visita", "boletín eléctrico sin visita",
    // "DPE sans visite", "gas safety certificate, no need to visit", "APE senza sopralluogo", "Energieausweis ohne Besichtigung").
    topic: 'prohibited-services',
    qualifier: true,
    terms: [certificateWord],
    requires: withoutVisit,
    context: aboutOrEmpty,
  },
  {
    // A roadworthiness test promised passed whatever the car ("passa à primeira sem reparar", "ITV garantizada aunque tenga fallos",
    // "contrôle technique garanti même avec des défauts", "MOT guaranteed, I know the tester", "ti faccio passare la revisione anche con…",
    // "TÜV ohne Reparatur bestanden"): a fraudulent service.
    topic: 'prohibited-services',
    qualifier: true,
    // "sem reparar", "without repairs": the promise carries its own negation.
    negativeIdiom: true,
    terms: [
      `${testWord}(?=[^.!?\\n]{0,80}?${passedAnyway})`,
      passedAnyway,
      `(?:ti\\s+faccio\\s+passare|te\\s+(?:paso|hago\\s+pasar)|je\\s+(?:vous\\s+|te\\s+)?fais\\s+passer|fa[cç]o-?te\\s+passar|(?:i['’]ll|i\\s+will|i\\s+can)\\s+get\\s+(?:you|your\\s+car)\\s+(?:through|a\\s+pass))\\s+(?:\\p{L}+\\s+){0,2}?${testWord}(?=[^.!?\\n]{0,60}?(?:anche|aunque|m[eê]me|even|mesmo|auch|sem|sin|sans|without|senza|ohne|garant|conhe|conoz|connai|know|conosc|kenn))`,
    ],
    requires: new RegExp(`(?<![\\p{L}])${testWord}(?![\\p{L}])`, 'iu'),
    // "Passes its MOT every year without any work": the car's record, not the service.
    innocent: new RegExp(passesEveryYear, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // The official sticker of a test or an emissions class sold on its own ("distintivo ambiental ECO", "vignette Crit'Air", "TÜV-Plakette",
    // "bollino blu"): issued to one vehicle by the authority; a holder or an old one for a collection is none.
    topic: 'identity-documents',
    qualifier: true,
    terms: [officialSticker],
    // "Crit'Air 1", "etiqueta ECO", "grüne Umweltplakette": a car's emissions class, said in its listing; not where it is the thing sold.
    innocent: emissionsClassOfTheCar,
    context: anyOf(stickerAccessory, aboutOrEmpty),
  },
  {
    // A moped, scooter or e-bike derestricted or its limiter removed ("trucado", "débridé", "derestricted", "sbloccato", "entdrosselt",
    // an e-bike tuning chip): an illegal vehicle modification.
    topic: 'emissions-defeat',
    qualifier: true,
    terms: [derestricted],
    requires: new RegExp(`(?<![\\p{L}])${limitedVehicle}(?![\\p{L}])|\\d+\\s*km\\s*/?\\s*h`, 'iu'),
    innocent: keptRestricted,
    context: aboutOrEmpty,
  },
  {
    // Taken from work, unnoticed ("trouxe este do meu emprego", "me lo traje del curro", "ramené du boulot", "taken from the
    // hotel I worked at", "got it from stores", "dal magazzino", "aus der Firma mitgenommen"): not the seller's to sell.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [
      `(?:${takeVerb}|${cameVerb})\\s+(?:\\p{L}+\\s+){0,3}?${workItself}`,
      `${takeVerb}\\s+(?:\\p{L}+\\s+){0,3}?${placeWorked}`,
      `(?:${takeVerb}|${cameVerb}|took|taken|got)\\s+(?:\\p{L}+\\s+){0,3}?${placeWorked}\\s+${whereIWork}`,
      // "Got it from stores": the forces' stores, not a shop's.
      '(?:got|took|taken|nicked|had)\\s+(?:\\p{L}+\\s+){0,2}?from\\s+stores',
      unnoticed,
    ],
    context: /(?:leil[aã]o|subasta|ench[eè]res|auction|asta|auktion|liquida[cç][aã]o|liquidaci[oó]n|liquidation|clearance|stock\s+clearance|svendita|r[aä]umungsverkauf|renova[cç][aã]o\s+de\s+frota|renovaci[oó]n|fatura|factura|facture|invoice|receipt|fattura|rechnung|comprad[oa]s?\s+(?:\p{L}+\s+)?(?:a|ao|à)|comprad[oa]s?\s+(?:\p{L}+\s+)?(?:a\s+la|al)|achet[eé]e?s?\s+(?:[àa]|aupr[eè]s)|bought\s+(?:from|off)|acquistat[oa]\s+(?:da|dal)|gekauft\s+(?:von|bei)|oferecid[oa]s?|regalad[oa]s?|offert|given\s+to\s+me|gift\s+from|regalat[oa]|geschenkt)/iu,
  },
  {
    // A car radio or a sat nav torn out, its cables cut ("autorrádio arrancado com os fios cortados", "radio arrancada, cables cortados",
    // "autoradio arraché", "satnav torn out, the wires cut", "autoradio con i cavi tagliati", "Navi mit abgeschnittenen Kabeln").
    topic: 'stolen-goods',
    qualifier: true,
    // "no mount, the wires cut": a negation before belongs to another phrase.
    negativeIdiom: true,
    terms: [`${cablesCut}`],
    requires: new RegExp(`(?<![\\p{L}])${carDevice}(?![\\p{L}])`, 'iu'),
  },
  {
    // The council's, the road's, the railway's: a bin, a sign, barriers, a bench, a manhole cover, a shared bike ("contentor da câmara",
    // "señal que quitamos de la carretera", "panneau de la mairie", "council wheelie bin", "cartello del comune", "Verkehrsschild abgeschraubt").
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      `${streetThing}\\s+(?:\\p{L}+\\s+){0,3}?${publicOwner}(?![\\p{L}])`,
      `${publicOwner}\\s+(?:\\p{L}+\\s+){0,2}?${streetThing}(?![\\p{L}])`,
      `(?:cable|kabel|cobre|copper|cuivre|rame|kupfer)\\p{L}*[^!?\\n]{0,40}?(?:da\\s+linha|de\\s+la\\s+v[ií]a|de\\s+la\\s+voie|from\\s+the\\s+(?:railway|line|tracks)|dalla\\s+(?:ferrovia|linea)|von\\s+der\\s+(?:bahnstrecke|bahn|strecke))`,
    ],
    context: anyOf(/(?<![\p{L}])(?:r[eé]plicas?|replicas?|r[eé]pliques?|replik\p{L}*|imita\p{L}*|decorativ\p{L}*|d[eé]corati\p{L}*|miniatur\p{L}*|brinquedo|juguete|jouet|toy|giocattolo|spielzeug|lego|playmobil|novos?|nuevos?|neufs?|neuves?|brand\s+new|nuov[oiea]|neu(?:e|en|er|es)?|comprad[oa]s?|achet[eé]e?s?|bought|acquistat[oa]|gekauft|fatura|factura|facture|invoice|receipt|fattura|rechnung|leil[aã]o|subasta|ench[eè]res|auction|asta|auktion|abat(?:e|ido)\s+(?:da|de)\s+(?:frota|inventario)|desclasificad|d[eé]class[eé]|decommissioned|dismess[oa]|ausgemustert|(?:sale|venta|venda|vente|vendita|verkauf)\s+(?:\p{L}+\s+)?(?:da|de\s+la|del|du|of\s+the|della|der)\s+(?:c[aâ]mara|ayuntamiento|mairie|council|comune|gemeinde))(?![\p{L}])/iu, aboutOrEmpty),
  },
  {
    // A street thing taken off its road or post ("sinal arrancado da estrada", "señal que quitamos de la carretera", "panneau dévissé du poteau",
    // "sign removed from the roundabout", "cartello staccato dal palo", "Schild von der Straße abgeschraubt").
    topic: 'stolen-goods',
    qualifier: true,
    terms: [removedFromPlace],
    requires: new RegExp(`(?<![\\p{L}])${streetThing}(?![\\p{L}])`, 'iu'),
    context: anyOf(/(?<![\p{L}])(?:r[eé]plicas?|replicas?|r[eé]pliques?|replik\p{L}*|imita\p{L}*|miniatur\p{L}*|brinquedo|juguete|jouet|toy|giocattolo|spielzeug|lego|playmobil|leil[aã]o|subasta|ench[eè]res|auction|asta|auktion|desclasificad\p{L}*|d[eé]class[eé]\p{L}*|decommissioned|dismess[oa]|ausgemustert)(?![\p{L}])/iu, aboutOrEmpty),
  },
  {
    // Library books never returned ("livros requisitados na biblioteca, nunca os devolvi", "prestados de la biblioteca y no devueltos",
    // "empruntés à la médiathèque jamais rendus", "borrowed from the library, never returned", "presi in prestito in biblioteca").
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    terms: [libraryBorrowed],
    requires: notGivenBack,
  },
  {
    // A maker's mark sewn, ironed or embroidered on by the seller ("o logótipo fui eu que bordei", "el escudo lo cosí yo", "le crocodile brodé
    // moi-même", "I ironed the crest on myself", "logo ricamato da me", "Logo selbst aufgenäht"): the seller's own initials or club's are none.
    topic: 'counterfeits',
    qualifier: true,
    // Behind the usual counterfeit words: a listing they already flag needs no second finding.
    once: true,
    terms: [
      `${markWord}\\s+(?:[\\p{L}'’]+\\s+){0,4}?${putOn}\\s+(?:\\p{L}+\\s+){0,3}?${bySeller}`,
      `${markWord}\\s+(?:[\\p{L}'’]+\\s+){0,2}?${bySeller}\\s+(?:\\p{L}+\\s+){0,2}?${putOn}`,
      `${bySeller}\\s+(?:\\p{L}+\\s+){0,2}?${putOn}\\s+(?:\\p{L}+\\s+){0,3}?${markWord}`,
      `${putOn}\\s+(?:(?:o|a|os|as|el|la|los|las|le|les|l['’]|the|il|lo|den|das|die)\\s*)?${markWord}\\s+(?:[\\p{L}'’-]+\\s+){0,2}?${bySeller}`,
      `(?:j['’]\\s*ai|he|ho|hab(?:e)?\\s+ich|i\\s+have|i['’]ve|eu)\\s+${putOn}\\s+(?:(?:o|a|os|as|el|la|los|las|le|les|l['’]|the|il|lo|den|das|die)\\s*)?${markWord}`,
      `(?:fui\\s+eu\\s+que|i)\\s+(?:\\p{L}+\\s+)?${putOn}\\s+(?:(?:o|a|os|as|the|on|in)\\s+){0,2}(?:\\p{L}+\\s+){0,2}?${markWord}`,
    ],
    context: anyOf(ownMark, aboutOrEmpty),
  },
  {
    // A copy said by what it does: "ninguém nota a diferença", "nadie lo distingue", "personne ne voit la différence", "nobody can tell",
    // "nessuno se ne accorge", "niemand merkt den Unterschied"; "like the original", "from the same factory" — said of goods counterfeiters copy.
    topic: 'counterfeits',
    qualifier: true,
    // Behind the usual counterfeit words: a listing they already flag needs no second finding.
    once: true,
    terms: [likeTheOriginal],
    requires: copiedGoods,
    context: new RegExp(`${likeOriginalInnocent.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // The same claim said with its own negation ("nobody can tell", "personne ne voit la différence"): a negating word before it is part of it.
    topic: 'counterfeits',
    qualifier: true,
    // Behind the usual counterfeit words: a listing they already flag needs no second finding.
    once: true,
    negativeIdiom: true,
    terms: [cannotTell],
    requires: copiedGoods,
    context: new RegExp(`${likeOriginalInnocent.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // A mark said identical ("logo idêntico", "mismo logo", "logo identique", "identical logo", "logo identico", "identisches Logo").
    topic: 'counterfeits',
    qualifier: true,
    // Behind the usual counterfeit words: a listing they already flag needs no second finding.
    once: true,
    terms: ['(?:log[oó]s?|logotipos?|emblemas?|monogram\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:id[eê]ntic[oa]s?|id[eé]ntic[oa]s?|identiques?|identical|identic[oi]|identisch\\p{L}*|igualzinh[oa]s?)', '(?:mesmo|mismo|m[eê]me|same|stesso|gleiche[ns]?|identisches)\\s+log[oó]s?\\s+(?:que|as|als|wie|del(?:l[’\'])?|dell[’\']|du|de\\s+la|of\\s+the)'],
    context: anyOf(ownMark, aboutOrEmpty),
  },
  {
    // Discs burnt and covers printed at home ("séries gravadas em DVD", "películas grabadas en DVD", "l'intégrale gravée sur DVD, pochettes
    // faites maison", "burnt DVDs", "film masterizzati", "gebrannte DVDs"): pirated copies. A record made live, a name engraved, is none.
    topic: 'pirated-media',
    qualifier: true,
    terms: [burntDiscs],
    context: /(?<![\p{L}])(?:ao\s+vivo|en\s+(?:vivo|directo)|en\s+(?:public|concert)|live|dal\s+vivo|virgens?|v[ií]rgenes?|vierges?|blank|vergini|leer(?:e|en)?|rohlinge?n?|casamento|boda|mariage|wedding|matrimonio|hochzeit|batizado|bautizo|bapt[eê]me|christening|battesimo|taufe|fam[ií]lia|familia|famille|family|famiglia|vacances|f[eé]rias|vacaciones|holidays?|urlaub|minhas?\s+fotos|mis\s+fotos|mes\s+photos|my\s+(?:own\s+)?(?:photos|videos)|le\s+mie\s+foto|meine\s+fotos)(?![\p{L}])/iu,
  },
  {
    // A console modded or chipped ("PS4 desbloqueada", "Switch modificata", "Wii gemoddet", "3DS flashée", "Xbox 360 with RGH"): a
    // circumvention device; one said not modified is none.
    topic: 'pirated-media',
    qualifier: true,
    terms: [`${consoleName}\\s+(?:(?!${consolePart})[\\p{L}\\p{N}'’]+\\s+){0,2}?${moddedWord}(?![\\p{L}])`, `${moddedWord}\\s+${consoleName}(?![\\p{L}])`, '(?:xbox\\s*360\\s+)?(?:rgh|jtag)(?:\\s*\\d(?:\\.\\d)?)?'],
  },
  {
    // A box, a stick or a console loaded with hundreds of games ("consola com 15000 jogos", "10.000 Retro-Spielen drauf", "20 000 jeux
    // préinstallés"), ROMs: pirated content.
    topic: 'pirated-media',
    qualifier: true,
    terms: [
      `(?:${manyCount})\\s*(?:\\+\\s*)?(?:\\p{L}+[\\s-]+)?${gameWord}(?![\\p{L}])`,
      `(?:${someCount})\\s*(?:\\+\\s*)?(?:\\p{L}+[\\s-]+)?${gameWord}\\s+(?:\\p{L}+\\s+){0,3}?${loadedOn}(?![\\p{L}])`,
      `(?<![\\p{L}\\p{N}-])(?<!cd\\s)roms(?![\\p{L}])`,
    ],
    // A phone's custom ROMs, a firmware's or a chip's: no games.
    requires: /(?<![\p{L}])(?:consol\p{L}*|konsol\p{L}*|box|boxes|bo[iî]tiers?|caixa|caja|stick|pen|pendrive|usb|cl[eé]|hdmi|retro\p{L}*|r[eé]tro\p{L}*|arcade|emulador\p{L}*|[eé]mulateur\p{L}*|emulator\p{L}*|emulatore|raspberry|pandora|playstation|ps[1-5]|psp|xbox|wii|switch|nintendo|sega|snes|nes|mega\s*drive|game\s*boy|gba|gbc|handheld|port[aá]til|portable|tragbar\p{L}*|sd|hdd|disco|disque|festplatte|drive|roms)(?![\p{L}])/iu,
    context: anyOf(/(?<![\p{L}])(?:lote|lot|bundle|lotto|konvolut|colec[cç][aã]o|colecci[oó]n|collection|collezione|sammlung|originais|originales|originaux|originals|original[ei]|originalspiele|em\s+caixa|en\s+caja|en\s+bo[iî]te|boxed|in\s+scatola|ovp|caixas|cajas|bo[iî]tes|cases|scatole|h[uü]llen|discos|disques|dischi|cartuchos|cartouches|cartridges|cartucce|module|libros?|livros?|livres?|books?|libri|b[uü]cher|pe[cç]as|piezas|pi[eè]ces|pieces|pezzi|teile)(?![\p{L}])/iu, /(?<![\p{L}])(?:custom\s+roms?|android|lineage\s*os|twrp|firmware|bios|e{0,2}proms?|flash\s+roms?)(?![\p{L}])/iu),
  },
  {
    // Cheats sold for online games: aimbots, wallhacks, trigger bots, HWID spoofers, mod menus, "undetected" hacks.
    topic: 'pirated-media',
    qualifier: true,
    terms: [cheatTool],
    context: aboutOrEmpty,
  },
  {
    // Films or series downloaded and sold on a stick or a disc ("pendrive com filmes descarregados", "películas descargadas", "films
    // téléchargés", "downloaded movies", "film scaricati", "heruntergeladene Filme").
    topic: 'pirated-media',
    qualifier: true,
    terms: [downloadedFilms, '(?:descarregad[oa]s|baixad[oa]s|descargad[oa]s|t[eé]l[eé]charg[eé]e?s|downloaded|scaricat[ie]|heruntergeladen\\p{L}*|gedownloadet\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:filmes|pel[ií]culas|films|movies|film|filme|s[eé]ries|series)'],
    context: /(?:legal\p{L}*|comprad[oa]s?\s+(?:em|en|no|na)|achet[eé]s?\s+sur|bought\s+on|acquistat[ie]\s+su|gekauft\s+(?:bei|auf)|itunes|google\s+play|amazon|steam|eshop|playstation\s+store|microsoft\s+store)/iu,
  },
  {
    // Farm birds and their young sold alive ("pintainhos nascidos ontem", "pollitos", "poussins", "chicks", "pulcini", "Küken"; quails,
    // laying hens, ducklings): the live-animals clauses.
    topic: 'live-animals',
    madeThing: true,
    terms: [youngOrFarmBird],
    requires: aliveSold,
    context: animalThing,
  },
  {
    // Small exotic mammals and amphibians sold alive: hedgehogs, ferrets, chinchillas, degus, sugar gliders, axolotls.
    topic: 'live-animals',
    madeThing: true,
    terms: [smallMammal],
    requires: aliveSold,
    context: animalThing,
  },
  {
    // Skins and leathers of protected animals, real tortoiseshell ("pele de foca", "piel de cocodrilo auténtica", "peau de phoque",
    // "python skin", "pelle di coccodrillo", "Zebrafell"): the protected-species clauses; printed, embossed or imitation leather is none.
    topic: 'protected-wildlife',
    qualifier: true,
    terms: [wildSkin],
    context: new RegExp(`${notRealSkin.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Amber or hazelwood teething necklaces and bracelets for a baby: the FDA's 2018 warning and the EU's national authorities'.
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [teethingNecklace],
    requires: babyWord,
    context: new RegExp(`${notOnBaby.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Blinds with a looped cord or chain and no safety device, or for a child's room (EN 13120; Decision 2011/477/EU).
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [`${blindWord}[^.!?\\n]{0,80}?${loopCord}`, `${loopCord}[^.!?\\n]{0,80}?(?<![\\p{L}])${blindWord}`],
    requires: noSafetyOrChildRoom,
    context: /(?:com|con|avec|with|mit)\s+(?:\p{L}+\s+){0,2}?(?:seguran[cç]a|seguridad|s[eé]curit[eé]|safety|sicurezza|sicherung|kindersicherung|tensor|tendeur|tensioner|tensionatore|spanner)/iu,
  },
  {
    // Drawstrings at a child's neck or hood (EN 14682): a child's size or age beside it.
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [neckDrawstring],
    requires: childSize,
    // EN 14682 refuses them up to 7 years (134 cm); an older child's age or size says the garment is not one.
    context: /(?:(?<![\p{L}\d])(?:[89]|1[0-6])\s*(?:anos|años|ans|years?|yrs?|anni|jahre?)(?![\p{L}])|(?:talla|tamanho|taille|size|taglia|gr[oö](?:ß|ss)e)\s*1[4-7][0-9]|adult\p{L}*|homem|hombre|homme|men['’]?s|uomo|herren|mulher|mujer|femme|women['’]?s|donna|damen|sem\s+cord|sin\s+cord|sans\s+cord|without\s+(?:draw)?(?:strings?|cords?)|no\s+(?:draw)?(?:strings?|cords?)|senza\s+(?:cordin|laccett)|ohne\s+(?:kordel|schn[uü]r|zugband))/iu,
  },
  {
    // Konjac jelly mini-cups (Decision 2004/374/EC: a choking hazard the EU withdrew).
    topic: 'unsafe-childrens-goods',
    qualifier: true,
    terms: [konjacCup],
    context: /(?:esponjas?|sponges?|[eé]ponges?|spugn[ae]|schw[aä]mme?|massa|noodles?|fideos?|nouilles|pasta|nudeln|arroz|rice|riz|riso|reis|p[oó]|powder|poudre|polvere|pulver)/iu,
  },
  {
    // A flight issued to the seller's name offered with the name changed ("bilhete de avião em meu nome, faço a alteração do nome", "vuelo a mi
    // nombre, cambiamos el pasajero", "vol à mon nom, je change le passager", "flight in my name, I'll change the name", "volo intestato a me",
    // "Flug auf meinen Namen, Umbuchung"): the airline's ticket is personal and non-transferable.
    topic: 'boarding-passes',
    qualifier: true,
    terms: [`${flightWord}\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,5}?${inMyName}`, `${inMyName}\\s+(?:[\\p{L}\\p{N}'’-]+\\s+){0,3}?${flightWord}(?![\\p{L}])`],
    requires: nameChange,
    context: aboutOrEmpty,
  },
  {
    // A bookmaker account rented, lent or sold ("alugo conta Betclic verificada", "presto mi cuenta de apuestas", "je loue mon compte
    // Winamax", "renting my betting account", "affitto conto scommesse", "Wettkonto zu vermieten"): gambling on another's name.
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [bettingAccount],
    requires: rentOrLend,
    context: aboutOrEmpty,
  },
  {
    // A pool or squares the seller runs, the winner taking the pot ("porra, 5 € o resultado, quem acertar leva o bote", "cases à 2 €, le gagnant
    // prend la cagnotte", "3 pounds a box, the right one takes the pot", "Tippspiel, 5 Euro pro Tipp, Gewinner bekommt den Jackpot").
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [potTaken],
    requires: stakeSold,
    context: /(?<![\p{L}])(?:jogos?\s+de\s+tabuleiro|juegos?\s+de\s+mesa|jeux?\s+de\s+soci[eé]t[eé]|board\s+games?|gioc(?:o|hi)\s+da\s+tavolo|brettspiel\p{L}*|fichas|jetons|chips|fiches|spielchips|malet[ai]n\p{L}*|mallette|valigett\p{L}*|koffer|livros?|libros?|livres?|books?|libri|b[uü]cher)(?![\p{L}])/iu,
  },
  {
    // Envelopes, boxes or bags one in so many of which holds cash ("um em cada 20 tem 50 € dentro", "en uno de cada 30 sobres hay un
    // billete", "une sur 10 contient un billet", "one in 10 has a £50 note inside", "una su 10 contiene 50 euro", "jeder 10. Umschlag enthält 50 €"): a lottery.
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [oneInN],
    requires: cashInside,
    context: aboutOrEmpty,
  },
  {
    // Betting tips sold as sure wins, fixed matches ("prognósticos garantidos", "partidos amañados", "pronostics sûrs", "fixed matches",
    // "pronostici sicuri, vincita garantita", "sichere Tipps").
    topic: 'lottery-tickets',
    qualifier: true,
    terms: [tipsSold],
    requires: bettingWord,
    context: aboutOrEmpty,
  },
  {
    // Meal and holiday vouchers sold for cash or below their value ("cartão refeição, 200€ por 160€ em dinheiro", "tickets restaurante por
    // efectivo", "titres-restaurant contre espèces", "meal vouchers for cash", "buoni pasto in contanti", "Essensgutscheine gegen Bargeld"):
    // personal to the employee and not transferable.
    topic: 'gift-cards',
    qualifier: true,
    terms: [voucherWord],
    requires: forCash,
    context: aboutOrEmpty,
  },
];
