import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';
import { peroxide, precursorAtLegalStrength } from './precursor-limits.ts';

/**
 * Goods of the complete public lists the marketplaces' policies point to, read whole rather than from the examples met (PT, ES,
 * FR, EN, IT, DE); what the other lexicons already read of each list stays there:
 * - EU Regulation 2019/1148 on explosives precursors (`hazardous-chemicals`: the hazardous-materials clauses): Annex I above its limit
 *   values (nitromethane 16 %, hydrogen peroxide by its volumes above 40, sodium chlorate in French and Spanish names), Annex II sold as the chemical (hexamine, acetone, sodium,
 *   calcium and magnesium nitrate, calcium ammonium nitrate, magnesium and aluminium powders), everyday strengths and products clean;
 * - card writers and encoders of the card fraud trade (`card-skimmers`: "Fraud devices: card skimmers and cloners");
 * - keyless-entry relays and car-key programmers (`lock-picks`: eBay's lock-picking devices policy, the marketplaces' tools for
 *   opening what is not one's own);
 * - the Italian forces' badges and uniforms (`police-insignia`);
 * - organs offered for transplant, placenta capsules (`human-remains`: "Human remains and organs");
 * - courier and driver accounts for hire, airline miles and loyalty points, SIM cards and bank accounts in someone else's name
 *   (`digital-accounts`: "Accounts and digital access", eBay's accounts and virtual items).
 */

/** A percentage above a limit value, within a few words after the name ("nitro fuel 25 %"). */
const above = (pattern: string) => String.raw`(?=[^.!?\n]{0,30}?(?<![\p{N}.,])(?:${pattern})(?:[.,]\d+)?\s?%)`;

