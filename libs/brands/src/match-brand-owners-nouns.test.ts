import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/** Strings of our own, none from a bench set (checked: exact, case-insensitive). */

/**
 * A maker that is also a word, in lower case opening the string, with its category named and a noun of that category right after
 * it in a language that writes the describing word after its noun: the maker. Before an English noun ("bell tent", "head lamp"),
 * as a colour ("orange", "rose") or with other goods named, the word.
 */
const nounMakers: [string, string, string | null][] = [
  ['miele aspirador sem saco', 'small-appliances', 'Miele'],
  ['braun escova de dentes recarregável', 'small-appliances', 'Braun'],
  ['desigual vestido comprido estampado', 'clothing', 'Desigual'],
  ['veja sapatilhas brancas 39', 'footwear', 'Veja'],
  ['converse ténis cano alto', 'footwear', 'Converse'],
  ['tamaris stiefeletten schwarz 38', 'footwear', 'Tamaris'],
  ['mango casaco comprido de lã', 'clothing', 'Mango'],
  ['giant bicicleta de estrada carbono', 'bikes', 'Giant'],
  ['head lamp 300 lumens', 'sports-outdoor', null],
  ['apple crumble livro receitas', 'books-media', null],
  ['polar casaco de inverno', 'clothing', null],
  ['jaguar peluche grande', 'toys-baby', null],
  ['smart relógio desportivo', 'watches-jewellery', null],
  ['pearl colar de pérolas', 'watches-jewellery', null],
  ['ghost cadeira transparente', 'furniture', null],
  ['bell tent 5m canvas', 'sports-outdoor', null],
  ['blanco vestido de festa curto', 'clothing', null],
];

/** A brand of a group that sells under its brands' names answers the group as its parent; two of its brands are two brands. */
const owned: [string, string | null, string | null, string | null][] = [
  ['Dynafit botas de esqui de travessia', 'sports-outdoor', 'Dynafit', 'Oberalp'],
  ['Goldwell champô cor 250ml', 'beauty-perfume', 'Goldwell', 'Kao'],
  ['Carlsen Comics Band 12', 'books-media', 'Carlsen', 'Bonnier'],
  ['Oleo-Mac motosserra 40cc', 'tools-diy', 'Oleo-Mac', 'Emak'],
  ['Monroe amortecedores traseiros', 'vehicle-parts', 'Monroe', 'Tenneco'],
  ['Dargaud album BD cartonné', 'books-media', 'Dargaud', 'Média-Participations'],
  ['Mountain Hardwear casaco de penas', 'clothing', 'Mountain Hardwear', 'Columbia'],
  ['Case Logic mochila para portátil 15', 'laptops', 'Case Logic', 'Thule'],
  ['Salewa e Dynafit, lote de botas', null, null, null],
  ['Goldwell e Molton Brown lote', null, null, null],
  ['vaso de 3 dm de altura', null, null, null],
  ['caderno kana japonês exercícios', null, null, null],
  ['livro sobre a história da Schaeffler', null, null, null],
  ['Ghost e Koga, duas bicicletas', null, null, null],
  ['Syoss e TRESemmé champôs', null, null, null],
  ['capa para Case Logic', null, null, null],
];

/**
 * Policy: a maker's own empty bottle or box ("frasco vazio de <maker>") is that maker's item — the bottle is the maker's goods,
 * sold second-hand; only "para", "for"… (what it fits), a comparison or no maker name none.
 */
const emptyOwn: [string, string, string | null][] = [
  ['frasco vazio de Dior Sauvage 100ml', 'beauty-perfume', 'Dior'],
  ['caixa vazia de relógio Omega', 'watches-jewellery', 'Omega'],
  ['empty Chanel perfume bottle', 'beauty-perfume', 'Chanel'],
  ['boîte vide Cartier', 'watches-jewellery', 'Cartier'],
  ['frasco vazio para perfume 50ml', 'beauty-perfume', null],
  ['frasco vazio de perfume sem marca', 'beauty-perfume', null],
  ['caixa para relógio Rolex compatível', 'watches-jewellery', null],
  ['empty perfume bottle style Chanel', 'beauty-perfume', null],
];

describe('a word-maker in lower case before a noun of the category named', () => {
  it.each(nounMakers)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });
  it('names no maker without the category, nor of another category', () => {
    expect(matchBrand('miele aspirador sem saco', { category: 'bikes' })).toBeUndefined();
  });
});

