import type { SearchLanguage } from '../search/marketplaces.ts';
import type { Condition, ServiceItem } from './service-item.ts';
import { normaliseText, phraseFinder } from '../extraction/text-match.ts';

/** A thing as searched (`query`, in the language's spelling) and as recognised in result text (`match`). */
export interface Term {
  query: string;
  match: readonly string[];
}

export type Terms = Readonly<Record<SearchLanguage, Term>>;

export type CategoryId = 'phone' | 'tablet' | 'laptop' | 'bike' | 'clothing' | 'large-appliance';

export type FaultId =
  | 'battery'
  | 'screen'
  | 'charging-port'
  | 'keyboard'
  | 'motherboard'
  | 'tune-up'
  | 'brakes'
  | 'drivetrain'
  | 'cleaning'
  | 'zip'
  | 'seams'
  | 'door-seal'
  | 'drain-pump'
  | 'bearings'
  | 'control-board';

const term = (query: string, ...match: string[]): Term => ({ query, match: [query, ...match] });

/** The repairs, as repair shops name them in their price lists. */
export const faultTerms: Readonly<Record<FaultId, Terms>> = {
  battery: {
    pt: term('bateria', 'baterias'),
    es: term('batería', 'baterias'),
    fr: term('batterie'),
    de: term('Akku', 'akkutausch', 'batterie'),
    it: term('batteria'),
    en: term('battery', 'batteries'),
  },
  screen: {
    pt: term('ecrã', 'ecrãs', 'display', 'vidro'),
    es: term('pantalla', 'pantallas'),
    fr: term('écran', 'écrans'),
    de: term('Display', 'bildschirm'),
    it: term('schermo', 'display'),
    en: term('screen', 'display'),
  },
  'charging-port': {
    pt: term('conector de carga', 'porta de carregamento'),
    es: term('conector de carga', 'puerto de carga'),
    fr: term('connecteur de charge', 'port de charge'),
    de: term('Ladebuchse', 'ladeanschluss'),
    it: term('connettore di ricarica', 'porta di ricarica'),
    en: term('charging port', 'charge port'),
  },
  keyboard: {
    pt: term('teclado'),
    es: term('teclado'),
    fr: term('clavier'),
    de: term('Tastatur'),
    it: term('tastiera'),
    en: term('keyboard'),
  },
  motherboard: {
    pt: term('placa principal', 'placa mãe', 'motherboard'),
    es: term('placa base', 'placa madre'),
    fr: term('carte mère'),
    de: term('Mainboard', 'hauptplatine'),
    it: term('scheda madre'),
    en: term('logic board', 'motherboard'),
  },
  'tune-up': {
    pt: term('revisão', 'afinação'),
    es: term('revisión', 'puesta a punto'),
    fr: term('révision', 'entretien'),
    de: term('Inspektion', 'wartung'),
    it: term('tagliando', 'revisione'),
    en: term('service', 'tune up'),
  },
  brakes: {
    pt: term('travões', 'pastilhas'),
    es: term('frenos', 'pastillas'),
    fr: term('freins', 'frein', 'plaquettes'),
    de: term('Bremsen', 'bremsbeläge'),
    it: term('freni', 'pastiglie'),
    en: term('brakes', 'brake pads'),
  },
  drivetrain: {
    pt: term('transmissão', 'corrente'),
    es: term('transmisión', 'cadena'),
    fr: term('transmission', 'chaîne'),
    de: term('Kette', 'antrieb'),
    it: term('trasmissione', 'catena'),
    en: term('drivetrain', 'chain'),
  },
  cleaning: {
    pt: term('limpeza', 'lavandaria'),
    es: term('limpieza', 'tintorería'),
    fr: term('nettoyage', 'pressing'),
    de: term('Reinigung'),
    it: term('lavaggio', 'lavanderia'),
    en: term('cleaning', 'dry cleaning'),
  },
  zip: {
    pt: term('fecho', 'fecho éclair', 'zíper'),
    es: term('cremallera'),
    fr: term('fermeture éclair', 'zip'),
    de: term('Reißverschluss'),
    it: term('cerniera', 'zip'),
    en: term('zip', 'zipper'),
  },
  seams: {
    pt: term('costura', 'costuras', 'bainha'),
    es: term('costura', 'costuras', 'dobladillo'),
    fr: term('couture', 'coutures', 'ourlet'),
    de: term('Naht', 'nähte', 'saum'),
    it: term('cucitura', 'cuciture', 'orlo'),
    en: term('seam', 'seams', 'hem'),
  },
  'door-seal': {
    pt: term('borracha da porta', 'borracha'),
    es: term('goma de la puerta', 'goma', 'junta de la puerta'),
    fr: term('joint de hublot', 'joint de porte'),
    de: term('Türmanschette', 'manschette'),
    it: term('guarnizione oblò', 'guarnizione'),
    en: term('door seal', 'door gasket'),
  },
  'drain-pump': {
    pt: term('bomba de escoamento', 'bomba de água', 'bomba'),
    es: term('bomba de desagüe', 'bomba'),
    fr: term('pompe de vidange', 'pompe'),
    de: term('Laugenpumpe', 'pumpe'),
    it: term('pompa di scarico', 'pompa'),
    en: term('drain pump', 'pump'),
  },
  bearings: {
    pt: term('rolamentos'),
    es: term('rodamientos'),
    fr: term('roulements'),
    de: term('Trommellager', 'lagerwechsel'),
    it: term('cuscinetti'),
    en: term('drum bearings', 'bearings'),
  },
  'control-board': {
    pt: term('placa eletrónica', 'placa electrónica', 'placa de controlo'),
    es: term('placa electrónica', 'módulo electrónico'),
    fr: term('carte électronique'),
    de: term('Steuerplatine', 'elektronik'),
    it: term('scheda elettronica'),
    en: term('control board', 'pcb'),
  },
};

