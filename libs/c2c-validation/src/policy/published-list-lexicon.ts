import { accessoryFor } from './accessory-for.ts';
import { aboutOrEmpty, type TopicLexicon } from './item-lexicon.ts';

/**
 * Goods the marketplaces' published prohibited and restricted items lists name (OLX, Vinted, Wallapop, eBay, Leboncoin; read
 * category by category, November 2026) that the other lexicons did not hold, in the words sellers use (PT, ES, FR, EN, IT, DE).
 * Each goes to the topic whose clause names it:
 * - body armour, a suppressor beside its gun, gunpowder and primers, blowguns, stun guns in Italian (`weapons`: "Weapons,
 *   ammunition and self-defence items", "Weapons and weapon parts", eBay's weapons and accessories policy);
 * - laughing gas, magic-mushroom spores and grow kits, cannabis seeds in German, psychoactive plants (`drugs`);
 * - SARMs, botulinum toxin, injectable fillers and tanning peptides, hydroquinone creams (`medicines`: prescription-only);
 * - licence plates (`identity-documents`: eBay's government documents, IDs and licences policy);
 * - refrigerant gas in its cylinder, asbestos (`hazardous-chemicals`);
 * - marine and distress flares (`explosives-fireworks`: pyrotechnics);
 * - kits and chips that lift an e-bike's or e-scooter's speed limit (`emissions-defeat`: illegal vehicle modifications);
 * - follower packages and lists of people's e-mails or phone numbers (`digital-accounts`; eBay's mailing lists and personal information policy);
 * - eggs of wild birds (`protected-wildlife`).
 */

/** Costume, airsoft and toy words: a vest or a blowgun among them is a prop. */
const propWords =
  /(?<![\p{L}])(?:airsoft|softair|paintball|cosplay|fantasias?|disfraz(?:es)?|d[eé]guisements?|costumes?|costume|kost[uü]m\p{L}*|karneval|carnaval|carnevale|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|infantil|kids|crian[cç]as?|ni[nñ]os|enfants?|bambini|kinder)(?![\p{L}])/iu;

const gunWord = String.raw`(?:carabinas?|carabines?|carabin[ae]|espingardas?|escopetas?|rifles?|fusils?|fucil[ei]|pistolas?|pistolets?|pistols?|pistol[ae]|armas?|armes?|guns?|gewehre?|b[uü]chsen?|pistolen?)`;
const suppressor = String.raw`(?:silenciador(?:es)?|silencieux|silenziator[ei]|moderator[ei]\s+di\s+suono|sound\s+moderators?|suppressors?|silencers?|schalld[aä]mpfer)`;

const laughingGas = String.raw`(?:g[aá]s\s+hilariante|gas\s+de\s+la\s+risa|gaz\s+hilarant|laughing\s+gas|gas\s+esilarante|lachgas)`;
const nitrousOxide = String.raw`(?:protoxyde\s+d['’]azote|[oó]xido\s+nitroso|nitrous\s+oxide|protossido\s+di\s+azoto|distickstoffmonoxid|n2o)`;
const gasContainer = String.raw`(?:bombonas?|botijas?|garrafas?|bouteilles?|bonbonnes?|tanks?|cylinders?|bottles?|bombol[ae]|flaschen?|smartwhip)`;

const plate = String.raw`(?:(?:placas?|chapas?)\s+de\s+matr[ií]cula|placas?\s+de\s+(?:matr[ií]cula|matriculaci[oó]n)|plaques?\s+d['’]immatriculation|(?:number|licen[cs]e|registration)\s+plates?|targ(?:a|he)\s+(?:d['’]immatricolazione|automobilistic[ae]|(?:auto|moto)\s+original[ei])|kfz[\s-]?kennzeichen|kennzeichenschild(?:er)?|nummernschild(?:er)?)`;
/** A plate's holder, frame, surround, light or screws, named for it ("number plate surrounds", "suporte de matrícula"). */
const plateAccessory = accessoryFor(plate, {
  nouns: String.raw`frames?|surrounds?|holders?|brackets?|suportes?|soportes?|cornic[ei]|halterungen?|kennzeichenhalter|molduras?|marcos?|cadres?|luz(?:es)?|luces|l[aâ]mpadas?|l[aá]mparas?|lights?|lamps?|[eé]clairages?|feux|luci|supporti|portatarg[ae]|rahmen|beleuchtung|leuchten?|parafusos?|tornillos?|vis|screws?|schrauben|tapas?|relocators?|tidy`,
  after: String.raw`frames?|surrounds?|holders?|brackets?|lights?|lamps?|screws?|relocators?|supports?|rahmen|beleuchtung|leuchten?|schrauben`,
  words: 0,
});

