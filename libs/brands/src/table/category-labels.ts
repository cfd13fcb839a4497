import type { BrandCategory } from '@circular/contract';
import { brandCategories } from './brand-table.ts';

/** Words of marketplace category labels, in PT, ES, FR, EN, IT and DE, and the brand-table category they mean. */
const labelWords: [RegExp, BrandCategory][] = [
  [/telem[oó]ve|smartphone|m[oó]vil|moviles|t[eé]l[eé]phone|phone|mobile/iu, 'phones'],
  [/tablet|tablette|ipad/iu, 'tablets'],
  [/port[aá]t|laptop|notebook|ordinateur|computador|ordenador|macbook/iu, 'laptops'],
  [/consola|console|videojogo|videojuego|gaming/iu, 'consoles'],
  [/bicicleta|bike|v[eé]lo|cycling|ciclismo/iu, 'bikes'],
  [/cal[cç]ado|sapat|t[eé]nis|zapat|chaussure|basket|sneaker|footwear|shoe|boot|botas/iu, 'footwear'],
  [/roupa|ropa|v[eê]tement|cloth|moda|fashion|vestu/iu, 'clothing'],
  [/grandes?\s+eletrodom|grandes?\s+electrodom|gros\s+[eé]lectrom|large\s+appliance|frigor|lavar|lave|washing|fridge|fog[aã]o|horno|forno/iu, 'large-appliances'],
  [/pequenos?\s+eletrodom|peque[nñ]os?\s+electrodom|petit\s+[eé]lectrom|small\s+appliance|eletrodom|electrodom|appliance|cozinha|cocina|cuisine|kitchen/iu, 'small-appliances'],
  // The categories added to the brand table since, in PT, ES, FR, EN, IT and DE (after the first nine: a label of children's clothes is clothing).
  [/fotogr|appareils?\s+photo|\bphotos?\b|cameras?\b|c[aá]maras?|kameras?|objetiv|obiettiv|optique|[oó]ptica/iu, 'cameras'],
  [/[aá]udio|hi-?fi|\bsom\b|sonido|\bson\b/iu, 'audio'],
  [/rel[oó]gio|reloj|montres?|watch|orologi|\buhren\b|j[oó]ia|joya|bijou|jewel|gioiell|schmuck|joalh|joyer/iu, 'watches-jewellery'],
  [/m[oó]veis|muebles|meubles|furniture|mobili|m[oö]bel|decora|hogar|maison|\bcasa\b|\bhome\b|wohnen/iu, 'furniture'],
  [/brinquedo|juguete|jouet|\btoys?\b|spielzeug|giocattol|beb[eé]|\bbaby\b|pu[eé]ricultur|bambin|\bkinder|crian[cç]a|infantil|ni[nñ]os|enfants?\b/iu, 'toys-baby'],
  // Pets' food and goods: the table files their makers with toys and baby (the contract's categories have no pets).
  [/\bpets?\b|animais\s+de\s+estima|\banimais\b|\banimales\b|\banimaux\b|\banimali\b|mascotas?|haustier|tierbedarf|pet\s*shop|petshop/iu, 'toys-baby'],
  [/livros?|libros?|livres?|\bbooks?\b|b[uü]cher|\blibri\b|filmes|pel[ií]culas|\bfilms?\b|\bdvds?\b|comics?|mangas?|revistas|magazines/iu, 'books-media'],
  [/instrument|musique|m[uú]sica|musik|musica/iu, 'musical-instruments'],
  [/desport|deporte|\bsports?\b|outdoor|campismo|camping|fitness|\bca[cç]a\b|\bcaza\b|chasse|p[eê]che|pesca|loisirs|randonn|senderismo/iu, 'sports-outdoor'],
  [/ferrament|herramient|bricol|outil|\btools?\b|\bdiy\b|werkzeug|attrezz|jardim|jard[ií]n|jardin|garden|garten/iu, 'tools-diy'],
  [/beleza|belleza|beaut|bellezza|perfum|parfum|profum|cosm[eé]t|kosmetik/iu, 'beauty-perfume'],
  [/pe[cç]as|recambios|repuestos|pi[eè]ces|car\s+parts|\bmotors?\b|\bmotos?\b|ricambi|autoteile|\bauto\b|automóvel|autom[oó]vil|voiture/iu, 'vehicle-parts'],
];
const slugs: ReadonlySet<string> = new Set(brandCategories);

/**
 * The brand-table category a category names: one of the table's own ("watches-jewellery"), or a marketplace's label in
 * PT/ES/FR/EN/IT/DE ("Relógios", "jewellery", "Brinquedos", "Beauty"); undefined for a label that names none.
 */
export function categoryOfLabel(category: string | null | undefined): BrandCategory | undefined {
  if (!category) return undefined;
  const trimmed = category.trim().toLowerCase();
  if (slugs.has(trimmed)) return trimmed as BrandCategory;
  return labelWords.find(([pattern]) => pattern.test(category))?.[1];
}