export interface CategoryProfile {
  id: CategoryId;
  /** Words in the item's category (or, failing that, its name) that select this profile. */
  signals: readonly string[];
  /**
   * Typical weight of one item, kg, to turn a per-kilogram scrap price into one item's recycling
   * value: a smartphone 0.19 (iPhone 12: 164 g, larger Androids ~ 200 g), a tablet 0.5, a laptop
   * 1.6 (13" ~ 1.3, 15" ~ 2.0), an aluminium hardtail or city bike 13, a garment 0.8 (a winter
   * jacket; a T-shirt is far lighter, which only makes the estimate generous), a washing machine or
   * fridge 70.
   */
  weightKg: number;
  /** What recyclers pay for, as searched and as named on their price lists. */
  material: Terms;
  /** The repairs most likely at each grade, most common first; grade A needs none. */
  faults: Readonly<Record<Exclude<Condition, 'A'>, readonly FaultId[]>>;
  /**
   * What a repair search names: the model itself where shops price repairs per model (phones,
   * laptops, appliances), or this noun where they publish one list for all (bikes, clothing).
   */
  repairSubject: 'model' | Readonly<Record<SearchLanguage, string>>;
}

/** Profiles, most specific first: "galaxy tab" is a tablet before "galaxy" is a phone. */
export const categoryProfiles: readonly CategoryProfile[] = [
  {
    id: 'tablet',
    signals: ['tablet', 'tablets', 'tablette', 'ipad', 'galaxy tab'],
    weightKg: 0.5,
    material: {
      pt: term('sucata tablets', 'tablets', 'telemóveis e tablets'),
      es: term('chatarra tablets', 'tablets', 'móviles y tablets'),
      fr: term('recyclage tablettes', 'tablettes'),
      de: term('Tablet Schrott', 'tablets'),
      it: term('rottame tablet', 'tablet'),
      en: term('scrap tablets', 'tablets'),
    },
    faults: { B: ['battery'], C: ['battery', 'screen'], D: ['screen', 'charging-port'] },
    repairSubject: 'model',
  },
  {
    id: 'laptop',
    signals: [
      'portátil', 'portáteis', 'portátiles', 'laptop', 'laptops', 'notebook', 'macbook', 'ordinateur portable',
      'pc portable', 'thinkpad', 'chromebook', 'portatile', 'portatili',
    ],
    weightKg: 1.6,
    material: {
      pt: term('sucata portáteis', 'portáteis', 'computadores portáteis'),
      es: term('chatarra portátiles', 'portátiles', 'ordenadores portátiles'),
      fr: term('recyclage ordinateurs portables', 'ordinateurs portables', 'pc portables'),
      de: term('Laptop Schrott', 'laptops', 'notebooks'),
      it: term('rottame portatili', 'portatili', 'notebook'),
      en: term('scrap laptops', 'laptops', 'notebooks'),
    },
    faults: { B: ['battery'], C: ['battery', 'keyboard'], D: ['screen', 'motherboard'] },
    repairSubject: 'model',
  },
  {
    id: 'phone',
    signals: [
      'telemóvel', 'telemóveis', 'smartphone', 'smartphones', 'telefone', 'iphone', 'galaxy', 'pixel', 'redmi',
      'móvil', 'móviles', 'teléfono', 'téléphone', 'handy', 'cellulare', 'mobile phone',
    ],
    weightKg: 0.19,
    material: {
      pt: term('sucata telemóveis', 'telemóveis', 'telemóvel', 'smartphones'),
      es: term('chatarra móviles', 'móviles', 'teléfonos móviles', 'smartphones'),
      fr: term('recyclage téléphones portables', 'téléphones portables', 'téléphones', 'smartphones'),
      de: term('Handy Schrott', 'handys', 'smartphones'),
      it: term('rottame cellulari', 'cellulari', 'smartphone'),
      en: term('scrap mobile phones', 'mobile phones', 'phones'),
    },
    faults: { B: ['battery'], C: ['battery', 'screen'], D: ['screen', 'charging-port'] },
    repairSubject: 'model',
  },
  {
    id: 'bike',
    signals: [
      'bicicleta', 'bicicletas', 'bike', 'btt', 'mtb', 'vélo', 'vtt', 'fahrrad', 'mountainbike', 'bici', 'bicicletta',
      'e-bike',
    ],
    weightKg: 13,
    material: {
      pt: term('sucata alumínio', 'alumínio'),
      es: term('chatarra aluminio', 'aluminio'),
      fr: term('ferraille aluminium', 'aluminium'),
      de: term('Aluminiumschrott', 'aluminium', 'alu'),
      it: term('rottame alluminio', 'alluminio'),
      en: term('scrap aluminium', 'aluminium', 'aluminum'),
    },
    faults: { B: ['tune-up'], C: ['tune-up', 'brakes'], D: ['tune-up', 'brakes', 'drivetrain'] },
    repairSubject: { pt: 'bicicleta', es: 'bicicleta', fr: 'vélo', de: 'Fahrrad', it: 'bicicletta', en: 'bike' },
  },
  {
    id: 'clothing',
    signals: [
      'roupa', 'vestuário', 'casaco', 'blusão', 'camisola', 'camisa', 'vestido', 'calças', 'saia', 'sapatilhas',
      'ropa', 'chaqueta', 'abrigo', 'cazadora', 'jersey', 'pantalones', 'zapatillas', 'vêtements', 'vêtement',
      'veste', 'manteau', 'blouson', 'pull', 'robe', 'pantalon', 'baskets', 'kleidung', 'jacke', 'mantel', 'pullover',
      'kleid', 'abbigliamento', 'giacca', 'cappotto', 'maglione', 'vestito', 'pantaloni', 'clothing', 'clothes',
      'jacket', 'coat', 'jumper', 'dress', 'trousers', 'sneakers', 't-shirt', 'jeans',
    ],
    weightKg: 0.8,
    material: {
      pt: term('roupa usada ao quilo', 'roupa usada', 'roupa', 'têxteis'),
      es: term('ropa usada al kilo', 'ropa usada', 'ropa', 'textil'),
      fr: term('rachat vêtements au kilo', 'vêtements', 'textile'),
      de: term('Altkleider Ankauf', 'altkleider', 'kleidung', 'textilien'),
      it: term('abiti usati al chilo', 'abiti usati', 'abiti', 'indumenti'),
      en: term('used clothes per kg', 'used clothes', 'clothes', 'textiles'),
    },
    faults: { B: ['cleaning'], C: ['cleaning', 'zip'], D: ['zip', 'seams'] },
    repairSubject: {
      pt: 'arranjos de roupa',
      es: 'arreglos de ropa',
      fr: 'retouche vêtements',
      de: 'Änderungsschneiderei',
      it: 'riparazione abiti',
      en: 'clothing alterations',
    },
  },
  {
    id: 'large-appliance',
    signals: [
      'máquina de lavar', 'máquina de secar', 'frigorífico', 'arca congeladora', 'eletrodoméstico',
      'eletrodomésticos', 'lavadora', 'secadora', 'nevera', 'lavavajillas', 'electrodoméstico', 'lave-linge',
      'sèche-linge', 'réfrigérateur', 'lave-vaisselle', 'électroménager', 'waschmaschine', 'trockner',
      'kühlschrank', 'geschirrspüler', 'lavatrice', 'asciugatrice', 'frigorifero', 'lavastoviglie',
      'washing machine', 'tumble dryer', 'fridge', 'dishwasher',
    ],
    weightKg: 70,
    material: {
      pt: term('sucata ferro', 'ferro', 'sucata mista', 'eletrodomésticos'),
      es: term('chatarra hierro', 'hierro', 'chatarra mixta', 'electrodomésticos'),
      fr: term('ferraille fer', 'fer', 'ferraille mêlée', 'électroménager'),
      de: term('Schrottpreise Eisen', 'eisen', 'mischschrott', 'haushaltsgeräte'),
      it: term('rottame ferro', 'ferro', 'elettrodomestici'),
      en: term('scrap steel', 'steel', 'mixed scrap', 'appliances'),
    },
    faults: { B: ['door-seal'], C: ['door-seal', 'drain-pump'], D: ['drain-pump', 'bearings', 'control-board'] },
    repairSubject: 'model',
  },
];

const finders = categoryProfiles.map((profile) => ({ profile, find: phraseFinder(profile.signals) }));

/**
 * The profile an item belongs to, read from its category first (the seller's own classification),
 * then from its name; undefined for anything else, whose recycling value then has no basis.
 */
export function categoryProfileOf(item: Pick<ServiceItem, 'name' | 'category'>): CategoryProfile | undefined {
  for (const text of [item.category ?? '', item.name]) {
    const normalised = normaliseText(text);
    const found = finders.find(({ find }) => find(normalised) !== undefined);
    if (found) return found.profile;
  }
  return undefined;
}
