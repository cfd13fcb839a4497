import { normaliseText } from './normalise-text.ts';

/** Our category ids: what the profiles' paths and required attributes are keyed by. */
export const categoryIds = [
  'watches',
  'tablets',
  'laptops',
  'consoles',
  'phones',
  'audio',
  'cameras',
  'bikes',
  'footwear',
  'clothing',
  'large-appliances',
  'small-appliances',
  'furniture',
  'toys',
  'books',
  'sports-outdoor',
  'tools-diy',
  'beauty-perfume',
  'musical-instruments',
  'vehicle-parts',
  'other',
] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Our ids that the brand table names with the group they stand for (jewellery with watches, baby with toys, media with books). */
const brandCategoryNames: Partial<Record<CategoryId, string>> = { watches: 'watches-jewellery', toys: 'toys-baby', books: 'books-media' };

/** The brand table's category for one of ours: the same word, or the group it stands for. */
export function brandCategoryOf(id: CategoryId): string {
  return brandCategoryNames[id] ?? id;
}

/**
 * Words (accents and case ignored) that place an item in a category, in PT, EN, ES and FR.
 * Order matters on ties: a more specific category comes first (`apple watch` is a watch, not a phone).
 */
const categoryWords: Record<Exclude<CategoryId, 'other'>, readonly string[]> = {
  // Jewellery sits with watches, as the marketplaces and the brand table group them.
  watches: [
    'relogio', 'relogios', 'reloj', 'relojes', 'montre', 'montres', 'watch', 'smartwatch', 'apple watch', 'galaxy watch',
    'joia', 'joias', 'joalharia', 'joya', 'joyas', 'joyeria', 'bijou', 'bijoux', 'bijouterie', 'joaillerie', 'jewellery', 'jewelry',
    'colar', 'colares', 'necklace', 'pulseira', 'pulsera', 'bracelet', 'anel', 'aneis', 'anillo', 'bague', 'brincos', 'pendientes', 'boucles d\'oreilles', 'earrings',
    'pendente', 'colgante', 'pendentif', 'pendant',
  ],
  tablets: ['tablet', 'tablets', 'tablete', 'tablets', 'tableta', 'tabletas', 'tablette', 'tablettes', 'ipad', 'galaxy tab'],
  laptops: ['portatil', 'portateis', 'portatiles', 'laptop', 'laptops', 'notebook', 'macbook', 'ordinateur portable', 'pc portable', 'computador portatil', 'thinkpad', 'chromebook', 'ultrabook'],
  consoles: ['consola', 'consolas', 'console', 'consoles', 'playstation', 'ps4', 'ps5', 'xbox', 'nintendo', 'switch oled', 'game boy', 'steam deck'],
  phones: ['telemovel', 'telemoveis', 'smartphone', 'smartphones', 'telefono', 'telefonos', 'movil', 'moviles', 'telephone', 'telephones', 'iphone', 'mobile phone', 'cell phone', 'phone', 'galaxy s', 'galaxy a', 'pixel', 'redmi'],
  audio: ['audio', 'som', 'sonido', 'son', 'hifi', 'auscultadores', 'headphones', 'auriculares', 'casque', 'ecouteurs', 'colunas', 'coluna', 'altavoz', 'altavoces', 'enceinte', 'speaker', 'speakers', 'airpods', 'earbuds', 'soundbar', 'amplificador', 'amplificateur', 'amplifier', 'gira-discos', 'tocadiscos', 'platine vinyle', 'turntable', 'leitor de cd', 'reproductor de cd', 'lecteur cd', 'cd player'],
  cameras: ['fotografia', 'kamera', 'camara', 'camaras', 'camera', 'cameras', 'appareil photo', 'maquina fotografica', 'objetiva', 'objetivo', 'objectif', 'lens', 'dslr', 'mirrorless', 'gopro', 'reflex', 'binoculos', 'prismaticos', 'jumelles', 'binoculars', 'telescopio', 'telescope', 'tripe', 'tripode', 'trepied', 'tripod', 'camara de video', 'camescope', 'camcorder', 'drone'],
  bikes: ['bicicleta', 'bicicletas', 'bike', 'bikes', 'bicycle', 'velo', 'velos', 'bicyclette', 'btt', 'mtb', 'vtt', 'ebike', 'e-bike', 'bicicleta eletrica', 'gravel', 'bmx'],
  footwear: ['sapatilhas', 'sapatos', 'botas', 'botins', 'sandalias', 'tenis', 'zapatillas', 'zapatos', 'sandalias', 'chaussures', 'baskets', 'bottes', 'bottines', 'sandales', 'escarpins', 'sneakers', 'shoes', 'boots', 'trainers', 'sandals', 'calcado', 'calzado'],
  clothing: ['roupa', 'casaco', 'blusao', 'camisola', 'camisa', 'calcas', 'vestido', 'saia', 'jaqueta', 'chaqueta', 'abrigo', 'camiseta', 'pantalones', 'falda', 'sudadera', 'jersey', 'veste', 'manteau', 'pull', 'chemise', 'pantalon', 'jean', 'jeans', 'robe', 'jupe', 'blouson', 'doudoune', 'sweat', 'jacket', 'coat', 'dress', 'shirt', 't-shirt', 'sweater', 'hoodie', 'trousers', 'skirt', 'vetements', 'vetement', 'ropa', 'clothing', 'clothes', 'parka', 'blazer', 'fato', 'traje', 'costume', 'suit', 'casacos', 'vestidos'],
  'large-appliances': ['maquina de lavar', 'maquina de lavar roupa', 'lavadora', 'lave-linge', 'washing machine', 'frigorifico', 'nevera', 'frigorifico combinado', 'refrigerateur', 'frigo', 'fridge', 'refrigerator', 'maquina de secar', 'secadora', 'seche-linge', 'tumble dryer', 'dishwasher', 'maquina de lavar loica', 'lavavajillas', 'lave-vaisselle', 'fogao', 'forno', 'horno', 'oven', 'arca congeladora', 'congelador', 'congelateur', 'freezer', 'esquentador', 'termoacumulador', 'ar condicionado', 'aire acondicionado', 'climatiseur'],
  'small-appliances': ['aspirador', 'aspiradora', 'aspirateur', 'vacuum', 'maquina de cafe', 'cafetera', 'cafetiere', 'machine a cafe', 'coffee machine', 'espresso', 'nespresso', 'micro-ondas', 'microondas', 'micro-onde', 'micro-ondes', 'microwave', 'torradeira', 'tostadora', 'grille-pain', 'toaster', 'liquidificadora', 'batedeira', 'batidora', 'blender', 'mixeur', 'secador', 'seche-cheveux', 'hair dryer', 'airfryer', 'air fryer', 'fritadeira', 'freidora', 'friteuse', 'ferro de engomar', 'plancha', 'fer a repasser', 'robot de cozinha', 'robot de cocina', 'thermomix', 'bimby', 'chaleira', 'hervidor', 'bouilloire', 'kettle', 'dyson', 'roomba'],
  furniture: ['sofa', 'sofas', 'mesa', 'cadeira', 'cadeiras', 'silla', 'sillas', 'chaise', 'chaises', 'chair', 'table', 'armario', 'estante', 'comoda', 'movel', 'moveis', 'mueble', 'muebles', 'meuble', 'meubles', 'furniture', 'cama', 'bed', 'secretaria', 'escritorio', 'bureau', 'desk', 'canape', 'fauteuil', 'poltrona', 'sillon'],
  // Baby equipment sits with toys, as the marketplaces and the brand table group them.
  toys: [
    'brinquedo', 'brinquedos', 'juguete', 'juguetes', 'jouet', 'jouets', 'toy', 'toys', 'lego', 'playmobil', 'boneca', 'muneca', 'poupee', 'puzzle', 'peluche',
    'carrinho de bebe', 'cochecito', 'poussette', 'pram', 'stroller', 'bebe', 'bebes', 'puericultura', 'puericulture', 'cadeira de refeicao', 'trona', 'chaise haute', 'high chair',
    'berco', 'cuna', 'berceau', 'cot', 'crib', 'alcofa', 'biberao', 'biberon', 'baby monitor', 'babyphone', 'intercomunicador', 'baby carrier', 'porta-bebes', 'mochila porta bebe',
  ],
  // Recorded media sit with books, as the marketplaces and the brand table group them.
  books: [
    'livro', 'livros', 'libro', 'libros', 'livre', 'livres', 'book', 'books', 'banda desenhada', 'bandes dessinees', 'comic', 'comics', 'bd', 'manga', 'novela', 'romance',
    'revista', 'revistas', 'magazine', 'magazines', 'vinil', 'vinilo', 'vinyle', 'vinyl', 'dvd', 'blu-ray', 'cd', 'boxset', 'coffret',
  ],
  'sports-outdoor': [
    'desporto', 'deporte', 'deportes', 'sport', 'sports', 'outdoor', 'campismo', 'camping', 'tenda de campismo', 'tenda', 'tienda de campana', 'tente', 'tent',
    'saco-cama', 'saco de dormir', 'sac de couchage', 'sleeping bag', 'raquete', 'raqueta', 'raquette', 'racket', 'padel', 'tenis de mesa', 'golfe', 'driver de golf', 'golf clubs', 'bolas de golfe', 'golf balls',
    'tacos de golfe', 'palos de golf', 'clubs de golf', 'ski', 'skis', 'esquis', 'snowboard', 'prancha de surf', 'tabla de surf', 'planche de surf', 'surf', 'halteres',
    'mancuernas', 'dumbbells', 'passadeira de corrida', 'cinta de correr', 'tapis de course', 'treadmill', 'bicicleta estatica', 'velo d\'appartement', 'exercise bike',
    'cana de pesca', 'cana de pescar', 'canne a peche', 'fishing rod', 'patins', 'patines', 'skate', 'skateboard', 'bola de futebol', 'balon', 'ballon', 'football', 'kayak', 'caiaque',
  ],
  'tools-diy': [
    'ferramenta', 'ferramentas', 'herramienta', 'herramientas', 'outil', 'outils', 'tools', 'bricolage', 'bricolaje', 'diy', 'caixa de ferramentas', 'caja de herramientas',
    'boite a outils', 'toolbox', 'berbequim', 'aparafusadora', 'taladro', 'atornillador', 'perceuse', 'visseuse', 'drill', 'rebarbadora', 'amoladora', 'meuleuse',
    'angle grinder', 'serra circular', 'sierra circular', 'scie circulaire', 'circular saw', 'tico-tico', 'sierra de calar', 'scie sauteuse', 'jigsaw', 'motosserra',
    'motosierra', 'tronconneuse', 'chainsaw', 'lixadora', 'lijadora', 'ponceuse', 'sander', 'compressor', 'compresor', 'compresseur', 'nivel laser', 'niveau laser',
    'martelo', 'martillo', 'marteau', 'hammer', 'multiferramenta', 'soldador', 'poste a souder',
  ],
  'beauty-perfume': [
    'beleza', 'belleza', 'beaute', 'beauty', 'cosmetica', 'cosmeticos', 'cosmetiques', 'cosmetics', 'perfume', 'perfumes', 'parfum', 'parfums', 'fragrance', 'eau de toilette',
    'eau de parfum', 'colonia', 'cologne', 'batom', 'pintalabios', 'rouge a levres', 'lipstick', 'maquilhagem', 'maquillaje', 'maquillage', 'makeup', 'make-up',
    'paleta de sombras', 'palette de maquillage', 'eyeshadow palette', 'rimel', 'verniz', 'esmalte de unas', 'vernis', 'crema facial', 'creme facial', 'creme de rosto', 'face cream', 'creme hidratante',
    'crema hidratante', 'serum', 'alisador de cabelo', 'plancha de pelo', 'lisseur', 'hair straightener',
  ],
  'musical-instruments': [
    'instrumento', 'instrumentos', 'instrumentos musicais', 'instrumentos musicales', 'instrument de musique', 'instruments de musique', 'musical instrument', 'instruments',
    'guitarra', 'guitarras', 'guitare', 'guitar', 'baixo eletrico', 'bajo electrico', 'basse electrique', 'bass guitar', 'piano', 'piano digital', 'sintetizador', 'synthesizer',
    'synthetiseur', 'synth', 'violino', 'violin', 'violon', 'violoncelo', 'violonchelo', 'violoncelle', 'cello', 'bateria eletronica', 'bateria acustica', 'bateria electronica',
    'batterie electronique', 'drum kit', 'drums', 'saxofone', 'saxofon', 'saxophone', 'trompete', 'trompeta', 'trompette', 'trumpet', 'flauta', 'flute', 'clarinete',
    'clarinette', 'clarinet', 'ukulele', 'acordeao', 'acordeon', 'accordeon', 'accordion', 'amplificador de guitarra', 'ampli guitare', 'guitar amp', 'pedal de efeitos',
    'pedal de efectos', 'pedale d\'effet', 'effects pedal',
  ],
  'vehicle-parts': [
    'pecas auto', 'pecas de automovel', 'pecas de carro', 'pecas moto', 'recambios', 'recambio', 'repuestos de coche', 'pieces auto', 'piece auto', 'pieces detachees',
    'car parts', 'auto parts', 'vehicle parts', 'pastilhas de travao', 'pastillas de freno', 'plaquettes de frein', 'brake pads', 'discos de travao', 'discos de freno',
    'disques de frein', 'brake discs', 'farol', 'farois', 'faros', 'phare', 'phares', 'headlight', 'headlights', 'retrovisor', 'retrovisores', 'retroviseur', 'wing mirror',
    'jantes', 'llantas', 'alloy wheels', 'pneu', 'pneus', 'neumatico', 'neumaticos', 'tyre', 'tyres', 'alternador', 'alternateur', 'alternator',
    'motor de arranque', 'demarreur', 'starter motor', 'embraiagem', 'embrague', 'embrayage', 'clutch kit', 'para-choques', 'parachoques', 'pare-chocs', 'bumper',
    'radiador', 'radiateur', 'radiator', 'amortecedor', 'amortecedores', 'amortiguador', 'amortiguadores', 'amortisseur', 'amortisseurs', 'shock absorber',
    'filtro de oleo', 'filtre a huile', 'oil filter', 'bateria de carro', 'batterie voiture', 'car battery', 'autoradio',
  ],
};

