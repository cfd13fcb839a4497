/**
 * Item topics marketplaces prohibit or restrict, with their words in PT, ES, FR and EN (regular
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
  | 'digital-accounts';

export interface TopicLexicon {
  topic: ItemTopic;
  terms: string[];
  /** Text around a term (the term included) that makes it innocent. */
  innocent?: RegExp;
  /** Words that, anywhere near the term, show it is about something else (a Glock in an airsoft listing is a replica). */
  context?: RegExp;
}

/** Replica weapons: a weapon's name or "réplica" near these words is about a toy or sport gun (restricted, not prohibited). */
const replicaWeaponWords = /airsoft|paintball|press[aã]o\s+de\s+ar|aire\s+comprimido|air\s*(?:soft|guns?|rifles?|pistols?)|bal[ií]nes|bb\s+guns?|nerf|de\s+fogueo|d'alarme|factice|6\s?mm\s+bb/iu;

export const itemLexicon: TopicLexicon[] = [
  {
    topic: 'counterfeits',
    terms: [
      'r[eé]plicas?', 'r[eé]pliques?', 'fakes?', 'falsificad[oa]s?', 'falsifi[eé]e?s?', 'contrafa[cç][cç][aã]o', 'contrafeitos?', 'counterfeits?', 'contrefa[cç]ons?',
      'imita[cç][aã]o', 'imitaci[oó]n', 'imitations?', 'c[oó]pias?\\s+(?:perfeitas?|id[eé]nticas?|exactas?|1:1|de\\s+marca)', 'copies?\\s+(?:parfaites?|conformes?)',
      '1:1', 'aaa\\+?\\s+quality', 'qualidade\\s+aaa', 'calidad\\s+aaa', 'first\\s+copy', 'mirror\\s+quality',
    ],
    innocent: /r[eé]plica\s+(?:oficial|officielle)|(?:official|authentic)\s+replica|replica\s+(?:jersey|shirt|kit)|(?:camisola|camiseta|maillot)\s+r[eé]plica|r[eé]plique\s+officielle|(?:escala|scale|[eé]chelle)\s+1:1\b|fake\s+(?:nails|lashes|eyelashes|plants?|flowers?|tan|snow|blood|moustache|grass)|(?:imita[cç][aã]o|imitaci[oó]n|imitation|fake|faux)\s+(?:de\s+)?(?:pele|piel|cuir|leather|fur|pelo|couro|madeira|madera|wood|pedra|piedra|m[aá]rmore|diamonds?)/iu,
    context: replicaWeaponWords,
  },
  {
    topic: 'weapons',
    terms: [
      'armas?\\s+de\\s+fogo', 'armas?\\s+de\\s+fuego', 'armes?\\s+[aà]\\s+feu', 'firearms?', 'pistolas?', 'pistolets?', 'revolver', 'rev[oó]lver(?:es)?', 'espingardas?',
      'caçadeiras?', 'escopetas?', 'fusils?', 'carabinas?', 'carabines?', 'rifles?', 'shotguns?', 'muni[cç][oõ]es', 'munici[oó]n(?:es)?', 'munitions?', 'ammo', 'balas\\s+(?:calibre|9mm)',
      'cartuchos', 'soqueiras?', 'pu[nñ]o\\s+americano', 'poing\\s+am[eé]ricain', 'brass\\s+knuckles', 'tasers?', 'bast[aã]o\\s+extens[ií]vel', 'gas\\s+pimienta', 'spray\\s+pimenta',
      'bombe\\s+lacrymog[eè]ne', 'pepper\\s+spray', 'glock', 'beretta',
    ],
    innocent: /pistol(?:a|et)s?\s+(?:de\s+|à\s+|a\s+)?(?:cola|colle|calor|pintura|peinture|[aá]gua|agua|eau|massagem|masaje|massage|silicone|silicona|pressão|presión|lavage|soldar|solda|brinquedo|juguete|jouet|nerf|de\s+pregos|clavos|agrafos)|(?:glue|heat|spray|massage|nail|water|nerf|toy|paint)\s+(?:gun|pistol)s?|nerf|balas\s+de\s+goma|rifle\s+(?:scope\s+)?paper|fusil\s+(?:à\s+)?(?:eau|jouet)/iu,
    context: replicaWeaponWords,
  },
  {
    topic: 'replica-weapons',
    terms: ['airsoft', 'paintball', 'pressão\\s+de\\s+ar', 'air\\s+guns?', 'carabinas?\\s+de\\s+(?:ar|aire)\\s+comprimido', 'pistolas?\\s+de\\s+(?:balines|ar\\s+comprimido)', 'armes?\\s+factices?'],
  },
  {
    topic: 'knives',
    terms: ['navalhas?\\s+(?:autom[aá]ticas?|borboleta|de\\s+ponta\\s+e\\s+mola)', 'navajas?\\s+(?:autom[aá]ticas?|mariposa)', 'balisong', 'butterfly\\s+knife', 'switchblades?', 'facas?\\s+(?:de\\s+combate|borboleta)', 'couteaux?\\s+papillon', 'machetes?', 'katanas?'],
  },
  {
    topic: 'drugs',
    terms: ['cann?a(?:b|v)is', 'marijuana', 'marihuana', 'haxixe', 'hach[ií]s', 'haschich', 'weed', 'coca[ií]na', 'cocaine', 'hero[ií]na', 'ecstasy', 'mdma', 'lsd', 'cogumelos\\s+m[aá]gicos', 'setas\\s+alucin[oó]genas', 'champignons\\s+hallucinog[eè]nes', 'magic\\s+mushrooms', 'psilocybin', 'ketamin[ae]', 'anfetaminas?', 'speed\\s+pills', 'sementes\\s+de\\s+canábis'],
  },
  {
    topic: 'cbd',
    terms: ['cbd', '[oó]leo\\s+de\\s+c[aâ]nhamo', 'aceite\\s+de\\s+c[aá][nñ]amo', 'huile\\s+de\\s+chanvre', 'hemp\\s+oil', 'kratom'],
  },
  {
    topic: 'medicines',
    terms: [
      'medicamentos?', 'm[eé]dicaments?', 'medicines?', 'medication', 'f[aá]rmacos?', 'antibi[oó]ticos?', 'antibiotiques?', 'antibiotics?', 'sujeitos?\\s+a\\s+receita',
      'receita\\s+m[eé]dica', 'receta\\s+m[eé]dica', 'sur\\s+ordonnance', 'prescription\\s+(?:only|drugs?|meds?)', 'ozempic', 'wegovy', 'saxenda', 'viagra', 'cialis', 'xanax',
      'valium', 'tramadol', 'rivotril', 'lorazepam', 'diazepam', 'insulina', 'insuline', 'insulin', 'esteroides?', 'st[eé]ro[iï]des', 'steroids?', 'anabolizantes', 'testosterona',
    ],
    innocent: /(?:caixa|pastilheiro|pastillero|organizador|organisateur|arm[aá]rio|armario|mala|bolsa|botiqu[ií]n|trousse|box|organi[sz]er|cabinet|pill\s+box|frigor[ií]fico|bolsa\s+t[eé]rmica)s?\s+(?:de\s+|para\s+|pour\s+|à\s+|for\s+)?(?:medicamentos?|m[eé]dicaments?|medicines?|medication|insulina|insuline|insulin)/iu,
  },
  {
    topic: 'tobacco-vapes',
    terms: ['tabaco', 'tabac', 'tobacco', 'cigarros?', 'cigarrillos?', 'cigarettes?', 'charutos?', 'puros\\s+habanos', 'cigares?', 'cigars?', 'vapes?', 'vapers?', 'vapeador(?:es)?', 'e-?liquid(?:e|o)?s?', 'l[ií]quidos?\\s+(?:para\\s+)?vape', 'cigarros?\\s+eletr[oó]nicos?', 'cigarrillos?\\s+electr[oó]nicos?', 'cigarettes?\\s+[eé]lectroniques?', 'e-?cig(?:arette)?s?', 'iqos', 'heets', 'terea', 'shisha', 'narguil[eé]', 'cachimbas?', 'chicha', 'hookah', 'pods?\\s+de\\s+nicotina', 'nicotin[ae]', 'snus'],
    innocent: /(?:cor|color|couleur|colour|tom)\s+(?:de\s+)?tabac?o?|tabac?o?\s+(?:colou?r|brown)|\btabac\b\s+(?:presse|shop)|(?:ma[cç][aã]|aroma|perfume|parfum|fragrance|notas?\s+de)\s+(?:de\s+)?tabac?o?|(?:fume|smoke)\s+free|anti-?tabaco|(?:pantalon|jean|pants|trousers|cal[cç]as?)\s+cigarettes?|cigarette\s+(?:pants|trousers|jeans?|leg)/iu,
  },
  {
    topic: 'alcohol',
    terms: ['vinhos?', 'vinos?', 'vins?', 'wines?', 'whisky', 'whiskey', 'vodka', 'gin', 'rum', 'ron', 'tequila', 'licor(?:es)?', 'liqueurs?', 'cervejas?', 'cervezas?', 'bi[eè]res?', 'beers?', 'champagne', 'champanhe', 'porto\\s+vintage', 'aguardente', 'bebidas\\s+alco[oó]licas', 'alcohol', 'alcool', '[aá]lcool'],
    innocent: /(?:holds?|for|para|pour|leva|cabe[mn]?|caben|contient)\s+(?:\d+\s+)?(?:garrafas?\s+de\s+|botellas?\s+de\s+|bouteilles?\s+de\s+)?(?:vinhos?|vinos?|vins?|wines?)|(?:copos?|copas?|ta[cç]as?|vasos?|verres?|glass(?:es)?|garrafeira|abridor|abre-?garrafas?|decanter|decantador|saca-?rolhas|sacacorchos|tire-?bouchon|rolha|refrigerador|frigor[ií]fico|cooler|cave|adega|bodega|wine\s+cooler|rack|estante|suporte|porta-?garrafas|gel|caixa|box|caja|cor|color|couleur|colou?r|cuba|mancha|manchas?|tacha|sem|no|sans|without|zero|0,0|0\.0)\s+(?:de\s+|à\s+|a\s+|para\s+|pour\s+)?(?:vinhos?|vinos?|vins?|wines?|whisky|cervejas?|cervezas?|bi[eè]res?|beers?|champagne|champanhe|[aá]lcool|alcohol|alcool|gin|rum|ron)|champagne\s+(?:gold|pink|rose|colou?r|satin|lace|dress|heels|sequin)|(?:in|em|en)\s+champagne|(?:vinhos?|vinos?|vins?|wines?|gin|rum|whisky|beer|bi[eè]re)\s+(?:glass(?:es)?|rack|cooler|opener|colou?r|red\b|tint)|(?:whisky|whiskey|wine|gin|vodka|rum|beer)\s+(?:decanters?|tumblers?|stones|glass(?:es)?|sets?\s+of\s+glasses|carafe)|\bbordeaux\b|gin\s+tonic\s+glass|\bvin\s+rouge\b\s+(?:couleur|colou?r)|(?:ron|rum)\s+(?:jon|burgundy)|\bgin\b(?=\s+(?:kit|set)\s+(?:de\s+)?copos)/iu,
  },
  {
    topic: 'live-animals',
    terms: ['cachorrinhos?', 'filhotes?', 'ninhadas?', 'cachorros?\\s+(?:de\\s+raza|en\\s+venta|para\\s+vender|pura\\s+raza)', 'cachorr(?:os?|inhos?)\\s+de\\s+(?:ra[cç]a|pastor|labrador|golden|husky|bulldog|yorkshire|chihuahua|caniche|beagle|border|podenco|galgo|mast[ií]n|teckel|pomerania|schnauzer|boxer|d[oó]berman|rottweiler|pitbull|bich[oó]n|carlino|shih|spaniel|cocker|setter|pointer|dogue|d[aá]lmata)', '\\d+\\s+(?:gatinhos|cachorrinhos|filhotes|gatitos|perritos|cachorros|chatons|chiots|kittens|puppies)', 'gatitos?\\s+(?:en\\s+venta|de\\s+raza|para)', 'perritos?\\s+(?:en\\s+venta|de\\s+raza|para)', 'chiots?', 'chatons?', 'puppies', 'puppy', 'kittens?', 'gatinhos?\\s+(?:para|de\\s+ra[cç]a|[aà]\\s+venda)', 'c[aã]es?\\s+de\\s+ra[cç]a', 'animais\\s+vivos', 'animales\\s+vivos', 'animaux\\s+vivants', 'live\\s+animals?', 'papagaios?', 'periquitos?', 'tartarugas?\\s+vivas?', 'pintainhos', 'coelhos?\\s+an[oõ]es?'],
    innocent: /(?:coleira|cama|casota|transportadora|trela|comedouro|brinquedo|roupa|camisola|arn[eê]s|collar|cama|transport[ií]n|correa|comedero|juguete|ropa|collier|panier|laisse|jouet|harness|bed|crate|leash|toy|bowl|carrier|pyjama|pijama|chaussons?|peluche|pel[uú]cia|stuffed|plush)s?\s+(?:para\s+|de\s+|pour\s+|for\s+|à\s+)?(?:o\s+|a\s+|el\s+|le\s+|la\s+|the\s+)?(?:cachorrinhos?|filhotes?|gatinhos?|chiots?|chatons?|puppies|puppy|kittens?|perritos?|gatitos?|papagaios?)|(?:patrulha\s+pata|pat'?\s+patrouille|paw\s+patrol)|puppy\s+(?:love|dog\s+eyes)|(?:chiot|chaton|kitten|puppy)\s+(?:en\s+)?(?:peluche|plush|toy|print|estampado|heels?)/iu,
  },
  {
    topic: 'identity-documents',
    terms: ['cart[aã]o\\s+de\\s+cidad[aã]o', 'bilhete\\s+de\\s+identidade', 'passaportes?', 'pasaportes?', 'passeports?', 'passports?', 'cartas?\\s+de\\s+condu[cç][aã]o', 'carn[eé]\\s+de\\s+conducir', 'permis\\s+de\\s+conduire', "carte\\s+d'identit[eé]", 'dni', 'nif\\s+(?:falso|para\\s+venda)', 'driving\\s+licen[cs]e'],
    innocent: /(?:porta|capa|funda|[eé]tui|protector|protetor|holder|cover|case|wallet|carteira|cartera|portefeuille|foto|photo|fotos?\s+tipo|photo\s+d'identit[eé]|tamanho|taille|size)s?[\s-]+(?:de\s+|para\s+|pour\s+|for\s+)?(?:o\s+|el\s+|le\s+|the\s+)?(?:passaportes?|pasaportes?|passeports?|passports?|cart[aã]o\s+de\s+cidad[aã]o|dni|documentos?)|(?:passport|passeport|pasaporte|passaporte)\s+(?:holder|cover|case|wallet|size|photos?|fotos?)/iu,
  },
  {
    topic: 'digital-accounts',
    terms: ['contas?\\s+(?:de\\s+)?(?:netflix|spotify|disney\\+?|hbo|fortnite|steam|psn|instagram)', 'cuentas?\\s+(?:de\\s+)?(?:netflix|spotify|disney\\+?|hbo|fortnite|steam|psn|instagram)', 'comptes?\\s+(?:netflix|spotify|disney\\+?|fortnite|steam|psn)', '(?:netflix|spotify|disney\\+?|fortnite|steam|psn|instagram)\\s+accounts?', 'seguidores\\s+(?:de\\s+)?instagram'],
  },
];