describe('owners of brands sold under their own names', () => {
  it.each(owned)('%s → %s < %s', (raw, category, brand, parent) => {
    const found = matchBrand(raw, category ? { category } : {});
    expect(found?.brand ?? null).toBe(brand);
    if (parent !== null) expect(found?.parent).toBe(parent);
  });
});

describe("a maker's own empty bottle or box", () => {
  it.each(emptyOwn)('%s → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });
});

/**
 * Smaller European makers of phones, tablets, furniture and small appliances, added from the categories' own lists (none taken
 * from a bench set's misses); a "for", "style" or "type" before one still names none.
 */
const listedMakers: [string, string, string | null][] = [
  ['Gispen cadeira de escritório', 'furniture', 'Gispen'],
  ['Pastoe armário branco', 'furniture', 'Pastoe'],
  ['Cloer gaufrier coeur', 'small-appliances', 'Cloer'],
  ['Beper ventilador de pé 40cm', 'small-appliances', 'Beper'],
  ['Maxcom telemóvel sénior teclas grandes', 'phones', 'Maxcom'],
  ['Sonim XP3 telefone robusto', 'phones', 'Sonim'],
  ['Odys tablet 10 polegadas', 'tablets', 'Odys'],
  ['Fredericia sofá de couro', 'furniture', 'Fredericia'],
  ['Schlaraffia colchão 140x200', 'furniture', 'Schlaraffia'],
  ['Unihertz Jelly Star mini smartphone', 'phones', 'Unihertz'],
  ['telefone robusto de obra', 'phones', null],
  ['sofá estilo Fredericia', 'furniture', null],
  ['capa para tablet Odys', 'tablets', null],
  ['colchão tipo Schlaraffia', 'furniture', null],
  ['plaques pour gaufrier Cloer', 'small-appliances', null],
  ['cadeira estilo Gispen', 'furniture', null],
  ['bateria para Sonim XP3', 'phones', null],
  ['película para Unihertz', 'phones', null],
];

describe('smaller European makers of phones, tablets, furniture and small appliances', () => {
  it.each(listedMakers)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });
});

/** European makers of tablets, footwear, tools, books, sports goods and appliances added in the twenty-fifth round, and traps on them. */
const moreMakers: [string, string, string | null][] = [
  ['wolder tablet 10 polegadas', 'tablets', 'Wolder'],
  ['goclever tab quantum 1010', 'tablets', 'Goclever'],
  ['allbirds tree runners 42', 'footwear', 'Allbirds'],
  ['rohde pantufas de feltro', 'footwear', 'Rohde'],
  ['glerups chinelos de lã', 'footwear', 'Glerups'],
  ['sanuk sandálias de homem', 'footwear', 'Sanuk'],
  ['olfa x-tool cortador 18mm', 'tools-diy', 'Olfa'],
  ['tivoly brocas para metal', 'tools-diy', 'Tivoly'],
  ['fayard roman policier', 'books-media', 'Fayard'],
  ['löffler calções ciclismo', 'sports-outdoor', 'Löffler'],
  ['ignis máquina de lavar roupa', 'large-appliances', 'Ignis'],
  ['capa para tablet wolder 10', 'tablets', null],
  ['palmilhas para allbirds', 'footwear', null],
  ['sapatilhas estilo allbirds lã', 'footwear', null],
  ['filtro para máquina lavar ignis', 'large-appliances', null],
  ['lâminas compatíveis olfa 18mm', 'tools-diy', null],
  ['peças para trebs', 'small-appliances', null],
];

describe('more European makers of tablets, footwear, tools, books, sports goods and appliances', () => {
  it.each(moreMakers)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });

  it('answers an owner only where sure', () => {
    expect(matchBrand('Fayard', { category: 'books-media' })?.parent).toBe('Hachette');
    expect(matchBrand('Ignis', { category: 'large-appliances' })?.parent).toBe('Whirlpool');
  });
});

/**
 * Policy: a coffee system's name (Nespresso, Dolce Gusto) is a licence on the machines appliance makers build for it — beside the
 * maker the item is the maker's (the contract: a licence beside the maker is not the item's brand); opening the string with the
 * maker signing it "by", the system's own machine; alone, the system's. Capsules and parts for it name none.
 */