const patterns = Object.entries(categoryWords).map(([id, words]) => ({
  id: id as CategoryId,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...words].sort((a, b) => b.length - a.length).map(escape).join('|')})s?(?![\\p{L}\\p{N}])`, 'u'),
}));

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]/g, '[- ]?');
}

export interface CategoryGuess {
  id: CategoryId;
  confidence: number;
}

/**
 * The category of an item from the seller's category and name, by words in four languages. The
 * seller's category speaks loudest; the name decides between categories the category word allows
 * (`Telemóveis e Tablets` + `iPad Air` is a tablet). Nothing recognised is `other`, unsure.
 */
export function guessCategory({ category, name, model }: { category?: string | null | undefined; name: string; model?: string | null | undefined }): CategoryGuess {
  const fromCategory = matches(category ?? '');
  const fromName = matches(`${name} ${model ?? ''}`);
  const both = fromName.find((id) => fromCategory.includes(id));
  if (both) return { id: both, confidence: 0.95 };
  if (fromCategory.length > 0) return { id: fromCategory[0]!, confidence: fromName.length > 0 ? 0.7 : 0.9 };
  if (fromName.length > 0) return { id: fromName[0]!, confidence: 0.75 };
  return { id: 'other', confidence: 0.3 };
}

/** Categories whose words the text holds, the longest match first: `máquina de lavar roupa` is an appliance, not `roupa`. */
function matches(text: string): CategoryId[] {
  const normalised = normaliseText(text);
  if (!normalised) return [];
  return patterns
    .map(({ id, pattern }) => ({ id, length: pattern.exec(normalised)?.[0].length ?? 0 }))
    .filter(({ length }) => length > 0)
    .sort((a, b) => b.length - a.length)
    .map(({ id }) => id);
}
