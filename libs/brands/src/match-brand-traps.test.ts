import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/**
 * Strings of our own naming no maker of the item, in the six languages: what an accessory, a spare part or a consumable fits
 * with and without "para"; a perfume, a bag or a chair "in the style of" or "inspired by" a brand; copies and look-alike spellings
 * (digits for letters, a vowel changed); words that are brands' names too; a car's make as a model's or a poster's subject; and
 * items described with no brand at all. Each is read with no category, as issue 19 measures the matcher.
 */
const noMaker = [
  'capa para Huawei Mate 20 Pro',
  'funda para Oppo Reno 8',
  'coque pour Samsung A34 antichoc',
  'Hülle für Xiaomi 13T',
  'cover per Motorola G84',
  'carregador para Lenovo ThinkPad 65W',
  'cargador compatible Dell XPS',
  'chargeur pour HP Pavilion',
  'bracelete para Samsung Galaxy Watch 5',
  'correa para Huawei Watch GT 3',
  'Armband für Fitbit Charge 6',
  'strap for Garmin Forerunner 255',
  'filtro para aspirador Rowenta',
  'filtre pour Dyson V10',
  'sacos para aspirador Hoover',
  'escova para Roomba',
  'comando para televisão Samsung',
  'mando para aire acondicionado Daikin',
  'telecommande pour Philips TV',
  'Fernbedienung für Sony Fernseher',
  'borracha porta frigorífico Liebherr',
  'junta puerta lavadora Balay',
  'gaveta congelador Bosch',
  'tampa para Bimby',
  'jarra compatível Thermomix TM6',
  'cápsulas reutilizáveis compatíveis Nespresso Vertuo',
  'capsules compatibles Dolce Gusto',
  'cialde compatibili Lavazza',
  'pastilhas travão para BMW Serie 3',
  'tapetes de borracha para Seat Leon 2015',
  'capas de bancos para Renault Clio',
  'barras de tejadilho para Peugeot 3008',
  'jantes para Volkswagen Golf',
  'suporte para GoPro',
  'adaptador para objetivas Canon EF',
  'bateria 5Ah compatível Makita',
  'batterie pour perceuse Bosch',
  'lâmina para serra Makita',
  'disco para rebarbadora DeWalt',
  'jogo de cordas para baixo Fender',
  'palhetas para saxofone Yamaha',
  'pedal compatível Roland',
  'estojo para óculos Ray-Ban',
  'capa para Kindle',
  'capa para tablet Lenovo Tab M10',
  'película para Nintendo Switch OLED',
  'comando compatível Xbox Series',
  'base de carga para PS5',
  'estação de carga para comandos PS4',
  'auriculares compatíveis com iPhone',
  'cabo para Sonos',
  'suporte de parede para Bose',
  'tampa objetiva para Nikon',
  'para-sol para Sony 16-50',
  'correia de câmara compatível Fujifilm',
  'capa para Apple Pencil',
  'tinteiros compatíveis HP 305',
  'toner compatível Brother',
  'peças para Lego Technic',
  'blocos compatíveis Lego',
  'roupa para bonecas Barbie',
  'vestidos para Nenuco',
  'acessórios para Playmobil',
  'pista compatível Hot Wheels',
  'capa para carrinho Bugaboo',
  'saco de inverno para Cybex',
  'adaptadores Maxi-Cosi para Joolz',
  'colchão para berço IKEA',
  'capa para sofá IKEA Kivik',
  'pés para móvel IKEA',
  'perfume tipo Chanel nº5',
  'perfume estilo Dior Sauvage',
  'fragrância inspirada em Lancôme La Vie est Belle',
  'parfum type Guerlain Shalimar',
  'eau de parfum inspirée de Mugler Alien',
  'profumo simile a Armani Code',
  'Duft ähnlich wie Paco Rabanne',
  'mala estilo Louis Vuitton',
  'bolso tipo Chanel',
  'sac façon Hermès Birkin',
  'borsa stile Gucci',
  'Tasche im Stil von Prada',
  'trainers like Nike Air Force',
  'ténis tipo Converse',
  'zapatillas de lona estilo Vans',
  'sapatilhas inspiradas em Adidas Samba',
  'relógio de mergulho estilo Rolex',
  'montre type Cartier Tank',
  'óculos estilo Ray-Ban Wayfarer',
  'casaco tipo Barbour',
  'veste genre Canada Goose',
  'cadeira de jantar estilo Eames branca',
  'candeeiro tipo Artemide',
  'sofá de pele estilo Chesterfield',
  'Rolex replica',
  'réplica Omega Seamaster',
  'imitação Louis Vuitton',
  'falso Gucci cinto',
  'copia Moncler',
  'contrefaçon Chanel',
  'Nachbau Breitling',
  'Gucc1 belt',
  'R0lex Datejust',
  'Nikke sneakers',
  'Adibas hoodie',
  'Abidas tracksuit',
  'Pumba t-shirt',
  'Mikita drill',
  'Dewolt drill',
  'Apple pie recipe book',
  'maçã apple verde',
  'casaco de chuva amarelo',
  'shell de praia',
  'concha shell',
  'orange juice maker',
  'puma de peluche gigante',
  'jaguar de brinquedo',
  'mustang de cavalo',
  'polo de rugby',
  'vans de transporte',
  'nike deusa grega estátua',
  'caterpillar de brincar',
  'amazon river book',
  'camel de peluche',
  'corona de flores',
  'dove de cerâmica',
  'fóssil de belemnite polido',
  'bic de fogão',
  'oasis de flores',
  'next to nothing',
  'guess what game',
  'ford de rio',
  'seat de cadeira',
  'livro sobre a história da Apple',
  'biografia Steve Jobs capa dura',
  'poster do Porsche 911',
  'caneca Harry Potter',
  'boneco Mickey',
  'capacete de bicicleta',
  'bicicleta de criança roda 16 com rodinhas',
  'casaco de inverno',
  'telemóvel desbloqueado',
  'portátil 15 polegadas',
  'máquina de lavar roupa 9kg A+++',
  'frigorífico combinado inox no frost',
  'relógio de pulso automático',
  'sofá de 3 lugares',
  'poltrona de escritório ergonómica',
  'carrinho de bebé 3 em 1 cinzento',
  'berbequim sem fios',
  'perfume de mulher',
  'guitarra acústica com saco',
  'pneus de inverno',
  'tenda de campismo 6 pessoas',
  'raquete de ténis',
  'câmara fotográfica antiga',
  'colunas de som de estante',
  'livro de receitas vegetarianas',
  'jogo de tabuleiro',
  'miniatura Porsche 911 escala 1:18',
  'maqueta Ferrari F40 para montar',
  'poster vintage Lamborghini Countach',
  'R0lex Submariner relógio',
  'Omeg4 Speedmaster',
  'Pr4da mala de mão',
  'capa de silicone para Galaxy Buds',
  'case for AirPods Pro 2',
  'Schutzhülle für Kindle Paperwhite',
  'skin para comando PS5',
  'película vidro temperado iPhone 15',
  'protetor de ecrã para Xiaomi 13',
  'sticker decal for MacBook Air',
  'pegatinas para Nintendo Switch',
  'vinyl skin Xbox Series S',
  'junta porta máquina lavar loiça Bosch',
  'escova rotativa aspirador Rowenta',
  'saco de pó aspirador Miele',
  'borracha da porta frigorífico Indesit',
  'Dichtung Kühlschrank Liebherr',
  'fragrância inspirada no Chanel Coco Mademoiselle',
  'parfum inspiré par Dior J\'adore',
  'perfume inspirado en Carolina Herrera Good Girl',
  'Parfüm inspiriert von Chanel',
];

