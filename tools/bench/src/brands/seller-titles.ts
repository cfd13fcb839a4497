import { loadBrandTable, matchBrand, type BrandCategory, type BrandEntry } from '@circular/brands';
import type { Row } from '../report.ts';

type Language = 'pt' | 'es' | 'fr' | 'en' | 'it' | 'de';
const languages: readonly Language[] = ['pt', 'es', 'fr', 'en', 'it', 'de'];

/**
 * What a seller calls an item of each category, in each language: written for this benchmark from
 * how listings are titled, apart from the brands library's own noun list, so the titles try the
 * matcher on product words it may not know.
 */
const itemNouns: Readonly<Record<BrandCategory, Readonly<Record<Language, readonly string[]>>>> = {
  phones: { pt: ['telemóvel', 'capa', 'smartphone'], es: ['móvil', 'funda', 'teléfono'], fr: ['portable', 'coque', 'téléphone'], en: ['phone', 'case', 'smartphone'], it: ['cellulare', 'cover', 'telefono'], de: ['Handy', 'Hülle', 'Smartphone'] },
  tablets: { pt: ['tablet', 'capa tablet'], es: ['tablet', 'tableta'], fr: ['tablette', 'étui tablette'], en: ['tablet', 'tablet case'], it: ['tablet', 'custodia tablet'], de: ['Tablet', 'Tablet-Hülle'] },
  laptops: { pt: ['portátil', 'computador'], es: ['portátil', 'ordenador'], fr: ['ordinateur portable', 'PC portable'], en: ['laptop', 'notebook'], it: ['portatile', 'computer'], de: ['Laptop', 'Notebook'] },
  consoles: { pt: ['consola', 'comando'], es: ['consola', 'mando'], fr: ['console', 'manette'], en: ['console', 'controller'], it: ['console', 'joypad'], de: ['Konsole', 'Controller'] },
  bikes: { pt: ['bicicleta', 'BTT'], es: ['bicicleta', 'bici de montaña'], fr: ['vélo', 'VTT'], en: ['bike', 'road bike'], it: ['bici', 'bicicletta'], de: ['Fahrrad', 'Rennrad'] },
  clothing: { pt: ['casaco', 'camisola', 'calças'], es: ['chaqueta', 'jersey', 'pantalón'], fr: ['veste', 'pull', 'pantalon'], en: ['jacket', 'jumper', 'jeans'], it: ['giacca', 'maglione', 'pantaloni'], de: ['Jacke', 'Pullover', 'Hose'] },
  footwear: { pt: ['sapatilhas', 'botas'], es: ['zapatillas', 'botas'], fr: ['baskets', 'bottes'], en: ['trainers', 'boots'], it: ['scarpe', 'stivali'], de: ['Schuhe', 'Stiefel'] },
  'small-appliances': { pt: ['máquina de café', 'aspirador'], es: ['cafetera', 'aspiradora'], fr: ['cafetière', 'aspirateur'], en: ['coffee machine', 'vacuum cleaner'], it: ['macchina da caffè', 'aspirapolvere'], de: ['Kaffeemaschine', 'Staubsauger'] },
  'large-appliances': { pt: ['máquina de lavar', 'frigorífico'], es: ['lavadora', 'frigorífico'], fr: ['lave-linge', 'réfrigérateur'], en: ['washing machine', 'fridge'], it: ['lavatrice', 'frigorifero'], de: ['Waschmaschine', 'Kühlschrank'] },
  cameras: { pt: ['máquina fotográfica', 'objetiva'], es: ['cámara', 'objetivo'], fr: ['appareil photo', 'objectif'], en: ['camera', 'lens'], it: ['fotocamera', 'obiettivo'], de: ['Kamera', 'Objektiv'] },
  audio: { pt: ['auscultadores', 'coluna'], es: ['auriculares', 'altavoz'], fr: ['casque', 'enceinte'], en: ['headphones', 'speaker'], it: ['cuffie', 'cassa'], de: ['Kopfhörer', 'Lautsprecher'] },
  'watches-jewellery': { pt: ['relógio', 'pulseira'], es: ['reloj', 'pulsera'], fr: ['montre', 'bracelet'], en: ['watch', 'necklace'], it: ['orologio', 'collana'], de: ['Uhr', 'Armband'] },
  furniture: { pt: ['cadeira', 'estante'], es: ['silla', 'estantería'], fr: ['chaise', 'étagère'], en: ['chair', 'bookcase'], it: ['sedia', 'libreria'], de: ['Stuhl', 'Regal'] },
  'toys-baby': { pt: ['brinquedo', 'carrinho de bebé'], es: ['juguete', 'carrito de bebé'], fr: ['jouet', 'poussette'], en: ['toy', 'pushchair'], it: ['giocattolo', 'passeggino'], de: ['Spielzeug', 'Kinderwagen'] },
  'books-media': { pt: ['livro', 'banda desenhada'], es: ['libro', 'cómic'], fr: ['livre', 'bande dessinée'], en: ['book', 'paperback'], it: ['libro', 'fumetto'], de: ['Buch', 'Roman'] },
  'sports-outdoor': { pt: ['tenda', 'mochila'], es: ['tienda de campaña', 'mochila'], fr: ['tente', 'sac à dos'], en: ['tent', 'rucksack'], it: ['tenda', 'zaino'], de: ['Zelt', 'Rucksack'] },
  'tools-diy': { pt: ['berbequim', 'rebarbadora'], es: ['taladro', 'amoladora'], fr: ['perceuse', 'meuleuse'], en: ['drill', 'angle grinder'], it: ['trapano', 'smerigliatrice'], de: ['Bohrmaschine', 'Winkelschleifer'] },
  'beauty-perfume': { pt: ['perfume', 'creme'], es: ['perfume', 'crema'], fr: ['parfum', 'crème'], en: ['perfume', 'moisturiser'], it: ['profumo', 'crema'], de: ['Parfüm', 'Creme'] },
  'musical-instruments': { pt: ['guitarra', 'teclado'], es: ['guitarra', 'amplificador'], fr: ['guitare', 'ampli'], en: ['guitar', 'amp'], it: ['chitarra', 'amplificatore'], de: ['Gitarre', 'Verstärker'] },
  'vehicle-parts': { pt: ['pneus', 'jantes'], es: ['neumáticos', 'llantas'], fr: ['pneus', 'jantes'], en: ['tyres', 'alloy wheels'], it: ['pneumatici', 'cerchi'], de: ['Reifen', 'Felgen'] },
};

