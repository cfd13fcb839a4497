import { describe, expect, it } from 'vitest';
import { findBrandMentions, matchBrand, opensWithProductLine } from './match-brand.ts';

describe('matchBrand', () => {
  it('ignores case, legal suffixes and separators', () => {
    expect(matchBrand('SAMSUNG Electronics Co., Ltd.')).toEqual({ brand: 'Samsung', method: 'exact', score: 1, wikidata_id: 'Q20718' });
    expect(matchBrand('Apple Inc.')?.brand).toBe('Apple');
    expect(matchBrand('pull and bear')?.brand).toBe('Pull&Bear');
    expect(matchBrand('DeLonghi')?.brand).toBe("De'Longhi");
  });

  it('reads aliases and common misspellings as aliases', () => {
    expect(matchBrand('addidas')).toMatchObject({ brand: 'Adidas', method: 'alias', score: 0.95 });
    expect(matchBrand('Hewlett-Packard')).toMatchObject({ brand: 'HP', method: 'alias' });
  });

  it('accepts a typo within the bound, scored below an alias', () => {
    const match = matchBrand('Smasung');
    expect(match).toMatchObject({ brand: 'Samsung', method: 'fuzzy' });
    expect(match!.score).toBeLessThan(0.9);
  });

  it('never merges other companies or knock-offs into a brand', () => {
    for (const name of ['Mielle', 'Abibas', 'Puma Energy', 'Omega Pharma']) expect(matchBrand(name), name).toBeUndefined();
    for (const [name, brand] of new Map([['Canon', 'Canon'], ['Canyon', 'Canyon'], ['Nokian', 'Nokian'], ['Nokia', 'Nokia'], ['Sonos', 'Sonos'], ['Sony', 'Sony']])) expect(matchBrand(name)?.brand, name).toBe(brand);
  });

  it('reads two letters of a long name changed for unrelated ones as a look-alike, one changed or two slipped as a typo', () => {
    expect(matchBrand('Polistation 2', { category: 'consoles' })).toBeUndefined();
    expect(matchBrand('Plaistation 2', { category: 'consoles' })?.brand).toBe('PlayStation');
    expect(matchBrand('Plyastation 2', { category: 'consoles' })?.brand).toBe('PlayStation');
  });

  it('reads a counterfeit-style look-alike as no brand: a letter written as a digit, a lone vowel changed for one that sounds different', () => {
    for (const name of ['Sams0ng', 'Nintando', 'Timberlond', 'Versaci', 'Motorala original']) expect(matchBrand(name), name).toBeUndefined();
    // Near a misspelling alias ("panasonnic", "burberrys") but a look-alike of the name itself.
    for (const name of ['Panasonec', 'Burbarry', 'Birkenstack']) expect(matchBrand(name), name).toBeUndefined();
  });

  it('still reads the slips of typing and a diphthong spelt as heard as typos', () => {
    const slips: [string, string][] = [['Samusng', 'Samsung'], ['Nintedo', 'Nintendo'], ['Timberlnad', 'Timberland'], ['Huawey P20', 'Huawei'], ['Sennhaiser', 'Sennheiser'], ['Motorolla', 'Motorola']];
    for (const [name, brand] of slips) {
      expect(matchBrand(name)?.brand, name).toBe(brand);
    }
  });

  it('reads a four-letter name\'s pair of vowels spelt as heard as its typo, keeping one of the pair in place', () => {
    expect(matchBrand('Ikiea')?.brand).toBe('IKEA');
    expect(matchBrand('Ikiea estante', { category: 'furniture' })?.brand).toBe('IKEA');
    // A word of our languages, or both vowels changed ("Kyiv" beside the Kiev cameras), is no typo.
    expect(matchBrand('feat')).toBeUndefined();
    expect(matchBrand('Kyiv')).toBeUndefined();
  });

  it('reads a short model code in capitals after the maker as a model number, not in a string all in capitals nor a legal form', () => {
    expect(matchBrand('Seiko SKX diver')?.brand).toBe('Seiko');
    // A maker that is also a word (Casio) needs the code written as one: not in a string all in capitals.
    expect(matchBrand('Casio SKX diver')?.brand).toBe('Casio');
    expect(matchBrand('CASIO SKX DIVER')).toBeUndefined();
    expect(matchBrand('Casio diver')).toBeUndefined();
  });

  it('reads the maker opening a brand string before a model name it does not know', () => {
    expect(matchBrand('LEGO A/S')?.brand).toBe('Lego');
    expect(matchBrand('Salomon Speedcross 5')?.brand).toBe('Salomon');
    expect(matchBrand('Tissot Seastar Powermatic', { category: 'watches-jewellery' })?.brand).toBe('Tissot');
    // A name that is no word opens words it does not know as its maker, whatever its length; one that is a word (`~`) does
    // not, unless the category says what is sold: other names open with it.
    expect(matchBrand('Tissot Seastar Powermatic')?.brand).toBe('Tissot');
    expect(matchBrand('Dyson Airwrap Complete')?.brand).toBe('Dyson');
    // A name found in the word lists only as a rare form (a French verb's "babolât") is no word: not marked, read so.
    expect(matchBrand('Babolat Aero Strike')?.brand).toBe('Babolat');
    expect(matchBrand('Bugaboo Donkey duo')?.brand).toBe('Bugaboo');
    expect(matchBrand('Pantene Repair Protect')?.brand).toBe('Pantene');
    // A perfume's concentration (EDP, EDT) or a sun factor says what is sold: a beauty maker that is a word opens it.
    expect(matchBrand('Clinique Even Better SPF 15')).toMatchObject({ brand: 'Clinique', parent: 'Estée Lauder' });
    expect(matchBrand('Makita sem fios')?.brand).toBe('Makita');
    // Joined to more letters by a hyphen, a short name is part of another word.
    expect(matchBrand('Maje-sty rings')).toBeUndefined();
    expect(matchBrand('Apple pie dish')).toBeUndefined();
    expect(matchBrand('Casio diver')).toBeUndefined();
  });

  it('reads a maker before a place, venue or institution word, or before media and memorabilia nouns, as that name, not the maker', () => {
    expect(matchBrand('Philips Stadion Eindhoven cachecol')).toBeUndefined();
    expect(matchBrand('Nikon Museum guia')).toBeUndefined();
    expect(matchBrand('Kodak Theatre bilhete')).toBeUndefined();
    // A model number still makes it the maker.
    expect(matchBrand('Nikon Z6 II')?.brand).toBe('Nikon');
  });

  it('reads a maker whose name is no word before words naming goods of other categories than its own as no maker', () => {
    // The string's product nouns say what is sold: a toy, a book, not the maker's goods.
    expect(matchBrand('Patagonia travel guide')).toBeUndefined();
    expect(matchBrand('Milwaukee city guide')).toBeUndefined();
    expect(matchBrand('Ibanez Fontanería')?.brand).toBe('Ibanez');
    // Written with an accent the brand's name lacks, a short name is a name of our languages (a surname), not the maker.
    expect(matchBrand('Ibañez Fontanería')).toBeUndefined();
  });

  it('reads a maker that is also a word, written with its capital, before a model name and a number or code', () => {
    expect(matchBrand('Giant Fathom 2')?.brand).toBe('Giant');
    expect(matchBrand('Vans Authentic 42')?.brand).toBe('Vans');
    expect(matchBrand('Apple Studio Display 27')?.brand).toBe('Apple');
    // Product words may stand between the maker and the model's name; a maker of several words reads the same way.
    expect(matchBrand('Wilson Pro Blade 98')?.brand).toBe('Wilson');
    // A generation in Roman numerals is a model number.
    expect(matchBrand('Giant Trance II')?.brand).toBe('Giant');
    // "Fila" is a queue in Portuguese and Spanish: the brand before a model's name, the word before words.
    expect(matchBrand('Fila Disruptor II')?.brand).toBe('Fila');
    expect(matchBrand('Fila de espera')).toBeUndefined();
    // A coined model name (a capital inside it) is one alone.
    expect(matchBrand('Giant TrailBlazer kids')?.brand).toBe('Giant');
    expect(matchBrand('Ultimate Ears Wonder 2')?.brand).toBe('Ultimate Ears');
    expect(matchBrand('Silver Cross Coast')).toBeUndefined();
    // Numbers alone, words alone, the word in lower case, or a product noun of another category are no model's name.
    expect(matchBrand('Omega 3')).toBeUndefined();
    expect(matchBrand('Puma Energy station')).toBeUndefined();
    expect(matchBrand('giant panda 2')).toBeUndefined();
    expect(matchBrand('Giant Robot DVD')).toBeUndefined();
  });

  it('reads a brand that is a word of our languages, in lower case after other words, as that word', () => {
    expect(matchBrand('Peluche de puma')).toBeUndefined();
    expect(matchBrand('blusa de corte desigual')).toBeUndefined();
    expect(matchBrand('tarte aux apple')).toBeUndefined();
    expect(matchBrand('Blusa Desigual')?.brand).toBe('Desigual');
    expect(matchBrand('puma')?.brand).toBe('Puma');
    // A holding whose name is a word (a woven wall hanging) reads as the word before words of its own.
    expect(matchBrand('Tapestry wall hanging')).toBeUndefined();
    // All in lower case before nouns of goods it does not sell, a word-brand of one word is the word; a fashion word-brand keeps
    // its perfume.
    expect(matchBrand('polar fleece jacket')).toBeUndefined();
    expect(matchBrand('smart watch strap')).toBeUndefined();
    expect(matchBrand('mango perfume')?.brand).toBe('Mango');
    // A brand that is a person's or a place's name is read so before words that name none of its goods.
    expect(matchBrand('Samson and Delilah poster')).toBeUndefined();
    expect(matchBrand('Morgan Freeman biography')).toBeUndefined();
    expect(matchBrand('Ludwig drum kit')?.brand).toBe('Ludwig');
  });

  it('reads a word-brand after a maker that is no word as the word, though that maker is a component elsewhere', () => {
    // Bose is also a component (car audio): the word-brand after it is set aside first, so Bose keeps its string.
    expect(matchBrand('Bose Flex colunas')?.brand).toBe('Bose');
  });

  it('reads letters joined to a number in one later word as a model code, not a brand', () => {
    expect(matchBrand('G-Shock DW-6900')).toMatchObject({ brand: 'G-Shock', parent: 'Casio' });
    // A sub-brand written as one word of letters and digits stays the sub-brand.
    expect(matchBrand('Armani EA7 calções')).toMatchObject({ brand: 'EA7', parent: 'Armani' });
  });

  it('reads a number with a unit as a measure, not a model number', () => {
    expect(matchBrand('head torch 500 lumens')).toBeUndefined();
    expect(matchBrand('Omega 1000mg')).toBeUndefined();
    expect(matchBrand('Head Radical MP 2023')?.brand).toBe('Head');
  });

  it('reads a maker whose name is a phrase of words in lower case as the phrase', () => {
    expect(matchBrand('canada goose down cushion')).toBeUndefined();
    expect(matchBrand('Canada Goose parka')?.brand).toBe('Canada Goose');
  });

  it('reads a maker written with a sub-brand or a product line of its family as written as a name, its model words after them', () => {
    expect(matchBrand('Fender Squier Sonic Esquire')).toMatchObject({ brand: 'Squier', parent: 'Fender' });
    expect(matchBrand('Fender Telecaster Deluxe')?.brand).toBe('Fender');
    expect(matchBrand('fender telecaster deluxe')).toBeUndefined();
  });

  it('reads a word-brand opening with its capital before its goods\' nouns as the maker, a word-brand of other goods after it as a word', () => {
    expect(matchBrand('Kartell Giant cadeira')?.brand).toBe('Kartell');
    // Without the nouns nothing says which is the maker; two makers of the goods stay two brands.
    expect(matchBrand('Kartell Giant')).toBeUndefined();
    expect(matchBrand('Marshall JVM410 amp head')?.brand).toBe('Marshall');
    expect(matchBrand('Seiko y Omega relógio')).toBeUndefined();
  });

  it('reads a word-brand or place in a sentence whose nouns name goods it does not sell as that word or place', () => {
    expect(matchBrand('Livro sobre a Patagonia chilena')).toBeUndefined();
  });

  it('reads a product line with "unlocked" and colours as its maker\'s', () => {
    expect(matchBrand('Galaxy A14 desbloqueado')?.brand).toBe('Samsung');
  });

  it('reads a brand after a name\'s first word, in a sentence whose nouns name goods it does not sell, as part of that name', () => {
    expect(matchBrand('Jheronimus Bosch livro de pintura')).toBeUndefined();
    expect(matchBrand('Johann Pachelbel Canon partitura')).toBeUndefined();
    // After a product noun it is the maker still.
    expect(matchBrand('Estojo Lowepro Apex para Canon')?.brand).toBe('Lowepro');
  });

  it('tells a name two brands share apart by the string\'s nouns where no category is named', () => {
    expect(matchBrand('Boss guitarra')).toMatchObject({ brand: 'Boss', parent: 'Roland' });
    expect(matchBrand('Boss')).toBeUndefined();
  });

  it('reads a misspelt maker before model words where the string\'s nouns name its goods', () => {
    expect(matchBrand('Chico Goody 3 dobrável berço')?.brand).toBe('Chicco');
    expect(matchBrand('Chico Goody 3 dobrável revista')).toBeUndefined();
  });

  it('reads a maker that is no word after product words alone as one opening the string', () => {
    // Its model words after it make no other name, and a word-brand among them is a word.
    expect(matchBrand('Aparafusadora Bosh PSR 12')?.brand).toBe('Bosch');
    expect(matchBrand('Raquete Babolat Pure Strike')?.brand).toBe('Babolat');
    // After an accessory's word the brand is what the accessory fits: its words after it make no maker.
    expect(matchBrand('Bracelete Garmin Fenix silicone')).toBeUndefined();
  });

  it('reads a maker with a letter doubled or undoubled after its goods\' nouns, with no category, as that maker', () => {
    expect(matchBrand('Anel Pandorra')?.brand).toBe('Pandora');
    // Materials stand beside a brand as colours do; a castle is a toy's noun.
    expect(matchBrand('Anel Pandorra prata 925')?.brand).toBe('Pandora');
    expect(matchBrand('Playmobill castillo medieval')?.brand).toBe('Playmobil');
    expect(matchBrand('Playmobill medieval')).toBeUndefined();
    expect(matchBrand('Pneus Bridgestonne')?.brand).toBe('Bridgestone');
    // Another slip, or the nouns of another category, are not enough without a category.
    expect(matchBrand('Anel Pandara')).toBeUndefined();
    expect(matchBrand('Casaco Michellin')).toBeUndefined();
  });

  it('reads the words after a "with" word as what comes with the item, neither the maker\'s model words nor its maker', () => {
    expect(matchBrand('Nikkon Z50 com 16-50 e bolsa')?.brand).toBe('Nikon');
    expect(matchBrand('Omega com vitamina D3')).toBeUndefined();
    expect(matchBrand('camisola com capuz puma')).toBeUndefined();
  });

  it('reads, with no category, a brand of goods the opening maker sells none of as a licence on its item', () => {
    expect(matchBrand('Lego Technic Porsche 911')?.brand).toBe('Lego');
    // Two makers of the same goods stay two brands.
    expect(matchBrand('Canon Nikon lote')).toBeUndefined();
  });

  it('reads a brand written before "compatible" as what the item fits, not its maker', () => {
    expect(matchBrand('Lego compatible baseplate')).toBeUndefined();
    expect(matchBrand('Playmobil kompatibel Figuren')).toBeUndefined();
    expect(matchBrand('Samsung compatible charger')).toBeUndefined();
    // Before a brand, "compatible" cuts the string as "para" does: the maker before it stays.
    expect(matchBrand('Spigen capa compatible iPhone 13')?.brand).toBe('Spigen');
  });

  it('reads a maker written with a model number, and a misspelt one before it', () => {
    expect(matchBrand('Trek Marlin 5')?.brand).toBe('Trek');
    expect(matchBrand('Huawai P30')?.brand).toBe('Huawei');
    expect(matchBrand('Makitta DHP482')).toMatchObject({ brand: 'Makita', method: 'fuzzy' });
    // Product words of the new categories, colours and sizes stand beside a brand too.
    expect(matchBrand('Zara vestido preto')?.brand).toBe('Zara');
    expect(matchBrand('Puma mochila azul')?.brand).toBe('Puma');
    // A brand that is also a word or a model designation beside numbers alone needs its category.
    expect(matchBrand('GT 500')).toBeUndefined();
    expect(matchBrand('GT Avalanche 2', { category: 'bikes' })?.brand).toBe('GT');
    expect(matchBrand('Mango jeans')?.brand).toBe('Mango');
    expect(matchBrand('Xiaomi Poco 200')).toMatchObject({ brand: 'Poco', parent: 'Xiaomi' });
    expect(matchBrand('Casio G-Shock 200')).toMatchObject({ brand: 'G-Shock', parent: 'Casio' });
    // Without a model number a short maker that is no word opens unknown words as their maker; one that is a word stays another name.
    expect(matchBrand('Trek Marlin')?.brand).toBe('Trek');
    expect(matchBrand('Giant Panda')).toBeUndefined();
  });

  it('reads a misspelt maker of the named category that is no word before model words it does not know', () => {
    expect(matchBrand('Sennheizer Momentum True Wireless', { category: 'audio' })?.brand).toBe('Sennheiser');
    expect(matchBrand('Sennheizer Aurora True Wireless')).toBeUndefined();
    // Momentum is its line (`product-lines.data.ts`): before it the misspelt maker needs no category.
    expect(matchBrand('Sennheizer Momentum True Wireless')?.brand).toBe('Sennheiser');
    expect(matchBrand('Sennheizer Momentum True Wireless', { category: 'furniture' })).toBeUndefined();
  });

  it('reads a brand that is also a word, written after another family\'s maker, as that word', () => {
    expect(matchBrand('Samsung Galaxy Buds Orange')?.brand).toBe('Samsung');
    expect(matchBrand('Orange Samsung')).toBeUndefined();
  });

  it('reads a brand that is also a word before model words only when the category names it and it is written as a name', () => {
    expect(matchBrand('Giant Talon', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('TAG HEUER Carrera', { category: 'watches-jewellery' })?.brand).toBe('TAG Heuer');
    expect(matchBrand('giant teddy bear', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('Giant Panda')).toBeUndefined();
    // A product line of its own after it writes it as a name without a category (`product-lines.data.ts`).
    expect(matchBrand('Giant Talon')?.brand).toBe('Giant');
  });

  it('reads a brand inside a seller’s sentence, but not one the sentence opens with or names as what an accessory fits', () => {
    expect(matchBrand('vendo bicicleta trek quase nova')).toMatchObject({ brand: 'Trek', method: 'exact' });
    expect(matchBrand('Objektiv von Canon, kaum benutzt')?.brand).toBe('Canon');
    expect(matchBrand('casaco cor mango pouco usado')).toBeUndefined();
    expect(matchBrand('Puma Energy station shop')).toBeUndefined();
    expect(matchBrand('vendo capa para iPhone 13 nova')).toBeUndefined();
    expect(matchBrand('vendo ténis nike ou adidas')).toBeUndefined();
  });

  it('takes a letter more at the end of a long name for a slip, not of a short one', () => {
    expect(matchBrand('Playmobile')).toMatchObject({ brand: 'Playmobil', method: 'fuzzy' });
    expect(matchBrand('Nokian')?.brand).not.toBe('Nokia');
  });

  it('never reads a word of our languages as a misspelt brand, but takes a doubled letter for a slip', () => {
    for (const word of ['orage', 'scarpe', 'niveau']) expect(matchBrand(word), word).toBeUndefined();
    expect(matchBrand('Cannon')?.brand).toBe('Canon');
    expect(matchBrand('Xiami')).toMatchObject({ brand: 'Xiaomi', method: 'fuzzy' });
  });

  it('never reads a brand of another category as a typo of one of the category', () => {
    expect(matchBrand('Canon', { category: 'bikes' })).toBeUndefined();
  });

  it('never reads another form of a word as the short brand that word is', () => {
    expect(matchBrand('mangas')).toBeUndefined();
    expect(matchBrand('Mango')?.brand).toBe('Mango');
  });

  it('takes a changed letter in a short name for a typo only when it is a neighbouring key or another vowel', () => {
    expect(matchBrand('Huawai')?.brand).toBe('Huawei');
    expect(matchBrand('Seilo')?.brand).toBe('Seiko');
    for (const word of ['leila', 'lecco']) expect(matchBrand(word), word).toBeUndefined();
  });

  it('scopes the match to the category', () => {
    expect(matchBrand('trek', { category: 'bikes' })?.brand).toBe('Trek');
    expect(matchBrand('trek', { category: 'footwear' })).toBeUndefined();
  });
});

describe('matchBrand on brand families and accessories', () => {
  it('answers a sub-brand with its parent, alone or written with its maker', () => {
    expect(matchBrand('Redmi')).toMatchObject({ brand: 'Redmi', parent: 'Xiaomi' });
    expect(matchBrand('Xiaomi Redmi Note 10')).toMatchObject({ brand: 'Redmi', parent: 'Xiaomi' });
    expect(matchBrand('Nike Air Jordan 1 Mid')).toMatchObject({ brand: 'Jordan', parent: 'Nike' });
    expect(matchBrand('Squier by Fender')).toMatchObject({ brand: 'Squier', parent: 'Fender' });
    // Two brands of one owner as deep: the one written later, the more particular name.
    expect(matchBrand('Btwin Rockrider XC 100')).toMatchObject({ brand: 'Rockrider', parent: 'Decathlon' });
    // A designer signing another brand's line "by": the opening brand's.
    expect(matchBrand('H&M by Karl Lagerfeld casaco')?.brand).toBe('H&M');
    expect(matchBrand('Samsung')).not.toHaveProperty('parent');
  });

  it('names as parent the company that owns the brand now, by its usual short name', () => {
    expect(matchBrand('Balay')).toMatchObject({ brand: 'Balay', parent: 'BSH' });
    expect(matchBrand('BSH Hausgeräte')).toMatchObject({ brand: 'BSH', parent: 'Bosch' });
    expect(matchBrand('Ryobi')).toMatchObject({ brand: 'Ryobi', parent: 'TTI' });
    expect(matchBrand('Milwaukee', { category: 'tools-diy' })).toMatchObject({ brand: 'Milwaukee', parent: 'TTI' });
    expect(matchBrand('Hoover', { category: 'large-appliances' })).toMatchObject({ brand: 'Hoover', parent: 'Haier' });
    expect(matchBrand('Liv', { category: 'bikes' })).toMatchObject({ brand: 'Liv', parent: 'Giant' });
    expect(matchBrand('Uniqlo')).toMatchObject({ brand: 'Uniqlo', parent: 'Fast Retailing' });
    // Logitech's tablet keyboards and speakers.
    expect(matchBrand('Logitech Combo Touch', { category: 'tablets' })?.brand).toBe('Logitech');
    expect(matchBrand('Logitech Z906', { category: 'audio' })?.brand).toBe('Logitech');
    expect(matchBrand('Hoka Bondi 8')).toMatchObject({ brand: 'Hoka', parent: 'Deckers' });
    expect(matchBrand('Sylvanian Families')).toMatchObject({ brand: 'Sylvanian Families', parent: 'Epoch' });
    // A product line is an alias of its maker, not a brand of its own.
    expect(matchBrand('Calvin Klein Jeans')).toMatchObject({ brand: 'Calvin Klein', parent: 'PVH', method: 'alias' });
    // One name, two companies' goods: Peugeot's pepper mills.
    expect(matchBrand('Moinho Peugeot Paris', { category: 'furniture' })?.brand).toBe('Peugeot');
  });

  it('reads a maker of several words with a letter dropped from a short word of its name, the other words written right', () => {
    expect(matchBrand('Raph Lauren camisa de linho', { category: 'clothing' })?.brand).toBe('Ralph Lauren');
    expect(matchBrand('Stne Island casaco', { category: 'clothing' })?.brand).toBe('Stone Island');
  });

  it('reads a maker spelt letter by letter as the one word it spells', () => {
    expect(matchBrand('D y s o n V15 Detect', { category: 'small-appliances' })?.brand).toBe('Dyson');
    expect(matchBrand('m.a.k.i.t.a berbequim', { category: 'tools-diy' })?.brand).toBe('Makita');
  });

  it('knows laptop makers\' gaming brands as sub-brands of their makers, the English word "predator" in lower case as no brand', () => {
    expect(matchBrand('Asus ROG Zephyrus G14', { category: 'laptops' })).toMatchObject({ brand: 'ROG', parent: 'Asus' });
    expect(matchBrand('Acer Predator Triton 500', { category: 'laptops' })).toMatchObject({ brand: 'Predator', parent: 'Acer' });
    expect(findBrandMentions('a predator of small birds, a fine documentary').map((m) => m.brand)).not.toContain('Predator');
  });

  it('reads nothing from two brands of different families', () => {
    expect(matchBrand('Nike Adidas')).toBeUndefined();
    expect(matchBrand('Sony Samsung')).toBeUndefined();
  });

  it('reads the maker, not a component or licence written beside it', () => {
    expect(matchBrand('Trek Shimano')?.brand).toBe('Trek');
    expect(matchBrand('LEGO Star Wars', { category: 'toys-baby' })?.brand).toBe('Lego');
    expect(matchBrand('Shimano')?.brand).toBe('Shimano');
    // A licence of the maker's own family is its sub-brand all the same.
    expect(matchBrand('DJI Hasselblad')).toMatchObject({ brand: 'Hasselblad', parent: 'DJI' });
  });

  it('reads a maker joined to another by "and", where the nouns name goods it is no component of, as a second maker: neither answers', () => {
    // Bosch is a component of bikes and car parts only: among tools it is a tool maker beside the other.
    expect(matchBrand('conjunto de ferramentas Makita e Bosch')).toBeUndefined();
    expect(matchBrand('taladro Bosch y amoladora Makita')).toBeUndefined();
    expect(matchBrand('Bosch und Makita Werkzeug')).toBeUndefined();
    // Among goods it is a component of, it stays a part on the maker's item; alone, it is the maker.
    expect(matchBrand('bicicleta Trek e Shimano')?.brand).toBe('Trek');
    expect(matchBrand('caixa de ferramentas Bosch')?.brand).toBe('Bosch');
  });

  it('reads an accessory’s own brand, never the brand it fits', () => {
    expect(matchBrand('Capa para iPhone')).toBeUndefined();
    expect(matchBrand('Hülle für Samsung Galaxy')).toBeUndefined();
    expect(matchBrand('Coque compatible iPhone 13')).toBeUndefined();
    expect(matchBrand('Spigen case for iPhone 13')).toMatchObject({ brand: 'Spigen' });
    expect(matchBrand('Funda para Samsung')).toBeUndefined();
  });

  it('reads a spare part\'s noun, then a device\'s noun and that device\'s maker, as the part for that maker\'s device', () => {
    // The part's noun, the device's noun, its maker: what "para" would say, in every language.
    expect(matchBrand('filtro de água frigorífico LG')).toBeUndefined();
    expect(matchBrand('filtre réfrigérateur Bosch américain')).toBeUndefined();
    expect(matchBrand('Fernbedienung Fernseher LG')).toBeUndefined();
    expect(matchBrand('mando televisor Sony Bravia')).toBeUndefined();
    expect(matchBrand('filtro de água frigorífico LG', { category: 'large-appliances' })).toBeUndefined();
    // A maker selling no such device is the part's own; a brand before the device's noun, a car's part, a case's maker are read as before.
    expect(matchBrand('filtro frigorífico Rowenta')).toMatchObject({ brand: 'Rowenta' });
    expect(matchBrand('Filtro LG frigorífico americano')).toMatchObject({ brand: 'LG' });
    expect(matchBrand('Filtro do óleo Bosch Clio IV diesel')).toMatchObject({ brand: 'Bosch' });
    expect(matchBrand('capa telemóvel Spigen azul')).toMatchObject({ brand: 'Spigen' });
  });

  it('reads a spare part said to be the maker\'s own (original, genuine, OEM, d\'origine) as that maker\'s', () => {
    expect(matchBrand('Filtro aspirador Dyson V8 original')).toMatchObject({ brand: 'Dyson' });
    expect(matchBrand('Comando TV LG original')).toMatchObject({ brand: 'LG' });
    expect(matchBrand('Télécommande téléviseur Samsung d\'origine')).toMatchObject({ brand: 'Samsung' });
    expect(matchBrand('genuine remote TV Panasonic')).toMatchObject({ brand: 'Panasonic' });
    // Without such a word the part still fits the device.
    expect(matchBrand('Comando TV LG')).toBeUndefined();
  });

  it('reads a maker whose name is a word, before a product line of its own, as the maker with no category named', () => {
    expect(matchBrand('Palladium Pampa Hi preto')).toMatchObject({ brand: 'Palladium' });
    expect(matchBrand('Munich Massana 42')).toMatchObject({ brand: 'Munich' });
    expect(matchBrand('Triangle Antal')).toMatchObject({ brand: 'Triangle' });
    expect(matchBrand('Fein Supercut')).toMatchObject({ brand: 'Fein' });
    // The word before other words stays the word.
    expect(matchBrand('triangle percussão')).toBeUndefined();
  });

  it('reads a publisher\'s collection as its line and a console\'s name with its letter as its maker\'s', () => {
    expect(matchBrand('Gallimard La Pléiade Proust tomo 2')).toMatchObject({ brand: 'Gallimard' });
    expect(matchBrand('Folio')).toBeUndefined();
    expect(matchBrand('Consola Wii U branca 8gb')).toMatchObject({ brand: 'Nintendo' });
  });

  it('reads a brand right after "universal" as what the item fits, not its maker', () => {
    expect(matchBrand('universal dyson filter x3')).toBeUndefined();
    expect(matchBrand('Carregador universal Samsung 25W')).toBeUndefined();
    expect(matchBrand('Filtre universel Rowenta', { category: 'small-appliances' })).toBeUndefined();
    // Before other words "universal" describes the maker's own item.
    expect(matchBrand('Spigen universal phone holder')).toMatchObject({ brand: 'Spigen' });
  });

  it('reads a brand that is also a word, alone before "para" and goods it does not sell, as the word naming the item', () => {
    expect(matchBrand('habitat para coelho')).toBeUndefined();
    expect(matchBrand('Habitat para coelho anão', { category: 'furniture' })).toBeUndefined();
    expect(matchBrand('Diesel para motor de barco')).toBeUndefined();
    // Before its own goods, no goods, or a brand, it stays the maker.
    expect(matchBrand('Habitat para sala')).toMatchObject({ brand: 'Habitat' });
    expect(matchBrand('Mango para mulher')).toMatchObject({ brand: 'Mango' });
  });

  it('reads a maker\'s alias that is a word of ours, in lower case opening words of no goods of its own, as the word', () => {
    expect(matchBrand('lomo ibérico fatiado')).toBeUndefined();
    expect(matchBrand('docs pasta arquivo A4 azul')).toBeUndefined();
    // Before nouns of its goods, a model code or a line of its own, or written with its capital, it is the maker.
    expect(matchBrand('tommy vestido verão')?.brand).toBe('Tommy Hilfiger');
    expect(matchBrand('lomo lc-wide camera')?.brand).toBe('Lomography');
    expect(matchBrand('kindle paperwhite signature edition')?.brand).toBe('Amazon');
    expect(matchBrand('Lomo Instant Automat')?.brand).toBe('Lomography');
  });

  it('reads an accessory\'s maker written before "para" with the category filing it naming what it fits, a maker that is no word', () => {
    expect(matchBrand('mochila Eastpak para portátil 15"', { category: 'laptops' })?.brand).toBe('Eastpak');
    expect(matchBrand('Bolsa Samsonite para portátil HP', { category: 'laptops' })?.brand).toBe('Samsonite');
    // A brand cut as what an adapter takes, or a word-brand of another category, stays unread.
    expect(matchBrand('Adaptador Metabones Canon EF para Sony E', { category: 'cameras' })).toBeUndefined();
    expect(matchBrand('Mango para bolos de silicone', { category: 'small-appliances' })).toBeUndefined();
  });

  it('reads a maker of two words written whole before toy nouns of its goods, diminutives and rocking horses included', () => {
    expect(matchBrand('Fisher Price ursinho musical')?.brand).toBe('Fisher-Price');
    expect(matchBrand('Fisher Price caballito balancín')?.brand).toBe('Fisher-Price');
  });

  it('reads a product line of one maker\'s opening the string right before a model code as that maker, a colour after it a product word', () => {
    expect(matchBrand('pixel 8a obsidian')?.brand).toBe('Google');
    expect(matchBrand('Pixel 6a carvão 128 gb')?.brand).toBe('Google');
    // Before a number alone, a measure, or in an accessory's string, it names none.
    expect(matchBrand('pixel 8')).toBeUndefined();
    expect(matchBrand('capa pixel 8a')).toBeUndefined();
  });

  it('reads a name of words written whole with its capitals before "para" and the brand an accessory fits as its maker', () => {
    expect(matchBrand('alça Peak Design para Fujifilm X-T5')?.brand).toBe('Peak Design');
    // In lower case it names none.
    expect(matchBrand('alça peak design para Fujifilm')).toBeUndefined();
  });

  it('reads a one-word product line of one maker\'s after nouns alone of its goods as that maker', () => {
    expect(matchBrand('mesa stockholm')?.brand).toBe('IKEA');
    expect(matchBrand('sapatilhas samba 42')?.brand).toBe('Adidas');
    // After nouns of goods the maker does not sell it names none.
    expect(matchBrand('bicicleta stage')).toBeUndefined();
    expect(matchBrand('casaco alpine')).toBeUndefined();
  });

  it('reads diving nouns as sports goods, so a diving mask\'s maker is read beside the word for a mascara', () => {
    expect(matchBrand('Seac máscara de mergulho')?.brand).toBe('Seac');
    expect(matchBrand('Beuchat máscara snorkel')?.brand).toBe('Beuchat');
  });

  it('reads a shared alias only where the category or the maker tells the brands apart', () => {
    expect(matchBrand('Boss')).toBeUndefined();
    expect(matchBrand('Boss', { category: 'clothing' })?.brand).toBe('Hugo Boss');
    expect(matchBrand('Boss', { category: 'musical-instruments' })?.brand).toBe('Boss');
    expect(matchBrand('Roland Boss')).toMatchObject({ brand: 'Boss', parent: 'Roland' });
  });

  it('reads no brand into a copy', () => {
    expect(matchBrand('Rolex replica')).toBeUndefined();
    expect(matchBrand('Rolex')?.brand).toBe('Rolex');
  });

  it('takes doubled or undoubled letters for one slip, within the length bound', () => {
    expect(matchBrand('Pirreli')).toMatchObject({ brand: 'Pirelli', method: 'fuzzy' });
    expect(matchBrand('Chico', { category: 'toys-baby' })).toMatchObject({ brand: 'Chicco', method: 'fuzzy' });
    expect(matchBrand('Canyon')?.brand).toBe('Canyon');
  });

  it('answers nothing for a slip as near another brand, even by an edit it would not accept', () => {
    // "cayon" is a letter from Canon and a dropped letter from Canyon.
    expect(matchBrand('Cayon')).toBeUndefined();
    expect(matchBrand('Lenoo')).toBeUndefined();
    expect(matchBrand('Lenevo')?.brand).toBe('Lenovo');
  });

  it('scopes to the new categories, and ignores a category the table does not have', () => {
    expect(matchBrand('Canon', { category: 'cameras' })?.brand).toBe('Canon');
    expect(matchBrand('Canon', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('Canon', { category: 'marketplace-label' })?.brand).toBe('Canon');
  });

  it('reads a word-brand in lower case after words that name no brand as the word, and after its maker as the brand', () => {
    // After nouns alone of its own goods, a maker whose word names no goods is the maker in lower case too ("casaco mango").
    expect(matchBrand('casaco mango')?.brand).toBe('Mango');
    expect(matchBrand('casaco Mango')?.brand).toBe('Mango');
    expect(matchBrand('tacho de barro mango')).toBeUndefined();
    expect(matchBrand('nike jordan retro', { category: 'footwear' })?.brand).toBe('Jordan');
  });

  it('answers nothing for a string opening with a word-brand and naming another maker', () => {
    expect(matchBrand('Canon e Olympus, lote de flashes', { category: 'cameras' })).toBeUndefined();
  });

  it('reads a maker of two words with one of them misspelt before model words', () => {
    expect(matchBrand('Bang & Olufsem Beosound 2')?.brand).toBe('Bang & Olufsen');
    // A product word may be the name's right word, never its misspelt one.
    expect(matchBrand('New Balanse 990', { category: 'footwear' })?.brand).toBe('New Balance');
    // A short word changed makes another name.
    expect(matchBrand('Michael Korn 2019')).toBeUndefined();
  });

  it('reads the maker opening a string with no category where its product nouns name one of the maker\'s categories', () => {
    expect(matchBrand('Tous Ohrringe Herz gold')?.brand).toBe('Tous');
    expect(matchBrand('Makita rebarbadora sem fios')?.brand).toBe('Makita');
    expect(matchBrand('Clinique sérum de noite')?.brand).toBe('Clinique');
    expect(matchBrand('Petzl lanterna frontal recarregável')?.brand).toBe('Petzl');
    // Without the noun, nothing says what is sold; a word-brand in lower case before it is read by `lowerCaseMaker`
    // (match-brand-romance-nouns.test.ts): "tous", no German word, describes no German noun.
    expect(matchBrand('tous herz gold')).toBeUndefined();
    expect(matchBrand('tous ohrringe herz')?.brand).toBe('Tous');
  });

  it('lets a noun\'s category open only a maker of it, spelt right, and never drop another brand', () => {
    // A maker of another category before the noun ("Jaguar" is a car maker, not a toy's).
    expect(matchBrand('Jaguar peluche bebé')).toBeUndefined();
    expect(matchBrand('Clinique dentária cadeira')).toBeUndefined();
    // A misspelt maker gets nothing from a noun (a named category would make it a typo), unless the slip only doubles or
    // undoubles a letter.
    expect(matchBrand('Makiat rebarbadora sem fios')).toBeUndefined();
    expect(matchBrand('Makitta rebarbadora sem fios')?.brand).toBe('Makita');
    // Two makers of the noun's category stay two brands.
    expect(matchBrand('Yamaha teclado Roland')).toBeUndefined();
    for (const name of ['Puma Energy posto', 'Apple pie recipe', 'Omega Pharma', 'Candy Crush saga']) expect(matchBrand(name), name).toBeUndefined();
  });

  it('reads a name of two words or more written whole with its capitals as the maker with no category: a name that is no word before any model words, a word-name before a model code', () => {
    // Not words: the name alone says it ("Liu Jo", "Miu Miu": short names of two words).
    expect(matchBrand('Liu Jo Zefiro')?.brand).toBe('Liu Jo');
    expect(matchBrand('Miu Miu Quilla')?.brand).toBe('Miu Miu');
    // Word-names before a coined model name or a short code in capitals, a sign between the words as the table writes it or not.
    expect(matchBrand('Rip Curl WaveRider')?.brand).toBe('Rip Curl');
    expect(matchBrand('Hot Wheels TurboLoop')?.brand).toBe('Hot Wheels');
    expect(matchBrand('Fisher Price ZQX Zebra')?.brand).toBe('Fisher-Price');
    expect(matchBrand('Head & Shoulders QZX')?.brand).toBe('Head & Shoulders');
  });

  it('reads a compound the table writes with a hyphen, written so, as the maker before any model words with no category', () => {
    expect(matchBrand('K-Way Zefiro Lungo')?.brand).toBe('K-Way');
    expect(matchBrand('Char-Broil Vortice')?.brand).toBe('Char-Broil');
    // Written with a space it is the words' phrase as much as the name.
    expect(matchBrand('Take Two Zefiro')).toBeUndefined();
    expect(matchBrand('All City Vortice')).toBeUndefined();
  });

  it('keeps a word-name of two words before words alone, numbers alone, other capitals or another category\'s nouns as no brand', () => {
    // Other names open with the same words: before words alone nothing says it is the maker.
    expect(matchBrand('Black Diamond Teacup Saucer')).toBeUndefined();
    expect(matchBrand('Rocky Mountain Sunset Canvas')).toBeUndefined();
    // Numbers alone are no model code.
    expect(matchBrand('Black Diamond Teacup 2')).toBeUndefined();
    // Written otherwise than the table writes it.
    expect(matchBrand('rip curl WaveRider')).toBeUndefined();
    expect(matchBrand('Rip curl WaveRider')).toBeUndefined();
    // The string's nouns name only another category than the maker's: a jewel.
    expect(matchBrand('Silver Cross Ohrringe ZQX')).toBeUndefined();
  });

  it('reads a word-brand before product nouns of other categories alone, with no category, as part of the description', () => {
    // A jewel's nouns after a pram maker's or a climbing maker's words; a watch's after a publisher's.
    expect(matchBrand('Black Diamond Ohrringe')).toBeUndefined();
    expect(matchBrand('Time Life orologio')).toBeUndefined();
    // Nouns of the brand's own category keep it ("Tous" makes jewels); a fashion brand's jewels and perfume are its goods.
    expect(matchBrand('Tous Ohrringe')?.brand).toBe('Tous');
    expect(matchBrand('Golden Point vestido')?.brand).toBe('Golden Point');
    expect(matchBrand('River Island perfume')?.brand).toBe('River Island');
    // A word-brand of one word keeps goods of other categories.
    expect(matchBrand('Mango perfume')?.brand).toBe('Mango');
  });

  it('reads a word-brand written with its capital before a model code as the maker, and beside numbers alone as the word', () => {
    expect(matchBrand('Casio AE-1200')?.brand).toBe('Casio');
    expect(matchBrand('Casio Calculadora FX-82')?.brand).toBe('Casio');
    for (const name of ['Omega 3', 'Omega 3 1000mg', 'casio ae-1200', 'Focus 2']) expect(matchBrand(name), name).toBeUndefined();
  });

});

describe('findBrandMentions', () => {
  it('finds brands in free text with their spans, not inside longer words', () => {
    const text = 'Botas de trekking Salomon, estilo Nike';
    const mentions = findBrandMentions(text, { category: 'footwear' });
    expect(mentions.map((m) => [m.brand, text.slice(m.start, m.end)])).toEqual([
      ['Salomon', 'Salomon'],
      ['Nike', 'Nike'],
    ]);
  });

  it('gives the brands of one family one family name, and marks components where the category has them', () => {
    const families = (text: string, category?: string) => findBrandMentions(text, { category }).map((m) => [m.brand, m.family, m.component]);
    expect(families('Relógio Emporio Armani, caixa Armani')).toEqual([
      ['Emporio Armani', 'Armani', false],
      ['Armani', 'Armani', false],
    ]);
    expect(families('Berbequim Parkside comprado no Lidl')).toEqual([
      ['Parkside', 'Lidl', false],
      ['Lidl', 'Lidl', false],
    ]);
    expect(families('Bicicleta Trek com Shimano Deore', 'bikes')).toEqual([
      ['Trek', 'Trek', false],
      ['Shimano', 'Shimano', true],
    ]);
  });

  it('reads a brand that is also a word only when written as the brand', () => {
    expect(findBrandMentions('casaco cor mango, poco usado').map((m) => m.brand)).toEqual([]);
    expect(findBrandMentions('Casaco da Mango').map((m) => m.brand)).toEqual(['Mango']);
  });

  it('reads an alias of a word-brand that is a word itself as that word when written alone in lower case', () => {
    for (const word of ['alfa', 'acne', 'conti']) expect(matchBrand(word), word).toBeUndefined();
    expect(matchBrand('Alfa')?.brand).toBe('Alfa Romeo');
    expect(matchBrand('Conti')?.brand).toBe('Continental');
    // The brand's own name stays the brand in a brand field, and an alias that is no word stays an alias.
    expect(matchBrand('mango')?.brand).toBe('Mango');
    expect(matchBrand('addidas')?.brand).toBe('Adidas');
  });

  it('reads a camel-case word after a maker as a model name, like a model number', () => {
    // Before the maker too: a coined word before any brand is a model's name written first.
    expect(matchBrand('DualShock PS4')).toMatchObject({ brand: 'PlayStation', parent: 'Sony' });
    expect(matchBrand('Tefal ActiFry')?.brand).toBe('Tefal');
    expect(matchBrand('Tefal Actifry')?.brand).toBe('Tefal');
  });

  it('reads a misspelt maker whose name is a word, written with its capital, before model words of its category', () => {
    expect(matchBrand('Giannt Trance', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('giannt panda', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('Giannt Panda')).toBeUndefined();
    // Before a product line of its own (`product-lines.data.ts`) the misspelt maker is read in lower case and with no category too.
    expect(matchBrand('giannt trance', { category: 'bikes' })?.brand).toBe('Giant');
    expect(matchBrand('Giannt Trance')?.brand).toBe('Giant');
  });

  it('reads a brand whose name is in none of our dictionaries in lower case too', () => {
    expect(findBrandMentions('tenda da lafuma e capacete uvex').map((m) => m.brand)).toEqual(['Lafuma', 'Uvex']);
  });

  it('reads a second brand joined to the first by "and" as a second brand, even one that is also a word', () => {
    expect(matchBrand('Seiko y Omega, lote de cajas', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('Seiko Omega bracelete', { category: 'watches-jewellery' })?.brand).toBe('Seiko');
  });

  it('reads a brand right after a given name as a person\'s surname, and a designer\'s full name as the brand', () => {
    expect(matchBrand('disco do Pedro Bose', { category: 'audio' })).toBeUndefined();
    expect(findBrandMentions('Livro com fotos do Mark Gibson e guitarra Fender').map((m) => m.brand)).toEqual(['Fender']);
    expect(matchBrand('colunas da Bose impecáveis', { category: 'audio' })?.brand).toBe('Bose');
    expect(matchBrand('Paul Smith camisa', { category: 'clothing' })?.brand).toBe('Paul Smith');
    // The famous people of memorabilia too.
    expect(matchBrand('poster Marilyn Monroe emoldurado')).toBeUndefined();
  });

  it('answers the brands of a group with the group\'s brand as parent, and knows makers\' true parents', () => {
    expect(matchBrand('Longines Spirit 40 mm', { category: 'watches-jewellery' })).toMatchObject({ brand: 'Longines', parent: 'Swatch' });
    expect(matchBrand('JBL Go 3 azul', { category: 'audio' })).toMatchObject({ brand: 'JBL', parent: 'Harman' });
    expect(matchBrand('Converse Run Star Hike', { category: 'footwear' })).toMatchObject({ brand: 'Converse', parent: 'Nike' });
    expect(matchBrand('DeWalt DCD791', { category: 'tools-diy' })).toMatchObject({ brand: 'DeWalt', parent: 'Stanley' });
    expect(matchBrand('Vox AC30', { category: 'musical-instruments' })).toMatchObject({ brand: 'Vox', parent: 'Korg' });
  });

  it('reads a maker of several words written whole or by alias before a typo of its first word alone', () => {
    expect(matchBrand('Harmon Kardon SoundSticks 4', { category: 'audio' })).toMatchObject({ brand: 'Harman Kardon', parent: 'Harman' });
  });

  it('reads a word near a brand written with an accent the brand lacks as that word, the same word without it as the typo', () => {
    expect(matchBrand('Rímel', { category: 'beauty-perfume' })).toBeUndefined();
    expect(matchBrand('Rímel castanho', { category: 'beauty-perfume' })).toBeUndefined();
    expect(matchBrand('Rimel', { category: 'beauty-perfume' })?.brand).toBe('Rimmel');
  });

  it('reads a guitar with another maker\'s pickups as the guitar maker\'s, and OnePlus as Oppo\'s', () => {
    expect(matchBrand('PRS SE com captadores Seymour Duncan', { category: 'musical-instruments' })?.brand).toBe('PRS');
    expect(matchBrand('OnePlus 11 5G', { category: 'phones' })).toMatchObject({ brand: 'OnePlus', parent: 'Oppo' });
  });

  it('reads no brand after a word comparing the item with one, and the maker written before it', () => {
    expect(matchBrand('colar estilo Tous coração', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('sac façon Longchamp', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('Zara Home estilo nórdico', { category: 'furniture' })?.brand).toBe('Zara Home');
    expect(matchBrand('Like new Samsung Galaxy A52', { category: 'phones' })?.brand).toBe('Samsung');
  });

  it('reads no brand after French or English "type" or French "genre" before a name, and keeps "type" before a letter as a model word', () => {
    expect(matchBrand('écharpe type Burberry', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('veste genre Barbour', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('Samsung câble type C', { category: 'phones' })?.brand).toBe('Samsung');
  });

  it('reads a model\'s generation as a model word', () => {
    expect(matchBrand('MacBook Pro 3e génération', { category: 'laptops' })?.brand).toBe('Apple');
  });

  it('reads a component maker written after "with" in a seller\'s sentence as a part on the item, not its maker', () => {
    expect(matchBrand('bicicletta da strada con gruppo SRAM Rival', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('vendo grupo SRAM Rival completo', { category: 'bikes' })?.brand).toBe('SRAM');
  });

  it('answers a phone maker with the company that owns it as parent', () => {
    expect(matchBrand('Motorola Edge 40 Neo', { category: 'phones' })).toMatchObject({ brand: 'Motorola', parent: 'Lenovo' });
  });

  it('reads no brand right before an English comparing word ("style", "dupe", "inspired"), model numbers between allowed', () => {
    expect(matchBrand('Barbour style quilted jacket', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('Converse-style canvas trainers', { category: 'footwear' })).toBeUndefined();
    expect(matchBrand('Dyson dupe hair wrap', { category: 'small-appliances' })).toBeUndefined();
    expect(matchBrand('Air Max 97 style runners', { category: 'footwear' })).toBeUndefined();
    expect(matchBrand('Vintage style Levi\'s jacket', { category: 'clothing' })?.brand).toBe('Levi\'s');
    expect(matchBrand('Nike Air Force 1 style code CW2288', { category: 'footwear' })?.brand).toBe('Nike');
  });

  it('reads no brand after a comparing word in the plural, in Italian and German or in French "à la manière de"', () => {
    expect(matchBrand('cascos parecidos a los Sennheiser', { category: 'audio' })).toBeUndefined();
    expect(matchBrand('orologio simile a Omega', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('Kopfhörer ähnlich wie Bose', { category: 'audio' })).toBeUndefined();
    expect(matchBrand('robe à la manière de Chanel', { category: 'clothing' })).toBeUndefined();
  });

  it('reads no brand after a word that compares only before a brand ("like", "como", "style", "à la", "alternative to")', () => {
    expect(matchBrand('casaco como Burberry', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('sac style Longchamp')).toBeUndefined();
    expect(matchBrand('jacket in the style of Barbour')).toBeUndefined();
    expect(matchBrand('mala à la Hermès')).toBeUndefined();
    expect(matchBrand('alternative to Nespresso Vertuo')).toBeUndefined();
    // Before other words they compare nothing: "like new", "como novas", "vintage style".
    expect(matchBrand('Like new Nike Air Max')?.brand).toBe('Nike');
    expect(matchBrand('sapatilhas Adidas como novas')?.brand).toBe('Adidas');
    expect(matchBrand('Retro style Levi\'s 501', { category: 'clothing' })?.brand).toBe('Levi\'s');
  });

  it('reads a copy named in French, German or Italian, an homage or an item said not to be original as no brand', () => {
    for (const raw of ['réplique Cartier Santos', 'Nachbau Omega Uhr', 'relógio homenagem Omega', 'sapatilhas não originais Adidas', 'borsa imitazione Prada']) {
      expect(matchBrand(raw), raw).toBeUndefined();
    }
    expect(matchBrand('sapatilhas Adidas originais')?.brand).toBe('Adidas');
  });

  it('reads copies in the plural, a knock-off, a perfume\'s equivalent and "is not original" as no brand', () => {
    for (const raw of ['relógios replicas Cartier', 'imitaciones Prada', 'knock off Burberry scarf', 'Omega, not genuine', 'Omega is not genuine', 'perfume equivalente a Dior Sauvage']) {
      expect(matchBrand(raw), raw).toBeUndefined();
    }
  });

  it('reads a material or garment word beside the maker as a product word, "faux fur" as a material', () => {
    expect(matchBrand('Zara faux fur coat')?.brand).toBe('Zara');
    expect(matchBrand('Mango leather jacket')?.brand).toBe('Mango');
    expect(matchBrand('Massimo Dutti cashmere sweater')?.brand).toBe('Massimo Dutti');
  });

  it('reads a letter drawn like another, no neighbouring key, as a knock-off\'s spelling', () => {
    expect(matchBrand('Nintenbo')).toBeUndefined();
    expect(matchBrand('Samsunq')).toBeUndefined();
    expect(matchBrand('Panasomic')?.brand).toBe('Panasonic');
  });

  it('knows the sub-brands and product lines sellers name alone, with the maker that owns them', () => {
    expect(matchBrand('Sony Ericsson W810i')).toMatchObject({ brand: 'Sony Ericsson', parent: 'Sony' });
    expect(matchBrand('Onitsuka Tiger Serrano')).toMatchObject({ brand: 'Onitsuka Tiger', parent: 'Asics' });
    expect(matchBrand('Game Boy Color')?.brand).toBe('Nintendo');
    expect(matchBrand('Fujinon XF 35mm', { category: 'cameras' })?.brand).toBe('Fujifilm');
    expect(matchBrand('Mini Cooper S retrovisor', { category: 'vehicle-parts' })).toMatchObject({ brand: 'Mini', parent: 'BMW' });
    expect(matchBrand('L\'Or Espresso Onyx', { category: 'small-appliances' })).toMatchObject({ brand: 'L\'Or', parent: 'JDE Peet\'s' });
    expect(matchBrand('Delta Q Mini Qool', { category: 'small-appliances' })?.brand).toBe('Delta Q');
    expect(matchBrand('Cluedo edição clássica', { category: 'toys-baby' })?.brand).toBe('Hasbro');
    expect(matchBrand('Tamagotchi Pix', { category: 'toys-baby' })).toMatchObject({ brand: 'Bandai', parent: 'Bandai Namco' });
  });

  it('reads a product line after an accessory\'s noun as what the accessory fits, in a sentence too', () => {
    expect(matchBrand('Capa iPhone 11 Pro Max transparente')).toBeUndefined();
    expect(matchBrand('Funda Galaxy S20 FE silicone')).toBeUndefined();
    expect(matchBrand('Capa Spigen iPhone 11 Pro Max')?.brand).toBe('Spigen');
  });

  it('reads a marketplace\'s category label as the table\'s category it names, and one naming none as no category', () => {
    expect(matchBrand('Casio Oceanus Manta', { category: 'Relógios' })?.brand).toBe('Casio');
    expect(matchBrand('trek', { category: 'Bicicletas' })?.brand).toBe('Trek');
    expect(matchBrand('trek', { category: 'Calçado' })).toBeUndefined();
    expect(matchBrand('Trek', { category: 'Outros artigos' })?.brand).toBe('Trek');
    // A pets' label scopes to the makers of pets' goods, filed with toys and baby.
    expect(matchBrand('Purina', { category: 'Animais' })?.brand).toBe('Purina');
    expect(matchBrand('Trek', { category: 'Mascotas' })).toBeUndefined();
  });

  it('answers a brand of a group that sells under its brands\' names with the group as parent, and reads the group beside it as its owner', () => {
    expect(matchBrand('Bershka calças cargo')).toMatchObject({ brand: 'Bershka', parent: 'Inditex' });
    expect(matchBrand('LVMH Louis Vuitton')).toMatchObject({ brand: 'Louis Vuitton', parent: 'LVMH' });
    expect(matchBrand('VF Corporation Napapijri')).toMatchObject({ brand: 'Napapijri', parent: 'VF Corporation' });
    // Two brands of one group are two brands.
    expect(matchBrand('Bershka Stradivarius')).toBeUndefined();
  });

  it('reads the first word after product words as the category\'s maker misspelt, a word-brand only with its capital, an accented word never', () => {
    expect(matchBrand('pneus Bridgstone Turanza', { category: 'vehicle-parts' })?.brand).toBe('Bridgestone');
    expect(matchBrand('colar Swarosvki cristal', { category: 'watches-jewellery' })?.brand).toBe('Swarovski');
    expect(matchBrand('Anel Pandorra', { category: 'watches-jewellery' })?.brand).toBe('Pandora');
    expect(matchBrand('anel pandorra', { category: 'watches-jewellery' })).toBeUndefined();
    expect(matchBrand('máscara Rímel', { category: 'beauty-perfume' })).toBeUndefined();
    // Without a category, a swapped pair in a long maker name that is no word of ours is read where the nouns name its goods.
    expect(matchBrand('colar Swarosvki cristal')?.brand).toBe('Swarovski');
    expect(matchBrand('casaco Swarosvki cristal')).toBeUndefined();
  });

  it('knows the phone makers\' smartwatches among watches', () => {
    expect(matchBrand('Apple Watch SE 40mm', { category: 'watches-jewellery' })?.brand).toBe('Apple');
    expect(matchBrand('Huawei Watch GT 3', { category: 'watches-jewellery' })?.brand).toBe('Huawei');
  });

  it('reads a brand that is also a word, with no category, as the maker before a product line of its own, whatever follows', () => {
    expect(matchBrand('Vans Half Cab bordeaux')).toMatchObject({ brand: 'Vans', parent: 'VF Corporation' });
    expect(matchBrand('Wilson Blade raquete ténis')?.brand).toBe('Wilson');
    expect(matchBrand('Clinique Take The Day Off bálsamo')).toMatchObject({ brand: 'Clinique', parent: 'Estée Lauder' });
    expect(matchBrand('Osprey Exos mochila')?.brand).toBe('Osprey');
    expect(matchBrand('Giant Reign Advanced')?.brand).toBe('Giant');
    // After product words alone, lower case too.
    expect(matchBrand('sapatilhas vans half cab')?.brand).toBe('Vans');
    // Before its own line a maker outranks another brand the line's word also is ("Nerf Elite": Elite makes bike trainers).
    expect(matchBrand('Nerf Elite Disruptor')).toMatchObject({ brand: 'Nerf', parent: 'Hasbro' });
    // A maker misspelt within a typo's bounds before its line, unless the string's nouns name only goods it does not sell.
    expect(matchBrand('Osprei Exos')?.brand).toBe('Osprey');
    expect(matchBrand('Osprei Exos livro')).toBeUndefined();
  });

  it('reads a product line only right after its brand: alone, after another brand or after other words it names none', () => {
    expect(matchBrand('Half Cab bordeaux')).toBeUndefined();
    expect(matchBrand('Moisture Surge creme')).toBeUndefined();
    expect(matchBrand('Puma Old Skool')).toBeUndefined();
    expect(matchBrand('Vans Wonderland Skool')).toBeUndefined();
    for (const name of ['Puma Energy', 'Apple pie', 'Omega Pharma', 'Candy Crush', 'Wilson Phillips best of']) expect(matchBrand(name), name).toBeUndefined();
  });

  it('reads a sub-brand written where its maker has a line of that name as the sub-brand, the deeper one', () => {
    expect(matchBrand('Sony PlayStation consola')).toMatchObject({ brand: 'PlayStation', parent: 'Sony' });
  });

  it('reads a name two brands share as the one whose product line follows it', () => {
    expect(matchBrand('Boss Katana Artist')).toMatchObject({ brand: 'Boss', parent: 'Roland' });
    expect(matchBrand('Boss Bottled Infinite')?.brand).toBe('Hugo Boss');
  });

  it('reads a line\'s words as its name, not as the item\'s nouns', () => {
    // "Garden" names a garden's tools; in Little Tikes' line it is the toy's name.
    expect(matchBrand('Little Tikes Activity Garden')?.brand).toBe('Little Tikes');
  });

  it('reads a look-alike spelling of the brand it names beside a model as a copy, in a brand string and in a sentence', () => {
    expect(matchBrand('Omaga Speedmaster automático')).toBeUndefined();
    expect(matchBrand('Relógio Omaga Seamaster')).toBeUndefined();
    expect(matchBrand('Omega Speedmaster automático')?.brand).toBe('Omega');
  });

  it('reads the nouns of a sentence outside the brands written in it ("Gardena" names no garden\'s tools)', () => {
    expect(matchBrand('Álbum de fotografias do Val Gardena')).toBeUndefined();
    expect(matchBrand('Vendo corta-relva Gardena quase novo')?.brand).toBe('Gardena');
  });

  it('reads "adaptable" as a compatibility word: what follows is what the item fits', () => {
    expect(matchBrand('Objectif adaptable Canon EF')).toBeUndefined();
    expect(matchBrand('Objectif Samyang adaptable Canon EF')?.brand).toBe('Samyang');
  });

  it('reads the nouns of toys, skis, swings and slides with no category named', () => {
    expect(matchBrand('Little Tikes baloiço de jardim')?.brand).toBe('Little Tikes');
    expect(matchBrand('Rossignol botas de esqui')?.brand).toBe('Rossignol');
  });

  it('answers the owners of brands sold under their own names', () => {
    expect(matchBrand('Grundig máquina de lavar')).toMatchObject({ brand: 'Grundig', parent: 'Arçelik' });
    expect(matchBrand('Cybex Solution cadeira auto')).toMatchObject({ brand: 'Cybex', parent: 'Goodbaby' });
    expect(matchBrand('Knoll Tulip mesa')).toMatchObject({ brand: 'Knoll', parent: 'MillerKnoll' });
    // A holding's brands stay two brands.
    expect(matchBrand('Beko Grundig')).toBeUndefined();
  });

  it('reads a one-word brand that is also a word before nouns only of goods it does not sell as the word, unless its line is written', () => {
    expect(matchBrand('Pearl brincos vintage')).toBeUndefined();
    expect(matchBrand('Pearl bateria completa')?.brand).toBe('Pearl');
    expect(matchBrand('Cube Stereo Hybrid com motor Bosch')?.brand).toBe('Cube');
  });

  it('reads a misspelt maker of two words before a product line of its own, and a word-brand after a maker written with its line as the word', () => {
    expect(matchBrand('The Nort Face Denali')).toMatchObject({ brand: 'The North Face', parent: 'VF Corporation' });
    expect(matchBrand('Charlote Tilbury Magic Cream')?.brand).toBe('Charlotte Tilbury');
    // Rose makes bikes; after the perfumer's maker and line it is a word.
    expect(matchBrand('Carolina Herrera Good Girl Rose')?.brand).toBe('Carolina Herrera');
  });

  it('reads a phone\'s storage, connections and colours as product words beside its line', () => {
    expect(matchBrand('iPhone 13 256 gb grafite')?.brand).toBe('Apple');
    expect(matchBrand('iPad Pro 11 wifi cellular')?.brand).toBe('Apple');
  });

  it('reads the Portuguese abbreviations p/ and c/ as "para" and "com"', () => {
    expect(matchBrand('Capa silicone p/ Samsung Galaxy S23')).toBeUndefined();
    expect(matchBrand('Samsung Galaxy S23 c/ capa')?.brand).toBe('Samsung');
  });

  it('reads a lens mount named after a camera maker as what the lens fits', () => {
    expect(matchBrand('Objectif Samyang 14mm monture Nikon F')?.brand).toBe('Samyang');
    expect(matchBrand('Objectif monture Nikon F')).toBeUndefined();
  });

  it('reads a German compound by its last noun', () => {
    expect(matchBrand('Einhel Akkubohrhammer')?.brand).toBe('Einhell');
  });

  it('reads a brand in a sentence naming only goods it does not sell as the subject, not the maker, with no category', () => {
    expect(matchBrand('Livro infantil sobre a Ferrari')).toBeUndefined();
    expect(matchBrand('Escultura de Hermes em bronze')).toBeUndefined();
    expect(matchBrand('Vendo pneus Michelin quase novos')?.brand).toBe('Michelin');
    // A bag beside a maker of what goes in it names nothing of the maker.
    expect(matchBrand('Vendo bolsa Lowepro quase nova')?.brand).toBe('Lowepro');
  });

  it('reads a maker written with a word of ours one letter off its name where the string says whose it is', () => {
    expect(matchBrand('Dr Martins sapatos pretos')?.brand).toBe('Dr. Martens');
    expect(matchBrand('Pneus Micheline CrossClimate')?.brand).toBe('Michelin');
    // Nothing says so: a name of ours, or a knock-off's spelling.
    expect(matchBrand('Micheline')).toBeUndefined();
    expect(matchBrand('Pneus Micheline usados')).toBeUndefined();
    expect(matchBrand('Omaga Seamaster relógio')).toBeUndefined();
  });

  it('answers the owners of brands and lines added for the sixteenth round', () => {
    expect(matchBrand('Ninja Creami gelados')).toMatchObject({ brand: 'Ninja', parent: 'SharkNinja' });
    expect(matchBrand('Chicco Goody Plus')).toMatchObject({ brand: 'Chicco', parent: 'Artsana' });
    expect(matchBrand('Larousse Gastronomique')).toMatchObject({ brand: 'Larousse', parent: 'Hachette' });
    expect(matchBrand('Jogo de cartas UNO Flip')).toMatchObject({ brand: 'UNO', parent: 'Mattel' });
    // A car's model after its maker is its line (Uno is also Mattel's game).
    expect(matchBrand('Fiat Uno Fire')?.brand).toBe('Fiat');
  });

  it('reads a film\'s or a book\'s title before its medium from a maker of no media as its subject; a medium\'s noun in capitals is no model code', () => {
    expect(matchBrand('Ferrari Legends DVD')).toBeUndefined();
    expect(matchBrand('Philips TV 55')?.brand).toBe('Philips');
  });

  it('reads a product line written as two words as its maker\'s alias, and a maker shared by two before its model', () => {
    expect(matchBrand('Surface Laptop 4 13,5')?.brand).toBe('Microsoft');
    expect(matchBrand('fuji x-t4 corpo')?.brand).toBe('Fujifilm');
  });

  it('reads a car\'s make and model after a car part\'s maker as the car the part fits', () => {
    expect(matchBrand('Farol Hella Peugeot 308')?.brand).toBe('Hella');
    expect(matchBrand('Pastilhas Bosch Peugeot 208')?.brand).toBe('Bosch');
    // After an accessory's word and with the car's model written as a word.
    expect(matchBrand('Pastilhas Brembo Peugeot Partner')?.brand).toBe('Brembo');
    // Two makers of one trade stay two brands.
    expect(matchBrand('Nike Air Force Adidas Samba')).toBeUndefined();
  });

  it('answers the owners of brands bought by other makers and groups', () => {
    expect(matchBrand('Denon AVR-X1800H')).toMatchObject({ brand: 'Denon', parent: 'Harman' });
    expect(matchBrand('Melissa & Doug puzzle')).toMatchObject({ brand: 'Melissa & Doug', parent: 'Spin Master' });
    expect(matchBrand('Helly Hansen casaco')).toMatchObject({ brand: 'Helly Hansen', parent: 'Kontoor' });
    // A group selling under its brands' names keeps them two brands.
    expect(matchBrand('Wrangler Lee')).toBeUndefined();
  });

  it('tells whether a text opens with a product line of a brand\'s family', () => {
    expect(opensWithProductLine('Gazelle', 'Orange C7 usada')).toBe(true);
    expect(opensWithProductLine('Vans', 'old skool pretas')).toBe(true);
    expect(opensWithProductLine('Gazelle', 'Orbea Orca')).toBe(false);
  });

  it('reads a coined product line written alone as its maker, as "iPhone" is Apple', () => {
    expect(matchBrand('ThinkPad X1 Carbon')?.brand).toBe('Lenovo');
    expect(matchBrand('Nuptse jacket preto')?.brand).toBe('The North Face');
    expect(matchBrand('Kallax estante')?.brand).toBe('IKEA');
    // Its maker misspelt before it is read too, the line being its own alias.
    expect(matchBrand('Kartel Componibili')?.brand).toBe('Kartell');
  });

  it('reads a product noun of any category after a maker as the item\'s description, not another name', () => {
    expect(matchBrand('Weber churrasqueira portátil a carvão')?.brand).toBe('Weber');
    expect(matchBrand('Trixie arranhador torre alta')?.brand).toBe('Trixie');
    expect(matchBrand('Joie cadeirinha reclinável')?.brand).toBe('Joie');
    // Nouns of goods the table does not file the maker under describe its item too ("reverb" beside a pedal, a Dyson lamp).
    expect(matchBrand('Boss pedal de reverb')).toMatchObject({ brand: 'Boss', parent: 'Roland' });
    expect(matchBrand('Dyson candeeiro de secretária')?.brand).toBe('Dyson');
    // A noun beside the maker never makes a trap a brand: the words that make another name are no nouns.
    for (const name of ['Puma Energy posto', 'Omega Pharma laboratório', 'Apple pie receita']) expect(matchBrand(name), name).toBeUndefined();
  });

  it('answers the owners of brands held by groups that sell under their brands\' names', () => {
    expect(matchBrand('Braun Series 5 máquina')).toMatchObject({ brand: 'Braun', parent: 'Procter & Gamble' });
    expect(matchBrand('Gillette lâminas')).toMatchObject({ brand: 'Gillette', parent: 'Procter & Gamble' });
    expect(matchBrand('Speedo fato de banho')).toMatchObject({ brand: 'Speedo', parent: 'Pentland' });
    expect(matchBrand('Behringer mesa de mistura')).toMatchObject({ brand: 'Behringer', parent: 'Music Tribe' });
    expect(matchBrand('Akai MPC One')).toMatchObject({ brand: 'Akai', parent: 'inMusic' });
    expect(matchBrand('Sachs amortecedor traseiro')).toMatchObject({ brand: 'Sachs', parent: 'ZF' });
    expect(matchBrand('Kenwood Cooking Chef')).toMatchObject({ brand: 'Kenwood', parent: "De'Longhi" });
    expect(matchBrand('HP Omen 15 portátil')).toMatchObject({ brand: 'Omen', parent: 'HP' });
    expect(matchBrand('Yankee Candle vela média')).toMatchObject({ brand: 'Yankee Candle', parent: 'Newell Brands' });
    // A holding's brands stay brand families of their own: two of them are two brands.
    expect(matchBrand('Gillette Pantene lote')).toBeUndefined();
  });

  it('reads a word written with hyphens that is a product word or noun once joined as that word ("micro-ondas", "Wi-Fi")', () => {
    // Its parts are no brand's name then ("Micro" makes scooters) and no unknown words.
    expect(matchBrand('Sharp micro-ondas com grill')?.brand).toBe('Sharp');
  });

  it('reads a brand written only after a "with" word, beside a maker written before it, as what comes with the item', () => {
    expect(matchBrand('Bugaboo Fox with Cybex adapters')?.brand).toBe('Bugaboo');
    expect(matchBrand('Babyzen Yoyo com adaptadores Cybex')?.brand).toBe('Babyzen');
  });

  it('reads a comparing word linked to a brand after it as comparing with that one, not with the brand before it', () => {
    expect(matchBrand('Perfume Zara dupe do Dior')?.brand).toBe('Zara');
    expect(matchBrand('Dyson dupe aspirador')).toBeUndefined();
  });

  it('reads a camera\'s body ("corps", "corpo") as a camera\'s noun, so a misspelt maker before it is read', () => {
    expect(matchBrand('Nikkon Z50 corpo')?.brand).toBe('Nikon');
  });

  it('reads abbreviations that describe an item ("DIY", "LED", "USB") as product words, never as a model\'s code', () => {
    for (const name of ['Omega Pharma kit DIY', 'Puma Energy LED', 'Giant Panda LED']) expect(matchBrand(name), name).toBeUndefined();
    expect(matchBrand('Philips candeeiro LED')?.brand).toBe('Philips');
  });

  it('reads a licence or a car\'s make written before a toy maker as the toy\'s subject, the maker as the item\'s', () => {
    expect(matchBrand('Star Wars Lego Y-wing Starfighter 75315')?.brand).toBe('Lego');
    expect(matchBrand('Marvel Funko Pop Thor')?.brand).toBe('Funko');
    expect(matchBrand('Ferrari Hot Wheels Testarossa vermelho')).toMatchObject({ brand: 'Hot Wheels', parent: 'Mattel' });
    expect(matchBrand('Porsche 935 Lego Speed Champions')?.brand).toBe('Lego');
    // A licence alone is the brand sellers name, and a maker that is no toy maker after another brand is a second maker.
    expect(matchBrand('Star Wars camisola')?.brand).toBe('Star Wars');
    expect(matchBrand('Nike Adidas lote')).toBeUndefined();
  });

  it('reads a maker written after a product line of its own that opens the string as the maker, the line its model words', () => {
    expect(matchBrand('Galaxy Buds Pro Samsung com estojo')?.brand).toBe('Samsung');
    // After another family's line it is a second maker.
    expect(matchBrand('Galaxy Buds Sony')).toBeUndefined();
  });

  it('reads a unit after a number as its measure, and a television\'s noun as goods of TV makers only', () => {
    expect(matchBrand('Sharp TV 50 polegadas')?.brand).toBe('Sharp');
    // A word-brand that sells no televisions before "TV" is the word ("Smart TV").
    expect(matchBrand('Smart TV 50 polegadas')).toBeUndefined();
    // A measure after a word-brand's phrase is no model number of a named model; a supplement's nouns are no watch's.
    expect(matchBrand('Puma Energy 5 litros')).toBeUndefined();
    expect(matchBrand('Vitamina Omega 3 1000 mg')).toBeUndefined();
    // A word-brand in lower case before nouns of its own goods stays a phrase of the word, as before.
    expect(matchBrand('head torch 500 lumens')).toBeUndefined();
  });

  it('reads a brand that is only a licence, among nouns of books and media only, as the title, not the maker', () => {
    expect(matchBrand('Livro Tintin no Tibete')).toBeUndefined();
    expect(matchBrand('Livro Pokémon Kanto')).toBeUndefined();
    // Beside a toy's nouns it is the licence sellers name; a studio that sells media under its own name keeps them.
    expect(matchBrand('Cartas Pokémon lote')?.brand).toBe('Pokémon');
    expect(matchBrand('Coffret DVD Pixar clássicos')?.brand).toBe('Pixar');
    // Books and media named as the category say so whatever the nouns; a toy's category keeps the licence.
    expect(matchBrand('Tintin capa dura', { category: 'books-media' })).toBeUndefined();
    expect(matchBrand('Pokémon Pikachu peluche', { category: 'toys-baby' })?.brand).toBe('Pokémon');
  });

  it('reads a maker\'s alias that is a product line of its own, after an accessory\'s word, as what the accessory fits', () => {
    expect(matchBrand('Capa Kindle Oasis pele')).toBeUndefined();
    expect(matchBrand('Kindle Oasis 3')?.brand).toBe('Amazon');
  });

  it('knows sewing machines, hair straighteners and notebooks by their nouns', () => {
    expect(matchBrand('Brother máquina de costura eletrónica')?.brand).toBe('Brother');
    expect(matchBrand('Moleskine caderno A5')?.brand).toBe('Moleskine');
    expect(matchBrand('GHD prancha de cabelo Gold')).toBeDefined();
  });

  it('reads a brand\'s name or alias glued to a model number as the two words', () => {
    expect(matchBrand('xbox360 slim branca')?.brand).toBe('Xbox');
    expect(matchBrand('iphone12 mini')?.brand).toBe('Apple');
  });

  it('reads a word-brand of several words in lower case after nouns alone of its own goods as the brand', () => {
    expect(matchBrand('casaco canada goose')?.brand).toBe('Canada Goose');
    // After nouns of other goods it stays the phrase.
    expect(matchBrand('colar silver cross')).toBeUndefined();
  });

  it('reads baby car seats and high chairs written in several words as baby goods, and a small car\'s model after its make', () => {
    expect(matchBrand('Joie cadeira auto reclinável')?.brand).toBe('Joie');
    expect(matchBrand('Chicco cadeira de papa dobrável')?.brand).toBe('Chicco');
    expect(matchBrand('Smart fortwo coupé 2015')?.brand).toBe('Smart');
  });

  it('reads a later brand followed right away by an unknown word with its capital as part of a name, not a second maker', () => {
    expect(matchBrand('Penguin Classics Jane Eyre capa mole')?.brand).toBe('Penguin');
    // Two makers stay two, and a brand joined by "and" is a second brand.
    expect(matchBrand('Canon Nikon Olympus lote')).toBeUndefined();
    expect(matchBrand('Canon e Nikon Coolpix')).toBeUndefined();
  });

  it('reads a DJ controller and a mixing desk as audio goods', () => {
    expect(matchBrand('Pioneer controlador DJ usado')?.brand).toBe('Pioneer');
  });

  it('reads a misspelt maker that is no word opening a string before nouns alone of its own goods', () => {
    expect(matchBrand('Swarowski brincos prata')?.brand).toBe('Swarovski');
    // A dictionary word near a brand is never its typo, nouns or not.
    expect(matchBrand('Orage casaco')).toBeUndefined();
  });

  it('reads a product line of several words opening with its maker\'s alias word whole', () => {
    expect(matchBrand('Galaxy Tab A8 32GB')?.brand).toBe('Samsung');
    expect(matchBrand('Capa Galaxy Tab A8')).toBeUndefined();
    expect(matchBrand('Galaxy Tab A8 Lenovo')).toBeUndefined();
  });

  it('reads yoga, climbing and gym words as sports goods', () => {
    expect(matchBrand('Domyos tapete de yoga')?.brand).toBe('Domyos');
  });

  it('reads the colours makers name their finishes by as product words beside a line', () => {
    expect(matchBrand('iPhone 14 128GB meia-noite')?.brand).toBe('Apple');
    expect(matchBrand('MacBook Air cinzento sideral')?.brand).toBe('Apple');
  });

  it('reads a maker of two words with one word spelt as it sounds where the string says whose it is', () => {
    expect(matchBrand('Ralph Loren pólo azul')?.brand).toBe('Ralph Lauren');
    // Without a noun or line of its goods the respelt name is another name.
    expect(matchBrand('Ralph Loren DVD')).toBeUndefined();
  });

  it('reads a licence right after a maker\'s name with a letter doubled as on that maker\'s item: no brand read', () => {
    expect(matchBrand('Nerrf Marvel blaster')).toBeUndefined();
    expect(matchBrand('Legoo Marvel Avengers torre')).toBeUndefined();
    // After a product's noun the licence is the brand sellers name.
    expect(matchBrand('Boneco Star Wars')?.brand).toBe('Star Wars');
  });

  it('reads a brand of other goods after a word-maker written with its capital before nouns of its own goods as the item\'s subject', () => {
    expect(matchBrand('Taschen livro Chanel moda')?.brand).toBe('Taschen');
  });

  it('answers the owners of outdoor, tool, camera-support and music brands, and knows Festina\'s Lotus and Jaguar watches', () => {
    expect(matchBrand('Manfrotto tripé carbono')).toMatchObject({ brand: 'Manfrotto', parent: 'Videndum' });
    expect(matchBrand('Fjällräven mochila Kånken')).toMatchObject({ brand: 'Fjällräven', parent: 'Fenix Outdoor' });
    expect(matchBrand('Worx corta-relva robot')).toMatchObject({ brand: 'Worx', parent: 'Positec' });
    expect(matchBrand('Nord Stage 3 88')).toMatchObject({ brand: 'Nord', parent: 'Clavia' });
    expect(matchBrand('Harley Benton guitarra elétrica')).toMatchObject({ brand: 'Harley Benton', parent: 'Thomann' });
    expect(matchBrand('Dove creme corporal')).toMatchObject({ brand: 'Dove', parent: 'Unilever' });
    expect(matchBrand('Relógio Lotus senhora')?.brand).toBe('Lotus');
    expect(matchBrand('Jaguar peluche')).toBeUndefined();
  });

  it('answers the owners of beauty, appliance, audio and bike-part brands bought by groups', () => {
    expect(matchBrand('Mugler Angel perfume')).toMatchObject({ brand: 'Mugler', parent: "L'Oréal" });
    expect(matchBrand('Ufesa torradeira')).toMatchObject({ brand: 'Ufesa', parent: 'BSH' });
    expect(matchBrand('Schwarzkopf coloração')).toMatchObject({ brand: 'Schwarzkopf', parent: 'Henkel' });
    expect(matchBrand('Laneige máscara de lábios')).toMatchObject({ brand: 'Laneige', parent: 'Amorepacific' });
    expect(matchBrand('PreSonus AudioBox')).toMatchObject({ brand: 'PreSonus', parent: 'Fender' });
    expect(matchBrand('Catrice rímel')).toMatchObject({ brand: 'Catrice', parent: 'Cosnova' });
    // A holding's brands stay brand families of their own.
    expect(matchBrand('Laneige Innisfree lote')).toBeUndefined();
  });

  it('reads the brand right before an adapter\'s "para", with its mount\'s code, as what the adapter takes, not its maker', () => {
    expect(matchBrand('Adaptador de objetiva Nikon F para Canon RF')).toBeUndefined();
    // An adapter's maker with no brand after "para" stays its maker.
    expect(matchBrand('Adaptador Apple USB-C para HDMI')?.brand).toBe('Apple');
  });
});

describe('matchBrand with no category: brands that are also words', () => {
  it('reads a word-brand written in lower case beside another family\'s brand written as a name as the word', () => {
    expect(matchBrand('zoom lens Nikon 70-300')?.brand).toBe('Nikon');
    expect(matchBrand('Capa orange Samsung Galaxy')?.brand).toBe('Samsung');
    // Both written with capitals, or the whole string in lower case, the two stay two brands.
    expect(matchBrand('Zoom H6 Nikon')).toBeUndefined();
    expect(matchBrand('zoom h6 nikon')).toBeUndefined();
    // Joined by "and", the word-brand is a second brand.
    expect(matchBrand('puma e Nike')).toBeUndefined();
  });

  it('reads a lower-case word-brand before its own garments\' nouns (suits, scarves, gloves…) as the maker, before other goods\' nouns as the word', () => {
    expect(matchBrand('mango scarf')?.brand).toBe('Mango');
    expect(matchBrand('gap gloves kids')?.brand).toBe('Gap');
    expect(matchBrand('head scarf')).toBeUndefined();
  });

  it('files rucksacks and backpacks with fashion goods as well as outdoor ones', () => {
    expect(matchBrand('Backpack Only mulher')?.brand).toBe('Only');
    expect(matchBrand('Rucksack Deuter 30L')?.brand).toBe('Deuter');
  });

  it('knows Trust sells audio goods (headsets, microphones, speakers) beside computer and console accessories', () => {
    expect(matchBrand('Trust GXT 232 microfone USB')?.brand).toBe('Trust');
    expect(matchBrand('Trust me mug')).toBeUndefined();
  });

  it('reads a word-brand of goods the nouns do not name, beside another family\'s brand of the goods they name, as the word', () => {
    expect(matchBrand('Puma figura Schleich')?.brand).toBe('Schleich');
    expect(matchBrand('Gazelle Adidas sapatilhas 39')?.brand).toBe('Adidas');
    // Joined by "and", or with no nouns to tell, the two stay two brands.
    expect(matchBrand('Puma e Schleich figuras')).toBeUndefined();
    expect(matchBrand('Gazelle Adidas')).toBeUndefined();
  });

  it('reads bath and shower goods as beauty goods', () => {
    expect(matchBrand('Lush sais de banho')?.brand).toBe('Lush');
    expect(matchBrand('Rituals gel de duche 200ml')?.brand).toBe('Rituals');
  });

  it('reads a maker\'s name of five words whole, never a word-brand and another maker inside it', () => {
    expect(matchBrand('Agatha Ruiz de la Prada perfume')?.brand).toBe('Agatha Ruiz de la Prada');
    expect(matchBrand('Perfume Agatha Ruiz de la Prada 100ml')?.brand).toBe('Agatha Ruiz de la Prada');
  });

  it('reads filters as camera goods and a mic as an audio or instrument good, the nouns a word-brand\'s own goods are named by', () => {
    expect(matchBrand('Hoya filtro polarizador 67mm')?.brand).toBe('Hoya');
    expect(matchBrand('Samson Meteor Mic USB')?.brand).toBe('Samson');
  });

  it('reads "mi" (Spanish and Italian for "my") as the word, Xiaomi\'s Mi only as a line written after its maker', () => {
    expect(matchBrand('Mi casa libro de cocina')).toBeUndefined();
    expect(matchBrand('Mi bicicleta Orbea Alma')?.brand).toBe('Orbea');
    expect(matchBrand('Xiaomi Mi 11 Lite 128GB')?.brand).toBe('Xiaomi');
    expect(matchBrand('Mi Band 6')).toMatchObject({ brand: 'Xiaomi Mi Band', parent: 'Xiaomi' });
  });

  it('reads a maker\'s alias that is a noun of goods it does not sell as that noun, unless a model code follows it', () => {
    expect(matchBrand('capacete moto preto')).toBeUndefined();
    expect(matchBrand('Luvas de moto')).toBeUndefined();
    expect(matchBrand('moto g54 azul')?.brand).toBe('Motorola');
  });

  it('reads a word-brand opening the string right before an article, a preposition or a pronoun as the word of a phrase', () => {
    expect(matchBrand('Next to nothing jacket')).toBeUndefined();
    expect(matchBrand('Guess who is back t-shirt')).toBeUndefined();
    // Before its item's nouns, "de" between, or a model, it is still the maker.
    expect(matchBrand('Next jacket navy')?.brand).toBe('Next');
    expect(matchBrand('Mango de mulher')?.brand).toBe('Mango');
  });

  it('reads a one-word alias written in lower case among nouns of goods its brand does not sell as a word', () => {
    expect(matchBrand('livro del bebé')).toBeUndefined();
    expect(matchBrand('yoyo de madeira livro')).toBeUndefined();
    // Among its own goods' nouns, or written with its capital, it is the brand.
    expect(matchBrand('casaco tommy azul')?.brand).toBe('Tommy Hilfiger');
  });
});