/** A chemical sold as the chemical: a purity, a grade, a bulk quantity, a particle size, the pyrotechnician's use. */
const asTheChemical =
  /(?<![\p{N}.,])(?:9\d|100)(?:[.,]\d+)?\s?%|(?<![\p{L}])(?:pur[oae]s?|pure|puro|rein(?:e|er|es)?|reinst|grau\s+(?:t[eé]cnico|anal[ií]tico|reagente)|grado\s+(?:t[eé]cnico|anal[ií]tico|reactivo|tecnico)|technical\s+grade|reagent(?:\s+grade)?|lab(?:oratory)?\s+grade|qualit[eé]\s+(?:technique|analytique)|pro\s+analysi|p\.?\s?a\.?|mesh|microns?|[µu]m|pirot[eé]cni\p{L}*|pyrotechn\p{L}*|pyro\p{L}*|pirotecni\p{L}*|fogos?\s+de\s+artif[ií]cio|fuegos\s+artificiales|feux\s+d['’]artifice|fireworks?|feuerwerk\p{L}*|flash\s+powder|thermite|termite|thermit)(?![\p{L}])|(?<![\p{N}.,])(?:[5-9]|\d{2,})\s?(?:kg|l|litros?|liters?|litres?|liter)(?![\p{L}])/iu;

const hexamine = String.raw`(?:hexamina|hexamine|hexam[eé]thyl[eè]ne-?t[eé]tramine|hexamethylenetetramine|hexametilen-?tetramina|esametilentetrammina|hexamethylentetramin|urotropin[ae]?|metenamina)`;
const acetone = String.raw`(?:acetona|ac[eé]tone|acetone|aceton)`;
const nitrates = String.raw`(?:nitrato\s+(?:de\s+)?(?:s[oó]dio|s[oó]dico|sodio|c[aá]lcio|c[aá]lcico|calcio|magn[eé]sio|magnesio)|nitrato\s+di\s+(?:sodio|calcio|magnesio)|nitrato\s+(?:de\s+)?c[aá]lcio\s+e\s+am[oó]nio|nitrato\s+(?:am[oó]nico\s+c[aá]lcico|de\s+calcio\s+y\s+amonio|c[aá]lcico\s+am[oó]nico)|nitrate\s+de\s+(?:sodium|soude|calcium|magn[eé]sium|calcium\s+et\s+d['’]ammonium)|(?:sodium|calcium|magnesium|calcium\s+ammonium)\s+nitrate|(?:natrium|calcium|kalzium|magnesium|kalkammon)(?:nitrat|salpeter)|salitre\s+do\s+chile|nitrato\s+de\s+chile|nitrate\s+du\s+chili|chile\s+saltpet(?:er|re)|chilesalpeter)`;
const metalPowder = String.raw`(?:p[oó]\s+de\s+(?:alum[ií]nio|magn[eé]sio)|polvo\s+de\s+(?:aluminio|magnesio)|poudre\s+(?:d['’]\s*aluminium|de\s+magn[eé]sium)|(?:aluminium|aluminum|magnesium)\s+powder|polvere\s+di\s+(?:alluminio|magnesio)|(?:aluminium|magnesium)pulver|(?:alum[ií]nio|aluminio|magn[eé]sio|magnesio)\s+em\s+p[oó]|(?:aluminio|magnesio)\s+en\s+polvo|(?:alluminio|magnesio)\s+in\s+polvere)`;

const couriers = String.raw`(?:glovo|uber(?:\s+eats)?|bolt(?:\s+food)?|deliveroo|just\s*eat|stuart|wolt|cabify|lieferando|free\s?now|heetch|lyft|doordash|takeaway)`;
const accountWord = String.raw`(?:contas?|cuentas?|comptes?|accounts?|konto|konten|account\s+di)`;
const courierRole = String.raw`(?:estafeta|rider|repartidor|livreur|coursier|courier|driver|fahrer|motorista|conductor|chauffeur|vtc|tvde|fattorino)`;
const loyaltyUnit = String.raw`(?:milhas|millas|miles(?!\s+de(?![\p{L}]))|meilen|miglia|avios|pontos|puntos|points|punti|punkte|pr[aä]mienmeilen)`;
const programme = String.raw`(?:tap(?:\s+miles(?:\s*(?:&|and|e)\s*go)?)?|miles\s*(?:&|and|e)\s*(?:go|more)|flying\s+blue|iberia(?:\s+(?:plus|club))?|skywards|aadvantage|mileage\s?plus|krisflyer|millemiglia|volare|vueling(?:\s+club)?|executive\s+club|payback|continente|nectar|dia\s+club|lufthansa|air\s+france|klm|emirates|british\s+airways|avios)`;
const otherPerson = String.raw`(?:em|en|a|in|on|auf|au|under)\s+(?:nome|nombre|nom|name|den\s+namen|another\s+person['’]s\s+name|someone\s+else['’]s\s+name)(?:\s+(?:de|d['’]|of|di)\s*(?:outra\s+pessoa|otra\s+persona|otro|outrem|terceiros|terceros|quelqu['’]un\s+d['’]autre|un\s+tiers|someone\s+else|another\s+person|un['’]altra\s+persona|terzi|einer\s+anderen\s+person|dritter))?`;
const bankAccount = String.raw`(?:contas?\s+banc[aá]rias?|cuentas?\s+bancarias?|comptes?\s+bancaires?|bank\s+accounts?|cont[oi]\s+(?:corrente|bancari[oi])|bankkont(?:o|en)|girokont(?:o|en))`;

export const wholeListLexicon: TopicLexicon[] = [
  {
    // Annex I of EU Regulation 2019/1148 above its limit values: nitromethane and the model engines' nitro fuel above 16 % (16 % and
    // less is sold to the public); sodium and potassium chlorate and perchlorate in the names the other lexicon lacks (limit 40 %).
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      `(?:nitro[\\s-]?fuel|glow[\\s-]?fuel|combust[ií]vel(?:\\s+(?:de\\s+)?nitro)?|combustible(?:\\s+(?:de\\s+)?nitro)?|carburant(?:\\s+nitro)?|miscela(?:\\s+nitro)?|nitro[\\s-]?(?:treibstoff|sprit|kraftstoff))${above(String.raw`1[7-9]|[2-9]\d`)}`,
      `(?<![\\p{N}.,])(?:1[7-9]|[2-9]\\d)\\s?%\\s+(?:de\\s+|di\\s+)?(?:nitro(?:metano|m[eé]thane|methane|methan)?)(?![\\p{L}])`,
      // Hydrogen peroxide by its volumes of oxygen above 40 (12 %), the hairdresser's and the pool shop's measure.
      `${peroxide}(?=[^.!?\\n]{0,30}?(?<![\\p{N}.,])(?:4[1-9]|[5-9]\\d|[1-9]\\d\\d)\\s?(?:vol(?:umes|[uú]menes|umi|\\.)?|v)(?![\\p{L}]))`,
      'clorato\\s+(?:s[oó]dico|pot[aá]sico)', 'perclorato\\s+(?:s[oó]dico|pot[aá]sico)', 'chlorate\\s+de\\s+(?:soude|potasse)', 'perchlorate\\s+de\\s+(?:soude|potasse)', 'd[eé]sherbants?\\s+au\\s+chlorate', 'chlorate\\s+weed\\s?killers?',
    ],
    // A chlorate at 40 % or less (`precursor-limits.ts`); a book.
    innocent: precursorAtLegalStrength,
    context: aboutOrEmpty,
  },
  {
    // Annex II of EU Regulation 2019/1148 (reportable): sold as the chemical (a purity, a grade, a bulk quantity, a powder's fineness,
    // a pyrotechnic use). Nail-polish remover, a camping stove's fuel tablets, a garden's fertiliser and a supplement are everyday goods.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [hexamine, acetone, nitrates, metalPowder],
    requires: asTheChemical,
    context: /(?<![\p{L}])(?:unhas|u[nñ]as|ongles|nails?|unghie|n[aä]gel\p{L}*|verniz|esmalte|vernis|smalto|nagellack|removedor|quitaesmaltes?|dissolvant|remover|solvente\s+per\s+unghie|gel\s+polish|manicure|manicura|pastilhas|pastillas|tablettes|tablets|tavolette|tabletten|fogareiro|hornillo|r[eé]chaud|stove|fornelletto|kocher|esbit|fertiliz\p{L}*|fertilis\p{L}*|adubos?|abonos?|engrais|concim\p{L}*|d[uü]nger|hidroponi\p{L}*|hydroponi\p{L}*|idroponi\p{L}*|jardim|jard[ií]n|jardin|garden|giardino|garten|horta|huerto|potager|suplementos?|suplementos?|compl[eé]ments?|supplements?|integratori|nahrungserg[aä]nzung\p{L}*|c[aá]psulas|c[aá]psules|g[eé]lules|capsules|kapseln|tintas?|pinturas?|peintures?|paints?|vernici|farben?|panelas?|sart[eé]n|cuisine|kitchen|cozinha|cocina|papel|foil|folha|livros?|libros?|livres?|books?)(?![\p{L}])/iu,
  },
  {
    // Annex II's names only a chemist's catalogue writes: the chemical whatever the quantity.
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      'nitrato\\s+de\\s+magn[eé]sio\\s+hexa-?hidratado', 'nitrato\\s+de\\s+magnesio\\s+hexahidrato', 'nitrate\\s+de\\s+magn[eé]sium\\s+hexahydrat[eé]', 'magnesium\\s+nitrate\\s+hexahydrate', 'nitrato\\s+di\\s+magnesio\\s+esaidrato', 'magnesiumnitrat[\\s-]?hexahydrat',
    ],
    context: aboutOrEmpty,
  },
  {
    // Magnetic-stripe and chip card writers and encoders, the card fraud trade's tools (an SD card reader is a computer's).
    topic: 'card-skimmers',
    // A writer named inside a phrase headed by its software or its kit ("EMV chip card writer software") is the same tool.
    qualifier: true,
    terms: [
      'msr\\s?-?(?:605|606|206|x6)x?', 'leitor(?:es)?\\s+(?:e\\s+)?gravador(?:es)?\\s+de\\s+(?:cart[oõ]es|cart[aã]o|banda)\\s+magn[eé]tic\\p{L}*', 'gravador(?:es)?\\s+de\\s+(?:cart[oõ]es|cart[aã]o|banda)\\s+magn[eé]tic\\p{L}*',
      'lector(?:es)?\\s+(?:y\\s+)?grabador(?:es)?\\s+de\\s+(?:tarjetas|bandas?)\\s+magn[eé]tic\\p{L}*', 'grabador(?:es)?\\s+de\\s+(?:tarjetas|bandas?)\\s+magn[eé]tic\\p{L}*',
      '(?:encodeurs?|graveurs?|lecteurs?[\\s-]+encodeurs?)\\s+de\\s+cartes?\\s+(?:magn[eé]tiques?|[àa]\\s+puce|emv)',
      '(?:magnetic\\s+(?:stripe\\s+)?|magstripe\\s+|mag\\s+stripe\\s+|emv\\s+(?:chip\\s+)?|chip\\s+)card\\s+(?:reader\\s+)?(?:writers?|encoders?)', 'magstripe\\s+(?:writers?|encoders?)', 'emv\\s+(?:chip\\s+)?(?:writers?|writing\\s+software|cloning\\s+software)',
      '(?:lettore\\s+)?(?:scrittore|codificatore)\\s+(?:di\\s+)?(?:carte|schede|bande)\\s+magnetiche', 'magnetkarten[\\s-]?(?:schreiber|lese-?\\s*(?:und\\s+)?schreibger[aä]t|encoder)\\p{L}*',
    ],
    // A hotel's or a gym's access system sold whole with its own software licence is read by a person as the other clause's goods.
    context: aboutOrEmpty,
  },
  {
    // Relays and repeaters that open a keyless car from its owner's key, code grabbers, car-key programmers (lock-picking devices: restricted).
    topic: 'lock-picks',
    terms: [
      'relay\\s+(?:attack\\p{L}*|keyless|kits?|box(?:es)?|devices?)(?=[^.!?\\n]{0,60}?(?:cars?|keyless|keys?|vehicles?|carros?|coches?|voitures?|autos?))', 'keyless[\\s-]+(?:go[\\s-]+)?(?:relay|relais|repeaters?|amplifiers?|hack\\p{L}*|verst[aä]rker|repetidor(?:es)?|amplificador(?:es)?|ripetitor[ei]|amplificator[ei])',
      '(?:amplificador(?:es)?|repetidor(?:es)?|amplificateurs?|r[eé]p[eé]teurs?|amplificator[ei]|ripetitor[ei]|verst[aä]rker)\\s+(?:de\\s+|di\\s+)?(?:(?:se[nñ]al|sinal|signal|segnale)\\s+)?(?:(?:para\\s+|pour\\s+|per\\s+)?(?:chaves?\\s+|llaves?\\s+|cl[eé]s?\\s+|chiavi\\s+)?)keyless',
      'code\\s?grabbers?', 'roll\\s?jam', 'programador(?:es)?\\s+de\\s+(?:chaves|llaves)(?:\\s+(?:autom[oó]vel|autom[oó]viles|de\\s+(?:carro|coche|autom[oó]vel)|auto|obd\\p{L}*))?', 'key\\s+programm(?:er|ers|ing\\s+(?:tools?|kits?|devices?|machines?))',
      '(?:programmateurs?|valises?\\s+de\\s+programmation)\\s+de\\s+cl[eé]s', 'programmator[ei]\\s+(?:di\\s+)?chiavi', 'schl[uü]ssel[\\s-]?(?:programmier|anlern)(?:ger[aä]t|er|ungsger[aä]t)\\p{L}*',
      'vvdi\\p{L}*', 'autel\\s+(?:im\\s?508|im\\s?608|km\\s?100)', 'smart\\s+key\\s+(?:emulators?|programmers?)', 'key\\s+emulators?',
    ],
    // A key fob's pouch that blocks a relay, a book.
    innocent: /(?:bolsas?|capas?|fundas?|pochettes?|[eé]tuis?|pouch(?:es)?|cases?|custodi[ae]|h[uü]llen?|faraday)\s+(?:\p{L}+\s+){0,3}?(?:anti[\s-]?)?(?:relay|keyless)(?:[\s-]+(?:attacks?|theft|hacks?))?/iu,
    context: aboutOrEmpty,
  },
  {
    // Badges and uniforms of Italy's serving forces, as the police-insignia clauses read them; a costume or a toy is not.
    topic: 'police-insignia',
    madeThing: true,
    terms: [
      '(?:distintiv[oi]|placc(?:a|he)|tesserin[oi]|mostrin[ei]|gradi|berretti?|baschi|basco|cappell[oi]|fregi?|uniform[ei]|divis[ae])\\s+(?:(?:original[ei]|autentic[oaie]|ver[oaie]|d.ordinanza)\\s+)?(?:(?:dei|della|del|da)\\s+)?(?:carabinier[ei]|polizia(?:\\s+(?:di\\s+stato|locale|municipale|penitenziaria))?|guardia\\s+di\\s+finanza|vigili\\s+urbani)',
    ],
    context: /(?<![\p{L}])(?:costumi?|carnevale|travestiment\p{L}*|giocattol\p{L}*|bambin[oi]|halloween|cosplay|modellin[oi])(?![\p{L}])/iu,
  },
  {
    // Organs offered for transplant and capsules of a placenta: the human remains and organs clauses.
    topic: 'human-remains',
    terms: [
      '(?:rim|rins|ri[nñ][oó]n(?:es)?|kidneys?|reins?|ren[ei]|nieren?|f[ií]gados?|h[ií]gados?|livers?|fegato|leber|c[oó]rneas?|corn[eé]es?|medula\\s+[oó]sse?a|moelle\\s+osseuse|bone\\s+marrow|midollo\\s+osseo|knochenmark)\\s+(?:[\\p{L}\\p{N}]+[\\s,]+){0,3}?(?:para\\s+transplante|para\\s+trasplante|pour\\s+(?:une\\s+)?greffe|for\\s+(?:a\\s+)?transplant|per\\s+(?:il\\s+)?trapianto|zur\\s+transplantation|dador(?:es)?\\s+compat[ií]ve(?:l|is)|donantes?\\s+compatibles?|donneurs?\\s+compatibles?|compatible\\s+donors?|donatore\\s+compatibile|passender\\s+spender)',
      '(?:rim|rins)\\s+(?:para\\s+venda|[àa]\\s+venda)', 'ri[nñ][oó]n(?:es)?\\s+(?:en\\s+venta|para\\s+(?:la\\s+)?venta|se\\s+vende)', 'kidneys?\\s+for\\s+sale', 'ren[ei]\\s+in\\s+vendita', 'nieren?\\s+zu\\s+verkaufen',
      '(?:vendo|vende-se)\\s+(?:um\\s+|o\\s+meu\\s+)?rim', '(?:vendo|se\\s+vende)\\s+(?:un\\s+|mi\\s+)?ri[nñ][oó]n', '(?:je\\s+)?vends\\s+(?:un\\s+|mon\\s+)rein', '(?:selling|sell)\\s+(?:a\\s+|my\\s+)?kidney', 'vendo\\s+(?:un\\s+|il\\s+mio\\s+)?rene', 'verkaufe\\s+(?:eine|meine)\\s+niere',
      'placenta\\s+(?:em\\s+|en\\s+)?(?:c[aá]psulas|encapsulad\\p{L}*|desidratad\\p{L}*|deshidratad\\p{L}*)', 'c[aá]psulas\\s+de\\s+placenta', 'placenta\\s+(?:capsules|pills|encapsulat\\p{L}*)', 'g[eé]lules\\s+de\\s+placenta', 'capsule\\s+di\\s+placenta', 'plazenta[\\s-]?(?:kapseln|globuli)',
    ],
    // A sheep's or a deer's placenta of a cosmetic, a kidney-shaped table, a book.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:ovelha|oveja|mouton|sheep|pecora|schaf|ovin\\p{L}*|cervo|ciervo|deer|cerf|hirsch|veado|bovin\\p{L}*|cr[eè]mes?|cremas?|creams?|mesas?|tables?|tavolo|tisch|formas?|shaped|forme|feij[aã]o|judías?|haricots?|beans?|bohnen|fagioli)(?![\\p{L}])`, 'iu'),
  },
  {
    // Accounts and virtual items: a courier's or a driver's account for hire, airline miles and loyalty points sold, a SIM card or a
    // bank account in another person's name, a bank account sold or rented (eBay's accounts and virtual items; the accounts clauses).
    topic: 'digital-accounts',
    qualifier: true,
    terms: [
      `${accountWord}\\s+(?:(?:de|da|do|du|di|on|bei|auf)\\s+)?(?:${courierRole}\\s+)?(?:(?:de|da|do|du|di|on|bei)\\s+)?${couriers}(?:\\s+${courierRole})?`,
      `${couriers}\\s+(?:${courierRole}\\s+)?(?:accounts?|contas?|cuentas?|comptes?|konto)`, `${courierRole}\\s+(?:accounts?|konto)\\s+(?:(?:on|bei|auf)\\s+)?${couriers}`,
      `(?<![\\p{N}.,])\\d[\\d.,\\s]{0,9}(?:k|mil)?\\s*${loyaltyUnit}\\s+(?:(?:de|da|do|du|di|on)\\s+)?${programme}`, `${loyaltyUnit}\\s+(?:(?:de|da|do|du|di|on)\\s+)?${programme}(?=[^.!?\\n]{0,30}?\\d)`, `${programme}\\s+${loyaltyUnit}(?=[^.!?\\n]{0,30}?\\d)`,
      `(?:vendo|vende-se|vendem-se|se\\s+venden?|vends|selling|sell|verkaufe|vendesi|vendo\\s+i\\s+miei|cedo)\\s+(?:(?:as\\s+minhas|os\\s+meus|mis|mes|my|meine|le\\s+mie)\\s+)?(?<![\\p{N}.,])\\d[\\d.,\\s]{0,9}(?:k|mil)?\\s*(?:milhas|millas|miles|meilen|miglia|avios)`,
      `(?:vendo|vende-se|vendem-se|se\\s+venden?|vends|selling|sell|verkaufe|vendesi|cedo)\\s+(?:(?:as\\s+minhas|os\\s+meus|mis|mes|my|meine|le\\s+mie)\\s+)?(?:milhas|millas|miles(?!\\s+de(?![\\p{L}]))|meilen|miglia|avios|pr[aä]mienmeilen)(?:\\s+(?:a[eé]reas|a[eé]reos|de\\s+(?:avi[aã]o|viagem|aerol[ií]nea)))?`,
      `(?:cart[oõ]es|cart[aã]o|tarjetas?|cartes?|schede|schedina|sim[\\s-]?karten?)\\s+sim[\\s,]+(?:[\\p{L}\\p{N}]+[\\s,]+){0,4}?${otherPerson}`, `sim\\s+(?:cards?\\s+)?(?:pre-?)?(?:registad[oa]s?|registrad[oa]s?|registered|enregistr[eé]e?s?|registrat[ae]|registriert\\p{L}*|intestat[ae])\\s+(?:\\p{L}+\\s+){0,2}?${otherPerson}`,
      `sim\\s+(?:\\p{L}+\\s+){0,2}?intestat[ae]\\s+(?:a|ad)\\s+(?:altr[ae]\\s+person[ae]|terzi)`,
      `(?:pre-?registered|pr[eé]-?registad[oa]s?|pre-?registrad[oa]s?|pr[eé]-?enregistr[eé]e?s?|vorregistriert\\p{L}*|pre-?registrat[ae])\\s+sim(?:[\\s-]?(?:cards?|karten?))?`, `sim(?:[\\s-]?(?:cards?|karten?))?\\s+(?:pre-?registered|pr[eé]-?registad[oa]s?|pre-?registrad[oa]s?|pr[eé]-?enregistr[eé]e?s?|vorregistriert\\p{L}*|pre-?registrat[ae])`,
      `${bankAccount}[\\s,]+(?:[\\p{L}\\p{N}]+[\\s,]+){0,4}?${otherPerson}`, `${bankAccount}\\s+(?:aberta|abierta|ouvert|opened|open|aperto|er[oö]ffnet)\\s+(?:\\p{L}+\\s+){0,2}?(?:[àa]\\s+venda|en\\s+venta|[àa]\\s+vendre|for\\s+(?:sale|rent)|in\\s+vendita|zu\\s+verkaufen|com\\s+cart[aã]o|con\\s+tarjeta|avec\\s+(?:carte|rib)|with\\s+(?:card|debit\\s+card)|con\\s+carta|mit\\s+karte)`,
      `${bankAccount}\\s+(?:[àa]\\s+venda|en\\s+venta|[àa]\\s+vendre|for\\s+(?:sale|rent)|in\\s+vendita|zu\\s+verkaufen|para\\s+alugar|en\\s+alquiler|[àa]\\s+louer)`,
      // Followers sold by the verb and a count ("vendo 5k seguidores", "je vends des abonnés"): the follower packages' other wording.
      `(?:vendo|vende-se|vendem-se|se\\s+venden?|vends|selling|sell|verkaufe|vendesi)\\s+(?:des\\s+)?(?:(?<![\\p{N}.,])\\d[\\d.,]{0,7}\\s?(?:k|mil|mille)?\\s+)?(?:seguidores|followers|abonn[eé]s|iscritti|follower|subscribers|suscriptores|inscritos)`,
      `(?:vendo|vende-se|alugo|arrendo|se\\s+vende|alquilo|vends|loue|selling|sell|renting|rent\\s+out|vendesi|affitto|verkaufe|vermiete)\\s+(?:(?:uma?|una?|a|my|mi|ma|mon|meine?|il\\s+mio)\\s+)?${bankAccount}`,
    ],
    // A bank's card holder, a book on saving, a courier's bag sold alone.
    context: aboutOrEmpty,
  },
];
