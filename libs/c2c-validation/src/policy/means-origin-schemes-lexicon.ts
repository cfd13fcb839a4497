import { anyOf, costumeWords, toyWords, type TopicLexicon } from './item-lexicon.ts';
import { blankNotColour } from './blank-not-colour.ts';

/**
 * Four kinds of offer whose harm is said by MEANS, ORIGIN or PURPOSE rather than by the goods' name (PT, ES, FR, EN, IT, DE):
 * - the means to pass a fake off or to deceive a check: holograms, certificates and cards of authenticity, blank warranty cards, a
 *   brand's labels and tags to sew in, serial or IMEI labels printed to match, a box or a receipt that makes a copy "pass as
 *   original", receipts of any shop with the date and sum one likes, synthetic urine, a car passing its inspection without its
 *   catalyst (`counterfeits`: the counterfeit clauses, read as covering what makes a copy pass as the maker's goods — the wording of
 *   each marketplace's page on proofs and packaging sold alone is for the lead to check; `prohibited-services`; `emissions-defeat`);
 * - goods that a private seller cannot own or that came from where the seller works: pooled pallets, crates and kegs (their pools'
 *   and brewers' property), things taken from a job, a company's or the army's marks removed or still on its inventory, post not
 *   addressed to the seller, a found thing whose code the seller does not know, "no questions asked" with no proof of purchase
 *   (`stolen-goods`);
 * - schemes, chances and papers: gifting circles by their names and sums, lifetime keys of volume licences, a personal hunting or
 *   fishing licence lent in the seller's name (`financial-schemes`, `digital-accounts`, `identity-documents`);
 * - hazards and arms said indirectly: nitrous oxide chargers "for balloons", stadium smoke and flares, flash powder and Italian
 *   "bombe carta", a thing shaped like a prohibited weapon or serving as one, a blade hidden in an everyday thing (`drugs`,
 *   `explosives-fireworks`, `weapons`).
 * Innocent in the same words: a child's name labels, a tailor sewing the brand's own replacement label, a watch sold with its box and
 * card, craft holograms, an owner's pallets with an invoice, a 5-litre party keg, a lost-and-found notice, a charity raffle, a laptop
 * with its licence, a cream siphon with its chargers, a helium tank for balloons, a fog machine, bath bombs, a ring shaped like a cat,
 * a safety cutter with a concealed blade.
 */

// —— The means to pass a fake off ——

