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
  'other',
] as const;
export type CategoryId = (typeof categoryIds)[number];

/**
 * Words (accents and case ignored) that place an item in a category, in PT, EN, ES and FR.
 * Order matters on ties: a more specific category comes first (`apple watch` is a watch, not a phone).
 */
const categoryWords: Record<Exclude<CategoryId, 'other'>, readonly string[]> = {
  watches: ['relogio', 'relogios', 'reloj', 'relojes', 'montre', 'montres', 'watch', 'smartwatch', 'apple watch', 'galaxy watch'],
  tablets: ['tablet', 'tablets', 'tablete', 'tablets', 'tableta', 'tabletas', 'tablette', 'tablettes', 'ipad', 'galaxy tab'],
  laptops: ['portatil', 'portateis', 'portatiles', 'laptop', 'laptops', 'notebook', 'macbook', 'ordinateur portable', 'pc portable', 'computador portatil', 'thinkpad', 'chromebook', 'ultrabook'],
  consoles: ['consola', 'consolas', 'console', 'consoles', 'playstation', 'ps4', 'ps5', 'xbox', 'nintendo', 'switch oled', 'game boy', 'steam deck'],
  phones: ['telemovel', 'telemoveis', 'smartphone', 'smartphones', 'telefono', 'telefonos', 'movil', 'moviles', 'telephone', 'telephones', 'iphone', 'mobile phone', 'cell phone', 'phone', 'galaxy s', 'galaxy a', 'pixel', 'redmi'],
  audio: ['auscultadores', 'headphones', 'auriculares', 'casque', 'ecouteurs', 'colunas', 'coluna', 'altavoz', 'altavoces', 'enceinte', 'speaker', 'speakers', 'airpods', 'earbuds', 'soundbar', 'amplificador', 'amplificateur', 'amplifier', 'gira-discos', 'tocadiscos', 'platine vinyle', 'turntable'],
  cameras: ['camara', 'camaras', 'camera', 'cameras', 'appareil photo', 'maquina fotografica', 'objetiva', 'objetivo', 'objectif', 'lens', 'dslr', 'mirrorless', 'gopro', 'reflex'],
  bikes: ['bicicleta', 'bicicletas', 'bike', 'bikes', 'bicycle', 'velo', 'velos', 'bicyclette', 'btt', 'mtb', 'vtt', 'ebike', 'e-bike', 'bicicleta eletrica', 'gravel', 'bmx'],
  footwear: ['sapatilhas', 'sapatos', 'botas', 'botins', 'sandalias', 'tenis', 'zapatillas', 'zapatos', 'sandalias', 'chaussures', 'baskets', 'bottes', 'bottines', 'sandales', 'escarpins', 'sneakers', 'shoes', 'boots', 'trainers', 'sandals', 'calcado', 'calzado'],
  clothing: ['roupa', 'casaco', 'blusao', 'camisola', 'camisa', 'calcas', 'vestido', 'saia', 'jaqueta', 'chaqueta', 'abrigo', 'camiseta', 'pantalones', 'falda', 'sudadera', 'jersey', 'veste', 'manteau', 'pull', 'chemise', 'pantalon', 'jean', 'jeans', 'robe', 'jupe', 'blouson', 'doudoune', 'sweat', 'jacket', 'coat', 'dress', 'shirt', 't-shirt', 'sweater', 'hoodie', 'trousers', 'skirt', 'vetements', 'vetement', 'ropa', 'clothing', 'clothes', 'parka', 'blazer', 'fato', 'traje', 'costume', 'suit', 'casacos', 'vestidos'],
  'large-appliances': ['maquina de lavar', 'maquina de lavar roupa', 'lavadora', 'lave-linge', 'washing machine', 'frigorifico', 'nevera', 'frigorifico combinado', 'refrigerateur', 'frigo', 'fridge', 'refrigerator', 'maquina de secar', 'secadora', 'seche-linge', 'tumble dryer', 'dishwasher', 'maquina de lavar loica', 'lavavajillas', 'lave-vaisselle', 'fogao', 'forno', 'horno', 'oven', 'arca congeladora', 'congelador', 'congelateur', 'freezer', 'esquentador', 'termoacumulador', 'ar condicionado', 'aire acondicionado', 'climatiseur'],
  'small-appliances': ['aspirador', 'aspiradora', 'aspirateur', 'vacuum', 'maquina de cafe', 'cafetera', 'cafetiere', 'machine a cafe', 'coffee machine', 'espresso', 'nespresso', 'micro-ondas', 'microondas', 'micro-onde', 'micro-ondes', 'microwave', 'torradeira', 'tostadora', 'grille-pain', 'toaster', 'liquidificadora', 'batedeira', 'batidora', 'blender', 'mixeur', 'secador', 'seche-cheveux', 'hair dryer', 'airfryer', 'air fryer', 'fritadeira', 'freidora', 'friteuse', 'ferro de engomar', 'plancha', 'fer a repasser', 'robot de cozinha', 'robot de cocina', 'thermomix', 'bimby', 'chaleira', 'hervidor', 'bouilloire', 'kettle', 'dyson', 'roomba'],
  furniture: ['sofa', 'sofas', 'mesa', 'cadeira', 'cadeiras', 'silla', 'sillas', 'chaise', 'chaises', 'chair', 'table', 'armario', 'estante', 'comoda', 'movel', 'moveis', 'mueble', 'muebles', 'meuble', 'meubles', 'furniture', 'cama', 'bed', 'secretaria', 'escritorio', 'bureau', 'desk', 'canape', 'fauteuil', 'poltrona', 'sillon'],
  toys: ['brinquedo', 'brinquedos', 'juguete', 'juguetes', 'jouet', 'jouets', 'toy', 'toys', 'lego', 'playmobil', 'boneca', 'muneca', 'poupee', 'puzzle', 'peluche', 'carrinho de bebe', 'cochecito', 'poussette', 'pram', 'stroller'],
  books: ['livro', 'livros', 'libro', 'libros', 'livre', 'livres', 'book', 'books', 'banda desenhada', 'comic', 'comics', 'bd', 'manga', 'novela', 'romance'],
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
