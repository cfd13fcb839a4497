import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * Precision on strings of our own (none from a bench set): what an accessory or a part fits, in PT, ES, FR, EN, IT and DE;
 * what the item is compared with; copies; goods said to be generic or of no brand; everyday words that are also makers' names;
 * and no brand at all. Each must read as no brand. Beside them, the rules that read a lower-case word-maker opening a string.
 */
const noBrand = [
  'capa de silicone para Xiaomi Redmi Note 13',
  'película de vidro para iPhone 15 Pro',
  'carregador compatível com Samsung Galaxy S23',
  'bateria para portátil Lenovo ThinkPad T480',
  'teclado para HP Pavilion 15',
  'saco de transporte para Nintendo Switch',
  'base de carregamento para comandos PlayStation 5',
  'suporte de parede para televisor LG',
  'filtro HEPA para aspirador Dyson V11',
  'escova para Roomba série 600',
  'correia para Garmin Forerunner 255',
  'lente para Canon EF 50mm',
  'tampa traseira de objetiva para Nikon Z',
  'bateria compatível Sony NP-FW50',
  'cesto para Bimby TM6',
  'jarro de vidro para Moulinex',
  'filtro de café para Melitta',
  'dez sacos de papel para aspirador Rowenta',
  'pastilhas de travão para Volkswagen Golf',
  'escovas limpa-vidros para Peugeot 208',
  'tapetes para Renault Megane',
  'capa de banco para Seat Ibiza',
  'cadeado para bicicleta Orbea',
  'guarda-lamas traseiro para Brompton',
  'pneus para Decathlon Rockrider',
  'funda para iPad Air 5',
  'protector de pantalla para Huawei P30',
  'cargador para portátil Asus',
  'mando compatible con Xbox Series X',
  'correa para Apple Watch Ultra',
  'objetivo para montura Fuji X',
  'batería 5Ah compatible Makita LXT',
  'cuchilla para Braun Series 7',
  'recambio cepillo para Oral-B',
  'filtro de agua para frigorífico Balay',
  'manguera para lavadora Bosch',
  'goma puerta lavadora Fagor',
  'bolsa para aspiradora Taurus',
  'cápsulas de aluminio compatibles Nespresso Vertuo',
  'cápsulas compatibles Dolce Gusto',
  'coque pour Samsung Galaxy A54',
  'chargeur 96W pour MacBook Pro 2019',
  'housse à rabat pour Kindle Oasis',
  'bracelet pour montre Fitbit Charge 5',
  'objectif pour monture Sony E',
  'batterie pour perceuse Bosch',
  'filtre pour aspirateur Hoover',
  'sac pour aspirateur Electrolux',
  'joint de porte pour réfrigérateur Liebherr',
  'accessoires pour Thermomix TM5',
  'siège auto pour Bugaboo Fox',
  'housse de pluie pour poussette Yoyo',
  'case for Google Pixel 8',
  'charger for Dell XPS',
  'strap for Casio G-Shock',
  'lens hood for Nikon Z',
  'battery for DJI Mavic',
  'replacement blade for Philips OneBlade',
  'filter for Brita jug',
  'bags for Henry hoover',
  'spare brush for Vax',
  'pads for Shimano brakes',
  'chain for Campagnolo 11 speed',
  'cover per Samsung Galaxy S22',
  'caricatore per iPhone',
  'cinturino per Huawei Watch GT',
  'obiettivo per Canon RF',
  'batteria per trapano Makita',
  'filtro per aspirapolvere Dyson',
  'sacchetti per Folletto',
  'guarnizione per lavatrice Indesit',
  'Hülle für iPhone 14',
  'Ladegerät für Samsung',
  'Ersatzarmband passend für Garmin Forerunner',
  'Akku für Bosch Akkuschrauber',
  'Objektiv für Nikon F',
  'Staubsaugerbeutel für Miele',
  'Dichtung für Spülmaschine Siemens',
  'Ersatzbürste für Oral-B',
  'capa tipo Chanel',
  'mala estilo Louis Vuitton',
  'ténis brancos tipo Nike Cortez',
  'relógio de homem estilo Rolex Explorer',
  'óculos tipo Ray-Ban',
  'casaco estilo Barbour',
  'bolso tipo Michael Kors',
  'vestido midi estilo Massimo Dutti',
  'zapatillas tipo Converse',
  'gafas estilo Oakley',
  'reloj dorado tipo Cartier Santos',
  'sac style Hermès',
  'baskets façon Veja',
  'montre façon Omega',
  'lunettes genre Persol',
  'veste style Chanel',
  'trainers like Adidas Samba',
  'Barbour style wax jacket',
  'Chanel inspired handbag',
  'Rolex homage watch',
  'borsa tipo Prada',
  'scarpe stile Hogan',
  'orologio stile Panerai',
  'Tasche wie Longchamp',
  'Sneaker im Stil von Nike',
  'Nikee sapatilhas falsas',
  'Adiddas fake hoodie',
  'réplica Rolex Submariner',
  'copia bolso Gucci',
  'imitação mala Chanel',
  'relógio réplica Omega',
  'fake Yeezy 350',
  'contrafação Louis Vuitton',
  'sacos genéricos para aspirador Rowenta',
  'tinteiros genéricos compatíveis HP',
  'cargador genérico para Lenovo',
  'batterie générique pour iPhone',
  'generic charger for MacBook',
  'caricabatterie generico per Samsung',
  'casaco sem marca',
  'sapatilhas sin marca',
  'pull sans marque',
  't-shirt no brand',
  'camisola de lã laranja',
  'casaco cor de vinho',
  'vestido coral de verão',
  'mala castanha de pele',
  'sapatos pretos de cerimónia',
  'conjunto de tupperwares',
  'bicicleta de criança roda 14 azul',
  'cadeira de escritório ergonómica',
  'candeeiro de pé industrial',
  'secretária em madeira maciça',
  'livro de receitas vegetarianas',
  'puzzle de 1000 peças paisagem',
  'tenda de praia com janelas',
  'berbequim sem fios 18V',
  'guitarra clássica 3/4 para iniciados',
  'perfume de mulher 100ml',
  'pneus de inverno 205/55 R16',
  'capacete de mota tamanho M',
  'relógio de cozinha redondo',
  'brinquedo de madeira encaixe',
  'galaxy projector night light',
  'apple crumble baking dish',
  'mango smoothie blender',
  'orange scented candle',
  'puma plush toy',
  'jaguar print scarf',
  'dove grey velvet throw',
  'shell necklace handmade',
  'tiger balm jar',
  'camel coat long',
  'fossil hunting kit',
  'crocodile print bag',
  'diesel generator 5kva',
  'polo shirt striped',
  'oasis desert poster',
  'nothing to wear book',
  'coach trip guide',
  'converse with me book',
  'pilot pen set',
  'target practice board',
  'lotus flower wall art',
  'ghost costume kids',
  'giant jenga set',
  'element periodic table poster',
  'uno r3 board',
  'omega 3 fish oil softgels',
  'focus 2 lens cap',
];