/** "Of" or "by" between an item and its maker, per language. */
const byWord: Readonly<Record<Language, string>> = { pt: 'da', es: 'de', fr: 'de', en: 'by', it: 'di', de: 'von' };
/** What sellers add after the item, per language. */
const conditionWords: Readonly<Record<Language, string>> = { pt: 'como novo', es: 'como nuevo', fr: 'comme neuf', en: 'like new', it: 'come nuovo', de: 'wie neu' };
/** Model-like codes: letters and digits of the shapes makers use. */
const modelCodes: readonly string[] = ['X450', 'T-220', '520', 'MK2', 'S 300', 'Z7', 'GT-1000', '3100', 'V2', 'R15'];

/** How a title names its brand: each is tried on every brand it applies to (`seller titles` rows). */
const templates: readonly { name: string; title: (t: TitleParts) => string | undefined }[] = [
  { name: 'maker first, item, model', title: ({ brand, noun, model }) => `${brand} ${noun} ${model}` },
  { name: 'item, then maker and model', title: ({ brand, noun, model }) => `${noun} ${brand} ${model}` },
  { name: 'item, then maker', title: ({ brand, noun }) => `${capitalise(noun)} ${brand}` },
  // A brand that is also a word is written with its capitals to be read in free text (the table's `~`): no lower-case title for it.
  { name: 'item, then maker, lower case', title: ({ brand, noun, entry }) => (entry.commonWord ? undefined : `${noun} ${brand}`.toLowerCase()) },
  { name: 'item "by" maker', title: ({ brand, noun, language }) => `${capitalise(noun)} ${byWord[language]} ${brand}` },
  { name: 'maker, model, item, condition', title: ({ brand, noun, model, language }) => `${brand} ${model} ${noun} ${conditionWords[language]}` },
  { name: 'all capitals', title: ({ brand, noun, entry }) => (entry.commonWord ? undefined : `${brand} ${noun}`.toUpperCase()) },
];