const refrigerantContainer = String.raw`(?:bombonas?|botijas?|garrafas?|bouteilles?|bonbonnes?|cylinders?|bottles?|bombol[ae]|flaschen?|latas?|cans?|dosen?)`;
const refrigerantCode = String.raw`r-?(?:12|22|32|134a|290|404a|407c|410a|502|600a|1234yf)(?![\p{L}\p{N}])`;

const lightVehicle =
  /(?<![\p{L}])(?:trotinet\p{L}*|patinetes?|trottinett\p{L}*|monopattin\p{L}*|e-?scooters?|scooters?\s+[eé]l[eé]ctric\p{L}*|e-?bikes?|ebike\p{L}*|pedelecs?|vae|bicicletas?\s+el[eé]c?tricas?|v[eé]los?\s+(?:[àa]\s+assistance|[eé]lectriques?)|bici(?:clett[ae])?\s+elettric\p{L}*|elektro(?:fahrr[aä]d|roller)\p{L}*|e-?roller|xiaomi|ninebot|segway|bosch\s+(?:performance|active|cx|powertube|smart\s+system)|bafang|brose|yamaha\s+pw|shimano\s+steps|speedbox|badassbox)(?![\p{L}])/iu;

export const publishedListLexicon: TopicLexicon[] = [
  {
    // Body armour and stab vests (the self-defence items of the weapons clauses); an airsoft or costume vest is a prop.
    topic: 'weapons',
    terms: [
      'coletes?\\s+(?:bal[ií]stic[oa]s?|anti-?balas?|[àa]\\s+prova\\s+de\\s+balas?|anti-?facadas?)', 'chalecos?\\s+(?:anti-?balas|bal[ií]sticos?|anti-?bala|anti-?cuchillo|anti-?apu[nñ]alamiento)',
      'gilets?\\s+(?:pare-?balles?|balistiques?|pare-?lames?)', '(?:bulletproof|bullet-proof|ballistic|stab[\\s-]?proof|stab)\\s+vests?', 'body\\s+armou?r', 'plates?\\s+carriers?\\s+with\\s+(?:ballistic\\s+)?plates',
      '(?:placas?|plaques?|plates?|piastre)\\s+bal[ií]stic\\p{L}*', 'ballistic\\s+plates?', 'giubbott[oi]\\s+(?:anti-?proiettile|balistic[oi])', 'schusssichere[nr]?\\s+westen?', '(?:stich|kugel)schutzwesten?', 'ballistische[nr]?\\s+(?:schutz)?westen?',
    ],
    context: propWords,
  },
  {
    // A suppressor named for the gun it fits ("silenciador para carabina"), gunpowder and primers for reloading, blowguns, a stun gun in Italian.
    topic: 'weapons',
    terms: [
      `${suppressor}\\s+(?:(?:para|de|pour|for|per|f[uü]r|da)\\s+)?(?:(?:a|la|el|le|the|il|une?|uma?|die|das|den)\\s+)?${gunWord}`,
      'p[oó]lvora\\s+(?:negra|sem\\s+fumo|sin\\s+humo|de\\s+(?:ca[cç]a|recarga|ca[nñ]a)|para\\s+recarga)', 'poudres?\\s+(?:noire\\s+(?:pour|de)\\s+(?:poudre|armes?|chasse|rechargement)|sans\\s+fum[eé]e|de\\s+rechargement|[àa]\\s+canon)',
      'gun\\s*powder', 'black\\s+powder(?![\\s-]*coat)(?=[^.!?\\n]{0,40}?(?:muzzle|rifle|pistol|revolver|cannon|reloading|grains?|lbs?|kg|pounds?|cans?))', 'smokeless\\s+powder', 'polvere\\s+(?:da\\s+sparo|nera|infume)', 'schwarzpulver', '(?:nitro|treibladungs)pulver',
      '(?:fulminantes|pistones|amorces|primers|inneschi|z[uü]ndh[uü]tchen)\\s+(?:(?:de|para|pour|for|per|f[uü]r)\\s+)?(?:recarga|rechargement|reloading|ricarica|cartuchos?|cartouches?|munici[oó]n|muni[cç][oõ]es|small\\s+rifle|large\\s+pistol|small\\s+pistol|large\\s+rifle|wiederladen)',
      '(?:large|small)\\s+(?:rifle|pistol)\\s+primers',
      'storditor[ei]\\s+elettric[oi]', 'pistol[ae]\\s+stordent[ei]',
    ],
    // A car's or a motorbike's silencer, make-up's black powder, the green tea rolled as gunpowder. (Blowpipes are read by the
    // weapons-official-lists lexicon, whose context knows a compressor's air blow gun.)
    context: new RegExp(`${propWords.source}|(?<![\\p{L}])(?:gun\\s*powder\\s+(?:green\\s+)?(?:tea|tee|ch[aá]|t[eé]|th[eé])|(?:ch[aá]|t[eé]|th[eé]|t[eè]|tea|tee)\\s+(?:verde\\s+|vert\\s+|green\\s+|gr[uü]ne[rn]?\\s+)?gun\\s*powder)(?![\\p{L}])|(?<![\\p{L}])(?:escape|escapes|tubo|[eé]chappement|exhaust|scarico|auspuff|motas?|motos?|coches?|carros?|voitures?|maquilha\\p{L}*|maquilla\\p{L}*|maquillage|make-?up|sombras?|eyeshadow|trucco|lidschatten|pintura|peinture|paint|coating|pulverlack|press[aã]o\\s+de\\s+ar|aire\\s+comprimido|air\\s*(?:rifles?|guns?|pistols?)|luftgewehr\\p{L}*|ad\\s+aria\\s+compressa|[àa]\\s+plombs?|de\\s+chumbos?|balines|pcp)(?![\\p{L}])`, 'iu'),
  },
  {
    // Laughing gas by its street name, nitrous oxide by the bottle or cylinder (the canisters sold to be inhaled); not a whipped-cream siphon's capsules.
    topic: 'drugs',
    terms: [
      laughingGas,
      `${nitrousOxide}(?:[\\s,:]+[\\p{L}\\p{N}'’]+){0,3}?[\\s,:]+${gasContainer}`, `${gasContainer}\\s+(?:de\\s+|of\\s+|d['’]\\s*|di\\s+|mit\\s+)?(?:\\d+\\s?(?:g|kg|gr)\\s+(?:de\\s+|of\\s+|d['’]\\s*|di\\s+)?)?${nitrousOxide}`,
    ],
    // A dentist's or an engine's nitrous ("NOS kit"), a book about it.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:nitrous\\s+(?:kits?|systems?)|motor|engine|moteur|motore|racing|dentist\\p{L}*|dent[aá]ri[oa])(?![\\p{L}])`, 'iu'),
  },
  {
    // Spores and grow kits of magic mushrooms; cannabis seeds in German (hemp seeds to eat are food); psychoactive plants.
    topic: 'drugs',
    // Leaves, spores or seeds of the plant are the plant's own goods, wherever the phrase names them.
    qualifier: true,
    terms: [
      '(?:esporos|esporas|spores|sporen|spore)\\s+(?:de\\s+|of\\s+|di\\s+)?(?:psilocyb\\p{L}*|psilocib\\p{L}*|cubensis|cogumelos\\s+m[aá]gicos|setas\\s+m[aá]gicas|magic\\s+mushrooms?|champignons\\s+magiques|funghi\\s+magici)',
      'psilocybe(?:\\s+cubensis)?', 'cubensis', 'p\\.\\s?cubensis',
      '(?:kits?|caixas?|cajas?)\\s+de\\s+cultivo\\s+de\\s+(?:cogumelos|setas|hongos)\\s+(?:m[aá]gic[oa]s|alucin[oó]gen[oa]s)', 'magic\\s+mushrooms?\\s+(?:grow\\s*(?:kits?|box(?:es)?)|spores)', 'grow\\s*kits?\\s+(?:de\\s+|of\\s+)?magic\\s+mushrooms?',
      'champignons\\s+magiques', 'funghi\\s+magici', 'zauberpilz\\p{L}*',
      '(?:cannabis|marihuana|hanf)samen\\s+(?:feminisiert\\p{L}*|autoflower\\p{L}*|automatic|regul[aä]r\\p{L}*)', 'feminisierte\\s+(?:cannabis|hanf)?samen', 'cannabissamen', 'marihuanasamen',
      'salvia\\s+divinorum', 'peyot[el]s?', 'peiotes?', 'lophophora', 'ayahuasca', 'iboga(?:[ií]na|ine)?',
    ],
    context: aboutOrEmpty,
  },
  {
    // SARMs (sold as research chemicals, taken as steroids), botulinum toxin, injectable fillers, tanning peptides, hydroquinone creams: prescription-only.
    topic: 'medicines',
    terms: [
      'sarms?', 'ostarin[ae]?', 'mk-?2866', 'ligandrol', 'lgd-?4033', 'rad-?140', 'testolone', 'cardarin[ae]?', 'gw-?501516', 'andarin[ae]?', 'yk-?11', 'mk-?677', 'ibutamoren',
      'botox', 'toxina\\s+botul[ií]nica', 'toxine\\s+botulique', 'botulinum(?:\\s+toxin|toxin)?', 'tossina\\s+botulinica', 'dysport', 'azzalure', 'bocouture',
      '(?:[aá]cido\\s+hialur[oó]nico|acide\\s+hyaluronique|hyaluronic\\s+acid|acido\\s+ialuronico|hyalurons[aä]ure)\\s+(?:injet[aá]vel|inyectable|injectable|iniettabile|injizierbar|en\\s+seringue|em\\s+seringa|en\\s+jeringa|in\\s+syringe)',
      '(?:[aá]cido\\s+hialur[oó]nico|acide\\s+hyaluronique|hyaluronic\\s+acid|acido\\s+ialuronico)\\s+(?:para|pour|for|per)\\s+(?:preenchimento|relleno|rellenos|comblement|injections?|fillers?|riempimento|labios|l[aá]bios|l[eè]vres|lips|labbra)',
      '(?:preenchimento|relleno|rempliss\\p{L}*|filler)\\s+(?:d[eé]rmic[oa]|dermique|dermal|con\\s+acido\\s+ialuronico)', 'dermal\\s+fillers?', '(?:hyaluron\\p{L}*\\s+)?filler\\s+(?:\\d+\\s?ml|injection\\p{L}*|spritze\\p{L}*)',
      'juvederm', 'restylane', 'teosyal', 'stylage', 'profhilo',
      'melanotan(?:\\s*(?:ii|2|i|1))?', 'tanning\\s+(?:injections?|peptides?|nasal\\s+spray)',
      'hidroquinona', 'hydroquinone', 'idrochinone', 'hydrochinon',
    ],
    // A hair treatment named after botox ("botox capilar", "effet botox"), a filler's sponge or a make-up primer; a book or an empty box.
    innocent: /botox\s+(?:capilar|capillaire|for\s+hair|per\s+capelli|f[uü]r\s+(?:die\s+)?haare|hair|effect|effet|efecto|efeito|effetto|like)|(?:efeito|efecto|effet|effetto|effect|tipo|like|hair|cabelo|cabello|cheveux|capelli|haar)\s+(?:\p{L}+\s+)?botox|botox[\s-]?effekt|(?:sem|sin|sans|without|free\s+of|senza|ohne)\s+(?:\p{L}+\s+)?(?:hidroquinona|hydroquinone|idrochinone|hydrochinon)|(?:hydroquinone|hidroquinona)[\s-]?free|(?:primer|pore|make-?up|maquilha\p{L}*|maquilla\p{L}*|maquillage)\s+(?:\p{L}+\s+)?filler|filler\s+(?:primer|make-?up|pores?)/iu,
    context: aboutOrEmpty,
  },
  {
    // Licence plates (eBay's government documents clause; refused as official marks): their holders, frames, lights and screws, a toy's or a décor sign are not.
    topic: 'identity-documents',
    terms: [plate],
    innocent: new RegExp(String.raw`${plateAccessory}|(?:decorativ\p{L}*|d[eé]corati\p{L}*|d[eé]co|vintage|americanas?|americain\p{L}*|american|usa|us|personaliz\p{L}*|personnalis\p{L}*|personali[sz]ed|customi[sz]ed|miniaturas?|miniatures?|mini|souvenir|fantasia|novelty|deko\p{L}*|metal\s+signs?)\s+(?:\p{L}+\s+)?${plate}|${plate}\s+(?:\p{L}+\s+)?(?:decorativ\p{L}*|d[eé]cor\p{L}*|vintage|americanas?|am[eé]ricaines?|american|usa|us|personaliz\p{L}*|personnalis\p{L}*|personali[sz]ed|novelty|souvenir|deko\p{L}*|para\s+(?:bicicleta|crian[cç]as|brinquedo)|for\s+(?:kids|bikes?|toys?))`, 'iu'),
    // A toy's plate; a car sold with its own plate hidden in the photos or named beside its mileage and inspection.
    context: new RegExp(`${propWords.source}|(?<![\\p{L}])(?:lego|playmobil|hot\\s+wheels|matchbox|scalextric|km|quil[oó]metros|kil[oó]metros|kilom[eè]tres|miles|mileage|revis[oõ]es|itv|inspe[cç][aã]o|contr[oô]le\\s+technique|t[uü]v|tagliando|revisione|desfocad\\p{L}*|tapad\\p{L}*|ocultad\\p{L}*|borros\\p{L}*|floue?s?|masqu[eé]e?s?|blurred|blurry|hidden|covered|pixel\\p{L}*|sfocat\\p{L}*|verpixelt|unkenntlich|cobert\\p{L}*|cubiert\\p{L}*)(?![\\p{L}])`, 'iu'),
  },
  {
    // Refrigerant gas sold in its cylinder or can, asbestos sheets and parts (mercury and its thermometers are read in `item-lexicon.ts`).
    topic: 'hazardous-chemicals',
    qualifier: true,
    terms: [
      `(?:g[aá]s|gaz|gas)\\s+(?:refrigerante|r[eé]frig[eé]rant|refrigerant)\\s+${refrigerantCode}(?=[^.!?\\n]{0,30}?(?:${refrigerantContainer}|\\d+\\s?(?:kg|lbs?)(?![\\p{L}])))`,
      `${refrigerantContainer}\\s+(?:de\\s+|of\\s+|di\\s+|d['’]\\s*)?(?:g[aá]s\\s+|gaz\\s+|gas\\s+)?(?:refrigerante\\s+|r[eé]frig[eé]rant\\s+|refrigerant\\s+|refrigerante\\s+)?(?:fr[eé]on|${refrigerantCode})`,
      `(?:fr[eé]on|${refrigerantCode})\\s+(?:(?:refrigerant|gas|g[aá]s|gaz|k[aä]ltemittel)\\s+)?(?:cylinders?|bottles?|garrafas?|botijas?|bombonas?|bouteilles?|bonbonnes?|bombol[ae]|flaschen?)(?![\\s-]*(?:heads?|barrels?|blocks?|kits?))`,
      'fr[eé]on(?=[^.!?\\n]{0,30}?\\d+\\s?(?:kg|lbs?|g)(?![\\p{L}]))',
      'amianto', 'amiante', 'asbestos', 'asbest(?!frei)\\p{L}*',
    ],
    // A sheet or a part said free of asbestos, its removal as a service; an appliance charged with its gas ("com gás R32").
    innocent: /(?:sem|sin|sans|senza|ohne|without|free\s+of|libre\s+de|livre\s+de|isento\s+de|exento\s+de|n[aã]o\s+(?:cont[eé]m|tem)|no\s+contiene|ne\s+contient\s+pas|non\s+contiene|enth[aä]lt\s+kein)\s+(?:\p{L}+\s+)?(?:amianto|amiante|asbestos|asbest)|asbestos[\s-]free|asbestfrei|(?:remo[cç][aã]o|retirada|desamiantado|d[eé]samiantage|removal|abatement|rimozione|bonifica|sanierung|entsorgung)\s+(?:\p{L}+\s+)?(?:de\s+|of\s+|d['’]\s*|dell['’]\s*|von\s+)?(?:amianto|amiante|asbestos|asbest)/iu,
    context: /(?<![\p{L}])(?:ar\s+condicionado|aire\s+acondicionado|climatiseurs?|climatisation|air\s+condition\p{L}*|condizionator[ei]|klimaanlage\p{L}*|frigor[ií]fic[oa]s?|neveras?|r[eé]frig[eé]rateurs?|fridges?|frigorifer[oi]|k[uü]hlschr[aä]nke?|bombas?\s+de\s+calor|pompes?\s+[àa]\s+chaleur|heat\s+pumps?|w[aä]rmepumpen?|desumidificador\p{L}*|deshumidificador\p{L}*|d[eé]shumidificateur\p{L}*|dehumidifiers?|deumidificator\p{L}*|luftentfeuchter|remo[cç][aã]o|removid[oa]s?|retirad[oa]s?|d[eé]samiant\p{L}*|removal|removed|abatement|rimozion\p{L}*|rimoss[oa]|bonifica|sanierung|saniert|entsorgung|diagn[oó]stic\p{L}*|rep[eé]rage)(?![\p{L}])/iu,
  },
  {
    // Marine and distress flares, hand flares and parachute rockets (pyrotechnics); an electronic (LED) flare is none.
    topic: 'explosives-fireworks',
    terms: [
      'sinalizadores?\\s+(?:\\p{L}+\\s+)?(?:mar[ií]timos?|n[aá]uticos?|de\\s+socorro|pirot[eé]cnicos?|de\\s+emerg[eê]ncia\\s+para\\s+(?:barcos?|embarca[cç][oõ]es))', 'fachos?\\s+(?:de\\s+m[aã]o|mar[ií]timos?|vermelhos?|de\\s+socorro|para\\s+barcos?)', 'foguetes?\\s+(?:de\\s+sinaliza[cç][aã]o|(?:com\\s+)?para-?quedas|de\\s+socorro)',
      'bengalas?\\s+(?:de\\s+(?:se[nñ]ales|socorro|mano|humo)|n[aá]uticas|mar[ií]timas|pirot[eé]cnicas)', 'cohetes?\\s+(?:de\\s+socorro|con\\s+paraca[ií]das|paraca[ií]das)',
      'fus[eé]es?\\s+(?:de\\s+d[eé]tresse|parachutes?|[àa]\\s+main|de\\s+signalisation)', 'feux?\\s+[àa]\\s+main(?:\\s+rouges?)?',
      '(?:marine|distress|hand(?:held)?|parachute|emergency|pyrotechnic)\\s+flares?', 'flares?\\s+(?:for\\s+(?:boats?|yachts?|the\\s+boat)|(?:kit|pack)\\s+(?:marine|offshore|coastal))', 'very[\\s-]lights\\s+(?:mar[ií]timos|de\\s+socorro|para\\s+(?:o\\s+)?barco)',
      'razz[oi]\\s+(?:di\\s+segnalazione|a\\s+paracadute|paracadute)', 'fuochi\\s+a\\s+mano', 'boette\\s+fumogen[ae]', 'segnali\\s+(?:di\\s+soccorso|pirotecnici)',
      '(?:seenot|hand|fallschirm|signal)(?:fackeln?|raketen?)', 'seenotsignal\\p{L}*', 'notsignal(?:raketen?|fackeln?)',
    ],
    context: /(?<![\p{L}])(?:led|leds|electr[oó]nic\p{L}*|eletr[oó]nic\p{L}*|[eé]lectroniques?|electronic|elettronic\p{L}*|elektronisch\p{L}*|a\s+pilhas|[àa]\s+piles|battery|batteries|akku|lanternas?|linternas?|flashlights?|torch|taschenlampen?|stroboscop\p{L}*|strobe|jeans|cal[cç]as|pantal[oó]n|pantalon|trousers|pants|hose|gonna|saia|skirt)(?![\p{L}])/iu,
  },
  {
    // A kit, chip or dongle that lifts an e-bike's or e-scooter's speed limit, or one sold so modified ("desbloqueada a 45 km/h").
    topic: 'emissions-defeat',
    qualifier: true,
    terms: [
      'd[eé]brid(?:age|er|[eé]e?s?|ages)', 'kits?\\s+(?:de\\s+)?d[eé]bridage',
      'desbloqueio\\s+(?:de\\s+|da\\s+)?velocidade', 'desbloquear\\s+(?:a\\s+)?velocidade', 'desbloqueo\\s+(?:de\\s+(?:la\\s+)?)?velocidad', 'desbloquear\\s+(?:la\\s+)?velocidad', 'deslimita(?:dor(?:es)?|r|d[oa]s?|ci[oó]n)',
      '(?:speed\\s+)?(?:unlock(?:er|ing)?|derestrict(?:ion|ed|or)?|limiter\\s+removal)\\s+(?:kits?|dongles?|chips?|modules?|devices?)', 'derestrict(?:ed|ion|or)', 'speed\\s+(?:unlock|unlocking|tuning)',
      'tuning[\\s-]?(?:chips?|kits?|dongles?|modul\\p{L}*)', 'chips?\\s+(?:de\\s+)?(?:tuning|velocidade|velocidad|vitesse|velocit[aà])',
      'sbloccare\\s+(?:la\\s+)?velocit[aà]', 'sblocco\\s+(?:della\\s+)?velocit[aà]', 'sbloccat[oa]\\s+a\\s+\\d{2}', 'entdrossel\\p{L}*', 'gedrosselt\\s+aufheben', '(?:e-?bike|pedelec)[\\s-]?tuning\\p{L}*',
      '(?:desbloquead[oa]|deslimitad[oa]|d[eé]brid[eé]e?|unlocked|sbloccat[oa]|entdrosselt)\\s+(?:a|para|[àa]|to|at|auf|bis)?\\s*\\d{2}\\s?km\\s?/?\\s?h',
    ],
    requires: lightVehicle,
  },
  {
    // Follower, like and view packages; lists of people's e-mails or phone numbers (eBay's mailing lists and personal information clause).
    topic: 'digital-accounts',
    qualifier: true,
    terms: [
      '(?:instagram|tiktok|youtube|twitch|spotify|facebook|twitter|threads)\\s+(?:followers|likes|views|subscribers|plays)', 'spotify\\s+streams', '(?:followers|likes|subscribers)\\s+(?:packages?|packs?|bundles?|boost)',
      '(?:pacotes?|paquetes?|packs?)\\s+de\\s+(?:seguidores|likes|visualiza[cç][oõ]es|reproducciones|visualizaciones)', '(?:packs?|paquets?)\\s+(?:de\\s+|d[\'’])\\s*(?:abonn[eé]s|followers|likes|vues)', 'pacchett[oi]\\s+(?:di\\s+)?(?:follower|like|iscritti|visualizzazioni)', 'follower[\\s-]?pakete?',
      '(?:bases?\\s+de\\s+(?:dados|datos)|banco\\s+de\\s+dados|listas?|lists?|listes?|fichiers?|liste|databases?)\\s+(?:de\\s+|of\\s+|d[\'’]\\s*|di\\s+|com\\s+|con\\s+|avec\\s+|with\\s+|mit\\s+)?\\d[\\d.,\\s]{0,12}(?:k|mil|mille|thousand)?\\s?(?:e-?mails?|contactos|contacts|contatti|clientes|clients|customers|leads|prospects|kontakte|adressen)',
      '\\d[\\d.,\\s]{0,12}(?:k|mil|mille)?\\s?(?:e-?mails?|contactos|contacts|contatti|leads|prospects|kontakte|adressen)\\s+(?:(?:de|of|d[\'’]|di|von)\\s*)?(?:[\\p{L}]+\\s+){0,2}?(?:empresas|companies|entreprises|aziende|firmen|clientes|clients|customers|particulares|b2b|b2c|v[aá]lid[oa]s|valid|verified|v[eé]rifi[eé]s|verificad[oa]s|atualizad[oa]s|actualizad[oa]s|segmentad[oa]s|targeted|cibl[eé]s)',
      '(?:e-?mail|mailing|leads?)\\s+(?:lists?|databases?)', 'fichiers?\\s+(?:clients?|prospects?|de\\s+prospection)', 'bases?\\s+de\\s+(?:dados|datos)\\s+de\\s+(?:e-?mails|clientes|leads|empresas)',
      '(?:e-?mail|adress|kunden)(?:listen?|datenbank\\p{L}*)',
    ],
    // A club's or a newsletter's own list, a CRM software sold with its licence, a book on marketing.
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])(?:newsletter|subscreve\\p{L}*|suscr[ií]bete|abonne-toi|subscribe|iscriviti|abonniere)(?![\\p{L}])`, 'iu'),
  },
  {
    // Eggs of wild birds, blown or in a collection (the birds directives; the wildlife clauses); carved, painted or chocolate eggs are not.
    topic: 'protected-wildlife',
    terms: [
      'ovos\\s+(?:\\p{L}+\\s+)?de\\s+(?:aves|p[aá]ssaros)\\s+(?:selvagens|silvestres|de\\s+rapina)', 'huevos\\s+(?:\\p{L}+\\s+)?de\\s+(?:aves|p[aá]jaros)\\s+(?:silvestres|salvajes|rapaces)',
      '[oœ]e?ufs\\s+(?:\\p{L}+\\s+)?d[\'’]oiseaux\\s+(?:sauvages|de\\s+proie)', 'wild\\s+birds?[\'’]?\\s+eggs', '(?:blown\\s+)?(?:birds?[\'’]?\\s+)?eggs?\\s+collection\\s+(?:of\\s+)?(?:wild|british|european|birds)',
      'uova\\s+(?:\\p{L}+\\s+)?di\\s+uccelli\\s+(?:selvatici|rapaci)', 'wildvogeleier', 'eier\\s+(?:von\\s+)?wildv[oö]geln', 'vogeleiersammlung',
    ],
    context: /(?<![\p{L}])(?:cer[aâ]mica|ceramic\p{L}*|c[eé]ramique|porcelana|porcelain|porcelaine|porcellana|porzellan|madeira|madera|bois|wooden|wood|legno|holz|chocolate|chocolat|cioccolat\p{L}*|schokolade|pintad\p{L}*|painted|peints?|dipint\p{L}*|bemalt\p{L}*|r[eé]plicas?|repliche|replik\p{L}*|plastic\p{L}*|pl[aá]stico|plastique|m[aá]rmore|marble|marbre|toys?|brinquedos?|livros?|books?|guias?|guides?)(?![\p{L}])/iu,
  },
];
