/** Words of marketplace category labels, in PT, ES, FR and EN, and the brand-table category they mean. */
const labelWords: [RegExp, string][] = [
  [/telem[oó]ve|smartphone|m[oó]vil|moviles|t[eé]l[eé]phone|phone|mobile/iu, 'phones'],
  [/tablet|tablette|ipad/iu, 'tablets'],
  [/port[aá]t|laptop|notebook|ordinateur|computador|ordenador|macbook/iu, 'laptops'],
  [/consola|console|videojogo|videojuego|gaming/iu, 'consoles'],
  [/bicicleta|bike|v[eé]lo|cycling|ciclismo/iu, 'bikes'],
  [/cal[cç]ado|sapat|t[eé]nis|zapat|chaussure|basket|sneaker|footwear|shoe|boot|botas/iu, 'footwear'],
  [/roupa|ropa|v[eê]tement|cloth|moda|fashion|vestu/iu, 'clothing'],
  [/grandes?\s+eletrodom|grandes?\s+electrodom|gros\s+[eé]lectrom|large\s+appliance|frigor|lavar|lave|washing|fridge|fog[aã]o|horno|forno/iu, 'large-appliances'],
  [/pequenos?\s+eletrodom|peque[nñ]os?\s+electrodom|petit\s+[eé]lectrom|small\s+appliance|eletrodom|electrodom|appliance|cozinha|cocina|cuisine|kitchen/iu, 'small-appliances'],
];
const slugs = new Set(labelWords.map(([, slug]) => slug));

/** The brand-table category a listing's category names (a slug or a marketplace label), or undefined. */
export function resolveListingCategory(category: string | null | undefined): string | undefined {
  if (!category) return undefined;
  const trimmed = category.trim().toLowerCase();
  if (slugs.has(trimmed)) return trimmed;
  return labelWords.find(([pattern]) => pattern.test(category))?.[1];
}
