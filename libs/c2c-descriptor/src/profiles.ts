import type { ItemCondition, MarketplaceProfile } from '@circular/contract';
import type { SupportedLanguage } from '@circular/runtime';
import type { AttributeName } from './attribute-names.ts';
import type { CategoryId } from './categories.ts';

export type ProfileId = MarketplaceProfile;
export type Grade = ItemCondition;
export type SchemaOrgCondition = 'NewCondition' | 'UsedCondition' | 'RefurbishedCondition' | 'DamagedCondition';

/** One step of a marketplace's condition scale, with the words sellers use for it in PT, EN, ES and FR. */
export interface ConditionStep {
  /** The label as the marketplace shows it in English (or its only language). */
  label: string;
  /** The label as the marketplace's own site shows it in other languages. */
  translations?: Partial<Record<SupportedLanguage, string>>;
  grade: Grade;
  schemaOrg: SchemaOrgCondition;
  aliases: readonly string[];
}

/**
 * What a marketplace asks of a listing, as data: limits (published or observed on its listing
 * form), condition scale, category paths in its own words and the attributes it requires per
 * category. `descriptionStyle` chooses the template's layout: `bullets` where descriptions are
 * long, `compact` where they are short.
 */
export interface ListingProfile {
  id: ProfileId;
  titleMax: number;
  descriptionMax: number;
  descriptionStyle: 'bullets' | 'compact';
  currency: string;
  conditions: readonly ConditionStep[];
  /** The scale's label for each grade, when the seller gave a grade. */
  gradeLabels: Record<Grade, string>;
  categoryPaths: Record<CategoryId, readonly string[]>;
  requiredAttributes: Partial<Record<CategoryId, readonly AttributeName[]>>;
  /** Attributes worth a place in the title after the name, per category, in order. */
  titleAttributes: Partial<Record<CategoryId, readonly AttributeName[]>>;
}

const defaultTitleAttributes: ListingProfile['titleAttributes'] = {
  phones: ['storage_capacity', 'colour'],
  tablets: ['storage_capacity', 'screen_size', 'colour'],
  laptops: ['processor', 'ram', 'storage_capacity', 'screen_size'],
  consoles: ['storage_capacity'],
  bikes: ['frame_size', 'wheel_size'],
  clothing: ['size', 'colour'],
  footwear: ['size', 'colour'],
  watches: ['size'],
  other: ['size', 'colour'],
};