interface TitleParts {
  entry: BrandEntry;
  brand: string;
  noun: string;
  model: string;
  language: Language;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One seller title: the brand it names, the shape it was written in. */
export interface SellerTitle {
  entry: BrandEntry;
  template: string;
  title: string;
}

/**
 * Seller titles made from a brand table and the nouns above: every brand in every title shape
 * (`templates`), its item noun from its first category in a language that moves with the brand's
 * position, as are the noun and the model code. Deterministic: the same table gives the same titles.
 */
export function sellerTitles(table: readonly BrandEntry[]): SellerTitle[] {
  const titles: SellerTitle[] = [];
  for (const template of templates) {
    for (const [i, entry] of table.entries()) {
      const language = languages[i % languages.length]!;
      const nouns = itemNouns[entry.categories[0]!]?.[language];
      if (!nouns) continue;
      const title = template.title({ entry, brand: entry.name, noun: nouns[i % nouns.length]!, model: modelCodes[i % modelCodes.length]!, language });
      if (title !== undefined) titles.push({ entry, template: template.name, title });
    }
  }
  return titles;
}

/**
 * The table's own brands in seller titles (`sellerTitles`), read with no category, as the issue
 * measures `normalise`. Right: the brand itself; a brand of the same family (a sub-brand read as its
 * maker, or the reverse) is counted apart; a brand of another family is a wrong merge.
 */
export function sellerTitlesQuality(): { rows: Row[]; summary: Record<string, unknown> } {
  const table = loadBrandTable().filter((entry) => entry.source === 'table');
  const familyOf = new Map(table.map((entry) => [entry.name, entry.family]));
  const byTemplate = new Map<string, { titles: number; right: number; sameFamily: number; wrongMerges: number; wrongExamples: string[]; missExamples: string[] }>();
  for (const { entry, template, title } of sellerTitles(table)) {
    const tally = byTemplate.get(template) ?? { titles: 0, right: 0, sameFamily: 0, wrongMerges: 0, wrongExamples: [], missExamples: [] };
    byTemplate.set(template, tally);
    tally.titles += 1;
    const found = matchBrand(title);
    if (found?.brand === entry.name) tally.right += 1;
    else if (found && familyOf.get(found.brand) === entry.family) tally.sameFamily += 1;
    else if (found) {
      tally.wrongMerges += 1;
      if (tally.wrongExamples.length < 12) tally.wrongExamples.push(`${title} → ${found.brand}`);
    } else if (tally.missExamples.length < 12 && tally.titles % 7 === 0) tally.missExamples.push(title);
  }
  const tallies = [...byTemplate.values()];
  const all = { titles: sum(tallies, (t) => t.titles), right: sum(tallies, (t) => t.right), wrongMerges: sum(tallies, (t) => t.wrongMerges) };
  const rows: Row[] = [...byTemplate].map(([template, t]) => ({ set: 'synthetic seller titles', subset: template, strings: t.titles, accuracy: t.right / t.titles, same_family: t.sameFamily, wrong_merges: t.wrongMerges }));
  rows.push({ set: 'synthetic seller titles', subset: 'all', strings: all.titles, accuracy: all.right / all.titles, wrong_merges: all.wrongMerges });
  const templatesSummary = Object.fromEntries(
    [...byTemplate].map(([template, t]) => [template, { titles: t.titles, accuracy: t.right / t.titles, same_family: t.sameFamily, wrong_merges: t.wrongMerges, wrong_examples: t.wrongExamples, miss_examples: t.missExamples }]),
  );
  return { rows, summary: { titles: all.titles, accuracy: all.right / all.titles, wrong_merges: all.wrongMerges, templates: templatesSummary } };
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
