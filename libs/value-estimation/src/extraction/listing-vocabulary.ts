import type { SearchLanguage } from '../search/marketplaces.ts';

/**
 * The words second-hand listings use, per language we search in (pt, es, fr, de, it, en), kept as
 * data so a missed phrasing is a one-line fix. Matching ignores case and accents (`text-match.ts`).
 */

/** In a title, the listing sells an accessory for the item, not the item. */
export const accessoryTerms: readonly string[] = [
  // pt
  'capa', 'capas', 'capinha', 'película', 'carregador', 'cabo', 'adaptador', 'suporte', 'bracelete',
  'auscultadores', 'bateria externa', 'vidro temperado', 'caixa vazia', 'só caixa', 'capacete', 'cadeado',
  'peça de substituição',
  // es
  'funda', 'fundas', 'carcasa', 'protector', 'cristal templado', 'cargador', 'cable', 'soporte', 'correa',
  'auriculares', 'caja vacía', 'solo caja', 'casco', 'candado', 'recambio', 'repuesto',
  // fr
  'coque', 'housse', 'étui', 'verre trempé', 'chargeur', 'câble', 'adaptateur', 'bracelet', 'écouteurs',
  'boîte vide', 'antivol', 'casque', 'pièce détachée',
  // de
  'hülle', 'schutzhülle', 'panzerglas', 'ladegerät', 'ladekabel', 'kabel', 'halterung', 'armband', 'kopfhörer',
  'helm', 'fahrradschloss',
  // it
  'custodia', 'pellicola', 'vetro temperato', 'caricabatterie', 'caricatore', 'cavo', 'adattatore', 'supporto',
  'cinturino', 'auricolari', 'scatola vuota', 'lucchetto', 'ricambio',
  // en
  'case', 'cover', 'screen protector', 'tempered glass', 'charger', 'adapter', 'mount', 'strap', 'earphones',
  'empty box', 'box only', 'helmet', 'bike lock', 'sleeve', 'spare part',
];

/**
 * Before an accessory word in a title, these mean the accessory comes with the item
 * ("iPhone 12 com capa e carregador", "iPhone 12 + capa").
 */
export const inclusionTerms: readonly string[] = [
  '+', 'com', 'c/', 'inclui', 'oferta', 'con', 'incluye', 'regalo', 'avec', 'inclus', 'offert', 'mit', 'inklusive',
  'inkl', 'incluso', 'omaggio', 'with', 'including', 'free',
];

/**
 * Anywhere in a listing: sold for parts or not working. Kept only when the item is itself grade D.
 * "Bloqueado" alone is not here: a phone locked to a network works; one locked to an iCloud account does not.
 */
export const forPartsTerms: readonly string[] = [
  // pt
  'para peças', 'só para peças', 'avariado', 'avariada', 'defeituoso', 'defeituosa', 'não liga', 'não funciona',
  'ecrã partido', 'bloqueado icloud', 'bloqueado por icloud', 'bloqueado no icloud',
  // es
  'para piezas', 'para despiece', 'averiado', 'averiada', 'defectuoso', 'defectuosa', 'no enciende',
  'no funciona', 'pantalla rota', 'bloqueado por icloud', 'bloqueado icloud',
  // fr
  'pour pièces', 'pour pieces', 'hors service', 'en panne', "ne s'allume pas", 'ne fonctionne pas', 'écran cassé',
  'défectueux', 'défectueuse', 'bloqué icloud', 'verrouillé icloud',
  // de
  'defekt', 'für bastler', 'als ersatzteil', 'ersatzteilspender', 'ohne funktion', 'display gebrochen',
  // it
  'per ricambi', 'pezzi di ricambio', 'non funzionante', 'guasto', 'da riparare', 'bloccato icloud',
  // en
  'for parts', 'spares or repairs', 'spares repairs', 'not working', 'faulty', 'cracked screen', 'icloud locked',
];

/** In a title: several items sold together, so the price is not one item's. */
export const bundleTerms: readonly string[] = [
  'lote', 'pack', 'conjunto de', 'vários', 'unidades', 'varios', 'lot', 'lot de', 'ensemble de', 'plusieurs',
  'konvolut', 'paket', 'sammlung', 'lotto', 'pacchetto', 'bundle', 'job lot', 'joblot', 'set of', 'pack of',
  '2x', '3x', '4x', '5x', 'x2', 'x3', 'x4', 'x5',
];

/** In a title: someone wants to buy, so the number is an offer to buy, not an asking price. */
export const wantedTerms: readonly string[] = [
  'procuro', 'procura se', 'compro', 'compra se', 'compramos', 'busco', 'se busca', 'buscamos', 'recherche',
  'cherche', 'achète', "j'achète", 'rachète', 'suche', 'kaufe', 'ankauf', 'gesucht', 'cerco', 'cercasi', 'acquisto',
  'compriamo', 'wanted', 'looking for', 'wtb', 'buying',
];