const olx: ListingProfile = {
  id: 'olx-pt',
  titleMax: 70,
  descriptionMax: 9000,
  descriptionStyle: 'bullets',
  currency: 'EUR',
  conditions: [
    { label: 'Novo', grade: 'A', schemaOrg: 'NewCondition', aliases: ['novo', 'new', 'nuevo', 'neuf', 'novo com etiqueta', 'novo com etiquetas', 'selado'] },
    { label: 'Como novo', grade: 'A', schemaOrg: 'UsedCondition', aliases: ['como novo', 'usado como novo', 'like new', 'como nuevo', 'comme neuf', 'excelente', 'excelente estado'] },
    { label: 'Bom estado', grade: 'B', schemaOrg: 'UsedCondition', aliases: ['bom estado', 'usado bom estado', 'muito bom', 'muito bom estado', 'bom', 'good', 'good condition', 'buen estado', 'en buen estado', 'bon etat', 'tres bon etat'] },
    { label: 'Aceitável', grade: 'C', schemaOrg: 'UsedCondition', aliases: ['aceitavel', 'razoavel', 'usado', 'acceptable', 'fair', 'aceptable', 'en condiciones aceptables', 'etat correct', 'etat satisfaisant'] },
    { label: 'Para peças', grade: 'D', schemaOrg: 'DamagedCondition', aliases: ['para pecas', 'para pecas ou nao funcional', 'avariado', 'for parts', 'for parts or not working', 'para piezas', 'averiado', 'pour pieces', 'hors service'] },
  ],
  gradeLabels: { A: 'Como novo', B: 'Bom estado', C: 'Aceitável', D: 'Para peças' },
  categoryPaths: {
    phones: ['Tecnologia e Informática', 'Telemóveis e Tablets', 'Telemóveis'],
    tablets: ['Tecnologia e Informática', 'Telemóveis e Tablets', 'Tablets'],
    laptops: ['Tecnologia e Informática', 'Computadores e Informática', 'Computadores Portáteis'],
    consoles: ['Tecnologia e Informática', 'Videojogos e Consolas', 'Consolas'],
    audio: ['Tecnologia e Informática', 'TV, Som e Fotografia', 'Som'],
    cameras: ['Tecnologia e Informática', 'TV, Som e Fotografia', 'Fotografia e Vídeo'],
    watches: ['Moda', 'Acessórios', 'Relógios'],
    bikes: ['Desporto e Lazer', 'Bicicletas'],
    footwear: ['Moda', 'Calçado'],
    clothing: ['Moda', 'Roupa'],
    'large-appliances': ['Casa e Jardim', 'Eletrodomésticos', 'Grandes Eletrodomésticos'],
    'small-appliances': ['Casa e Jardim', 'Eletrodomésticos', 'Pequenos Eletrodomésticos'],
    furniture: ['Casa e Jardim', 'Móveis e Decoração'],
    toys: ['Bebé e Criança', 'Brinquedos'],
    books: ['Lazer', 'Livros e Revistas'],
    'sports-outdoor': ['Desporto e Lazer', 'Desporto'],
    'tools-diy': ['Casa e Jardim', 'Ferramentas e Bricolage'],
    'beauty-perfume': ['Moda', 'Saúde e Beleza'],
    'musical-instruments': ['Lazer', 'Instrumentos Musicais'],
    'vehicle-parts': ['Peças e Acessórios', 'Peças Auto'],
    other: ['Outras Vendas'],
  },
  requiredAttributes: {
    phones: ['brand', 'model', 'storage_capacity'],
    tablets: ['brand', 'model', 'storage_capacity'],
    laptops: ['brand', 'model'],
    consoles: ['brand', 'model'],
    bikes: ['frame_size', 'wheel_size'],
    clothing: ['size'],
    footwear: ['size'],
    'large-appliances': ['brand'],
  },
  titleAttributes: defaultTitleAttributes,
};