describe('matchBrand on adversarial strings of our own', () => {
  it('reads none of them as a brand', () => {
    expect(noBrand.length).toBeGreaterThanOrEqual(150);
    const read = noBrand.map((raw) => [raw, matchBrand(raw)?.brand] as const).filter(([, brand]) => brand !== undefined);
    expect(read).toEqual([]);
  });

  it('reads goods said to be generic or of no brand, and copies named by a noun, as no brand', () => {
    expect(matchBrand('Hoover generic bags')).toBeUndefined();
    expect(matchBrand('Epson generic ink cartridges')).toBeUndefined();
    expect(matchBrand('chargeur générique Dell')).toBeUndefined();
    expect(matchBrand('contrafação Louis Vuitton')).toBeUndefined();
    expect(matchBrand('falsificación bolso Gucci')).toBeUndefined();
    // Without such a word the maker stands.
    expect(matchBrand('Hoover sacos')?.brand).toBe('Hoover');
  });

  it('reads a seal written "goma" before a washing machine and its maker as the part that fits it', () => {
    expect(matchBrand('goma puerta lavadora Fagor')).toBeUndefined();
  });
});

describe('matchBrand on a name written with "&" that ends in another maker\'s name', () => {
  it('reads the name whole after an item noun, never the maker its last word names', () => {
    expect(matchBrand('jersey Lyle & Scott ZX-9')?.brand).toBe('Lyle & Scott');
    expect(matchBrand('jersey vintage Lyle & Scott QX-7')?.brand).toBe('Lyle & Scott');
  });
});

describe('matchBrand on a lower-case word-maker opening the string', () => {
  it('reads it as the maker before a model code or a product line of its own', () => {
    expect(matchBrand('miele g5000')?.brand).toBe('Miele');
    expect(matchBrand('vaio sx14')?.brand).toBe('Vaio');
    expect(matchBrand('miele g5000', { category: 'large-appliances' })?.brand).toBe('Miele');
  });

  it('reads the word before numbers alone, nouns alone, a short name before a code, or a maker of another category', () => {
    expect(matchBrand('focus 2')).toBeUndefined();
    expect(matchBrand('omega 3')).toBeUndefined();
    expect(matchBrand('head lamp 300 lumens')).toBeUndefined();
    expect(matchBrand('uno r3 placa')).toBeUndefined();
    expect(matchBrand('vaio sx14', { category: 'bikes' })?.brand).not.toBe('Vaio');
  });
});

describe('a five-letter string between a four-letter name and a six-letter one', () => {
  it('reads no vowels spelt as heard where a longer name lost a letter', () => {
    // One letter dropped from Boreal, or Beal's vowels spelt as heard: either could be meant.
    expect(matchBrand('boeal')).toBeUndefined();
    expect(matchBrand('Ikiea')?.brand).toBe('IKEA');
  });
});
