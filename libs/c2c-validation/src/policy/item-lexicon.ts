import { accessoryFor } from './accessory-for.ts';
import { tradeNames } from './trade-names.ts';
import { fishingKnifeWords } from './fishing-knife-words.ts';
import { pepperSprayForPlants } from './pepper-spray-for-plants.ts';
import { peroxide, precursorAtLegalStrength } from './precursor-limits.ts';

/**
 * Item topics marketplaces prohibit or restrict, with their words in PT, ES, FR, EN, IT and DE (regular
 * expression fragments, matched whole-word and case- and accent-insensitively) and the contexts
 * that make a word innocent ("pistola de cola quente" is a glue gun, "camisola réplica oficial" a
 * fan shirt, "cor tabaco" a colour).
 */
export type ItemTopic =
  | 'counterfeits'
  | 'weapons'
  | 'replica-weapons'
  | 'knives'
  | 'drugs'
  | 'cbd'
  | 'medicines'
  | 'tobacco-vapes'
  | 'alcohol'
  | 'live-animals'
  | 'identity-documents'
  | 'digital-accounts'
  | 'testers-samples'
  | 'opened-cosmetics'
  | 'car-seats-helmets'
  | 'recalled-products'
  | 'lithium-batteries'
  | 'airbags'
  | 'protected-wildlife'
  | 'explosives-fireworks'
  | 'signal-jammers'
  | 'radar-detectors'
  | 'spy-devices'
  | 'lock-picks'
  | 'card-skimmers'
  | 'hazardous-chemicals'
  | 'pesticides'
  | 'gas-cylinders'
  | 'hate-memorabilia'
  | 'police-insignia'
  | 'human-remains'
  | 'breast-milk'
  | 'used-underwear'
  | 'infant-formula'
  | 'contact-lenses'
  | 'lottery-tickets'
  | 'gift-cards'
  | 'counterfeit-currency'
  | 'stolen-goods'
  | 'pirated-media'
  | 'homemade-food'
  | 'adult-items'
  | 'emissions-defeat'
  | 'cultural-heritage'
  | 'laser-pointers'
  | 'invasive-species'
  | 'medical-devices'
  | 'ticket-touting'
  | 'drug-paraphernalia'
  // Described items (`described-item-lexicon.ts`): human hair sold as hair, wigs or extensions; hunting trophies.
  | 'human-hair'
  | 'hunting-trophies'
  // Items of the marketplaces' vehicle clauses (`vehicle-heritage-lexicon.ts`): odometer winding-back devices, used catalytic converters.
  | 'odometer-tampering'
  | 'catalytic-converters'
  // Goods of the marketplaces' own clauses (`clause-goods-lexicon.ts`): boarding passes, war medals named to a soldier.
  | 'boarding-passes'
  | 'named-medals'
  // Services and schemes (`services-schemes-lexicon.ts`): work done in the buyer's name, pyramid schemes, returns promised, private loans;
  // academic work written for the buyer and gas or electrical work by someone unregistered (restricted: a person looks).
  | 'prohibited-services'
  | 'restricted-services'
  | 'financial-schemes'
  // Sexual services said indirectly (`described-services-lexicon.ts`): a massage with a finish, company for gentlemen only.
  | 'sexual-services'
  // Goods named plainly (`goods-named-plainly-lexicon.ts`): road vehicles without their papers, inspection or free of a seizure; children's
  // goods the product-safety rules refuse (drop-side cots, inclined sleepers, magnet balls as a toy).
  | 'vehicles-without-papers'
  | 'unsafe-childrens-goods'
  // The non-selective means of taking animals (`regulated-lists-lexicon.ts`): leg-hold traps, snares, bird lime, mist nets, electric fishing gear.
  | 'animal-traps'
  // Animal devices that hurt (`harm-tampering-schemes-lexicon.ts`): electric shock and static collars, prong and pinch collars.
  | 'animal-harm-devices';

export interface TopicLexicon {
  topic: ItemTopic;
  terms: string[];
  /** Text around a term (the term included) that makes it innocent. */
  innocent?: RegExp;
  /** Words that, anywhere near the term, show it is about something else (a Glock in an airsoft listing is a replica). */
  context?: RegExp;
  /** Words that must be near the term for it to count ("tester" is a perfume tester only near a perfume or a volume in ml). */
  requires?: RegExp;
  /**
   * Said of the item a title names ("Batom Dior" / "Usado duas vezes", "Paleta de sombras" /
   * "Abierta"): a description's `followUp` counts when the title matches `subject` and has no `innocent` phrase.
   */
  subject?: RegExp;
  followUp?: RegExp;
  /** A word that names the item only with a maker of `subjectBrandCategory` beside it ("Base Estée Lauder", not "Base de carregamento Anker"). */
  /** A maker of this category near the term (or in the other field) meets `requires` too ("Échantillons Sisley"). */
  requiresBrandCategory?: 'beauty-perfume' | 'toys-baby' | 'clothing';
  /**
   * The terms qualify the item rather than name it (a counterfeit claim, a replica, a tester, an opened or recalled product, a
   * material or a cell's chemistry and size code): they count wherever they stand in a phrase, where a noun naming the item counts only as its phrase's head (`itemRole`).
   */
  qualifier?: boolean;
  /**
   * The terms name made things (weapons, blades, seats and helmets, documents, animals): one of a material no real one is made of,
   * or made as a toy ("… de madeira", "… en plastique", "toy …"), is a likeness of the thing, not the thing (`itemRole`).
   */
  madeThing?: boolean;
  /** A term right after a maker's name (the brand table's, a word or two between) names that maker's product line, not the thing. */
  afterMakerIsProduct?: boolean;
  /**
   * The terms are a claim about a maker's goods only beside a maker's name (the brand table's): at most three words after it
   * ("Chanel Boy copie", "Moncler Maya rep"), or, for a term ending on "of"/"de", two words before it.
   */
  claimBesideMaker?: boolean;
  /**
   * The terms are a claim about the item only where the listing's title names, as the item's own maker (not what it is for:
   * "capa para iPhone"), a maker of the goods counterfeiters copy: clothing, footwear, bags, watches and jewellery, beauty and perfume
   * (the brand table's categories) — "Ténis Balenciaga" / "Não são originais".
   */
  claimOfTitleMakersGoods?: boolean;
  /** The thing's part nouns: a part of it named before "de"/"of" or after an English term is sold as that part (`itemRole`'s `parts`). */
  parts?: RegExp;
  /** Counts only where its topic has no finding yet in the field (a general word behind the specific ones). */
  once?: boolean;
  looseSubject?: RegExp;
  subjectBrandCategory?: 'beauty-perfume';
  /**
   * The terms are idioms said with a negation of their own ("no questions asked", "sem perguntas", "senza fare domande"): a negating
   * word before them ("sem recibo, e sem perguntas") is part of the same talk, not a denial of the item.
   */
  negativeIdiom?: boolean;
  /**
   * The reading is indirect (no regulated word, the goods' kind and one cue: "homage … with the logo", "found at the station"): where the
   * profile prohibits the topic, its finding is a restricted item, for a person to check, never a rejection by itself.
   */
  review?: boolean;
}

/**
 * A specimen's lawful papers said present: an EU Article 10 certificate or a CITES one with it ("comes with an Article 10 certificate", "com certificado
 * CITES", "con certificado CITES", "avec son certificat CITES", "con certificato CITES", "mit CITES-Bescheinigung"), or a worked specimen dated
 * before 1947, the antiques exemption ("antes de 1947", "avant 1947", "prima del 1947", "vor 1947"). A certificate said missing is none.
 */
const specimenPapersShown = String.raw`(?<![\p{L}])(?:(?:with|com|con|avec|mit|includes?|including|incluye|inclui|inclus|incluso|inklusive|sold\s+with|comes\s+with)\s+(?:[\p{L}'’]+\s+){0,2}?(?:article\s+10|art(?:icle|[ií]culo|igo|icolo|ikel)?\.?\s*10|cites)(?![\p{N}])|(?:pre|antes\s+de|avant|before|prima\s+del|vor)[\s-]?1947)`;

/** Replica weapons: a weapon's name or "réplica" near these words is about a toy or sport gun (restricted, not prohibited). */
const replicaWeaponWords = /de\s+chumbos?|[àa]\s+plombs?|a\s+piombini|airsoft|softair|ad\s+aria\s+compressa|luft(?:gewehr|pistole|druck)|paintball|press[aã]o\s+de\s+ar|aire\s+comprimido|air\s*(?:soft|guns?|rifles?|pistols?)|bal[ií]nes|bb\s+guns?|nerf|de\s+fogueo|detonadora|d'alarme|de\s+alarme|de\s+alarma|de\s+salva|à\s+blanc|blank[\s-]?fir(?:ing|er)|schreckschuss|a\s+salve|factice|6\s?mm\s+bb|co2|co₂|gas[\s-]?blow[\s-]?back|(?:de|à|a|au)\s+(?:g[aá]s|gaz)(?![\p{L}])/iu;

/**
 * A scale model named as one: a scale of one to two or more ("escala 1:18", "scale 1/43", "Maßstab 1:87", a bare "1:24"; never 1:1,
 * the counterfeiter's "one to one"; a bare "1/10" is a date), or the hobby's own words (die-cast, maquette, modellino, Modellauto, modelismo).
 */
const scaleModelWords =
  /(?:escala|scale|[eé]chelle|scala|ma[sß]stab)\s+1\s?[:/]\s?(?:[2-9]|[1-9]\d{1,2})(?!\d)|(?<![\p{N}:/.,])1\s?:\s?(?:1\d|[2-9]\d|[1-9]\d{2})(?![\p{N}:/.,])|(?<![\p{L}])(?:die[\s-]?cast|diecast|scale\s+models?|maquet(?:a|e|te)s?|modellin[oi]|modellautos?|modelismo|mod[eé]lisme|modellismo|modellbau|(?<!1\s?[:/]\s?1[^.!?\n]{0,60})(?:(?:[àa]|to|in|em|en)\s+(?:escala|scale|scala)|[àa]\s+l['’][eé]chelle)(?!\s+(?:1\s?[:/]\s?1|real|reale|r[eé]elle|natural|naturale|nature|life))|ma[sß]stabsgetreu\p{L}*)(?![\p{L}])/iu;

/**
 * A replica or a copy made as a toy model, a costume's part or a decoration: building sets and model kits (a brick set's "réplica del
 * Porsche 911", "Modellbausatz"), a costume ("réplica de casco para disfraz", "replica helmet for fancy dress", "déguisement", "Kostüm",
 * "cosplay", carnival and Halloween). Not decoration words: a lot "de decoração" may hold a maker's bag "réplica perfeita". Not a maker's goods
 * imitated: a counterfeiter names the goods' grade ("1:1", "AAA", "mirror") and these words never stand for one.
 */
const replicaAsModelOrProp =
  /(?<![\p{L}])(?:lego|playmobil|meccano|kits?\s+(?:de\s+)?(?:montagem|montaje|maquetismo|modelismo)|model\s*kits?|(?:modell)?bausatz|kit\s+di\s+montaggio|fantasias?\s+(?:de|para)|disfra(?:z|ces)|d[eé]guisements?|fancy[\s-]+dress|kost[uü]m\p{L}*|costumes?\s+(?:de\s+carnaval|di\s+carnevale|for|of)|cosplay|carnaval|carnevale|fasching|karneval|halloween)(?![\p{L}])/iu;

/**
 * An exhaust's silencer, named with the exhaust or its place on the car ("silenciador de escape", "silencieux d'échappement", "rear silencer",
 * "silenziatore marmitta", "Schalldämpfer hinten"): a car part, whatever the pipe's size in mm.
 */
const exhaustSilencer = (() => {
  const silencer = String.raw`(?:silenciador(?:es)?|silencieux|silencers?|silenziator[ei]|schalld[aä]mpfer|mufflers?)`;
  const exhaust = String.raw`(?:escape|escapamento|[eé]chappement|exhaust|marmitta|scarico|auspuff\p{L}*)`;
  const place = String.raw`(?:traseiros?|traseras?|traseros?|posteriore|posterior|arri[eè]re|rear|hinten|vorne|intermedi[oa]|interm[eé]diaire|centra(?:l|le)|mitte|back[\s-]?box|end)`;
  return String.raw`${silencer}\s+(?:(?:de|do|del|d['’]|per|della|of|for|the|da|f[uü]r|des|dell['’])\s*)*${exhaust}(?![\p{L}])|${silencer}\s+${place}(?![\p{L}])|(?:${exhaust}|${place})\s+(?:\p{L}+\s+)?${silencer}(?![\p{L}])`;
})();
/**
 * A jewel or a charm shaped as a weapon ("colgante de espada", "pendentif épée", "ciondolo pistola", "crossbow pendant", "Schwert-Anhänger"):
 * the jewel, not the weapon. Keyrings are left out: a keyring knife is a knife.
 */
const weaponAsJewellery = (() => {
  const weapon = String.raw`(?:pistol(?:a|e|et)?s?|rev[oó]lver(?:es)?|revolvers?|espadas?|[eé]p[eé]es?|spad[ae]|swords?|schwert(?:er)?|dagas?|dagues?|daggers?|pugnal[ei]|punha(?:l|is)|pu[nñ]al(?:es)?|poignards?|katanas?|ballestas?|bestas?|arbal[eè]tes?|crossbows?|balestr[ae]|armbr[uü]ste?|guns?|rifles?|fusils?|fucil[ei]|granadas?|grenades?|facas?|cuchillos?|couteaux?|knives|knife|coltell[oi]|machados?|hachas?|haches?|axes?|balas?|bullets?|balles?|proiettil[ei])`;
  const jewel = String.raw`(?:colgantes?|pingentes?|pendentifs?|ciondol[oi]|pendientes|brincos|boucles\s+d['’]oreilles?|orecchini|broches?|spillas?|spille|berloques?|charms?|anh[aä]nger|ohrringe|brosche)`;
  return String.raw`${jewel}\s+(?:(?:de|en\s+forme\s+d['’]|en\s+forme\s+de|em\s+forma\s+de|en\s+forma\s+de|a\s+forma\s+di|in\s+forma\s+di|in\s+form\s+(?:eines?|einer)|à|a)\s*(?:(?:uma?|una?|une?|l['’]|ein(?:e|es)?)\s*)?)?${weapon}(?![\p{L}])|${weapon}(?:\s+|-)(?:pendants?|charms?|earrings?|necklaces?|brooch(?:es)?|cufflinks?|anh[aä]nger|ohrringe|brosche|ciondol[oi]|orecchini)(?![\p{L}])`;
})();
/**
 * "Rifle" as a clothing maker's name: after "marca", "marque", "Marke", "marchio" or "brand:", or ending a garment's name after its colour,
 * cut or wearer ("giubbotto bomber nero uomo Rifle"); not before a calibre.
 */
const makerNamedRifle = String.raw`(?:(?:marca|marque|marke|marchio)\s*:?\s*|brand\s*:\s*)rifle(?![\p{L}])|(?:jeans?|bomber|giubbott[oi]|giacc[ae]|jackets?|vestes?|chaquetas?|casacos?|camici[ae]|felp[ae]|hoodies?|pantaloni|t-?shirts?|magliett[ae]|gilets?|parkas?)\s+(?:(?:bomber|denim|jeans|vintage|imbottit[oa]|ner[oaie]|black|noir|schwarz|negr[oa]|pret[oa]|blu|blue|bleu|azul|blau|grigi[oa]|gr[ae]y|gris|cinza|bianc[oa]|white|blanc|wei(?:ß|ss)|branc[oa]|blanc[oa]|uomo|donna|men'?s|women'?s|homme|femme|hombre|mujer|homem|mulher|herren|damen)\s+){0,3}rifle(?![\p{L}])(?!\s*(?:calib\p{L}*|kaliber|cal\.?|\.?\d))`;
/**
 * A French "fusil" listed after kitchen knives or kitchen tools ("bloc 6 couteaux + fusil", "couteau de chef, ciseaux et fusil", "six couteaux de
 * table et le fusil assorti"): the sharpening steel of a knife set, not a gun. A hunting knife beside a gun, or a gun's own kind after the
 * word ("fusil à pompe", "fusil de chasse"), stays read.
 */
const sharpeningSteelAmongKnives = String.raw`(?:couteaux?\s+(?:de\s+(?:cuisine|chef|table|boucher)|[àa]\s+(?:pain|d[eé]sosser|steak|viande|filets?|l[eé]gumes|fromage)|d['’\s]\s*office|japonais|santoku)|ciseaux|[eé]conomes?|planches?\s+[àa]\s+d[eé]couper|(?:bloc|set|coffret|mall?ette|lot)\s+(?:de\s+|[àa]\s+)?(?:\p{L}+\s+)?(?:\d+\s+)?couteaux?|\d+\s+couteaux|(?:deux|trois|quatre|cinq|six|sept|huit|dix|douze)\s+couteaux)[^.!?\n]{0,60}?(?:,|\+|&|\bet|\bavec|\bplus)\s*(?:(?:un|le|son|leur|du)\s+)?fusils?(?!\s+(?:de\s+chasse|[àa]\s+(?:pompe|canons?|plombs?|billes|air)|semi|calib\p{L}*|\d))`;
/** A weapon's case, holster, bag, stand, safe, scope, sling or cleaning kit, named for it ("étui de fusil", "mala para espingarda"). */
const weaponAccessory = accessoryFor(
  String.raw`pistolas?|pistolets?|pistols?|rev[oó]lver(?:es)?|revolvers?|espingardas?|escopetas?|fusils?|fucil[ei]|carabin[ae]s?|rifles?|shotguns?|guns?|espadas?|swords?|katanas?|sabres?`,
  {
    nouns: String.raw`malas?|holsters?|coldres?|sacos?|bolsas?|bags?|taschen?|futterale?|expositor(?:es)?|cofres?|safes?|arm[aá]rios?|cabinets?|miras?|scopes?|correias?|correas?|slings?|kits?\s+de\s+limp(?:eza|ieza)|cleaning\s+kits?`,
    after: false,
  },
);
/** A holder, case, cover or wallet of an identity document, named for it ("porta-passaporte", "passport holder", "Hülle für den Reisepass"). */
const idDocumentAccessory = accessoryFor(
  String.raw`passaport(?:es?|[oi])|pasaportes?|passeports?|passports?|cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|cartas?\s+de\s+condu[cç][aã]o|carn[eé]\s+de\s+conducir|carnet(?:\s+de\s+conducir)?|permiso\s+de\s+conducir|permis\s+de\s+conduire|cartes?\s+d['’]identit[eé]|dni|documentos?|reisep[aä]sse?|personalausweise?|f[uü]hrerscheine?|carta\s+d['’]identit[aà]|patente(?:\s+di\s+guida)?|driving\s+licen[cs]e|id\s+card|identity\s+card`,
  { nouns: String.raw`protector(?:es)?|protetor(?:es)?|carteiras?|carteras?|portefeuilles?|schutzh[uü]llen?`, after: String.raw`protectors?|pouch(?:es)?|organi[sz]ers?`, words: 0 },
);
/** A helmet's stand, hook, rack or wall mount, named for it ("suporte de parede para capacete", "helmet wall mount"). */
const helmetAccessory = accessoryFor(
  String.raw`(?:(?:2|dos|two|deux)\s+)?(?:capacetes?|cascos?|casques?|helmets?|caschi|motorradhelm\p{L}*|helme?)(?:\s+(?:de\s+|da\s+)?(?:moto|motos|motocicleta|bici|bicicleta|v[eé]lo|motorbike|motorcycle|ski|esqu[ií]))?`,
  { nouns: String.raw`percheros?|colgador(?:es)?|ganchos?|hooks?|racks?|hangers?`, words: 2 },
) + String.raw`|(?:helmets?|casques?|cascos?|capacetes?)\s+(?:(?:de\s+)?(?:moto|bike|motorbike|motorcycle)\s+)?(?:wall\s+)?(?:mounts?|holders?|hooks?|racks?|stands?|hangers?|muraux|mural|de\s+pared|de\s+parede)`;
/**
 * Sweets shaped as smokes ("cigarros de chocolate", "cigarettes en chocolat", "candy cigarettes", "Schokoladenzigaretten", "bubble gum
 * cigars"): a confection, not tobacco. The material comes after a linking word or before the name; a flavour ("sabor chocolate") is tobacco's,
 * and so is a sweet refused right after ("Cigarrillos de chocolate? No: …").
 */
const sweetsAsSmokes = String.raw`(?:(?:cigarr(?:os|illos)|cigarettes?|cigars?|sigarett[ae]|sigari|zigaretten?|zigarren?|charutos?|puros)\s+(?:de|en|au|di|of|aus)\s+(?:chocolate|chocolat|cioccolato|schokolade|a[cç][uú]car|sucre|zucchero|sugar|candy|caramelo|bonbons?|regaliz|alca[cç]uz|r[eé]glisse|liquirizia|lakritz|chicle|chiclete|pastilha\s+el[aá]stica|bubble\s*gum|kaugummi)(?![\p{L}])|(?:candy|chocolate|chocolat|bubble[\s-]?gum|kaugummi|schoko(?:laden)?|lakritz|sugar)[\s-]*(?:cigarettes?|cigars?|zigaretten?|zigarren?))(?!\s*\?\s*(?:no|non|n[aã]o|nein|nope)(?![\p{L}]))`;
/** An e-cigarette's charger, cable, case or lanyard, named for it ("carregador para vape", "e-cigarette charger"). */
const eCigaretteAccessory = accessoryFor(String.raw`e-?cig\p{L}*|vapes?|iqos|cigarr\p{L}+\s+electr\p{L}+|cigarettes?\s+[eé]lectroniques?`, {
  nouns: String.raw`carregador(?:es)?|cargador(?:es)?|chargeurs?|chargers?|cabos?|cables?|c[aâ]bles?`,
  after: String.raw`chargers?|charging\s+cables?|cables?|lanyards?`,
  words: 0,
});
/**
 * A car's cigarette-lighter socket and what plugs into it ("adaptateur allume-cigare", "cigarette lighter socket", "Zigaretten-Anzünder",
 * "enchufe al encendedor de cigarrillos del coche"; a few words between, "cargador doble USB-C para el encendedor…", or the vehicle's own,
 * "12 V cigarette lighter"): a 12 V socket, no tobacco. Italian "accendisigari" and Portuguese "isqueiro" name no
 * tobacco word.
 */
const carLighterSocket = String.raw`allume[\s-]?cigares?|(?:car|car['’]s|vehicle|van|auto|12\s?v)\s+(?:cigarr?(?:ette|illo)s?|cigars?)\s+lighters?|(?:cigarr?(?:ette|illo)s?|cigars?)\s+lighter\s+(?:[\p{L}\p{N}-]+\s+){0,2}?(?:sockets?|adapt(?:er|or)s?|plugs?|chargers?|ports?|outlets?|splitters?|sockel)|zigaretten-?anz[uü]nder\p{L}*|(?:tomas?|enchufes?|cargador(?:es)?|adaptador(?:es)?|conectores?|tomadas?|fichas?|carregador(?:es)?)\s+(?:[\p{L}\p{N}-]+\s+){0,3}?(?:de|del|al|para|do|da|ao|no|na)\s+(?:(?:el|o)\s+)?(?:encendedor|acendedor|isqueiro)\s+de\s+(?:cigarr\p{L}*|cigarros?)|(?:encendedor|acendedor)(?:es)?\s+de\s+(?:cigarr\p{L}*|cigarros?)\s+(?:del?|do|da)\s+(?:coche|carro|auto|veh[ií]culo|autom[oó]vil)`;
/**
 * A tobacconist's shop or its sign, kept as décor ("bureau de tabac", "carotte de tabac", "placa esmaltada de tabaco", "enamel tobacco sign",
 * "Emailleschild für Tabak"): the shop's name, no tobacco sold. Not before tobacco's own kinds or an amount ("tabac à rouler", "50 g").
 */
const tobaccoShopSign = (() => {
  const tobacco = String.raw`(?:tabac|tabaco|tobacco|tabacchi|tabacco|tabak)(?![\p{L}])(?!\s+(?:[àa]\s+rouler|[àa]\s+pipe|de\s+enrolar|de\s+liar|de\s+cachimbo|de\s+pipa|da\s+arrotolare|per\s+pipa|zum\s+drehen|rolling|pipe|\d))`;
  const sign = String.raw`(?:plaques?|enseignes?|panneaux?|signs?|placas?|letreiros?|r[oó]tulos?|cartel(?:es)?|insegn[ae]|targh?[ae]|schild(?:er)?|blechschild(?:er)?|emailleschild(?:er)?)`;
  const word = String.raw`(?!(?:e|y|et|and|und|ed|o|ou|or|oder|com|con|avec|with|mit|plus)\s)[\p{L}-]+\s+`;
  return String.raw`(?:bureau|d[eé]bit|marchand)s?\s+de\s+${tobacco}|carottes?\s+(?:de\s+)?(?:bureau\s+de\s+)?${tobacco}|${sign}\s+(?:${word}){0,2}?(?:(?:de|du|da|do|del|dei|della|delle|di|of|for|von|f[uü]r|para|pour|per)\s+(?:(?:la|le|a|o|el|the|l['’]|i)\s*)?)?(?:bureau\s+de\s+)?${tobacco}|(?:tabac|tabaco|tobacco|tabacchi|tabak)[\s-]+${sign}(?![\p{L}])`;
})();
/**
 * A tobacco word naming a colour, as sellers of clothes, shoes, bags and make-up write it: after a shade's word, alone or after another
 * colour ("tons nude e tabaco", "tonos tabaco"), after "in"/"em" or a colour's word and another colour ("em castanho e tabaco": a bare
 * "preta e tabaco" may be a bag and tobacco), after a leather's or a fabric's
 * word ("Wildleder in Tabak", "pelle scamosciata tabacco", "daim tabac") or after a garment's, a shoe's or a bag's word with only colour,
 * fabric or "in" words between ("Stiefeletten tabak", "loafers in tobacco"). Not before what tobacco is sold as or in ("tabaco de enrolar",
 * "leather tobacco pouch", a weight), and a flavour's colours (honey, coffee, chocolate) are left out: e-liquids and pipe tobacco use them.
 */
const tobaccoAsColour = (() => {
  const tobacco = String.raw`(?:tabac?o|tabac|tabacco|tabak|tobacco)(?![\p{L}])`;
  const notSold = String.raw`(?![\s-]+(?:de\s+(?:enrolar|liar|cachimbo|pipa|mascar)|[àa]\s+(?:rouler|pipe|m[aâ]cher)|zum\s+(?:drehen|stopfen)|da\s+(?:rollare|pipa)|(?:for\s+)?(?:rolling|pipes?|pouch(?:es)?|tins?|jars?)|para\s+(?:cachimbo|pipa|liar|enrolar)|pour\s+(?:pipe|rouler)|beutel|dosen?|blagues?|\d+(?:[.,]\d+)?\s?(?:g|gr|grs|gramas|gramos|grammes?|grams?|gramm|kg|oz)(?![\p{L}])))`;
  const shade = String.raw`(?<![\p{L}])(?:tons?|tonos?|tonalidad(?:es)?|tonalit[eéà]s?|tonalidades|nuances?|shades?|tones?|coloris|colori|farbt[oö]nen?|farbton)`;
  const colour = String.raw`(?<![\p{L}])(?:nude|castanh[oa]s?|marr(?:on|om|[oó]n|one|oni)|brown|braun|beige|bege|camel|cognac|conhaque|co[ñn]ac|ocre|ocra|ocker|ochre|terracota|terracotta|preto|negro|noir|nero|black|schwarz|kaki|khaki|caqui|oliva|olive|verde|vert|green|gr[uü]n|cinza|gris|grigio|gr[ae]y|grau|bordeaux|bord[oô]|burdeos|dourado|dorado|gold|rust|ferrugem|rouille|rostbraun|taupe|havana|avana|blanco|branco|blanc|bianco|white|wei(?:ß|ss)|azul|bleu|blu|blue|blau|rosa|rose|pink|vermelho|rojo|rouge|rosso|red|rot)`;
  const fabric = String.raw`(?<![\p{L}])(?:camur[cç]a|ante|daim|su[eè]de|\p{L}*wildleder|nubuck|nobuk|veludo|terciopelo|velours|velvet|velluto|samt|pele|piel|cuir|leather|pelle|\p{L}*leder|couro|cuero|cuoio|scamosciat[oa]|linho|lino|linen|leinen|malha|maille|knit|maglia|lana|laine|wool|wolle)`;
  const worn = String.raw`(?:botas?|botines?|bottes?|bottines?|boots?|stiefel\p{L}*|stival\p{L}*|sapatos?|zapatos?|chaussures?|shoes?|schuhe?|scarpe|mocassin\p{L}*|mocasines|loafers?|sneakers?|sand[aá]lias?|sandal(?:ia)?s|sandales?|sandalen|casacos?|abrigos?|manteaux?|coats?|m[aä]ntel|cappott[oi]|blus[aã]o|cazadoras?|blousons?|jackets?|jacken?|giacc[ae]|giubbott[oi]|vestes?|chaquetas?|blazers?|cal[cç]as|pantal[oó]n(?:es)?|pantalons?|pantaloni|trousers|hosen?|saias?|faldas?|jupes?|skirts?|r[oö]cke?|gonn[ae]|camisolas?|jers[eé]is|jerseys?|pulls?|sweaters?|jumpers?|pullover|maglion[ei]|cardigans?|vestidos?|robes?|dress(?:es)?|kleid(?:er)?|abiti?|bolsas?|bolsos?|sacs?|bags?|taschen?|borse?|cintos?|cinturones?|ceintures?|belts?|g[uü]rtel|chap[eé]us?|sombreros?|chapeaux?|hats?|len[cç]os?|pa[nñ]uelos?|foulards?|scarf|scarves|schals?|sciarp[ae])`;
  const and = String.raw`\s*(?:,|/|\s(?:e|y|et|and|und|ed|o|ou|or)\s)\s*`;
  const between = String.raw`(?:(?:${colour}|${fabric}|em|en|in|di|de|aus|ton|tom|color|cor|couleur|colou?r|colore|farbe)\s+){0,3}`;
  // A brown's word right before it names the shade of brown ("castanho tabaco escuro", "marrón tabaco", "brun tabac").
  const brown = String.raw`(?<![\p{L}])(?:castanh[oa]s?|marr(?:on|om|[oó]n|one|oni)|brown|braun|brun[es]?)`;
  return String.raw`${shade}\s+(?:(?:de|en|em|in|di)\s+)?(?:(?:${colour}|${tobacco})${and})?${tobacco}${notSold}|${brown}\s+${tobacco}${notSold}|(?<![\p{L}])(?:em|en|in|di|dans|cor|color|couleur|colou?r|colore|farbe)\s+${colour}${and}${tobacco}${notSold}|${fabric}\s+(?:(?:em|en|in|di)\s+)?${tobacco}${notSold}|${worn}\s+${between}${tobacco}${notSold}`;
})();
/**
 * Hemp oil named as a cosmetic or a food, or its seeds' (PT, ES, FR, EN, IT, DE: "huile de chanvre pour cheveux", "aceite de cáñamo
 * cosmético", "hemp oil body lotion"): no cannabis extract. Not beside a strength, drops or the full spectrum that a CBD oil is sold by
 * (CBD named itself is its own term).
 */
const hempOilCosmetic = (() => {
  const oil = String.raw`(?:[oó]leo\s+de\s+c[aâ]nhamo|aceite\s+de\s+c[aá][nñ]amo|huile\s+de\s+chanvre|hemp\s+oil|olio\s+di\s+canapa|hanf[oö]l)`;
  const use = String.raw`(?:cosm[eé]tic\p{L}*|cosmetic\p{L}*|kosmeti\p{L}*|capilar(?:es)?|capillaires?|capillar[ei]|hair|skin|body|lotion|corporal|corps|corpo|cabelos?|cabellos?|cheveux|capelli|haare?|pele|piel|peau|pelle|haut|lippen|labios|l[eè]vres|lips|massag\p{L}*|culin\p{L}*|cozinha|cocina|cuisine|cooking|salad\p{L}*|ensalad\p{L}*|alimentar|alimentaire|speise\p{L}*|sabonete|jab[oó]n|savon|soap|seife|sapone|shampoo|champ[uú]|cremes?|cr[eè]mes?|creams?|crema|b[aá]lsamo|baume|balm)`;
  const notCbd = String.raw`(?![^.!?\n]{0,60}?(?:full[\s-]spectrum|espectro\s+(?:completo|total)|spectre\s+complet|vollspektrum|\d+\s?mg|thc|cannabino\p{L}*|canabino\p{L}*|cannabis|gotas|gouttes|drops|tropfen|gocce|sublingu\p{L}*))`;
  return String.raw`${oil}\s+(?:\p{L}+\s+){0,2}?(?:(?:para|for|pour|per|f[uü]r)\s+(?:(?:o|a|os|as|el|la|los|las|le|la|les|the|i|il|die|den|das)\s+)?)?${use}(?![\p{L}])${notCbd}|${use}\s+(?:(?:de|à|a|al|with|con|com|avec|mit|all['’]|an?|au)\s+)?(?:l['’]\s*)?${oil}(?![\p{L}])${notCbd}|${oil}\s+(?:(?:de|d['’]|di|aus)\s*)?(?:sementes|semillas|graines|seeds?|semi|samen)(?![\p{L}])`;
})();
/**
 * A practice butterfly knife or other trainer (a blunt blade for learning its moves: "balisong trainer", "navaja mariposa de entrenamiento",
 * "coltello farfalla da allenamento"): no edge to cut with. Not where the sentence calls a blade sharp.
 */
const trainerKnife = (() => {
  const knife = String.raw`(?:balisong|butterfly\s+knife|navalhas?\s+borboleta|navajas?\s+mariposa|couteaux?\s+papillon|coltell[oi]\s+(?:a\s+)?farfalla|butterflymesser|karambit)`;
  const practice = String.raw`(?:trainers?|training|practice|de\s+(?:treino|entrenamiento|pr[aá]ctica|pr[aá]tica)|d['’]\s*entra[iî]nement|da\s+allenamento|[uü]bungs\p{L}*|trainings\p{L}*)`;
  const sharp = String.raw`(?![^.!?\n]{0,60}?(?<!(?:sem|sin|senza|no|not|non|pas|nicht|un|without|sans|ohne)\s)(?:afiad|afilad|affilat|sharp(?!en(?:er|ing))|scharf|aiguis|tranchant|cortante|hoja\s+real|real\s+blade|live\s+blade))`;
  return String.raw`${knife}\s+(?:\p{L}+\s+)?${practice}(?![\p{L}])${sharp}|${practice}[\s-]+${knife}(?![\p{L}])${sharp}`;
})();
/**
 * An animal's word in another trade's sense (PT, ES): Portuguese "loros" are a saddle's stirrup leathers ("loros e estribos", "loros de
 * couro para sela"; Spanish "loros" stay parrots), and an incubator is said used for so many broods ("usada em duas ninhadas",
 * "incubadora … tres nidadas"): gear, no animals.
 */
const animalWordInGear = (() => {
  const leathers = String.raw`loros\s+(?:e|com)\s+(?:(?:os|\p{L}+)\s+)?estribos|loros\s*[.,;:]\s*(?:(?:os|sem|e)\s+)?estribos|estribos\s+(?:\p{L}+\s+){0,2}?(?:e|com)\s+(?:os\s+)?loros|(?:sela|selim)\s+(?:[\p{L}\p{N}'’]+\s+){0,3}?(?:com|e)\s+(?:os\s+)?loros|loros\s+(?:(?:em|de)\s+)?(?:couro|pele)|loros\s+(?:\p{L}+\s+){0,2}?(?:para|de|da)\s+(?:a\s+)?(?:sela|selim|montar|equita[cç][aã]o)`;
  const count = String.raw`(?:\d+|duas|dois|tr[eê]s|quatro|cinco|dos|tres|cuatro|v[aá]rias|varias|algumas|algunas|muitas|muchas)`;
  const broods = String.raw`(?:(?:usad[oa]|utilizad[oa]|testad[oa]|probad[oa])\s+(?:em|en|durante|para|por)\s+${count}\s+(?:ninhadas|nidadas)|(?:chocadeiras?|incubadoras?)\p{L}*[^.!?\n]{0,40}?${count}\s+(?:ninhadas|nidadas))(?![\p{L}])`;
  return String.raw`${leathers}|${broods}`;
})();
/**
 * A word of a product's or a game's name: any word but a joining or function word ("Spiel und Welpen" names no game). Its capital cannot be
 * read here: under the `i` flag `\p{Lu}` is any letter, and the flag's switch inside a pattern (`(?-i:…)`) is not in Node 22, which the
 * package supports.
 */
const nameWord = String.raw`(?!(?:und|and|e|y|et|ed|com|con|avec|with|mit|plus|mais|m[aá]s|de|di|da|do|du|des|del|der|die|das|the|le|la|les|el|los|las|il|lo|gli|o|a|os|as|um|uma|un|une|una|ein|eine|for|para|pour|per|f[uü]r)\s)\p{L}[\p{L}'’-]*`;
/**
 * A young animal's word as part of a shoe's or a garment's name, the shoe's noun right after it or before it with a capitalised name's word
 * between ("Sunny Puppies loafers", "Mocasines Happy Kittens", "Welpen Halbschuhe"): footwear, no animals. Not where the sentence goes on
 * to an age in weeks or a pet's care.
 */
const animalInProductName = (() => {
  const young = String.raw`(?:puppies|puppy|kittens?|chiots?|chatons?|cachorrinhos?|gatinhos?|perritos?|gatitos?|cuccioli|gattini|welpen|k[aä]tzchen)`;
  const worn = String.raw`(?:mokassins?|mocassins?|mocasines|mocassini|loafers?|shoes?|schuhe|halbschuhe|sapatos|zapatos|chaussures|scarpe|boots?|botas|botines|bottes|bottines|stivali|stiefel\p{L}*|sneakers?|t[eé]nis|zapatillas|baskets|sandals?|sand[aá]lias|sandalias|sandales|sandalen|slippers?|pantufas|zapatillas\s+de\s+casa|chaussons|pantofole|hausschuhe|brogues?|oxfords?|derbys?|desert\s+boots)`;
  const alive = String.raw`(?![^.!?\n]{0,60}?(?:\d{1,2}\s*(?:semanas|semaines|weeks|settimane|wochen)|vacinad|vacunad|vaccin|geimpft|entwurmt|desparasitad|vermifug|dewormed|wormed|microchip|pedigree))`;
  return String.raw`${young}\s+${worn}(?![\p{L}])${alive}|${worn}\s+(?:${nameWord}\s+)?${young}(?![\p{L}])${alive}`;
})();
/** A word of a game's name after the game's kind ("Brettspiel Die wilden Kätzchen"): any word but one joining a second thing ("board game plus kittens"). */
const gameNameWord = String.raw`(?!(?:und|and|e|y|et|ed|com|con|avec|with|mit|plus|mais|m[aá]s|or|ou|oder|for|para|pour|per|f[uü]r|sem|sin|sans|without|senza|ohne)\s)\p{L}[\p{L}'’-]*`;
/**
 * A young animal's word in a game's name, with the game said before or after it ("card game Happy Kittens", "jogo de cartas Gatinhos Loucos"),
 * or a game's word and the name's words before it ("Jogo Crazy Kittens"): a name's words, never a joining word ("board game plus kittens";
 * `nameWord`, `gameNameWord`).
 */
const animalInGameName = String.raw`(?:jogo|juego|jeu|game|gioco|spiel)\s+(?:${nameWord}\s+){1,3}(?:kittens?|puppies|chatons?|chiots?|gatinhos?|gatitos?|cachorrinhos?|perritos?|gattini|cuccioli|k[aä]tzchen|welpen)(?![\p{L}])|(?:card\s+games?|board\s+games?|party\s+games?|jeux?\s+de\s+(?:cartes|soci[eé]t[eé])|jogos?\s+de\s+(?:cartas|tabuleiro)|juegos?\s+de\s+(?:cartas|mesa)|gioc(?:o|hi)\s+(?:di\s+carte|da\s+tavolo)|kartenspiel\p{L}*|brettspiel\p{L}*|gesellschaftsspiel\p{L}*)\s*[:"'“«]?\s*(?:${gameNameWord}\s+){0,3}?(?:kittens?|puppies|chatons?|chiots?|gatinhos?|gatitos?|cachorrinhos?|perritos?|gattini|cuccioli|k[aä]tzchen|welpen)(?![\p{L}])|(?:kittens?|puppies|chatons?|chiots?|gatinhos?|gatitos?|cachorrinhos?|perritos?|gattini|cuccioli|k[aä]tzchen|welpen)\s*["'”»]?\s+(?:(?:\p{L}+\s+){0,2}?(?:card|board|party)\s+games?|(?:jeu|jogo|juego|gioco)\s+de\s+(?:cartes|cartas|soci[eé]t[eé]|tabuleiro|mesa)|kartenspiel\p{L}*|brettspiel\p{L}*)(?![\p{L}])`;
/** A suit of playing cards or of a tarot deck ("oros, copas, espadas y bastos", "the suit of swords", "as de espadas"): no blade. */
const cardSuitOfSwords = (() => {
  const swords = String.raw`(?:espadas|swords|schwerter|spade|[eé]p[eé]es)`;
  const suit = String.raw`(?:oros|ouros|copas|bastos|paus|coppe|denari|bastoni|deniers|coupes|b[aâ]tons|wands|cups|pentacles|coins|st[aä]be|kelche|m[uü]nzen|pentakel)`;
  const join = String.raw`(?:\s*,\s*|\s+(?:y|e|et|and|und|ed)\s+)`;
  return String.raw`${suit}${join}(?:${suit}${join})*${swords}(?![\p{L}])|${swords}${join}${suit}(?![\p{L}])|(?:naipes?|palos?|semi|seme|suits?|couleurs?|farben?|as|[aá]s|ace|asso|rei|rey|king|roi|reina|queen|reine|regina|valete|sota|valet|fante|page|paje)\s+(?:de|of|di|d['’]|der)\s*${swords}(?![\p{L}])`;
})();
/**
 * A drink named beside another after a word of purpose, the first in two words ("copas para gin tonic o vino", "glasses for red wine or beer",
 * "verres pour vin blanc ou champagne"): what the glassware is for, both. Not after a verb of selling ("vendo para …").
 */
const drinkOrAnother = (() => {
  const drink = String.raw`(?:vinhos?|vinos?|vins?|vin[oi]|wines?|\p{L}*weine?|whisk(?:e)?y|vodka|gin|rum|rhum|ron|tequila|cognac|brandy|grappa|sekt|prosecco|spumante|champagne|champanhe|champ[aá]n|cava|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|licor(?:es)?|liqueurs?|porto|jerez|sherry|martini|schnaps)`;
  const selling = String.raw`(?:vendo|vende|vendemos|vends|vendu|selling|sell|verkaufe|vendesi)`;
  // The glassware's own word may open the match (a glassware phrase read first would otherwise end at the first drink).
  return String.raw`(?<!${selling}\s+)(?:(?!${selling}(?![\p{L}]))\p{L}+\s+)?(?:para|for|pour|per|f[uü]r)\s+(?:\p{L}+\s+)?${drink}(?:[\s-]+\p{L}+)?\s+(?:o|y|ou|e|et|or|and|oder|und|ed|u)\s+(?:(?:el|la|le|the|il|o|a|un|una|um|uma)\s+)?${drink}(?![\p{L}])`;
})();
/**
 * A drink said free of alcohol (PT, ES, FR, EN, IT, DE: "cerveja sem álcool", "cerveza 0,0", "bière sans alcool", "alcohol-free lager",
 * "birra analcolica", "alkoholfreies Bier"): a soft drink, the harmless grade of a regulated one. A drink named with its strength is not.
 */
const alcoholFreeDrink = (() => {
  const drink = String.raw`(?:cervejas?|cervezas?|bi[eè]res?|beers?|lagers?|ales?|birr[ae]|biere?|\p{L}*bier|vinhos?|vinos?|vins?|vin[oi]|wines?|\p{L}*weine?|sidras?|cidres?|ciders?|espumantes?|espumosos?|mousseux|sparkling|spumanti|spumante|sekt|cava|gin|radler)`;
  const free = String.raw`(?:(?:sem|sin|sans|senza|ohne|without|zero)\s+[aá]lc(?:o|oh)ol|[aá]lc(?:o|oh)ol[\s-]?(?:free|frei\p{L}*)|alkoholfrei\p{L}*|analcolic[oaie]|non[\s-]?alcoholic|sin\s+alcohol|desalcoholizad[oa]s?|desalcoolizad[oa]s?|d[eé]salcoolis[eé]e?s?|de-?alcoholi[sz]ed|entalkoholisiert\p{L}*|(?<![\p{N}.,])0[.,]0\s?%?(?![\p{N}]))`;
  return String.raw`(?<![\p{L}])${drink}(?:\s+\p{L}+)?\s+${free}(?![\p{L}])|${free}\s+(?:\p{L}+\s+)?${drink}(?![\p{L}])`;
})();
/**
 * A drink named as a trap's bait or a recipe's ingredient for pests ("cerveza o zumo como cebo", "beer as bait", "isco caseiro (cerveja com
 * açúcar)", "Bier oder Saft als Köder"): what goes in the trap, not a drink sold.
 */
const drinkAsBait = (() => {
  const drink = String.raw`(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|sidras?|cidres?|ciders?)`;
  const bait = String.raw`(?:iscos?|cebos?|baits?|app[aâ]ts?|k[oö]der|esc(?:a|he)|atrativos?|atrayentes?|attractifs?)`;
  return String.raw`(?<![\p{L}])${drink}\s+(?:[\p{L},]+\s+){0,4}?(?:como|as|comme|als|come|de|d['’]|for|para|pour|per)\s+${bait}(?![\p{L}])|${bait}\s+(?:[\p{L}]+\s+){0,2}?[(:]?\s*${drink}(?![\p{L}])`;
})();
/**
 * What is made for a drink and named after it, joined by a hyphen or with one word between ("Whisky-Steine", "whisky stones gift set",
 * "gin balloon glasses", "Wein-Kühlschrank"): the accessory. Not where "and", "with" or a number joins the drink to the accessory
 * ("gin and glasses").
 */
const drinkAccessoryAfter = (() => {
  const drink = String.raw`(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?|whisk(?:e)?y|vodka|gin|rum|tequila|cognac|brandy|grappa|sekt|prosecco|champagne|cava|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|cocktails?)`;
  const made = String.raw`(?:stones?|steine?|glasses|gl[äa]ser|tumblers?|flutes?|decanters?|carafes?|k[uü]hlschr[aä]nke?|k[uü]hler|regale?|karaffen?|dekanter|kelche?|b[uü]cher|buch|books?|coolers?|chillers?|racks?|fridges?|openers?|[oö]ffner|sets?\s+(?:of|de|von)\s+glasses)`;
  const joint = String.raw`(?:and|e|y|et|und|ed|with|com|con|avec|mit|plus|\+|&)`;
  return String.raw`(?<![\p{L}])${drink}(?:-|\s+(?!${joint}(?![\p{L}]))[\p{L}]+\s+|\s+)${made}(?![\p{L}])`;
})();
/** Consoles that load cartridges, by name. */
const cartridgeConsole = String.raw`(?:game\s*boy(?:\s+(?:color|advance))?|gb[ac]?|nintendo(?:\s+(?:64|ds|3ds))?|n64|s?nes|super\s+nintendo|famicom|mega\s*drive|genesis|master\s+system|sega|atari|neo\s*geo|consolas?|konsolen?)(?![\p{L}])`;
/**
 * A printer's ink or toner cartridge named beside the printer's words, in either order within its sentence ("tinteiros … (cartuchos)",
 * "cartuchos … da impressora Epson", "cartuchos de reposição EcoTank"): ink, no ammunition. Not where the sentence names a
 * hunt's or a calibre's word ("cartuchos calibre 12 e tinteiros": the cartridges are a gun's).
 */
const inkCartridge = (() => {
  const printer = String.raw`(?:tinteiros?|tintas?|t[oó]ners?|impressoras?|impresoras?|printers?|multifun\p{L}*|deskjet|officejet|laserjet|pixma|ecotank|hp|epson|brother|lexmark)`;
  const hunt = String.raw`(?![^.!?\n]*?(?:calib\p{L}*|ca[cç]a|caza|cacer\p{L}*|escopetas?|espingardas?|ca[cç]adeiras?|chumbos?|perdig\p{L}*|postas|muni[cç]\p{L}*|\d+\s?mm|gauge|tiro)(?![\p{L}]))`;
  return String.raw`${hunt}cartuch(?:os|o)(?:[\s(),]+[\p{L}\p{N}'’:/-]+){0,6}?[\s(),]+${printer}(?![\p{L}])|${hunt}(?<![\p{L}])${printer}(?:[\s(),]+[\p{L}\p{N}'’:/-]+){0,4}?[\s(),]+cartuch(?:os|o)`;
})();
/**
 * Cartridges named in a sentence with the sealant or glue gun that takes them, in either order ("Pistola silicona + 4 cartuchos",
 * "pistolet à mastic et 3 cartouches", "caulking gun with 2 cartridges", "4 cartuchos para pistola de silicona"), or after sealant
 * cartridges named as such ("cartuchos de silicona, regalo 4 cartuchos"): sealant, no ammunition.
 */
const sealantGunCartridges = (() => {
  const cartridges = String.raw`(?:cartuch(?:os|o)|cartouches?|cartucce|cartuccia|cartridges?|kartuschen?)`;
  const gun = String.raw`(?:pistol(?:a|et|e)s?\s+(?:[\p{L}\p{N}]+\s+){0,3}?(?:silicone|silicona|cola|colle|colla|mastic|selante|sellador|calafetar|sigillante)|(?:caulking|caulk|sealant|silicone)\s+guns?|(?:kartuschen|silikon)pistolen?|${cartridges}\s+(?:de\s+|di\s+|of\s+)?(?:silicone|silicona|mastic|sellador|selante|sigillante))`;
  return String.raw`${gun}(?![\p{L}])[^.!?\n]{0,60}?${cartridges}(?![\p{L}])|${cartridges}\s+(?:[\p{L}\p{N}]+\s+){0,3}?${gun}(?![\p{L}])`;
})();
/**
 * A video game's cartridge ("cartuchos de jogos da Game Boy", "cartucho de Mario Kart para SNES", "Cartuchos Super Nintendo"): a game, no
 * ammunition. The game's own word only right after "de" ("cartuchos de videojuegos"): "para jogo de tiro" or "juego de caza" is a hunt's.
 */
const gameCartridge = String.raw`cartuch(?:os|o)\s+de\s+(?:video)?(?:jogos|juegos)(?![\p{L}])|cartuch(?:os|o)(?:\s+[\p{L}\p{N}'’:-]+){0,4}?\s+(?:(?:de|do|da|dos|das|del|para|pra)\s+(?:(?:la|las|el|los|a|o|as|os)\s+)?)?${cartridgeConsole}|${cartridgeConsole}(?:\s+[\p{L}\p{N}'’:-]+){0,2}?\s+cartuch(?:os|o)`;
/**
 * Pet gear named for the young or small animal it serves, with or without its joining word ("coleira para cachorro", "tapis éducateurs chiot",
 * "trasportino cucciolo", "Welpen-Laufstall"): the gear, not the animal.
 */
const youngPetGear = accessoryFor(
  String.raw`(?:cachorrinhos?|cachorros?|filhotes?|gatinhos?|gatitos?|perritos?|chiots?|chatons?|puppies|puppy|kittens?|welpen|welpe|k[aä]tzchen|cuccioli|cucciolo|gattini|gattino|papagaios?|periquitos?|loros|agapornis|can[aá]rios|canaris|lapins?|conejos?|coelhos?|tortoises?|tortugas?|tartarugas?|cobayas?|h[aá]msters?)(?![\p{L}])`,
  {
    nouns: String.raw`coleiras?|camas?|caminhas?|casotas?|transportadoras?|trelas?|comedouros?|brinquedos?|roupas?|camisolas?|arn[eê]s|collar(?:es)?|transport[ií]n|correas?|comederos?|juguetes?|ropas?|colliers?|paniers?|laisses?|jouets?|harness(?:es)?|beds?|crates?|leash(?:es)?|toys?|bowls?|carriers?|pyjamas?|pijamas?|chaussons?|peluches?|pel[uú]cias?|stuffed|plush|gaiolas?|jaulas?|cages?|gabbi[ae]|k[aä]fig\p{L}*|viveiros?|terr[aá]rios?|terrariums?|aqu[aá]rios?|aquariums?|clapiers?|hutch(?:es)?|poulaillers?|galinheiros?|gallineros?|pollai?o|h[uü]hnerst[aä]lle?|st[aä]lle?|niches?|tapis|tapetes?|pads?|parcs?|parques?|playpens?|trasportin[oi]|cucci[ae]|guinzagli?[oi]|collarin[oi]|ciotol[ae]|laufst[aä]lle?|n[aä]pfe?|halsb[aä]nder|geschirre?|k[oö]rbchen`,
    after: String.raw`laufst[aä]lle?|n[aä]pfe?|leinen?|halsb[aä]nder|geschirre?|k[oö]rbchen|betten?|decken?|spielzeug|gitter|pads?|beds?|crates?|toys?|collars?|harness(?:es)?|bowls?|carriers?|playpens?|gates?`,
  },
);
/** Toys and figures: a weapon named among them is a toy's ("toy" in a dog breed's name, "toy poodle", "caniche toy", is the dog's size). */
export const toyWords = /playmobil|lego|laser[\s-]?(?:game|tag|quest)|brinquedos?|juguetes?|jouets?|(?<!(?:caniche|poodles?|pudel|barboncin[oi]|terriers?|spaniels?|pinschers?|fox)\s+)\btoys?\b(?!\s+(?:poodles?|caniches?|terriers?|fox|spaniels?|pinschers?|breeds?|dogs?|puppies|pupp?y|chiots?|cachorr\p{L}*|cachorros?|perr\p{L}*))|giocattol\p{L}*|spielzeug\p{L}*|action\s+figures?|figurines?|minifig\p{L}*|bonecos?|mu[ñn]ecos?|jogos?\s+de\s+tabuleiro|juegos?\s+de\s+mesa|jeux?\s+de\s+soci[eé]t[eé]|board\s+games?|gioc(?:o|hi)\s+da\s+tavolo|brettspiel\p{L}*|miniatur\p{L}*\s+(?:en|de|in|di|aus|of)\s+(?:plastique|pl[aá]stico|plastic|plastica|kunststoff|plastik)|(?:plastic|plastik|kunststoff)[\s-]*miniatur\p{L}*/iu;

/**
 * Kitchen, table and work knives: a knife among these words is a tool, whatever its length (short words whole: "blocco" is a lock, not a knife block);
 * in Italian and German also the food it cuts ("coltello da formaggio") and the compounds naming its kind ("Schinkenmesser").
 */
export const toolKnifeWords = /\b(?:chef|mesa|table|tavola|pan|bread|pain|carne|meat|viande|peixe|fish|bloco|bloc|block)s?\b|cozinha|cocina|cuisine|kitchen|cucina|k[uü]che|\b(?:pane|formaggio|prosciutto|bistecca|pesce|verdur[ae]|trinciant[ei]|sfilettar\p{L}*|disossar\p{L}*)\b|(?:brot|koch|k[aä]se|fleisch|schinken|gem[uü]se|filetier|tranchier|ausbein|sch[aä]l|steak|obst|tomaten)messer|messerbl[oö]c?ke?|p[aã]o|queijo|queso|fromage|cheese|sushi|santoku|nakiri|gyuto|yanagiba|jamoner[oa]|jam[oó]n|presunto|jambon|ham|carving|trinchar|trinchante|fileteador|filleting|fillet|boning|deshuesador|cleaver|cutelo|hachoir|butcher|carnicer[oa]|boucher|faqueiro|cubertería|cuberteria|cutlery|couverts|besteck|x-?acto|cutter|estilete|motosserras?|motosierras?|tron[cç]onneuses?|chainsaws?|motoseghe|motosega|kettens[aä]gen?|motors[aä]gen?|olfa|stanley|suí[cç]o|suizo|suisse|swiss\s+army|victorinox|multi-?tool|canivete\s+su[ií][cç]o/iu;
/** Words naming a knife or another bladed tool in the six languages: a stated blade length matters only with one of them. */
export const knifeWords = /(?<![\p{L}])(?:facas?|navalhas?|canivetes?|punha(?:l|is)|cuchill[oa]s?|navajas?|pu[nñ]al(?:es)?|couteaux?|canifs?|poignards?|dagues?|knife|knives|daggers?|coltell[oi]|pugnal[ei]|messer|(?:einhand|klapp|taschen|jagd|kampf|wurf|survival|spring|butterfly|faust|fall|outdoor|tauch|rettungs|fahrten|schnitz|armee|milit[aä]r|g[uü]rtel|stich)messer|dolch(?:e)?|machete?s?|machettes?|karambits?|kukris?|bowie|katanas?|sabres?|swords?|espadas?|[eé]p[eé]es?|spada|schwert(?:er)?)(?![\p{L}])/iu;

/** Words saying what is left of someone's treatment ("sobrou do tratamento", "me sobró del tratamiento", "left over from my treatment", "reste de mon traitement"). */
const leftOverFromTreatment = String.raw`(?:sobr\p{L}*|restos?|reste|restant\p{L}*|leftovers?|left\s+over|avanz\p{L}*|[uü]brig\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:tratamento|tratamiento|traitement|treatment|trattamento|behandlung|therapie|terapia|th[eé]rapie|cura)(?![\p{L}])`;

/** A medicine's pack: a box, a blister, a tube or a bottle (PT, ES, FR, EN, IT, DE). */
const medicinePack = String.raw`(?:caixas?|cajas?|bo[iî]tes?|box(?:es)?|packs?|packungs?|packung|schachteln?|scatol[ae]|blisters?|embalage(?:m|ns)|emballages?|confezion[ei]|tubos?|tubes?|frascos?|flacons?)`;
/** Tablets that are no medicine: a tablet computer's, a dishwasher's, a pool's chlorine. */
const notMedicineTablets = String.raw`(?<![\p{L}])(?:ipad|android|samsung|lenovo|huawei|kindle|screens?|ecr[aã]s?|pantallas?|[eé]crans?|\d+\s?gb|wi-?fi|cloro|chlore|chlorine|piscinas?|pools?|lava-?loi[cç]as?|loi[cç]a|lavavajillas|lave-vaisselle|dishwashers?|lavastoviglie|sp[uü]lmaschine\p{L}*|m[aá]quina\s+(?:de\s+lavar|da\s+loi[cç]a))(?![\p{L}])`;
/** Food supplements and their substances, plant extracts and teas among them, sold by the mg too: no medicine. */
export const supplementWords = String.raw`(?:vitamin\p{L}*|magn[eé]s\p{L}*|magnesi\p{L}*|col[aá]g[eé]n\p{L}*|collag[eè]n\p{L}*|kollagen|[oó]mega|zin[ck]\p{L}*|ferro|hierro|iron|eisen|c[aá]lci\p{L}*|calcium|kalzium|melaton\p{L}*|prote[ií]n\p{L}*|creatin\p{L}*|whey|biotin\p{L}*|caf[eé][ií]n\p{L}*|caffein\p{L}*|koffein|suplement\p{L}*|suppl[eé]ment\p{L}*|nahrungserg\p{L}*|integrator\p{L}*|cbd|probi[oó]ti\p{L}*|spirulin\p{L}*|c[uú]rcuma|turmeric|ashwagandha|ginseng|levedura|levadura|levure|lutein\p{L}*|glucosamin\p{L}*|ácido\s+f[oó]lico|folic|coenzim\p{L}*|q10|ginkgo|valerian\p{L}*|maca|carnitin\p{L}*|arginin\p{L}*|glutamin\p{L}*|bcaa|inositol|lecitin\p{L}*|lecithin|pr[oó]polis|propoli|geleia\s+real|jalea\s+real|gel[eé]e\s+royale|royal\s+jelly|pappa\s+reale|equin[aá]cea|echinac\p{L}*|cranberry|arando|guaran[aá]|moringa|chlorella|clorela|msm|quercetin\p{L}*|resveratrol|fish\s+oil|krill|multivit\p{L}*|minerais|minerales|min[eé]raux|minerals|mineralien|ch[aá]\s+verde|t[eé]\s+verde|th[eé]\s+vert|green\s+tea|gr[uü]ne[rnm]?\s+tee|gr[uü]ntee\p{L}*|extra[ck]t\p{L}*|extrato|extracto|extrait|estratto|garcinia|spirulin\p{L}*|ginseng|psyllium|chitosan\p{L}*|quitosano|herbal|kr[aä]uter\p{L}*)`;

/** A dose in milligrams or micrograms ("20 mg", "500mcg"). */
const dose = String.raw`\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg)(?![\p{L}])`;

/** A medicine's pack and the word joining it to what it holds, when no food supplement is named just after ("caixa de", "boîte de", "box of"). */
const packOf = String.raw`${medicinePack}\s+(?:de\s+|d['’]\s*|of\s+|di\s+)?(?![^.!?\n]{0,30}?${supplementWords})`;

/** A recall's noun in the six languages (Portuguese "recolha" and Spanish "retirada" are also a pick-up: read only with a recall's words). */
const recallNoun = String.raw`(?:recolha|recall|rappel|retirada|richiamo|r[uü]ckruf(?:aktion)?)`;

/** Beauty words: "tester" and "sample" are beauty items only among them. */
const beautyWords = /perfume|parfum|profumo|colónia|col[oô]nia|eau\s+de|\bed[pt]\b|fragr[aâ]nc|cologne|\d+\s?ml\b|cosm[eé]tic|maquil|makeup|make-up|trucco|creme|crème|cream|crema|s[eé]rum|batom|rouge|lipstick|mascara|máscara|r[ií]mel|foundation|beaut|belleza|beleza/iu;

/**
 * Portuguese and Spanish "máscara" (typed "mascara" without its accent, the English make-up's spelling) named by what the mask is made of,
 * what it shows or what it is for ("máscara de látex", "mascara de caveira", "máscara de mergulho", "máscara veneziana"): a mask, not the make-up.
 */
const maskNotMascara = String.raw`(?!\s+(?:(?:de|da|do|del|para)\s+(?:(?:um|uma|un|una|o|a|el|la)\s+)?)?(?:l[aá]tex|borracha|goma|silicon\p{L}*|pl[aá]stico|papel|cart[aã]o|cart[oó]n|madeira|madera|carnaval|halloween|disfarce|disfraz|festa|fiesta|terror|caveira|calavera|esqueleto|lob[oa]s?|lobisomem|hombre\s+lobo|zombie|zombi|bruxa|bruja|palha[cç]o|payaso|diab[oa]|dem[oô]nio|dem[oó]nio|monstro|monstruo|vampir[oa]|animal|gato|le[aã]o|le[oó]n|tigre|raposa|zorro|super[\s-]?h[eé]r[oó]i|venezian[ao]|venecian[ao]|mergulho|buceo|snorkel|esqui|esqu[ií]|soldar|soldadura|g[aá]s|oxig[eé]nio|ox[ií]geno|prote[cç]\p{L}*|dormir|paintball|airsoft)(?![\p{L}]))`;

/**
 * A drink's caps, corks, wire cages and labels, collected or crafted with ("capsules de champagne", "champagne corks", "cápsulas de
 * champanhe", "Sektkorken"): the bottle's parts, not the drink.
 */
const drinkParts = String.raw`(?:c[aá]psulas?|capsules?|plaques?\s+de\s+muselets?|muselets?|rolhas?|tap[oó]n(?:es)?|corchos?|bouchons?|corks?|tappi|tappo|korken|kronkorken|caps|cages?|[eé]tiquettes?|r[oó]tulos?|labels?)\s+(?:(?:de|of|da|di|du)\s+|d['’]\s*)?(?:champa\p{L}*|cava|prosecco|spumante|sekt|vinhos?|vinos?|vins?|vin[oi]|wines?|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae])(?![\p{L}])|(?:champagne|champanhe|wine|beer|prosecco|sekt|wein|bier)\s*(?:corks?|caps|cages?|labels?|korken|kronkorken)(?![\p{L}])`;

/** A car seat or helmet sold new and unused: no crash history, not restricted. */
const soldNew = /brand[\s-]new|new\s+with\s+tags|(?:com|con)\s+(?:as\s+|las\s+)?etiquetas(?![\p{L}]|\s+de\b)|(?:a|sem)\s+estrear|(?:never|not)\s+(?:been\s+)?(?:used|worn|installed|fitted)|\bunused\b|novos?\s+com\s+etiquetas?|nunca\s+(?:usad|utilizad|montad|instalad|estrenad)\w*|(?:por|sin|a)\s+estrenar|por\s+estrear|nunca\s+estread\w*|nuevos?\s+con\s+etiquetas?|precintad\w*|\bselad[oa]s?\b|(?:tout|[eé]tat)\s+neu(?:f|ve)|neu(?:f|ve)s?\s+(?:sous|avec|jamais|dans)|jamais\s+(?:utilis|port|install|mont)\w*|sous\s+blister|originalverpackt|\bovp\b|nie\s+(?:benutzt|getragen|montiert|eingebaut)|unbenutzt|ungebraucht|ungetragen|sin\s+(?:usar|uso|utilizar|estrenar)|sem\s+(?:uso|usar)|jamais\s+servi\w*|never\s+worn|new\s+in\s+(?:box|packaging)|neu\s+(?:und\s+)?(?:ovp|originalverpackt)|neu\s+mit\s+etikett|mai\s+(?:usat|utilizzat|indossat|montat)\w*|nuov[oia]\s+con\s+(?:etichett\w*|cartellino)|ancora\s+imballat\w*|sigillat[oaie]|(?:never|not)\s+(?:been\s+)?opened|jamais\s+ouvert\w*|nunca\s+(?:abiert|abert)\w*|mai\s+apert\w*|nie\s+ge[oö]ffnet|(?:encore|toujours)\s+emball\w*|emballage\s+d['’]origine|(?:with|avec|mit)\s+(?:the\s+|ses\s+|les\s+)?(?:tags|[eé]tiquettes|etikett(?:en)?)|in\s+(?:the\s+|its\s+)?sealed\s+(?:box|packaging)|\bsealed\b|(?:noch|still|ainda|todav[ií]a|a[uú]n|encore|toujours|ancora)\s+(?:(?:in|na|no|en|dans|sous|nella|nel|im)\s+)?(?:(?:der|la|le|o|a|el|its|the|seu|sua|su|son|sa|il|original|originale)\s+)?(?:folie|plastic|cellophane|pl[aá]stico|film|plastique|blister|embalagem|embalaje|packaging|verpackung|originalverpackung|confezione|cellophan|plastica)(?![\p{L}])|(?<!(?:wie|fast|quasi|wie\s+fast)\s)\bneu\b(?!\s*(?:wertig|bezogen|lackiert|gepolstert|gemacht|gestrichen|aufbereitet|beschichtet))/iu;

/**
 * Said to be for playing ("para brincar aos cavaleiros", "para jugar", "pour jouer", "for pretend play", "per giocare", "zum Spielen"): a
 * toy's purpose, not a weapon's; not where the listing denies it ("não é para brincar", "not for playing").
 */
const forPlaying = String.raw`(?<!(?:n[aã]o|no|not|pas|nicht|non)\s(?:\p{L}+\s){0,2})(?:para|pour|for|per|zum)\s+(?:(?:pretend|role|imaginative)\s+)?(?:brincar|jugar|jouer|play(?:ing)?|giocare|spielen)(?![\p{L}])`;

/** Dolls, by their names in our languages and the kinds sellers name ("reborn", "Nenuco", "Baby Born"). */
const dollWords = /(?<![\p{L}])(?:bonecas?|nenucos?|mu[ñn]ecas?|poup[eé]es?|poupons?|dolls?|bambol[ae]|puppen?|reborns?|baby\s+born)(?![\p{L}])/iu;

/** Costumes and dressing-up: a helmet or a sword among these words is the costume's. */
export const costumeWords = /(?<![\p{L}])(?:disfarces?|fantasias?|fatos?\s+de\s+carnaval|disfra(?:z|ces)|d[eé]guisements?|fancy\s+dress|costumes?\s+(?:de\s+|of\s+|for\s+)?(?:carnaval|carnival|halloween|kids?|enfants?|crian[cç]a|ni[nñ]os?)|kost[uü]m\p{L}*|carnaval|carnival|halloween|cosplay|dress[\s-]?up)(?![\p{L}])|fato\s+de\s+(?:darth|stormtrooper|astronauta|bombeiro|cavaleiro|soldado|pirata|super)/iu;

/** A replica that is no fake and no weapon: official fan shirts, life-size models, fake nails, faux leather. */
/** "1:1" as a ratio the sentence names (a macro lens's magnification, a mix or dilution, a square format): no claim of a one-to-one copy. */
const oneToOneRatio =
  /(?:macro|magnifica\p{L}*|amplia\p{L}*|grossissement|ingrandiment\p{L}*|vergr[oö](?:ss|ß)erung|abbildungsma(?:ss|ß)stab|ratios?|r[aá]cios?|propor[cç]\p{L}*|rapports?|rapport[oi]|verh[aä]ltnis|mix\p{L}*|mistur\p{L}*|mezcl\p{L}*|m[eé]lange\p{L}*|misch\p{L}*|dilu\p{L}*|verd[uü]nn\p{L}*)\s+(?:[\p{L}\p{N}.,/-]+\s+){0,2}?(?:de\s+|of\s+|di\s+|von\s+)?1\s?:\s?1(?![\p{N}])|(?:formato|format|aspect)\s+1\s?:\s?1(?![\p{N}])|(?<![\p{N}])1\s?:\s?1\s+(?:[\p{L}-]+\s+)?(?:macro|magnifica\p{L}*|amplia\p{L}*|grossissement|ingrandiment\p{L}*|vergr[oö](?:ss|ß)erung|abbildungsma(?:ss|ß)stab|ratios?|r[aá]cios?|propor[cç]\p{L}*|rapports?|rapport[oi]|verh[aä]ltnis|mix\p{L}*|mistur\p{L}*|mezcl\p{L}*|m[eé]lange\p{L}*|misch\p{L}*|dilu\p{L}*|verd[uü]nn\p{L}*)(?![\p{L}])/iu;

/**
 * "1:1" as one-to-one: lessons, sessions, coaching or care given to one person ("explicações 1:1", "clases particulares 1:1", "cours en 1:1",
 * "1:1 tutoring", "lezioni 1:1", "1:1 Betreuung"), or data or readings carried over unchanged ("Messwerte 1:1 übertragen"): no copy
 * of a maker's goods.
 */
const oneToOneService = (() => {
  const taught = String.raw`(?:explica[cç](?:[aã]o|[oõ]es)|aulas?|clases?|lecciones|cours|lessons?|classes|tutoring|tutorials?|tutor[ií]as?|sessions?|sess[oõ]es|sesiones|s[eé]ances?|coaching|mentoring|mentor[ií]as?|nachhilfe|unterricht|betreuung|training|treinos?|entrenamientos?|entra[iî]nements?|allenament[oi]|lezion[ei]|ripetizion[ei]|consult(?:as?|ations?|ing)|consultoria|consultor[ií]a|beratung|videochamadas?|videollamadas?|video\s+calls?)`;
  const carried = String.raw`(?:[uü]bernommen|[uü]bertragen|umgesetzt|transferid[oa]s?|transferred|transf[eé]r[eé]e?s?|trasferit[oiae]|transmitid[oa]s?|transmitted|transmis(?:es?)?)`;
  return String.raw`${taught}\s+(?:[\p{L}]+\s+){0,3}?(?:(?:en|em|in|a|de)\s+)?1\s?:\s?1(?![\p{N}])|(?<![\p{N}])1\s?:\s?1\s+(?:[\p{L}]+\s+){0,2}?${taught}(?![\p{L}])|(?<![\p{N}])1\s?:\s?1\s+${carried}(?![\p{L}])`;
})();

const replicaInnocent = /(?:r[eé]pli(?:c|qu)(?:a|e)s?|replik(?:a|en?)?)\s+(?:(?:em|en|in|de|di)\s+)?(?:[\p{L}-]+\s+)?(?:(?:ship|boat|car|train|plane|aircraft|tank|locomotive|sailing\s+ship)\s+models?|(?:schiffs|boots|auto|zug|flugzeug|panzer|eisenbahn|lok)modell\p{L}*|modelos?\s+(?:de|do|da)\s+(?:barco|navio|carro|coche|comboio|tren|avi[aã]o|avi[oó]n|tanque|locomotora|locomotiva|veleiro|velero))(?![\p{L}])|(?:ship|boat|car|train|plane|aircraft|tank|locomotive)\s+models?\s+r[eé]pli(?:c|qu)(?:a|e)s?(?![\p{L}])|r[eé]plicas?\s+(?:(?:de\s+)?(?:la\s+|da\s+|del\s+|of\s+the\s+)?)?(?:camis(?:ola|eta|a)s?|maillots?|jerseys?|shirts?|kits?|equipa[cç][aã]o|equipaci[oó]n|maglia|maglie|trikots?)(?![\p{L}])|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:de\s+|da\s+|do\s+|del\s+|d\x27|of\s+(?:the\s+|a\s+)?)?(?:uma\s+|una\s+|une\s+)?(?:espadas?|swords?|[eé]p[eé]es?|katanas?|sabres?|props?|adere[cç]os?|escudos?|shields?|boucliers?)|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:\S+\s+){0,5}?(?:model\s+(?:ship|boat|car|train|kit|plane)|scale\s+model|maquet[ae]s?|miniatur\p{L}*|(?:[àa]\s+|to\s+|em\s+|en\s+)?(?:escala|scale|[eé]chelle)\s+1\s?[:/]\s?(?:[2-9]|[1-9]\d+)\b|(?:[àa]|to|em|en|in)\s+(?:escala|scale|[eé]chelle)(?!\s+(?:1\s?:\s?1\b|real|reale|r[eé]elle|natural|naturale|nature|life)))|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:\S+\s+){0,5}?1\s?[:/]\s?(?:[2-9]|[1-9]\d+)\b|\b1\s?[:/]\s?(?:[2-9]|[1-9]\d+)\s+(?:\S+\s+){0,3}?r[eé]pli(?:c|qu)(?:a|e)s?|(?:miniatur\p{L}*|maquet[ae]s?|scale\s+model|die[\s-]?cast)\s+(?:\S+\s+){0,2}?r[eé]pli(?:c|qu)(?:a|e)s?|r[eé]plica\s+(?:oficial|officielle|ufficiale)|(?:bolas?|bal[oó]n(?:es)?|ballons?|balls?|footballs?|pallon[ei]|b[aä]lle?)\s+(?:[\p{L}\p{N}/'’]+[\s(]+){0,5}?r[eé]pli(?:c|qu)(?:a|e)s?|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:(?:de|do|da|del|du|of|di|della)\s+(?:(?:la|the|o|a|el|le|il)\s+)?)?(?:bolas?|bal[oó]n(?:es)?|ballons?|balls?|footballs?|pallon[ei]|b[aä]lle?)(?![\p{L}])|(?:wands?|varinhas?|varitas?|baguettes?\s+magiques?|bacchett[ae]\s+magic[ah]e|zauberst[aä]be?|lightsabers?|masks?|m[aá]scaras?|masques?|props?)\s+r[eé]pli(?:c|qu)(?:a|e)s?|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:de\s+|da\s+|of\s+(?:the\s+)?|d\x27)?(?:wands?|varinhas?|varitas?|baguettes?|lightsabers?|masks?|m[aá]scaras?|masques?)|(?:official|authentic)\s+replica|replica\s+(?:(?:home|away|third|training|match|fan|retro|football|soccer|rugby|cricket|hockey|basketball|team|club|national|world\s+cup|euros?)\s+){0,2}(?:jerseys?|shirts?|kits?)|(?:camis(?:ola|eta|a)s?|maillots?|jerseys?|shirts?|maglia|maglie|trikots?)\s+(?:[\p{L}\p{N}]+\s+){0,3}?r[eé]pli[ck]a(?:\s+(?:by|de|da|di|von)\s+\p{L}+)?(?![\p{L}])|(?:camisola|camiseta|maillot)\s+r[eé]plica|r[eé]plique\s+officielle|(?:escala|scale|[eé]chelle)\s+1:1\b|fake\s+(?:nails|lashes|eyelashes|plants?|flowers?|tan|snow|blood|moustache|grass)|(?:imita[cç][aã]o|imitaci[oó]n|imitation|imitazione|fake|faux|simili)\s+(?:de\s+|di\s+)?(?:pele|piel|cuir|leather|fur|pelo|couro|cuero|cuoio|pelle|leder|fourrure|pelliccia|pelz|ante|camur[cç]a|suede|daim|croco\p{L}*|cocodrilo|serpent\p{L}*|snake(?:skin)?|madeira|madera|wood|bois|legno|holz|pedra|piedra|pierre|stone|m[aá]rmore|m[aá]rmol|marbre|marble|ouro|oro|gold|prata|plata|silver|argent|p[eé]rolas?|perlas?|perles?|pearls?|diamonds?|diamantes?|brillantes?|cristal|crystal|n[aá]car|nacre|marfim|marfil|ivoire|ivory|avorio|elfenbein|tartaruga|carey|[eé]caille|tortoiseshell)|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:\S+\s+){0,4}?(?:de\s+|en\s+|em\s+|in\s+|of\s+|d\x27|aus\s+)?(?:resina|resin|r[eé]sine|yeso|gesso|pl[aâ]tre|plaster|gips|bronze|bronce|bronzo|poli?resina|polyresin|poly[eé]sine|cer[aâ]mica|ceramic|c[eé]ramique)(?![\p{L}])|r[eé]pli(?:c|qu)(?:a|e)s?\s+(?:(?:de|do|da|del|de\s+la|du|d\x27|of|di|della|dello|dell\x27)\s*)?(?:(?:o|a|el|la|le|the|il|lo|um|uma|un|une|una|an?)\s+)?(?:navio|barco|nave|buque|bateau|navire|ship|boat|vessel|caravela|carabela|caravelle|gale[aã]o|gale[oó]n|galion|galleon|veleiro|velero|voilier|sailing\s+ship|avi[aã]o|avi[oó]n|avion|aeroplano|aereo|plane|aircraft|locomotiva|locomotora|locomotive|comboio|tren|train|treno)s?(?![\p{L}])/iu;

/** Words any of which, near a term, clear it: the patterns' sources as one case-insensitive alternation. */
export const anyOf = (...words: RegExp[]) => new RegExp(words.map((w) => w.source).join('|'), 'iu');

/**
 * French "livre(s)", a book, only beside a determiner or what a book is about ("un livre", "livres sur la chasse"): alone it is
 * as often Portuguese "livre" (free: "livre de taxas") or unaccented French "livré" (delivered), which say nothing of a subject.
 */
const frenchBook = String.raw`(?:un|le|ce|mon|des|les|ces|mes)\s+livres?|livres?\s+(?:sur|d['’]\s*\p{L}+|du|des|pour|illustr\p{L}*)`;

/**
 * A book, film, poster, advertising sign or recipe about a substance, or its container sold empty ("Livro sobre cannabis",
 * "empty wine bottles", "boîte à cigares vide", "Whisky-Werbeschild"): the substance is the subject, not the item. A book's numbered
 * edition ("3ª edición", "2. Auflage") counts; a bare "edition" does not (a whisky's "limited edition", "limitierte Auflage").
 */
export const aboutOrEmpty = new RegExp(
  String.raw`(?<![\p{L}])(?:livros?|libros?|${frenchBook}|books?|b[uü]cher|buch|revistas?|magazines?|dvds?|isbn|capa\s+(?:mole|dura)|tapa\s+(?:blanda|dura)|broch[eé]|paperback|hardback|hardcover|tascabile|taschenbuch|sachbuch|fachbuch|ouvrages?|brossura|copertina\s+(?:rigida|flessibile)|\d{1,2}\s*(?:ª|a|nd|rd|th|st|e|[eè]me|\.)\s*(?:edi[cç][aã]o|edici[oó]n|[eé]dition|edizione|auflage)|(?:escrito|escrita|written|[eé]crit|[eé]crite|scritto|scritta)\s+(?:por|by|par|da)|geschrieben\s+von|guias?|guides?|posters?|cartaz(?:es)?|filmes?|films?|document[aá]rio|documental|documentaire|documentary|receitas|recetas|recettes|recipes?|ricette|(?<!(?:ohne|auf|kein|keine|[aä]rztliche[ms]?)\s)rezepte?|enciclop\p{L}*|novela|roman|novel|empty|vazi[oa]s?|vac[ií][oa]s?|vides?|vuot[oa]|vuote|leer(?:e|en|er)?|(?:werbe|blech|email(?:le)?|reklame)schild\p{L}*|werbe(?:spiegel|plakat)\p{L}*|letreiros?\s+publicit\p{L}*|advertising\s+signs?|enseignes?\s+publicitaires?|carteles?\s+publicitarios?|insegn[ae]\s+pubblicitari[ae])(?![\p{L}])`,
  'iu',
);

/**
 * A book, film or poster about weapons or hunting ("libro sobre caza con rifles", "DVD of a war film"): the weapon is
 * its subject, not the item. Narrower than `aboutOrEmpty`: no "empty" (an empty magazine is still a gun's) and no
 * "magazine" (a gun's magazine in English).
 */
export const aboutWeapons = new RegExp(
  String.raw`(?<![\p{L}])(?:livros?|libros?|${frenchBook}|books?|b[uü]cher|buch|libr[oi]|revistas?|dvds?|blu-?rays?|filmes?|films?|pel[ií]culas?|document[aá]rios?|documentales?|documentaires?|documentar(?:y|ies)|novelas?|novels?|romanzi|romanzo|posters?|cartaz(?:es)?|comics?|c[oó]mics?|manga|vin(?:il|ilo|yle|yl)s?|lps?|[aá]lbu(?:m|ns)|albums?|cds?|cassetes?|cassettes?|singles?|schallplatten?|soundtracks?|bandas?\s+sonoras?)(?![\p{L}])`,
  'iu',
);

/**
 * Protective gear for airsoft and paintball is no replica weapon; nor a toy said to look like one ("paintball-look water gun", "pistola tipo airsoft")
 * or one that shoots foam darts ("soft foam bullets", "balas de espuma", "balles en mousse", "Schaumstoffkugeln", "proiettili in spugna").
 */
const airsoftGear =
  /(?:airsoft|softair|paintball)[\s-]+(?:style|type|like|look(?:ing)?|inspired)(?![\p{L}])|(?:estilo|tipo|style|type|fa[cç]on|genre|stile|wie|like)\s+(?:un\s+|una\s+|an\s+)?(?:airsoft|softair|paintball)(?![\p{L}])|(?:foam|soft|espuma|mousse|schaumstoff|spugna|schiuma)\s+(?:darts?|bullets?|balls?)|(?:dardos?|balas|fl[eé]chettes|balles|dardi|proiettili)\s+(?:de\s+|en\s+|in\s+)?(?:espuma|mousse|schiuma|spugna|gomma\s+piuma)|schaumstoff(?:pfeile|kugeln|munition)|(?:airsoft|softair|paintball)\s+(?:goggles|glasses|masks?|vests?|gloves|helmets?|protec\p{L}*)|(?:[oó]culos|gafas|lunettes|goggles|glasses|m[aá]scaras?|masques?|masks?|coletes?|chalecos?|gilets?|vests?|luvas|guantes|gants|gloves|capacetes?|cascos?|casques?|helmets?|occhiali|maschera|schutzbrillen?|brillen?|masken?|westen?|handschuhe)\s+(?:(?!(?:e|y|et|and|und|ed|plus|pistol\p{L}*|rifles?|guns?|carabin\p{L}*|espingard\p{L}*|escopet\p{L}*|fusils?|fucil\p{L}*|gewehr\p{L}*|r[eé]pli\p{L}*|replik\p{L}*|marcador(?:es)?|markers?|marqueurs?)\s)[\p{L}-]+\s+){0,5}?(?:(?:de|para|pour|for|da|per|f[uü]r)\s+)?(?:airsoft|softair|paintball)(?:\s*(?:\/|,|\s(?:e|y|et|and|und|ed|o|ou|or))\s*(?:airsoft|softair|paintball))?/iu;

/**
 * Shooting gear named for the air gun it serves ("alvo basculante para carabina de ar comprimido", "pellet trap for an air rifle",
 * "Kugelfang für Luftgewehr", "air rifle pellet trap"): a target, a pellet trap, a case, a scope or a holster, no gun.
 */
export const gearForAirGuns = (() => {
  const gun = String.raw`(?:airsoft|softair|paintball|air\s+(?:guns?|rifles?|pistols?)|bb\s+(?:guns?|pistols?|rifles?)|luft(?:gewehr|pistole|druckwaffe|druckgewehr|druckpistole)(?:e|en|n|s|es)?|(?:carabinas?|pistolas?|espingardas?|escopetas?)\s+de\s+(?:ar|aire|chumbos?|balines)(?:\s+comprimido)?|(?:pistolets?|fusils?|carabines?)\s+[àa]\s+(?:billes|plombs)|(?:fucil[ei]|pistol[ae]|carabin[ae])\s+(?:ad\s+aria\s+compressa|a\s+pallini))`;
  const gear = String.raw`(?:alvos?|dianas?|blancos?|cibles?|targets?|bersagli[oi]|zielscheiben?|scheiben|kugelf[aä]nge?|pellet\s+traps?|target\s+stands?|caza-?balines|porta-?alvos?|suportes?\s+de\s+alvos?|soportes?\s+de\s+dianas?|malas?|maletas?|fundas?|valises?|housses?|cases?|bags?|custodi[ae]|koffer|taschen?|miras?\s+telesc[oó]pic\p{L}*|lunettes?\s+de\s+vis[eé]e|scopes?|cannocchial[ei]|zielfernrohre?|bipods?|b[ií]podes?|bipiedi|zweibeine?|coldres?|pistoleras?|holsters?|fondine|holster)`;
  const article = String.raw`(?:(?:a|o|as|os|la|le|les|the|il|las|los|um|uma|un|une|una|an?|die|den|einen?)\s+)?`;
  return String.raw`${gear}\s+(?:[\p{L}-]+\s+){0,3}?(?:de|para|pour|for|per|f[uü]r|da)\s+${article}${gun}(?![\p{L}])|${gun}[\s-]+(?:targets?|target\s+stands?|pellet\s+traps?|scopes?|cases?|bags?|holsters?|zielscheiben?|kugelf[aä]nge?)(?![\p{L}])`;
})();

/** Games, streaming services and social networks whose accounts are traded (an account's sale breaks every marketplace's terms). */
const tradedAccounts = String.raw`(?:league\s+of\s+legends|lol|valorant|roblox|genshin(?:\s+impact)?|pok[eé]mon\s+go|clash\s+royale|clash\s+of\s+clans|brawl\s+stars|minecraft|gta\s+(?:v|5|online)|ea\s+fc|fifa\s+ultimate\s+team|call\s+of\s+duty|warzone|epic\s+games|riot|facebook|twitter|xbox(?:\s+live)?|playstation(?:\s+network)?|psn|nintendo(?:\s+switch)?|steam|fortnite|ubisoft|battle\.?net|youtube(?:\s+premium)?|twitch|onlyfans|chatgpt(?:\s+plus)?|amazon\s+prime|prime\s+video|hbo\s+max|dazn|crunchyroll|canva\s+pro)`;

/**
 * A social network's account by its name in the six languages, either order ("conta de Instagram", "compte TikTok", "Instagram account",
 * "TikTok-Konto"); not the seller's own, named with a possessive ("a minha conta de TikTok", "our Pinterest page"): that is where to find them.
 */
const socialNetworks = String.raw`(?:instagram|insta|tiktok|snapchat|pinterest|facebook|twitter|youtube|twitch)`;
const socialAccount = String.raw`(?:(?:contas?|cuentas?|comptes?|accounts?|konto|konten|profil[oi]?|perfil)\s+(?:de\s+|di\s+|du\s+|on\s+|auf\s+|su\s+)?${socialNetworks}|${socialNetworks}[\s-]?(?:accounts?|konto|konten|pages?))`;
const ownSocialAccount = new RegExp(String.raw`(?<![\p{L}])(?:my|minha|meu|mi|mon|ma|mio|mia|mein\p{L}*|our|nosso|nossa|nuestr[oa]|notre|unser\p{L}*|tu|teu|ton|your|seu|sua|su|son)\s+${socialAccount}`, 'iu');
/**
 * A verb of removing an account, said before it ("Retirei a minha conta Nintendo", "I removed my PSN account", "ho rimosso il mio account"), or its
 * participle with no subject ("Reset and logged out of my Steam account", "desconectada de mi cuenta", "scollegata dal mio account").
 */
const accountRemovedBefore = String.raw`(?:retirei|removi|apaguei|eliminei|desvinculei|desassociei|quit[eé]|borr[eé]|elimin[eé]|desvincul[eé]|j['’]ai\s+(?:retir[eé]|supprim[eé]|d[eé]connect[eé]|dissoci[eé])|(?:i(?:['’]ve|\s+have)?\s+)?(?:removed|deleted|unlinked|signed\s+out\s+of|logged\s+out\s+of)|(?:desvinculad[oa]|desconectad[oa]|d[eé]connect[eé]e?|dissoci[eé]e?|scollegat[oa]|disconness[oa])\s+(?:d[aeo]|del|du|dal|dall['’]|from)|(?:ho|abbiamo)\s+(?:rimosso|eliminato|scollegato|disconnesso))\s+(?:(?:a|o|la|el|le|the|my|minha|meu|mi|mon|ma|il\s+mio|mio|our|nossa|nosso|nuestra|notre)\s+)?(?:[\p{L}\p{N}+]+[\s-])?(?:contas?|cuentas?|comptes?|accounts?|account)`;
/**
 * An account said to be removed from the device sold ("Conta PSN já desvinculada da consola", "PSN account already removed", "Nintendo-Konto
 * bereits von der Konsole entfernt"): the device's state, no account for sale. Not after a selling word ("vendo conta PSN removida…").
 */
const accountRemoved = String.raw`(?<!(?:vendo|vende|vendemos|vendre|vends|vend|sell|selling|sells|verkaufe|vendesi|vendo\s+la|cedo)\s+(?:(?:a|o|la|el|le|the|my|minha|mi|ma|mon|meine?n?|una?|um|uma|une?)\s+)?)(?:[\p{L}\p{N}+]+[\s-])?(?:contas?|cuentas?|comptes?|accounts?|konto|konten)(?:\s+[\p{L}\p{N}+]+){0,5}?\s+(?:removid[oa]|desvinculad[oa]|desassociad[oa]|eliminad[oa]|borrad[oa]|apagad[oa]|quitad[oa]|retirad[oa]|supprim[eé]e?|retir[eé]e?|d[eé]connect[eé]e?|dissoci[eé]e?|removed|unlinked|deleted|signed\s+out|logged\s+out|rimoss[oa]|eliminat[oa]|scollegat[oa]|disconness[oa]|entfernt|gel[oö]scht|abgemeldet|entkoppelt)(?![\p{L}])`;
/** An audience counted ("40k abonnés", "8 000 followers", "7 mil seguidores", "3k iscritti"). */
const audienceCount = String.raw`\d+(?:[.,]\d+)?\s?(?:k|mil|mille|m)?\s+(?:followers|seguidores|abonn[eé]s|abonnenten|follower|iscritti|subscribers|suscriptores|inscritos|likes|vues|views)`;
/** Offered for sale, said as such ("à vendre", "for sale", "en venta", "à venda", "in vendita", "zu verkaufen"). */
const forSale = String.raw`[àa]\s+vendre|for\s+sale|en\s+venta|se\s+vende|[àa]\s+venda|in\s+vendita|zu\s+verkaufen`;
/** An account's access: its login, e-mail and password, credentials (PT, ES, FR, EN, IT, DE). */
const accountAccess = String.raw`login(?:\s+details)?|log-?ins?|credentials|password|passwords|account\s+details|access\s+details|identifiants|codes?\s+d['’]acc[eè]s|mot\s+de\s+passe|credenciai?s|credenciales|dados\s+de\s+acesso|datos\s+de\s+acceso|senha|contrase[ñn]a|e-?mail\s+(?:e|y|et|and|und)\s+(?:(?:a|la|le|the|das)\s+)?(?:password|senha|contrase[ñn]a|mot\s+de\s+passe|passwort)|zugangsdaten|passwort|credenziali`;

/** Music, a song or an album: "Firework" and "Dynamite" are song titles. */
const musicWords = /(?<![\p{L}])(?:cds?|vinil(?:o|os)?|vinyl(?:e|es)?|[aá]lbum|albums?|singles?|lps?|songs?|can[cç](?:[aã]o|[oõ]es|i[oó]n|iones)|chansons?|canzon[ei]|lieder|lied|musique|m[uú]sica|music|musik|banda|band|tour)(?![\p{L}])/iu;
/** Lights and decorations named for a firework's look ("luzes fogo de artifício", "fireworks lights", "LED feu d'artifice"). */
const lightWords = /(?<![\p{L}])(?:luz|luzes|luces|lumi[eè]res?|lights?|led|leds|l[aâ]mpadas?|l[aá]mparas?|lampes?|lamps?|candeeiros?|lampad(?:a|e|ina)|lamp[ae]|leuchten?|lichterketten?|fibra\s+[oó]ptica|fibre\s+optique|fiber\s+optic|puzzles?|quebra-?cabe[cç]as|rompecabezas|jigsaws?)(?![\p{L}])/iu;
/** Words of a collector's item: an old lottery ticket or coin is a collectible, not a ticket or money in use. */
const collectorWords = /(?<![\p{L}])(?:antig[oa]s?|antiguos?|antiguas?|anciens?|anciennes?|antiques?|old|vintage|cole[cç][aã]o|colecci[oó]n|colec(?:cionismo|cionador)|colecionador|colecionismo|collection(?:neurs?)?|collect(?:ors?|ible|ibles|ing)|collezion\p{L}*|sammler\p{L}*|sammlung|de\s+1[89]\d\d|anos\s+\d0|ann[eé]es\s+\d0|\d0s)(?![\p{L}])/iu;
/** Words of a device that detects or counts money: a counterfeit-note detector is no counterfeit note. */
const moneyCheckWords = /detec|detet|d[eé]tect|verifica|v[eé]rifi|pr[uü]f|rilevat|contadoras?|counters?|compteuses?|z[aä]hl|canetas?|stylos?|\bpens?\b|rotulador|\buv\b|ultravio/iu;
/** Toy and play words right after the money's name, or right before it ("billets de jeu", "dinero de juguete", "Spielgeld", "toy money"). */
const playWords = String.raw`(?:de\s+|da\s+|para\s+|pour\s+|for\s+|per\s+|zum\s+|a\s+)?(?:(?:a|la|le|the|il)\s+)?(?:jeu|jeux|jouets?|jouer|juguetes?|jugar|brinquedos?|brincar|toys?|play(?:ing)?|giocattol[oi]|giocare|gioco|spielen|spielzeug|kaufladen|marchande|tiendas|lojas|lojinhas?|monopoly|board\s+games?|jogos?\s+de\s+tabuleiro|juegos?\s+de\s+mesa)(?![\p{L}])`;
const playMoney = new RegExp(
  String.raw`(?:notas|billetes?|billets?|moedas?|monedas?|pi[eè]ces|money|banknotes?|dinheiro|dinero|argent)\s+(?:(?:falsas|falsos|faux|fausses|fake|factices|fict[ií]ci[oa]s|finte)\s+)?(?:(?:de\s+)?(?:papel|papier|paper|pl[aá]stico|plastique|plastic)\s+)?${playWords}|(?:faux|fausses?|fake)\s+(?:billets?|pi[eè]ces|money|banknotes?)\s+${playWords}|(?:toy|play|pretend)\s+(?:money|banknotes?|cash|notes)|(?:jouets?|toys?|brinquedos?|juguetes?|giocattol[oi]|spielzeug\p{L}*|kaufladen|marchande|de\s+brincar|de\s+juguete)[\s,]+(?:[\p{L}'’:]+[\s,]+){0,6}?(?:(?:faux|fausses?|fake|falsas|falsos)\s+(?:billets?|pi[eè]ces|money|banknotes?|notas|billetes?|monnaie|argent|dinheiro|dinero|cash)|(?:dinheiro|dinero|soldi|banconote)\s+(?:falso|falsi|false)|falschgeld)|(?:fausse\s+monnaie|faux\s+(?:billets?|argent)|fausses\s+pi[eè]ces|fake\s+(?:money|banknotes?|cash)|dinheiro\s+falso|notas\s+falsas|moedas\s+falsas|dinero\s+falso|billetes\s+falsos|monedas\s+falsas|soldi\s+falsi|banconote\s+false|falschgeld)\s*[(,:-]?\s*(?:[\p{L}'’]+\s+){0,4}?(?:en|de|in|aus|of|made\s+of)\s+(?:plastique|pl[aá]stico|plastic|plastica|kunststoff|plastik)(?![\p{L}])|(?:(?:faux|fausses?|fake|falsas|falsos)\s+(?:billets?|pi[eè]ces|money|banknotes?|notas|billetes?)|(?:notas|billetes?|banconote)\s+(?:falsas|falsos|finte))\s+(?:et|e|y|and|und)\s+(?:(?:fausses|falsas|falsos|fake)\s+)?(?:pi[eè]ces|moedas|monedas|coins|monete|m[uü]nzen)\s+(?:(?:de\s+)?(?:papel|papier|paper|pl[aá]stico|plastique|plastic)\s+)?${playWords}`,
  'iu',
);
/** A machine, a mould or a recipe for making food, or a toy of it: what makes homemade food, or pretends to be it, is not the food. */
const foodMakingWords = /(?<![\p{L}])(?:m[aá]quinas?|machines?|makers?|robots?|formas?|moldes?|moules?|moulds?|molds?|fazer|hacer|faire|make|making|preparar|pr[eé]parer|prepare|cozinhar|cocinar|cuisiner|backen|backform\p{L}*|stamp[oi]|teglia|receitas?|recetas?|recettes?|recipes?|ricett[ae]|rezepte?|livros?|libros?|livres?|books?|b[uü]cher|buch|bimby|thermomix|yogurteira|yaourti[eè]re|panificadora|brotbackautomat|macchina|fornos?|hornos?|fours?|ovens?|air\s?fryer|friteuse|fritadeira|freidora|brinquedos?|juguetes?|jouets?|toys?|giocattol\p{L}*|spielzeug\p{L}*|feltro|fieltro|felt|feutrine|madeira|madera|wooden|bois|holz|legno|pl[aá]stico|plastic|plastique|kunststoff|loja|tienda|shop)(?![\p{L}])/iu;
/** Words of a replica or a teaching model: an anatomical skull of resin is a model. */
const modelWords = /r[eé]plica|r[eé]plique|replik|model|maquette|anat[oó]mic|anatomi|resin|r[eé]sine|pl[aá]stic|plastique|kunststoff|pvc|decora|d[eé]cor|halloween|did[aá]ctic|didacti|escolar|school|[eé]cole|educat|3d/iu;
/** Words of a breast pump, a storage bag, a formula's likeness or a keepsake: what pumps, keeps or imitates breast milk is not breast milk. */
const breastMilkGearWords = /f[oó]rmula|formula|pr[oó]xim|semelhant|similar|parecid|proche|close\s+to|substitut|sustitut|ersatz|alternativ|imit|bombas?\b|pumps?\b|tire-?lait|tira-?leites?|extra(?:c|ç)?t|extrac|tiralatte|pumpe|joias?|joyas?|bijou|jewel|schmuck|gioiell|keepsake|pendente|colgante|pendentif|pendant|anel|anillo|bague|\bring\b|armazenamento|almacenamiento|conservation|conserva[cç][aã]o|storage|aufbewahrung|conservazione|biber[aãoó]|bottles?/iu;
/** A sale of breast milk states an amount, says it is frozen, a surplus or a donation, or offers it. */
const breastMilkSale = /\d\s?(?:ml|oz|l|litros?|litres?|liters?|litri)\b|congelad|frozen|congel|gefroren|tiefgek|excedente|surplus|sobrante|[uü]bersch[uü]ss|doa[cç]|donaci|\bdon\b|donat|spende|vend[oe]|vendu|vendre|sell|for\s+sale|verkauf|stock|extra[ií]d[oa]|tirad[oa]/iu;
/** A machine, dispenser or sterilizer for infant formula is the appliance, not the formula. */
const formulaGearWords = /m[aá]quinas?|machines?|makers?|robots?|processador|procesador|babycook|blender|liquidificador|triturador|vaporera|steamer|mixeur|processors?|preparador|doseador|dosificador|doseur|dispensers?|dispensador|distributeur|brezza|aquecedor|calienta|chauffe|warmer|esteriliz|st[eé]rilis|sterilis|sterilizz/iu;
/** A swastika in a Hindu, Buddhist or Jain sense, or an anti-fascist item, is not hate memorabilia. */
const hateInnocent = /anti-?(?:nazis?|fascis\p{L}*|fascist)|antifa|hindu|budis|buddh|bouddh|jain|tibet|grammar\s+nazi|soup\s+nazi/iu;
/** Craft words: handmade greeting cards and gift tags are called "gift cards" too. */
const greetingCardWords = /hand[\s-]?made|feit[oa]s?\s+[àa]\s+m[aã]o|hech[oa]s?\s+a\s+mano|fait(?:es?|s)?\s+main|greeting|felicita|postais?|postales?|envelop|envelopes|sobres|\btags?\b|etiquetas?|embrulh|envolver|wrapping|papel\s+de\s+embrulho|papel\s+de\s+regalo|papier\s+cadeau/iu;
/**
 * A gift card sold the way the marketplaces' gift-card clauses allow: the card itself sent by post through the platform ("envoyée en lettre
 * recommandée", "posted as a physical card", "mandada por Vinted", "physische Karte per Post"), its code given through the app on receipt, or
 * paid on the site ("payée sur le site"). The clauses restrict codes sent by message or e-mail, and payment outside the platform (which
 * the payment and contact rules read on their own); an e-mail ("correo electrónico", "by email") is no post.
 */
const giftCardThroughPlatform = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:envio|env[ií]o|envoi|envoy[eé]e?|sent|shipped|posted|spedit[oa]|spedizione|versand|verschickt|versendet|mando|envi[oa]|mandada?)\s+(?:\p{L}+\s+){0,3}?(?:por|pelos?|pela|par|via|through|with|in|by|per|tramite|con|com|mit|auf|dentro\s+de)\s+(?:(?:o|a|la|le|el|the|il|der|die|den)\s+)?(?:correos?(?!\s+electr)|correios|ctt|la\s+poste|post(?:e|a)?|lettre(?:\s+suivie)?|letter|carta(?!\s+de\s+cr)|courrier|brief|royal\s+mail|wallapop|vinted|ebay|olx|leboncoin|subito|kleinanzeigen|app|appli(?:cation)?|aplica[cç][aã]o|aplicaci[oó]n|plataforma|plateforme|platform|plattform|piattaforma)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:c[oó]digo|code|codice)\s+(?:\p{L}+\s+){0,4}?(?:por|pela|pelo|par|via|through|in|on|en|na|no|dans|sur|nella|sulla|über|in\s+der)\s+(?:(?:la|a|l['’]|the|o|el|der)\s*)?(?:app|appli(?:cation)?|aplica[cç][aã]o|aplicaci[oó]n|plataforma|plateforme|platform|plattform|piattaforma|wallapop|vinted|ebay|olx)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:paiement|pago|pagamento|payment|zahlung|bezahlung)\s+(?:par|por|pela|pelo|via|through|on|on\s+the|sur|tramite|sul|über)\s+(?:(?:le|la|el|o|a|the|il|die)\s+)?(?:site|sitio|web|app|appli|aplica[cç][aã]o|aplicaci[oó]n|plataforma|plateforme|platform|plattform|piattaforma|wallapop|vinted|ebay|olx)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:cart[aã]o\s+f[ií]sico|tarjeta\s+f[ií]sica|carte\s+physique|physical\s+(?:gift\s+)?card|carta\s+fisica|physische\s+(?:geschenk)?karte)(?![\p{L}])`,
  ].join('|'),
  'iu',
);
/**
 * An underwear word naming swimwear or a garment's cut ("slip de bain", "slip da bagno", "bikini tanga", "swim boxer", "boxer cut", "corte
 * boxer"): worn swimwear and cuts are no used underwear.
 */
const swimOrCutBefore = String.raw`(?:swim|bathing|bikini|biqu[ií]ni|bade|badehosen?|ba[nñ]ador(?:es)?|corte|coupe|taglio)[\s-](?:(?:de|da|di|do)\s+)?`;
const swimOrCutAfter = String.raw`[\s-]+(?:shorts\s+)?(?:(?:de|da|di|do|for|para|pour|per|zum)\s+)?(?:bain|ba[nñ]o|banho|bagno|praia|playa|plage|mare|swim\p{L}*|nata[cç][aã]o|nataci[oó]n|natation|nuoto|schwimmen|bikini|biqu[ií]ni|cut|fit|schnitt)(?![\p{L}])`;
/** "Slip" as underwear: not in a dress's, a skirt's or a shoe's name ("slip dress", "robe slip", "slip-on", "non-slip"). */
const slipNotUnderwear = String.raw`(?<!(?:non|anti|robe|vestido|abito|kleid|jupe|falda|saia|gonna)[\s-])slips?(?![\s-]+(?:dress(?:es)?|skirts?|ons?|resistant|proof)(?![\p{L}]))`;
/** A new item with its tags: new underwear is allowed everywhere. */
const underwearNouns = String.raw`(?<!${swimOrCutBefore})(?:cuecas?|cuequinhas?|boxers?|${slipNotUnderwear}|calcinhas?|bragas?|braguitas?|tanguinhas?|tanguitas?|calzoncillos?|tangas?|(?<!jupe[\s-])culottes?|knickers|panties|briefs|thongs?|mutand(?:e|ine|ina)|perizom[ai]|unterhosen?|unterw[aä]sche|h[oö]schen|roupa\s+interior|ropa\s+interior|sous[\s-]v[eê]tements?|underwear|lingerie|biancheria\s+intima)(?!${swimOrCutAfter})`;
const underwearWorn = String.raw`(?:usad[oa]s?|used|worn|port[eé]e?s?|usat[ei]|usata|indossat[ei]|getragen(?:e|en|er)?|gebraucht(?:e|en)?)`;
const homemadeFoodNouns = String.raw`(?:bolos?|tartes?|bolachas?|biscoitos?|compotas?|doces|marmeladas?|p[aã]o|p[aã]es|salgados|empadas|refei[cç][oõ]es|comida|queijos?|enchidos|chouri[cç]os?|sobremesas?|tortas?|tartas?|galletas?|mermeladas?|dulces|pasteles|bizcochos?|croquetas|empanadas|embutidos|conservas|g[aâ]teaux?|biscuits|confitures?|plats?|p[aâ]tisseries?|cookies|cakes?|jams?|pies|meals|bread|brownies|cupcakes|muffins|biscotti|marmellat[ae]|dolci|pane|kuchen|kekse|marmeladen?|pl[aä]tzchen|brote?)`;
const homemade = String.raw`(?:caseir[oa]s?|feit[oa]s?\s+em\s+casa|caser[oa]s?|hech[oa]s?\s+en\s+casa|faits?\s+maison|faites?\s+maison|maison|home[\s-]?made|home[\s-]?baked|fatt[oaie]\s+in\s+casa|casalingh[ie]|casarecc[io]|hausgemacht(?:e|en|er|es)?|selbstgemacht(?:e|en|er|es)?|selbst\s?gebacken(?:e|en)?)`;
const consoleNames = String.raw`(?:ps[1-5]|playstation(?:\s?[1-5])?|psp|ps\s?vita|wii(?:\s?u)?|xbox(?:\s?360|\s?one)?|nintendo\s+switch|switch|nds|3ds|consolas?|consoles?|konsolen?|consoll?[ae])`;

/** A device locked to its owner's account: iCloud, an activation lock, an FRP or Google account lock (PT, ES, FR, EN, IT, DE). */
const activationLocked = String.raw`(?:icloud|activation\s+lock(?:ed)?|bloqueio\s+(?:de\s+)?ativa[cç][aã]o|bloqueo\s+(?:de\s+)?activaci[oó]n|verrouillage\s+d['’]activation|aktivierungssperre|blocco\s+(?:di\s+)?attivazione|(?:frp|google\s+account)\s+lock(?:ed)?|bloquead[oa]\s+(?:por|pelo|con|com)\s+(?:icloud|conta|cuenta))`;

/** Tobacco's and vapes' names that are none: sweets, a colour, a shop's sign, an accessory, a car's lighter socket, a cut of trousers. */
const tobaccoInnocent = new RegExp(
  String.raw`${sweetsAsSmokes}|tabac?o\s+(?:cor|color|colou?r|couleur)|(?:farbe|colore)\s+(?:tabak|tabacco)|(?:tabak|tabacco)\s*(?:braun|farben|farbe|colore)|${tobaccoAsColour}|tobacco\s+(?:brown|colou?r|leather|suede)|${tobaccoShopSign}|${eCigaretteAccessory}|corta-?(?:charutos|puros)|coupe-cigares?|(?:cortador(?:es)?|cutters?|tagliasigari|zigarrenschneider|humidor(?:es)?|humidificador(?:es)?|cinzeiros?|ceniceros?|ashtrays?|cendriers?|posacenere|aschenbecher)\s+(?:(?:de|para|pour|à|for|per|da|f[uü]r)\s+)?(?:(?:os|las|les|the|i)\s+)?(?:charutos?|cigarros?|puros|cigares?|cigars?|sigari|zigarren|cigarettes?|cigarrillos?)|(?:cigar|cigarette)\s+(?:cutters?|humidors?|ashtrays?)|chicha\s+morada|cigar[\s-]?box\s+(?:guitars?|ukuleles?|banjos?|amps?)|(?:cor|color|couleur|colour|tom)\s+(?:de\s+)?(?:tabacco|tabac?o?)|zigarett(?:e|en)-(?:hose|jeans|schnitt)\p{L}*|${carLighterSocket}|tabac?o?\s+(?:colou?r|brown)|\btabac\b\s+(?:presse|shop)|(?:ma[cç][aã]|aroma|perfume|parfum|fragrance|notas?\s+de)\s+(?:de\s+)?tabac?o?|(?:fume|smoke|vape|tobacco|tabac)[\s-]free|anti-?tabaco|(?:pantalon|jean|pants|trousers|cal[cç]as?)\s+cigarettes?|cigarette\s+(?:pants|trousers|jeans?|leg)|(?:pantal[oó]n(?:es)?|pantalons?|pantalon[ei]|cal[cç]as?|jeans?|vaqueros?|pants|trousers|corte|coupe|taglio|cut|fit|leg|estilo|style|modelo|mod[eè]le)\s+(?:(?:de|a|tipo|type|style|corte|coupe|taglio)\s+)?(?:cigarr?(?:illo|ete|ette)s?|sigarett[ae]|cigarettes?)(?![\p{L}])|(?:cigarr?(?:illo|ete|ette)s?|sigarett[ae])\s+(?:pants|trousers|jeans?|leg|fit|cut)(?![\p{L}])|(?:cigarette|cigar)\s+(?:cases?|holders?|boxes|tins?)|(?:[eé]tuis?|bo[iî]tes?)\s+[àa]\s+cigar\p{L}*|(?:porta-?cigarr\p{L}*|portasigarett\p{L}*|zigarett\p{L}*etui|zigarettenspitze|boquilhas?|boquillas?)|(?:estojos?|caixas?|cajas?|estuches?|astucci|scatol\p{L}*)\s+(?:de\s+|para\s+|per\s+)?(?:cigarr\p{L}*|sigarett\p{L}*)`,
  'iu',
);
/** Medicines to stop smoking (nicotine patches, gum, lozenges, mouth sprays, inhalers) and the quitting said (PT, ES, FR, EN, IT, DE). */
export const stopSmokingAid =
  /(?<![\p{L}])(?:patch(?:es|s)?|parches?|adesivos?|cerott[oi]|\p{L}*pflaster|transd[eé]rmic\p{L}*|transdermal|nicorette|niquitin|nicotinell|chewing[\s-]?gums?|gums?|gommes?|kaugummis?|chicles?|pastilhas|pastillas|pastiglie|pastilles?|lozenges?|lutschtabletten|sprays?|inalador(?:es)?|inhalador(?:es)?|inhalers?|inhalateurs?|inalator[ei]|inhalator(?:en)?|deixar\s+de\s+fumar|parar\s+de\s+fumar|dejar\s+de\s+fumar|arr[eê]ter\s+de\s+fumer|(?:quit|stop)(?:ping|ting)?\s+smoking|smettere\s+di\s+fumare|rauchentw[oö]hnung|raucherentw[oö]hnung|rauchstopp)(?![\p{L}])/iu;

/**
 * Clauses of the marketplaces' published prohibited and restricted items lists that no topic above covered (OLX Portugal,
 * Vinted, Wallapop, Leboncoin, eBay, Subito, Kleinanzeigen): each topic's clause per marketplace is in `profiles.ts`.
 */
const publishedPolicyTopics: TopicLexicon[] = [
  {
    // Fireworks, pyrotechnics and explosives: prohibited everywhere (dangerous goods; sale to the public licensed).
    topic: 'explosives-fireworks',
    madeThing: true,
    terms: [
      'fogos?[\\s-]+de[\\s-]+artif[ií]cio', 'pirotecnia', 'foguet(?:es|ório|orio)\\s+de\\s+(?:s[aã]o\\s+jo[aã]o|festa|l[aá]grimas|cana|estalo|tiro|lágrimas)', 'foguet[oó]rio', '(?:caixas?|d[uú]zias?)\\s+de\\s+foguetes', 'foguetes\\s+e\\s+(?:petardos|bombas)', 'artigos?\\s+pirot[eé]cnicos?', 'material\\s+pirot[eé]cnico', 'petardos?', 'dinamite', 'dinamita',
      'fuegos?[\\s-]+artificiales', 'feux?[\\s-]+d\\x27artifices?',
      // The elision typed without its apostrophe ("feux d artifice", "fuochi d artificio"): the same goods, as sellers type them on a phone.
      'feux?\\s+d\\s+artifices?', 'fus[eé]es?\\s+d\\s+artifice', 'fuochi\\s+d\\s+artificio', 'p[eé]tards?', 'pyrotechnie', 'articles?\\s+pyrotechniques?', 'fus[eé]es?\\s+d\\x27artifice',
      'fireworks?', 'firecrackers?', 'pyrotechnics?', 'sticks?\\s+of\\s+dynamite', 'dynamite\\s+sticks?', 'b[aâ]tons?\\s+de\\s+dynamite',
      'fuochi[\\s-]+d\\x27artificio', 'petardi', 'articoli\\s+pirotecnici', 'feuerwerk(?:e|s)?', 'feuerwerksk[oö]rper\\p{L}*', 'b[oö]ller(?:n)?', 'silvesterraketen?', 'feuerwerksraketen?', 'pyrotechnik',
      'explosivos', 'explosifs', 'explosives', 'esplosivi', 'sprengstoff(?:e)?', 'detonador(?:es)?', 'd[eé]tonateurs?', 'detonators?', 'detonatori', 'sprengkapseln?',
    ],
    // "sabores explosivos", "effets explosifs": the adjective, not the goods.
    innocent: /(?:sabor(?:es)?|efeitos?|efectos?|effets?|effects?|misturas?|mezclas?|m[eé]langes?|cores|colores|couleurs|colou?rs|ritmos?|combina\p{L}*|personalidad\p{L}*|car[aá]cter|temperamento|gostos?|gustos?|go[uû]ts?)\s+(?:\p{L}+\s+)?(?:explosivos|explosifs|explosives|esplosivi)/iu,
    context: new RegExp(`${aboutWeapons.source}|${musicWords.source}|${lightWords.source}|${toyWords.source}`, 'iu'),
  },
  {
    // Signal jammers are illegal to sell or use in the EU and the UK (radio equipment law): prohibited everywhere.
    topic: 'signal-jammers',
    terms: [
      'inibidor(?:es)?\\s+de\\s+(?:sinal|sinais|frequ[eê]ncias?|gps|rede|telem[oó]veis|telem[oó]vel|wi-?fi|r[aá]dio)', 'bloqueador(?:es)?\\s+de\\s+(?:sinal|sinais|se[nñ]al(?:es)?|frequ[eê]ncias?|frecuencias?|gps|wi-?fi|cobertura)',
      'inhibidor(?:es)?\\s+(?:de\\s+)?(?:se[nñ]al(?:es)?|frecuencias?|gps|wi-?fi|cobertura|m[oó]viles|m[oó]vil|tel[eé]fonos?)', 'brouilleurs?\\s+(?:de\\s+|d\\x27)?(?:signal|signaux|ondes|gps|t[eé]l[eé]phones?|r[eé]seaux?|fr[eé]quences?|wi-?fi|portables?)',
      '(?:signal|gps|cell(?:\\s?phone)?|phone|mobile|wi-?fi|rf|frequency)\\s+jammers?', 'jammers?\\s+(?:gps|wi-?fi|de\\s+(?:sinal|se[nñ]al|gps|frecuencia))', 'disturbator[ei]\\s+(?:di\\s+)?(?:segnale|frequenz[ae]|gps|cellulari)', 'jammer\\s+gps', 'gps[\\s-]?jammer',
      'st[oö]rsender', '(?:gps|handy|wlan|signal|mobilfunk)[\\s-]?st[oö]rsender',
      // Jammers of the police's radar or laser speed guns ("radar jammer", "brouilleur de radar", "Radarstörer"): they jam the
      // measuring signal as any jammer jams a network's, and defeat the check a detector only warns of.
      '(?:radar|laser|lidar)\\s+(?:detectors?\\s+(?:(?:and|&)\\s+)?)?jammers?', 'jammers?\\s+(?:de\\s+|di\\s+)?(?:radar|laser)', 'brouilleurs?\\s+(?:de\\s+|d\\x27)?(?:radars?|laser|lidar)', '(?:inibidor|inhibidor|bloqueador|perturbador)(?:es)?\\s+(?:de\\s+)?(?:radar|l[aá]ser)(?:es)?', 'disturbator[ei]\\s+(?:di\\s+|per\\s+)?(?:radar|autovelox|laser)', '(?:radar|laser|blitzer)[\\s-]?st[oö]rer',
    ],
  },
  {
    // Radar detectors are illegal in cars in Portugal, Spain, France, Italy and Germany (speed-camera warning apps are not detectors).
    topic: 'radar-detectors',
    terms: [
      'dete(?:c)?tor(?:es)?\\s+de\\s+radar(?:es)?', 'd[eé]tecteurs?\\s+de\\s+radars?', 'radar\\s+detectors?', 'rilevator[ei]\\s+(?:di\\s+)?(?:radar|autovelox)', 'rivelator[ei]\\s+(?:di\\s+)?(?:radar|autovelox)',
      'radarwarner', 'radar[\\s-]?warnger[aä]t\\p{L}*', 'radardetektor(?:en)?', 'anti-?radar(?:es|s)?',
    ],
  },
  {
    // Spy devices: hidden cameras and microphones, and cameras disguised as pens, watches or glasses (Kleinanzeigen and eBay.de
    // ban those disguised as everyday objects, §8 TDDDG; eBay and OLX restrict them; Vinted's catalogue has no place for them).
    topic: 'spy-devices',
    terms: [
      '(?:c[aâ]maras?|c[aâ]meras?|c[aá]maras?|cam[eé]ras?|telecamer[ae]|microcamer[ae]|kameras?|micro(?:fone|fono|phone)?s?|micr[oó]fonos?|microfones|gravador(?:es)?|grabador(?:as?|es)|enregistreurs?|canetas?|bol[ií]grafos?|stylos?|rel[oó]gios?|relojes|reloj|montres?|penn[ae]|orologi[oa]?|[oó]culos|gafas|lunettes|occhiali|escutas?)\\s+(?:de\\s+|d\\x27)?(?:espi[aã]o|espi[aã]|esp[ií]as?|espi[oõ]es|espions?|espionnes?|spia|spy)',
      'spy\\s*(?:pens?\\s+|glasses\\s+|watch\\s+)?(?:cams?|cameras?)', 'spy\\s*(?:cams?|cameras?|pens?|glasses|watch(?:es)?|microphones?|mics?|bugs?|recorders?|gadgets?|devices?|equipment)', 'spycams?', 'micro[\\s-]espions?', 'microspi[ae]', 'minispion(?:e)?',
      'spionage[\\s-]?(?:kamera|ger[aä]t|mikrofon|brille|uhr)\\p{L}*', 'spionagekamera\\p{L}*', 'abh[oö]rger[aä]te?', 'abh[oö]rwanzen?',
      'c[aâ]maras?\\s+(?:ocultas?|escondidas?)', 'c[aá]maras?\\s+(?:ocultas?|escondidas?)', 'cam[eé]ras?\\s+cach[eé]es?', 'hidden\\s+(?:cameras?|cams?|microphones?|mics?)', 'telecamer[ae]\\s+nascost[ae]', 'versteckte\\s+kameras?',
      'micro(?:fone|fono)?s?\\s+(?:ocult[oa]s?|escondid[oa]s?)', 'micros?\\s+cach[eé]s',
    ],
    context: toyWords,
  },
  {
    // Lock picks and bump keys: restricted (eBay's lock-picking devices policy: to locksmiths and hobbyists, without promoting illegal use).
    topic: 'lock-picks',
    terms: [
      'gazuas?', 'ganz[uú]as?', 'lock\\s?picks?', 'lock\\s?picking(?:\\s+(?:sets?|kits?|tools?))?', 'lockpick(?:ing)?(?:[\\s-]?(?:sets?|kits?))?', 'crochets?\\s+(?:de\\s+)?crochetage', 'outils?\\s+de\\s+crochetage',
      'kits?\\s+de\\s+crochetage', 'grimaldell[oi]', 'dietriche', 'dietrich[\\s-]?sets?', 'llaves?\\s+(?:de\\s+)?bumping', 'chaves?\\s+(?:de\\s+)?bumping', 'bump\\s+keys?', 'pick\\s+guns?', 'pistolas?\\s+de\\s+ganz[uú]as', 'pistolets?\\s+de\\s+crochetage', 'picking[\\s-]?sets?',
    ],
  },
  {
    // Card skimmers and cloners: fraud devices, prohibited everywhere.
    topic: 'card-skimmers',
    terms: [
      'skimmers?\\s+(?:de\\s+|para\\s+|for\\s+|pour\\s+)?(?:cart[oõ]es|cart[aã]o|tarjetas?|cartes?\\s+bancaires?|cartes?|cards?|atm|multibanco|cajeros?)', '(?:card|atm|credit\\s+card|debit\\s+card)\\s+skimmers?',
      'clonador(?:a|as|es)?\\s+de\\s+(?:cart[oõ]es|cart[aã]o|tarjetas?)', 'clonage\\s+de\\s+cartes?', 'cloneurs?\\s+de\\s+cartes?', 'card\\s+clon(?:er|ers|ing)(?:\\s+(?:devices?|machines?|kits?))?', 'clonar\\s+(?:cart[oõ]es|tarjetas)',
      'clonazione\\s+(?:di\\s+|delle\\s+)?carte', 'skimming[\\s-]?(?:ger[aä]te?|devices?|kits?)', 'kartenskimmer',
    ],
  },
  {
    // Poisons, corrosive acids and explosive precursors (EU Regulation 2019/1148 restricts their sale to the public).
    topic: 'hazardous-chemicals',
    terms: [
      'cianeto(?:\\s+de\\s+(?:pot[aá]ssio|s[oó]dio))?', 'cianuro(?:\\s+(?:de|di)\\s+(?:potasio|potassio|sodio))?', 'cyanure(?:\\s+de\\s+(?:potassium|sodium))?', '(?:potassium|sodium)\\s+cyanide', 'cyanide', 'zyankali', 'cyanid',
      'ars[eé]nico', 'arsenic', 'arsenico', 'estricnina', 'strychnine?', 'stricnina',
      'merc[uú]rio\\s+l[ií]quido', 'mercurio\\s+l[ií]quido', 'mercure\\s+liquide', 'liquid\\s+mercury', 'quecksilber',
      '[aá]cido\\s+(?:sulf[uú]rico|n[ií]trico|fluor[ií]drico|fluorh[ií]drico)', 'clorof[oó]rmio', 'cloroformo', 'chloroforme', 'chloroform', 'acide\\s+(?:sulfurique|nitrique|fluorhydrique)', '(?:sulfuric|sulphuric|nitric|hydrofluoric)\\s+acid', 'acido\\s+(?:solforico|nitrico|fluoridrico)', '(?:schwefel|salpeter|fluss)s[aä]ure',
      'nitrato\\s+de\\s+am[oó]ni(?:o|a)', 'nitrate\\s+d\\x27ammonium', 'ammonium\\s+nitrate', 'nitrato\\s+di\\s+ammonio', 'ammoniumnitrat',
      'clorato\\s+de\\s+(?:pot[aá]ssio|potasio|s[oó]dio|sodio)', 'chlorate\\s+de\\s+(?:potassium|sodium)', '(?:potassium|sodium)\\s+chlorate', 'clorato\\s+di\\s+(?:potassio|sodio)', '(?:kalium|natrium)chlorat',
    ],
    // The acid of a battery is the battery's; an acid or a chlorate at a strength sold to the public (`precursor-limits.ts`) is clean.
    innocent: new RegExp(String.raw`(?:baterias?|bater[ií]as?|batteries|battery|batterie|akkus?|pilhas?|pilas?|piles)\s+(?:\p{L}+\s+){0,3}?(?:de|a|à|al|with|mit|di|au)\s+(?:\p{L}+\s+)?(?:[aá]cido|acide|acid|acido|s[aä]ure)(?:\s+\p{L}+)?|${precursorAtLegalStrength.source}`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    // Plant-protection products: sold only by licensed sellers to licensed users (EU Directive 2009/128; France bans their sale to the public).
    topic: 'pesticides',
    terms: [
      'pesticidas?', 'pesticides?', 'plaguicidas?', 'fitof[aá]rmacos?', 'produtos?\\s+fitofarmac[eê]uticos?', 'productos?\\s+fitosanitarios?', 'produits?\\s+phytosanitaires?', 'pflanzenschutzmittel\\p{L}*', 'fitofarmac[oi]',
      'herbicidas?', 'herbicides?', 'diserbant[ei]', 'unkrautvernichter', 'glifosato', 'glyphosate?', 'roundup',
      // Molluscicides: slug pellets and their metaldehyde, by name or by their use.
      'metald[eé]h[yií]d[eo]s?', 'metaldeide', 'metaldehyd', 'slug\\s+pellets', 'granul[eé]s\\s+anti-?limaces?', 'anti-?limaces?', 'lesmicidas?', 'antibabosas?', 'anti-?lumache', 'lumachicid[ai]', 'schneckenkorn', 'moll?uscicid\\p{L}*',
    ],
    innocent: /(?:livres?|libres?|exempt[oa]?s?|isent[oa]s?|free|frei)\s+(?:de\s+|of\s+|von\s+)?(?:pesticid|plaguicid|herbicid)\p{L}*|(?:pesticide|herbicide|glyphosate)[\s-]free|(?:res[ií]duos?|residues?|r[eé]sidus|rückst[aä]nde)\s+(?:de\s+|of\s+)?(?:pesticid|plaguicid)\p{L}*/iu,
    context: aboutOrEmpty,
  },
  {
    // Gas cylinders: pressure vessels of dangerous goods, owned by the gas company in Portugal and Spain; an empty one is not restricted.
    topic: 'gas-cylinders',
    terms: [
      'garrafas?\\s+(?:de\\s+)?g[aá]s', 'garrafas?\\s+(?:de\\s+)?(?:butano|propano)', 'botijas?\\s+(?:de\\s+)?(?:g[aá]s|butano|propano)', 'bombonas?\\s+(?:de\\s+)?(?:g[aá]s|butano|propano)', 'cilindros?\\s+de\\s+g[aá]s',
      'bouteilles?\\s+(?:de\\s+)?(?:gaz|butane|propane)', 'gas\\s+(?:cylinders?|bottles?)', '(?:propane|butane|calor)\\s+(?:gas\\s+)?(?:cylinders?|bottles?|tanks?)', 'bombol[ae]\\s+(?:del\\s+|di\\s+|a\\s+)?(?:gas|gpl|butano|propano)', 'gasflaschen?', '(?:propan|butan)(?:gas)?flaschen?',
    ],
    // A regulator, hose, trolley or cover of a cylinder is named for it: the part, not the gas.
    innocent: new RegExp(
      accessoryFor(String.raw`(?:garrafas?|bombonas?|botijas?|bouteilles?|bombol[ae]|gas|g[aá]s|gasflaschen?|cilindros?|cylinders?)(?:\s+(?:de\s+|di\s+)?(?:g[aá]s|gas|gaz|butano|propano|butane|propane|gpl))?`, {
        nouns: String.raw`regulador(?:es)?|redutor(?:es)?|redu[cç]tor(?:es)?|carrinhos?|carros?|tampas?|mangueiras?|mangueras?|tuyaux?|hoses?|d[eé]tendeurs?|regulators?|chaves?|llaves?|adaptador(?:es)?|adapt(?:ers?|ateurs?)|v[aá]lvulas?|valves?|riduttor[ei]|druckminderer|schl[aä]uche?|abdeckung(?:en)?|trolleys?`,
        after: false,
      }),
      'iu',
    ),
    context: aboutOrEmpty,
  },
  {
    // Nazi and other hate memorabilia: prohibited on OLX, Vinted, Wallapop, Leboncoin and Kleinanzeigen (§86a StGB, French penal code R645-1); eBay restricts it.
    topic: 'hate-memorabilia',
    terms: [
      'nazis?', 'nazistas?', 'nazies?', 'nazisti', 'su[aá]sticas?', 'esv[aá]sticas?', 'swastikas?', 'croix\\s+gamm[eé]es?', 'svastic(?:a|he)', 'hakenkreuz(?:e|en|fahnen?)?',
      'terceiro\\s+reich', 'tercer\\s+reich', 'troisi[eè]me\\s+reich', 'third\\s+reich', 'terzo\\s+reich', 'dritte[ns]?\\s+reich(?:es)?', 'hitler', 'hitlerjugend', 'waffen[\\s-]ss', 'ss[\\s-]totenkopf', 'ku\\s+klux\\s+klan',
      // The Klan's letters beside its gear or a word of racism ("capuz KKK", "KKK robe"): "kkk" alone is Portuguese written laughter.
      String.raw`kkk(?=[^.!?\n]{0,60}?(?<![\p{L}])(?:klan|robes?|hoods?|capuz(?:es)?|capuchas?|cagoules?|cappucci|kapuzen?|t[uú]nicas?|tuniques?|uniform\p{L}*|insign\p{L}*|emblem\p{L}*|badges?|patch\p{L}*|pins?|flags?|bandeiras?|banderas?|drapeaux?|bandier[ae]|flaggen?|m[aá]scaras?|masks?|masques?|masken?|maschere|costumes?|disfra(?:z|ces)|fatos?|trajes?|kost[uü]me?|memorabilia|medalh\p{L}*|medall\p{L}*|m[eé]daill\p{L}*|medals?|cruz(?:es)?|croix|cross(?:es)?|kreuz\p{L}*|posters?|cartaz(?:es)?|carteles?|affiches?|racis\p{L}*|rassis\p{L}*)(?![\p{L}]))`, String.raw`(?<=(?<![\p{L}])(?:klan|robes?|hoods?|capuz(?:es)?|capuchas?|cagoules?|cappucci|kapuzen?|t[uú]nicas?|tuniques?|uniform\p{L}*|insign\p{L}*|emblem\p{L}*|badges?|patch\p{L}*|pins?|flags?|bandeiras?|banderas?|drapeaux?|bandier[ae]|flaggen?|m[aá]scaras?|masks?|masques?|masken?|maschere|costumes?|disfra(?:z|ces)|fatos?|trajes?|kost[uü]me?|memorabilia|medalh\p{L}*|medall\p{L}*|m[eé]daill\p{L}*|medals?|cruz(?:es)?|croix|cross(?:es)?|kreuz\p{L}*|posters?|cartaz(?:es)?|carteles?|affiches?|racis\p{L}*|rassis\p{L}*)\s+(?:(?:d[aoe]s?|of(?:\s+the)?|du|del|der)\s+)?)kkk`,
    ],
    innocent: hateInnocent,
    context: new RegExp(`${aboutWeapons.source}|${hateInnocent.source}`, 'iu'),
  },
  {
    // Police uniforms, badges and warrant cards: restricted on OLX, Wallapop and eBay (current issue prohibited), prohibited on Vinted.
    // Army surplus clothing is allowed everywhere and is not here.
    topic: 'police-insignia',
    madeThing: true,
    terms: [
      '(?:fardas?|fardamentos?|uniformes?|uniforms?|divisas?|distintivos?|crach[aá]s?|placas?|ins[ií]gnias?|emblemas?|badges?|insignes?|k[eé]pis?|brassards?|chapas?)\\s+(?:completos?\\s+|complet\\s+|oficia(?:l|is|les)\\s+|officiels?\\s+)?(?:d[aoe]s?\\s+|de\\s+la\\s+|de\\s+l\\x27|del\\s+|de\\s+)?(?:pol[ií]cia|policia|psp|gnr|guardia\\s+civil|mossos(?:\\s+d\\x27esquadra)?|ertzaintza|police|gendarmerie|polizia|carabinieri|polizei)',
      'police\\s+(?:uniforms?|badges?|warrant\\s+cards?|helmets?|caps?|id\\s+cards?)', 'polizei(?:uniform|marke|ausweis|m[uü]tze|abzeichen|dienstmarke)\\p{L}*', 'uniform[ei]?\\s+(?:della\\s+|dei\\s+)?(?:polizia|carabinieri)', 'divis[ae]\\s+(?:(?:dei|della|da)\\s+)?(?:carabinier[ei]|polizia(?:\\s+di\\s+stato)?|guardia\\s+di\\s+finanza|poliziott[oi])', 'cartes?\\s+de\\s+police', 'cartes?\\s+tricolores?', 'placas?\\s+de\\s+agente',
    ],
    context: new RegExp(`${costumeWords.source}|${toyWords.source}`, 'iu'),
  },
  {
    // Human remains and organs: prohibited everywhere (eBay's human remains and body parts policy); anatomical models are not.
    topic: 'human-remains',
    madeThing: true,
    terms: [
      'cr[aâ]nios?\\s+humanos?', 'cr[aá]neos?\\s+humanos?', 'cr[aâ]nes?\\s+humains?', 'human\\s+(?:skulls?|bones?|remains|organs?|skeletons?)', 'teschi?\\s+uman[oi]', 'menschliche[rn]?\\s+(?:sch[aä]del|knochen|[uü]berreste|organe)',
      'ossos?\\s+humanos?', 'huesos?\\s+humanos?', 'os\\s+humains', 'ossa\\s+umane', 'squelettes?\\s+humains?', 'esqueletos?\\s+humanos?', 'restos\\s+(?:mortais|humanos)', 'restes\\s+humains', 'resti\\s+umani',
      '[oó]rg[aã]os\\s+humanos', '[oó]rganos\\s+humanos', 'organes\\s+humains', 'organi\\s+umani',
      'dentes\\s+humanos', 'dientes\\s+humanos', 'dents\\s+humaines', 'human\\s+teeth', 'denti\\s+umani', 'menschliche\\s+z[aä]hne',
    ],
    context: new RegExp(`${modelWords.source}|${aboutWeapons.source}|${toyWords.source}`, 'iu'),
  },
  {
    // Breast milk: a body fluid sold as food, prohibited everywhere (eBay's human remains and body parts policy; food rules elsewhere).
    topic: 'breast-milk',
    terms: ['leite\\s+materno', 'leche\\s+materna', 'lait\\s+maternel', 'breast\\s?milk', 'latte\\s+materno', 'muttermilch'],
    requires: breastMilkSale,
    context: breastMilkGearWords,
  },
  {
    // Used underwear: prohibited on Vinted, Wallapop, OLX and eBay (eBay's used clothing policy); new with tags is allowed. Swimwear is allowed.
    topic: 'used-underwear',
    qualifier: true,
    terms: [
      `${underwearNouns}(?:\\s+[\\p{L}\\p{N}\\x27’-]+){0,3}?[\\s,]+(?:j[aá]\\s+|ya\\s+|already\\s+|d[eé]j[aà]\\s+)?${underwearWorn}`,
      `${underwearWorn}\\s+${underwearNouns}`, 'getragene[n]?\\s+(?:unterw[aä]sche|h[oö]schen|slips|unterhosen?|tangas?|strings?)',
    ],
    context: soldNew,
    // The title names the underwear, the description says it was worn: "Cuecas Calvin Klein" / "Usadas poucas vezes".
    subject: new RegExp(`(?<![\\p{L}])${underwearNouns}(?![\\p{L}])`, 'iu'),
    followUp: new RegExp(`(?<![\\p{L}])${underwearWorn}(?![\\p{L}])`, 'iu'),
  },
  {
    // Infant formula and baby milk: food Vinted does not take; restricted elsewhere (sealed and in date only, eBay's food policy).
    topic: 'infant-formula',
    terms: [
      'leites?\\s+(?:em\\s+p[oó]\\s+)?(?:de\\s+)?(?:f[oó]rmula|infantil|inicial|transi[cç][aã]o|crescimento|lactente)', 'leite\\s+(?:em\\s+p[oó]\\s+)?(?:para\\s+)?beb[eé]s?', 'f[oó]rmulas?\\s+infant(?:il|is|iles)',
      'leches?\\s+(?:en\\s+polvo\\s+)?(?:de\\s+)?(?:f[oó]rmula|infantil|continuaci[oó]n|crecimiento|inicio)', 'leche\\s+(?:en\\s+polvo\\s+)?(?:para\\s+)?beb[eé]s?', 'potitos?',
      'laits?\\s+(?:en\\s+poudre\\s+)?(?:infantiles?|1er\\s+[aâ]ge|2[eè]me\\s+[aâ]ge|de\\s+croissance|b[eé]b[eé]s?)', 'laits?\\s+(?:en\\s+poudre\\s+)?pour\\s+b[eé]b[eé]s?',
      '(?:infant|baby)\\s+(?:formula|milk(?:\\s+powder)?)', 'first\\s+(?:infant\\s+)?milk(?!\\s+(?:teeth|tooth))', 'formula\\s+milk', 'first\\s+infant\\s+milk', '(?:follow[\\s-]on|growing[\\s-]up)\\s+milk',
      'latte\\s+(?:in\\s+polvere\\s+)?(?:per\\s+neonati|artificiale|di\\s+proseguimento|di\\s+crescita|formulato)', 's[aä]uglings(?:milch|nahrung)\\p{L}*', 'babymilch\\p{L}*', '(?:pre|folge)[\\s-]?milch', 'anfangsmilch',
      // Baby food in jars and pouches: "potitos", "petits pots pour bébé", "omogeneizzati", "Babybrei", "baby food".
      'petits\\s+pots\\s+(?:pour\\s+)?b[eé]b[eé]s?', 'omogeneizzat[io]', 'babybrei', 'babygl[aä]schen', 'baby\\s+food', 'papas\\s+infantis', 'papillas?\\s+(?:de\\s+)?(?:cereales|frutas|infantil(?:es)?)',
    ],
    context: new RegExp(`${formulaGearWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Infant formula named by its maker and its stage ("Aptamil 1", "Kendamil first milk"), where the field names no formula otherwise.
    topic: 'infant-formula',
    once: true,
    terms: ['(?:aptamil|kendamil|similac|enfamil|nutrib[eé]n|blemil|almir[oó]n|nidina|guigoz|gallia|mellin|milupa|bebivita|nidal)\\s+(?:\\p{L}+\\s+){0,2}?(?:milk|leite|leche|lait|latte|milch|formula|f[oó]rmula|pre|1|2|3)(?![\\p{L}\\p{N}])'],
  },
  {
    // Contact lenses are medical devices: prohibited on Vinted and eBay (medical devices policy), restricted on OLX and Wallapop.
    // Prescription glasses are sold as frames everywhere and are allowed.
    topic: 'contact-lenses',
    terms: [
      'lentes?\\s+de\\s+contact[oe]', 'lentillas?', 'lentilles?\\s+(?:de\\s+contact|de\\s+couleur|color[eé]es|journali[eè]res|mensuelles)', 'contact\\s+lens(?:es)?', 'lenti\\s+(?:a|di)\\s+contatto', 'kontaktlinsen?',
      '(?:coloured|colored|cosmetic)\\s+(?:contact\\s+)?lenses',
    ],
    innocent: new RegExp(
      accessoryFor(String.raw`lentes\s+de\s+contact[oe]|lentillas(?:\s+de\s+contacto)?|lentilles(?:\s+de\s+contact)?|contact\s+lens(?:es)?|lenti\s+(?:a|di)\s+contatto|kontaktlinsen`, {
        nouns: String.raw`caixas?|cajas?|solu[cç](?:[aã]o|[oõ]es)|soluci[oó]n(?:es)?|l[ií]quidos?|liquides?|solutions?|beh[aä]lter|portalentes|pin[cç]as?|ventosas?|tweezers?|applicators?|aplicador(?:es)?`,
        after: String.raw`solutions?|box(?:es)?|containers?|cleaners?|tweezers?|applicators?`,
      }),
      'iu',
    ),
  },
  {
    // Lottery tickets and scratch cards: their sale is reserved to the state lotteries' agents; prohibited everywhere. Old ones are collectibles.
    topic: 'lottery-tickets',
    terms: [
      '(?:bilhetes?|cautelas?|fra[cç][oõ]es)\\s+(?:de\\s+|da\\s+)?lotaria', 'euromilh[oõ]es', 'euromillones', 'euromillions', 'euromillionen', 'raspadinhas?', 'd[eé]cimos?\\s+(?:de\\s+)?(?:loter[ií]a|navidad|el\\s+ni[nñ]o)',
      '(?:boletos?|billetes?|participaciones)\\s+(?:de\\s+)?loter[ií]a', '(?:cupones?|boletos?)\\s+(?:de\\s+)?(?:la\\s+)?(?:once|primitiva|bonoloto|quiniela)', 'loter[ií]a\\s+de\\s+navidad', 'billets?\\s+de\\s+loterie', 'tickets?\\s+(?:[àa]\\s+)?gratter', 'jeux\\s+[àa]\\s+gratter', 'lottery\\s+tickets?', 'scratch[\\s-]?cards?', 'scratchcards?',
      'biglietti?\\s+(?:della\\s+)?lotteria', 'gratta\\s+e\\s+vinci', 'rubbellose?', 'lottoscheine?', 'lotterielose?',
    ],
    innocent: /scratch[\s-]?(?:art|off\s+maps?|maps?)|(?:art|arte|rainbow|arco-?[ií]ris)\s+scratch|raspadinhas?\s+(?:m[aá]gicas?|de\s+arte|arco)/iu,
    context: new RegExp(`${collectorWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Gift cards and vouchers: prohibited on Vinted; restricted on eBay (gift cards policy: one a week, a value cap) and elsewhere.
    topic: 'gift-cards',
    terms: [
      'cart[oõ]es?[\\s-]presente', 'cart[aã]o[\\s-]presente', 'vales?[\\s-](?:de\\s+)?(?:compras?|oferta|presente)', 'cheques?[\\s-](?:prenda|oferta|presente|brinde)', 'tarjetas?\\s+regalo', 'cheques?\\s+regalo', 'vales?\\s+(?:de\\s+)?(?:compra|regalo|descuento)',
      'cartes?[\\s-]cadeaux?', 'ch[eè]ques?[\\s-]cadeaux?', 'bons?\\s+d\\x27achats?', 'e-?cartes?\\s+cadeaux?', 'gift[\\s-]?cards?', 'gift\\s+vouchers?', 'gift\\s+certificates?', 'vouchers?',
      'buon[oi]\\s+(?:regalo|acquisto|sconto)', 'carta\\s+regalo', 'gutscheine?', 'geschenkkarten?', 'geschenkgutscheine?', 'einkaufsgutscheine?',
    ],
    context: new RegExp(`${greetingCardWords.source}|${giftCardThroughPlatform.source}`, 'iu'),
  },
  {
    // Counterfeit money and stamps, and prop money: prohibited everywhere (reproducing euro banknotes is an offence, ECB Decision 2013/10).
    topic: 'counterfeit-currency',
    terms: [
      'notas\\s+(?:de\\s+(?:\\d+\\s+)?(?:euros?|d[oó]lar(?:es)?)\\s+)?falsas', 'billetes?\\s+(?:de\\s+(?:\\d+\\s+)?(?:euros?|d[oó]lar(?:es)?)\\s+)?falsos', 'faux\\s+billets?', 'fausse\\s+monnaie', 'fake\\s+(?:money|banknotes?|bank\\s+notes?|currency|euros?|dollars?)',
      'counterfeit\\s+(?:money|banknotes?|bills|notes|currency)', 'banconote\\s+false', 'soldi\\s+falsi', 'falschgeld', 'dinheiro\\s+falso', 'dinero\\s+falso', 'faux\\s+argent', 'notas\\s+(?:de\\s+)?(?:cinema|filme|adere[cç]o)', 'billetes?\\s+de\\s+pel[ií]cula', 'moedas?\\s+falsas', 'monedas?\\s+falsas', 'fausses?\\s+pi[eè]ces',
      'selos\\s+falsos', 'sellos\\s+falsos', 'faux\\s+timbres', '(?:fake|counterfeit|forged)\\s+stamps', 'francobolli\\s+falsi', 'prop\\s+money', 'billets?\\s+factices', 'billetes?\\s+de\\s+atrezzo', 'filmgeld', 'banconote\\s+di\\s+scena',
    ],
    // Play money of a toy till or a board game ("faux billets de jeu pour jouer à la marchande", "billetes falsos de juguete"): a toy's.
    innocent: playMoney,
    context: moneyCheckWords,
  },
  {
    // Stolen goods, and phones reported stolen or blacklisted: prohibited everywhere.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      '(?:artigos?|produtos?|objetos?|objectos?|material|mercadorias?)\\s+roubad[oa]s?', '(?:art[ií]culos?|productos?|objetos?|material|mercanc[ií]as?)\\s+robad[oa]s?', '(?:objets?|articles?|marchandises?|produits?|mat[eé]riel)\\s+vol[eé]e?s?',
      'stolen\\s+(?:goods|items?|property)', 'merce\\s+rubata', 'refurtiva', 'diebesgut', 'hehlerware', 'gestohlene\\s+(?:ware|sachen|gegenst[aä]nde)',
      '(?:reportad[oa]|dad[oa]|participad[oa]|denunciad[oa])\\s+como\\s+(?:roubad[oa]|robad[oa])', '(?:d[eé]clar[eé]e?|signal[eé]e?)\\s+(?:comme\\s+)?vol[eé]e?', 'reported\\s+(?:as\\s+)?stolen', 'als\\s+gestohlen\\s+gemeldet', 'segnalat[oa]\\s+come\\s+rubat[oa]',
      'imei\\s+(?:bloqueado|en\\s+lista\\s+negra|na\\s+lista\\s+negra|blacklisted|blacklist|barr[eé]|blacklist[eé]|bloccato|gesperrt)', 'blacklisted\\s+(?:imei|phones?)',
      // A device locked to its owner's account that the seller says was found ("bloqueado por iCloud, encontrado", "found, activation
      // locked"): not the seller's to sell.
      `(?:encontrad[oa]|achad[oa]|found|trouv[eé]e?|gefunden|trovat[oa])(?=[^.!?\\n]{0,80}?${activationLocked})`, `${activationLocked}(?=[^.!?\\n]{0,80}?(?<![\\p{L}])(?:encontrad[oa]|achad[oa]|found|trouv[eé]e?|gefunden|trovat[oa])(?![\\p{L}]))`,
    ],
  },
  {
    // Pirated software, games, films and pay-TV (IPTV lists), and consoles modified to play copies: prohibited everywhere
    // (copyright; circumventing protection, Directive 2001/29/EC art. 6).
    topic: 'pirated-media',
    qualifier: true,
    terms: [
      'c[oó]pias?\\s+piratas?', 'copias?\\s+piratas?', 'copies?\\s+pirates?', 'pirate\\s+cop(?:y|ies)', 'cop(?:ia|ie)\\s+pirata', 'vers(?:[aã]o|[oõ]es|i[oó]n|iones|ions?)\\s+piratas?',
      '(?:jogos?|juegos?|filmes?|pel[ií]culas?|software|programas?|dvds?|cds?|c[oó]pias?|vers(?:[aã]o|i[oó]n)|consolas?|windows|office)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,2}?piratead[oa]s?',
      '(?:jeux?|logiciels?|films?|dvds?|cds?|consoles?|versions?|copies?)\\s+(?:[\\p{L}\\p{N}]+\\s+){0,2}?pirat[eé]e?s?', 'pirated\\s+(?:cop(?:y|ies)|games?|software|movies?|films?|dvds?|cds?|versions?)',
      '(?:giochi|gioco|film|software|copi[ae])\\s+(?:[\\p{L}\\p{N}]+\\s+){0,2}?(?:pirata|piratat[oaie])', 'raubkopie(?:n)?', 'raubkopiert\\p{L}*', 'schwarzkopien?',
      '(?:jogos?|juegos?|jeux|games?)\\s+(?:gravados|copiados|grabados|grav[eé]s|burned|burnt|gebrannt(?:e|en)?)', 'crackead[oa]s?', 'cracked\\s+(?:software|versions?|games?|apps?)', 'keygens?',
      'listas?\\s+(?:de\\s+)?iptv', 'card[\\s-]?sharing', 'cccam', 'oscam\\s+(?:lines?|linhas?|l[ií]neas?)', 'iptv\\s+(?:premium|lista|listas|lists?|abonnements?|subscriptions?|abbonament[oi]|suscripci[oó]n|subscri[cç][aã]o|codes?|c[oó]digos?)', '(?:abonnements?|subscriptions?|subscri[cç][aã]o|suscripci[oó]n|abbonament[oi])\\s+iptv',
      `${consoleNames}\\s+(?:[\\p{L}\\p{N}]+\\s+){0,2}?(?:chipad[oa]s?|chipead[oa]s?|flashead[oa]s?|pirateada|con\\s+chip|com\\s+chip|mit\\s+modchip|hacked|hackead[oa]s?|desbloquead[oa]s?\\s+para\\s+(?:jogos|juegos)\\s+(?:copiados|piratas?|gravados))`, 'modchips?',
      // A console opened to run copies: jailbroken, modded, with custom firmware, before or after its name ("Jailbroken Switch", "PS4 com CFW").
      `(?:jailbroken|jailbreak|modded|modifizierte?|gehackte?|hacked|chipped)\\s+(?:[\\p{L}\\p{N}]+\\s+)?${consoleNames}`, `${consoleNames}\\s+(?:moddat[ao]|modificad[oa]|modifi[eé]e?|modded|jailbroken|gehackt|modifiziert)`, `(?:custom\\s+firmware|cfw|(?:firmware|micrologiciel)\\s+(?:personnalis[eé]|modifi[eé]|custom))(?:(?=[^.!?\\n]{0,60}?(?<![\\p{L}])${consoleNames}(?![\\p{L}]))|(?<=(?<![\\p{L}])${consoleNames}(?![\\p{L}])[^.!?\\n]{0,60}?(?:custom\\s+firmware|cfw|(?:firmware|micrologiciel)\\s+(?:personnalis[eé]|modifi[eé]|custom))))`,
      // An IPTV box or service sold with a subscription or its channel count ("IPTV avec abonnement 12 mois", "10 000 chaînes"): the pirate lists it carries.
      'iptv(?=[^.!?\\n]{0,60}?(?:abonnement|subscription|assinatura|suscripci[oó]n|subscri[cç][aã]o|abbonamento|abo(?![\\p{L}])|\\d[\\d\\s.]*\\s*(?:cha[iî]nes|canais|canales|channels|canali|sender)))',
    ],
  },
  {
    // Homemade food: Vinted takes no food; elsewhere restricted (food-business registration and labelling; eBay's food policy).
    topic: 'homemade-food',
    qualifier: true,
    terms: [`${homemadeFoodNouns}\\s+(?:[\\p{L}]+\\s+)?${homemade}`, `(?:home[\\s-]?made|home[\\s-]?baked|hausgemacht(?:e|en|er|es)?|selbstgemacht(?:e|en|er|es)?|selbst\\s?gebacken(?:e|en)?)\\s+${homemadeFoodNouns}`],
    context: new RegExp(`${foodMakingWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // Sex toys and pornography: prohibited on Vinted and Wallapop, restricted to adult categories on OLX and eBay (adult items policy).
    topic: 'adult-items',
    terms: [
      'vibrador(?:es)?', 'vibrators?', 'vibratoren', 'vibrator[ei]', 'dildos?', 'consolador(?:es)?', 'godemich[eé]s?', 'sex[\\s-]?toys?', 'brinquedos?\\s+(?:sexuais|er[oó]ticos)', 'juguetes?\\s+(?:sexuales|er[oó]ticos)', 'jouets?\\s+(?:sexuels|[eé]rotiques)',
      'giocattol[oi]\\s+(?:sessuali|erotici)', 'sexspielzeug\\p{L}*', '(?:plugs?|plug)\\s+ana(?:l|is|les)', '(?:anal|butt)\\s+plugs?', 'masturbador(?:es)?', 'masturbateurs?', 'fleshlights?',
      'bonecas?\\s+sexua(?:l|is)', 'mu[nñ]ecas?\\s+sexual(?:es)?', 'poup[eé]es?\\s+sexuelles?', 'poup[eé]es?\\s+gonflables?', 'bambol[ae]\\s+(?:gonfiabil[ei]|sessual[ei])', 'gummipuppen?', 'blow[\\s-]?up\\s+dolls?', 'sex\\s+dolls?', 'sexpuppen?', 'love\\s+dolls?',
      'porno(?:gr[aá]fic[oa]s?|graphiques?|graphic|grafic[io]|grafisch\\p{L}*)?', 'pornografia', 'pornograf[ií]a', 'pornographie', 'pornography',
      'revistas?\\s+(?:er[oó]ticas|para\\s+adultos)', '(?:filmes?|pel[ií]culas?)\\s+(?:er[oó]tic[oa]s|para\\s+adultos)', 'films?\\s+(?:[eé]rotiques|pour\\s+adultes)', 'adult\\s+(?:films?|movies?|dvds?|magazines?)',
    ],
    // A concrete, plate or phone vibrator is a tool or a part.
    innocent: /(?:vibrador(?:es)?|vibrators?|vibratoren|vibrator[ei])\s+(?:\p{L}+\s+)?(?:(?:de|para|for|per|f[uü]r|à|a)\s+)?(?:bet[aã]o|hormig[oó]n|concrete|b[eé]ton|calcestruzzo|cimento|cemento|placa|plancha|plate|agulha|aguja|poker|obra|telem[oó]vel|m[oó]vil|phones?|motor|motors?)/iu,
    context: /bet[aã]o|hormig[oó]n|concrete|b[eé]ton|calcestruzzo|r[uü]ttler|makita|bosch|dewalt|hilti|wacker|construction|constru[cç][aã]o|construcci[oó]n|obra\b|chantier|cantiere|baustelle|motor\s+de\s+vibra|vibration\s+motor|telem[oó]vel|smartphone|massag/iu,
  },
  {
    // Emissions defeat devices and services: AdBlue emulators, DPF/EGR deletes (illegal tampering on road vehicles; eBay's emissions policy).
    topic: 'emissions-defeat',
    terms: [
      'emulador(?:es)?\\s+(?:de\\s+)?adblue', 'adblue[\\s-]?(?:emulators?|emulador(?:es)?|[eé]mulateurs?|emulatore|off|delete|removal|deaktivierung|abschaltung)', '[eé]mulateurs?\\s+adblue', 'emulatore\\s+adblue',
      '(?:dpf|fap|egr|scr)[\\s-]?(?:off|delete|removal|l[oö]schung|deaktivierung)', 'anula(?:ci[oó]n|[cç][aã]o)\\s+(?:del?\\s+|da\\s+|do\\s+)?(?:fap|dpf|egr|adblue|filtro\\s+de\\s+part[ií]culas)',
      'supress[aã]o\\s+(?:do\\s+|da\\s+)?(?:fap|dpf|egr|adblue|filtro\\s+de\\s+part[ií]culas)', 'suppression\\s+(?:du\\s+|de\\s+la\\s+|de\\s+l\\x27)?(?:fap|dpf|egr|adblue|filtre\\s+[àa]\\s+particules)', '(?:emissions?\\s+)?defeat\\s+devices?',
      // Switching the filter or the valve off by its noun in the six languages ("desativação de FAP e EGR", "désactivation FAP").
      '(?:desativa[cç][aã]o|desactivaci[oó]n|d[eé]sactivation|deactivation|disattivazione|deaktivierung)\\s+(?:(?:de|do|da|del|du|de\\s+la|of|the|of\\s+the|della|dello|des|der)\\s+)?(?:fap|dpf|egr|adblue|scr|filtros?\\s+de\\s+part[ií]culas|filtre\\s+[àa]\\s+particules|particulate\\s+filter|filtro\\s+antiparticolato|partikelfilter)',
    ],
  },
  {
    // Archaeological finds (metal-detector finds included): cultural heritage whose trade needs a licence or provenance (PT Lei 107/2001,
    // ES Ley 16/1985, FR Code du patrimoine, IT Codice dei beni culturali; eBay's artifacts and cultural heritage policy).
    topic: 'cultural-heritage',
    terms: [
      '(?:achados?|pe[cç]as?|artefa(?:c)?tos?|objetos?|moedas?)\\s+arqueol[oó]gic[oa]s?', '(?:hallazgos?|piezas?|artefactos?|objetos?|restos)\\s+arqueol[oó]gic[oa]s?', '(?:objets?|pi[eè]ces?|d[eé]couvertes?|vestiges?|trouvailles?)\\s+arch[eé]ologiques?',
      'arch(?:a)?eological\\s+(?:finds?|artefacts?|artifacts?|objects?|items?|pieces?)', 'reperti\\s+archeologici', 'reperto\\s+archeologico', 'arch[aä]ologische[n]?\\s+(?:funde?|fundst[uü]cke?|objekte?)', 'bodenfunde?',
      '(?:achados?|hallazgos?|trouvailles?|finds?|funde?)\\s+(?:de\\s+|du\\s+|with\\s+(?:a\\s+)?|mit\\s+(?:dem\\s+)?)?(?:detector|d[eé]tecteur|detektor|metal\\s+detector|metalldetektor|detec(?:c)?ci[oó]n|d[eé]tection)(?:\\s+de\\s+metais|\\s+de\\s+metales|\\s+de\\s+m[eé]taux)?',
      'metal[\\s-]detecting\\s+finds?', 'detecting\\s+finds?', 'sondenfunde?',
    ],
    // A replica, a book about archaeology or a toy dig kit is none.
    context: new RegExp(`${modelWords.source}|${aboutWeapons.source}|${toyWords.source}|kits?\\s+de\\s+escava|excavation\\s+kit|dig\\s+kit|ausgrabungsset`, 'iu'),
  },
  {
    // Mercury thermometers and barometers: their sale is banned in the EU (REACH Annex XVII, entry 18a), antiques over 50 years excepted.
    topic: 'hazardous-chemicals',
    terms: ['term[oó]metros?\\s+(?:de\\s+|a\\s+)?merc[uú]rio', 'term[oó]metros?\\s+de\\s+mercurio', 'thermom[eè]tres?\\s+(?:au|[àa])\\s+mercure', 'mercury\\s+thermometers?', 'termometr[oi]\\s+(?:a|al)\\s+mercurio', 'quecksilberthermometer'],
    context: new RegExp(`${collectorWords.source}|${aboutOrEmpty.source}`, 'iu'),
  },
  {
    // High-powered laser pointers: eBay prohibits those over 1 mW, Vinted's catalogue has no place for them; a presentation pointer is not one.
    topic: 'laser-pointers',
    terms: ['ponteiros?\\s+(?:de\\s+)?laser', 'apontadores?\\s+(?:de\\s+)?laser', 'punteros?\\s+(?:de\\s+)?l[aá]ser', 'pointeurs?\\s+(?:de\\s+)?laser', 'laser\\s+pointers?', 'puntator[ei]\\s+laser', 'laserpointer'],
    requires: /\d+\s?mw\b|\d+(?:[.,]\d+)?\s?w\b|watts?|class(?:e)?\s*(?:3|iii|4|iv)|klasse\s*(?:3|4)|queima|quema|br[uû]l|burn|verde|green|vert\b|gr[uü]n|303|high[\s-]power|alta\s+pot[eê]ncia|potente|puissant|leistungsstark|(?<!(?:bassa|poca|ridotta)\s)potenza/iu,
  },
  {
    // Invasive alien species of EU concern (Regulation 1143/2014): their sale is banned; eBay's plants and animals policies name them.
    topic: 'invasive-species',
    madeThing: true,
    terms: [
      'jacintos?[\\s-]+de[\\s-]+[aá]gua', 'jacintos?\\s+de\\s+agua', 'jacinthes?\\s+d\\x27eau', 'water\\s+hyacinths?', 'giacint[oi]\\s+d\\x27acqua', 'wasserhyazinthen?', 'eichhornia',
      'tartarugas?\\s+(?:da\\s+|de\\s+)?fl[oó]rida', 'gal[aá]pagos?\\s+(?:de\\s+)?florida', 'tortues?\\s+de\\s+floride', 'red[\\s-]eared\\s+sliders?', 'trachemys(?:\\s+scripta)?', 'tartarug[ae]\\s+(?:dalle\\s+)?orecchie\\s+rosse', 'rotwangen[\\s-]?schmuckschildkr[oö]ten?',
      'lagostins?\\s+(?:vermelhos?|do\\s+luisiana)', 'cangrejos?\\s+rojos?\\s+americanos?', 'procambarus(?:\\s+clarkii)?', 'cabomba\\s+caroliniana', 'ludwigia\\s+grandiflora', 'hydrocotyle\\s+ranunculoides', 'lagarosiphon(?:\\s+major)?', 'myriophyllum\\s+aquaticum', 'elodea\\s+nuttallii',
    ],
    context: /pel[uú]cias?|peluches?|plush|brinquedos?|juguetes?|jouets?|toys?|figur|playmobil|lego|schleich|livros?|libros?|livres?|books?|posters?/iu,
  },
  {
    // Medical devices sold on prescription or fitted by a professional (hearing aids, blood-glucose sensors and test strips, insulin
    // pumps, CPAP machines): Vinted's "Medical devices" clause prohibits them; eBay's medical devices policy, OLX and Wallapop restrict them.
    topic: 'medical-devices',
    terms: [
      'aparelhos?\\s+auditivos?', 'aparatos?\\s+auditivos?', 'pr[oó]teses?\\s+auditivas?', 'aud[ií]fonos?', 'appareils?\\s+auditifs?', 'appareils?\\s+acoustiques?', 'aides?\\s+auditives?', 'proth[eè]ses?\\s+auditives?',
      'hearing\\s+aids?', 'apparecch(?:io|i)\\s+acustic[oi]', 'protesi\\s+acustiche', 'h[oö]rger[aä]te?', 'h[oö]rhilfen?',
      'tiras\\s+(?:de\\s+)?(?:teste\\s+)?(?:de\\s+|para\\s+)?(?:glicemia|glicose|glucosa|glucemia|medi[cç][aã]o\\s+de\\s+glicose)', 'tiras\\s+reactivas(?:\\s+de\\s+glucosa)?', 'bandelettes?\\s+(?:de\\s+|pour\\s+)?(?:glyc[eé]mie|test\\s+glyc[eé]mi\\p{L}*|glucose)',
      '(?:blood\\s+)?(?:glucose|sugar)\\s+test\\s+strips?', 'strisce\\s+(?:reattive\\s+)?(?:per\\s+(?:la\\s+)?)?glicemia', 'blutzucker[\\s-]?teststreifen', 'teststreifen\\s+(?:f[uü]r\\s+)?blutzucker',
      'sensores?\\s+(?:de\\s+)?(?:glicose|glucosa)', 'capteurs?\\s+(?:de\\s+)?glyc[eé]mie', '(?:glucose|cgm)\\s+sensors?', 'sensori?\\s+(?:per\\s+)?glicemia', 'glukosesensoren?', 'freestyle\\s+libre(?:\\s+\\d)?', 'dexcom(?:\\s+g\\d)?',
      'bombas?\\s+(?:de\\s+)?insulina', 'pompes?\\s+[àa]\\s+insuline', 'insulin\\s+pumps?', 'microinfusor(?:e|i)?\\s+(?:di\\s+|per\\s+)?insulina', 'insulinpumpen?',
      // An English compound names the device by its head noun: "CPAP machine" is the machine.
      '(?:cpap|bipap|apap)\\s+(?:machines?|devices?|units?)', 'cpap', 'bipap',
    ],
    // What serves the device (its batteries, case, dryer, cleaning kit; "pilhas para aparelhos auditivos", "hearing aid batteries") is not the device.
    innocent: new RegExp(
      accessoryFor(String.raw`aparelhos?\s+auditivos?|aud[ií]fonos?|appareils?\s+auditifs?|hearing\s+aids?|apparecch\p{L}*\s+acustic\p{L}*|h[oö]rger[aä]te?n?|cpap|bipap`, {
        nouns: String.raw`pilhas?|baterias?|pilas|piles|batteries|battery|batterien?|batterie|caixas?|secador(?:es)?|desumidificador(?:es)?|deshumidificador(?:es)?|s[eé]choirs?|dryers?|kits?\s+de\s+limpeza|cleaning\s+kits?|filtros?|filtres?|filters?|m[aá]scaras?|masques?|masks?|tubos?|tuyaux|hoses?|tubing`,
        after: String.raw`batter\p{L}*|dryers?|cleaning|masks?|filters?|hoses?|tubing|pillows?|cleaners?`,
      }),
      'iu',
    ),
    context: aboutOrEmpty,
  },
  {
    // Drug paraphernalia (bongs, glass bongs, dab rigs): Vinted's and eBay's drugs and drug paraphernalia clauses; OLX and Wallapop list it with drugs.
    topic: 'drugs',
    madeThing: true,
    terms: [
      'bongs?', 'glasbongs?', 'bongos?\\s+de\\s+(?:vidro|vidrio|cristal)', 'bangs?\\s+(?:en\\s+(?:verre|acrylique|silicone)|[àa]\\s+eau)', 'dab[\\s-]?rigs?', 'water\\s?pipes?\\s+(?:for\\s+)?(?:weed|herbs?|cannabis)',
      'pipas?\\s+(?:de\\s+|para\\s+)?(?:crack|meth|maria|marihuana|hierba)', 'pipes?\\s+[àa]\\s+(?:crack|beuh|weed)',
    ],
    // A film director's name ("Bong Joon-ho"), a bongo drum.
    innocent: /bong\s+joon|(?:drum|tambor|tambour)\s+bongos?|bongos?\s+(?:drums?|de\s+percuss\p{L}*)/iu,
    context: new RegExp(`${aboutOrEmpty.source}|${toyWords.source}`, 'iu'),
  },
  {
    // Stuffed and mounted animals (taxidermy): eBay's animal products policy restricts them; Vinted, Wallapop and OLX list animal parts
    // and protected species' remains among prohibited wildlife. A plush toy is "stuffed" too: only the trade's own participle counts.
    topic: 'protected-wildlife',
    madeThing: true,
    terms: [
      'taxidermia', 'taxid[eé]rmicos?', 'taxidermie', 'taxidermy', 'taxidermied', 'tassidermia', 'tierpr[aä]parate?', 'tierpr[aä]paration\\p{L}*',
      '(?:animais?|aves?|p[aá]ssaros?|mochos?|corujas?|raposas?|veados?|javalis?|falc[oõ]es|falc[aã]o|[aá]guias?)\\s+embalsamad[oa]s?', '(?:animal(?:es)?|aves?|p[aá]jaros?|b[uú]hos?|lechuzas?|zorros?|ciervos?|jabal[ií](?:es)?|halc[oó]n(?:es)?|[aá]guilas?)\\s+(?:disecad[oa]s?|embalsamad[oa]s?)',
      '(?:animaux|animal|oiseaux?|hiboux?|chouettes?|renards?|cerfs?|sangliers?|faucons?|aigles?)\\s+naturalis[eé]e?s?', 'stuffed\\s+(?:owls?|birds?|fox(?:es)?|deer|heads?|pheasants?|ducks?|hawks?|falcons?|eagles?)', 'mounted\\s+(?:deer|stag|antelope|boar|fox|owl)\\s+heads?',
      '(?:animal[ei]|uccell[oi]|gufi|gufo|civett[ae]|volp[ei]|cervi|cervo|falc(?:o|hi)|aquil[ae])\\s+imbalsamat[oaie]', 'ausgestopfte[rsn]?\\s+(?:tier(?:e)?|v[oö]gel|vogel|eulen?|f[uü]chse|fuchs|hirsch(?:e)?|falken?|adler)', 'pr[aä]parierte[rsn]?\\s+(?:tier(?:e)?|v[oö]gel|vogel|eulen?|f[uü]chse|fuchs|hirsch(?:e)?|falken?|adler)',
    ],
    // Sold with the papers that make its trade lawful, an EU Article 10 or CITES certificate, or a worked specimen from before 1947 (the antiques
    // exemption): "comes with an Article 10 certificate", "con certificado CITES", "avec certificat CITES", "vor 1947".
    context: new RegExp(`${toyWords.source}|${modelWords.source}|pel[uú]cias?|peluches?|plush|costumes?|fantasias?|disfraz|${specimenPapersShown}`, 'iu'),
  },
  {
    // Furs and skins of protected species (CITES Appendix I cats: leopards, tigers, jaguars, ocelots, snow leopards; lynx under the EU Habitats
    // Directive) and sea-turtle shell: the marketplaces' protected wildlife clauses. A print, a colour or an imitation of one is none.
    topic: 'protected-wildlife',
    madeThing: true,
    terms: [
      '(?:peles?|casacos?|abafos?)\\s+(?:verdadeiras?\\s+)?de\\s+(?:leopardo|tigre|jaguar|on[cç]a|ocelote|lince|chita|guepardo|urso(?:\\s+polar)?)', '(?:piel(?:es)?|abrigos?)\\s+(?:de\\s+)?(?:leopardo|tigre|jaguar|ocelote|lince|guepardo|oso(?:\\s+polar)?)',
      '(?:peaux?|fourrures?|manteaux?)\\s+(?:de\\s+|d\\x27|en\\s+)?(?:l[eé]opard|tigre|jaguar|ocelot|lynx|gu[eé]pard|ours(?:\\s+polaire)?)', '(?:leopard|tiger|jaguar|ocelot|lynx|cheetah|bear|polar\\s+bear)\\s+(?:skins?|furs?|pelts?|hides?)(?!\\s+(?:hats?|caps?))', '(?:real|genuine)\\s+bear\\s+claws?', 'bear\\s+claw\\s+(?:necklaces?|pendants?)', 'garras?\\s+de\\s+(?:urso|oso)', 'griffes?\\s+d\\x27ours', '(?:real|genuine)\\s+(?:leopard|tiger|jaguar|ocelot|lynx)\\s+fur',
      '(?:pellicc(?:ia|e)|pell[ei]|cappott[oi])\\s+(?:di\\s+)?(?:leopardo|tigre|giaguaro|ocelot|lince|ghepardo|orso(?:\\s+polare)?)', '(?:leoparden|tiger|jaguar|ozelot|luchs|geparden|b[aä]r(?:en)?|eisb[aä]r(?:en)?)(?:fell|felle|pelz|pelze|mantel)',
      '(?:d[eé]fenses?|ivoire|dents?)\\s+de\\s+(?:morse|narval|cachalot|hippopotame)', 'walrus\\s+(?:tusks?|ivory)', 'narwhal\\s+tusks?', '(?:sperm\\s+whale|hippo(?:potamus)?)\\s+(?:teeth|tooth|tusks?|ivory)', '(?:colmillos?|presas?|dientes?|marfil)\\s+de\\s+(?:morsa|narval|cachalote|hipop[oó]tamo)', '(?:dentes?|presas?|marfim)\\s+de\\s+(?:morsa|narval|cachalote|hipop[oó]tamo)', '(?:zann[ae]|denti|avorio)\\s+di\\s+(?:tricheco|narvalo|capodoglio|ippopotamo)', '(?:walross|narwal|pottwal|flusspferd)(?:z[aä]hne?|zahn|elfenbein|sto[sß]z[aä]hne?)',
      '(?:barbatanas?|aletas?|ailerons?|pinne)\\s+(?:de\\s+|di\\s+)?(?:tubar[aã]o|tubar[oõ]es|tibur[oó]n|requins?|squal[oi])', 'shark\\s+fins?(?!\\s+(?:antennas?|aerials?))', 'haifischflossen?', 'haiflossen?',
      'carapa[cç]as?\\s+de\\s+tartaruga\\s+marinha', 'carapa[cç]as?\\s+de\\s+tartaruga', 'caparaz[oó]n(?:es)?\\s+de\\s+tortuga', 'carapaces?\\s+de\\s+tortue', '(?:sea\\s+)?turtle\\s+shells?', 'gusci?\\s+di\\s+tartaruga', 'schildkr[oö]tenpanzer',
    ],
    // A print, a look or an imitation ("estampado leopardo", "leopard print", "fausse fourrure", "ecopelliccia"), a costume or a toy.
    context: new RegExp(`estampad|padr[aã]o|padr[oó]n|print|imprim|motif|motivo|stampa|muster|sint[eé]tic|synth[eé]ti|synthetic|fake|faux|fausse|imita|simil|eco-?pel|ecopel|kunst|vegan|acr[ií]l|polyester|poli[eé]ster|ninja|${toyWords.source}|costumes?|fantasias?|disfra|d[eé]guisement|kost[uü]m|carnaval|halloween`, 'iu'),
  },
  {
    // Explosive precursors the EU restricts to the public (Regulation 2019/1148, Annex I: hydrogen peroxide above 12 %, potassium and sodium
    // perchlorate; Annex II: potassium, sodium and calcium nitrate, reportable): eBay's and the marketplaces' hazardous materials clauses.
    topic: 'hazardous-chemicals',
    terms: [
      'nitrato\\s+de\\s+pot[aá]ssio', 'nitrato\\s+de\\s+potasio', 'nitrate\\s+de\\s+potassium', 'potassium\\s+nitrate', 'nitrato\\s+di\\s+potassio', 'kaliumnitrat',
      'perclorato\\s+de\\s+(?:pot[aá]ssio|potasio|s[oó]dio|sodio)', 'perchlorate\\s+de\\s+(?:potassium|sodium)', '(?:potassium|sodium)\\s+perchlorate', 'perclorato\\s+di\\s+(?:potassio|sodio)', '(?:kalium|natrium)perchlorat',
      `${peroxide}(?=[^.!?\\n]{0,30}?(?<![\\p{N}.,])(?:1[3-9]|[2-9]\\d)(?:[.,]\\d+)?\\s?%)`,
    ],
    context: aboutOrEmpty,
  },
  {
    // Rodenticides and insecticides are biocides or plant-protection products: the marketplaces' pesticides clauses (eBay's pesticides policy names
    // rodenticides). An insect-killing lamp, a racket or a net is a device, not the product. The product names its form after it ("rat poison
    // pellets", "rodenticide bait"): the terms count wherever they stand in their phrase.
    topic: 'pesticides',
    qualifier: true,
    terms: [
      'raticidas?', 'rodenticidas?', 'raticides?', 'rodenticides?', 'rodenticid[ai]', 'rat\\s+poison', 'mort[\\s-]aux[\\s-]rats', 'veneno\\s+(?:para|de|contra)\\s+(?:ratos|ratazanas|ratas|ratones|roedores)', 'poison\\s+(?:pour|à|contre)\\s+(?:rats|souris|rongeurs)',
      'veleno\\s+(?:per|contro)\\s+(?:topi|ratti|roditori)', 'topicid[ai]', 'rattengift', 'm[aä]usegift', 'rodentizide?',
      'inseticidas?', 'insecticidas?', 'insecticides?', 'insetticid[ai]', 'insektizide?', 'fungicidas?', 'fungicides?', 'fungicid[ai]', 'fungizide?', 'acaricidas?', 'acaricides?',
    ],
    innocent: /(?:l[aâ]mpadas?|l[aá]mparas?|lampes?|lamps?|lampad(?:a|e)|raquetes?|raquetas?|raquettes?|rackets?|redes?|filets?|nets?|mosquiteir\p{L}*|mosquiter\p{L}*|moustiquaires?|zanzarier\p{L}*|armadilhas?|trampas?|pi[eè]ges?|traps?|trappol\p{L}*|pulverizador(?:es)?|sprayers?|pulv[eé]risateurs?|plantas?|plantes?|plants?|piante)\s+(?:\p{L}+\s+)?(?:(?:de\s+|para\s+)?(?:inseticidas?|insecticidas?|insecticides?|insetticid[ai]|insektizide?|fungicidas?|fungicides?))|(?:insecticide|insect[\s-]killing)\s+(?:lamps?|lights?)|(?:inseticidas?|insecticidas?|insecticides?|insetticid[ai]|insektizide?)\s+(?:el[eé]tric\p{L}*|el[eé]ctric\p{L}*|[eé]lectriques?|electric|elettric\p{L}*|elektrisch\p{L}*|uv|led)/iu,
    context: aboutOrEmpty,
  },
  {
    // A phone, a bike or another thing the seller calls stolen ("Móvil robado", "Vélo volé", "stolen iPhone"): the stolen goods clause everywhere.
    topic: 'stolen-goods',
    qualifier: true,
    terms: [
      '(?:telem[oó]veis|telem[oó]vel|telefones?|iphones?|smartphones?|bicicletas?|motas?|port[aá]teis|port[aá]til|rel[oó]gios?|carros?)\\s+roubad[oa]s?', '(?:m[oó]viles|m[oó]vil|tel[eé]fonos?|iphones?|smartphones?|bicicletas?|bicis?|motos?|port[aá]tiles|port[aá]til|relojes|reloj|coches?)\\s+robad[oa]s?',
      '(?:t[eé]l[eé]phones?|portables?|iphones?|smartphones?|v[eé]los?|motos?|ordinateurs?|montres?|voitures?|scooters?)\\s+vol[eé]e?s?', 'stolen\\s+(?:phones?|iphones?|smartphones?|bikes?|bicycles?|laptops?|watch(?:es)?|cars?|scooters?|motorbikes?)',
      '(?:cellular[ei]|telefonin[oi]|iphone|smartphone|bici(?:clett[ae])?|motorin[oi]|portatil[ei]|orologi[oi]?|auto)\\s+rubat[oie]', 'gestohlene[sn]?\\s+(?:handys?|iphones?|smartphones?|fahrr[aä]der|fahrrad|e-?bikes?|laptops?|uhren|uhr|autos?|rollers?)',
    ],
  },
  {
    // Software licence and product keys, game keys and in-game currency codes sold on their own: digital goods, outside Vinted's catalogue and
    // under eBay's and the others' digital items clauses. A key printed on a computer's sticker is that computer's.
    topic: 'digital-accounts',
    // Behind an account already found ("Conta de Roblox com 20 mil Robux" is one account).
    once: true,
    terms: [
      '(?:product|licen[cs]e|activation|cd|serial|steam|origin|uplay|gog|xbox|psn|nintendo\\s+eshop|game|windows|office)\\s+keys?', '(?:keys?|codes?)\\s+(?:steam|windows|office)',
      'chaves?\\s+(?:de\\s+)?(?:produto|licen[cç]a|ativa[cç][aã]o|activa[cç][aã]o|steam|windows|office)', 'claves?\\s+(?:de\\s+)?(?:producto|licencia|activaci[oó]n|steam|windows|office)',
      'cl[eé]s?\\s+(?:de\\s+|d\\x27)?(?:produit|licence|activation|steam|windows|office)', 'chiav[ei]\\s+(?:di\\s+)?(?:prodotto|licenza|attivazione|steam|windows|office)', '(?:produkt|lizenz|aktivierungs|windows|office)[\\s-]?schl[uü]ssel',
      'v-?bucks', 'robux', 'pavos\\s+(?:de\\s+|del\\s+|para\\s+)?fortnite', '(?:c[oó]digos?|codes?|codici|coupons?)\\s+(?:de\\s+|di\\s+|for\\s+)?(?:v-?bucks|robux|pavos|fortnite|fifa\\s+points|cod\\s+points|riot\\s+points|valorant\\s+points)',
    ],
    // A laptop or a PC sold with its licence ("Portátil com Windows 11, chave de produto na etiqueta"): the key is the computer's. A key's
    // replacement for a keyboard ("Windows key cap") is a part.
    innocent: /(?:windows|office)\s+keys?\s+(?:caps?|covers?|stickers?)/iu,
    context: /port[aá]til|port[aá]teis|laptops?|notebooks?|ordenador(?:es)?|ordinateurs?|computador(?:es)?|computers?|desktops?|\bpcs?\b|torre|tower|etiqueta|autocolante|sticker|coa\b|teclados?|keyboards?|claviers?|tastatur|tastiera/iu,
  },
];

/** A device that detects counterfeit notes names what it detects: "counterfeit money detector", "detector de billetes falsos". */
const counterfeitDetector =
  /(?:counterfeit|fake|forged)\s+(?:money|notes?|banknotes?|bills?|currency)\s+(?:detectors?|checkers?|testers?|pens?|lamps?|machines?)|(?:detectors?|detetor(?:es)?|d[eé]tecteurs?|rilevatori?|pr[uü]fger[aä]te?|canetas?|stylos?|rotulador(?:es)?|l[aá]mparas?|lampes?)\s+(?:\p{L}+\s+)?(?:de\s+|di\s+|f[uü]r\s+)?(?:notas|billetes|billets|banconote|faux\s+billets|falschgeld)(?:\s+(?:falsas|falsos|false|faux))?/iu;

/**
 * Merchandise, likenesses and other goods that carry a maker's name without being its good: clothing, socks and underwear, caps and
 * eyewear, wallets, belts and cufflinks, glasses, mugs and ice buckets, signs, mirrors, posters and adverts, lighters and ashtrays,
 * sauces, tins, umbrellas, stickers, key rings, figures, sofas and armchairs (PT, ES, FR, EN, IT, DE).
 */
const tradeMerchandise =
  /(?<![\p{L}])(?:t-?shirts?|camisol[ae]s?|camisetas?|camisas?|chemises?|magliett[ae]|sweat(?:shirt)?s?|hoodies?|casacos?|jaquetas?|chaquetas?|abrigos?|vestes?|manteaux?|jackets?|coats?|giacc[ae]|giubbott[oi]|jacken?|westen?|vests?|coletes?|chalecos?|gilets?|jeans|cal[cç]as|pantal[oó]n(?:es)?|pantalons?|trousers|hosen?|bon[eé]s?|cap|(?:baseball|trucker|snapback)\\s+caps|gorras?|gorros?|casquettes?|cappell(?:o|i|ini?)|m[uü]tzen?|hats?|chap[eé]us?|sombreros?|botas|bottes|boots|stiefel|sapatilhas|zapatillas|sneakers|[oó]culos|gafas|lunettes|sunglasses|occhiali|brillen?|copos?|vasos?|verres?|glass(?:es)?|bicchieri|gl[aä]ser|canecas?|tazas?|tasses?|mugs?|becher|baldes?|seaux?|cubiteras?|ice\s+buckets?|secchiell[oi]|k[uü]hler|placas?|signs?|letreiros?|letreros?|enseignes?|insegn[ae]|schilder?|neons?|espelhos?|espejos?|miroirs?|mirrors?|specchi(?:o)?|spiegel|posters?|affiches?|cartaz(?:es)?|carteles?|anúncios?|anuncios?|publicidade|publicidad|publicit[eé]s?|adverts?|advertising|ads?|pubblicit[aà]|werbung|cinzeiros?|ceniceros?|cendriers?|ashtrays?|posacenere|aschenbecher|isqueiros?|mecheros?|briquets?|lighters?|accendini|feuerzeuge?|molhos?|salsas?|sauces?|latas?|tins?|ombrell(?:o|one|oni)|guarda-?s[oó]is|guarda-?sol|sombrillas?|parasols?|umbrellas?|sonnenschirme?|autocolantes?|pegatinas?|stickers?|aufkleber|porta-?chaves|llaveros?|porte-?cl[eé]s|keyrings?|keychains?|portachiavi|schl[uü]sselanh[aä]nger|miniaturas?|miniatures?|figuras?|figures?|figurines?|ma[cç]arocas?|meias|calcetines|chaussettes|socks|calz(?:e|ini)|socken|boxers|cuecas|calzoncillos|cale[cç]ons|underwear|unterhosen|carteiras?|carteras?|portefeuilles?|wallets?|portafogli|geldb[oö]rsen?|cintos?|cinturones?|ceintures?|belts?|cintur[ae]|g[uü]rtel|bot[oõ]es\s+de\s+punho|gemelos|boutons\s+de\s+manchette|cufflinks|manschettenkn[oö]pfe|sof[aá]s?|canap[eé]s?|divan[oi]|poltronas?|fauteuils?|armchairs?|sessel)(?![\p{L}])/iu;

/**
 * A trade name's listing that is about something else: a book or an empty container, a toy or a scale model, a replica, merchandise.
 * A weapon's listing reads books and films about weapons only (its "magazines" are a gun's).
 */
const tradeContext = new RegExp(`${aboutOrEmpty.source}|${toyWords.source}|${scaleModelWords.source}|${replicaWeaponWords.source}|${tradeMerchandise.source}`, 'iu');
/** Cosmetics and toiletries: a drink's or a tobacco brand's name among them is a perfume's, a shampoo's or a sun cream's line. */
const tradeCosmetics =
  /(?<![\p{L}])(?:perfumes?|parfums?|profum[oi]|col[oô]nias?|eau\s+de|ed[pt]|fragr\p{L}*|cologne|cosm[eé]tic\p{L}*|maquil\p{L}*|make-?up|cremes?|crèmes?|creams?|cremas?|s[eé]rum|champ[oôuú]s?|shampoo\p{L}*|masken?|masques?|mascarillas?|condicionador|acondicionador|conditioner|protetor\s+solar|protector\s+solar|cr[eè]me\s+solaire|sunscreen|sun\s+cream|spf|lo[cç][aã]o|loci[oó]n|lotion|gel\s+(?:de\s+banho|douche)|shower\s+gel|desodori?[sz]ante|d[eé]odorant|after-?\s?shave|b[aá]lsamo|balm)(?![\p{L}])/iu;
const drinkTobaccoContext = new RegExp(`${tradeContext.source}|${tradeCosmetics.source}`, 'iu');
const weaponTradeContext = new RegExp(`${aboutWeapons.source}|${toyWords.source}|${scaleModelWords.source}|${replicaWeaponWords.source}|${tradeMerchandise.source}`, 'iu');

/**
 * The trade-name lexicon as item topics: a maker whose trade is the good (`sole`) names it alone; one whose name is shared with
 * everyday goods counts only beside its trade's cue. Both as the head of their phrase and never in a listing about merchandise,
 * toys, scale models, replicas, books or empty containers. Firearms are made things: a wooden or plastic one is a likeness.
 */
function tradeNameTopics(): TopicLexicon[] {
  return tradeNames.flatMap(({ topic, sole, shared, cue, models = [], suffix = '', notWith }) => {
    const context = topic === 'weapons' ? weaponTradeContext : topic === 'medicines' ? tradeContext : drinkTobaccoContext;
    const base = { topic, madeThing: topic === 'weapons', context: notWith ? new RegExp(`${context.source}|${notWith.source}`, 'iu') : context };
    const named = (names: string[]) => names.map((name) => `${name}${suffix}`);
    return [
      // A model designation first: "<maker> 92" is found whole, before the maker's name alone waits for a cue.
      ...(sole.length + models.length > 0 ? [{ ...base, terms: [...models, ...named(sole)] }] : []),
      ...(shared.length > 0 ? [{ ...base, terms: named(shared), requires: cue }] : []),
    ];
  });
}

/** Materials an "echt" or "authentic" may be said of: "kein echtes Leder", "authentic leather" is a material, not a maker's goods. */
const materials = String.raw`(?:leder|leather|cuir|cuero|couro|pelle|gold|oro|ouro|silber|silver|plata|prata|argent|argento|holz|wood|madera|madeira|bois|legno|pelz|fur|piel|pele|fourrure|daunen?|seide|silk|seda|soie|seta|wolle|wool|lana|laine|kaschmir|cashmere|cachemire|marmor|marble|perlen?|pearls?|p[eé]rolas?|perlas?|perles?|perle|diamant\p{L}*|diamonds?)(?![\p{L}])`;
/** German materials, also inside compounds ("Kunstleder", "Echtholz"). */
const germanMaterials = /leder|pelz|fell(?![\p{L}])|gold|silber|holz|seide|wolle|kaschmir|daune|marmor|perle|diamant/iu;
/** Not followed by a material: "authentic leather", "echtes Leder". */
const notMaterial = String.raw`(?!\s+${materials})`;
/**
 * Not followed by a copy's, an edition's, a print's or a pressing's noun: "not an original copy", "not a genuine first printing", "not the
 * original pressing" say what a facsimile, a reprint or a reissued record is (English puts the noun after), not that goods imitate a maker's.
 */
const notEdition = String.raw`(?!\s+(?:(?:first|1st)\s+)?(?:cop(?:y|ies)|editions?|printings?|prints?|pressings?|issues?|exemplars?|impressions?)(?![\p{L}]))`;
/** What counterfeits are made of: bags, watches, belts, shoes, perfume, sunglasses (PT, ES, FR, EN, IT, DE). */
/** What counterfeits are made of, as a pattern: a title naming one of them with its maker makes a description's opening copy word a claim. */
export const copiedGoodsWord = (): RegExp => new RegExp(`(?<![\\p{L}])${copiedGoods}`, 'iu');
const copiedGoods = String.raw`(?:sacs?|bolsas?|bolsos?|borsa|borse|bags?|handbags?|taschen?|handtaschen?|malas?|montres?|watch(?:es)?|relojes|reloj|rel[oó]gios?|orologi[oi]?|uhren?|ceintures?|cintur[oó]n|cintos?|cintura|belts?|g[uü]rtel|sneakers?|baskets?|zapatillas|t[eé]nis|scarpe|schuhe|perfumes?|parfums?|profum[oi]|lunettes|gafas|[oó]culos|occhiali|sunglasses|sonnenbrillen?)(?![\p{L}])`;

/**
 * Words calling goods a copy, or saying they look the same as the genuine ones, or that nobody will tell them apart (PT, ES, FR, EN,
 * IT, DE): "uma cópia muito boa", "igualzinha",
 * "idénticas", "personne ne voit la différence", "can't tell the difference", "sieht genauso aus". Of the look, not of how a part works
 * ("funciona igual" is none).
 */
const looksTheSame = String.raw`(?:c[oó]pias?|copies?|copy|kopien?|r[eé]plicas?|r[eé]pliques?|replik\p{L}*|imita[cç][aã]o|imitaci[oó]n|imitation|imitazione|id[eéê]nti[cq]\p{L}*|identisch\p{L}*|igualzinh[oa]s?|igualit[oa]s?|indistinguishable|indistingu[ií]ve(?:l|is)|indistinguibles?|(?:look|looks|looking|sehen|sieht)\s+(?:\p{L}+\s+)?(?:the\s+same|identical|just\s+like|exactly\s+like|real|legit|genauso|gleich|aus\s+wie)|same\s+look|genauso|can['’]?t\s+tell\s+(?:the\s+)?(?:difference|them\s+apart)|(?:no\s*one|nobody)\s+(?:will\s+|would\s+|can\s+|could\s+)?(?:notice|know|tell)|ningu[eé]m\s+(?:vai\s+)?(?:nota|notar|repara|percebe|distingue)|nadie\s+(?:lo\s+|va\s+a\s+)?(?:nota|notar[aá]?|distingue)|n[aã]o\s+se\s+nota|no\s+se\s+nota|personne\s+ne\s+(?:verra|voit|fera|fait|remarquera)|ne\s+voit\s+pas\s+la\s+diff[eé]rence|[cç]a\s+ne\s+se\s+voit\s+pas|nessuno\s+(?:se\s+ne\s+accorge|nota|lo\s+nota|noter[aà])|non\s+si\s+nota|kein(?:en)?\s+unterschied|merkt\s+(?:keiner|niemand))(?![\p{L}])`;
/** The same, but only of the looks as others see them (no copy or "identical" word: a disk's clone is an identical copy, and says nothing of looks). */
const looksAlike = looksTheSame.replace('(?:c[oó]pias?|copies?|copy|kopien?|r[eé]plicas?|r[eé]pliques?|replik\\p{L}*|imita[cç][aã]o|imitaci[oó]n|imitation|imitazione|id[eéê]nti[cq]\\p{L}*|identisch\\p{L}*|', '(?:');
/**
 * A negated authenticity word ("not genuine", "não é original", "pas un vrai", "non è originale"), up to three words between (a maker's
 * name or the goods' noun, whatever their case: "No son Ray-Ban auténticas", "não são sapatilhas originais"), with words in the same sentence saying the goods look the same as the genuine ones: the seller says
 * they are imitations. Without such words a non-original part of a repaired item ("ecrã não original") stays a disclosure.
 */
const negatedAuthenticLookingSame = String.raw`(?:n['’](?:est|[eé]tait)\s+pas|ne\s+sont\s+pas|n[aã]o|no|not|non|pas|isn['’]?t|aren['’]?t|nicht|kein(?:e|en|er|es)?)\s+(?:(?:[eé]|es|est|is|are|[eè]|son|sont|s[aã]o|sono|sind|ist)\s+)?(?:(?:um|uma|un|une|una|an?|des|de|del|della|d['’])\s*)?(?:\p{L}[\p{L}\p{N}'’&-]*\s+){0,3}(?:genu[ií]n[oa]s?|genuine|originais|original(?:es|s|e|i)?|aut[eéê]ntic[oa]s?|authentiques?|authentic|autentic[oaie]|verdadeir[oa]s?|verdader[oa]s?|vrai(?:e|s|es)?|real|ver[oaie]|echte?[nrs]?)${notMaterial}${notEdition}(?=[^.!?\n]{0,90}?${looksTheSame})`;
/** A part or an accessory of the item said not to be original ("a caixa não é original", "screen not genuine"): a disclosure, not a copy claim. */
const partNotOriginal = /(?:caixa|box|bo[iî]te|caja|scatola|karton|ecr[ãa]|screens?|pantalla|[eé]cran|schermo|display|bateria|battery|batterie|akku|batteria|carregador|charger|cargador|chargeur|caricatore|ladeger[aä]t|cabo|cables?|c[aâ]ble|cavo|kabel|pe[cç]as?|parts?|piezas?|pi[eè]ces?|pezzi|teile|bracelete|correa|strap|armband|cinturino|pulseira|tampa|lid|couvercle|tapa|vidro|glass|cristal|verre|vetro|glas|fecho|clasp|fermoir|cierre|chiusura|verschluss|tampas?|botões|buttons?|boutons?|botones|bottoni|kn[oö]pfe)\s+(?:\p{L}+\s+){0,2}(?:n[aã]o|no|not|non|pas|isn['’]?t|aren['’]?t|nicht|kein\p{L}*)\s+(?:\p{L}+\s+){0,3}?(?:genu\p{L}*|original\p{L}*|aut[eéê]ntic\p{L}*|authenti\p{L}*|verdade\p{L}*|verdader\p{L}*|vrai\p{L}*|real|ver[oaie]|echt\p{L}*)/iu;

/**
 * A replica of a landmark, a work of art or a museum piece ("Réplica de la Torre Eiffel", "replica of a Roman statue", "réplique
 * d'un fossile", also the thing first: "skull replica", "Eiffel Tower replica"): a souvenir or a decoration, not a maker's goods imitated.
 */
/** Landmarks, works of art, museum pieces and anatomical things a replica is made of as a souvenir, a decoration or a teaching aid. */
const workNouns = String.raw`(?:torres?|towers?|tours?|t[uü]rme?|templos?|temples?|catedra(?:l|is|les)|cath[eé]dra(?:l|le|ls|les)|igrejas?|iglesias?|[eé]glises?|est[aá]tuas?|estatuas?|statues?|statu[ae]|statuetten?|monumentos?|monuments?|castelos?|castillos?|ch[aâ]teaux?|castles?|pontes?|puentes?|ponts?|bridges?|pir[aâ]mides?|pyramids?|esculturas?|sculptures?|sculture?|skulpturen?|quadros?|cuadros?|tableaux?|paintings?|pinturas?|bustos?|busts?|b[uü]sten?|[aâ]nforas?|amphor(?:a|ae|as|es|en)|vasos?|vases?|f[oó]sseis|f[oó]ssil|fossils?|fossiles?|fossili|cr[aâ]nios?|skulls?|sch[aä]del|meteoritos?|mapas?|maps?|globos?|globes?|m[aá]scaras?\s+(?:africanas?|venezianas?)|[ií]dolos?|[ií]cones?|iconos?|ic[oô]nes?|relic[aá]rios?|vitrais?|coroas?|crowns?|couronnes?|tronos?|thrones?)`;
/** Nouns of works, landmarks and museum pieces, as a pattern's source (the item rule reads a named work's listing with them). */
export const workNounsSource = workNouns;
const replicaOfAWork = String.raw`(?:r[eé]plicas?|r[eé]pliques?|replik(?:a|en?)?|replica)\s+(?:(?:de|do|da|dos|das|del|des|du|d['’]|of|di|della|dello|von|der)\s*)?(?:(?:la|el|le|les|o|a|os|as|the|un|une|uma|una|um|an?|il|lo|einer?|eines|dem)\s+)?(?:\p{L}+\s+)?${workNouns}(?![\p{L}])|${workNouns}\s+(?:r[eé]plicas?|replik(?:a|en?)?)(?![\p{L}])`;
/** A reproduction of a sign or a poster, kept as decoration ("metal replica road sign", "réplica de placa antiga", "Blechschild Replik"). */
const replicaSign = String.raw`(?:r[eé]plicas?|r[eé]pliques?|replik(?:a|en?)?|reproduc\p{L}*|reprodu[cç][aã]o|reproduzione)\s+(?:(?:de|do|da|del|des|du|d['’]|of|di|della|dello|von)\s*)?(?:(?:la|el|le|les|o|a|os|as|the|un|une|uma|una|um|an?|il|lo|einer?|eines)\s+)?(?:(?!(?:com|con|with|avec|mit|e|y|et|and|und)\s)[\p{L}-]+\s+)?(?:signs?|placas?|plaques?|letreiros?|cartel(?:es)?|cartaz(?:es)?|affiches?|posters?|(?:verkehrs|stra(?:ss|ß)en|blech|stopp?|warn|orts|emaille?|werbe|park(?:platz)?)?schild(?:er)?|insegn[ae]|targ(?:a|he)\s+(?:in\s+latta|vintage|decorative)|sina(?:l|is)\s+(?:de\s+)?(?:tr[aâ]nsito|estrada|stop|perigo|proibi[cç][aã]o)|se[nñ]al(?:es)?\s+(?:de\s+)?(?:tr[aá]fico|tr[aá]nsito|carretera|stop|peligro|prohibici[oó]n)|panneaux?(?:\s+(?:routiers?|de\s+signalisation|stop|de\s+rue))?|cartell[oi](?:\s+(?:stradal[ei]|stop))?)(?![\p{L}])|(?:signs?|placas?|plaques?|letreiros?|cartel(?:es)?|(?:verkehrs|stra(?:ss|ß)en|blech|stopp?|warn|orts|emaille?|werbe|park(?:platz)?)?schild(?:er)?|insegn[ae]|panneaux?(?:\s+routiers?)?|cartell[oi](?:\s+stradal[ei])?|sina(?:l|is)\s+de\s+tr[aâ]nsito|se[nñ]al(?:es)?\s+de\s+(?:tr[aá]fico|tr[aá]nsito))\s+(?:(?!(?:com|con|with|avec|mit|e|y|et|and|und)\s)[\p{L}-]+\s+)?(?:r[eé]plicas?|r[eé]pliques?|replik(?:a|en?)?)(?![\p{L}])`;
/** A copy of a document, a certified one too ("copie conforme du carnet d'entretien", "copia compulsada del título"): papers, not goods imitated. */
const copyOfADocument = String.raw`(?:copie|c[oó]pia|copy|copia|kopie)s?\s+(?:(?:conformes?|certifi\p{L}*|autenticad\p{L}*|compulsad\p{L}*|beglaubigt\p{L}*|simples?)\s+)?(?:(?:du|de|do|da|del|della|des|of|von|der)\s+(?:(?:la|le|l['’]|o|a|el|the|il)\s*)?)?(?:livrets?|carnets?|cadernetas?|libro|libretto|manual|manuel|handbuch|factur[ae]s?|faturas?|invoices?|receipts?|recibos?|rechnung|certifica\p{L}*|zertifikat|documents?|documentos?|dokument\p{L}*|papiers?|pap[eé]is|papeles|papers|registo|registro|titres?|t[ií]tulos?|contrat\p{L}*|contratos?|contracts?|vertrag|diplomas?|dipl[oô]mes?)(?![\p{L}])`;
/**
 * "Fake" said of a scam's tools, not of goods: a fake address, account, profile, buyer, payment, link or message ("beware of scammers asking to
 * ship to a fake address", "perfis fake", "cuidado com pagamentos fake").
 */
const fakeOfAScam = String.raw`fakes?\s+(?:\p{L}+\s+)?(?:address(?:es)?|accounts?|profiles?|buyers?|sellers?|payments?|links?|e-?mails?|sms|texts?|messages?|transfers?|screenshots?|proofs?\s+of\s+payment|websites?|sites?|couriers?|parcels?\s+services?)(?![\p{L}])|(?:moradas?|direcci[oó]n(?:es)?|adresses?|indirizz[oi]|adressen?|perfis|perfil(?:es)?|profils?|profili|contas?|cuentas?|comptes?|account|compradores?|acheteurs?|acquirenti|k[aä]ufer|pagamentos?|pagos?|paiements?|pagamenti|zahlungen?|links?|liens?|enlaces?|mensagens|mensajes|messages?|messaggi|nachrichten|sites?)\s+fakes?(?![\p{L}])`;
/**
 * A material said to be fake or imitated ("fake leather", "Fake-Leder", "fake fur", "imitation pearls", "perles d'imitation", "pérolas de
 * imitação", "imitación piel"): an imitation material, not a maker's goods.
 */
const fakeMaterial = String.raw`(?:fakes?|imitations?|imita[cç][aã]o|imitaci[oó]n)[\s-]+(?:(?:de|d['’]|of|di)\s*)?${materials}|${materials}\s+(?:(?:de|d['’]|of|di)\s*)?(?:imitations?|imita[cç][aã]o|imitaci[oó]n)(?![\p{L}])`;
/**
 * An animal's skin imitated, said with an imitation word of its own language ("finto coccodrillo", "falso cocodrilo", "simili croco",
 * "faux python", "Kunstleder Kroko-Optik"): a print or an embossing, no maker's goods copied.
 */
const fakeSkin = (() => {
  const skin = String.raw`(?:cocc?o(?:drill[oi])?|croco(?:dile|dilo)?|cocodrilos?|crocodilos?|kroko(?:dil)?|pit[oó]n|pitone|python|serpente|serpiente|serpent|snake(?:skin)?|schlange|cobra|struzzo|avestruz|autruche|ostrich|strau(?:ß|ss)|leopard[oa]?|l[eé]opard|tigr[eo]|tiger|zebra|z[eè]bre|vis[oã]n|vison|visone|mink|nerz|lucertola|lagarto|l[eé]zard|lizard|echse|pelliccia|fourrure|fur|pelz|pelle|piel|pele|cuir|leather|leder|couro|cuero|cuoio)`;
  // A word before it may be the goods' noun the counterfeit term reads with it ("Borsa finto coccodrillo").
  return String.raw`(?:\p{L}+\s+)?(?:fint[oaie]|fals[oa]|simili|faux|fausse|kunst|imitat(?:ion|o|a))[\s-]*(?:(?:de|di|d['’])\s*)?${skin}(?![\p{L}])|${skin}[\s-]+(?:fint[oaie]|falso|falsa|sint[eé]tic[oa]|synth[eé]tique|synthetic|sintetic[oa]|optik|look|effect|efecto|efeito|effet|effetto|print|estampado|stampa|imprim[eé])(?![\p{L}])`;
})();
/**
 * "Fake" said of a thing of nature or of the body made artificial ("plantas fake", "Fake Pflanze", "fake snow", "faux cils", "fake tan"):
 * no maker's goods are copied.
 */
const fakeNatural = (() => {
  const natural = String.raw`(?:plantas?|plantes?|plants?|piante|pianta|pflanzen?|flores?|fleurs?|flowers?|fiori|blumen|[aá]rvores?|[aá]rbol(?:es)?|arbres?|trees?|alberi|albero|b[aä]ume?|baum|relva|c[eé]sped|gazon|grass|prato|rasen|frutas?|fruits?|frutta|obst|neve|nieve|neige|snow|schnee|sangue|sangre|sang|blood|blut|tatuagens?|tatuajes?|tatouages?|tattoos?|tatuaggi|cils|pestanas|pesta[nñ]as|(?:eye)?lashes|ciglia|wimpern|unhas|u[nñ]as|ongles|nails|unghie|n[aä]gel|tan|bronzeado|bronceado|bronzage|abbronzatura|br[aä]une|velas?|bougies?|candles?|candele|kerzen|folhas?|hojas?|feuilles?|leaves|foglie|bl[aä]tter|suculentas?|succulente?s?|cact(?:os?|us|i)|kakteen|kaktus|bouquets?|ramos?\s+de\s+flores|guirlandas?|guirnaldas?|guirlandes?|garlands?|ghirland[ae]|girlanden?)`;
  return String.raw`(?:fakes?|fausses?|faux)[\s-]+${natural}(?![\p{L}])|${natural}(?:\s+(?:de|di|of|du)\s+\p{L}+)?\s+(?:(?:artificia\p{L}*|de\s+pl[aá]stico|en\s+plastique|di\s+plastica|aus\s+plastik|plastic)\s+)?(?:\(\s*)?fakes?(?![\p{L}])`;
})();
/**
 * A material said imitated with a costume-jewellery or a synthetic word before the claim ("perles fantaisie (imitation)", "perlas de
 * bisutería (imitación)", "pearls are costume (imitation)"), or German "Perlen-Imitat": the material, not a maker's goods. A bare comma
 * ("perles, imitation parfaite") is not enough.
 */
const imitationOfMaterial = (() => {
  const costume = String.raw`(?:fantaisie|fantasia|fantas[ií]a|bijuteria|bisuter[ií]a|costume|fashion|sint[eé]tic[ao]s?|synth[eé]tiques?|synthetic|artificia\p{L}*|finte|fint[oa]|fausses?|faux|modeschmuck)`;
  return String.raw`${materials}(?:\s+(?:de\s+|di\s+)?|\s+(?:are|is|sont|est|s[aã]o|son|sono|sind|ist)\s+)${costume}\s*[(,–-]?\s*(?:imitations?|imita[cç][aã]o|imitaci[oó]n|imitazione|imitat)\)?(?![\p{L}])|${materials}-imitat(?![\p{L}])`;
})();

/** A supply named for an animal ("jaula de hámster", "food for rabbits", "Futter für Kaninchen"), or Italian "loro" as the pronoun. */
export const petSupplyFor = new RegExp(
  String.raw`(?:gaiolas?|jaulas?|cages?|gabbi[ae]|k[aä]fig\p{L}*|terr[aá]rios?|terrariums?|vivariums?|aqu[aá]rios?|acuarios?|aquariums?|acquari[oi]|hutch(?:es)?|voli(?:era|ere|[eè]res?|eren?)|aviar(?:y|ies)|viveiros?|clapiers?|poulaillers?|galinheiros?|gallineros?|pollai?o?|h[uü]hnerst[aä]lle?|st[aä]lle?|niches?|comedouros?|comederos?|bebedouros?|bebederos?|ra[cç][aã]o|ra[cç][oõ]es|piensos?|comida|food|futter|nourriture|croquettes|cibo|brinquedos?|juguetes?|jouets?|toys?|giochi|spielzeug|camas?|beds?|transportadoras?|transport[ií]n|carriers?|ruedas?|rodas?|roues?|wheels?|casotas?|casetas?|heno|feno|foin|hay|heu|fieno|litter|areia|arena|liti[eè]re|lettiera|streu|vitamin\p{L}*|shampoo|champ[oô]|accessor\p{L}*|acess[oó]rios?|zubeh[oö]r)\s+(?:[\p{L}]+\s+)?(?:para|de|do|da|pour|for|à|au|aux|per|f[uü]r|del|della|dei|degli)\s+(?:(?:o|a|os|as|el|la|los|las|le|les|the|il|lo|i|gli|den|die|das|mon|ma|my|meu|minha|mi)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?|(?<![\p{L}])(?:le|i|il|la|gli|lo|dei|delle|della|del|degli|alle|ai|agli|per|di|a|da|tra|fra|sono|hanno|tutti|tutte|ogni)\s+loro|[\p{L}]+\s+(?:hutch(?:es)?|cages?|runs?|food|bedding|houses?|toys?|tanks?|vivariums?|terrariums?|perch(?:es)?|nests?|beds?|carriers?|wheels?|litter|treats|hay|aviar(?:y|ies))(?![\p{L}])`,
  'iu',
);

/**
 * Signs of a living animal sold (PT, ES, FR, EN, IT, DE): its age ("3 anos", "8 weeks old"), its sex or a pair, what it does
 * (talks, sings, is tame), its cage or tank sold with it ("con jaula", "with vivarium", "mit Käfig"), a new home sought for it, or
 * "vendo o meu …"/"selling my …" before it.
 */
export const animalSigns = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])\d{1,2}\s*(?:anos?|a[ñn]os?|ans?|years?|yrs?|anni|anno|jahre?n?|meses|m[eê]s|mois|months?|mesi|mese|monate?n?|semanas?|semaines?|weeks?|settimane|wochen)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:fala|falam|habla|hablan|parle|parlent|talks?|talking|parla|parlano|spricht|sprechen|canta|cantan|chante|chantent|sings?|singt|mans[oa]s?|d[oó]cil|d[oó]ceis|docile|tame|zahm|handzahm|zutraulich|affettuos[oa]|cari[ñn]os[oa]|meig[oa]|sociable|soci[aá]vel|macho|f[eê]mea|hembra|femelle|female|maschio|femmina|m[aä]nnchen|weibchen|casal|pareja|coppia|p[aä]rchen)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:com|con|with|avec|mit|inclu\p{L}*|incl\.?|inkl\.?|plus|e|y|et|and|und)\s+(?:(?:a|o|la|el|le|the|its|their|sua|su|sa|seinem?|ihrem?|il|la\s+sua|sin|sans)\s+)?(?:(?:starter|small|large|big|glass|wooden|pequen[oa]|grande|petite?|grand)\s+)?(?:gaiolas?|jaulas?|cages?|gabbi[ae]|k[aä]fig(?:e)?|stall|terr[aá]rios?|terrariums?|vivariums?|aqu[aá]rios?|acuarios?|aquariums?|acquari[oi]|viveiros?|conejeras?|clapiers?|hutch(?:es)?|enclosures?|recintos?|voli[eè]res?|voliera|comedouros?|comederos?)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:procura|busca|cherche|looking\s+for|cerca|sucht)\s+(?:\p{L}+\s+){0,2}(?:casa|hogar|lar|famille|foyer|home|famiglia|zuhause|familie)(?![\p{L}])|abzugeben|[àa]\s+donner|good\s+home|re-?homing|ado(?:p|ç|c)\p{L}*`,
    String.raw`(?<![\p{L}])(?:vendo|vende|vends|selling|verkaufe)\s+(?:(?:o|a|os|as|mi|mis|mon|ma|mes|my|our|meinen?|meine|il\s+mio|la\s+mia|i\s+miei|nosso|nossa|nuestro|nuestra|notre|unser\p{L}*|o\s+meu|a\s+minha)\s+)`,
    // Hatched or feeding, said of reptiles and birds ("hatched last autumn", "nacidas en marzo", "éclos cet été", "eats defrosted mice", "come grilos").
    String.raw`(?<![\p{L}])(?:hatch(?:ed|lings?)|eclosionad\p{L}*|eclodi\p{L}*|[ée]clos(?:e|es|ion)?|geschl[uü]pft|schl[uü]pf\p{L}*|nat[ie]\s+(?:a|in|nel)|nacid[oa]s\s+(?:en|el)|nascid[oa]s\s+(?:em|a|no)|n[ée]e?s\s+(?:en|le|au)|born\s+(?:in|on|this))(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:feeding|feeds|eating|eats|come[mn]?|comiendo|mange(?:nt)?|mangia(?:no)?|fress(?:en|t)|frisst)\s+(?:on\s+|de\s+)?(?:\p{L}+\s+)?(?:pinkies|pinkys|fuzzies|mice|rats|crickets|locusts|insects|ratos|ratones|souris|topi(?:ni)?|m[aä]use|grilos|grillos|grillons|grilli|heimchen|insectos|insetos|insectes|insetti|insekten)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/** A likeness, a print, a costume, a book or a recipe of an animal, or a name that only sounds like one ("Monty Python", "Peter Rabbit"). */
export const animalLikenesses = /playmobil|lego|schleich|sylvanian|pel[uú]cias?|peluches?|plush|pl[uü]sch|soft\s+toys?|kuscheltier\p{L}*|doudous?|figur(?:a|as|ine|ines|en)\b|bonecos?|action\s+figures?|estampad\p{L}*|print(?:ed)?\b|imprim[eé]\p{L}*|stampa\p{L}*|aufdruck|fantasia|disfraz|d[eé]guisement|costumes?|kost[uü]m|livros?|libros?|livres?|books?|b[uü]ch(?:er)?|libri|dvd|puzzles?|posters?|pyjamas?|pijamas?|receitas?|recetas?|recettes?|recipes?|ricett[ae]|rezept\p{L}*|python\s+(?:programming|book|course|curso|cours|crash)|monty\s+python|peter\s+rabbit|bugs\s+bunny|playboy|energizer|lapins?\s+cr[eé]tins?|lindt|chocolat\p{L}*/iu;
/**
 * Signs that young animals named by a word of several meanings are alive and for sale: an age in weeks, their care (vaccinated,
 * dewormed, microchipped, with a pedigree) or a home sought (PT, ES, FR, EN, IT, DE). Months are left out: clothes are sized in them.
 */
const youngAnimalSigns = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])\d{1,2}\s*(?:semanas|semaines|weeks|settimane|wochen)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:desparasitad[oa]s?|vacinad[oa]s?|vacunad[oa]s?|vaccin[eé]e?s?|vaccinated|vaccinat[oie]|sverminat[oie]|geimpft|entwurmt|dewormed|wormed|vermifug[eé]e?s?|microchip\p{L}*|chipad[oa]s?|pucé\p{L}*|gechippt|pedigr(?:ee|í|i)|loe|lof|cartilla|libretto\s+sanitario|boletim\s+sanit[aá]rio|impfpass|first\s+jabs)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:procura|busca|cherche|looking\s+for|cerca|sucht)\s+(?:\p{L}+\s+){0,2}(?:casa|hogar|lar|famille|foyer|home|famiglia|zuhause|familie)(?![\p{L}])|abzugeben|[àa]\s+donner|good\s+home|re-?homing|ado(?:p|ç|c)\p{L}*`,
  ].join('|'),
  'iu',
);

/**
 * Signs that a dog or a cat is alive and given or sold: its care (vaccinated, dewormed, microchipped, neutered, with a pedigree or a
 * health booklet) or a new home sought (PT, ES, FR, EN, IT, DE). An age alone is none: children's clothes printed with dogs and cats
 * are sized in years.
 */
const petCareSigns = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:desparasitad[oa]s?|vacinad[oa]s?|vacunad[oa]s?|vaccin[eé]e?s?|vaccinated|vaccinat[oie]|sverminat[oie]|geimpft|entwurmt|dewormed|wormed|vermifug[eé]e?s?|microchip\p{L}*|chipad[oa]s?|pucé\p{L}*|gechippt|castrad[oa]s?|esterilizad[oa]s?|st[eé]rilis[eé]e?s?|castr[eé]e?s?|neutered|spayed|kastriert|sterilizzat[oaie]|castrat[oaie]|pedigr(?:ee|í|i)|loe|lof|lop|cartilla|libretto\s+sanitario|boletim\s+sanit[aá]rio|impfpass|first\s+jabs)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:procura|busca|cherche|looking\s+for|needs?|cerca|sucht)\s+(?:\p{L}+\s+){0,2}(?:casa|hogar|lar|fam[ií]lia|famille|foyer|home|famiglia|zuhause|familie)(?![\p{L}])|abzugeben|[àa]\s+donner|good\s+home|re-?homing|ado(?:p|ç|c)\p{L}*`,
  ].join('|'),
  'iu',
);

/** Aquarium fish by their plain word and the common species sold (PT, ES, FR, EN, IT, DE). */
const aquariumFish = String.raw`(?:peixes|peces|poissons|fish(?:es)?|pesci|fische|guppys?|guppies|bettas?|platys?|platis|mollys?|mollies|escalares|goldfish|kois?|c[ií]clidos|cichlids?|ciclideos|ciclídeos|barbos?|discos?\s+(?:peixes|fish))`;

/** Dogs and cats by their plain word; English "cat" and "chat", Italian "cane" left out (a brand, a chat window, a walking cane). */
const dogsAndCats = String.raw`(?:c[aã]es|c[aã]o|cadelas?|gat[oa]s|gata|perr[oa]s?|chiens?|chiennes?|chattes|dogs?|cagn(?:a|e|olin[oaie])|gatt[oaie]|hunde?|h[uü]ndin(?:nen)?|katzen?|kater)`;
/** Possessives before a pet: the seller's own ("unser Hund", "o nosso cão", "our dog", "mi perro", "notre chien", "il nostro gatto"). */
const possessives = String.raw`(?:unser|unsere|unseren|mein|meine|meinen|nosso|nossa|meu|minha|my|our|mi|mis|nuestro|nuestra|mon|ma|notre|nos|mio|mia|nostro|nostra)`;
const ownPetBefore = String.raw`(?<!${possessives}\s)`;
/** A new home sought for a pet, or the seller saying it is for sale ("procura nova família", "zu verkaufen", "vendo o meu gato"). */
const petRehomed = new RegExp(
  String.raw`(?<![\p{L}])(?:procura|busca|cherche|looking\s+for|needs?|cerca|sucht)\s+(?:\p{L}+\s+){0,2}(?:casa|hogar|lar|fam[ií]lia|famille|foyer|home|famiglia|zuhause|familie)(?![\p{L}])|abzugeben|zu\s+verkaufen|[àa]\s+donner|[àa]\s+vendre|for\s+sale|good\s+home|re-?homing|ado(?:p|ç|c)\p{L}*|(?:vendo|vende|vends|selling|verkaufe)\s+(?:(?:o|a|el|la|le|il|lo)\s+)?`+possessives,
  'iu',
);

/** Counterfeiters' words for a copy's grade ("AAA", "UA", "1:1", "top", "super", "mirror", "high quality"), in the six languages. */
const copyGrade = String.raw`(?:aaa\+?|a\+|ua|1:1|top(?:[\s-]?(?:grade|tier|quality|qualit[eéà]|qualidade|calidad|qualit[aä]t))?|super|mirror|espelho|espejo|miroir|specchio|spiegel|premium|high[\s-]?end|(?:alta|haute|high|hohe[rn]?|elevada|ottima|[oó]tima|excelente|excellent[ei]?)\s+(?:qualidade|calidad|qualit[eéà]|quality|qualit[aä]t)|perfeit[oa]|perfect[oa]?|parfaite?|perfett[oa]|identic[oa]|id[eé]ntic[oa]|identique)`;
/** A clone, the counterfeiters' word for a copy of a maker's goods (PT, ES, FR, EN, IT, DE). */
const cloneWord = String.raw`(?:clones?|clon(?:es)?|cl[oô]nes?|klon(?:e|en)?|clonad[oa]s?|clonat[oaie]|geklont\p{L}*)`;
/** Words for the parts, packaging and papers of an item: "not the original strap", "não é a caixa original" are disclosures of them. */
const partOrPackaging = String.raw`(?:caixas?|box(?:es)?|bo[iî]tes?|cajas?|scatol[ae]|karton|verpackung|embalage[mn]|embalaje|emballage|packaging|confezione|etiquetas?|etiquettes?|tags?|labels?|papers?|pap[eé]is|papeles|papiers?|fa(?:c)?turas?|receipts?|dust\s*bags?|bracelete|correas?|straps?|armband|cinturino|pulseiras?|bracelets?|cord[oõ]es|lacets?|laces?|schn[uü]rs?enkel|palmilhas?|plantillas?|insoles?|semelles?|soles?|suelas?|solas?|sohlen?|vidro|cristal|glass|verre|vetro|glas|fecho|clasp|fermoir|cierre|chiusura|verschluss|bateria|battery|batterie|akku|carregador|charger|cargador|chargeur|cabo|cable|c[aâ]ble|cavo|kabel|ecr[aã]|screen|pantalla|[eé]cran|display|pe[cç]as?|parts?|piezas?|pi[eè]ces?|pezzi|teile)`;

/**
 * A gun a tool or a toy is named with: a garden hose's or a washer's spray gun ("mangueira com pistola", "pistolet d'arrosage", "pistolet 6
 * jets": a gun with settings, jets or modes is a nozzle), read as context by the weapons entry.
 */
const sprayGunWords =
  /(?<![\p{L}])(?:mangueiras?|mangueras?|tuyaux?\s+d['’]arrosage|arrosage|garden\s+hoses?|hose(?:pipe)?s?|tubo\s+(?:da|per)\s+(?:giardino|irrigazione)|gartenschl[aä]uch\p{L}*|schlauch\p{L}*|irriga\p{L}*|riego|rega|bewässerung|bewaesserung|hidrolimpiadoras?|lavadoras?\s+de\s+(?:alta\s+)?press[aã]o|nettoyeurs?\s+haute\s+pression|pressure\s+washers?|idropulitric[ei]|hochdruckreiniger\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:pistol(?:a|e|et)?s?|guns?)\s+(?:(?:de|à|a|with|mit|con|com|à)\s+)?\d{1,2}\s+(?:posici\p{L}*|posi[cç]\p{L}*|positions?|posizioni|funci\p{L}*|fun[cç]\p{L}*|fonctions?|functions?|funzioni|modos?|modes?|modalit\p{L}*|chorros?|jatos?|jets?|getti|settings?|spray\s+patterns?|einstellungen|stellungen|strahlarten)(?![\p{L}])/iu;

/**
 * A passport of a plant or an animal, not a person's ("passaporte fitossanitário", "pasaporte de la mascota", "passeport phytosanitaire",
 * "pet passport", "passaporto delle piante", "EU-Heimtierpass"): the plant's or the pet's papers that go with it.
 */
const plantOrAnimalPassport = (() => {
  const passport = String.raw`(?:passaportes?|pasaportes?|passeports?|passports?|passaport[oi]|p[aä]sse?)`;
  const europe = String.raw`(?:(?:europeu|europeo|europ[eé]en|european|europea|ue|eu)\s+)?`;
  const plantOrAnimal = String.raw`(?:plantas?|plantes?|plants?|piante|pianta|pflanzen?|[aá]rvores?|[aá]rboles?|arbres?|trees?|alberi|b[aä]ume?|animal|animais|animales|animaux|animals?|animali|mascotas?|animal\s+de\s+compa[nñ]h?ia|animaux?\s+de\s+compagnie|pets?|c[aã]o|c[aã]es|cachorros?|perros?|chiens?|dogs?|cani|cane|gatos?|chats?|cats?|gatti|gatto|cavalos?|caballos?|chevaux|cheval|horses?|cavalli|cavallo|equinos?|[eé]quid[eé]s?|hunde?s?|katzen?|pferde?s?)`;
  const plantWord = String.raw`(?:fitossanit[aá]ri[oa]s?|fitosanitari[oa]s?|phytosanitaires?|phytosanitary|fitosanitari[oe])`;
  const owner = String.raw`(?:(?:o|a|os|as|el|la|los|las|le|les|l['’]|the|il|lo|gli|mi|mis|meu|minha|mon|ma|my|your|seu|sua|su|der|des|dem|meines|meiner)\s*)?`;
  return String.raw`${passport}\s+${europe}(?:${plantWord}|(?:de|do|da|dos|das|del|para|pour|per|for|delle|della|dello|degli|del|des|du|of|f[uü]r)\s+${owner}${plantOrAnimal})(?![\p{L}])|(?:plant|pet|dog|cat|horse|equine|animal)[\s-]?passports?|(?:eu-?)?(?:pflanzen|heimtier|tier|hunde|katzen|pferde)(?:pass|p[aä]sse|ausweis)`;
})();
/**
 * Study material for a driving licence's test ("Führerschein-Theoriebuch", "livro de código da carta de condução", "test del carnet de
 * conducir", "code de la route permis", "driving licence theory book", "quiz della patente"): a book or a course, no licence. Not a licence
 * "without an exam" (another entry reads that).
 */
const licenceStudyMaterial = (() => {
  const licence = String.raw`(?:f[uü]hrerscheine?|driving\s+licen[cs]e|cartas?\s+de\s+condu[cç][aã]o|carn[eé]t?\s+de\s+conducir|permiso\s+de\s+conducir|permis(?:\s+de\s+conduire)?|patente(?:\s+di\s+guida)?)`;
  const study = String.raw`(?:fragebog\p{L}*|fragen|pr[uü]fungs?\p{L}*|theorie\p{L}*|lernb[uü]ch\p{L}*|lehrb[uü]ch\p{L}*|b[uü]ch(?:er)?|lern\p{L}*|kurs\p{L}*|tests?|testes?|exam(?:s|en|ens|e|es)?|ex[aá]men(?:es)?|esam[ei]|theory|te[oó]ric[oa]|teoria|books?|livros?|libros?|livres?|libr[oi]|manua(?:l|is|les|li|le)|manuels?|guides?|gu[ií]as?|questions?|perguntas|preguntas|domande|quiz|c[oó]digo\s+d[ae]\s+(?:la\s+)?(?:estrada|circula[cç][aã]o|circulaci[oó]n)|code\s+de\s+la\s+route|highway\s+code|cours|courses?|cursos?|corsi|corso|temario|apps?|aplica[cç][aã]o|aplicaci[oó]n|simulador|simulateur|simulator|simulatore)`;
  // Between them at most the licence's class ("Klasse B", "categoria A2", "B"): no word that could call it real or for sale.
  const licenceClass = String.raw`(?:(?:(?:der\s+)?klasse|kl\.|categoria|categor[ií]a|cat[eé]gorie|category|kategorie|classe|clase|class|tipo|type)\s+)?(?:(?:am|a[12]?|b[1e]?|c[1e]?|d[1e]?)\s+)?`;
  const join = String.raw`(?:(?:para|for|pour|per|f[uü]r|zum|zur|de|da|do|du|del|della|di|of)\s+)?(?:(?:a|la|le|the|il|o|den|die|el|l['’])\s*)?`;
  return String.raw`${licence}[\s-]+${licenceClass}${join}${study}(?![\p{L}])|${study}\s+(?:(?:de|do|da|del|di)\s+(?:c[oó]digo|teoria|te[oó]rico)\s+)?${join}${licence}`;
})();

/**
 * Identity photos and the documents they are taken for ("fotos tipo passe para o cartão de cidadão", "fotos de carnet para DNI y pasaporte",
 * "photos d'identité pour passeport", "passport photos", "fototessere per passaporto", "foto tessera per la patente", "Passbilder für Reisepass",
 * the documents first, "driving licence and passport photos"): a photographer's service,
 * no document. Not where the sentence calls a document real or fake or offers it for sale.
 */
const photosForDocuments = (() => {
  const photos = String.raw`(?:(?:fotos?|fotografias?|photos?|fotografie)\s+(?:tipo\s+passe|(?:de\s+|para\s+)?carn[eé]t?|d['’]\s*identit[eé]|de\s+identidad|de\s+identidade|(?:formato\s+)?tessera|per\s+documenti|biom[eé]tri\p{L}*)|fototessere?|passbilder?|passfotos?|(?:passport|id)\s+(?:photos?|pictures?))`;
  const document = String.raw`(?:cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|passaportes?|pasaportes?|passeports?|passports?|passaport[oi]|reisep[aä]sse?|personalausweise?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]t?\s+de\s+conducir|permis\s+de\s+conduire|cartes?\s+d['’]identit[eé]|carta\s+d['’]identit[aà]|patente(?:\s+di\s+guida)?|f[uü]hrerscheine?|dni|driving\s+licen[cs]e)`;
  const noClaim = String.raw`(?!\p{L}*(?:verdadeir|verdader|vrai|echt|real|genuin|autentic|authenti|fals|faux|fausse|fake|venda|venta|vente|sale|sell|vend|verkauf))`;
  const claimAfter = String.raw`(?![^.!?\n]{0,40}?(?<![\p{L}])(?:verdadeir|verdader|vrai|echt|real|genuin|autentic|authenti|fals|faux|fausse|fake|[àa]\s+venda|en\s+venta|[àa]\s+vendre|for\s+sale|in\s+vendita|zu\s+verkaufen))`;
  // The documents named first, the photos' word after them ("driving licence and passport photos"), not after a word calling them real or fake.
  const claimBefore = String.raw`(?<!(?<![\p{L}])(?:fake|false|faux|fausses?|fals[oa]s?|falsche?[nrs]?|real|genuine|echte?[nrs]?|vrais?|vraies?|verdadeir[oa]s?|verdader[oa]s?|ver[oia])\s+)`;
  const documentsFirst = String.raw`${claimBefore}${document}(?:(?:\s*,\s*|\s+(?:e|y|et|and|und|ed|&)\s+)${document})*[\s-]+(?:photos?|pictures?|pics|fotos?|bilder)(?![\p{L}])`;
  return String.raw`(?:${photos}(?:[^.!?\n\p{L}]|(?<![\p{L}])${noClaim}\p{L}+){0,80}?${document}(?:(?:\s*,\s*|\s+(?:e|y|et|and|und|ed|o|ou|or|oder)\s+)${document})*|${documentsFirst})${claimAfter}`;
})();

export const itemLexicon: TopicLexicon[] = [
  {
    topic: 'counterfeits',
    qualifier: true,
    terms: [
      'r[eé]plicas?', 'r[eé]pliques?', 'repli[kc]a(?:s)?', 'replik(?:en?)?', 'fakes?', 'falsificad[oa]s?', 'falsifi[eé]e?s?', 'contrafa[cç][cç][aã]o', 'contrafeitos?', 'counterfeits?', 'contrefa[cç]ons?',
      'imita[cç][aã]o', 'imitaci[oó]n', 'imitations?', 'c[oó]pias?\\s+(?:perfeitas?|id[eé]nticas?|exactas?|1:1|de\\s+marca|premium|aaa|top)', '(?:c[oó]pias?|copies?|kopien?|copy)\\s+(?:de\\s+|di\\s+|of\\s+|in\\s+|von\\s+|en\\s+)?(?:(?:muito|mui|muy|tr[eè]s|molto|very|sehr|super|really)\\s+)?(?:boa|buena|bonne|buona|good|gute[rn]?|alta|haute|high|top|excelente|excellent[ei]?|ottima|exzellente[rn]?|[oó]tima|perfeita|perfecta|parfaite|perfetta|perfect)\\s+(?:qualidade|calidad|qualit[eéà]|quality|qualit[aä]t)', 'copies?\\s+(?:parfaites?|conformes?|premium|aaa|haute\\s+qualit[eé]|de\\s+luxe)',
      '(?:sac|bolsa|bolso|borsa|bag|handbag|tasche|montre|watch|reloj|rel[oó]gio|orologio|uhr|ceinture|cintur[oó]n|cinto|cintura|belt|g[uü]rtel)s?\\s+(?:copie|c[oó]pia|copy|fals[oaie]|fake|finta|finto|imitaci[oó]n|imita[cç][aã]o)',
      // German and Italian: "gefälschte", "Fälschung", "Imitat", "nachgemacht", "contraffatto", "falsificata".
      'gef[aä]lscht\\p{L}*', 'f[aä]lschung(?:en)?', 'imitat', 'nachgemacht\\p{L}*', 'contraffatt[oaie]', 'contraffazion[ei]', 'falsificat[oaie]',
      'knock-?offs?', '1:1', 'aaa\\+?\\s+(?:quality|grade)',
      // Mirror quality, the same factory, "UA": the counterfeiters' own words for a copy in the six languages.
      '(?:calidad|qualidade|qualit[eé]|qualit[aà])\\s+(?:de\\s+)?(?:espejo|espelho|miroir|specchio)', 'spiegelqualit[aä]t', 'mirror\\s+(?:grade|copy|copies)',
      '(?:(?:la\\s+)?misma|(?:a\\s+)?mesma|(?:the\\s+)?same|(?:la\\s+)?m[eê]me|(?:la\\s+)?stessa|(?:der\\s+)?gleichen?)\\s+(?:f[aá]brica|factory|usine|fabbrica|fabrik)', 'ua\\s+(?:quality|version|grade)', 'unauthori[sz]ed\\s+authentic',
      // A copy graded as counterfeiters grade them, in either order and in the six languages: "super clone", "top-grade clone", "clone AAA",
      // "clone di alta qualità", "Klon in Top-Qualität", "calidad top clon", "versão AAA", "versión UA" (not the Clone Wars nor a disk's clone).
      `${copyGrade}[\\s-]+${cloneWord}`, `${cloneWord}\\s+(?:(?:de|da|di|in|en|of|em)\\s+)?(?:(?:muito|muy|tr[eè]s|molto|very|sehr|super)\\s+)?${copyGrade}(?:[\\s-]+(?:qualidade|calidad|qualit[eéà]|quality|qualit[aä]t|grade|grado|grau|version|versi[oó]n|vers[aã]o|versione))?`,
      `(?:calidad|qualidade|qualit[eé]|qualit[aà]|quality|qualit[aä]t|grade|grado|grau)\\s+(?:${copyGrade}\\s+)?${cloneWord}`,
      `(?:vers[aã]o|versi[oó]n|version|versione)\\s+(?:aaa\\+?|1:1|espelho|espejo|miroir|specchio|mirror|spiegel|clone|clon|klon)`,
      // A clone in a sentence saying it looks the same as the genuine goods ("son clones buenos, nadie lo nota").
      `${cloneWord}(?=[^.!?\\n]{0,90}?${looksAlike})`, `(?:aaa\\+?|1:1|mirror|espelho|espejo|miroir|specchio)\\s+(?:vers[aã]o|versi[oó]n|version|versione)`, '(?:grade|grado|grau)\\s+aaa', 'qualidade\\s+aaa', 'calidad\\s+aaa', 'first\\s+copy', 'mirror\\s+quality',
    ],
    innocent: new RegExp(`${replicaInnocent.source}|${counterfeitDetector.source}|${oneToOneRatio.source}|${oneToOneService}|${replicaOfAWork}|${copyOfADocument}|${fakeOfAScam}|${fakeMaterial}|${fakeSkin}|${imitationOfMaterial}|${fakeNatural}|${replicaSign}`, 'iu'),
    // A scale model's listing: its "replica" is of a vehicle, a building or a ship, at a scale, not a maker's goods imitated.
    context: new RegExp(`${replicaWeaponWords.source}|${scaleModelWords.source}|${replicaAsModelOrProp.source}`, 'iu'),
  },
  {
    // A seller's own word that the goods are not authentic ("pas authentique", "não é autêntica", "not authentic", "non è autentica"):
    // the claim carries its negation, so it is not read as a negated term. Not "genuine" or "original", said of a repaired phone's
    // parts ("non-genuine screen", "ecrã não original"); and a copy named as a copy of a bag, a watch, shoes, a perfume or sunglasses
    // ("copie du sac", "copy of a watch"); quality words before "reps" ("top tier reps"), the resellers' word for a replica.
    topic: 'counterfeits',
    qualifier: true,
    terms: [
      `(?:n[aã]o|no|pas|not|non|isn'?t)\\s+(?:(?:[eé]|es|est|is|[eè]|son|sont|s[aã]o|sono)\\s+)?(?:(?:um|uma|un|une|una|an?)\\s+)?(?:aut[eéê]ntic[oa]s?|authentiques?|authentic|autentic[oaie])${notMaterial}`,
      `(?:copie|c[oó]pias?|copy|copia|kopie)\\s+(?:du|de(?:l|\\s+la|\\s+um|\\s+uma|\\s+un|\\s+une)?|d\x27(?:un|une)?|do|da|della|dello|di\\s+(?:un|una)|of(?:\\s+(?:the|a|an))?|von|eine[rs]?|der)\\s*${copiedGoods}`,
      '(?:top[\\s-]?tier|high[\\s-]?quality|good[\\s-]?quality|best[\\s-]?quality|budget|cheap|1:1)\\s+reps',
      // A rep named with the goods it copies ("rep bag", "rep sneakers", "reps Uhr"): the resellers' word, whatever stands before it.
      `reps?\\s+${copiedGoods}`,
    ],
  },
  {
    // "not genuine Pandora but you can't tell the difference", "Não é original Louis Vuitton, mas é igualzinha": imitations by the seller's own words.
    topic: 'counterfeits',
    qualifier: true,
    terms: [negatedAuthenticLookingSame],
    innocent: partNotOriginal,
  },
  {
    // The seller saying the item is not genuine, with no word of its looks ("Não são originais, mas estão como novos", "No es
    // auténtico", "Not genuine", "Keine echten", "Ce n'est pas un vrai", "not the real deal"), where the title names the item's own
    // maker among those whose goods are copied: of a maker's shoes, bag or watch the claim is an imitation. Not said of a part,
    // the packaging or papers ("not the original strap", "a caixa não é original"), nor of a material ("kein echtes Leder").
    topic: 'counterfeits',
    qualifier: true,
    claimOfTitleMakersGoods: true,
    terms: [
      String.raw`(?:n['’](?:est|[eé]tait)\s+pas|ne\s+sont\s+pas|n[aã]o|no|not|non|pas|isn['’]?t|aren['’]?t|nicht|kein(?:e|en|er|es)?)\s+(?:(?:[eé]|es|est|is|are|[eè]|son|sont|s[aã]o|sono|sind|ist|it['’]?s)\s+)?(?:(?:um|uma|un|une|una|an?|des|de|del|della|d['’]|the|o|a|os|as|el|la|los|las|le|les|il|lo)\s*)?(?:genu[ií]n[oa]s?|genuine|originais|original(?:es|s|e|i)?|aut[eéê]ntic[oa]s?|authentiques?|authentic|autentic[oaie]|verdadeir[oa]s?|verdader[oa]s?|vrai(?:e|s|es)?|real(?:es)?|ver[oaie]|echte?[nrs]?|original(?:ware|artikel|produkte?)|legit|real\s+(?:deal|thing|one))${notMaterial}${notEdition}(?!\s+(?:\p{L}+\s+)?${partOrPackaging}(?![\p{L}]))`,
      // "Versión UA" ("unauthorised authentic", the counterfeiters' grade) of a copied maker's goods: of a phone it is the Ukrainian model.
      String.raw`(?:vers[aã]o|versi[oó]n|version|versione)\s+ua`,
      // "No es de la marca", "não é da marca", "pas de la marque", "not from the brand": not the maker's.
      String.raw`(?:n[aã]o|no|not|non|pas|nicht)\s+(?:(?:[eé]|es|est|is|[eè]|son|sont|s[aã]o|sono|sind|ist)\s+)?(?:da|do|de\s+la|del|de\s+l['’]|du|of\s+the|from\s+the|della|dalla|von\s+der)\s+(?:marca|marque|brand|marke)`,
    ],
    innocent: partNotOriginal,
  },
  {
    // German "keine echte", "nicht echt": the same claim, but not of a material ("kein echtes Leder", or a material named near it, alone or in a compound: "Kunstleder").
    topic: 'counterfeits',
    qualifier: true,
    terms: [`(?:kein(?:e|en|er|es)?|nicht)\\s+(?:(?:ist|sind)\\s+)?echt(?:e[rns]?)?${notMaterial}`],
    context: germanMaterials,
  },
  {
    // A copy or a rep named right after a maker and its model ("Sac Chanel Boy copie", "Moncler Maya rep"), or a copy
    // of a maker's goods ("copia de Rolex"): not a game's or a book's physical or digital copy, nor a copy of a receipt or papers.
    topic: 'counterfeits',
    qualifier: true,
    claimBesideMaker: true,
    terms: ['(?:copie|c[oó]pias?|copy|copia|kopie)\\s+(?:de|do|da|du|di|of|von)', 'copie', 'c[oó]pias?', 'copy', 'copia', 'kopie', 'reps?'],
    // "Copia del Ferrari F40 a escala 1:14", "Kopie des Porsche als Bausatz": a copy of a car or a ship as a scale model, a kit or a prop.
    context: new RegExp(`${scaleModelWords.source}|${replicaAsModelOrProp.source}`, 'iu'),
    innocent: /(?:copie|c[oó]pias?|copy|copia|kopie)\s+(?:f[ií]sica|physique|physical|digital|digitale|fisica|num[eé]rique|original|originale|jeu|game|juego|jogo|gioco|spiel)|(?:physical|digital|f[ií]sica|fisica|digitale|num[eé]rique)\s+(?:copie|c[oó]pias?|copy|copia|kopie)|(?:game|jeu|jogo|juego|gioco|spiel|dvd|cd|blu-?ray|vinyl|vinilo|vinil|disco|livro|libro|livre|book|buch|manga|bd|comic)s?\s+(?:[\p{L}\p{N}]+\s+){0,3}(?:copie|c[oó]pias?|copy|copia|kopie)|(?:copie|c[oó]pias?|copy|copia|kopie)[\s,;:]+(?:[\p{L}\p{N}'’-]+[\s,;:]+){0,3}?(?:isbn|paperback|hardback|hardcover|taschenbuch|tascabile|capa\s+(?:dura|mole)|tapa\s+(?:dura|blanda)|broch[eé]e?|reli[eé]e?|first\s+edition|primeira\s+edi[cç][aã]o|primera\s+edici[oó]n|premi[eè]re\s+[eé]dition|prima\s+edizione|erstausgabe)(?![\p{L}])|(?:copie|c[oó]pias?|copy|copia|kopie)\s+(?:\p{L}+\s+){0,2}(?:fa(?:c)?tura|factura|facture|invoice|receipt|rechnung|ricevuta|scontrino|quittung|recibo|tal[aã]o|ticket|certificat\p{L}*|certificado|garan[tz]\p{L}*|papers?|pap[eé]is|papeles|documents?|documentos?|dokumente?|manual|handbuch|livro|libro|livre|book|buch)/iu,
  },
  {
    topic: 'weapons',
    madeThing: true,
    // Weapons' parts are weapons' (the marketplaces' "weapons and weapon parts"): "cano de espingarda", "carregador de pistola", "rifle stock".
    parts: /^(?:canos?|ca[nñ]ón|ca[nñ]ones|canons?|barrels?|cann[ae]|l[aä]ufe?|culatras?|culatas?|culasses?|coronhas?|crosses?|stocks?|calci|calcio|schaft|sch[aä]fte|gatilhos?|gatillos?|g[aâ]chettes?|triggers?|grillett[oi]|abz[uü]ge?|carregador(?:es)?|cargador(?:es)?|chargeurs?|magazines?|caricator[ei]|magazine?|ferrolhos?|cerrojos?|verrous?|bolts?|otturator[ei]|verschl[uü]sse?|silenciador(?:es)?|silencieux|silencers?|suppressors?|silenziator[ei]|schalld[aä]mpfer|percutor(?:es)?|percuteurs?|pe[cç]as|piezas|pi[eè]ces|parts|pezzi|teile|ersatzteile)$/iu,
    terms: [
      'armas?\\s+de\\s+fogo', 'armas?\\s+de\\s+fuego', 'armes?\\s+[aà]\\s+feu', 'firearms?', 'pistolas?', 'pistolets?', 'revolver', 'rev[oó]lver(?:es)?', 'espingardas?',
      'caçadeiras?', 'escopetas?', 'fusils?', 'carabinas?', 'carabines?', 'rifles?', 'shotguns?', 'muni[cç][oõ]es', 'munici[oó]n(?:es)?', 'munitions?', 'ammo', 'ammunition', '(?:rounds|bullets|cartridges|shells)\\s+of\\s+(?:\\d+(?:[.,]\\d+)?\\s?mm|\\.\\d{2,3}|\\d+\\s?(?:gauge|ga))', '(?:\\d+(?:[.,]\\d+)?\\s?mm|\\.\\d{2,3}|\\d+\\s?(?:gauge|ga))\\s+(?:rounds|bullets|cartridges|shells)', 'balas\\s+(?:calibre|9mm)',
      'cartuchos',
      // Ammunition and grenades in French, German, Italian and English: cartridges only beside a calibre, a gauge or hunting.
      '(?:cartouches?|patronen|cartucce|cartuccia)(?=[^.!?\\n]{0,40}?(?:calib(?:re|ro|er)|kaliber|chasse|caccia|jagd|fusil|schrot|gauge|\\d\\s?mm\\b))', 'cartouches?\\s+de\\s+chasse', 'cartucce\\s+da\\s+caccia', 'munizioni', '(?:kaliber|calib(?:re|ro))\\s+\\d{1,2}(?:[.,]\\d{1,3})?\\s?mm', 'shotgun\\s+(?:cartridges|shells)', '\\d+\\s?(?:gauge|ga)\\s+(?:cartridges|shells)',
      // A firearm named by its action beside a gun's word or a gauge ("bolt-action rifle", "pump action 12 gauge"); a sprayer's or a pen's is no gun.
      '(?:pump|bolt|lever|break)[\\s-]action\\s+(?:shotguns?|rifles?|guns?)', '(?:pump|bolt|lever|break)[\\s-]action(?=[^.!?\\n]{0,30}?\\b\\d+\\s?(?:gauge|ga|bore)\\b)',
      'hand\\s?grenades?', '(?:inert|deactivated|dummy|practice|military|ww[12i]+)\\s+grenades?', 'grenades?\\s+(?:inert|inerte|d[eé]sactiv[eé]e?|factice)', 'granadas?\\s+(?:de\\s+m[aã]o|de\\s+mano|inertes?|militar(?:es)?)', 'handgranaten?', 'bombe\\s+a\\s+mano',
      'soqueiras?', 'socos?[\\s-]ingl[eê]s(?:es)?', 'sprays?\\s+(?:de\\s+)?auto-?defe(?:sa|nsa)', 'self[\\s-]defen[cs]e\\s+sprays?', 'sprays?\\s+(?:d\\x27)?auto-?d[eé]fense', 'pu[nñ]o\\s+americano', 'poing\\s+am[eé]ricain', 'brass\\s+knuckles', 'knuckle[\\s-]?dusters?', 'tirapugni', 'schlagringe?', 'bast(?:[aã]o|[oõ]es)\\s+extens[ií]ve(?:l|is)', '(?:telescopic|expandable|extendable|extending|asp)\\s+batons?', 'matraques?\\s+t[eé]lescopiques?', 'porras?\\s+(?:extensibles?|telesc[oó]picas?)', 'defensas?\\s+extensibles?', 'manganell[oi]\\s+telescopic[oi]', 'sfollagente', '(?:teleskop)?schlagst[oö]cke?', '(?:bast[aã]o|bast[oó]n|b[aâ]ton)\\s+(?:extens[ií]vel|extensible|telesc[oó]pico|t[eé]lescopique)\\s+(?:de\\s+)?(?:defesa|defensa|d[eé]fense)', 'gas\\s+pimienta', 'spray\\s+(?:de\\s+)?pimenta', 'g[aá]s\\s+(?:de\\s+)?pimenta', 'sprays?\\s+(?:de\\s+)?defesa(?!\\s+(?:solar|t[eé]rmica|capilar))', 'spray\\s+(?:de\\s+)?pimienta', 'spray\\s+au\\s+poivre', 'spray\\s+al\\s+peperoncino', 'pfefferspray',
      'bombe\\s+lacrymog[eè]ne', 'pepper\\s+spray', 'bear\\s+spray', 'bombes?\\s+(?:au\\s+)?poivre', 'bombes?\\s+(?:de\\s+)?d[eé]fense', 'sprays?\\s+(?:de\\s+)?(?:defensa|defesa)\\s+pessoal', 'sprays?\\s+(?:de\\s+)?defensa\\s+personal', 'abwehrsprays?', 'tierabwehrsprays?', 'spray\\s+antiaggressione',
      // Stun guns and electric batons, by their kind rather than a maker: "matraque électrique", "pistola eléctrica de defensa", "Elektroschocker".
      'stun\\s+(?:guns?|batons?)', '(?:electric|[eé]lectriques?|el[eé]ctric[oa]s?|el[eé]tric[oa]s?)\\s+shockers?', 'shockers?\\s+(?:[eé]lectriques?|el[eé]ctric[oa]s?|el[eé]tric[oa]s?|de\\s+d[eé]fense)',
      'elektroschocker', 'paralizador(?:es)?', 'paralysateurs?', 'tasers?', '(?:pistolas?|bast[oó]n(?:es)?|bast[aã]o|bast[oõ]es|matraques?|pistolets?)\\s+(?:el[eé]ctric[oa]s?|el[eé]tric[oa]s?|[eé]lectriques?|de\\s+choque|paralizantes?|paralysants?)(?=[^.!?\\n]{0,60}?(?:defen[sc]|defes|d[eé]fense|self[\\s-]defen|choques?|descargas?))',
      // Crossbows and martial-arts weapons ("besta" alone is also an insult: with its sport or its bolts only).
      'ballestas?', 'arbal[eè]tes?', 'crossbows?', 'armbr[uü]ste?', 'balestr[ae]', 'bestas?\\s+(?:de\\s+)?(?:ca[cç]a|tiro|compound|recurvo|com\\s+(?:flechas|virotes|setas))',
      // The gun's own word in English, Italian and German ("pistol", "fucile", "Gewehr", "Pistole", "Schrotflinte").
      'pistols?', 'handguns?', 'fucil[ei]', 'gewehre?', '(?:repetier|jagd|kipplauf|bock|doppel|drilling|einzellader|kleinkaliber)b[uü]chsen?', 'b[uü]chsflinten?', 'jagdgewehre?', 'kleinkalibergewehre?', 'schrotflinten?', 'flinten?', 'pistolen?',
      // A suppressor beside its calibre or thread ("Silencer for 9mm"); one named with its gun ("Silenciador de carabina") is that gun's part.
      '(?:lower|upper)\\s+receivers?', '(?:silencers?|suppressors?|silenciador(?:es)?|silencieux|silenziator[ei]|schalld[aä]mpfer)(?=[^.!?\\n]{0,40}?(?:\\d\\s?mm\\b|(?<!\\d)\\.\\d{2,3}\\b|calib|kaliber|\\d/\\d+x\\d+))', '(?<=(?:\\d\\s?mm|(?<!\\d)\\.\\d{2,3}|calib\\p{L}*\\s+\\d+)\\s+)(?:silencers?|suppressors?|silenciador(?:es)?|silencieux|silenziator[ei]|schalld[aä]mpfer)',
      'nunchakus?', 'nunchucks?', 'shurikens?', '(?:estrelas?|estrellas?|[eé]toiles?)\\s+ninjas?', '(?:ninja|throwing)\\s+stars?', 'wurfsterne?',
    ],
    // A sharpening steel is a "fusil" in French; a gun maker's clothing and eyewear line is no weapon ("Beretta gilet", "Glock cap").
    // A weapon's case, holster, stand, safe, scope or cleaning kit is named for the weapon it holds ("étui de fusil", "mala para espingarda",
    // "rifle scope", "sword display stand"): the accessory, not the weapon. A costume's or a stage prop's gun ("cosplay prop pistol",
    // "pistola de fantasia", "Kostüm-Revolver") is part of the costume.
    innocent: new RegExp(
      String.raw`${sealantGunCartridges}|(?:cosplay|props?|adere[cç]os?|attrezz[oi]|fantasias?|disfra(?:z|ces)|d[eé]guisements?|costumes?|kost[uü]m\p{L}*|requisit[ae]n?)\s+(?:[\p{L}\p{N}-]+\s+){0,2}?(?:pistol(?:a|e|et)?s?|pistolets?|rev[oó]lver(?:es)?|revolvers?|guns?|rifles?|espingardas?|escopetas?|fusils?|fucil[ei]|carabin[ae]s?|gewehre?)(?![\p{L}])|(?:pistol(?:a|e|et)?s?|pistolets?|rev[oó]lver(?:es)?|revolvers?|guns?|rifles?|espingardas?|escopetas?|fusils?|fucil[ei]|carabin[ae]s?|gewehre?)\s+(?:(?:de|da|para|pour|for|per|f[uü]r)\s+)?(?:cosplay|props?|adere[cç]os?|attrezz[oi]|fantasias?|disfra(?:z|ces)|d[eé]guisements?|costumes?|kost[uü]m\p{L}*|requisit[ae]n?)(?![\p{L}])|(?:pistol(?:a|e|et)?s?|escopetas?|espingardas?|fusils?|fucil[ei]|carabin[ae]s?)\s+(?:(?:de|à|a|per|da|para|pour|for|f[uü]r|zum|zur)\s+|d['’]\s*)(?!(?:calib\p{L}*|kaliber|cal|defe[sn]\p{L}*|d[eé]fense|difesa|autodefe\p{L}*|tiro|tir|shooting|ca[cç]a|caza|chasse|caccia|jagd|hunting|guerra|guerre|war|krieg|cole[cç]\p{L}*|collection\p{L}*|collezion\p{L}*|[eé]poca|[eé]poque|duel\p{L}*|pederneira|pedernal|silex|flint\p{L}*|percuss\p{L}*|percusi\p{L}*|pol[ií]c\p{L}*|police|polizia|servi[cç]o|servicio|service|ordenan[cç]a|ordonnance|bolso|bolsillo|poche|tasca|metal|a[cç]o|acero|acier|acciaio|ferro|hierro|fer|verdade\p{L}*|real|vraie?|ver[oa]|fogo|fuego|feu|fuoco|p[oó]lvora|poudre|competi\p{L}*|comp[eé]tition|ar|aire|air|aria|press[aã]o|presi[oó]n|pression|pressione|alarm\p{L}*|fogueo|salva|salve|balines|chumb\p{L}*|plombs?|piombini|bb|co2|airsoft|softair|paintball|choque|descarga\p{L}*|sinaliza\p{L}*|se[nñ]ales|signal\p{L}*|segnala\p{L}*|flare|dardos|fl[eé]chettes|dardi|ordinanza|guerra|combate|combat|combattimento|ex[eé]rcito|ej[eé]rcito|arm[eé]e|army|esercito|militar\p{L}*|military|militaire|ca[nñ]os?|canons?|cann[ae]|l[aä]ufe?|tambor|barillet|tamburo|trommel|repeti\p{L}*|r[eé]p[eé]tition|a[cç][aã]o|acci[oó]n|action|azione|carregador\p{L}*|cargador\p{L}*|chargeurs?|caricator\p{L}*|magazin\p{L}*|muni\p{L}*|balas?|bullets?|balles?|proiettil\p{L}*|cartuch\p{L}*|cartouch\p{L}*|fabric\p{L}*|fabbric\p{L}*|fabrico|herstell\p{L}*|made|marca|brand|origem|origen|origine|ordem|semi\p{L}*|autom[aá]tic\p{L}*|automatique|dois|dos|deux|due|two|double|doble|m[aã]o|mano|main|mano|cinto|cintur[oó]n|ceinture|cavalaria|caballer[ií]a|cavalerie|cavalleria|marinha|marina|marine|navy|oficial|officier|officer|ufficiale|prata|plata|argent|argento|lat[aãoó]o?n?|laiton|ottone|bronze|bronce|bronzo|gatilho|gatillo|d[eé]tente|grilletto|precis\p{L}*|pr[eé]cision|assalto|asalto|assaut|assault|francotirador\p{L}*|sniper|tireur|ferrolho|cerrojo|verrou|bolt|bombeo|corredera|pompe|pump|perdig\p{L}*|lunette|mira|[oó]ptica|optique|luneta|canos?|dupl[oa]|double|doppia|o|a|os|as|el|la|los|las|le|les|un|une|uma|una|um|il|lo|the|der|die|das|den|meu|minha|mi|mio|mia|mon|ma|my|seu|sua|su|suo|sua|mein\p{L}*|nosso|nossa|nuestr[oa]|notre|our|uso|use)(?![\p{L}]))\p{L}{3,}|(?:tipo|estilo|type|style|modelo|formato)\s+(?:de\s+)?pistol(?:a|e|et)?s?(?![\p{L}])|${weaponAccessory}|(?:ammo|ammunition)\s+(?:box(?:es)?|cans?|crates?|tins?|chests?)(?![\p{L}])|munitionskiste\p{L}*|(?:rifle|gun|shotgun|pistol|sword|katana)s?\s+(?:scopes?|cases?|bags?|safes?|cabinets?|stands?|racks?|holders?|holsters?|slings?|cleaning|display|sharpeners?|blocks?|mounts?)|pistol[\s-]grips?|fusils?\s+(?:à\s+|a\s+)?aiguiser|fusils?\s+(?:de\s+)?(?:cuisine|boucher)|(?:beretta|glock)\s+(?:\p{L}+\s+){0,2}(?:sunglasses|glasses|[oó]culos|gafas|lunettes|occhiali|brille|jackets?|casacos?|chaquetas?|vestes?|giacc[ae]|jacken?|vests?|coletes?|chalecos?|gilets?|caps?|bon[eé]s?|gorras?|casquettes?|cappell[oi]|hats?|shirts?|camisas?|chemises?|polos?|t-?shirts?|bags?|mochilas?|bolsas?|sacs?|borse?|boots|botas|bottes|gloves?|luvas|guantes|gants|guanti|belts?|cintos?|cinturones?|ceintures?|trousers|pants|cal[cç]as|pantal[oó]n(?:es)?|pantalons?)|(?:jackets?|casacos?|chaquetas?|vestes?|giacc[ae]|gilets?|coletes?|chalecos?|polos?|camisas?|shirts?|caps?|bon[eé]s?|gorras?|sunglasses|[oó]culos|gafas|lunettes)\s+(?:\p{L}+\s+){0,2}(?:beretta|glock)|pistol(?:a|et|e)s?\s+(?:(?:de|à|a|ad|da|para|per|pour|for|f[uü]r)\s+(?:\p{L}+\s+(?:de\s+|per\s+|à\s+)?)?)?(?:cola|colle|colla|incollatric[ei]|giocattol[oi]|calor|pintura|peinture|[aá]gua|agua|eau|acqua|bolhas|burbujas|pompas|bulles|bolle|sab[aã]o|jab[oó]n|savon|massagem|masaje|massage|massaggi\p{L}*|silicone|silicona|pressão|presión|lavage|soldar|solda|souder|soudure|saldare|brinquedo|juguete|jouet|nerf|de\s+pregos|clavos|agrafos|quente|caliente|chaud|calda|caldo|t[eé]rmic[oa]|thermiques?|temperatura|temp[eé]rature|infravermelhos?|infrarroj[oa]s?|infrarouges?|infrarossi|calafetar|calafatear|calfeutrer|sellar|vedar|lavar|limpeza|limpieza|nettoyage|lavaggio|pulverizaci[oó]n|pulv[eé]risation|pulverizador|pulverizar|[eé]tiquetas?|etiquetadora|tatua\p{L}*|tatouage)|(?:glue|heat|spray|massage|nail|water|bubble|nerf|toy|paint|temperature|thermometer|infrared|ir|laser\s+temperature|pressure\s+washer|washer|label|price|tattoo|hot\s+air|hot\s+glue|caulking|silicone)\s+(?:gun|pistol)s?|pistol(?:a|et|e)s?\s+(?:[\p{L}-]+\s+){0,2}?(?:(?:de|à|a|ad|da|para|per|pour|for|f[uü]r|zum)\s+)?(?:(?:o|a|la|le|les|the|il)\s+)?(?:pintar|pintura|peindre|peinture|verniciare|vernice|lackieren|painting|paint|pulverizar|pulv[eé]ris\p{L}*|decapar|d[eé]caper|sverniciare|clous|chiodi|n[aä]gel|nails?|agrafes|grapas|graffette|grampos|pregos|clavos|rebites|remaches|rivets?|rivetti|ar\s+comprimido|aire\s+comprimido|air\s+comprim[eé]|aria\s+compressa|druckluft|graxa|grasa|graisse|grasso|fett)(?![\p{L}])|pistol(?:a|e)\s+spara(?:chiodi|punti|graffe|silicone|schiuma|colla)|spara(?:chiodi|punti|graffe)|(?:farbspr[üu]h|lackier|spr[üu]h|tacker|nagel|klebe|hei[ßs]luft|druckluft|silikon|kartuschen)pistolen?|(?:grease|caulk(?:ing)?|staple|rivet|air|sealant|foam|soldering|spray\s+paint)\s+guns?|seifenblasen(?:pistole|gewehr)|nerf|(?:forma|formato|shape|forme|form)\s+(?:de\s+|d\x27|of\s+|einer\s+)?(?:uma?\s+|una?\s+|une?\s+|a\s+)?(?:pistolas?|pistolets?|pistols?|guns?|rev[oó]lver(?:es)?|revolvers?|pistole)|(?:pistol|gun|revolver)[\s-]shaped|pistolenform|balas\s+de\s+goma|rifle\s+(?:scope\s+)?paper|fusil\s+(?:à\s+)?(?:eau|jouet)|fucil[ei]\s+(?:subacque[oi]|da\s+sub|da\s+pesca|ad\s+acqua|giocattolo)|fusils?\s+(?:sous-marins?|de\s+chasse\s+sous-marine)|cartuch(?:os|o)\s+(?:de\s+)?(?:tinta|t[oó]ner|impressora|impresora|gas|g[aá]s|filtro|agua|[aá]gua)|cartuch(?:os|o)\s+(?:de\s+)?(?:\d+\s?(?:ml|cl|l)\b|silicone|silicona|sellador|selante|masilla|cola|adhesivo|cartuchos?)|shotgun\)?\s+(?:mic|microphones?|microfone|micr[oó]fono|micro)|(?:mic|microphones?|microfones?|micr[oó]fonos?|micros?|microfoni|mikrofon\p{L}*)\s+(?:(?:canon|ca[nñ][oó]n|canh[aã]o|dire(?:c?cion|zion)al[e]?|directional|directionnel|condens\p{L}*|richt)\s+)?(?:de\s+)?(?:tipo\s+|type\s+)?\(?\s*shotgun|shotgun\s+(?:wedding|seat)|(?:caixas?|cajas?|bo[iî]tes?|caisses?|box(?:es)?|cans?|cassett[ae]|kisten?)\s+(?:de\s+|para\s+|à\s+|a\s+|per\s+|porta\s+|for\s+)?(?:muni[cç][oõ]es|munici[oó]n(?:es)?|munitions?|ammo|ammunition|munizioni|munition)\s+(?:\p{L}+\s+){0,2}?(?:vazias?|vac[ií]as?|vides?|empty|vuot[ae]|leer(?:e|en)?)(?![\p{L}])|(?:empty|vazias?|vac[ií]as?)\s+(?:ammo|ammunition|muni[cç][oõ]es|munici[oó]n)\s+(?:cans?|box(?:es)?|caixas?|cajas?)|ammo\s+cans?|${gameCartridge}|${inkCartridge}|${exhaustSilencer}|${makerNamedRifle}|${weaponAsJewellery}|${pepperSprayForPlants}|${sharpeningSteelAmongKnives}`,
      'iu',
    ),
    // A weapon of a toy or a figure ("Playmobil pirata com pistola", "pistolet jouet") is a toy's part.
    context: new RegExp(`${replicaWeaponWords.source}|${toyWords.source}|${aboutWeapons.source}|${sprayGunWords.source}`, 'iu'),
  },
  {
    topic: 'replica-weapons',
    qualifier: true,
    terms: [
      'airsoft', 'softair', 'paintball', 'pressão\\s+de\\s+ar', '(?<!hot\\s)air\\s+(?:guns?|rifles?|pistols?)', 'carabinas?\\s+de\\s+(?:ar|aire)\\s+comprimido', 'pistolas?\\s+de\\s+(?:balines|ar\\s+comprimido)', 'pistolas?\\s+de\\s+aire(?:\\s+comprimido)?(?=[^.!?\\n]{0,40}?(?:balines|\\d(?:[.,]\\d)?\\s?mm|calibre|julios|joules))', '(?:carabinas?|escopetas?)\\s+de\\s+(?:aire|balines)', 'armes?\\s+factices?',
      '(?:pistolas?|rev[oó]lver(?:es)?|pistolets?|pistols?|guns?|revolvers?)\\s+(?:de\\s+|d\\x27|à\\s+)?(?:alarme|alarma|fogueo|salva|blanc|alarm)', 'pistolets?\\s+à\\s+blanc', 'blank[\\s-]?firing\\s+(?:pistols?|guns?|revolvers?)', 'r[eé]plicas?\\s+(?:de\\s+)?(?:pistolas?|armas?|rev[oó]lver|detonadora)', 'replica\\s+(?:guns?|pistols?|rifles?|weapons?)',
      'r[eé]pliques?\\s+(?:de\\s+|d\\x27)?(?:pistolets?|armes?)', 'schreckschuss(?:pistole|waffe|revolver)?', 'pistola\\s+a\\s+salve',
      'luft(?:gewehr|pistole|druckwaffe|druckgewehr|druckpistole)(?:e|en|n)?', '(?:fucile|pistola|carabina)\\s+ad\\s+aria\\s+compressa',
      'bb\\s+(?:guns?|pistols?|rifles?)', 'pistolas?\\s+de\\s+(?:bb|co2)', '(?:pistolets?|fusils?|carabines?)\\s+[àa]\\s+billes', '(?:pistol[ae]|fucil[ei]|carabin[ae])\\s+a\\s+pallini', '(?:pistolas?|escopetas?|carabinas?)\\s+de\\s+(?:bolas|bolitas)', '(?:pistolas?|carabinas?|espingardas?)\\s+de\\s+chumbos?', '(?:pistolets?|carabines?|fusils?)\\s+[àa]\\s+plombs?', '(?:pistol[ae]|carabin[ae]|fucil[ei])\\s+a\\s+piombini', 'co2\\s+(?:pistols?|guns?|pistolas?|pistolets?)', 'softair(?:pistole|waffe|gewehr)',
    ],
    innocent: new RegExp(`${airsoftGear.source}|${gearForAirGuns}`, 'iu'),
  },
  {
    // A replica in a listing that names a gun is a replica weapon ("Replica Desert Eagle BB gun" / "Full metal replica").
    topic: 'replica-weapons',
    qualifier: true,
    terms: ['r[eé]plicas?', 'r[eé]pliques?', 'repli[kc]a', 'repliken?'],
    innocent: replicaInnocent,
    once: true,
    requires: /(?<![\p{L}])(?:guns?|pistol(?:a|e|et)?s?|rifles?|revolver|rev[oó]lver|fusils?|espingardas?|escopetas?|carabin[ae]s?|armas?|armes?|weapons?|waffen?|gewehr|glock|beretta|colt|desert\s+eagle|kalashnikov|ak-?47|uzi|m4|m16|sniper|airsoft|softair|bb)(?![\p{L}])/iu,
  },
  {
    topic: 'knives',
    madeThing: true,
    terms: [
      'navalhas?\\s+(?:autom[aá]ticas?|borboleta|de\\s+ponta\\s+e\\s+mola)', 'navajas?\\s+(?:autom[aá]ticas?|mariposa)', 'balisong', 'butterfly\\s+knife', 'switchblades?', 'couteaux?\\s+papillon', 'machetes?', 'machettes?',
      // Sword canes first, so the whole name is read rather than the sword alone.
      'sword[\\s-]?canes?', 'sword[\\s-]?sticks?', 'bast(?:[aã]o|[oõ]es)[\\s-]espadas?', 'bast[oó]n(?:es)?[\\s-]estoques?', 'cannes?[\\s-][eé]p[eé]es?', 'stockdegen', 'bastoni?\\s+animat[oi]',
      'katanas?', 'catanas?', 'wakizashi', 'espadas?', 'sabres?', 'swords?', 'spada', 'schwert(?:er)?', 'punhal', 'punhais', 'pu[nñ]al(?:es)?', 'poignards?', 'daggers?', 'dolch(?:e)?', 'pugnal[ei]',
      'armas?\\s+brancas?', 'armas?\\s+blancas?', 'armes?\\s+blanches?', 'armi\\s+bianche', 'arma\\s+bianca', 'baionetas?', 'bayonetas?', 'bayonets?', 'ba[iï]onnettes?', 'bajonett(?:e)?', 'facas?\\s+(?:de\\s+)?(?:combate|borboleta|mato|ca[cç]a|sobreviv[eê]ncia|arremesso)', 'cuchillos?\\s+(?:de\\s+)?(?:combate|monte|caza|supervivencia|lanzar)',
      'couteaux?\\s+(?:de\\s+)?(?:combat|chasse|survie|lancer)', '(?:hunting|combat|survival|throwing|fixed[\\s-]blade|bowie|tactical)\\s+kni(?:fe|ves)', 'knife\\s+(?:hunting|combat)', 'coltell[oi]\\s+da\\s+(?:caccia|combattimento|lancio)',
      // German one-hand knives too: §42a WaffG bans carrying them, and the marketplaces restrict them with the other bladed weapons.
      '(?:jagd|kampf|wurf|survival|spring|butterfly|faust|fall|einhand)messer',
      // Kinds that are weapons whatever their length: claw, Gurkha and push knives, tactical and locking folders.
      // Named with the English head noun after the kind ("Karambit knife"): the kind still names the weapon.
      '(?:karambit|kukri|balisong|tant[oō]|push[\\s-]dagger)\\s+(?:kni(?:fe|ves)|blades?)(?!\\s+(?:sharpen\\p{L}*|blocks?|sheaths?|holders?|covers?|cases?|stands?|rolls?|bags?|racks?|magnets?|strips?|trainers?))',
      'karambits?', 'kukris?', 'push\\s+daggers?',
      // Kinds banned by name are read by the entry after this one, where no kitchen or work word clears them. Italian "baionetta".
      'baionett[ae]', 'tant[oō]\\s+(?:knife|blade)', '(?:facas?|canivetes?|cuchillos?|navajas?|couteaux?|coltell[oi])\\s+t[aá]ctic(?:o|a|os|as|que|ques|i)',
      'tactical\\s+knives', 'navajas?\\s+(?:de\\s+)?(?:monte|caza|t[aá]ctica|combate|supervivencia)', 'couteaux?\\s+[aà]\\s+cran(?:\\s+d\\x27arr[eê]t)?', 'crans?\\s+d\\x27arr[eê]t',
      'coltell[oi]\\s+a\\s+serramanico', 'serramanico', 'coltell[oi]\\s+a\\s+(?:farfalla|scatto)', 'flick[\\s-]?kni(?:fe|ves)', 'gravity\\s+kni(?:fe|ves)', 'otf\\s+kni(?:fe|ves)', 'automatic\\s+kni(?:fe|ves)(?!\\s+sharpen)', 'navajas?\\s+de\\s+(?:resorte|muelle)', 'couteaux?\\s+(?:[aà]\\s+(?:ouverture\\s+)?)?automatiques?', 'canivetes?\\s+(?:de\\s+)?(?:ponta\\s+e\\s+mola|borboleta)',
      // Any knife named with a blade of 10 cm (4 inches) or more: long fixed blades are bladed weapons under most of our countries' rules.
      '(?:facas?|navalhas?|cuchillos?|navajas?|couteaux?|knife|knives|coltell[oi]|messer)(?=[^.!?\\n]{0,40}?(?:l[aâ]mina|hoja|lame|blade|lama|klinge)\\s+(?:de\\s+|of\\s+)?(?:[1-9]\\d\\s?cm|[4-9](?:[.,]\\d)?\\s?(?:inch|in\\b|")))',
    ],
    // A saw named for the sabre its blade recalls ("scie à sabre", "serra sabre", "sierra de sable", "sabre saw") is a power tool; a stand, rack or
    // display named for the sword it holds ("wall rack for two swords", "katana wall mount") is the stand.
    // Fishing knives too (`fishing-knife-words.ts`): an angler's tool, only the knife the words name ("faca de pesca"), never a dagger beside it.
    innocent: new RegExp(`${/(?:scies?|sierras?|serras?|seghe?|sega)\s+(?:[àa]\s+|de\s+|a\s+)?(?:sabres?|sable|sciabola)(?![\p{L}])|sabre\s+saws?|(?:katanas?|swords?|sabres?|daggers?|espadas?|[eé]p[eé]es?|spade?)\s+(?:(?:display|wall|desk|table)\s+)?(?:stands?|racks?|holders?|mounts?|hangers?|displays?)(?![\p{L}])|(?:casquilhos?|encaixes?|montagem|montagens|fixa[cç][aã]o|fechos?|conectore?s?|adaptador(?:es)?|casquillos?|monturas?|cierres?|culots?|montures?|fixations?|attacc(?:o|hi)|innest(?:o|i)|montatur[ae]|fassung(?:en)?|anschl[uü]ss\p{L}*|verschl[uü]ss\p{L}*|mounts?|fittings?|sockets?|caps?|adapt(?:er|or)s?|l[aâ]mpadas?|bombillas?|ampoules?|lampadin[ae]|bulbs?|lens(?:es)?|objetivas?|objetivos?|objectifs?|obiettivi|obiettivo|objektive?)[\s,]+(?:[\p{L}\p{N}-]+[\s,]+){0,3}?(?:de\s+|à\s+|a\s+|of\s+|per\s+|tipo\s+|type\s+)?(?:baionetas?|bayonetas?|ba[iï]onnettes?|bayonets?|baionett[ae]|bajonett\p{L}*)|(?:baionetas?|bayonetas?|ba[iï]onnettes?|bayonets?|baionett[ae]|bajonett\p{L}*)(?:[\s,]+(?:[\p{L}\p{N}-]+[\s,]+){0,3}?(?:casquilhos?|encaixes?|montagem|montagens|fixa[cç][aã]o|fechos?|conectore?s?|adaptador(?:es)?|casquillos?|monturas?|cierres?|culots?|montures?|fixations?|attacc(?:o|hi)|innest(?:o|i)|montatur[ae]|fassung(?:en)?|anschl[uü]ss\p{L}*|verschl[uü]ss\p{L}*|mounts?|fittings?|sockets?|caps?|adapt(?:er|or)s?|l[aâ]mpadas?|bombillas?|ampoules?|lampadin[ae]|bulbs?|lens(?:es)?|objetivas?|objetivos?|objectifs?|obiettivi|obiettivo|objektive?)(?![\p{L}])|[\s-]+(?:b22|ba15[sd]?|e27|m42|gu10|ef(?:-[sm])?|rf(?:-s)?|fd|fe|fx|ai(?:-s)?|pk|nex|mft|canon|nikon|sony|pentax|fuji(?:film)?|olympus|leica|minolta|sigma|tamron|panasonic)(?![\p{L}\p{N}]))|suzuki\s+katana|katana\s+(?:gsx|\d{3,4})|(?:espadas?|swords?|sabres?|[eé]p[eé]es?|spad[ae]|schwert(?:er)?|katanas?|catanas?)\s+(?:\p{L}+\s+)?(?:de\s+|en\s+|in\s+|aus\s+|da\s+|di\s+)?(?:brinquedo|juguete|jouet|toy|giocattolo|spielzeug|pl[aá]stico|plastic|plastique|plastica|kunststoff|espuma|foam|mousse|gomma|schaumstoff|madeira|madera|bois|legno|holz|wood(?:en)?|lego|playmobil|laser|luz|light)|(?:toy|foam|plastic|wooden|kids?|children'?s|spielzeug|kinder)\s+(?:[\p{L}-]+\s+)?(?:swords?|katanas?|sabres?|daggers?|knives|knife|schwert(?:er)?)|(?:lightsaber|sabre\s+(?:de\s+)?(?:luz|laser|lumineux)|sabre\s+laser)|espada\s+de\s+(?:cama|banho)|(?:espadas?|floretes?|sabres?|[eé]p[eé]es?|fleurets?|spad[ae]|fioretti|fioretto|degen|florett|swords?|foils?)\s+(?:de\s+|d\x27|da\s+|di\s+)?(?:esgrima|escrime|scherma|fecht\p{L}*|fencing)|fencing\s+(?:swords?|foils?|sabres?|[eé]p[eé]es?)|(?:peixe|pez)\s+espada|swordfish|sword\s+art|espadas\s+de\s+(?:naipe|baraja)/iu.source}|${cardSuitOfSwords}|${weaponAsJewellery}|${trainerKnife}|${fishingKnifeWords.source}`, 'iu'),
    // Kitchen and work knives are tools; a sword in a toy's set or a board game, or one said to be for playing, is the toy's.
    context: new RegExp(`${toolKnifeWords.source}|${toyWords.source}|${forPlaying}`, 'iu'),
  },
  {
    // Kinds banned by name (England and Wales: zombie knives and machetes, cyclone and death-star knives, knuckle knives, sword sticks,
    // belt-buckle and disguised knives), in each language where the kind has a word of its own. The kind is the weapon whatever else the
    // listing says: a serrated edge, a kitchen box or a bread word beside it ("zombie knife with serrated edge") makes it no kitchen knife.
    topic: 'knives',
    madeThing: true,
    terms: [
      '(?:zombie|cyclone|death[\\s-]?star|knuckle|trench|belt[\\s-]?buckle|disguised|lipstick|credit[\\s-]?card)\\s+(?:kni(?:fe|ves)|machetes?|blades?)', '(?:facas?|cuchillos?|couteaux?|coltell[oi]|machetes?|machettes?)\\s+zombies?', 'zombie(?:messer|machete)',
    ],
    // A toy's or a game's ("zombie knife" foam prop in a toy set) is the toy's.
    context: toyWords,
  },
  {
    topic: 'drugs',
    // Garden weeds ("weed killer", "weed burner", and with the other growth a lawn product treats: "weed and moss killer", "weed & feed", "feed and weed") and hemp seed oil by its cosmetic (INCI) name are no drug.
    // A "ganzá" is also a Brazilian shaker.
    innocent: /ganz[aá]s?\s+(?:\p{L}+\s+)?(?:de\s+)?(?:metal|alum[ií]nio|madeira|percuss\p{L}*|instrumentos?|chocalhos?)|(?:instrumentos?|percuss\p{L}*|chocalhos?|shakers?)\s+(?:\p{L}+\s+)?ganz[aá]|(?:feed|moss|lawn)\s*(?:and|&|\+|n['’]?)\s*weeds?(?![\p{L}])|weeds?\s*(?:and|&|\+|n['’]?)\s*(?:feed|moss|grass|brush|ivy|nettles?|clover)(?:\s+(?:killers?|control|removers?|sprays?))?|weed[\s-]*(?:killers?|burners?|control|pullers?|wackers?|whackers?|eaters?|trimmers?|barriers?|membranes?|fabrics?|blocks?|removers?|sprays?|sprayers?|brush(?:es)?|knives?|torch(?:es)?|free)|(?:killer|remover|control|spray)s?\s+(?:for\s+)?weeds?|cannabis\s+sativa\s+(?:\(hemp\)\s+)?seed\s+oil/iu,
    terms: ['cann?a(?:b|v)is', 'marijuana', 'marihuana', 'haxixe', 'hach[ií]s', 'haschich', 'weed', 'coca[ií]na', 'cocaine', 'hero[ií]na', 'ecstasy', 'mdma', 'lsd', 'cogumelos\\s+m[aá]gicos', 'setas\\s+alucin[oó]genas', 'champignons\\s+hallucinog[eè]nes', 'magic\\s+mushrooms', 'psilocybin', 'ketamin[ae]', 'anfetaminas?', 'speed\\s+pills', 'sementes\\s+de\\s+canábis',
      // German, English and Italian words, Brazilian Portuguese, methamphetamine and magic truffles in each language.
      'thc', 'kokain', 'heroin', 'haschisch', 'hashish', 'maconha', 'crystal\\s+meth', 'metanfetaminas?', 'm[eé]thamph[eé]tamines?', 'methamphetamines?', 'metamfetamin[ae]', 'zauberpilze',
      'funghi\\s+allucinogeni', 'trufas?\\s+m[aá]gicas', 'magic\\s+truffles', 'truffes\\s+magiques', 'setas\\s+m[aá]gicas', 'psilocibina', 'psilocybine',
      // Alkyl nitrites ("poppers"), sold by the bottle: the marketplaces' drugs clauses list them. Not party poppers (confetti).
      '(?<!(?:party|confetti|confeti)\\s)poppers?(?![^.!?\\n]{0,40}?(?:confet|coriandol|konfett|serpentin|cotill|party|f[eê]te|festa|fiesta))(?=[^.!?\\n]{0,40}?(?:fl[aä]sch\\p{L}*|bottles?|frascos?|botes?|botellas?|flacons?|bottigli\\p{L}*|fialett\\p{L}*|\\d+\\s?ml\\b|aroma|nitrit\\p{L}*|amyl|isopropyl|pentyl))', 'amyl\\s+nitrites?',
      // Street names sellers use (the marketplaces' drugs clauses): Portuguese "ganza", Spanish joints "ya liados", "tusi"/2C-B.
      'ganzas?', 'porros?\\s+(?:ya\\s+)?liados', 'porros?\\s+de\\s+(?:mar[ií]a|hierba|hach[ií]s)', 'tusi', 'tussi', '2c-?b', 'nitrito\\s+de\\s+amilo', 'nitrite\\s+d[\x27’]amyle'],
    context: aboutOrEmpty,
  },
  {
    topic: 'cbd',
    terms: ['cbd', '[oó]leo\\s+de\\s+c[aâ]nhamo', 'aceite\\s+de\\s+c[aá][nñ]amo', 'huile\\s+de\\s+chanvre', 'hemp\\s+oil', 'kratom'],
    // Hemp oil named as a cosmetic or a food, or its seeds' oil, is no cannabis extract.
    innocent: new RegExp(hempOilCosmetic, 'iu'),
    context: aboutOrEmpty,
  },
  {
    topic: 'medicines',
    terms: [
      'medicamentos?', 'm[eé]dicaments?', 'medicines?', 'medication', 'f[aá]rmacos?', 'antibi[oó]ticos?', 'antibiotiques?', 'antibiotics?', 'sujeitos?\\s+a\\s+receita',
      'receita\\s+m[eé]dica', 'receta\\s+m[eé]dica', 'sur\\s+ordonnance', 'prescription\\s+(?:only|drugs?|meds?)', 'ozempic', 'wegovy', 'saxenda', 'viagra', 'cialis', 'xanax', 'alprazolam', 'tr[ae]nquimazin', 'clonazepam', 'bromazepam', 'lormetazepam', 'tilidin(?:e)?', 'oxycodon(?:e|a)?', 'oxycontin', 'fentanyl', 'fentanilo', 'metadona', 'methadon(?:e)?', 'pregabalin(?:a)?',
      'valium', 'tramadol', 'rivotril', 'lorazepam', 'diazepam', 'insulina', 'insuline', 'insulin', 'esteroides?', 'st[eé]ro[iï]des', 'steroids?', 'anabolizantes', 'testosterona', 'testosteron(?:e)?', 'anabolika', 'anabolisants?', 'anabolic\\s+steroids', 'clenbuterol', 'hgh', 'hormonas?\\s+de\\s+crecimiento', 'horm[oô]nios?\\s+de\\s+crescimento',
      // Medicines by their generic names: the WHO's INN stems, which name a class of active substances in every language
      // (-profen, -cillin, -azepam, -azolam, -prazole, -statin, -sartan, -floxacin, -glutide, -gliptin, -triptan, -oxetine),
      // and the commonest generic names that follow no stem.
      '\\p{L}{2,20}(?:profen[oe]?|cil+in[ae]?|azepam|azolam|prazol[e]?|statin[ae]?|sartan[a]?|floxacin[oae]?|glutid[ae]|gliptin[ae]?|triptan[ao]?|oxetin[ae])',
      'paracetamol', 'acetaminophen', 'aspirin[ae]?', 'metformin[ae]?', 'code[ií]n[ae]', 'morphine', 'morfina', 'fentan[iy]l[oe]?', 'oxycodone', 'oxicodona',
      // Italian and German general words, and pills named by what they treat ("comprimidos para dormir", "pills for anxiety")
      // (slimming pills are read in `described-item-lexicon.ts`, only with a prescription's or a drug's word: supplements are sold for slimming too).
      'farmac[oi]', 'medicinal[ei]', 'antibiotic[io]', 'antidolorific[io]', 'medikamente?n?', 'arzneimittel\\p{L}*', 'antibiotika', 'schmerzmittel', 'verschreibungspflichtig\\p{L}*',
      '(?:comprimidos|pastillas|p[ií]lulas|c[aá]psulas|comprim[eé]s|g[eé]lules|pills|tablets|tabletten|compresse|pillole)\\s+(?:para|pour|for|per|gegen|contra|contro|de|zum)\\s+(?:(?:la|a|o|el|le|l\\x27|the|il)\\s+)?(?:dormir|dormire|sleep(?:ing)?|schlafen|einschlafen|ansiedad|ansiedade|anxi[eé]t[eé]|anxiety|ansia|angst|ere[cç][aã]o|erecci[oó]n|[eé]rection|erection|erezione|potenz|tens[aã]o|tensi[oó]n|dores?|dolor(?:es)?|douleurs?|pain|schmerzen|dolori?|depress\\p{L}*)',
      '\\p{L}{2,12}pidem',
      // Sleeping pills and anxiolytics by their own word in each language ("somníferos", "Schlaftabletten", "sonniferi").
      'antidepressiv(?:o|os|a|as|i|e|um|a)', 'antidepresiv[oa]s?', 'antid[eé]presseurs?', 'antidepressants?',
      'somn[ií]f[eè]res?', 'somn[ií]feros?', 'son[ií]feros?', 'sonnifer[oi]', 'schlaftabletten', 'schlafmittel', 'sleeping\\s+(?:pills?|tablets?)', 'ansiol[ií]ticos?', 'anxiolytiques?', 'ansiolitic[io]',
      'gabapentin[ae]?', 'pregabalin[ae]?', 'sildenafil[oe]?', 'tadalafil[oe]?', 'predniso(?:lon[ae]?|ne|na)',
    ],
    // Furniture and boxes for medicines, in either order ("armário de medicamentos", "medicine cabinet"), and prescription glasses; a thing said to
    // suit whoever takes medicines ("ideal para quem toma muitos medicamentos", "for anyone who takes tablets") is for them, not one.
    // A probiotic or a food taken "after a course of antibiotics" names the antibiotics as the occasion, not as the thing sold.
    // A supplement or booster that raises testosterone naturally ("booster de testosterona natural", "natural testosterone booster") is a supplement, not the hormone.
    innocent: /(?:para\s+quem|para\s+quien(?:es)?|pour\s+(?:ceux|celles|qui|les\s+personnes)(?:\s+qui)?|for\s+(?:anyone|anybody|those|people|someone|whoever)(?:\s+(?:who|that))?|per\s+chi|f[uü]r\s+(?:alle|jeden|wer|menschen|leute)(?:,?\s+die)?)\s+(?:\p{L}+\s+){0,2}?(?:toma[mn]?|tomam|prend(?:s|re|ent)?|takes?|taking|on|prend[eo]|prendono|assum\p{L}*|nimmt|nehmen|einnehmen)\s+(?:\p{L}+\s+){0,2}?(?:medicamentos?|m[eé]dicaments?|medicines?|medication|medicinas|f[aá]rmacos?|farmac[oi]|medikamente?n?|tabletten|pills|comprimidos|comprim[eé]s|pastiglie|pastillas)|(?:boosters?|potenciador(?:es)?|impulsionador(?:es)?|suplementos?|supplements?|compl[eé]ments?|integrator[ei]|nahrungserg[aä]nzung\p{L}*)\s+(?:(?:de|da|di|for|pour|para|per|f[uü]r)\s+)?(?:(?:a|la|le|the|il|l')\s*)?(?:testosteron[ae]?)\s+(?:natura\p{L}*)|(?:natural|naturel|nat[uü]rlich\p{L}*)\s+testosteron[ae]?\s+(?:boosters?|supplements?)|testosteron[ae]?[\s-]+(?:boosters?|booster-\p{L}+)|(?:caixa|pastilheiro|pastillero|organizador|organisateur|arm[aá]rio|armario|mala|bolsa|botiqu[ií]n|trousse|box|organi[sz]er|cabinet|pill\s+box|frigor[ií]fico|bolsa\s+t[eé]rmica|dose|schrank|tasche|kasten|spender|portapillole|scatola|astuccio|borsa|armadietto)s?\s+(?:de\s+|para\s+|pour\s+|à\s+|for\s+|f[uü]r\s+|per\s+|da\s+|dei\s+)?(?:medicamentos?|m[eé]dicaments?|medicines?|medication|insulina|insuline|insulin|medikamente?n?|farmac[oi]|medicinal[ei])|(?:medicines?|medication|medicine's|insulin)\s+(?:cabinets?|box(?:es)?|organi[sz]ers?|cases?|bags?|coolers?|chests?|storage|dispensers?|cupboards?)|medicine[\s-]balls?|bal[oó]n\s+medicinal|bola\s+medicinal|m[eé]decine[\s-]ball|prescription\s+(?:only\s+)?(?:glasses|lenses|lens|sunglasses|spectacles|goggles|frames|swim\s+goggles)|(?:pretend|toy|play)\s+(?:medicines?|medication)|(?:medicamentos?|m[eé]dicaments?|medicines?|medikamente?)\s+(?:(?:de|para|pour|da|per|zum)\s+)?(?:brincar|juguete|jouets?|jouer|giocattolo|spielzeug|spielen)(?![\p{L}])|(?:verres|lentes|lenses|lentilles|lenti|gl[aä]ser|lunettes|[oó]culos|gafas|glasses|spectacles|occhiali|brillen?)\s+(?:[\p{L}'’]+\s+){0,3}?(?:sur\s+ordonnance|com\s+receita\s+m[eé]dica|con\s+receta\s+m[eé]dica)|(?:after|during|while\s+on|apr[eè]s|pendant|sous|despu[eé]s\s+de|durante|depois\s+de|dopo|nach|w[aä]hrend)\s+(?:(?:a|an|un|une|um|uma|una|the|le|la|el|o|il|der|die|einer?|einem)\s+)?(?:(?:course|cure|traitement|tratamento|tratamiento|ciclo|terapia|kur|behandlung|einnahme)\s+(?:(?:of|de|di|mit|von)\s+|d['’]\s*)?)?(?:antibi[oó]tic(?:os|o|s|i)?|antibiotiques?|antibiotika)/iu,
    context: aboutOrEmpty,
  },
  {
    // A dose left over from someone's treatment, whatever the medicine's name ("Caixa de X 20 mg, sobrou do tratamento",
    // "5 mg tablets left over from my treatment", "reste de mon traitement"): a medicine, by what the sentence says of it. The
    // dose qualifies the medicine rather than naming it, so it counts wherever it stands in its phrase ("5 mg each").
    topic: 'medicines',
    qualifier: true,
    terms: [
      `${dose}(?=[^.!?\\n]{0,80}?${leftOverFromTreatment})`,
      `(?<=${leftOverFromTreatment}[^.!?\\n]{0,80}?)${dose}`,
      // A pack of something named by its dose in mg or µg ("Boîte de X 1000 mg", "caixa de X 20 mg"): a medicine's pack, whatever its
      // name, unless the pack or the sentence names a food supplement (vitamins, minerals, collagen, protein, CBD…).
      `${packOf}(?:\\p{L}[\\p{L}-]*\\s+){1,2}${dose}(?![^.!?\\n]{0,60}?${supplementWords})`,
    ],
    context: aboutOrEmpty,
  },
  {
    // A dose, or a pack of something named with a number ("Caixa de X 600"), in a listing that names pills or a prescription or treatment
    // ("18 comprimidos", "left over after my treatment", "spare box of 28 tablets"): a medicine, whatever its name — not a food supplement's.
    topic: 'medicines',
    qualifier: true,
    terms: [
      dose,
      // A tablet's dose in grams ("… 1g", "0,5 g"), beside a word of tablets or prescriptions as any dose.
      '(?:0[.,]\\d{1,3}|[12](?:[.,]\\d)?)\\s?g(?![\\p{L}\\p{N}])',
      `${packOf}(?!(?:de|of|di|da|do|du|des|del|with|com|con|avec|mit|von|the|a|o|la|le|el)\\s)(?:\\p{L}[\\p{L}-]*\\s+){1,2}\\d{2,4}(?![\\p{N}.,])(?!\\s*(?:x\\s*)?(?:comprimidos|comprim[eé]s|c[aá]psulas|capsules?|g[eé]lules|tablets?|pills?|pastillas|compresse|tabletten|kapseln|unidades|unit[eé]s|units|unit[aà]|st[uü]ck|pcs|saquetas|sachets?|sobres|bustine|doses|dosis|pe[cç]as|piezas|pi[eè]ces|pezzi|teile)(?![\\p{L}]))`,
    ],
    requires: new RegExp(`(?<![\\p{L}])(?:comprimidos|comprim[eé]s|tablets?|pills?|pastillas|p[ií]lulas|c[aá]psulas|g[eé]lules|capsules|compresse|pillole|tabletten|kapseln|blisters?|receitas?|recetas?|ordonnances?|prescri\\p{L}*|rezept\\p{L}*|ricett[ae]\\s+medic\\p{L}*)(?![\\p{L}])|${leftOverFromTreatment}`, 'iu'),
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])${supplementWords}|${notMedicineTablets}`, 'iu'),
  },
  {
    // A count of pills a seller has left or spare ("Leftover box, 30 tablets", "sobraram 20 comprimidos"): a medicine, whatever its name.
    topic: 'medicines',
    qualifier: true,
    terms: ['\\d+\\s+(?:comprimidos|comprim[eé]s|p[ií]ldoras|p[ií]lulas|pills|tablets|tabletten)'],
    requires: new RegExp(`(?<![\\p{L}])(?:sobr\\p{L}*|restam|restos?|leftovers?|left\\s+over|spare|avanz\\p{L}*|[uü]brig\\p{L}*|reste|restant\\p{L}*|receitas?|recetas?|ordonnances?|prescri\\p{L}*|rezept\\p{L}*)(?![\\p{L}])|${leftOverFromTreatment}`, 'iu'),
    context: new RegExp(`${aboutOrEmpty.source}|(?<![\\p{L}])${supplementWords}|${notMedicineTablets}`, 'iu'),
  },
  {
    topic: 'tobacco-vapes',
    terms: ['tabaco', 'tabac', 'tobacco', 'cigarros?', 'cigarrillos?', 'cigarettes?', 'charutos?', 'puros\\s+habanos', 'cigares?', 'cigars?', 'vapes?', 'vapers?', 'vapeador(?:es)?', 'e-?liquid(?:e|o)?s?', 'l[ií]quidos?\\s+(?:para\\s+)?vape', 'cigarros?\\s+eletr[oó]nicos?', 'cigarrillos?\\s+electr[oó]nicos?', 'cigarettes?\\s+[eé]lectroniques?', 'e-?cig(?:arette)?s?', 'sigarett[ae]\\s+elettronic[ah]e?', 'e-?zigarett(?:e|en)', 'svap(?:o|atori)', 'iqos', 'heets', 'terea', 'shisha', 'narguil[eé]', 'cachimbas?', 'chicha', 'hookah', 'pods?\\s+de\\s+nicotina', 'snus',
      'tabak', 'zigarett(?:e|en)', 'zigarren?', 'zigarillos?', 'sigarett[ae]', 'sigar[oi]', 'tabacco', 'tabaco\\s+de\\s+enrolar'],
    // An accessory named with the device it serves ("e-cigarette charger", "carregador para vape") is no tobacco or vape.
    innocent: tobaccoInnocent,
    context: aboutOrEmpty,
  },
  {
    // Nicotine by its name alone: tobacco and vapes, unless a medicine to stop smoking is said beside it (a patch, a gum, a lozenge,
    // a mouth spray, an inhaler) or the quitting itself: those are sold in pharmacies, no tobacco.
    topic: 'tobacco-vapes',
    terms: ['nicotin[ae]'],
    innocent: tobaccoInnocent,
    context: new RegExp(`${aboutOrEmpty.source}|${stopSmokingAid.source}`, 'iu'),
  },
  {
    topic: 'alcohol',
    // German and Italian too: "6 Flaschen Riesling-Wein", "birre artigianali", "Schnaps", "grappa".
    terms: ['ginjinha', 'pachar[aá]n', 'cacha[cç]a', 'sangria', 'calvados', 'sherry', 'spirituosen', 'wodka', 'weine?', 'rotweine?', 'wei(?:ß|ss)weine?', 'biere?', 'schnaps', 'sekt', 'lik[öo]re?', 'vini', 'birr[ae]', 'grappa', 'spumante', 'prosecco', 'vinhos?', 'vinos?', 'vins?', 'wines?', 'whisky', 'whiskey', 'vodka', 'gin', 'rum', 'tequila', 'rhum', 'limoncello', 'obstler', 'absinthe', 'absenta', 'absinto', 'mezcal', 'armagnac', 'pastis', 'ouzo', 'aguardiente', 'orujo', 'vermouth', 'vermut', 'sidra', 'cidre', 'cider', 'licor(?:es)?', 'liqueurs?', 'cervejas?', 'cervezas?', 'bi[eè]res?', 'beers?', 'champagne', 'champanhe', 'porto\\s+vintage', '(?:o?porto)\\s+(?:tawny|ruby|lbv|late\\s+bottled|branco\\s+(?:seco|doce|extra\\s+seco))', 'aguardente', 'bebidas\\s+alco[oó]licas', 'alcohol', 'alcool', '[aá]lcool'],
    // Equipment named for the drink it is for after "para", "for", "pour", "für", "per" or the French "à" is no drink by `itemRole`;
    // glasses, decanters and racks name it in either order ("bicchieri da grappa", "gin glasses"), and English names it before a making word.
    // A wine's word after a colour's name, in brackets or after a slash ("saia grená (vinho)", "bordeaux/wine"): the colour named again.
    // A garment's, a bag's or a lipstick's word right before the wine's (its colour word after it) is that thing's colour ("sapatos vinho tinto");
    // the wine's own colour, region or grape after it ("vinho tinto", "vino tinto Rioja") is no colour of something else: "wine tint" is
    // a whole word, and a box of wine named by its colour, region or vintage ("caja de vino tinto", "caixa de vinho do Douro") is the wine.
    // A count of bottles "for" a price, or "for" after a price ("£40 for 6 bottles of …"), is a sale, not what a rack holds.
    innocent: new RegExp(`${drinkParts}|${drinkOrAnother}|${alcoholFreeDrink}|${drinkAsBait}|${drinkAccessoryAfter}|${/(?:bordeaux|bord[oô]|burdeos|borgonha|borgo[ñn]a|bourgogne|burgundy|gren[aá]|granate|grenat|granata|weinrot|marsala|vinaccia)\s*[(/–-]\s*(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?)(?![\p{L}])|(?:gl[äa]ser|glas|bicchier(?:i|e|ini)|calic[ei]|boccal[ei]|kr[üu]ge|copos?|copas?|copinhos?|copitos?|copitas?|tacinhas?|vasitos?|chupitos?|verrines?|shot\s+glass(?:es)?|schnapsgl[äa]ser|stamperl\p{L}*|ta[cç]as?|vasos?|verres?|fl[ûu]tes?|glass(?:es)?|tumblers?|carafes?|decanters?|decantador(?:es)?|jarras?|caraff[ae]|garrafeiras?|botelleros?|casiers?|portabottiglie|portabotellas|porta-?garrafas|flaschenregale?|weinregale?)\s+(?:(?:f[uü]r|da|per|de|para|pour|à|a|for)\s+)?(?:(?:o|a|el|le|la|il|the)\s+)?(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?|whisk(?:e)?y|vodka|gin|rum|rhum|ron|tequila|cognac|brandy|grappa|sekt|prosecco|spumante|champagne|champanhe|champ[aá]n|cava|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|licor(?:es)?|liqueurs?|porto|jerez|sherry|martini|schnaps|cocktails?|c[oó]cteles?)(?![\p{L}])|(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?|whisk(?:e)?y|vodka|gin|rum|rhum|ron|tequila|cognac|brandy|grappa|sekt|prosecco|spumante|champagne|champanhe|champ[aá]n|cava|cervejas?|cervezas?|bi[eè]res?|beers?|birr[ae]|biere?|licor(?:es)?|liqueurs?|porto|jerez|sherry|martini|schnaps|cocktails?|c[oó]cteles?)\s+(?:tumblers?|glass(?:es)?|flutes?|decanters?|carafes?|gl[äa]ser)(?![\p{L}])|(?:wine|beer)\s+(?:fridges?|coolers?|racks?|cabinets?|chillers?|cellars?)(?![\p{L}])|(?:cantinett[ae]|frigo(?:rifero)?|armadi(?:o|etto)|adegas?\s+(?:el[eé]tricas?|climatizadas?))\s+(?:(?:per|da|à|a|de|para)\s+)?(?:(?:il|i|o|os)\s+)?(?:vin[oi]|vins?|vinhos?|vinos?)(?![\p{L}])|(?:wine|beer|cider|gin)\s+(?:making|brewing)|(?:home[\s-]?brew(?:ing)?\s+)?(?:wine|beer|cider|ale|lager)\s+(?:kits?|equipment|starter\s+kits?|fermenters?)|home[\s-]?brew(?:ing)?\s+(?:kits?|equipment|sets?)|(?:kits?|equipamentos?|equipos?|mat[eé]riel)\s+(?:de|para|pour|à)\s+(?:fabrico\s+de\s+|elaboraci[oó]n\s+de\s+|brassage\s+de\s+(?:la\s+)?)?(?:cervejas?|cervezas?|bi[eè]res?)\s+(?:artesana[ls]?|caseira|casera|maison)|beer\s+pong|(?:vinagres?|vinaigres?|aceto)\s+(?:balsamico\s+)?(?:de\s+|di\s+)?(?:vinho|vino|vin|jerez|sidra|cidre|champagne|cava)|(?:wine|sherry|cider|champagne|rice\s+wine)\s+vinegar|weinessig|(?:gl[äa]ser|glas|bicchieri|bicchierini|calici|boccali|kr[üu]ge)\s+(?:f[üu]r\s+|da\s+|per\s+)?(?:weine?|biere?|vin[oi]|birr[ae]|sekt|prosecco|grappa)|(?:weine?|biere?|vin[oi]|birr[ae]|sekt|prosecco|grappa)\s+(?:gl[äa]ser|glas|bicchieri|calici|regal|k[üu]hlschrank|cantinetta|frigo|colou?re|farbe|rot)\b|(?<!(?:[€£$]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|£|\$|eur(?:os?)?(?![\p{L}])))\s+)(?:holds?|for|para|pour|per|leva|cabe[mn]?|caben|contient)\s+(?:(?:\d+|una?|uma?|one|une?|a)\s+)?(?:garrafas?\s+de\s+|botellas?\s+de\s+|bouteilles?\s+de\s+|bottiglie\s+di\s+|bottiglia\s+di\s+|flaschen\s+|bottles?\s+of\s+)?(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?)(?![^.!?\n]{0,30}?(?<![\p{L}])(?:por|for|pour|per|f[uü]r|a|à|@)\s+(?:[€£$]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|£|\$|eur(?:os?)?(?![\p{L}]))))|(?:copos?|copas?|ta[cç]as?|vasos?|verres?|glass(?:es)?|garrafeira|abridor|abre-?garrafas?|decanter|decantador|saca-?rolhas|sacacorchos|tire-?bouchon|rolha|refrigerador|frigor[ií]fico|cooler|cave|adega|bodega|wine\s+cooler|rack|estante|suporte|porta-?garrafas|gel|cor|color|couleur|colou?r|cuba|mancha|manchas?|tacha|sem|no|sans|without|zero|0,0|0\.0)\s+(?:de\s+|à\s+|a\s+|para\s+|pour\s+)?(?:vinhos?|vinos?|vins?|wines?|whisky|cervejas?|cervezas?|bi[eè]res?|beers?|champagne|champanhe|[aá]lcool|alcohol|alcool|gin|rum|ron)|(?:caixa|box|caja)\s+(?:de\s+|para\s+)?(?:vinhos?|vinos?|vins?|wines?)(?!\s+(?:tint[oa]s?|branc[oa]s?|blanc[oa]s?|ros[eé]s?|rosad[oa]s?|verdes?|rouges?|rosso|bianco|red|white|d[eo]\s+(?!(?:madeira|madera|pinho|pino|carvalho|roble|cart[aã]o|cart[oó]n|papel[aã]o|metal|vime|mimbre|corti[cç]a|corcho|pl[aá]stico)(?![\p{L}]))\p{L}|\d))|(?:vestidos?|saias?|blusas?|camisolas?|camisas?|casacos?|sapatos?|botas?|bolsas?|malas?|carteiras?|cal[cç]as|faldas?|jers[eé]is|jersey|zapatos?|bolsos?|chaquetas?|abrigos?|pantalones|robes?|jupes?|chemises?|pulls?|chaussures?|sacs?|vestes?|manteaux?|pantalons?|dress(?:es)?|skirts?|shirts?|blouses?|jumpers?|sweaters?|shoes|boots|bags?|handbags?|coats?|jackets?|trousers|vestit[oi]|gonn[ae]|camici[ae]|scarpe|borse?|maglion[ei]|giacc[ae]|kleid(?:er)?|blusen?|schuhe|taschen?|jacken?|batons?|verniz|labial|lipsticks?|rouges?\s+[àa]\s+l[eè]vres|gravatas?|corbatas?|cravates?|ties?|cravatt[ae]|krawatten?|len[cç]os?|pa[nñ]uelos?|foulards?|scarf|scarves|sciarp[ae]|schals?|t[uü]cher|cintos?|cintur[oó]n(?:es)?|ceintures?|belts?|cintur[ae]|g[uü]rtel|meias|calcetines|chaussettes|socks|calzini|socken|luvas|guantes|gants|gloves|guanti|handschuhe|chap[eé]us?|sombreros?|chapeaux?|hats?|cappelli|cappello|h[uü]te?|m[uü]tzen?)\s+(?:(?:seda|silk|soie|seta|seide|l[aã]|lana|laine|wool|wolle|algod[aã]o|algod[oó]n|coton|cotton|cotone|baumwolle|couro|cuero|cuir|leather|pelle|leder|veludo|terciopelo|velours|velvet|velluto|samt|cetim|sat[eé]n|satin|raso)\s+)?(?:(?:cor|color|couleur|colou?r|colore|farbe)\s+(?:de\s+|di\s+)?)?(?:vinhos?|vinos?|vins?|vin[oi]|wines?|weine?)(?:\s+(?:tint[oa]s?|rouges?|rosso|red|rot))?(?![\p{L}])(?!\s+(?:de|do|da|di|del|from|aus)\s)|champagne\s+(?:gold|pink|rose[\s-]gold|colou?r|satin|lace|dress|heels|sequin)|(?:in|em|en)\s+champagne|(?:vinhos?|vinos?|vins?|wines?|gin|rum|whisky|beer|bi[eè]re)\s+(?:glass(?:es)?|racks?|coolers?|openers?|colou?r|red|tint(?:ed|s)?)(?![\p{L}])|(?:whisky|whiskey|wine|gin|vodka|rum|beer)\s+(?:decanters?|tumblers?|stones|(?:shot\s+)?glass(?:es)?|sets?\s+of\s+glasses|carafe)|\bbordeaux\b|gin\s+tonic\s+glass|\bvin\s+rouge\b\s+(?:couleur|colou?r)|(?:ron|rum)\s+(?:jon|burgundy)|\bgin\b(?=\s+(?:kit|set)\s+(?:de\s+)?copos)/iu.source}`, 'iu'),
    context: aboutOrEmpty,
  },
  {
    topic: 'live-animals',
    madeThing: true,
    terms: ['cachorrinhos?', 'filhotes?', 'ninhadas?', 'cachorros?\\s+(?:de\\s+raza|en\\s+venta|para\\s+vender|pura\\s+raza)', 'cachorr(?:os?|inhos?)\\s+de\\s+(?:ra[cç]a|pastor|labrador|golden|husky|bulldog|yorkshire|chihuahua|caniche|beagle|border|podenco|galgo|mast[ií]n|teckel|pomerania|schnauzer|boxer|d[oó]berman|rottweiler|pitbull|bich[oó]n|carlino|shih|spaniel|cocker|setter|pointer|dogue|d[aá]lmata)', '\\d+\\s+(?:gatinhos|cachorrinhos|filhotes|gatitos|perritos|cachorros|chatons|chiots|kittens|puppies)', 'gatitos?\\s+(?:en\\s+venta|de\\s+raza|para)', 'perritos?\\s+(?:en\\s+venta|de\\s+raza|para)', 'chiots?', 'chatons?', 'puppies', 'puppy', 'welpen', 'welpe', 'hundebabys?', 'katzenbabys?', 'cagnolin[oi]', 'gattin[oi]', 'micin[oi]', 'k[aä]tzchen', 'cuccioli', 'cucciolo', 'gattini', 'kittens?', 'gatinhos?\\s+(?:para|de\\s+ra[cç]a|[aà]\\s+venda)',
      // A litter's young with their age: "Gatinhos persas, 3 meses", "kittens 8 weeks old".
      '(?:gatinhos?|gatitos?|chatons?|kittens?|filhotes?|perritos?|chiots?|cuccioli|gattini|welpen|k[aä]tzchen)(?=[^.!?\\n]{0,40}?\\b\\d{1,2}\\s*(?:semanas|meses|semaines|mois|weeks|months|settimane|mesi|wochen|monate)\\b)', 'c[aã]es?\\s+de\\s+ra[cç]a', 'animais\\s+vivos', 'animales\\s+vivos', 'animaux\\s+vivants', 'live\\s+animals?', 'papagaios?', 'periquitos?', 'tartarugas?\\s+vivas?', 'loros', 'agapornis', 'can[aá]rios', 'canaris', 'lapins?\\s+nains?', 'conejos?\\s+enanos?', 'tortoises?', 'guinea\\s+pigs', 'cobayas', 'porquinhos\\s+da\\s+[ií]ndia', 'cochons\\s+d\\x27inde', 'pintainhos', 'coelhos?\\s+an[oõ]es?', 'hundewelpen(?!-)', 'katzenwelpen(?!-)', 'wellensittiche?(?!-)', 'conejitos?\\s+(?:enanos?|belier|de\\s+raza)'],
    // Pet supplies name the animal they are for: any thing "para", "for", "pour", "für" or "per" the animal ("Gaiola para …", "Hundebox für …")
    // is that thing, not the animal; the listed accessories may also name it with "de" or nothing between.
    // Gear named with the animal before it ("hamster wheel", "tortoise table", "guinea pig hutch").
    // Food and gear made for young animals name them as their stage ("puppy food", "Kitten 2 kg", "croquettes chiot", "ração para cachorros").
    innocent: new RegExp(
      String.raw`${animalWordInGear}|${animalInGameName}|${animalInProductName}|tortoise[\s-]?shell|(?:hamster|tortoise|guinea\s+pig|rabbit|parrot|budgie|canary|turtle)s?\s+(?:cages?|hutch(?:es)?|wheels?|balls?|food|bedding|houses?|toys?|tanks?|tables?|lamps?|runs?|perch(?:es)?|nests?|beds?|carriers?)|(?:puppy|kitten|chiot|chaton|welpen|cucciol[oi])\s+(?:food|pads?|crates?|beds?|toys?|training|harness(?:es)?|collars?|shampoo|milk|pouches|treats|biscuits|bowls?|pens?|playpens?|gates?|carriers?|formula|kibble|dry|wet|chow|packs?|\d+(?:[.,]\d+)?\s?(?:kg|g)\b)|(?:croquettes?|p[aâ]t[eé]e?s?|nourriture|aliments?|ra[cç][aã]o|ra[cç][oõ]es|piensos?|comida|alimentos?|futter|crocchette|cibo|food|treats)\s+(?:para\s+|pour\s+|de\s+|per\s+|f[uü]r\s+|for\s+)?(?:(?:os|les|el|los|i|the)\s+)?(?:chiots?|chatons?|cachorr\p{L}*|gatit\p{L}*|gatinh\p{L}*|puppies|puppy|kittens?|welpen|k[aä]tzchen|cuccioli|cucciolo|gattini)|(?<![\p{L}])\p{L}+\s+(?:para|for|pour|f[uü]r|per)\s+(?:(?:os|as|o|a|el|los|la|las|le|les|the|your|die|den|gli|i)\s+)?(?:cachorrinhos?|cachorros?|filhotes?|gatinhos?|gatitos?|perritos?|chiots?|chatons?|puppies|puppy|kittens?|welpen|k[aä]tzchen|cuccioli|cucciolo|gattini|papagaios?|periquitos?|tartarugas?|pintainhos|coelhos?|loros|agapornis|can[aá]rios|canaris|canaries|lapins?|conejos?|tortoises?|tortugas?|guinea\s+pigs?|cobayas?|h[aá]msters?)(?![\p{L}])|${youngPetGear}|(?:patrulha\s+pata|pat'?\s+patrouille|paw\s+patrol)|puppy\s+(?:love|dog\s+eyes)|(?:chiot|chaton|kitten|puppy)\s+(?:en\s+)?(?:peluche|plush|toy|print|estampado|heels?)`,
      'iu',
    ),
    // The title names the young animals, the description their age in weeks or their care: "Gatinhos siameses" / "Com 9 semanas",
    // "Chiots" / "Vaccinés et pucés" (months are left out here: a baby's clothes are sized in months).
    subject: /(?<![\p{L}])(?:gatinhos?|gatitos?|chatons?|kittens?|filhotes?|cachorrinhos?|cachorros?|perritos?|chiots?|puppies|puppy|cuccioli|cucciolo|gattini|welpen|k[aä]tzchen)(?![\p{L}])/iu,
    followUp:
      /(?<![\p{L}\p{N}])\d{1,2}\s*(?:semanas|semaines|weeks|settimane|wochen)(?![\p{L}])|(?<![\p{L}])(?:desparasitad[oa]s|vacinad[oa]s|vacunad[oa]s|vaccin[eé]e?s|vaccinated|vaccinat[ie]|sverminat[ie]|geimpft|entwurmt|dewormed|wormed|vermifug[eé]e?s|microchipped|pedigree)(?![\p{L}])/iu,
    // A Playmobil parrot or a plush puppy is a toy (toy makers and figures only: a litter sold "with its toys" is still a litter); a game
    // named after young animals, the game said beside their word, is a game.
    context: new RegExp(`${/playmobil|lego|schleich|sylvanian|pel[uú]cias?|peluches?|plush|figur(?:a|as|ine|ines|en)\b|bonecos?|action\s+figures?/iu.source}|${animalInGameName}`, 'iu'),
  },
  {
    // Young animals named by a word of several meanings ("cachorro" is also a cub, a hot dog or, in Portuguese, any dog; "gatito" a
    // print or a toy): alive and for sale only beside an age in weeks, their care or a home sought ("Cachorrita de 9 semanas, desparasitada").
    topic: 'live-animals',
    madeThing: true,
    once: true,
    terms: ['cachorr(?:it[oa]s?|[oa]s?)', 'perrit[oa]s?', 'gatit[oa]s?', 'gatinh[oa]s?'],
    requires: youngAnimalSigns,
    innocent: petSupplyFor,
    context: animalLikenesses,
  },
  {
    // Aquarium fish sold with their tank or by the live one ("Aquário com peixes", "vendo com 10 néons", "live guppies"); food, nets and
    // likenesses for them are not them, nor a tank sold without them ("sem peixes").
    topic: 'live-animals',
    madeThing: true,
    once: true,
    terms: [aquariumFish],
    requires: new RegExp(String.raw`(?<![\p{L}])(?:com|con|avec|with|mit|incl\p{L}*|inkl\.?)\s+(?:(?:os|as|los|las|les|the|i|le|gli|den|die|seus|sus|ses|its)\s+)?(?:\d+\s+)?${aquariumFish}|${aquariumFish}\s+(?:viv[oa]s|vivants?|vivi|lebende?)|(?:live|lebende?)\s+${aquariumFish}`, 'iu'),
    innocent: petSupplyFor,
    context: animalLikenesses,
  },
  {
    // Dogs and cats named by their plain word ("Cadela com 2 anos, vacinada", "chienne stérilisée cherche famille"): alive only beside their care
    // or a new home sought (`petCareSigns`); pet supplies for them ("casota para cão") and likenesses are not them. English "cat" and
    // "chat", Italian "cane" are left out: a brand's name, a chat window and a walking cane share them.
    topic: 'live-animals',
    madeThing: true,
    once: true,
    terms: [`${ownPetBefore}${dogsAndCats}`],
    requires: petCareSigns,
    innocent: petSupplyFor,
    context: animalLikenesses,
  },
  {
    // The seller's own dog or cat ("Unser Hund ist geimpft", "our dog loved it") is named, not sold, unless a new home is sought for it
    // ("o nosso cão procura nova família") or the seller says it is for sale ("vendo o meu gato").
    topic: 'live-animals',
    madeThing: true,
    once: true,
    terms: [`(?<=${possessives}\\s)${dogsAndCats}`],
    requires: petRehomed,
    innocent: petSupplyFor,
    context: animalLikenesses,
  },
  {
    // Pets by their species (parrots, rabbits, rodents, ferrets, reptiles, hens) in the six languages: names toys, prints, books and
    // dishes share, so one counts only with a sign of a living animal near it (`animalSigns`: its age, its sex, what it does, its
    // cage sold with it, a new home sought for it, "vendo o meu …"), and not among toys, prints, costumes or books.
    topic: 'live-animals',
    madeThing: true,
    terms: [
      'papagaio', 'catatuas?', 'calopsitas?', 'caturras?', 'coelh(?:o|os|inho|inhos)', 'hamsters?', 'h[aá]msters?', 'fur[aã]o', 'fur[oõ]es', 'porquinho(?:-|\\s+)da(?:-|\\s+)[ií]ndia', 'drag[aã]o\\s+barbudo', 'galinhas',
      'loro', 'cotorras?', 'cacat[uú]as?', 'conej(?:o|os|ito|itos)', 'hur[oó]n(?:es)?', 'cobaya', 'drag[oó]n\\s+barbudo', 'pogonas?', 'gallinas',
      'perroquets?', 'perruches?', 'cacato[eè]s', 'calopsittes?', 'lapins?', 'furets?', 'cochon\\s+d\x27inde', 'poules',
      'parrots?', 'african\\s+greys?', 'cockatoos?', 'cockatiels?', 'budgies?', 'rabbits?', 'ferrets?', 'guinea\\s+pig', 'bearded\\s+dragons?', '(?:leopard\\s+)?geckos?', 'corn\\s+snakes?', '(?:ball|royal)\\s+pythons?', 'hens',
      'pappagall[oi]', 'cenerin[oi]', 'calopsit(?:e|i)', 'parrocchett[oi]', 'cocorit[ae]', 'conigli(?:o|etto|etti)?', 'cricet[oi]', 'furett[oi]', 'porcellin[oi]\\s+d\x27india', 'drag(?:o|hi)\\s+barbut[oi]', 'galline',
      'papageien?', 'graupapageien?', 'kakadus?', 'nymphensittich(?:e)?', 'kaninchen', 'zwergkaninchen', 'frettchen', 'meerschweinchen', 'bartagamen?', 'leguane?', 'kornnattern?', 'h[uü]hner',
    ],
    requires: animalSigns,
    // What is for the animal ("jaula de hámster", "food for rabbits", "Futter für Kaninchen"), and Italian "loro" as the pronoun ("le loro gabbie").
    innocent: petSupplyFor,
    context: animalLikenesses,
  },
  {
    // Disposable vapes as French and Spanish sellers name them, by their puffs ("puff 12000 bouffées", "9000 caladas"): only where
    // the listing names no vape, cigarette or tobacco otherwise, in either field ("Vape descartável" / "600 puffs" is one vape).
    topic: 'tobacco-vapes',
    terms: ['\\d{3,5}k?\\s?(?:puffs|bouff[eé]es|taffs|caladas)', 'puffs?\\s+(?:jetables?|disposables?|desechables?|descart[aá]ve(?:l|is)|usa\\s+e\\s+getta)', 'puffs?\\s+\\d{3,5}k?(?:\\s?(?:puffs|bouff[eé]es|taffs))?'],
    once: true,
    context: /vap(?:e|es|er|ers|eador|eadores|oteuse)\b|e-?cig|cigarett|cigarros?|cigarrillos?|\bpods?\b|nicotin|e-?liquid|tabac|tabak|tobacco|zigarett|sigarett/iu,
  },
  {
    // Disposables sold with their flavours or their nicotine strength ("five disposables, assorted flavours, 20mg", "descartáveis,
    // sabores variados"): disposable vapes, whatever their maker's name; cups and plates are not sold by flavour.
    topic: 'tobacco-vapes',
    qualifier: true,
    terms: ['disposables', 'descart[aá]veis', 'desechables', 'jetables', 'usa\\s+e\\s+getta', 'einwegs?'],
    requires: /(?<![\p{L}])(?:flavou?rs?|sabor(?:es)?|saveurs?|gust[io]|geschmack\p{L}*|geschm[aä]cker|aromen|puffs?|bouff[eé]es|caladas|nicotin\p{L}*)(?![\p{L}])|\d+\s?mg(?![\p{L}])/iu,
    context: /(?<![\p{L}])(?:copos?|vasos?|gobelets?|bicchieri|becher|cups?|pratos?|platos?|assiettes?|piatti|teller|plates?|talheres|cubiertos|couverts|posate|besteck|cutlery|fraldas?|pa[nñ]ales|couches|pannolini|windeln|nappies|diapers|luvas|guantes|gants|guanti|handschuhe|gloves|m[aá]scaras?|masques?|mascherine|masken|masks?|l[aâ]minas|cuchillas|lames|lamette|klingen|razors?|c[aâ]maras?|cam[eé]ras?|fotocamere|kameras?|cameras?)(?![\p{L}])/iu,
  },
  {
    // Spanish "ron" (rum) is also a given name ("Ron Weasley"): rum only beside a bottle, a volume, an age or a drink's word.
    topic: 'alcohol',
    terms: ['ron'],
    requires: /(?<![\p{L}])(?:botell\p{L}*|garraf\p{L}*|litros?|\d+\s?(?:cl|ml|l)\b|a[ñn]os|añejo|a[ñn]ejo|blanco|dorado|oscuro|negro|vol\.?|miel|cubano|caribe\p{L}*|bebidas?|licor\p{L}*|destilad\p{L}*|c[oó]cteles?|mojitos?|cuba\s+libre|reserva|solera)(?![\p{L}])|\d\s?%|°/iu,
    context: aboutOrEmpty,
  },
  {
    // A bottle of something named, from a seller who says they do not drink ("Bottle of X 18" / "Not a drinker", "garrafa de X, não bebo"):
    // a drink, whatever its maker's name.
    topic: 'alcohol',
    qualifier: true,
    terms: ['(?:bottles?|garrafas?|botellas?|bouteilles?|bottigli[ae]|flaschen?)\\s+(?:of\\s+|de\\s+|di\\s+|d[\x27’]\\s*)?[\\p{L}][\\p{L}\x27’-]+(?:\\s+[\\p{L}][\\p{L}\x27’-]+)?(?:\\s+\\d{1,2}(?![\\p{N}]))?'],
    requires: /(?<![\p{L}])(?:(?:i\x27?m\s+)?not\s+a\s+drinker|(?:i\s+)?(?:don\x27?t|do\s+not)\s+drink|n[aã]o\s+bebo|no\s+bebo|je\s+ne\s+bois\s+pas|non\s+bevo|ich\s+trinke\s+(?:keinen?|nicht)|abst[eé]mi[oa]|teetotal(?:ler)?)(?![\p{L}])/iu,
    context: aboutOrEmpty,
  },
  {
    // A drink's strength ("40 % vol", "35% alc.", "ABV 5.2%") or a spirit's bottle, 70 cl, sealed, aged or boxed ("Bottle X 70cl, unopened",
    // "12 year old, 70cl"): a drink whatever its maker's name; not a sanitiser's or a perfume's alcohol, nor an empty, thermal or water
    // bottle or one of oil or vinegar.
    topic: 'alcohol',
    qualifier: true,
    terms: [
      '\\d{1,2}(?:[.,]\\d)?\\s?%\\s?(?:vol\\.?|alc\\.?(?:\\s?/\\s?vol\\.?)?|abv)(?![\\p{L}])', '(?:abv|alc\\.?)\\s?:?\\s?\\d{1,2}(?:[.,]\\d)?\\s?%',
      '7[05]\\s?cl(?![\\p{L}])', '0[.,]7\\s?(?:l|lt|litros?|litres?|liters?|litri)(?![\\p{L}])', '700\\s?ml(?![\\p{L}])',
    ],
    requires: /(?<![\p{L}])(?:vol\.?|alc\.?|abv|garrafas?|botellas?|bouteilles?|bottles?|bottiglie?|flaschen?)(?![\p{L}])/iu,
    context: /(?<![\p{L}])(?:vazi[ao]s?|vac[ií][ao]s?|vides?|empty|vuot[ae]|leer\p{L}*|t[eé]rmic\p{L}*|thermo\p{L}*|isotherm\p{L}*|isoterm\p{L}*|[aá]gua|agua|water|eau\s+(?:min[eé]rale|plate|gazeuse)|acqua|wasser|trink\p{L}*|borracc\p{L}*|cantil|gourdes?|azeites?|aceites?|huiles?|oli[oi]|oils?|vinagres?|vinaigres?|aceto|essig|vinegar|perfum\p{L}*|parfum\p{L}*|profum\p{L}*|col[oó]nias?|cologne|eau\s+de|gel|desinf\p{L}*|disinf\p{L}*|d[eé]sinf\p{L}*|sanitiz\p{L}*|higieni\p{L}*|hidroalco\p{L}*|hydroalco\p{L}*|shampoo|champ[uú]|sabonete|jab[oó]n|savon|detergente?s?|lix[ií]via|refrigerantes?|sumos?|zumos?|jus|succhi|succo|s[aä]fte?|juices?|colas?|sodas?|limonadas?|lemonade|leite|milk|lait|latte|milch|kombucha|xaropes?|siropes?|sirops?|sciropp[oi]|sirup|syrups?|molhos?|salsas?|sauces?|decora\p{L}*|d[eé]cor\p{L}*|candeeiros?|l[aá]mparas?|lampes?|lamps?)(?![\p{L}])/iu,
  },
  {
    // Brandy and cognac are also colours ("cognac leather", "sac cognac"): the drink only beside a bottle, a volume, an age or a grade.
    topic: 'alcohol',
    terms: ['cognac', 'conhaque', 'co[ñn]ac', 'brandy', 'brandies', 'weinbrand'],
    requires: /(?<![\p{L}])(?:botell\p{L}*|garraf\p{L}*|bouteilles?|bottles?|flaschen?|bottigli\p{L}*|litros?|litres?|liters?|\d+\s?(?:cl|ml|l)\b|a[ñn]os|anos|ans|years?|jahre|anni|xo|vsop|vs|napol[eé]on|hors\s+d\x27[aâ]ge|reserva|solera|destilad\p{L}*|distill\p{L}*|bebidas?|spirituos\p{L}*|spirits?)(?![\p{L}])|\d\s?%|°/iu,
    context: aboutOrEmpty,
  },
  {
    topic: 'identity-documents',
    madeThing: true,
    // A maker's product line named like a document ("BlackBerry Passport", a phone): the term right after a maker's name is the product's.
    afterMakerIsProduct: true,
    // A storage drive's listing ("Passport Ultra 1 TB, USB-C"): no document is sold by its capacity or its port.
    context: /(?<![\p{L}])(?:usb|hdd|ssd|exfat|ntfs|\d+(?:[.,]\d+)?\s?(?:tb|to|gb|go)|discos?\s+(?:r[ií]gidos?|duros?|extern[oa]s?)|disques?\s+durs?|hard\s+(?:drives?|disks?)|festplatten?|dischi?\s+(?:rigid[oi]|estern[oi]))(?![\p{L}])/iu,
    terms: [
      // An identity card offered as a novelty, a fake or a prop with a name of the buyer's choosing: a false document whatever it is called.
      '(?:novelty|fake|replica|prop|fantasy|fantaisie)\\s+(?:id|identity|identification)(?:\\s+cards?)?', '(?:id|identity)\\s+cards?(?=[^.!?\\n]{0,60}?(?:any\\s+name|name\\s+of\\s+your\\s+choice|your\\s+(?:own\\s+)?(?:name|details|photo)|looks?\\s+(?:just\\s+)?like\\s+(?:the\\s+)?real))',
      "(?:carte\\s+d'identit[eé]|dni|documento\\s+de\\s+identidade|carta\\s+d'identit[aà]|personalausweis)\\s+(?:fantaisie|factice|falso|falsa|fals[oa]s|fake|gef[aä]lscht)", "fausses?\\s+cartes?\\s+d'identit[eé]", 'falsche[rn]?\\s+(?:personalausweis|ausweis)e?',
      'cart[aã]o\\s+de\\s+cidad[aã]o', 'bilhete\\s+de\\s+identidade', 'passaportes?', 'pasaportes?', 'passeports?', 'passports?', 'cartas?\\s+de\\s+condu[cç][aã]o', 'carn[eé]\\s+de\\s+conducir', 'permis\\s+de\\s+conduire', "carte\\s+d'identit[eé]", 'dni', 'nif\\s+(?:falso|para\\s+venda)', 'driving\\s+licen[cs]e',
      'passaport[oi]', "cart[ae]\\s+d'identit[aà]", 'patente\\s+di\\s+guida', 'reisep[aä]sse?', 'personalausweise?', 'f[uü]hrerscheine?', 'carnet\\s+de\\s+conducir', 'permiso\\s+de\\s+conducir', 'documento\\s+nacional\\s+de\\s+identidad'],
    // A thing "para", "for", "pour", "für" or "per" a document ("porta-documentos em pele para carta de condução") holds it, it is not one;
    // a licence named as what driving the vehicle takes ("pode ser conduzida com carta de condução de ligeiros") is no document for sale.
    // An English compound naming what holds the document ("driving licence holder", "passport cover") is the holder.
    innocent: new RegExp(
      String.raw`(?:capas?|portas?|fundas?|[eé]tuis?|pochettes?|custodi[ae]|h[uü]llen?|holders?|wallets?|covers?|cases?|carteiras?|carteras?|bolsos?|bolsillos?|poches?|tasche|f[aä]ch(?:er)?|pockets?|slots?|compartiment\p{L}*|compartimentos?|scomparti?)\s+(?:[\p{L}-]+\s+){0,3}?(?:para|for|pour|per|f[uü]r)\s+(?:[\p{L}-]+,?\s+){0,5}?(?:(?:e|y|et|and|und|ed|o|ou|or|oder|,)\s+|(?<=,\s))(?:(?:o|a|os|as|el|la|los|las|le|les|the|your|il|den|die|das|tu|teu|seu|votre|ton)\s+)?(?:cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|passaportes?|pasaportes?|passeports?|passports?|passaport[oi]|reisep[aä]sse?|personalausweise?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]\s+de\s+conducir|carnet\s+de\s+conducir|permiso\s+de\s+conducir|permis\s+de\s+conduire|cartes?\s+d['’]identit[eé]|carta\s+d['’]identit[aà]|patente(?:\s+di\s+guida)?|f[uü]hrerscheine?|dni|driving\s+licen[cs]e)(?:\s*(?:,|\s(?:e|y|et|and|und|ed|o|ou|or|oder))\s+(?:(?:o|a|os|as|el|la|los|las|le|les|the|your|il|den|die|das|tu|teu|seu|votre|ton)\s+)?(?:cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|passaportes?|pasaportes?|passeports?|passports?|passaport[oi]|reisep[aä]sse?|personalausweise?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]\s+de\s+conducir|carnet\s+de\s+conducir|permiso\s+de\s+conducir|permis\s+de\s+conduire|cartes?\s+d['’]identit[eé]|carta\s+d['’]identit[aà]|patente(?:\s+di\s+guida)?|f[uü]hrerscheine?|dni|driving\s+licen[cs]e)){0,3}(?![^.!?\n]{0,50}?(?:verdadeir|verdader|vrai|echt|autentic|aut[eé]ntic|authenti|genuin|falsific|fals[oa]|fake|faux|gef[aä]lscht|[àa]\s+venda|en\s+venta|for\s+sale|zu\s+verkaufen|in\s+vendita|[àa]\s+vendre|nome|nombre|name|nom(?![\p{L}])|sem\s+exame|sin\s+examen|sans\s+examen|without\s+(?:a\s+)?test|senza\s+esame|ohne\s+pr[uü]fung))|${idDocumentAccessory}|(?:conduz\p{L}*|conduc\p{L}*|conduir\p{L}*|conduit\p{L}*|conduci\p{L}*|guid\p{L}*|driv\p{L}*|rid(?:e|den|ing)|fahr\p{L}*|pilot\p{L}*|precis\p{L}*|necessit\p{L}*|exig\p{L}*|requer\p{L}*|requier\p{L}*|requires?|required|needs?|n[eé]cessit\p{L}*|basta|suffit|chega|accessible|acess[ií]vel|accesible|accessibile)\s+(?:[\p{L}-]+\s+){0,3}?(?:com|con|with|avec|mit)\s+(?:(?:a|o|el|la|le|the|una?|um|uma|une?|il|den|einem?)\s+)?(?:cartas?\s+de\s+condu[cç][aã]o|carta|carn[eé]\s+de\s+conducir|carnet(?:\s+de\s+conducir)?|permiso\s+de\s+conducir|permis(?:\s+de\s+conduire)?|driving\s+licen[cs]e|licen[cs]e|patente(?:\s+di\s+guida)?|f[uü]hrerschein)|(?<![\p{L}])\p{L}+\s+(?:para|for|pour|f[uü]r|per)\s+(?:(?:o|a|os|as|el|la|los|las|le|les|the|your|il|den|die|das|tu|teu|seu|votre|ton)\s+)?(?:cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|passaportes?|pasaportes?|passeports?|passports?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]\s+de\s+conducir|permis\s+de\s+conduire|carte\s+d'identit[eé]|dni|driving\s+licen[cs]e)(?:\s*(?:,|e|y|et|and|und|ou|o|or)\s+(?:(?:o|a|os|as|el|la|los|las|le|les|the|your|il|den|die|das|tu|teu|seu|votre|ton)\s+)?(?:cart[aã]o\s+de\s+cidad[aã]o|bilhete\s+de\s+identidade|passaportes?|pasaportes?|passeports?|passports?|cartas?\s+de\s+condu[cç][aã]o|carn[eé]\s+de\s+conducir|permis\s+de\s+conduire|carte\s+d'identit[eé]|dni|driving\s+licen[cs]e)){0,2}|(?:foto|photo|fotos?\s+tipo|photo\s+d'identit[eé]|tamanho|taille|size)s?[\s-]+(?:de\s+|para\s+|pour\s+|for\s+)?(?:o\s+|el\s+|le\s+|the\s+)?(?:passaportes?|pasaportes?|passeports?|passports?|cart[aã]o\s+de\s+cidad[aã]o|dni|documentos?)|(?:passport|passeport|pasaporte|passaporte)\s+(?:size|photos?|fotos?)|(?:foto(?:tessera)?|passfotos?|bilder)[\s-]+(?:per\s+|f[uü]r\s+(?:den\s+|einen\s+)?)?(?:il\s+)?(?:passaport[oi]|reisep[aä]sse?|personalausweise?|f[uü]hrerscheine?|carta\s+d'identit[aà]|patente)|(?:f[uü]hrerschein|patente(?:\s+di\s+guida)?|carnet\s+de\s+conducir|permiso\s+de\s+conducir|carta\s+de\s+condu[cç][aã]o|permis\s+de\s+conduire|driving\s+licen[cs]e)[\s-]*(?:der\s+|de\s+|da\s+|di\s+)?(?:klasse|kl\.|categor[ií]a|categoria|cat[eé]gorie|category|kategorie|tipo|type|am|a1|a2|b|b1|be|erforderlich|n[oö]tig|notwendig|ben[oö]tigt|frei|necess[aá]ri[oa]|richiest[oa]|requis|required|needed|obligatorio|obrigat[oó]ri[oa])(?![\p{L}\p{N}])|${plantOrAnimalPassport}|${licenceStudyMaterial}|${photosForDocuments}`,
      'iu',
    ),
  },
  {
    topic: 'digital-accounts',
    terms: [
      // Accounts of games, streaming services and social networks sellers trade, in the six languages' word for an account, either order.
      `(?:contas?|cuentas?|comptes?|accounts?|account|konto|konten)\\s+(?:de\\s+|di\\s+|du\\s+|bei\\s+|von\\s+)?${tradedAccounts}`, `${tradedAccounts}[\\s-]?(?:accounts?|konto|konten)`,'contas?\\s+(?:de\\s+)?(?:netflix|spotify|disney\\+?|hbo|fortnite|steam|psn|instagram)', 'cuentas?\\s+(?:de\\s+)?(?:netflix|spotify|disney\\+?|hbo|fortnite|steam|psn|instagram)', 'comptes?\\s+(?:netflix|spotify|disney\\+?|fortnite|steam|psn)', '(?:netflix|spotify|disney\\+?|fortnite|steam|psn|instagram)\\s+(?:(?:premium|family|familiar|familiare|famille|shared|4k|uhd|standard|basic|plus|ultimate|lifetime)\\s+)?accounts?', 'seguidores\\s+(?:de\\s+)?instagram', '(?:followers|seguidores|abonn[eé]s|follower)\\s+(?:for|para|pour|per|f[uü]r)\\s+(?:tiktok|instagram|insta|youtube|twitch|twitter|facebook)', '(?:\\d+(?:[.,]\\d+)?\\s?k?)\\s+(?:followers|seguidores|abonn[eé]s|likes)\\s+(?:packages?|packs?|pacotes?|paquetes?)', '(?:packages?|packs?|pacotes?|paquetes?)\\s+(?:de\\s+|of\\s+)?(?:\\d+(?:[.,]\\d+)?\\s?k?\\s+)?(?:followers|seguidores|abonn[eé]s)',
      // A social network's account offered with its audience or for sale ("Compte TikTok 12k abonnés", "Instagram account with 8k followers",
      // "conta de Instagram à venda"): the seller's own page named to be found ("o meu Instagram") carries no count and no sale.
      `${socialAccount}(?=[^.!?\\n]{0,40}?(?:${audienceCount}|${forSale}))`,
      '(?:abonnements?|assinaturas?|suscripci[oó]n(?:es)?|subscriptions?|abbonament[oi])\\s+(?:de\\s+|à\\s+|a\\s+)?(?:netflix|spotify|disney\\+?|hbo(?:\\s+max)?|prime\\s+video|dazn)\\s+(?:partag[eé]e?s?|partilhad[oa]s?|compartid[oa]s?|shared|condivis[oa])', '(?:profils?|perfil(?:es)?|profiles?|profil[oi])\\s+(?:de\\s+|on\\s+|su\\s+)?(?:netflix|disney\\+?|hbo(?:\\s+max)?|prime\\s+video)',
      // The English word before the name, as Italian and French sellers write it ("account Netflix"), and German compounds ("Netflix-Konto").
      'accounts?\\s+(?:di\\s+|de\\s+)?(?:netflix|spotify|disney\\+?|hbo|fortnite|steam|psn|instagram|tiktok|playstation|xbox)', '(?:netflix|spotify|disney\\+?|fortnite|steam|psn|instagram|tiktok)[\\s-]?konto', 'konto\\s+(?:bei\\s+|von\\s+)?(?:netflix|spotify|disney\\+?|fortnite|steam|psn|instagram)'],
    innocent: new RegExp(`${ownSocialAccount.source}|${accountRemoved}|${accountRemovedBefore}(?:[\\s-]+[\\p{L}\\p{N}+]+)?`, 'iu'),
  },
  {
    // Handing over an account's access once paid ("passo-te o login e a senha", "je t'envoie le mot de passe", "I'll send the login details"): the
    // account is what is sold. Only where the listing names an account, a game or a profile (a laptop's password given with it is the laptop's).
    topic: 'digital-accounts',
    once: true,
    terms: [`(?:dou|darei|envio|mando|doy|te\\s+doy|te\\s+paso|te\\s+env[ií]o|donne|envoie|transmets|give|send|hand\\s+over|gebe|schicke|passo|invio|fornisco)\\s+(?:(?:you|te|lhe|vous|dir|ti|le|les|los|las|o|a|os|as|el|la|il|lo|the|your|all|ihm|ihr|die|i|gli|my|mes|meus|mis|tus|tes|teus)\\s+){0,2}(?:${accountAccess})`],
    requires: new RegExp(`(?<![\\p{L}])(?:contas?|cuentas?|comptes?|accounts?|konto|konten|profil\\p{L}*|perfil|${socialNetworks}|${tradedAccounts})(?![\\p{L}])`, 'iu'),
  },
  {
    topic: 'testers-samples',
    qualifier: true,
    terms: ['testers?', 'testeurs?', 'testador(?:es)?', 'testflakons?', '(?:parf[uü]m|duft)proben?', 'probador(?:es)?', 'amostras?', 'muestras?', '[eé]chantillons?', 'samples?', 'campioncin[oi]', 'campioni', 'campione\\s+omaggio', 'proben?', 'miniaturas?\\s+(?:de\\s+)?(?:oferta|brinde)',
      // Perfume poured into small bottles from a seller's own ('decants', 'trasvasados', 'Abfüllungen'): repackaged, sold like samples.
      // A shop's demonstration bottle is a tester by another name.
      'frascos?\\s+(?:de\\s+)?(?:demonstra[cç][aã]o|prueba|demostraci[oó]n)', 'flacons?\\s+(?:de\\s+)?d[eé]monstration', 'demo\\s+bottles?', 'probierflasche\\p{L}*', 'flacon(?:e|i)?\\s+(?:di\\s+)?prova',
      'd[eé]cants?', 'decantes?', 'decantados?', 'trasvasad[oa]s?', 'transvas[eé]e?s?', 'abf[uü]llung(?:en)?'],
    // Paint is sold in tester pots too ("tester pot", "paint tester", "pot testeur").
    // French "tester" is also the verb ("possibilité de tester avant achat", "pour la tester"): after a preposition or an object pronoun it is trying, not a tester.
    innocent: /testers?\s+pots?|pots?\s+testeurs?|(?:paint|tinta|pintura|peinture|vernice|farbe)\s+testers?|(?:tester|testeur|testador|probador)s?\s+(?:de\s+|d'|for\s+|per\s+)?(?:bateri|batter|pilhas?|pilas?|piles?|voltag|tens[aã]o|tensi[oó]n|tension|voltage|tomadas?|enchufes?|prises?|sockets?|corrente|corriente|courant|cabos?|cables?|c[aâ]bles?|rede|red|r[eé]seau|network|ph|agua|[aá]gua|eau|water|pneus?|tyres?|tires?|piscina|pool|diamante|diamonds?|ouro|oro|gold|fus[ií]veis|fuses?|el[eé]trico|el[eé]ctrico|[eé]lectrique|electrical)|(?:multímetro|mult[ií]metro|multimeter|multim[eè]tre)|samplers?|sample\s+(?:rate|pack|library)|sampling|(?<![\p{L}])(?:possibilit[eé]\s+de|temps\s+de|envie\s+de|besoin\s+de|[àa]|pour|pu|(?:me|te|se|vous|nous|la|les|l['’])|faut|peux|pouvez|pourrez|pourrais|peut|venir|viens|venez)\s*tester(?![\p{L}])/iu,
    requires: beautyWords,
    requiresBrandCategory: 'beauty-perfume',
  },
  {
    topic: 'opened-cosmetics',
    qualifier: true,
    terms: [
      `(?:batons?|batom|bases?|r[ií]mel|m[aá]scaras?${maskNotMascara}|mascaras?${maskNotMascara}|corretor|p[oó]\\s+compacto|paletas?|palettes?|pintalabios|labiales?|maquillaje|maquilhagem|fond\\s+de\\s+teint|rouges?\\s+[aà]\\s+l[eè]vres|correcteur|lipsticks?|foundations?|concealers?|eyeshadows?|makeup|make-up|rossetto|fondotinta|lippenstift|creme|crème|cremas?|cream|s[eé]rum)(?:\\s+[\\p{L}\\p{N}\\x27’-]+){0,4}?[\\s,]+(?:j[aá]\\s+|d[eé]j[aà]\\s+|already\\s+)?(?:usad[oa]s?|abert[oa]s?|abiert[oa]s?|entam[eé]e?s?|ouvert(?:e|s|es)?|utilis[eé]e?s?|opened|used|swatched|apert[oa]|usat[oa]|benutzt|angebrochen|ge[oö]ffnet)`,
      '(?:usad[oa]s?|abert[oa]s?|abiert[oa]s?|entam[eé]e?s?|opened|used|swatched)\\s+(?:batons?|batom|base|r[ií]mel|m[aá]scara|pintalabios|maquillaje|fond\\s+de\\s+teint|mascara|lipsticks?|foundations?|concealers?|eyeshadows?|makeup|make-up|palettes?)',
    ],
    // The title names the make-up, the description says it was used: "Paleta de sombras" / "Abierta y usada".
    subject: new RegExp(String.raw`(?<![\p{L}])(?:batons?|batom|corrector|r[ií]mel|pintalabios|labiales?|rouges?\s+[aà]\s+l[eè]vres|lipsticks?|rossett[oi]|lippenstift|mascara${maskNotMascara}|m[aá]scara\s+de\s+pestanas|fond\s+de\s+teint|foundation|fondotinta|corretor|correcteur|concealer|eyeshadows?|ombretto|lidschatten\p{L}*|blush|bronzer|gloss|paletas?\s+de\s+sombras|palettes?\s+(?:de\s+fards|d\x27ombres|eyeshadow)|eyeshadow\s+palettes?|sombras?\s+de\s+ojos|maquilhagem|maquillaje|makeup|make-up|trucco|bases?\s+(?:de\s+)?maquil\p{L}*|s[eé]rum|cr[eè]mes?\s+(?:de\s+|pour\s+)?(?:rosto|visage|cara|face|viso)|(?:face|eye|night|day)\s+cream)(?![\p{L}])`, 'iu'),
    looseSubject: /(?<![\p{L}])(?:bases?|paletas?|palettes?|p[oó]s?\s+compactos?|powder|poudre|cipria|puder|cr[eè]mes?|creams?|cremas?|sombras?|ombres?|fards?|highlighter|iluminador|primer|pinceaux|brochas)(?![\p{L}])/iu,
    subjectBrandCategory: 'beauty-perfume',
    followUp: /(?<![\p{L}])(?:experimentad[oa]s?|experimentei|probad[oa]s?|prob[eé]|testad[oa]s?|testei|test[eé]e?s?|tested|testat[oa]|getestet|essay[eé]e?s?|tried\s+(?:on(?:ce)?|twice)|provat[oa]|ausprobiert|usad[oa]s?|usei|usé|us[aá]mos|benutzte|usata|usato|ho\s+usato|l['’]ho\s+usat[oa]|abert[oa]s?|abiert[oa]s?|entam[eé]e?s?|ouvert(?:e|s|es)?|utilis[eé]e?s?|opened|used|swatched|apert[oa]|usat[oa]|benutzt|angebrochen|ge[oö]ffnet)(?![\p{L}])/iu,
  },
  {
    // Make-up swatched (tried on the skin to show its colour): only make-up is swatched, so the word alone says it was opened and used,
    // in each language's form of the borrowed verb ("swatched", "swatché", "swatcheado", "swatchado", "swatchato", "geswatcht").
    topic: 'opened-cosmetics',
    qualifier: true,
    terms: ['swatched', 'swatch(?:é|ée|és|ées)', 'swatchead[oa]s?', 'swatche(?:é|ó)', 'swatchad[oa]s?', 'swatchei', 'swatchat[oaie]', 'geswatcht(?:e|en|er|es)?'],
  },
  {
    // Expired make-up and perfume: Vinted's and eBay's used-cosmetics clauses take them with opened ones.
    topic: 'opened-cosmetics',
    qualifier: true,
    terms: ['caducad[oa]s?', 'fora\\s+(?:do\\s+)?(?:prazo\\s+)?de\\s+validade', 'validade\\s+(?:expirada|ultrapassada)', 'expired', 'p[eé]rim[eé]e?s?', 'abgelaufen(?:e|en|er|es)?', 'scadut[oaie]', 'date\\s+(?:de\\s+p[eé]remption\\s+)?d[eé]pass[eé]e'],
    requires: beautyWords,
    requiresBrandCategory: 'beauty-perfume',
  },
  {
    topic: 'car-seats-helmets',
    madeThing: true,
    terms: [
      'cadeiras?\\s+(?:de\\s+)?(?:auto|carro)', 'cadeirinhas?(?:\\s+(?:de\\s+)?(?:auto|carro))?', 'ovos?\\s+(?:de\\s+)?(?:beb[eé]|auto)', 'portabeb[eé]s\\s+(?:de\\s+|para\\s+(?:el\\s+)?)?(?:coche|auto)', 'coques?\\s+b[eé]b[eé]s?\\s+(?:auto|voiture|(?:de\\s+)?groupe\\s+0\\+?)', 'coques?\\s+(?:auto|pour\\s+(?:la\\s+)?voiture)\\s+b[eé]b[eé]s?', 'infant\\s+carriers?\\s+(?:car\\s+seats?|for\\s+the\\s+car)', 'sillas?\\s+(?:de\\s+|para\\s+(?:el\\s+)?)?(?:coche|auto|carro)', 'sillitas?\\s+(?:de\\s+)?coche', 'si[eè]ges?\\s+auto',
      'r[eé]hausseurs?', 'elevador(?:es)?\\s+(?:de\\s+)?(?:auto|coche|carro)', '(?:baby|child|infant|kids?)\\s+car\\s+seats?', 'car\\s+seats?', 'booster\\s+seats?', 'seggiolin[oi]\\s+auto', '(?:cadeiras?|cadeirinhas?|sillas?|sillitas?)\\s+(?:de\\s+|para\\s+)?(?:beb[eé]s?|crian[cç]as?|ni[nñ]os?|infantil|infantis|infantiles)\\s+(?:para\\s+(?:o\\s+|el\\s+)?|de\\s+)?(?:auto|carro|coche|autom[oó]vel|autom[oó]vil)', 'si[eè]ges?\\s+(?:b[eé]b[eé]|enfants?)\\s+(?:pour\\s+(?:la\\s+)?)?voiture', 'child\\s+seats?\\s+for\\s+(?:the\\s+)?car', 'seggiolin[oi]\\s+per\\s+(?:l\\x27)?auto', 'babyschalen?', 'autositz(?:e)?\\s+f[uü]r\\s+(?:babys?|kinder)', '(?:kinder|integral|jet|cross|motocross|enduro)helme?(?!-)', 'kindersitz(?:e)?', 'autokindersitz',
      'capacetes?', 'cascos?\\s+(?:de\\s+)?(?:moto|motocicleta|bici|bicicleta|ciclismo|integral|jet|cross|esqu[ií]|snow|patinete|equitaci[oó]n)', 'casques?\\s+(?:de\\s+)?(?:moto|v[eé]lo|vtt|int[eé]gral|jet|cross|ski|[eé]quitation|trottinette|cyclisme)',
      '(?:motorcycle|motorbike|bike|bicycle|cycling|ski|riding|equestrian|crash|full[\\s-]face|open[\\s-]face|mtb)\\s+helmets?', 'helmets?', 'casco\\s+(?:da\\s+)?(?:moto|bici)', '(?:motorrad|fahrrad|ski|reit)helm',
    ],
    // Second-hand is the risk (a crash leaves no visible mark); one sold new and unused is not.
    // A helmet of a costume ("fato de Darth Vader com capacete") is the costume's.
    // A doll's seat in a listing about a doll ("Bebé reborn com cadeirinha") is the toy's.
    // A seller's word that a used one was never in an accident is no evidence a moderator can check: it stays for review.
    context: new RegExp(`${soldNew.source}|${costumeWords.source}|${dollWords.source}`, 'iu'),
    // "Cadeirinha" alone is a car seat, but one of another use is named by it ("cadeirinha de baloiço", "de passeio", "da papa").
    // A child's seat for a bicycle is no car seat ("Fahrradkindersitz", "Kindersitz für das Fahrrad", "child bike seat").
    innocent: new RegExp(
      String.raw`(?:cadeiras?|cadeirinhas?|sillas?|sillitas?|si[eè]ges?|car\s+seats?|seggiolin[oi]|kindersitz\p{L}*|autositz\p{L}*)\s+(?:\p{L}+\s+)?(?:para|for|pour|per|f[uü]r|de|da|di)\s+(?:(?:a|o|as|os|la|las|le|les|the|il|una?|une?|uma|eine?)\s+)?(?:bonecas?|nenucos?|mu[nñ]ecas?|beb[eé]s\s+reborn|poup[eé]es?|dolls?|bambol[ae]|puppen?|peluches?|reborns?)(?![\p{L}])|doll'?s?\s+(?:car\s+)?seats?|puppen(?:auto)?sitz\p{L}*|fahrradkindersitz\p{L}*|kindersitz\p{L}*\s+(?:f[uü]r\s+(?:das\s+|ein\s+)?)?(?:fahrrad|rad|bike|e-?bike)|cadeirinhas?\s+(?:de|para|da|do)\s+(?:balo[ií][cç]o|passeio|papa|comer|refei[cç](?:[aã]o|[oõ]es)|praia|campismo|jardim|bicicleta|bici|banho|descanso|bonecas?|secret[aá]ria|escrit[oó]rio|rodas)|(?:capacetes?|cascos?|casques?|helmets?|elmett[oi])\s+(?:de\s+|da\s+|per\s+|for\s+)?(?:obra|constru[cç][aã]o|construcci[oó]n|seguran[cç]a|seguridad|chantier|s[eé]curit[eé]|cantiere|work|safety|site|industrial)|hard\s+hats?|bauhelm\p{L}*|schutzhelm\p{L}*|${helmetAccessory}|(?:motorbike|motorcycle|bike)\s+helmets?\s+(?:wall\s+)?(?:mounts?|holders?|hooks?|racks?|stands?|hangers?)|(?:helm(?:halter|haken|st[äa]nder)\p{L}*)(?:\s+f[uü]r\s+(?:den\s+|einen\s+)?\p{L}+)?|(?:firefighter|fireman|pompiers?|bombeiros?|bomberos?|feuerwehr)\s*(?:'s\s+)?(?:helmets?|casques?|cascos?|capacetes?|helme?)|(?:helmets?|casques?|cascos?|capacetes?)\s+(?:de\s+)?(?:pompiers?|bombeiros?|bomberos?)|(?:capas?|fundas?|housses?|covers?|protec\w*|organi[sz]ers?|almofadas?|cojin(?:es)?|coussins?|cushions?|espelhos?|mirrors?)\s+(?:para\s+|de\s+|pour\s+|for\s+)?(?:os\s+|o\s+|la\s+|las\s+|les\s+|the\s+)?(?:bancos|asientos|si[eè]ges?|car\s+seats?|cadeiras?|sillas?)(?:\s+(?:auto|d[eo]\s+carro|del\s+coche|de\s+voiture))?|car\s+seat\s+(?:covers?|protectors?|organi[sz]ers?|cushions?|gap|mirror)|(?:helmet|capacete|casco|casque)s?\s+(?:bag|lock|holder|hook|stand|mount|camera|saco|bolsa|suporte|soporte|support|sac|cadenas|candado|cadeado|visor|viseira|pala|intercom|intercomunicador)|(?:suporte|soporte|support|cadeado|candado|saco|bolsa)\s+(?:de\s+|para\s+|pour\s+)?(?:capacete|casco|casque)|(?:star\s+wars|stormtrooper|darth\s+vader|mandalorian|lego|playmobil|decorativ\w*|miniatura|replica)\s+(?:\w+\s+)?(?:helmets?|capacetes?|cascos?|casques?)|(?:helmets?|capacetes?|cascos?|casques?)\s+(?:de\s+)?(?:star\s+wars|stormtrooper|darth\s+vader|mandalorian|lego|playmobil)`,
      'iu',
    ),
  },
  {
    // "Ovo" is Portuguese for an infant car seat beside a baby word or a baby-gear maker ("Ovo Bébé Confort"), not an Easter egg.
    topic: 'car-seats-helmets',
    madeThing: true,
    terms: ['ovos?'],
    innocent: /ovos?\s+(?:de\s+)?(?:p[aá]scoa|chocolate|kinder|galinha|codorniz|estrelados?|cozidos?)/iu,
    requires: /isofix|grupo\s*0|0\s?\+|rec[eé]m[\s-]nascido|beb[eé]s?\b|auto\b|carro\b/iu,
    requiresBrandCategory: 'toys-baby',
    context: soldNew,
    once: true,
  },
  {
    topic: 'recalled-products',
    qualifier: true,
    terms: [
      'recalled', 'product\\s+recall', 'recall\\s+(?:notice|model|product)', '(?:subject|affected)\\s+(?:to|by)\\s+(?:a\\s+)?(?:safety\\s+)?recall', 'safety\\s+recall', 'retirad[oa]s?\\s+do\\s+mercado', 'retirad[oa]s?\\s+del\\s+mercado', 'retir[eé]e?s?\\s+du\\s+march[eé]', '(?:alvo|objeto|objecto)\\s+de\\s+(?:uma\\s+)?recolha',
      'recolha\\s+(?:de\\s+seguran[cç]a|pelo\\s+fabricante|volunt[aá]ria)',
      // The maker called it back: "rappelé par le fabricant", "recolhido pelo fabricante", "retirado por el fabricante".
      '(?:rappel[eé]e?s?|recolhid[oa]s?|retirad[oa]s?|recalled)\\s+(?:par|pelo|pela|por|by)\\s+(?:le\\s+|la\\s+|o\\s+|a\\s+|el\\s+|the\\s+)?(?:fabricante?|constructeur|marque|marca|manufacturer|maker|brand)',
      '(?:mod[eè]le|produit|article|mod[eé]lo|produto|producto|art[ií]culo)\\s+rappel[eé]e?',
      '(?:objet|concern[eé]e?|vis[eé]e?)\\s+(?:d\\x27un|par\\s+un)\\s+rappel', 'alerta\\s+de\\s+retirada', 'llamad[oa]s?\\s+a\\s+revisi[oó]n', 'rappel\\s+(?:produit|conso|de\\s+s[eé]curit[eé])', 'r[uü]ckruf(?:aktion)?', 'richiamat[oi]', 'richiamo\\s+(?:del\\s+)?prodott[oi]',
      // Recalls every marketplace bans by name.
      '(?:retir[oó]u?|retir\\p{L}*)\\s+(?:\\p{L}+\\s+)?(?:do|del|du|dal|vom)\\s+(?:mercado|march[eé]|mercato|markt)', 'ritirat[oi]\\s+dal\\s+mercato', '(?:vom\\s+hersteller\\s+)?zur[uü]ckgerufen',
      '(?:fabricante|fabricant|manufacturer|maker|hersteller|produttore)\\s+(?:\\p{L}+\\s+){0,2}(?:retir\\p{L}*|recolh\\p{L}*|rappel\\p{L}*|recall\\p{L}*|richiam\\p{L}*|zur[uü]ckgerufen)',
      // Said to fall under a recall, in each language's verb of being affected or covered ("abrangida por uma recolha", "afectada por esta retirada",
      // "visé par un rappel", "covered by the recall", "coinvolto nel richiamo"; "vom Rückruf betroffen" reads the noun alone). Not
      // "incluido en la retirada", "incluído na recolha": Portuguese "recolha" and Spanish "retirada" are also a pick-up, which a price includes.
      `(?:abrangid|afectad|afetad|abarcad|concern[eé]|vis[eé]|touch[eé]|affected|covered|included|coinvolt|interessat|soggett)\\p{L}*\\s+(?:by|in|under|par|dans|por|pela|pelo|en|nel|nella|dal|dalla|dai|da)\\s+(?:(?:a|o|la|le|el|the|um|uma|un|una|une|il|lo|l\\x27|this|that|esta|este|essa|cette|ce|questo|questa)\\s*)?(?:\\p{L}+\\s+)?${recallNoun}`,
      // The maker's recall named as one: "recolha dos fabricantes", "richiamo del produttore", "Rückruf des Herstellers", "manufacturer's recall".
      `${recallNoun}\\s+(?:d[oa]|del|de\\s+la|du|de\\s+l\\x27|des|of\\s+the|dal|della|dello|des)\\s*(?:fabricantes?|fabricants?|constructeur|manufacturers?|makers?|produttore|casa\\s+madre|herstellers?)`,
      "manufacturer[\\x27’]?s\\s+recall",
      'galaxy\\s+note\\s?7', "rock\\s*'?n'?\\s*play",
    ],
    innocent: /total\s+recall/iu,
  },
  {
    topic: 'lithium-batteries',
    qualifier: true,
    terms: [
      '(?:pilhas?|baterias?|bater[ií]as?|pilas?|accus?|batteries|battery|cells?|c[eé]lulas?|celdas?|piles?|celle|akkus?|zellen|batterie)\\s+(?:de\\s+|au\\s+|al\\s+)?(?:i[oõ]es\\s+de\\s+)?(?:l[ií]tio|lithium|litio|li-?ion|li-?po|lipo)(?:-ion)?',
      '(?:l[ií]tio|lithium|li-?ion|lipo)\\s+(?:cells?|batteries|battery|accus?|akkus?)',
      // Cells said to be loose are battery cells: "células soltas", "cellules en vrac", "loose cells".
      '(?:c[eé]lulas?|celdas?|cellules?|cells|celle|zellen)\\s+(?:soltas?|avulsas?|sueltas?|en\\s+vrac|sfuse|lose)', '(?:loose|lose)\\s+(?:cells|zellen)', '(?:18650|21700|26650|14500|18350)(?:\\s+(?:cells?|c[eé]lulas?|pilhas?|pilas?|accus?|baterias?|bater[ií]as?|batteries|akkus?))?',
    ],
    // A quantity ("x4", "20 pcs") says a lot of cells, and a sale by the unit ("à l'unité", "por unidade", "einzeln") one cell at a time; a dimension ("110 x 60 cm") does not.
    requires: /soltas?|avuls[oa]s?|sueltas?|sueltos?|vrac|loose|lose|sfus[ei]|unidades|(?:[àa]\s+l['’]|por\s+|a\s+la\s+|per\s+|al\s+)(?:unit[eé]|unidade|unidad|unit|pezzo)(?![\p{L}])|einzeln|st[uü]ckweise|\blote\b|\blot\b|(?<![\d.,]\s?)\bx\s?\d{1,3}\b(?!\s?(?:[.,]\d|cm|mm|m\b|x))|(?<![\d.,]|\d\s)\b\d{1,3}\s?(?:x|pcs|pi[eè]ces|uds?|unid|st[uü]ck)\b(?!\s?\d)|retirad|recuperad|r[eé]cup[eé]r|desmontad|d[eé]mont[eé]|smontat|ausgebaut|pulled|harvested|salvaged|de\s+(?:(?:um|uma|un|una|un)\s+)?(?:packs?|port[aá]teis|pc)/iu,
    // A battery inside the device it powers is not a loose cell.
    context: /integrad[oa]|integrated|int[eé]gr[eé]e?|integriert|built[\s-]?in|incorporad[oa]|dentro\s+d[eoa]|inside\s+the/iu,
  },
  {
    // An airbag or a belt pretensioner sold on its own is a pyrotechnic part (explosive, shipped as dangerous goods):
    // named as a module or unit, or with the place it sat in the car. A car sold "com airbags" is not one.
    topic: 'airbags',
    terms: [
      '(?:m[oó]dul[oe]s?|unidad(?:es)?|unit[eé]s?|units?|kit|kits|modul(?:e|en)?|modul[oi])\\s+(?:de\\s+|d\\x27|del\\s+|dell\\x27)?airbags?',
      'airbags?\\s+(?:modules?|modul(?:e|en)?|units?|kit)', '(?:passenger|driver\x27?s?)\\s+airbag(?!s)', 'steering[\\s-]wheel\\s+airbags?', 'lenkradairbags?',
      'airbags?\\s+(?:(?:do|da|de|du|del|des|dello|della|vom|f[uü]r|for|of)\\s+(?:la\\s+|le\\s+|el\\s+|o\\s+|a\\s+|the\\s+)?)?(?:volante|volant|steering(?:\\s+wheel)?|lenkrad|condutor|conductor|conducteur|driver|fahrer|passageiro|pasajero|passager|passenger|beifahrer|passeggero|tablier|tablero|salpicadeiro|dashboard|cortina|cortinilla|rideau|curtain|joelho|rodilla|genou|knee|lateral|lat[eé]ral|side|seitenairbag)',
      '(?:pr[eé]-?tensor(?:es)?|pretensor(?:es)?|pr[eé]tensionneurs?|pretensioners?|gurtstraffer|pretensionatori)(?:\\s+(?:de\\s+|du\\s+|del\\s+)?(?:cintos?|cinturones?|ceintures?|seat\\s*belts?|belts?))?',
    ],
    // The car's own airbags ("carro com 6 airbags", "airbag light", "airbag cover") are not a part for sale.
    // Seat covers and other accessories said to fit the car's airbags ("capa de banco compatível com o airbag do lado", "housses adaptées à
    // l'airbag latéral", "covers with openings for side airbags", "Seitenairbag-geeignet") leave them where they are: no airbag is sold.
    innocent: /(?:com|con|avec|with|mit|\d)\s+(?:\d+\s+)?airbags|(?:compat[ií]ve(?:l|is)|compatibles?|compatibil[ei]|kompatibel|suitable|adapt[eé]e?s?|adaptad[oa]s?|adequad[oa]s?|apropiad[oa]s?|geeignet|adatt[ei]|idone[ei]|preparad[oa]s?)\s+(?:(?:com|con|avec|with|mit|para|pour|for|per|f[uü]r|a|à|au|aux)\s+)?(?:(?:o|os|el|los|l['’]|les|le|the|gli|il|den|die|das)\s*)?(?:\p{L}+\s+)?airbags?(?:\s+(?:laterais|lateral(?:es)?|lat[eé]raux|lat[eé]ral|side|laterali|laterale|seitlich\p{L}*))?|(?:seiten)?airbags?[\s-]+(?:compat\p{L}*|kompatibel|geeignet|friendly|safe|tauglich)|(?:aberturas?|ouvertures?|openings?|cut-?outs?|aperture|[oö]ffnungen?|costuras?|coutures?|seams?|cuciture|n[aä]hte?)\s+(?:\p{L}+\s+)?(?:para|pour|for|per|f[uü]r|del?|do|da|des|du)\s+(?:(?:o|os|el|los|l['’]|les|the|gli|die)\s*)?(?:\p{L}+\s+)?airbags?(?:\s+(?:laterais|lateral(?:es)?|lat[eé]raux|lat[eé]ral|side|laterali|laterale))?|airbags?\s+(?:light|luz|lampe|warning|sensor|sensore?|cover|capa|tampa|couvercle|funda|clock\s*spring|fita|resistencia)|(?:capas?|tampas?|covers?|couvercles?|fundas?|luz|light|sensor(?:es)?)\s+(?:(?:do|da|de|du|del|of\s+the|for\s+the)\s+)?airbags?(?:\s+(?:do|da|de|du|del|of\s+the)\s+\p{L}+)?/iu,
  },
  {
    // Ivory and rhino horn (EU Regulation 2021/C 419/01 and CITES: their trade is banned, old carvings included), named
    // with what makes it the material and not a colour: a carving, a figure, a tusk, an elephant, or "genuine".
    topic: 'protected-wildlife',
    qualifier: true,
    // The material, not the colour: after "de/em/en/in/aus/of/di" ("figura de marfil"), after "carved/genuine", before a
    // carving's participle or noun ("marfim talhado", "ivory netsuke"), a German compound, a tusk, a rhino's horn.
    terms: [
      '(?<=(?:(?<![\\p{L}])(?:de|em|en|in|aus|of|di|del|dell|d\\x27|dall)\\s?|(?:carved|genuine|real|solid|echtem|echtes|vero|verdadeiro|aut[eé]ntico|v[eé]ritable)\\s))(?:marfim|marfil|ivoire|ivory|avorio|elfenbein)',
      '(?:marfim|marfil|ivoire|ivory|avorio|elfenbein)(?=\\s+(?:talhad|tallad|esculpid|sculpt[eé]|scolpit|geschnitzt|carved|carvings?|figur|statu|netsuke|tusk))',
      'elfenbein(?:schnitz\\p{L}*|figur\\p{L}*)',
      '(?:colmillos?|presas?|defesas?)\\s+de\\s+elefante', 'elephant\\s+tusks?', 'd[eé]fenses?\\s+d\\x27[eé]l[eé]phant', 'zanne\\s+di\\s+elefante',
      'chifres?\\s+de\\s+rinoceronte', 'cuernos?\\s+de\\s+rinoceronte', 'cornes?\\s+de\\s+rhinoc[eé]ros', 'rhino(?:ceros)?\\s+horns?', 'corn[oi]\\s+di\\s+rinoceronte', 'nashorn(?:pulver)?',
    ],
    requires:
      /(?<![\p{L}])(?:tallad|talhad|esculp|escultur|sculpt|scolp|geschnitz|schnitz|carv|figur|estatu|statu|netsuke|colmill|presas?\s+de|tusks?|d[eé]fenses?|zann|sto[sß]z[aä]hn|elefant|el[eé]phant|elephant|verdadeir|aut[eé]ntic|genuin|v[eé]ritable|ver[oa]\s|echte?s?\s|chifre|cuerno|corne|corn[oi]\s+di|horn)/iu,
    // A colour ("cor marfim", "blanco marfil", "ivory white", "couleur ivoire") or a look-alike material is no ivory.
    innocent:
      /c[oô]te\s+d\x27ivoire|ivory\s+coast|costa\s+(?:de\s+)?marfil|costa\s+do\s+marfim|costa\s+d\x27avorio|elfenbeink[uü]ste|(?:cor|color|colou?r|couleur|colore|farbe|tom|tono|ton|tons|branco|blanco|blanc|white|bianco|wei[sß]|bege|beige|tecido|tela|tissu|fabric|stoffe?|papel|papier|paper|carta)\s+(?:de\s+|en\s+|d\x27)?(?:marfim|marfil|ivoire|ivory|avorio|elfenbein)|(?:marfim|marfil|ivoire|ivory|avorio|elfenbein)(?:[\s-]+(?:white|branco|blanco|blanc|bianco|wei[sß]|colou?r|couleur|colore|farben?|tone|tom|tono|paint|tinta|pintura|peinture|vernice)|farben)/iu,
    context: /imita[cç]|faux|simil|imitation|r[eé]sin|resina|pl[aá]stic|plastik|ivoirine|ivorine|celul|tagua|vegetal/iu,
  },
  ...publishedPolicyTopics,
  ...tradeNameTopics(),
];