const vinted: ListingProfile = {
  id: 'vinted',
  titleMax: 60,
  descriptionMax: 2000,
  descriptionStyle: 'compact',
  currency: 'EUR',
  conditions: [
    { label: 'New with tags', translations: { 'pt-PT': 'Novo com etiquetas', es: 'Nuevo con etiquetas', fr: 'Neuf avec étiquette' }, grade: 'A', schemaOrg: 'NewCondition', aliases: ['new with tags', 'novo com etiquetas', 'novo com etiqueta', 'nuevo con etiquetas', 'neuf avec etiquette', 'neuf avec etiquettes'] },
    { label: 'New without tags', translations: { 'pt-PT': 'Novo sem etiquetas', es: 'Nuevo sin etiquetas', fr: 'Neuf sans étiquette' }, grade: 'A', schemaOrg: 'NewCondition', aliases: ['new without tags', 'novo sem etiquetas', 'novo sem etiqueta', 'nuevo sin etiquetas', 'neuf sans etiquette', 'neuf sans etiquettes'] },
    { label: 'Very good', translations: { 'pt-PT': 'Muito bom', es: 'Muy bueno', fr: 'Très bon état' }, grade: 'A', schemaOrg: 'UsedCondition', aliases: ['very good', 'muito bom', 'muy bueno', 'tres bon etat'] },
    { label: 'Good', translations: { 'pt-PT': 'Bom', es: 'Bueno', fr: 'Bon état' }, grade: 'B', schemaOrg: 'UsedCondition', aliases: ['good', 'bom', 'bueno', 'bon etat'] },
    { label: 'Satisfactory', translations: { 'pt-PT': 'Satisfatório', es: 'Satisfactorio', fr: 'Satisfaisant' }, grade: 'C', schemaOrg: 'UsedCondition', aliases: ['satisfactory', 'satisfatorio', 'satisfactorio', 'satisfaisant'] },
  ],
  gradeLabels: { A: 'Very good', B: 'Good', C: 'Satisfactory', D: 'Satisfactory' },
  categoryPaths: {
    phones: ['Electronics', 'Mobile phones & communication', 'Mobile phones'],
    tablets: ['Electronics', 'Computers & accessories', 'Tablets'],
    laptops: ['Electronics', 'Computers & accessories', 'Laptops'],
    consoles: ['Electronics', 'Video games & consoles', 'Consoles'],
    audio: ['Electronics', 'Audio, headphones & hi-fi'],
    cameras: ['Electronics', 'Cameras & accessories'],
    watches: ['Women', 'Accessories', 'Watches'],
    bikes: ['Sports', 'Cycling', 'Bikes'],
    footwear: ['Women', 'Shoes'],
    clothing: ['Women', 'Clothing'],
    'large-appliances': ['Home', 'Household appliances'],
    'small-appliances': ['Home', 'Small kitchen appliances'],
    furniture: ['Home', 'Furniture'],
    toys: ['Kids', 'Toys'],
    books: ['Entertainment', 'Books'],
    'sports-outdoor': ['Sports'],
    'tools-diy': ['Home', 'Tools & DIY'],
    'beauty-perfume': ['Women', 'Beauty'],
    'musical-instruments': ['Entertainment', 'Musical instruments'],
    'vehicle-parts': ['Home', 'Other'],
    other: ['Home', 'Other'],
  },
  requiredAttributes: {
    clothing: ['brand', 'size', 'colour'],
    footwear: ['brand', 'size', 'colour'],
    phones: ['brand', 'model', 'storage_capacity'],
    tablets: ['brand', 'model', 'storage_capacity'],
    laptops: ['brand', 'model'],
    consoles: ['brand', 'model'],
    watches: ['brand'],
    audio: ['brand'],
    cameras: ['brand'],
    'beauty-perfume': ['brand'],
  },
  titleAttributes: defaultTitleAttributes,
};

const wallapop: ListingProfile = {
  id: 'wallapop',
  titleMax: 50,
  descriptionMax: 640,
  descriptionStyle: 'compact',
  currency: 'EUR',
  conditions: [
    { label: 'Nuevo', grade: 'A', schemaOrg: 'NewCondition', aliases: ['nuevo', 'novo', 'new', 'neuf', 'precintado'] },
    { label: 'Como nuevo', grade: 'A', schemaOrg: 'UsedCondition', aliases: ['como nuevo', 'como novo', 'like new', 'comme neuf'] },
    { label: 'En buen estado', grade: 'B', schemaOrg: 'UsedCondition', aliases: ['en buen estado', 'buen estado', 'bom estado', 'good', 'good condition', 'bon etat'] },
    { label: 'En condiciones aceptables', grade: 'C', schemaOrg: 'UsedCondition', aliases: ['en condiciones aceptables', 'aceptable', 'aceitavel', 'acceptable', 'fair', 'etat correct'] },
    { label: 'Lo ha dado todo', grade: 'D', schemaOrg: 'DamagedCondition', aliases: ['lo ha dado todo', 'para piezas', 'para pecas', 'for parts', 'pour pieces'] },
  ],
  gradeLabels: { A: 'Como nuevo', B: 'En buen estado', C: 'En condiciones aceptables', D: 'Lo ha dado todo' },
  categoryPaths: {
    phones: ['Móviles y Telefonía', 'Teléfonos móviles'],
    tablets: ['Informática y Electrónica', 'Tablets'],
    laptops: ['Informática y Electrónica', 'Ordenadores portátiles'],
    consoles: ['Consolas y Videojuegos', 'Consolas'],
    audio: ['Informática y Electrónica', 'Audio'],
    cameras: ['TV, Audio y Foto', 'Cámaras'],
    watches: ['Moda y Accesorios', 'Relojes'],
    bikes: ['Bicicletas', 'Bicicletas'],
    footwear: ['Moda y Accesorios', 'Calzado'],
    clothing: ['Moda y Accesorios', 'Ropa'],
    'large-appliances': ['Electrodomésticos', 'Grandes electrodomésticos'],
    'small-appliances': ['Electrodomésticos', 'Pequeños electrodomésticos'],
    furniture: ['Hogar y Jardín', 'Muebles'],
    toys: ['Niños y Bebés', 'Juguetes'],
    books: ['Cine, Libros y Música', 'Libros'],
    'sports-outdoor': ['Deporte y Ocio'],
    'tools-diy': ['Bricolaje'],
    'beauty-perfume': ['Moda y Accesorios', 'Belleza'],
    'musical-instruments': ['Cine, Libros y Música', 'Instrumentos musicales'],
    'vehicle-parts': ['Motor y Accesorios', 'Recambios'],
    other: ['Otros'],
  },
  requiredAttributes: {
    phones: ['brand', 'model', 'storage_capacity'],
    tablets: ['brand', 'model'],
    laptops: ['brand', 'model'],
    consoles: ['brand', 'model'],
    clothing: ['size'],
    footwear: ['size'],
    bikes: ['frame_size'],
  },
  titleAttributes: defaultTitleAttributes,
};