/** A proof of authenticity or of warranty: holograms, certificates and cards of authenticity, warranty cards. */
const proofOfAuthenticity = String.raw`(?:hologramas?|hologrammes?|holograms?|ologramm[ai]|hologramm(?:e|en)?|(?:certificados?|cart[oõ]es|cart[aã]o|tarjetas?|certificats?|cartes?|certificates?|cards?|certificat[oi]|schede?|tessere?)\s+(?:de\s+|d['’]\s*|of\s+|di\s+)?(?:autenticidade|autenticidad|authenticit[eé]|authenticity|autenticit[aà]|garantia|garant[ií]a|garantie|warranty|guarantee|garanzia)|authenticity\s+(?:cards?|certificates?|tags?)|warranty\s+cards?|echtheits(?:zertifikate?|karten?|siegel)|garantiekarten?|coa)`;
/** Sold apart from the goods, blank, or made to one's choice. */
const apartOrBlank = new RegExp(String.raw`(?<![\p{L}])(?:solt[oa]s|suelt[oa]s|seul(?:e|s|es)?|s[eé]par[eé]ment|loose|spare|on\s+(?:its|their)\s+own|(?:only|just)\s+the|sfus[ei]|singol[ei]|einzeln|${blankNotColour}|vierges?|blank|blanko|leer(?:e|en)?|a\s+preencher|sem\s+preencher|para\s+rellenar|sin\s+rellenar|por\s+rellenar|non\s+compilat\p{L}*|nicht\s+ausgef[uü]llt|unfilled|(?:sem|sin|sans|without|senza|ohne)\s+(?:(?:o|a|el|la|le|the|il|die|der|das)\s+)?(?:rel[oó]gio|reloj|montre|watch|orologio|uhr|mala|bolso|sac|bag|borsa|tasche)|[àa]\s+remplir|to\s+fill\s+in|fill\s+(?:it|the\s+card|them)\s+in|da\s+compilare|zum\s+ausf[uü]llen|[àa]\s+escolha|a\s+elegir|au\s+choix|of\s+your\s+choice|as\s+you\s+(?:want|like)|a\s+scelta|nach\s+wahl|para\s+acompanhar|para\s+acompa[nñ]ar|pour\s+accompagner|to\s+go\s+with|per\s+accompagnare|passa\p{L}*\s+(?:por|pour|per)\s+\p{L}*|pass\p{L}*\s+as\s+(?:an?\s+)?(?:original|genuine|real)|iguai?s\s+(?:[àa]s?|aos?)|iguales\s+a|identiques?\s+aux?|identical\s+to|identic[hi]e?\s+a|wie\s+(?:die\s+)?(?:originale?n?|echte?n?))(?![\p{L}])`, 'iu');
/** A label or a tag (to be sewn or stuck on a garment or a bag). */
const labelWord = String.raw`(?:etiquetas?|tags?|[eé]tiquettes?|labels?|etichett[ae]|cartellini|etiketten?|griffes?|patches?|emblemas?|emblemi|embl[eè]mes?|aufn[aä]her)`;
/** To sew or stick on: "para coser", "à coudre", "to sew in", "da cucire", "zum Einnähen". */
const toSewOn = String.raw`(?:para\s+(?:coser|cosher|costurar|aplicar|colar|pegar|planchar|passar\s+a\s+ferro)|[àa]\s+(?:coudre|coller|appliquer|repasser)|to\s+(?:sew|stitch|iron|stick)(?:\s+(?:in|on))?|da\s+(?:cucire|applicare|attaccare|stirare)|zum\s+(?:einn[aä]hen|aufn[aä]hen|aufkleben|aufb[uü]geln))`;
/** A maker's mark is said ("de marca", "griffe", "branded", "di marca", "Marken-"), or the official site checks it. */
const brandSaid = /(?<![\p{L}])(?:de\s+marca|da\s+marca|de\s+grife|griff[eé]e?s?|de\s+(?:la\s+)?marque|branded|designer|di\s+marca|firmat[ei]|marken\p{L}*|logo(?:tipo)?s?|official\s+site|site\s+oficial|sitio\s+oficial|site\s+officiel|sito\s+ufficiale|offizielle\s+(?:seite|website)|qr)(?![\p{L}])/iu;
/** A child's or a school's name labels, a brand's own replacement, a seller's own product's labels, crafts. */
const honestLabels = /(?<![\p{L}])(?:com\s+o\s+nome|con\s+(?:el|su)\s+nombre|avec\s+(?:le|son)\s+nom|with\s+(?:the|your|their)\s+(?:child['’]?s\s+)?names?|col\s+nome|mit\s+(?:dem\s+)?namen|personaliz\p{L}*|personnalis\p{L}*|personali[sz]ed|nominativ\p{L}*|escola|escuela|[eé]cole|school|scuola|schule|creche|guarder[ií]a|cr[eè]che|nursery|asilo|kita|de\s+repuesto\s+que\s+te\s+da\s+la\s+marca|que\s+(?:te|vos)\s+d[aá]\s+a\s+marca|fournie?s?\s+par\s+la\s+marque|supplied\s+by\s+the\s+brand|fornit[aeio]\s+dal(?:la)?\s+marca|vom\s+hersteller|scrapbook\p{L}*|artesan[ií]a|craft\p{L}*|bricolage|bastel\p{L}*|marmela\p{L}*|compotas?|confitur\p{L}*|jam|barattol\p{L}*|frascos?|potes?|bocaux|jars?|gl[aä]ser)(?![\p{L}])/iu;

/** Passes for the real thing: "passa por original", "pasa por auténtico", "passe pour vrai", "will pass as original", "passa per originale", "geht als echt durch". */
const passAsReal = String.raw`(?:passa(?:m|r[aá]|rem)?\s+por|passe(?:m)?\s+por|pasa(?:n|r[aá])?\s+por|pase(?:n)?\s+por|passe(?:nt|ra)?\s+pour|pass(?:es)?\s+(?:off\s+)?as|passa(?:no|r[aà])?\s+per|passi(?:no)?\s+per|geh(?:t|en)\s+als)\s+(?:(?:um|uma|un|una|une|an?|the|ein(?:e|en)?)\s+)?(?:verdadeir[oa]s?|originai?s?|original(?:es|e|i)?|aut[eé]ntic[oa]s?|genu[ií]n[oa]s?|genuine|real|vrai(?:e|s)?|authentiques?|echt(?:e[rsn]?)?)`;
/** What a copy is made to pass with: a box, a bag, a receipt, papers, a card, a label, a serial number. */
const meansWord = /(?<![\p{L}])(?:caixas?|cajas?|bo[iî]tes?|box(?:es)?|scatol[ae]|schachtel\p{L}*|karton\p{L}*|verpackung|embalage[mn]s?|embalajes?|emballages?|packaging|confezion[ei]|sacos?|dust\s?bags?|sacchett[oi]|pochons?|recibos?|tal[oõ]es|tal[aã]o|tickets?|facturas?|faturas?|factures?|re[cç]us?|receipts?|invoices?|scontrin[oi]|ricevut[ae]|fattur[ae]|quittung(?:en)?|kassenbons?|rechnung(?:en)?|pap[eé]is|papeles|papiers|papers|documentos?|documents?|documenti|papiere|cart[aã]o|cart[oõ]es|tarjetas?|cartes?|cards?|schede?|karten?|etiquetas?|[eé]tiquettes?|labels?|tags?|etichett[ae]|cartellini|etiketten?|hologram\p{L}*|ologramm\p{L}*|certifica\p{L}*|zertifikat\p{L}*|n[uú]meros?\s+de\s+s[eé]rie|num[eé]ros?\s+de\s+s[eé]rie|serial|numer[oi]\s+di\s+serie|seriennummer)(?![\p{L}])/iu;
/** A repair, a restoration, a replacement part, a costume or a stage prop: nothing is passed off. */
const honestLikeness = anyOf(/(?<![\p{L}])(?:restaur\p{L}*|repar\p{L}*|consert\p{L}*|recambios?|replacement|remplacement|ricambi[oi]?|ersatzteil\p{L}*|teatro|th[eé][aâ]tre|theat(?:re|er)|cinema|film|props?|adere[cç]os?|attrezzo\s+di\s+scena|requisit\p{L}*)(?![\p{L}])/iu, costumeWords);

/** Receipts or invoices of any shop: "talões de qualquer loja", "ticket de la tienda que quieras", "factures de n'importe quel magasin", "receipts from any shop". */
const anyShopReceipt = String.raw`(?:recibos?|tal[oõ]es|tal[aã]o|faturas?|facturas?|tickets?(?:\s+de\s+(?:compra|caja|caisse))?|factures?|re[cç]us|receipts?|invoices?|scontrin[oi]|ricevut[ae]|fattur[ae]|quittung(?:en)?|kassenbons?|kassenzettel|rechnung(?:en)?)\s+(?:(?:de|da|do|del|of|from|di|von|d['’])\s*)?(?:(?:qualquer|cualquier|n['’]\s*importe\s+quel(?:le)?|any|qualsiasi|qualunque|jede[mnrs]?|beliebige[mnrs]?|la|el|the)\s+)?(?:lojas?|tiendas?|comercios?|magasins?|enseignes?|shops?|stores?|negozi?o?|gesch[aä]ft(?:e|s)?|laden)`;
/** Dated and summed as the buyer likes: "com a data e o valor que quiseres", "pones tú día e importe", "date et montant au choix". */
const datedAsYouLike = /(?<![\p{L}])(?:quiser(?:es)?|quieras|quiera|pones\s+t[uú]|voulez|veux|(?:you|u)\s+(?:want|like|choose)|vuoi|volete|willst|wollen|[àa]\s+escolha|a\s+elegir|au\s+choix|of\s+your\s+choice|a\s+scelta|nach\s+wahl|personaliz\p{L}*|personnalis\p{L}*|personali[sz]ed|custom\p{L}*)(?![\p{L}])/iu;

/** Synthetic urine, the kit to beat a drug screen. */
const syntheticUrine = String.raw`(?:urina\s+sint[eé]tica|orina\s+sint[eé]tica|urine\s+synth[eé]tique|synthetic\s+(?:urine|pee)|fake\s+(?:urine|pee)|urina\s+sintetica|kunst[\s-]?urin|synthetischer?\s+urin|(?:kit|set)\s+(?:de\s+|d['’]\s*)?(?:urina|orina|urine)\s+(?:sint[eé]tica|synth[eé]tique))`;
/** A laboratory's or a trainer's use: calibrating instruments, teaching a dog or testing a cleaner. */
const urineForLabs = /(?<![\p{L}])(?:calibra\p{L}*|kalibrier\p{L}*|laborat[oó]ri\p{L}*|labor|lab|dogs?|c[aã]es|perros|chiens|cani|hunde|welpen|pupp(?:y|ies)|cachorros|chiots|limpeza|limpieza|nettoyage|cleaning|pulizia|reinigung)(?![\p{L}])/iu;

/** A car's inspection: "inspeção", "ITV", "contrôle technique", "CT", "MOT", "revisione", "TÜV", "HU". */
const carInspection = String.raw`(?:(?:a\s+|la\s+|le\s+|the\s+|il\s+|la\s+|den\s+|die\s+)?(?:inspe[cç][aã]o|itv|contr[oô]le\s+technique|ct|mot|revisione|t[uü]v|hu|hauptuntersuchung|abgasuntersuchung|au|emissions?\s+tests?))`;
/** What an exhaust's cleaning is made of: the catalyst, the particle filter, the EGR, AdBlue. */
const emissionPart = String.raw`(?:(?:o\s+|el\s+|le\s+|the\s+|il\s+|den\s+|die\s+)?(?:catalisador|catalizador|catalyseur|catalytic\s+converter|cat|catalizzatore|kat|katalysator|fap|dpf|filtro\s+de\s+part[ií]culas|filtre\s+[àa]\s+particules|particulate\s+filter|filtro\s+antiparticolato|partikelfilter|egr|adblue|sonda\s+lambda|lambda))`;
const passesInspectionWithout = String.raw`(?:passa(?:m)?|pasa(?:n)?|passe(?:nt)?|pass(?:es)?|passa(?:no)?|supera|besteht|bestehen|kommt\s+durch(?:\s+den)?)\s+${carInspection}\s+(?:\p{L}+\s+){0,2}?(?:sem|sin|sans|without|senza|ohne)\s+${emissionPart}(?![\p{L}])`;

/** Serial or IMEI labels printed to match: "etiquetas IMEI", "etiquetas con el IMEI a elegir", "IMEI labels", "Seriennummer-Aufkleber". */
const serialLabel = String.raw`(?:(?:etiquetas?|autocolantes?|pegatinas?|[eé]tiquettes?|autocollants?|stickers?|labels?|etichett[ae]|adesivi|aufkleber|etiketten?)\s+(?:(?:de|do|da|con|com|avec|with|for|di|mit|del)\s+)?(?:(?:n[uú]mero|num[eé]ro|numero)\s+(?:de\s+|di\s+)?s[eé]rie|imei|serial(?:\s+numbers?)?|seriennummer)|imei\s+(?:labels?|stickers?|etiquetas?|pegatinas?|[eé]tiquettes?|etichette|aufkleber)|seriennummer[\s-]?aufkleber|serial[\s-]?(?:number\s+)?(?:labels?|stickers?|tags?))`;
/** Made to match any device: "para qualquer telemóvel", "a juego con cualquier", "to match any phone", "as you want them". "Any" or "custom" alone
 * is a print shop's labels of any size or custom print, and a choice of size or colour is theirs too: the device or the number must be named. */
const deviceOrNumber = String.raw`(?:phones?|telem[oó]ve(?:l|is)|tel[eé]fonos?|t[eé]l[eé]phones?|telefon[oi]?|m[oó]vil(?:es)?|celulares?|cellulari?|handys?|smartphones?|iphones?|ipads?|devices?|dispositiv\p{L}*|appareils?|aparelhos?|ger[aä]te?s?|models?|modelos?|mod[eè]les?|modell[oi]?|marcas?|brands?|marques?|marken?|laptops?|port[aá]til(?:es)?|ordinateurs?|computers?|tablets?|tablettes?|consol\p{L}*|imei|serial(?:\s+numbers?)?|n[uú]meros?|num[eé]ros?|numer[oi]|seriennummer\p{L}*)`;
const toMatchAny = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:qualquer|cualquier|n['’]\s*importe\s+quel(?:le)?|any|qualsiasi|qualunque|jede[mnrs]?|beliebig\p{L}*)\s+(?:\p{L}+\s+)?${deviceOrNumber}|to\s+match|a\s+juego|(?<!(?:tamanhos?|tama[nñ]os?|tailles?|sizes?|formatos?|formats?|misur[ae]|dimension\p{L}*|gr[oö](?:ß|ss)en?|cor(?:es)?|colou?rs?|colores|couleurs?|colori?|farben?|quantidade|cantidad|quantit[eéày]|mengen?)\s+)(?:[àa]\s+escolha|a\s+elegir|au\s+choix|as\s+you\s+(?:want|like)|of\s+your\s+choice|a\s+scelta|nach\s+wahl))(?![\p{L}])`,
  'iu',
);

/** A serial or an IMEI said to check out on the maker's site or checker: "el serial da bien en la página oficial", "serial checks out on the official site". */
const serialChecksOut = String.raw`(?:n[uú]meros?\s+de\s+s[eé]rie|num[eé]ros?\s+de\s+s[eé]rie|numer[oi]\s+di\s+serie|serial(?:\s+numbers?)?|imei|seriennummer)\s+(?:[\p{L}\p{N}'’]+\s+){0,4}?(?:d[aá]\s+bien|d[aá]\s+bem|v[aá]lid[oa]|valide|valid|checks?\s+out|passes|passa|passe|pasa|funciona|fonctionne|works|funziona|funktioniert|verific\p{L}*|v[eé]rifi\p{L}*|reconhecid[oa]|reconocid[oa]|reconnu|recogni[sz]ed|riconosciut[oa]|erkannt|g[uü]ltig)\s+(?:[\p{L}\p{N}'’]+\s+){0,4}?(?:web|site|sitio|p[aá]gina|website|sito|seite|app|checker|verificador|v[eé]rificateur|apple|samsung|dyson|sony)`;
/** Said to be a copy: a clone, a replica, grade A, one to one, not the original. */
const copySaid = /(?<![\p{L}])(?:clon(?:e|es)?|cl[oô]nes?|r[eé]plicas?|r[eé]pliques?|replicas?|copias?|c[oó]pias?|copies?|copy|kopie\p{L}*|nachbau\p{L}*|imita[cç]\p{L}*|imitaci[oó]n\p{L}*|imitation|grade\s+a|aaa|1\s?:\s?1|fake|falso|falsa|faux|fausse|(?:n[aã]o\s+[eé]|no\s+es|pas|not|non\s+[eè]|nicht)\s+(?:(?:o|el|l['’]|the|l['’]|das)\s*)?(?:original|originale))(?![\p{L}])/iu;
/** The maker's own container copied: "frasco idêntico", "frasco idéntico", "flacon identique", "identical bottle", "flacone identico", "identischer Flakon". */
const identicalContainer = String.raw`(?:frascos?|flacons?|bottles?|flacon[ei]|flakons?|caixas?|cajas?|bo[iî]tes?|box(?:es)?|scatol[ae]|packaging|embalage[mn]s?|embalajes?|emballages?|confezion[ei]|verpackung(?:en)?)\s+(?:\p{L}+\s+)?(?:id[eê]ntic[oa]s?|id[eé]ntic[oa]s?|identiques?|identical|identic[oa]|identisch\p{L}*|igua(?:l|is|les)\s+(?:ao|[àa]|al|a\s+la)\s+(?:original|de\s+(?:loja|tienda)))|(?:identical|identische[nrm]?|identico|idêntico|idéntico)\s+(?:frascos?|flacons?|bottles?|flacone|flakons?|boxes|packaging|verpackung)`;

/** A diploma or a degree certificate "from any" school, or said to look genuine: "diplomas de qualquer universidade", "títulos de cualquier universidad", "diplômes de n'importe quelle école", "diplomas from any university you like", "lauree di qualsiasi università", "Zeugnisse jeder Hochschule". */
const diplomaWord = String.raw`(?:diplomas?|dipl[oô]mes?|t[ií]tulos?\s+(?:universit[aá]rios?|de\s+(?:grado|licenciatura|m[aá]ster))|certificados?\s+de\s+(?:curso|habilita[cç][oõ]es|estudos|estudios|grado)|degree\s+certificates?|degrees?|diplomi|laurea|lauree|attestati|zeugnisse?|abschlusszeugnisse?|hochschulzeugnisse?|urkunden?)`;
const fromAnySchool = String.raw`(?:(?:de|da|do|from|d['’]|di|von|aus)\s+)?(?:qualquer|cualquier|n['’]\s*importe\s+quel(?:le)?|any|qualsiasi|jede[mnrs]?|beliebige[mnrs]?)\s+(?:\p{L}+\s+)?(?:universidade|faculdade|escola|universidad|facultad|escuela|universit[eé]|[eé]cole|fac|uni(?:versity)?|college|school|universit[aà]|scuola|hochschule|schule)`;
const looksGenuine = /(?<![\p{L}])(?:parece[mn]?\s+(?:verdadeir|aut[eé]ntic|real|original)\p{L}*|semble(?:nt)?\s+(?:vrai|authentique|original)\p{L}*|looks?\s+(?:\d+\s?%\s+)?(?:genuine|real|authentic|original|legit)|sembra(?:no)?\s+(?:ver[oaie]|autentic|original)\p{L}*|sieht\s+(?:\p{L}+\s+)?echt\s+aus|with\s+(?:the\s+)?holograms?|com\s+(?:o\s+)?holograma|con\s+(?:el\s+)?holograma|avec\s+(?:l['’]\s*)?hologramme|con\s+(?:l['’]\s*)?ologramma|mit\s+hologramm|replacement|substitui[cç][aã]o|segunda\s+via|duplicado|duplicata|duplicate|duplicato|zweitschrift|any\s+name|qualquer\s+nome|cualquier\s+nombre|n['’]\s*importe\s+quel\s+nom|qualsiasi\s+nome|beliebige[nm]?\s+namen)(?![\p{L}])/iu;

/** Nominative tickets resold with the name changed: "bilhete em nome próprio, troco o titular", "entradas nominativas, cambio el nombre", "billets nominatifs, je les revends", "named tickets, I change the name". */
const namedTickets = String.raw`(?:(?:konzert|festival|fu[sß]ball|stadion|theater|eintritts)(?:karten|tickets?)|bilhetes?|ingressos?|entradas?|places?|billets?|tickets?|biglietti|biglietto|ingressi|ingresso|karten|eintrittskarten|tickets?)\s+(?:\p{L}+\s+)?(?:nominativ[oa]s?|nominais|nominal(?:es)?|nominatif|nominatives?|nominativ[ie]|personali[sz]ed|named|personnalis[eé]e?s|personalizad[oa]s|personalizzat[ie]|personalisiert(?:e|en)?|a\s+nome|au\s+nom)`;
const resoldRenamed = /(?<![\p{L}])(?:revend\p{L}*|revendo|resell\p{L}*|re-?sell\p{L}*|rivend\p{L}*|weiterverkau\p{L}*|(?:change|changer|changerai|mudo|mudar|cambio|cambiar|cambiare|cambio|[aä]ndere|[aä]ndern)\s+(?:o|el|le|the|il|den)?\s*(?:nome|nombre|nom|name|namen|titular)|name\s+change|cambio\s+(?:de\s+)?nom\p{L}*|mudan[cç]a\s+de\s+nome|changement\s+de\s+nom|namens?[aä]nderung|umschreib\p{L}*)(?![\p{L}])/iu;
/** The organiser's own resale, at the price paid. */
const officialResale = /(?<![\p{L}])(?:oficia(?:l|is|les)|officiel(?:le)?s?|official|ufficial[ei]|offiziell\p{L}*|fan[\s-]to[\s-]fan|pre[cç]o\s+(?:de\s+)?(?:custo|compra)|precio\s+(?:de\s+)?(?:coste|compra)|prix\s+(?:co[uû]tant|d['’]\s*achat)|face\s+value|cost\s+price|prezzo\s+(?:di\s+)?(?:acquisto|costo)|(?:zum\s+)?(?:original|einkaufs)preis)(?![\p{L}])/iu;

// —— Not the seller's to sell ——

/** Pallets, crates and kegs of the pools that rent them (their property, marked as such), by the pools' names. */
const pooledCarrier = String.raw`(?:paletes?|pal[eé]s|palets?|paletas?|palettes?|pallets?|bancali|paletten?|caixas?|cajas?|caisses?|crates?|casse|cassette|kisten?|klappkisten?|contentores?|contenedores?|conteneurs?|containers?|contenitori|beh[aä]lter)\s+(?:(?:de|da|do|del|of|di|von|der|d['’])\s*)?(?:(?:pl[aá]stico|plastique|plastic|plastica|kunststoff|madeira|madera|bois|wood(?:en)?|legno|holz|azu(?:is|les)|bleues?|blue|blu|blaue|vermelhas|rojas|rouges|red|rosse|rote|verdes|vertes|green|verdi|gr[uü]ne)\s+)?(?:(?:de|da|do|del|of|di|von|der|d['’])\s*)?(?:chep|lpr|ipp|ifco|logifruit|euro\s?pool|contraload|tosca)|(?:chep|lpr|ipp|ifco|logifruit|euro\s?pool|contraload|tosca)\s+(?:paletes?|pal[eé]s|palets?|palettes?|pallets?|bancali|paletten?|caixas?|cajas?|caisses?|crates?|casse|kisten?|boxes)`;
/** Beer kegs, the brewers' property lent to the bar that serves them. */
const beerKeg = String.raw`(?:barris?|barril(?:es)?|f[uû]ts?|kegs?|fust[oi]|bierf[aä]ss(?:er)?|bierfass|f[aä]sser|fass)\s+(?:(?:de|da|do|of|di|d['’]|à|a)\s*)?(?:(?:cerveja|chope|chopp|cerveza|bi[eè]re|beer|birra|bier)(?![\p{L}]))|(?:beer|bier)\s+kegs?|kegs?`;
/** Where a brewer's keg is: a pub, a bar, a brewery; or sold as scrap, empty and large. */
const kegNotOwned = /(?<![\p{L}])(?:pub|(?<![\d.,]\s?)(?<!(?:home|mini|private)\s)bar|tasca|taberna|cervejaria|cervecer[ií]a|brasserie|brewery|birrificio|birreria|brauerei|kneipe|gastst[aä]tte|restaurante?|ristorante|sucata|chatarra|ferraille|scrap|rottam\p{L}*|schrott|trabajaba|trabalhava|travaillais|worked|lavoravo|gearbeitet|(?:20|30|50)\s?(?:l|litros?|litres?|liters?|litri|liter)|vaz(?:io|ios)|vac[ií](?:o|os)|vides?|empty|vuot[oi]|leer(?:e|en)?)(?![\p{L}])/iu;
/** A home brewer's keg, a party keg, one bought: the buyer's own. */
const ownKeg = /(?<![\p{L}])(?:kegerator\p{L}*|home\s+bar|couplers?|zapfanlage\p{L}*|tireuse\p{L}*|(?:2|5|6)\s?(?:l|litros?|litres?|liters?|litri|liter)|mini|party|festa|fiesta|f[eê]te|homebrew\p{L}*|home\s+brew\p{L}*|caseir[oa]|casera|artesanal|amateur|artigianale|heimbrau\p{L}*|corny|cornelius|comprad[oa]s?|achet[eé]e?s?|bought|purchased|acquistat[oi]|comprat[oi]|gekauft|decora[cç][aã]o\s+de|mesa|table|tavolo|tisch|pouf|stool|banco|tabouret|sgabello|hocker|lamp\p{L}*|lumin\p{L}*)(?![\p{L}])/iu;

/** Taking away: "trouxe", "me llevé", "saqué", "ramené", "took home", "portati a casa", "mitgenommen". */
const tookAway = String.raw`(?:(?:trouxe|trouxemos|levei|tirei)(?:-(?:o|a|os|as))?|trazid[oa]s|levad[oa]s|tra[ií]d[oa]s|pres[oiae]|portat[oiae]|mitgenommen|saqu[eé]|me\s+(?:lo|la|los|las)\s+(?:llev[eé]|traje)|me\s+llev[eé]|traje|ramen[eé]e?s?|(?:j['’]\s*ai|on\s+a)\s+(?:pris|ramen[eé]|r[eé]cup[eé]r[eé]|emport[eé])|took|brought\s+(?:them\s+|it\s+)?home|taken\s+home|(?:ho|abbiamo)\s+(?:pres[oi]|portat[oi])|portat[oie]\s+(?:a\s+)?casa|(?:hab(?:e)?|haben)\s+(?:\p{L}+\s+){0,3}?mitgenommen)`;
/** Where the seller works or worked: "onde trabalhava", "donde trabajaba", "où je travaillais", "when I worked there", "dal cantiere", "von der Arbeit". */
const whereIWorked = String.raw`(?:(?:onde|quando)\s+trabalh(?:o|ava|ei)|(?:donde|cuando)\s+trabaj(?:o|aba|[eé])|(?:o[uù]|quand)\s+je\s+(?:travaill(?:e|ais)|bossais|bosse)|(?:when|where)\s+i\s+(?:used\s+to\s+)?work(?:ed)?(?:\s+there)?|(?:dove|quando)\s+lavor(?:o|avo)|(?:wo|als)\s+ich\s+(?:dort\s+)?(?:gearbeitet|arbeite)|(?:do|da|del|de\s+la|du|de\s+l['’]|from\s+(?:the|my)|dal(?:la)?|vom|von\s+der|aus\s+dem)\s*(?:(?:meu|minha|mi|mon|ma|my|mio|mia|meinem|meiner)\s+)?(?:(?:antig[oa]|velho|viej[oa]|ancien(?:ne)?|old|vecchi[oa]|alten?)\s+)?(?:trabalho|emprego|trabajo|curro|travail|boulot|job|work|lavoro|arbeit|cantiere|obra|estaleiro|chantier|firma|ditta|empresa|entreprise|company))`;
/** Given by the employer, bought at a discount, auctioned or sold off by it: the seller's own. */
const givenByEmployer = /(?<![\p{L}])(?:deram|deu|ofereceu|ofereceram|dieron|regal\p{L}*|offert\p{L}*|donn[eé]\p{L}*|gave|given|gift(?:ed)?|geschenkt|bekommen|desconto|descuento|remise|discount|sconto|rabatt|leil[aã]o|subasta|ench[eè]res|auction|asta|versteigerung|liquida\p{L}*|clearance|autoriza\p{L}*|autoris\p{L}*|permission|permesso|erlaubnis|fechou|cerr[oó]|ferm[eé]|closed|chiuso|geschlossen)(?![\p{L}])/iu;

/** A company's, an authority's or the army's mark: an engraving, a logo, a name, an inventory number. */
const ownerMark = String.raw`(?:(?:the\s+)?(?:company|firm|council|army|employer|hospital|state|hire\s+firm)['’]s\s+(?:stickers?|decals?|logos?|marks?|markings?|engravings?|names?|labels?|tags?)|(?:grava[cç][aã]o|autocolantes?|pegatinas?|autocollants?|stickers?|decals?|adesivi|aufkleber|gravura|grabados?|gravures?|engravings?|incision[ei]|gravur(?:en)?|marca(?:s|[cç][aã]o)?|marcaje|marquages?|markings?|logos?|logotipos?|nomes?|nombres?|noms?|names?|sigla|schriftz[uü]ge?|firmenname|kennzeichnung(?:en)?|n[uú]meros?\s+de\s+invent[aá]rio|num[eé]ros?\s+d['’]\s*inventaire|inventory\s+numbers?|asset\s+tags?|numer[oi]\s+di\s+inventario|inventarnummer(?:n)?)\s+(?:(?:da|de\s+la|del|de|de\s+l['’]|du|of\s+the|of|della|dell['’]|der|des)\s*)?(?:(?:a|la|le|the|l['’])\s*)?(?:empresa|firma|entreprise|soci[eé]t[eé]|company|firm|employer|ditta|azienda|c[aâ]mara|ayuntamiento|mairie|council|comune|stadt|gemeinde|ex[eé]rcito|ej[eé]rcito|arm[eé]e|army|esercito|bundeswehr|hospital|h[oô]pital|ospedale|krankenhaus|estado|[eé]tat|state|stato|staat))`;
const markRemoved = String.raw`(?:(?:est[aá]|foi|fue|ha\s+sido|a\s+[eé]t[eé]|est|is|was|has\s+been|[eè]\s+stat[oa]|[eè]|wurde|ist)\s+)?(?:bem\s+|bien\s+|completely\s+|totalmente\s+|komplett\s+)?(?:limad[oa]s?|raspad[oa]s?|apagad[oa]s?|removid[oa]s?|retirad[oa]s?|borrad[oa]s?|eliminad[oa]s?|quitad[oa]s?|lim[eé]e?s?|gratt[eé]e?s?|effac[eé]e?s?|retir[eé]e?s?|enlev[eé]e?s?|meul[eé]e?s?|removed|filed(?:\s+off)?|scratched\s+off|ground\s+(?:off|down)|rubbed\s+off|sanded\s+off|peeled(?:\s+off)?|stripped(?:\s+off)?|erased|taken\s+off|limat[oa]|abras[oa]|cancellat[oa]|rimoss[oa]|tolt[oa]|entfernt|weggeschliffen|abgeschliffen|abgefeilt|unkenntlich|abgekratzt)`;
/** Still on an owner's inventory: "ainda inventariado", "aún inventariado", "encore inventorié", "still on the asset register", "noch inventarisiert". */
const stillInventoried = String.raw`(?:ainda|a[uú]n|todav[ií]a|encore|still|ancora|noch)\s+(?:(?:est[aá]|est|is|[eè]|ist)\s+)?(?:inventariad[oa]s?|inventori[eé]e?s?|inventoried|on\s+(?:the|their)\s+(?:inventory|asset\s+register)|inventariat[oi]|inventarisiert|im\s+inventar)`;

/** Post not addressed to the seller, or left undelivered: "não vem em meu nome", "no va a mi nombre", "pas à mon nom", "not addressed to me", "nicht an mich adressiert". */
const notAddressedToMe = String.raw`(?:n[aã]o\s+(?:(?:[eé]|vem|vinha|est[aá])\s+)?(?:dirigid[oa]|endere[cç]ad[oa]|em\s+meu\s+nome|no\s+meu\s+nome|para\s+mim)|no\s+(?:(?:va|ven[ií]a|est[aá]|es)\s+)?(?:dirigid[oa]\s+a\s+m[ií]|a\s+mi\s+nombre|para\s+m[ií])|(?:pas|non)\s+(?:adress[eé]e?s?\s+)?[àa]\s+mon\s+nom|pas\s+(?:pour\s+moi|adress[eé]e?s?\s+[àa]\s+moi)|not\s+(?:addressed\s+to\s+me|in\s+my\s+name|my\s+(?:parcel|post|mail))|addressed\s+to\s+(?:someone|somebody)\s+else|non\s+(?:(?:[eè]|era)\s+)?(?:indirizzat[oa]|intestat[oa])\s+a\s+me|nicht\s+(?:an\s+mich\s+adressiert|f[uü]r\s+mich|auf\s+meinen\s+namen)|(?:undelivered|unclaimed|misdelivered)\s+(?:mail|post|parcels?|packages?|letters?)|correio\s+n[aã]o\s+entregue|cartas\s+sin\s+entregar|courrier\s+non\s+distribu[eé]|posta\s+non\s+consegnata|unzustellbare?\s+(?:post|pakete|briefe|sendungen))`;
const mailWord = /(?<![\p{L}])(?:encomendas?|pacotes?|embalagens?|cartas|correio|correspond[eê]ncia|paquetes?|cartas|correo|colis|lettres?|courrier|parcels?|packages?|mail|post|letters?|pacc(?:o|hi)|lettere|posta|pakete?|p[aä]ckchen|briefe?|sendungen?|amazon|ctt|correos|la\s+poste|royal\s+mail|poste\s+italiane|dhl|ups|gls|seur|hermes|dpd|evri)(?![\p{L}])/iu;

/** Found, and the seller does not know its code or its owner: "não sei o código", "no sé el código", "ne sais pas le code", "don't know the code", "non so il codice", "kenne den Code nicht". */
const foundWord = String.raw`(?:encontrad[oa]s?|achad[oa]s?|hallad[oa]s?|trouv[eé]e?s?|found|trovat[oaie]|gefunden|encontrei(?:-(?:o|a|os|as))?|achei-(?:o|a|os|as)|encontré|hallé)`;
/** Locked to an account that is not the seller's: "bloqueado na conta Google", "bloqueado en iCloud", "verrouillé sur un compte Google", "locked to someone's account", "bloccato su iCloud", "mit fremdem Google-Konto gesperrt". */
const lockedToAccount = /(?<![\p{L}])(?:(?:bloquead[oa]|bloqu[eé]e?|verrouill[eé]e?|locked|bloccat[oa]|gesperrt)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:icloud|google|conta|cuenta|compte|account|konto|apple\s?id|frp)|(?:icloud|google|konto|account)[\s-]*(?:konto\s+)?gesperrt)(?![\p{L}])/iu;
const codeUnknown = /(?<![\p{L}])(?:n[aã]o\s+sei\s+(?:o|a)\s+(?:c[oó]digo|senha|pin|combina[cç][aã]o|dono|conta)|no\s+s[eé]\s+(?:el|la)\s+(?:c[oó]digo|contrase[nñ]a|pin|combinaci[oó]n|due[nñ]o|cuenta)|(?:ne\s+)?(?:sais|connais)\s+pas\s+(?:le|la)\s+(?:code|mot\s+de\s+passe|pin|combinaison|propri[eé]taire)|(?:don['’]?t|do\s+not)\s+know\s+(?:the|its)\s+(?:code|password|pin|combination|owner)|non\s+(?:so|conosco)\s+(?:il|la)\s+(?:codice|password|pin|combinazione|proprietario)|(?:kenne|wei[sß])\s+(?:den|das|die)\s+(?:code|pin|passwort|kombination|besitzer)\s+nicht|(?:n[aã]o\s+tenho|no\s+tengo|n['’]?\s*ai\s+pas|(?:don['’]?t|do\s+not)\s+have|non\s+ho|habe)\s+(?:(?:o|a|el|la|le|the|its|den|das|kein(?:en)?)\s+|l['’]\s*)?(?:conta|cuenta|compte|account|login|c[oó]digo|code|codice|pin|senha|contrase[nñ]a|mot\s+de\s+passe|password|konto|passwort)(?![\p{L}]))(?![\p{L}])/iu;

/** "No questions asked": "sem perguntas", "sin preguntas", "sans questions", "no questions", "senza domande", "ohne Fragen". */
// Also joined to a "no" before it by "nor" ("sem fatura nem perguntas", "sin factura ni preguntas", "sans facture ni questions", "senza fattura né domande");
// not German "noch Fragen", which asks whether there are any more ("bei noch Fragen gerne melden").
const noQuestions = String.raw`(?:(?:sem|nem)\s+(?:fazer\s+)?perguntas|(?:sin|ni)\s+(?:hacer\s+)?preguntas|(?:sans|ni)\s+(?:poser\s+de\s+)?questions?|(?:no|nor)\s+questions(?:\s+asked)?|(?:senza|n[eé])\s+(?:fare\s+)?domande|ohne\s+(?:(?:viele|gro[sß]e)\s+)?(?:fragen|nachfragen))`;
/** A lock cut or broken open: "cadeado cortado", "el candado venía cortado", "antivol coupé", "lock was cut", "lucchetto tagliato", "Schloss aufgebrochen". */
const lockCut = /(?<![\p{L}])(?:cadeados?|candados?|cadenas|antivols?|locks?|lucchett[oi]|schloss|schl[oö]sser|fahrradschloss)\s+(?:[\p{L}'’]+\s+){0,2}?(?:cortad[oa]s?|partid[oa]s?|rebentad[oa]s?|forçad[oa]s?|forzad[oa]s?|rot[oa]s?|coup[eé]s?|cass[eé]s?|forc[eé]s?|cut|broken|forced|tagliat[oi]|rott[oi]|forzat[oi]|aufgebrochen|geknackt|durchtrennt|abgeschnitten)(?![\p{L}])/iu;
/** Taken from somebody's building site, not the seller's own: "de uma obra", "d'un chantier", "from a site", "da un cantiere", "von einer Baustelle". */
const siteNoun = String.raw`(?:obras?|estaleiro|cantiere|chantiers?|(?:building|construction|job)\s+sites?|baustellen?)`;
const fromASite = String.raw`(?:de|desde|d['’]|sur|from|off|da|di|von|aus|em|en|in)\s*(?:uma|um|una|uno|un|une|a|an|einer|einem)\s+${siteNoun}`;
/** The site, said with the definite article ("da obra", "de la obra", "off the job site", "von der Baustelle"): a tradesman's own job as often as another's. */
const fromTheSite = String.raw`(?:d[ao]|de\s+la|del|du|from\s+the|off\s+the|dal|von\s+der|aus\s+der)\s+${siteNoun}`;
/** Taken: "tirei", "trouxe", "sacadas", "me los llevé", "pris", "took", "nicked", "presi", "mitgenommen" — what makes "da obra" another's goods. */
const takenFrom = String.raw`(?:tire[ij]|tirad[oa]s?|trouxe|trazid[oa]s?|sacad[oa]s?|saqu[eé]|(?:me\s+)?(?:lo|la|los|las)\s+llev[eé]|llevad[oa]s?|pris(?:es)?|piqu[eé]e?s?|r[eé]cup[eé]r[eé]e?s?|took|taken|nicked|pinched|lifted|pres[oaie]|portat[oaie]\s+via|mitgenommen|geholt)`;
/** The job is done: "já terminei (a obra)", "ya acabada", "ya terminamos", "chantier fini", "when we finished", "lavoro finito", "fertig". */
const jobFinished = /(?<![\p{L}])(?:j[aá]\s+(?:terminei|termin[aá]mos|acabei|acab[aá]mos|conclu[ií]|conclu[ií]mos)|(?:obra|trabalho)\s+(?:terminad[oa]|acabad[oa]|conclu[ií]d[oa])|ya\s+(?:acabad[oa]|terminad[oa]|termin[eé]|terminamos|acab[eé]|acabamos)|(?:obra|reforma)\s+(?:acabada|terminada)|(?:chantier|travaux)\s+(?:fini|termin[eé])s?|(?:j['’]ai|on\s+a|nous\s+avons)\s+(?:fini|termin[eé])|(?:when|after|since)\s+(?:we|i)\s+finished|(?:job|work|build|project)\s+(?:is\s+|was\s+)?(?:finished|done|complete[d]?)|finished\s+(?:the|my|our)\s+(?:job|work|build|project)|(?:lavor[oi]|cantiere)\s+(?:finit[oi]|terminat[oi]|concluso)|(?:ho|abbiamo)\s+(?:finito|terminato)|(?:baustelle|arbeiten?|projekt)\s+(?:ist\s+|sind\s+)?(?:fertig|abgeschlossen|beendet))(?![\p{L}])/iu;
/** The seller shows the purchase: "com fatura", "con factura", "avec facture", "with the receipt", "con scontrino", "mit Rechnung", "tenho a fatura". */
const withProof = /(?<![\p{L}])(?<!(?:n[aã]o|no|pas|not|non|nicht)\s{1,3})(?:com|con|avec|with|mit|tenho|tengo|j['’]ai|i\s+have|ho|habe)\s+(?:(?:a|o|el|la|le|the|il|lo|die|der|den|my|a\s+minha|mi)\s+|l['’]\s*)?(?:faturas?|facturas?|factures?|fattur[ae]|tickets?|receipts?|invoices?|proof\s+of\s+purchase|comprovativos?|justificatifs?|ricevut[ae]|scontrin[oi]|rechnung(?:en)?|kaufbeleg\p{L}*|belege?|quittung(?:en)?)(?![\p{L}])/iu;
/** Leftovers of a works, or the seller's own works ("sobras da obra", "restes du chantier", "my own extension build"): the seller's own materials. */
const ownWorks = /(?<![\p{L}])(?:sobras|restos|sobrantes|restes|leftovers?|avanzi|rimanenze|restposten|(?:minha|mi|mon|ma|my|own|mio|mia|meiner|meinem|eigenen?)\s+(?:\p{L}+\s+)?(?:casa|obra|reforma|chantier|r[eé]novation|build|extension|house|renovation|cantiere|baustelle|haus))(?![\p{L}])/iu;
/** Nothing that shows whose it was: no receipt, no invoice (Italian "fattura", Spanish "ticket" too), no box, no charger, no papers. */
const noProof = /(?<![\p{L}])(?:sem|sin|sans|no|without|senza|ohne|kein(?:e|en)?|pas\s+de|n[aã]o\s+tenho|no\s+tengo|n['’]?\s*ai\s+pas(?:\s+de)?|(?:don['’]?t|do\s+not)\s+have|non\s+ho)\s+(?:(?:a|o|os|as|el|la|los|las|le|les|the|any|il|i|gli|lo|den|die|das)\s+|l['’]\s*)?(?:faturas?|facturas?|factures?|fattur[ae]|tickets?|receipts?|invoices?|proof(?:\s+of\s+purchase)?|comprovativos?|justificatifs?|ricevut[ae]|scontrin[oi]|rechnung(?:en)?|belege?|quittung(?:en)?|pap[eé]is|papeles|papiers|papers|paperwork|documentos|documents|documenti|papiere|caixas?|cajas?|bo[iî]tes?|box(?:es)?|scatol[ae]|karton|carregador(?:es)?|cargador(?:es)?|chargeurs?|chargers?|caricabatteri\p{L}*|ladeger[aä]te?|ladekabel)(?![\p{L}])/iu;

/** A public place: a street, a station, a park, a stop, a beach, a bus or a train ("na rua", "en la calle", "à la gare", "by the station", "al parco", "am Bahnhof"). */
const publicPlace = String.raw`(?:rua|calle|rue|street|road|strada|stra(?:ß|ss)e|esta[cç][aã]o|estaci[oó]n|gare|station|stazione|(?:haupt|bus)?bahnhof|parque|parc|park|parco|paragem|parada|arr[eê]t|bus\s+stop|fermata|(?:bus|stra(?:ß|ss)enbahn|tram)?haltestelle|parkplatz|spielplatz|parking|parque\s+de\s+estacionamento|aparcamiento|parcheggio|car\s+park|praia|playa|plage|beach|spiaggia|strand|metro|m[eé]tro|u-bahn|autocarro|autob[uú]s|bus|comboio|tren|train|treno|zug)(?![\p{L}])`;
/** Found, as a past participle or a first person (not the Portuguese noun "achado", a bargain): "encontrada", "la encontré", "trouvé", "found", "trovata", "gefunden". */
const foundInPlace = String.raw`(?:encontrad[oa]s?|hallad[oa]s?|trouv[eé]e?s?|found|trovat[oaie]|gefunden|encontrei(?:-(?:o|a|os|as))?|achei-(?:o|a|os|as)|encontr[eé]|hall[eé])`;
/** What may stand between "found" and where: an object pronoun, a day, "abandoned", "lying" ("found it yesterday", "encontrei-a ontem abandonada"). */
const foundGapWord = String.raw`(?:it|them|one|lo|la|los|las|le|les|li|o|a|os|as|ihn|sie|es|ontem|hoje|ayer|hoy|hier|aujourd['’]hui|yesterday|today|ieri|oggi|gestern|heute|abandonad[oa]s?|abandoned|abandonn[eé]e?s?|abbandonat[oaie]|herrenlos|lying|tirad[oa]s?|sola|solo|alone|seule?)`;
/** A locative right before the place: "na", "en la", "à la", "devant la", "at the", "outside the", "al", "vicino alla", "am", "an der", "vor dem" (not "para a", "pour la", "for the", "per il", "für den"). */
const locative = String.raw`(?:n[ao]s?|numa|num|em|junto\s+(?:[àa]|ao|d[ao])|perto\s+d[ao]|[àa]\s+porta\s+d[ao]|en(?:\s+(?:la|el|una|un))?|junto\s+a(?:l|\s+la)|cerca\s+de(?:l|\s+la)|al\s+lado\s+de(?:l|\s+la)|dans\s+(?:la|le|l['’]|un|une)|[àa]\s+la|[àa]\s+l['’]|au|devant\s+(?:la|le|l['’])|pr[eè]s\s+de\s+(?:la|l['’])|pr[eè]s\s+du|sur\s+(?:la|le)|(?:on|in|at|by|near|outside|behind)\s+(?:the|a|an)|al|alla|allo|nel|nella|nello|in|sul|sulla|(?:vicino|davanti|accanto)\s+al(?:la|lo)?|am|an\s+der|im|in\s+der|auf\s+der|vor\s+de[mr]|beim|bei\s+der)`;
/** The goods people lose or leave locked outside: bikes, scooters, phones, bags, wallets, watches, earphones, laptops. */
const lostKindOfGoods = /(?<![\p{L}])(?:bicicletas?|biciclett[ae]|bicis?|v[eé]los?|bikes?|bicycles?|fahrr[aä]d(?:er)?|e-?bikes?|trotinetes?|patinetes?|trottinettes?|scooters?|monopattin[oi]|e-?roller|telem[oó]ve(?:l|is)|m[oó]vil(?:es)?|t[eé]l[eé]phones?|phones?|telefon[oi]?|cellulari?|handys?|iphones?|smartphones?|carteiras?|carteras?|portefeuilles?|wallets?|portafogli?o?|geldb[oö]rsen?|portemonnaies?|malas?|bolsos?|sacs?|bags?|borse?|handtaschen?|rel[oó]gios?|relojes?|montres?|watch(?:es)?|orologi?o?|uhren?|airpods|auriculares|[eé]couteurs|earbuds|earphones|auricolari|kopfh[oö]rer|port[aá]til(?:es)?|laptops?|ordinateurs?|tablets?|tablettes?|ipads?)(?![\p{L}])/iu;
/** Taken from the kerb or the bins and done up, or handed to lost property: the finder's to keep or to return. */
const keptFromTheKerb = /(?<![\p{L}])(?:restaur\p{L}*|lixo|basura|poubelles?|encombrants|trash|rubbish|skip|spazzatura|rifiuti|sperrm[uü]ll|m[uü]ll|achados\s+e\s+perdidos|objetos\s+perdidos|objets\s+trouv[eé]s|lost\s+and\s+found|lost\s+property|oggetti\s+smarriti|fundb[uü]ro|devolv\p{L}*|restitu\p{L}*|return(?:ed)?\s+to|dono|due[nñ]o|propri[eé]taire|owner|proprietario|besitzer)(?![\p{L}])/iu;

/**
 * A copy said in other words: a homage, a reproduction, a piece inspired by the original, a top or mirror copy, a copy of the official thing
 * ("copie de la coque officielle"). Not a bare "copy" word: a copy of the invoice, a record's or a game's copy, "original copy" are the genuine
 * goods' papers and pressings.
 */
const copyInOtherWords = String.raw`(?:(?:homage|hommage|homenagem|homenaje|omaggio)(?!\s+(?:[àa]|ao|aos|al|to|an|f[uü]r|de|di|del|della)(?![\p{L}]))|(?:homage|hommage|homenagem|homenaje|omaggio)\s+(?:ao|al|[àa]\s+l['’]?|all['’]?|to\s+the)\s*(?:original|originale|modelo|mod[eè]le|modello)|(?:homage|hommage)\s+an\s+(?:das|den)\s+(?:original|modell)|reproduc(?:tions?|ci[oó]n(?:es)?)|reprodu[cç][aã]o|reprodu[cç][oõ]es|riproduzion[ei]|nachbildung(?:en)?|(?:high|top|mirror|best|super)\s+cop(?:y|ies)|(?:c[oó]pias?|copies?|copy|kopien?|copie)\s+(?:de|do|da|del|della|dello|dei|of|des|du|von|der|des)\s+(?:(?:la|le|les|l['’]|o|a|os|as|el|los|las|the|il|lo|gli|dem|den|die)\s*)?(?!(?:fatura|factura|facture|invoice|receipt|tickets?|recibo|re[cç]u|ricevuta|scontrino|rechnung|quittung|certifica\p{L}*|documento?s?|papiers?|pap[eé]is|contrato|contrat|contract|vertrag|livrete|carte\s+grise)(?![\p{L}]))(?:\p{L}+\s+)?(?:oficia(?:l|is|les)|officiel(?:le)?s?|official|ufficial[ei]|offiziell\p{L}*)|inspired\s+by\s+the\s+(?:original|real\s+(?:one|thing)|model)|inspir[eé]e?s?\s+(?:du\s+mod[eè]le|de\s+l['’]\s*original|par\s+l['’]\s*original)|inspirad[oa]s?\s+(?:n[ao]|en\s+(?:el|la))\s+(?:modelo\s+)?original|inspirad[oa]s?\s+(?:no|en\s+el)\s+modelo|ispirat[oa]\s+(?:all['’]\s*originale|al\s+modello)|dem\s+original\s+nachempfunden)`;
/** Said unofficial: "não oficial", "no oficial", "non officiel", "unofficial", "non ufficiale", "inoffiziell". */
const unofficial = String.raw`(?:n[aã]o\s+oficia(?:l|is)|no\s+oficial(?:es)?|non\s+officiel(?:le)?s?|unofficial|non\s+ufficial[ei]|inoffiziell(?:e[snrm]?)?)`;
/** The maker's mark on it, or working and looking like the real one: "con el logo", "with the crown logo", "mit Krone-Logo", "avec l'écusson", "grabados como el original", "pairs like real". */
const makersMarkCopied = /(?<![\p{L}])(?:(?:with|com|con|avec|mit|col|coi)\s+(?:(?:the|o|a|os|as|el|la|los|las|le|les|il|lo|i|gli|dem|der|das|den)\s+|l['’]\s*)?(?:(?!(?:its|their|own|pr[oó]pri[oa]|propi[oa]|propres?|propri[oa]|eigene[mn]?|seu|sua|su|son|sa|suo)(?![\p{L}]))[\p{L}&]+(?:\s+|-))?(?:logos?|log[oó]tipos?|logotipos?|badges?|embl[eè]mes?|emblemas?|emblemi|emblems?|monogram(?:a|as|me|mes|s|ma|mi)?|escudos?|[eé]cussons?|crests?|stemm[ai]|wappen|gravures?|grabados?|engravings?|incisioni|gravuren)|(?:logos?|log[oó]tipos?|monogram\p{L}*|gravures?|grabados?|engravings?|incisioni|escudos?|crests?)\s+(?:igua(?:l|is|les)|id[eé]ntic\p{L}*|identiques?|identical|identisch\p{L}*|comme\s+l['’\s]\s*original|like\s+(?:the\s+)?(?:original|real)|como\s+(?:el|o)\s+original|come\s+l['’\s]\s*originale)|(?:logos?|log[oó]tipos?|monogram\p{L}*|coroa|corona|couronne|crown|krone|embl[eè]m\p{L}*|escudos?|crests?|badges?|stemm[ai]|wappen)\s+(?:\p{L}+\s+)?(?:gravad[oa]s?|grabad[oa]s?|grav[eé]e?s?|engraved|incis[oaie]|graviert\p{L}*|bordad[oa]s?|brod[eé]e?s?|embroidered|ricamat[oaie]|bestickt\p{L}*)|(?:pairs?|connects?|works?|looks?|feels?)\s+(?:just\s+)?like\s+(?:the\s+)?real(?:\s+ones?)?|comme\s+l['’\s]\s*original|como\s+(?:el|o)\s+original|come\s+l['’\s]\s*originale|wie\s+(?:das\s+)?original)(?![\p{L}])/iu;
/**
 * Furniture, clocks, mirrors, maps and decor: reproduction pieces of a style or a period ("cómoda reprodução Luís XV", "reproduction mantel clock",
 * "Nachbildung eines Kaffeehausstuhls", "riproduzione di una mappa") are a trade of their own, their crests and engravings the style's.
 */
const periodPieces = /(?<![\p{L}])(?:m[oó]ve(?:l|is)|muebles?|meubles?|furniture|mobil[ei]|m[oö]bel\p{L}*|c[oó]modas?|commodes?|chests?\s+of\s+drawers|cassettiere?|kommoden?|cadeiras?|sillas?|chaises?|chairs?|sedi[ae]|st[uü]hle?|poltronas?|sill[oó]n(?:es)?|fauteuils?|armchairs?|poltron[ae]|sessel|mesas?|tables?|tavol[oi]|tische?|espelhos?|espejos?|miroirs?|mirrors?|specchi[oi]?|spiegel|rel[oó]gios?\s+de\s+(?:parede|mesa|sala|p[eé]\s+alto)|relojes?\s+de\s+(?:pared|mesa|sobremesa|pie)|pendules?|horloges?|(?:mantel|wall|grandfather|carriage)\s+clocks?|clocks?|orologi?o?\s+da\s+(?:parete|tavolo|camino)|(?:wand|stand|kamin|tisch)uhr(?:en)?|mapas?|cartes?\s+(?:anciennes?|g[eé]ographiques?)|maps?|mapp[ae]|(?:land|stadt|welt)?karten?|candeeiros?|l[aá]mparas?|lampes?|lamps?|lampad[ae]|lampen?|decora[cç][aã]o|decoraci[oó]n|d[eé]coration|d[eé]co|decor|decorazione|deko(?:ration)?)(?![\p{L}])/iu;
/** A print, a poster, a sign, a framed picture or a scale model: a reproduction of a picture or a thing, not of goods. */
const printOrModel = /(?<![\p{L}])(?:carta(?:z|zes)|cartel(?:es)?|affiches?|posters?|p[oó]sters?|l[aá]minas?|prints?|stampe?|drucke?|(?:blech)?schild(?:er|es)?|plaques?|placas?|targhe|signs?|quadros?|cuadros?|tableaux?|enmarcad[oa]s?|emoldurad[oa]s?|encadr[eé]e?s?|framed|incorniciat[oa]|gerahmt|escala|[eé]chelle|scale|scala|ma[qk]uettes?|miniatur\p{L}*|modellin[oi]|modellauto\p{L}*|1\s?:\s?\d{1,3})(?![\p{L}])/iu;

// —— Schemes, chances and papers ——

/** A gifting circle by its names: "telar de la abundancia", "mandala de l'abondance", "blessing loom", "telaio dell'abbondanza", "Schenkkreis". */
const giftingCircle = String.raw`(?:(?:tear(?:es)?|telar(?:es)?|m[eé]tiers?\s+[àa]\s+tisser|looms?|telai?o?|webst[uü]hle?|mandalas?|flor(?:es)?|fleurs?|flowers?|fior[ei]|blumen?|c[ií]rculos?|cercles?|circles?|cerchi[oi]?)\s+(?:d[ae]\s+|de\s+la\s+|de\s+l['’]\s*|of\s+|dell['’]\s*|della\s+|der\s+)?(?:abund[aâ]ncia|abundancia|abondance|abundance|abbondanza|f[uü]lle|prosperidade|prosperidad|prosp[eé]rit[eé]|prosperity|prosperit[aà])|gifting\s+(?:circles?|looms?|boards?|tables?|clubs?)|blessing\s+looms?|schenkkreis(?:e|en)?|herzkreis(?:e|en)?|c[ií]rculos?\s+de\s+(?:ofertas?|regalos?|dones)|cercles?\s+de\s+dons|cerchi[oi]?\s+del\s+dono)`;
/**
 * The sums of such a circle in the other languages' orders: "aporta 100 y recibe 800", "(5000) einzahlen, 40000 bekommen" — the German form read
 * from its verb, so that no term starts with a digit (a wall of digits would try it at every number).
 */
const sum = String.raw`(?:[€£$]\s?\d{2,}[\d.,]*|\d{2,}[\d.,]*\s?(?:k\s?)?(?:€|e|eur|euros?|£|\$|pounds?|libras?)?)`;
const payInOut = String.raw`(?:aporta|aportas|pon|pones|paga|pagas|mete|metes|invierte|inviertes|entra\s+con|entras\s+con)\s+${sum}\s+(?:[\p{L}\p{N}'’]+\s+){0,3}?(?:y\s+)?(?:recibe|recibes|cobra|cobras|ll[eé]vate|te\s+llevas|sales\s+con|sacas)\s+${sum}|(?:einzahlen|einlegen|investieren|reinstecken)\s*,?\s+(?:und\s+)?${sum}\s+(?:bekommen|erhalten|rausbekommen|kassieren|zur[uü]ck)`;
const circleMoves = /(?<![\p{L}])(?:entr\p{L}*|join\p{L}*|rejoign\p{L}*|einsteig\p{L}*|beitret\p{L}*|siguientes|seguintes|suivants|successiv\p{L}*|n[aä]chsten|nuev[oa]s|nov[oa]s|nouve(?:aux|lles)|new|nuov[ie]|neue[nr]?|kreis\p{L}*|c[ií]rculo|cercle|circle|cerchio|telar|tear|loom|telaio|flor|fleur|flower|fiore|blume|mandala|abundancia|abund[aâ]ncia|abondance|abbondanza)(?![\p{L}])/iu;

/** A software key or licence: "chave", "clave", "clé", "key", "chiave", "Schlüssel", "licença", "licencia", "licence", "licenza", "Lizenz". */
const softwareKey = String.raw`(?:(?:chaves?|claves?|cl[eé]s?|keys?|chiav[ei]|(?:produkt)?schl[uü]ssel|product\s+keys?|c[oó]digos?|codes?|codici|licen[cç]as?|licencias?|licen[cs]es?|licenz[ae]|lizenz(?:en)?|keys?)\s+(?:(?:de|of|di|d['’])\s*)?(?:windows|office|microsoft|ms\s+office|m365|adobe|photoshop|autocad|autodesk|creative\s+cloud|acrobat|visio|project|kaspersky|norton|mcafee|bitdefender|eset|avast|antiv[ií]rus|antivirus)(?:\s+[\p{L}\p{N}]+){0,3}?\s+(?:vital[ií]ci[ao]s?|de\s+por\s+vida|para\s+siempre|para\s+sempre|[àa]\s+vie|lifetime|for\s+life|a\s+vita|per\s+sempre|lebenslang|dauerhaft|permanente?s?|perp[eé]tu\p{L}*|(?:por|de)\s+volume[n]?|en\s+volume|volume\s+licen[cs]e|a\s+volume|volumen?lizenz|mak|kms)|(?:windows|office|microsoft|ms\s+office|m365|adobe|photoshop|autocad|autodesk|visio|project)(?:\s+[\p{L}\p{N}]+){0,3}?\s+(?:lifetime|vital[ií]ci[ao]|[àa]\s+vie|a\s+vita|lebenslang)\s+(?:keys?|licen[cs]es?|licen[cç]as?|chaves?|cl[eé]s?|licenza|lizenz|schl[uü]ssel))`;
/** Sent as a key, by mail or activated at a distance: a code, not a boxed copy. */
const sentAsCode = /(?<![\p{L}])(?:e-?mail|mail|correo|correio|courriel|instant\p{L}*|imediat\p{L}*|inmediat\p{L}*|imm[eé]diat\p{L}*|immediat\p{L}*|sofort|al\s+momento|na\s+hora|remot\p{L}*|[àa]\s+distance|a\s+distancia|[àa]\s+dist[aâ]ncia|fern\p{L}*|digital\p{L}*|num[eé]ric\p{L}*|activa\p{L}*|ativa[cç]\p{L}*|attiva\p{L}*|aktivier\p{L}*|whatsapp|telegram|(?:por|de|en|en|of|a|di|per)\s+volume[n]?|volume|volumen|mak|kms)(?![\p{L}])/iu;

/** A personal licence: hunting, fishing, a weapon's. */
const personalLicence = String.raw`(?:licen[cç]as?|licencias?|permis|licen[cs]es?|licenz[ae]|tesserin[oi]|carta)\s+(?:(?:de|of|di|da|d['’])\s*)?(?:ca[cç]a|pesca|caza|chasse|p[eê]che|hunting|fishing|caccia|porto\s+d['’]\s*armi)|(?:hunting|fishing|rod)\s+licen[cs]es?|(?:jagd|angel|fischerei)schein(?:e)?`;
/** Used in the seller's name: "com o meu nome", "a mi nombre", "à mon nom", "in my name", "a mio nome", "auf meinen Namen". */
const inMyName = /(?<![\p{L}])(?:(?:com|em|no|con|a|à|in|under|a|col|auf|mit)\s+(?:o\s+)?(?:meu|mi|mon|my|mio|meinen|meinem)\s+(?:nome|nombre|nom|name|namen)|nominativ\p{L}*|nominal|transfer\p{L}*|traspas\p{L}*|cedo|cede|c[eè]de|passe\s+[àa]|lend\p{L}*|empresto|presto|leihe)(?![\p{L}])/iu;

// —— Hazards and arms said indirectly ——

/** Nitrous oxide by its containers or its names. */
const nitrous = String.raw`(?:(?:cream\s+|whipped\s+cream\s+|n2o\s+|nitrous\s+(?:oxide\s+)?)?(?:chargers?|canisters?|cylinders?|tanks?|bulbs?|cartridges?)|(?:c[aá]psulas|cargas|garrafas?|botijas?|botellas?|bombonas?|cartuchos?|cilindros?)\s+(?:de\s+)?(?:n2o|[oó]xido\s+nitroso|prot[oó]xido|g[aá]s\s+hilar\p{L}*|nata|chantilly)|(?:cartouches?|capsules?|bouteilles?|bonbonnes?)\s+(?:de\s+|d['’]\s*)?(?:n2o|protoxyde(?:\s+d['’]\s*azote)?|proto|gaz\s+hilarant|chantilly|cr[eè]me)|(?:cartucce|capsule|bombolett[ae]|bombole)\s+(?:di\s+|per\s+)?(?:n2o|protossido|gas\s+esilarante|panna)|(?:sahne|n2o|lachgas)[\s-]?(?:kapseln|patronen|flaschen|kartuschen)|n2o|nitrous(?:\s+oxide)?|[oó]xido\s+nitroso|protoxyde\s+d['’]\s*azote|protossido\s+di\s+azoto|lachgas|laughing\s+gas|g[aá]s\s+hilariante|gas\s+hilarante|gaz\s+hilarant|gas\s+esilarante)`;
const forBalloons = String.raw`(?:para|pour|for|per|f[uü]r)\s+(?:(?:os|as|los|las|les|the|i|die|encher|inflar|gonfler|filling|gonfiare|aufblasen)\s+)?(?:bal[oõ]es|globos|ballons|balloons|palloncini|luftballons?|ballons?)`;
/** A cream, a siphon, a kitchen, helium: what a charger is for when it is not inhaled. */
const kitchenOrHelium = /(?<![\p{L}])(?:h[eé]lio|helio|h[eé]lium|helium|elio|sif[aã]o|sif[oó]n|siphons?|sifone|sahnespender|cozinha|cocina|cuisine|kitchen|cucina|k[uü]che|sobremesas|postres|desserts?|dolci|nachspeisen)(?![\p{L}])/iu;

/** Smoke devices and flares said for the stands: "fumigènes", "fumogeni", "Bengalos", "smoke bombs", "bombas de fumo", "torce". */
const smokeOrFlare = String.raw`(?:fumig[eè]nes?(?:\s+(?:[àa]\s+main|de\s+(?:couleur|supporters?|tribune)))?|fumogen[oi](?:\s+(?:da\s+stadio|colorat[oi]))?|bengalos?|rauch(?:bomben?|t[oö]pfe|fackeln|granaten?)|smoke\s+(?:bombs?|grenades?|flares?|pots?|cans?)|(?:bombas?|granadas?|potes?|botes?)\s+de\s+(?:fumo|humo)|(?:torce|fiaccole)\s+(?:da\s+stadio|per\s+(?:lo\s+)?stadio)|(?:bengalas?|flares?|fus[eé]es?|torches?|pyros?|pyrotechnik)\s+(?:(?:para|pour|for|per|f[uü]r)\s+(?:(?:o|el|la|le|the|lo|die|den)\s+)?(?:est[aá]dio|estadio|stade|stadium|stadio|stadion|claque|tribuna|tribune|stands?|terraces?|curva|kurve|ultras|jogo|partido|match|game|partita|spiel|f[uú]tbol|futebol|football|calcio|fu[sß]ball)))`;
/** A fog machine, a smoke detector, a beekeeper's smoker, an insect fogger, a photographer's tool: nothing lit. */
const notPyrotechnic = /(?<![\p{L}])(?:m[aá]quinas?|machines?|macchin[ae]|maschinen?|detetor(?:es)?|detector(?:es)?|d[eé]tecteurs?|detectors?|rilevator[ei]|melder|alarm\p{L}*|insect\p{L}*|insekt\p{L}*|moustiques?|mosquitos?|zanzar\p{L}*|m[uü]cken|puces|pulgas|fleas|pulci|fl[oö]he|abelhas|abejas|abeilles|bees|api|bienen|apicult\p{L}*|imker\p{L}*|enfumoirs?|affumicator[ei]|smokers?|fumigador\p{L}*|plantas|plantes|plants|piante|pflanzen|estufa|serre|greenhouse|gew[aä]chshaus)(?![\p{L}])/iu;

/** Flash powder and the Italian "bomba carta": homemade explosives by their names. */
const homemadeBang = String.raw`(?:flash\s+powder|p[oó]lvora\s+flash|poudre\s+flash|polvere\s+flash|blitz(?:knall)?(?:satz|pulver)|bomb[ae]\s+carta|(?:petardos?|p[eé]tards?|firecrackers?|petardi|b[oö]ller|bombas?|bombes?|bombs?|bombe)\s+(?:caseir[oa]s|caser[oa]s|faits?\s+maison|home[\s-]?made|fatt[ie]\s+in\s+casa|artigianal[ei]|selbstgebaut|eigenbau))`;
const bathOrFood = /(?<![\p{L}])(?:banho|ba[nñ]o|bain|bath|bagno|bad(?:e)?|chocolate|chocolat|cioccolat\p{L}*|schokolade|sementes|semillas|graines|seeds|semi|samen|calorias|calor[ií]as|calories|kalorien|sabonete|jab[oó]n|savon|soap|sapone|seife)(?![\p{L}])/iu;

/** A weapon the law prohibits: knuckle-dusters, batons, blades, stun devices. */
const prohibitedWeapon = String.raw`(?:soqueiras?|socos?[\s-]ingl[eê]s(?:es)?|pu[nñ]os?\s+americanos?|poings?\s+am[eé]ricains?|brass\s+knuckles|knuckle[\s-]?dusters?|tirapugni|schlagringe?|cassetetes?|porras?|matraques?|truncheons?|coshes?|manganell[oi]|schlagst[oö]cke?|totschl[aä]ger|tasers?|shockers?|stun\s+guns?)`;
/** Shaped like it, or serving as it: "em forma de", "en forme de", "shaped like", "a forma di", "in Form eines", "serve de", "works as". */
const shapedOrServing = String.raw`(?:em\s+forma\s+de|en\s+forma\s+de|en\s+forme\s+de|shaped\s+like|in\s+the\s+shape\s+of|a\s+forma\s+di|in\s+form\s+(?:eines?|von)|serve\s+de|sirve\s+de|sert\s+de|works\s+as|doubles\s+as|funge\s+da|fa\s+da|funziona\s+come|dient\s+als|funciona\s+como|fonctionne\s+comme|(?:used|usad[oa]|usa-se|se\s+usa|s['’]\s*utilise|si\s+usa|wird)\s+(?:como|comme|as|come|als))\s+(?:(?:uma?|una?|une?|an?|ein(?:e|en)?)\s+)?${prohibitedWeapon}`;
/** A charm, a print, a picture of one: a likeness that strikes nobody. */
const pictureOfIt = /(?<![\p{L}])(?:pingentes?|colgantes?|pendentifs?|pendants?|charms?|ciondol[oi]|anh[aä]nger|brincos?|pendientes|boucles?\s+d['’]\s*oreilles?|earrings?|orecchini|ohrringe?|broches?|brooch(?:es)?|spille?|estampad\p{L}*|prints?|imprim[eé]\p{L}*|stampa\p{L}*|druck\p{L}*|t-?shirts?|camisol\p{L}*|camisetas?|tatu\p{L}*|tattoo\p{L}*|tatouage\p{L}*|logos?|desenhos?|dibujos?|dessins?|drawings?|disegn\p{L}*|zeichnung\p{L}*|chocolates?|bolos?|pasteles?|g[aâ]teaux?|cakes?|torte?|kuchen|moldes?|moules?|molds?|moulds?|stampi|formen|sabonetes?|jabones?|savons?|soaps?|saponi|seifen?)(?![\p{L}])/iu;

/** A blade hidden in an everyday thing: "lâmina escondida", "hoja oculta", "lame cachée", "hidden blade", "lama nascosta", "versteckte Klinge". */
const bladeWord = String.raw`(?:l[aâ]minas?|hojas?|cuchillas?|lames?|blades?|lam[ae]|klingen?|facas?|navajas?|couteaux?|knife|knives|coltell[oi]|messer)`;
const hiddenWord = String.raw`(?:escondid[oa]s?|ocult[oa]s?|camuflad[oa]s?|dissimulad[oa]s?|disimulad[oa]s?|secret[oa]s?|cach[eé]e?s?|dissimul[eé]e?s?|hidden|secret|concealed|disguised|nascost[oa]|occult[oa]|mimetizzat[oa]|versteckte?[nrs]?|verborgene?[nrs]?|getarnte?[nrs]?)`;
const hiddenBlade = String.raw`${bladeWord}\s+${hiddenWord}|${hiddenWord}\s+${bladeWord}`;
/** A safety cutter, a razor, a letter opener, a seam ripper: blades kept covered for safety. */
const coveredForSafety = /(?<![\p{L}])(?:seguran[cç]a|seguridad|s[eé]curit[eé]|safety|sicurezza|sicherheit\p{L}*|x-?acto|cutters?|c[uú]ter|estiletes?|box\s+cutter|cartons?|caixas\s+de\s+cart[aã]o|barbear|afeitar|raser|shav\p{L}*|rasoi\p{L}*|rasier\p{L}*|abre-?cartas|abrecartas|coupe-?papier|ouvre-?lettres?|letter\s+openers?|tagliacarte|brief[oö]ffner|descosedor|descoseur|seam\s+rippers?|scucitore|nahttrenner|livros?|libros?|livres?|books?|libri|b[uü]cher|filmes?|pel[ií]culas?|films?|movies?|games?|jogos|juegos|jeux|giochi|spiele)(?![\p{L}])/iu;

/**
 * A used, opened or refilled thing sealed again ("tóneres recargados y re-precintados", "recarregados e selados de novo", "ouverts puis
 * re-scellés", "refilled and resealed", "ricaricate e risigillate", "nachgefüllt und neu versiegelt"): the seal is what makes it pass as new.
 */
const resealed = String.raw`(?:rellenad[oa]s?|recargad[oa]s?|recarregad[oa]s?|reenchid[oa]s?|remplie?s?|recharg[eé]e?s?|refilled|ricaricat[aeio]|riempit[aeio]|nachgef[uü]llt|wiederbef[uü]llt|usad[oa]s?|used|utilis[eé]e?s?|usat[aeio]|gebraucht|abiert[oa]s?|abert[oa]s?|ouverte?s?|opened|apert[aeio]|ge[oö]ffnet)(?:[\s,]+[\p{L}]+){0,3}?[\s,]+(?:vuelt[oa]s?\s+a\s+(?:precintar|sellar)|re-?precintad[oa]s?|precintad[oa]s?\s+de\s+nuevo|selad[oa]s?\s+de\s+novo|voltad[oa]s?\s+a\s+selar|re-?selad[oa]s?|re-?scell[eé]e?s?|re-?sealed|sealed\s+again|re-?wrapped|re-?shrink-?wrapped|ri-?sigillat[aeio]|wieder\s+versiegelt|neu\s+versiegelt|neu\s+eingeschwei[sß]t)(?![\p{L}])`;
/** Said to pass as new: its original box, "as new", or a buyer who will not notice. */
const passesAsNew = /(?<![\p{L}])(?:(?:caixas?|cajas?|bo[iî]tes?|box|scatol[ae]|verpackung|embalagem|embalaje|emballage|packaging|confezione)\s+(?:d['’]\s*)?origin\p{L}*|original\s+(?:box|packaging|verpackung)|originalverpackung|ovp|como\s+(?:nov|nuev)[oa]s?|(?:as|like)\s+new|comme\s+neu(?:f|ve)s?|come\s+nuov[aeio]|wie\s+neu|(?:n[aã]o|no|ne|won['’]?t|doesn['’]?t|will\s+not|nicht|non)\s+(?:se\s+)?(?:nota|notam|notan|notar[aá]n?|notices?|notice|remarque(?:ra)?|merkt|merken|accorge(?:r[aà])?|se\s+ne\s+accorge)|(?:nota|notam|notan|notice|remarque|merkt|accorge)\s+(?:nada|rien|nothing|niente|nichts))(?![\p{L}])/iu;
/**
 * A book, a film, a documentary, a poster or a board game about the matter: its subject, not the goods. Narrower than `aboutOrEmpty`: no
 * "empty", since an empty box, an empty keg or an empty charger is itself what these entries read.
 */
const noContext = /(?<![\p{L}])(?:livros?|libros?|livres?|books?|libri|b[uü]cher|romance|novela|roman|novel|romanzo|dvds?|blu-?ray|document[aá]rio|documental|documentaire|documentary|documentario|dokumentation|posters?|cartaz(?:es)?|jogos?\s+de\s+tabuleiro|juegos?\s+de\s+mesa|jeux?\s+de\s+soci[eé]t[eé]|board\s+games?|gioc(?:o|hi)\s+da\s+tavolo|brettspiel\p{L}*)(?![\p{L}])/iu;

export const meansOriginSchemesLexicon: TopicLexicon[] = [
  // —— a. The means to pass a fake off or to deceive a check ——
  {
    // A proof of authenticity or of warranty sold apart from the goods, blank, or made to accompany any ("hologramas sueltos", "certificat
    // d'authenticité vierge", "blank warranty card", "cartes … pour accompagner vos sacs"): what passes a copy off as the maker's. A painting or a
    // watch sold WITH its certificate or card says none of these.
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [proofOfAuthenticity],
    requires: apartOrBlank,
    context: anyOf(honestLabels, noContext),
  },
  {
    // A maker's labels or tags to sew or stick on ("etiquetas de marca para coser", "étiquettes griffées à coudre", "spare labels and QR tags to sew
    // in", "etichette di marca da cucire"): plain goods made to pass as the maker's. A child's name labels and a brand's own replacement are none.
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [String.raw`${labelWord}\s+(?:[\p{L}\p{N}'’&-]+\s+){0,5}?${toSewOn}`],
    requires: brandSaid,
    requiresBrandCategory: 'clothing',
    context: anyOf(honestLabels, noContext),
  },
  {
    // A used, opened or refilled thing sealed again and said to pass as new ("recargados y re-precintados, como nuevos", "refilled and
    // resealed, nobody notices"): a used product sold in a new one's seal. Sealed again with the wear said plainly is none.
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [resealed],
    requires: passesAsNew,
  },
  {
    // A copy made to pass as the real thing with a box, a receipt, papers or a card ("scatola e scontrino, così la borsa passa per originale",
    // "fill the card in yourself and your watch will pass as original"): the means sold for the deceit.
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [passAsReal],
    requires: meansWord,
    context: anyOf(honestLikeness, noContext),
  },
  {
    // Receipts or invoices of any shop, with the date and the sum the buyer likes ("talões de qualquer loja com a data que quiseres", "ticket de la
    // tienda que quieras"): a forged proof of purchase (for a warranty, a refund or a sale of goods not one's own).
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [anyShopReceipt],
    requires: datedAsYouLike,
    context: noContext,
  },
  {
    // Synthetic urine (the kit to pass a drug screen): eBay's drugs and drug-paraphernalia policy names drug-test-beating products.
    // Sold for calibrating a laboratory's instruments or training a dog, it is none.
    topic: 'prohibited-services',
    qualifier: true,
    once: true,
    terms: [syntheticUrine],
    context: anyOf(urineForLabs, noContext),
  },
  {
    // A car made to pass its inspection without its catalyst, particle filter or EGR ("passa a inspeção sem catalisador", "passe le CT sans FAP",
    // "passes the MOT without the cat", "besteht die AU ohne Kat"): the marketplaces' emissions clauses.
    topic: 'emissions-defeat',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [passesInspectionWithout],
    context: noContext,
  },
  {
    // Serial-number or IMEI labels made to match any device ("IMEI labels for any phone", "etiquetas con el IMEI a elegir"): a device's
    // identity forged (the stolen-goods and counterfeit clauses).
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [serialLabel],
    requires: toMatchAny,
    context: noContext,
  },
  {
    // A copy whose serial is said to check out on the maker's site ("réplica cuyo serial sale válido en la página del fabricante", "replica, serial checks
    // out on the official site"): the serial copied to pass the copy off.
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [serialChecksOut],
    requires: copySaid,
    context: noContext,
  },
  {
    // A copy in the maker's own container ("frasco idêntico, não é o original", "flacon identique, pas l'original", "identical bottle, grade A"):
    // its trade dress copied. A smell-alike in its own bottle is none (no identical container said).
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    terms: [identicalContainer],
    requires: copySaid,
    context: noContext,
  },
  {
    // Diplomas or degree certificates "from any" school, or a replacement said to look genuine ("diplomas from any university you like", "diplômes de
    // n'importe quelle école", "laurea … sembra vera"): forged papers.
    topic: 'identity-documents',
    qualifier: true,
    once: true,
    terms: [String.raw`${diplomaWord}\s+(?:[\p{L}\p{N}'’]+\s+){0,3}?${fromAnySchool}`],
    requires: looksGenuine,
    context: anyOf(/(?<![\p{L}])(?:molduras?|marcos?|cadres?|frames?|cornic[ei]|bilderrahmen|porta-?diplomas?|portadiplomas?|tubos?|tubes?|custodi\p{L}*|h[uü]llen?)(?![\p{L}])/iu, noContext),
  },
  {
    // Nominative tickets resold, or with their name changed by the seller ("billets nominatifs, je les revends", "entradas nominativas, cambio el
    // nombre", "personalised tickets, name change done by me"): the marketplaces' ticket clauses. The organiser's own resale at the price paid is none.
    topic: 'ticket-touting',
    qualifier: true,
    once: true,
    terms: [namedTickets],
    requires: resoldRenamed,
    context: anyOf(officialResale, noContext),
  },
  // —— b. Origin and ownership ——
  {
    // Pallets, crates and boxes of the pools that rent them out, named by the pool ("paletes LPR", "cajas IFCO", "CHEP pallets"): their pool's
    // property whoever holds them, not a private seller's.
    topic: 'stolen-goods',
    qualifier: true,
    once: true,
    terms: [pooledCarrier],
    context: noContext,
  },
  {
    // A brewer's keg from a pub or a bar, or sold empty and large for scrap ("barril de cerveza vacío de 30 litros", "kegs from the pub, scrap
    // value"): the brewer lends it to the bar; a party keg, a home brewer's keg or one bought is the seller's.
    topic: 'stolen-goods',
    qualifier: true,
    once: true,
    // A made thing: a keg said empty ("fusti vuoti") is still the brewer's keg, not a container of beer sold empty.
    madeThing: true,
    terms: [beerKeg],
    requires: kegNotOwned,
    context: anyOf(ownKeg, noContext),
  },
  {
    // Taken from where the seller works or worked ("lo saqué del bar donde trabajaba", "took a few home when I worked there", "li ho portati a casa
    // dal cantiere"): goods of the employer. Given by the employer, bought at a staff discount or at its auction, they are the seller's.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${tookAway}\s+(?:[\p{L}\p{N}'’]+\s+){0,6}?${whereIWorked}`],
    context: anyOf(givenByEmployer, noContext),
  },
  {
    // A company's, an authority's or the army's mark removed ("gravação da empresa raspada", "logo de la empresa raspado", "company engraving
    // ground off", "Gravur der Firma abgeschliffen"), or the thing still on its inventory ("noch inventarisiert"): its owner's goods.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [String.raw`${ownerMark}\s+${markRemoved}`, stillInventoried],
    context: noContext,
  },
  {
    // Post not addressed to the seller, or left undelivered ("encomenda que não vem em meu nome", "paquete que no va a mi nombre", "colis pas à mon
    // nom", "undelivered mail", "nicht an mich adressiert"): someone else's post.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [notAddressedToMe],
    requires: mailWord,
    context: noContext,
  },
  {
    // A thing found whose code or owner the seller does not know ("vélo trouvé, je ne connais pas le code du cadenas", "bici encontrada, no sé la
    // combinación"): lost property sold by its finder.
    topic: 'stolen-goods',
    qualifier: true,
    once: true,
    terms: [foundWord],
    requires: codeUnknown,
    context: anyOf(/(?<![\p{L}])(?:achados\s+e\s+perdidos|objetos\s+perdidos|objets\s+trouv[eé]s|lost\s+and\s+found|lost\s+property|oggetti\s+smarriti|fundb[uü]ro|devolv\p{L}*|restitu\p{L}*|return(?:ed)?\s+to)(?![\p{L}])/iu, noContext),
  },
  {
    // "No questions asked" with nothing that shows whose the goods were: no receipt, no box, no charger ("sem perguntas, sem fatura", "no
    // chargers, no questions"): the sale of goods whose origin the seller keeps unsaid.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [noQuestions],
    requires: noProof,
    context: noContext,
  },
  {
    // "No questions asked" beside a lock cut open ("sin preguntas, el candado venía cortado", "no questions asked, lock was cut"): the stolen-goods
    // clauses; a bike's own owner who lost the key says whose it is, not that nobody asks.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [noQuestions],
    requires: lockCut,
    context: noContext,
  },
  {
    // Goods that came from somebody's building site with nothing that shows they were bought (a tool "de uma obra", "d'un chantier", "da un
    // cantiere", with no invoice): the stolen-goods clauses. Tools used on the seller's own site, or sold with
    // their invoice, say whose they are.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    terms: [fromASite, String.raw`${takenFrom}\s+(?:\p{L}+\s+)?${fromTheSite}`],
    requires: noProof,
    context: anyOf(ownWorks, withProof, noContext),
  },
  {
    // The same said of "the" site with no taking word ("Andaimes da obra, não tenho fatura", "off the job site, no box"): a tradesman
    // selling his own kit says it so as often as a thief, so a person checks it (never a rejection by itself); a job said finished
    // ("já terminei a obra", "ya acabada", "when we finished") is the seller's own.
    topic: 'stolen-goods',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    review: true,
    terms: [fromTheSite],
    requires: noProof,
    context: anyOf(ownWorks, withProof, jobFinished, noContext),
  },
  {
    // Goods of the kinds people lose or leave locked in the street (a bike, a scooter, a phone, a bag, a wallet) said found in a public place
    // ("encontrada en la calle", "trovata al parco", "gefunden am Bahnhof", "found it by the station"): lost property sold by its finder, the
    // stolen-goods clauses. A chest of drawers found on the kerb and restored, or a lost-and-found notice, is none.
    topic: 'stolen-goods',
    qualifier: true,
    once: true,
    review: true,
    terms: [String.raw`${foundInPlace}\s+(?:${foundGapWord}\s+){0,2}?${locative}\s*${publicPlace}`],
    requires: lostKindOfGoods,
    context: anyOf(keptFromTheKerb, withProof, noContext),
  },
  // Copies said in other words and bearing the maker's mark: an "homage", a "reproduction", a piece "inspired by the original" or a "top copy"
  // with the maker's logo, crest, monogram or engravings, or working "like the real one" (the counterfeit clauses). A homage under its own
  // maker's logo, a reproduction poster, a sign or a scale model with a maker's logo, or a club's official shirt is none.
  {
    topic: 'counterfeits',
    qualifier: true,
    once: true,
    review: true,
    terms: [copyInOtherWords],
    requires: makersMarkCopied,
    context: anyOf(printOrModel, periodPieces, noContext),
  },
  {
    // "No oficial, con el escudo", "unofficial with the crest", "non ufficiale, con lo stemma": goods said unofficial that bear a club's or a
    // maker's mark are that mark's copies. The denial is the claim here (`negativeIdiom`).
    topic: 'counterfeits',
    qualifier: true,
    negativeIdiom: true,
    once: true,
    review: true,
    terms: [unofficial],
    requires: makersMarkCopied,
    context: anyOf(printOrModel, periodPieces, noContext),
  },
  {
    // A phone found and locked to an account that is not the seller's ("achei-o na rua, bloqueado na conta Google", "je l'ai trouvé, verrouillé sur
    // un compte Google", "found it, locked to someone's account"): lost property, the stolen-goods clauses. The seller's own phone signed out is none.
    topic: 'stolen-goods',
    qualifier: true,
    once: true,
    terms: [foundWord],
    requires: lockedToAccount,
    context: anyOf(/(?<![\p{L}])(?:achados\s+e\s+perdidos|objetos\s+perdidos|objets\s+trouv[eé]s|lost\s+and\s+found|lost\s+property|oggetti\s+smarriti|fundb[uü]ro|devolv\p{L}*|restitu\p{L}*|return(?:ed)?\s+to)(?![\p{L}])/iu, noContext),
  },
  // —— c. Schemes, chances and papers ——
  {
    // A gifting circle by its names ("telar de la abundancia", "mandala de l'abondance", "blessing loom", "Schenkkreis"), or its sums in the
    // orders the older entry does not read ("aporta 100 y recibe 800", "5000 einzahlen, 40000 bekommen"): a pyramid paid by new members. A
    // weaving loom, a reading circle or a flower is none.
    topic: 'financial-schemes',
    qualifier: true,
    once: true,
    terms: [giftingCircle],
    context: noContext,
  },
  {
    topic: 'financial-schemes',
    qualifier: true,
    once: true,
    terms: [payInOut],
    requires: circleMoves,
    context: noContext,
  },
  {
    // A lifetime or volume-licence key of a maker's software sent as a code ("Windows 11 Pro lifetime key, volume licence", "licence Office à vie
    // par mail"): keys of licences made for one organisation, resold one by one. A computer sold with its own licence is none.
    topic: 'digital-accounts',
    qualifier: true,
    once: true,
    terms: [softwareKey],
    requires: sentAsCode,
    context: noContext,
  },
  {
    // A personal hunting or fishing licence lent or sold, used in the seller's name ("licença de caça, podes usar com o meu nome", "permis de
    // pêche à mon nom"): an official paper only its holder may use.
    topic: 'identity-documents',
    qualifier: true,
    once: true,
    terms: [personalLicence],
    requires: inMyName,
    context: anyOf(/(?<![\p{L}])(?:cursos?|cours|courses?|corsi|kurs\p{L}*|exames?|ex[aá]menes|examens?|exams?|esam[ei]|pr[uü]fung\p{L}*|porta-?\p{L}*|portadocumentos|holders?|fundas?|[eé]tuis?|custodi\p{L}*|h[uü]llen?)(?![\p{L}])/iu, noContext),
  },
  // —— d. Hazards and arms said indirectly ——
  {
    // Nitrous oxide chargers or tanks "for balloons" ("N2O canisters for filling balloons", "cápsulas para globos", "cartouches de proto pour ballons",
    // "Lachgas für Luftballons"): the gas sold to be inhaled. A siphon's chargers for the kitchen and a helium tank for balloons are none.
    topic: 'drugs',
    qualifier: true,
    once: true,
    terms: [String.raw`${nitrous}\s+(?:[\p{L}\p{N}'’]+\s+){0,4}?${forBalloons}`],
    context: anyOf(kitchenOrHelium, noContext),
  },
  {
    // Smoke devices and flares said for the stands ("fumigènes à main", "fumogeni da stadio", "Bengalos", "smoke bombs", "bombas de fumo"),
    // flash powder and homemade bangers ("bombe carta", "petardos caseros"): pyrotechnics sold outside their licensing. A fog machine, a smoke
    // detector, a beekeeper's smoker, an insect fogger and bath bombs are none.
    topic: 'explosives-fireworks',
    qualifier: true,
    once: true,
    terms: [smokeOrFlare, homemadeBang],
    context: anyOf(notPyrotechnic, bathOrFood, toyWords, noContext),
  },
  {
    // A thing shaped like a prohibited weapon or serving as one ("anneau qui sert de poing américain", "a fivela serve de soqueira", "umbrella that
    // works as a cosh"): the weapon carried as something else. A pendant, a print or a cake in its shape is a picture of it.
    topic: 'weapons',
    qualifier: true,
    once: true,
    terms: [shapedOrServing],
    context: anyOf(pictureOfIt, toyWords, costumeWords, noContext),
  },
  {
    // A blade hidden in an everyday thing ("bolígrafo con hoja escondida", "peigne à lame cachée", "hidden blade belt"): a disguised knife, which the
    // weapons laws prohibit. A safety cutter's concealed blade, a razor or a film's title is none.
    topic: 'weapons',
    qualifier: true,
    once: true,
    terms: [hiddenBlade],
    context: anyOf(coveredForSafety, toyWords, costumeWords, noContext),
  },
];