const systems: [string, string | null, string | null][] = [
  ["máquina de café De'Longhi Nespresso Essenza Mini", 'small-appliances', "De'Longhi"],
  ['Krups Nespresso Vertuo Pop preta', 'small-appliances', 'Krups'],
  ["Nespresso Citiz by De'Longhi", 'small-appliances', 'Nespresso'],
  ['Nespresso Pixie vermelha', 'small-appliances', 'Nespresso'],
  ['Krups Dolce Gusto Piccolo XS', 'small-appliances', 'Krups'],
  ["Dolce Gusto Genio S by De'Longhi", 'small-appliances', 'Dolce Gusto'],
  ["De'Longhi Dolce Gusto Jovia", null, "De'Longhi"],
  ['Nespresso Essenza by Krups', null, 'Nespresso'],
  ['cápsulas reutilizáveis para Nespresso', 'small-appliances', null],
  ['suporte de cápsulas Dolce Gusto compatível', 'small-appliances', null],
  ['cápsulas tipo Nespresso', 'small-appliances', null],
  ['máquina de café estilo Nespresso sem marca', 'small-appliances', null],
  ['porta-cápsulas para Dolce Gusto e Nespresso', null, null],
  ['descalcificante compatível Krups Nespresso', 'small-appliances', null],
  ['cápsulas de café sem marca', 'small-appliances', null],
  ["Krups e De'Longhi, duas máquinas", null, null],
];

describe("a coffee system's name beside the machine's maker", () => {
  it.each(systems)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, category ? { category } : {})?.brand ?? null).toBe(brand);
  });
  it("gives the systems their owner, not a machine's maker", () => {
    expect(matchBrand('Dolce Gusto Genio S')?.parent).toBe('Nestlé');
  });
});

/**
 * A name of several words whose first letter is written as it sounds ("k" for "c", "j" for a soft "g"), read only where the
 * string says whose it is (its nouns name the maker's goods, or its line follows), as the other as-heard spellings are.
 */
const heardFirst: [string, string | null, string | null][] = [
  ['Kalvin Klein camisa slim azul', null, 'Calvin Klein'],
  ['Karolina Herrera perfume Good Girl', null, 'Carolina Herrera'],
  ['Kanada Goose casaco de penas', null, 'Canada Goose'],
  ['Kalvin Klein boxers pack 3', 'clothing', 'Calvin Klein'],
  ['Kalvin Klein livro de receitas', null, null],
  ['Karolina Herrera', null, null],
  ['Kanada Dry refrigerante lata', null, null],
  ['Kalvin Harris poster concerto', null, null],
];

describe('a first letter written as it sounds', () => {
  it.each(heardFirst)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, category ? { category } : {})?.brand ?? null).toBe(brand);
  });
});

/** A word-maker in lower case before its line or a model code, then a measure or a device's storage: the maker; numbers or a measure alone say nothing. */
const measured: [string, string | null][] = [
  ['miele w1 8kg', 'Miele'],
  ['vaio sx14 16gb', 'Vaio'],
  ['poco x6 pro 256gb', 'Poco'],
  ['polar m430 30m', 'Polar'],
  ['omega 3 1000mg', null],
  ['focus 2 500ml', null],
  ['head lamp 300lm', null],
  ['orange 2l garrafa', null],
];

describe('a measure after a lower-case maker and its model', () => {
  it.each(measured)('%s → %s', (raw, brand) => {
    expect(matchBrand(raw)?.brand ?? null).toBe(brand);
  });
});

/** German compounds and Italian and French nouns of goods the noun list lacked, read as a category's nouns after a lower-case word-maker. */
const moreNouns: [string, string, string | null][] = [
  ['tamaris damenschuhe 39', 'footwear', 'Tamaris'],
  ['nivea tagescreme 50ml', 'beauty-perfume', 'Nivea'],
  ['continental sommerreifen 205/55 r16', 'vehicle-parts', 'Continental'],
  ['rituals handcreme', 'beauty-perfume', 'Rituals'],
  ['jaguar laufschuhe leder', 'footwear', null],
  ['polar nachtcreme 50ml', 'beauty-perfume', null],
  ['smart macchina per caffè', 'small-appliances', null],
  ['orange table de cuisson', 'large-appliances', null],
  ['bell sommerreifen', 'vehicle-parts', null],
  ['shell handcreme', 'beauty-perfume', null],
];