const ebay: ListingProfile = {
  id: 'ebay',
  titleMax: 80,
  descriptionMax: 4000,
  descriptionStyle: 'bullets',
  currency: 'EUR',
  conditions: [
    { label: 'New', grade: 'A', schemaOrg: 'NewCondition', aliases: ['new', 'brand new', 'novo', 'nuevo', 'neuf'] },
    { label: 'Open box', grade: 'A', schemaOrg: 'NewCondition', aliases: ['open box', 'new other', 'caixa aberta', 'caja abierta', 'boite ouverte'] },
    { label: 'Used – Excellent', grade: 'A', schemaOrg: 'UsedCondition', aliases: ['used excellent', 'used - excellent', 'excellent', 'like new', 'como novo', 'como nuevo', 'comme neuf'] },
    { label: 'Used – Good', grade: 'B', schemaOrg: 'UsedCondition', aliases: ['used', 'used good', 'used - good', 'pre-owned', 'usado', 'occasion', 'good', 'bom estado', 'buen estado', 'bon etat'] },
    { label: 'Used – Fair', grade: 'C', schemaOrg: 'UsedCondition', aliases: ['used fair', 'used - fair', 'fair', 'aceitavel', 'aceptable', 'etat correct'] },
    { label: 'Seller refurbished', grade: 'B', schemaOrg: 'RefurbishedCondition', aliases: ['seller refurbished', 'refurbished', 'recondicionado', 'reacondicionado', 'reconditionne'] },
    { label: 'For parts or not working', grade: 'D', schemaOrg: 'DamagedCondition', aliases: ['for parts or not working', 'for parts', 'not working', 'para pecas', 'para piezas', 'pour pieces'] },
  ],
  gradeLabels: { A: 'Used – Excellent', B: 'Used – Good', C: 'Used – Fair', D: 'For parts or not working' },
  categoryPaths: {
    phones: ['Cell Phones & Accessories', 'Cell Phones & Smartphones'],
    tablets: ['Computers/Tablets & Networking', 'Tablets & eBook Readers'],
    laptops: ['Computers/Tablets & Networking', 'Laptops & Netbooks'],
    consoles: ['Video Games & Consoles', 'Video Game Consoles'],
    audio: ['Consumer Electronics', 'Portable Audio & Headphones'],
    cameras: ['Cameras & Photo', 'Digital Cameras'],
    watches: ['Jewelry & Watches', 'Watches, Parts & Accessories', 'Watches'],
    bikes: ['Sporting Goods', 'Cycling', 'Bicycles'],
    footwear: ['Clothing, Shoes & Accessories', 'Shoes'],
    clothing: ['Clothing, Shoes & Accessories', 'Clothing'],
    'large-appliances': ['Home & Garden', 'Major Appliances'],
    'small-appliances': ['Home & Garden', 'Kitchen, Dining & Bar', 'Small Kitchen Appliances'],
    furniture: ['Home & Garden', 'Furniture'],
    toys: ['Toys & Hobbies'],
    books: ['Books & Magazines', 'Books'],
    'sports-outdoor': ['Sporting Goods'],
    'tools-diy': ['Home & Garden', 'Tools & Workshop Equipment'],
    'beauty-perfume': ['Health & Beauty'],
    'musical-instruments': ['Musical Instruments & Gear'],
    'vehicle-parts': ['eBay Motors', 'Parts & Accessories'],
    other: ['Everything Else'],
  },
  requiredAttributes: {
    phones: ['brand', 'model', 'storage_capacity', 'colour'],
    tablets: ['brand', 'model', 'storage_capacity', 'colour'],
    laptops: ['brand', 'model', 'processor', 'ram', 'storage_capacity', 'screen_size'],
    consoles: ['brand', 'model', 'storage_capacity'],
    audio: ['brand', 'model'],
    cameras: ['brand', 'model'],
    watches: ['brand', 'model'],
    bikes: ['brand', 'frame_size', 'wheel_size'],
    clothing: ['brand', 'size', 'colour'],
    footwear: ['brand', 'size', 'colour'],
    'large-appliances': ['brand', 'model'],
    'small-appliances': ['brand', 'model'],
    toys: ['brand'],
    'tools-diy': ['brand', 'model'],
    'musical-instruments': ['brand', 'model'],
    'beauty-perfume': ['brand'],
    'vehicle-parts': ['brand'],
    other: ['brand'],
  },
  titleAttributes: defaultTitleAttributes,
};