/** Grade A in the listing's own words. */
export const asNewTerms: readonly string[] = [
  'como novo', 'como nova', 'selado', 'selada', 'nunca usado', 'nunca usada', 'sem uso', 'a estrear',
  'novo com etiquetas', 'novo com etiqueta', 'novo sem etiquetas',
  'como nuevo', 'como nueva', 'precintado', 'precintada', 'sin estrenar', 'a estrenar', 'sin usar',
  'nuevo con etiquetas', 'nuevo sin etiquetas',
  'comme neuf', 'état neuf', 'neuf sous blister', 'jamais utilisé', 'jamais porté', 'neuf avec étiquette',
  'neuf sans étiquette',
  'wie neu', 'neuwertig', 'unbenutzt', 'neu mit etikett',
  'come nuovo', 'come nuova', 'mai usato', 'mai usata', 'sigillato', 'nuovo con cartellino',
  'like new', 'as new', 'brand new', 'sealed', 'unused', 'never used', 'new with tags',
];

/** Grade C in the listing's own words: visible wear. */
export const wornTerms: readonly string[] = [
  'marcas de uso', 'sinais de uso', 'riscos', 'riscado', 'riscada', 'desgaste', 'estado razoável', 'satisfatório',
  'señales de uso', 'arañazos', 'rayado', 'rayada', 'estado aceptable', 'aceptable', 'satisfactorio',
  "traces d'usure", "traces d'utilisation", 'rayures', 'rayé', 'usure', 'état correct', 'satisfaisant',
  'gebrauchsspuren', 'kratzer', 'abnutzung', 'akzeptabel',
  'segni di usura', 'graffi', 'graffiato', 'usura', 'condizioni accettabili',
  'signs of wear', 'scratches', 'scratched', 'worn', 'fair condition',
];

/** Before a condition phrase, these deny it ("sem riscos", "sans rayures"). */
export const negators: readonly string[] = [
  'sem', 'nenhum', 'nenhuns', 'sin', 'ningún', 'ningun', 'sans', 'aucune', 'aucun', 'ohne', 'keine', 'senza',
  'nessun', 'no', 'without', 'zero', 'não', 'nunca',
];

/**
 * Words that, next to a model name, make another model ("iPhone 12 Pro" is not an "iPhone 12").
 * Short words that are also ordinary words in a covered language ("se" in "se vende") are left out.
 */
export const variantModifiers: readonly string[] = [
  'pro', 'max', 'mini', 'plus', 'ultra', 'lite', 'fe', 'air', 'note', 'edge', 'xl', 'xs', 'xr', 'neo', 'slim',
];

/**
 * Words that make a page a recycling one, per search language: with them, a price per item is
 * what a recycler or a trade-in-for-recycling scheme pays for one item.
 */
export const recyclingTerms: Readonly<Record<SearchLanguage, readonly string[]>> = {
  pt: ['reciclagem', 'reciclar', 'reciclamos', 'sucata', 'retoma para reciclagem'],
  es: ['reciclaje', 'reciclar', 'reciclamos', 'chatarra'],
  fr: ['recyclage', 'recycler', 'recyclons', 'ferraille'],
  de: ['recycling', 'recyceln', 'verwertung', 'schrott'],
  it: ['riciclo', 'riciclaggio', 'riciclare', 'rottame'],
  en: ['recycling', 'recycle', 'scrap'],
};

/**
 * Words of an offer for one item ("pagamos até 45 €", "entre 2 € e 12 € por unidade"): a price
 * per item next to them, on a recycling page, is such an offer.
 */
export const unitOfferTerms: Readonly<Record<SearchLanguage, readonly string[]>> = {
  pt: ['pagamos', 'compramos', 'retoma', 'por unidade', 'por aparelho', 'por equipamento', 'cada'],
  es: ['pagamos', 'compramos', 'te pagamos', 'recompra', 'por unidad', 'por aparato', 'por dispositivo', 'cada'],
  fr: ['nous payons', 'nous rachetons', 'on vous paie', 'rachat', 'reprise', 'par unité', 'par appareil', 'chaque'],
  de: ['wir zahlen', 'wir kaufen', 'ankauf', 'pro stück', 'pro gerät', 'je gerät', 'je stück'],
  it: ['paghiamo', 'acquistiamo', 'ritiro', 'per unità', 'per dispositivo', 'ciascuno'],
  en: ['we pay', 'we buy', 'trade-in', 'trade in', 'per unit', 'per device', 'each'],
};