describe('nouns of goods in German compounds, Italian and French', () => {
  it.each(moreNouns)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });
});

/** A name of two words or more written without its possessive "'s": the brand; a name of one word without it is a word or a name of ours. */
const possessives: [string, string, string | null][] = [
  ['kiehl creme de rosto ultra facial', 'beauty-perfume', 'Kiehl\'s'],
  ['victoria secret body mist 250ml', 'beauty-perfume', 'Victoria\'s Secret'],
  ['paula choice esfoliante bha', 'beauty-perfume', 'Paula\'s Choice'],
  ['meguiar cera para carro', 'vehicle-parts', 'Meguiar\'s'],
  ['penhaligon eau de parfum 100ml', 'beauty-perfume', 'Penhaligon\'s'],
  ['reader digest livro seleções', 'books-media', 'Reader\'s Digest'],
  ['lily kitchen ração para gato', 'toys-baby', 'Lily\'s Kitchen'],
  ['church sino antigo de bronze', 'footwear', null],
  ['hill cadeira de campismo', 'toys-baby', null],
  ['claire vestido azul', 'watches-jewellery', null],
  ['tod livro infantil', 'footwear', null],
  ['victoria relógio de parede', 'clothing', null],
  ['paula sapatos de salto', 'beauty-perfume', null],
];

describe("a maker's name written without its possessive", () => {
  it.each(possessives)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });
});

/** Owners set in the twenty-fifth round from our own knowledge (labels and publishers, tool and appliance makers), each with its item. */
const labelOwners: [string, string, string, string][] = [
  ['disco vinil Decca 1972', 'books-media', 'Decca', 'Universal Music'],
  ['Einaudi tascabili romanzo', 'books-media', 'Einaudi', 'Mondadori'],
  ['Metabo rebarbadora 125mm', 'tools-diy', 'Metabo', 'HiKOKI'],
  ['Gaggia Classic Pro máquina café', 'small-appliances', 'Gaggia', 'Saeco'],
  ['bande dessinée Casterman Tintin', 'books-media', 'Casterman', 'Flammarion'],
  ['Vax aspirador vertical sem fios', 'small-appliances', 'Vax', 'TTI'],
  ['Skil berbequim 18v', 'tools-diy', 'Skil', 'Chervon'],
  ['manuel scolaire Bordas 4e', 'books-media', 'Bordas', 'Editis'],
];

describe('owners of labels, publishers and tool makers', () => {
  it.each(labelOwners)('%s (%s) → %s, parent %s', (raw, category, brand, parent) => {
    expect(matchBrand(raw, { category })).toMatchObject({ brand, parent });
  });
});

/** A one-word maker written as it sounds (its first letter too, a "k" as "qu"), with its category named; a word-brand counts with its capital only. */
const heardNames: [string, string, string | null][] = [
  ['frigorífico zamsung no frost', 'large-appliances', 'Samsung'],
  ['aspirador dyzon v11 absolute', 'small-appliances', 'Dyson'],
  ['telemóvel xiaomy redmi note 12', 'phones', 'Xiaomi'],
  ['câmara phujifilm x-t30', 'cameras', 'Fujifilm'],
  ['berbequim makyta 18v', 'tools-diy', 'Makita'],
  ['portátil azuz vivobook', 'laptops', 'Asus'],
  ['telemóvel inphinix hot 30', 'phones', 'Infinix'],
  ['rebarbadora maquita 125mm', 'tools-diy', 'Makita'],
  ['mochila quipling azul', 'clothing', 'Kipling'],
  ['quilo de parafusos', 'tools-diy', null],
  ['kanon pachelbel partitura', 'musical-instruments', null],
  ['zamba brasileira cd', 'books-media', null],
  ['phone case tpu', 'phones', null],
  ['dizon livro de receitas', 'books-media', null],
  ['cinco euros coleção', 'toys-baby', null],
  ['fotos kanyon do colorado', 'cameras', null],
];

describe('a one-word maker written as it sounds', () => {
  it.each(heardNames)('%s (%s) → %s', (raw, category, brand) => {
    expect(matchBrand(raw, { category })?.brand ?? null).toBe(brand);
  });

  it('reads no such spelling without a category', () => {
    expect(matchBrand('zamsung')).toBeUndefined();
  });
});