const generic: ListingProfile = {
  id: 'generic',
  titleMax: 100,
  descriptionMax: 4000,
  descriptionStyle: 'bullets',
  currency: 'EUR',
  conditions: [
    { label: 'A', grade: 'A', schemaOrg: 'UsedCondition', aliases: ['as new', 'like new', 'como novo', 'como nuevo', 'comme neuf'] },
    { label: 'B', grade: 'B', schemaOrg: 'UsedCondition', aliases: ['good', 'bom estado', 'buen estado', 'bon etat'] },
    { label: 'C', grade: 'C', schemaOrg: 'UsedCondition', aliases: ['fair', 'worn', 'aceitavel', 'aceptable', 'etat correct'] },
    { label: 'D', grade: 'D', schemaOrg: 'DamagedCondition', aliases: ['for parts', 'faulty', 'para pecas', 'para piezas', 'pour pieces'] },
  ],
  gradeLabels: { A: 'A', B: 'B', C: 'C', D: 'D' },
  categoryPaths: {
    phones: ['Electronics', 'Phones'],
    tablets: ['Electronics', 'Tablets'],
    laptops: ['Electronics', 'Computers', 'Laptops'],
    consoles: ['Electronics', 'Video games', 'Consoles'],
    audio: ['Electronics', 'Audio'],
    cameras: ['Electronics', 'Cameras'],
    watches: ['Fashion', 'Watches'],
    bikes: ['Sports', 'Bikes'],
    footwear: ['Fashion', 'Footwear'],
    clothing: ['Fashion', 'Clothing'],
    'large-appliances': ['Home', 'Appliances', 'Large appliances'],
    'small-appliances': ['Home', 'Appliances', 'Small appliances'],
    furniture: ['Home', 'Furniture'],
    toys: ['Kids', 'Toys'],
    books: ['Leisure', 'Books'],
    'sports-outdoor': ['Sports', 'Outdoor'],
    'tools-diy': ['Home', 'Tools & DIY'],
    'beauty-perfume': ['Beauty', 'Perfume & cosmetics'],
    'musical-instruments': ['Leisure', 'Musical instruments'],
    'vehicle-parts': ['Vehicles', 'Parts'],
    other: ['Other'],
  },
  requiredAttributes: {
    phones: ['brand', 'model'],
    tablets: ['brand', 'model'],
    laptops: ['brand', 'model'],
    clothing: ['size'],
    footwear: ['size'],
  },
  titleAttributes: defaultTitleAttributes,
};

export const marketplaceProfiles: Record<ProfileId, ListingProfile> = { 'olx-pt': olx, vinted, wallapop, ebay, generic };