describe('matchBrand on strings that name no maker of the item', () => {
  it.each(noMaker)('reads no brand in %j', (raw) => {
    expect(matchBrand(raw)).toBeUndefined();
  });
});

describe('matchBrand on a brand opening an English phrase with "of"', () => {
  it.each([
    ['hot wheels of fortune poster', 'toys-baby'],
    ['the north face of the matterhorn print', 'clothing'],
    ['game boy of the year trophy', undefined],
    ['little tikes of the world map', 'toys-baby'],
    ['golden goose of the fable statue', undefined],
  ])('reads "%s" (%s) as a phrase, no maker', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it('keeps the maker where "of" counts the items or follows another word', () => {
    expect(matchBrand('hot wheels pack of 5 cars', { category: 'toys-baby' })?.brand).toBe('Hot Wheels');
    expect(matchBrand('the north face jacket of the year winner', { category: 'clothing' })?.brand).toBe('The North Face');
  });
});

describe('matchBrand on a maker read only through a misspelling where the string says the goods are a cheap copy', () => {
  it.each([
    ['Adiddas sapatilhas china', 'footwear'],
    ['Makitta berbequim chines', 'tools-diy'],
    ['Guci mala barata', 'clothing'],
    ['Rollex submariner chinês', 'watches-jewellery'],
    ['Samsnug galaxy s21 chines barato', 'phones'],
    ['Shiseydo creme barato china', undefined],
    ['montre Casioo pas cher', undefined],
  ])('reads no brand in "%s" (%s)', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it('keeps a maker written by its name, and a misspelling with no such word', () => {
    expect(matchBrand('Dyson v11 aspirador barato', { category: 'small-appliances' })?.brand).toBe('Dyson');
    expect(matchBrand('Rolex submariner barato', { category: 'watches-jewellery' })?.brand).toBe('Rolex');
    expect(matchBrand('Makitta berbequim 18v', { category: 'tools-diy' })?.brand).toBe('Makita');
    expect(matchBrand('Redmi note 10 versão china', { category: 'phones' })?.brand).toBe('Redmi');
  });
});

describe('matchBrand on a brand named right beside other words', () => {
  it('reads no misspelling of another brand out of the whole string, also where two brands share the name written', () => {
    // "Jaguar" names the cars and the watches: the string is not a typo of the publisher Relógio d'Água.
    expect(matchBrand('Relógio Jaguar')?.brand).toBe('Jaguar');
  });
});
