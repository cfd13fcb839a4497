import { describe, expect, it } from 'vitest';
import { brandKey } from '../matching/brand-key.ts';
import { lookalikeNames } from './brand-table.data.ts';
import { nearWordsText } from './near-words.data.ts';
import { matchBrand } from '../match-brand.ts';
import { brandCategories, loadBrandTable, parseBrandTable, readBrandTable } from './brand-table.ts';

describe('the shipped brand table', () => {
  const table = readBrandTable();

  it('holds at least 1,500 brands with unique names, each in at least one known category', () => {
    expect(table.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(table.map((b) => b.name)).size).toBe(table.length);
    for (const brand of table) {
      expect(brand.categories.length, brand.name).toBeGreaterThan(0);
      for (const category of brand.categories) expect(brandCategories, brand.name).toContain(category);
    }
  });

  it('covers every category with brands', () => {
    for (const category of brandCategories) expect(table.filter((b) => b.categories.includes(category)).length, category).toBeGreaterThanOrEqual(20);
  });

  it('gives no name or alias to two brands, except aliases marked as shared', () => {
    const owners = new Map<string, string[]>();
    for (const brand of table) {
      for (const key of new Set([brand.name, ...brand.aliases].map(brandKey))) owners.set(key, [...(owners.get(key) ?? []), brand.name]);
    }
    const clashes = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(clashes).toEqual([]);
    for (const brand of table.filter((b) => b.sharedAliases)) {
      for (const alias of brand.sharedAliases!) expect(owners.get(brandKey(alias))?.length ?? 0, `${brand.name} shares "${alias}" with no brand`).toBe(1);
    }
  });

  it('names only parents the table holds, and gives every brand a family at the top of its chain, below any holding', () => {
    const names = new Set(table.map((b) => b.name));
    const byName = new Map(table.map((b) => [b.name, b]));
    for (const brand of table) {
      if (brand.parent !== undefined) expect(names.has(brand.parent), `${brand.name} → ${brand.parent}`).toBe(true);
      const family = byName.get(brand.family)!;
      expect(family.parent === undefined || byName.get(family.parent)?.holding === true, brand.name).toBe(true);
    }
    expect(table.find((b) => b.name === 'Cupra')).toMatchObject({ parent: 'Seat', family: 'Volkswagen' });
    // A holding's brands answer it as parent and stay families of their own (Zara Home is Zara's).
    expect(table.find((b) => b.name === 'Bershka')).toMatchObject({ parent: 'Inditex', family: 'Bershka' });
    expect(table.find((b) => b.name === 'Zara Home')).toMatchObject({ parent: 'Zara', family: 'Zara' });
  });

  it('files a maker under every category it sells in: a Portuguese appliance maker\'s stoves, a cookware maker\'s appliances, an outdoor maker\'s clothes', () => {
    expect(matchBrand('Flama', { category: 'large-appliances' })?.brand).toBe('Flama');
    expect(matchBrand('Magefesa', { category: 'small-appliances' })?.brand).toBe('Magefesa');
    expect(matchBrand('Bergans', { category: 'clothing' })?.brand).toBe('Bergans');
  });

  it('answers pet-goods, homeware and fashion makers with their owners, a longer name before a shorter one inside it', () => {
    expect(matchBrand('Whiskas saquetas 12x85g')).toMatchObject({ brand: 'Whiskas', parent: 'Mars' });
    expect(table.find((b) => b.name === 'Friskies')).toMatchObject({ parent: 'Purina', family: 'Nestlé' });
    expect(matchBrand('Gerry Weber blusa 40')?.brand).toBe('Gerry Weber');
    expect(matchBrand('Cortefiel')?.parent).toBe('Tendam');
  });

  it('knows the smaller European makers of the thin categories, with their owners', () => {
    expect(matchBrand('Nubert nuLine 34 Lautsprecher')?.brand).toBe('Nubert');
    expect(matchBrand('Relógio Hanhart 417 ES')?.brand).toBe('Hanhart');
    expect(matchBrand('Gesslein F10 carrinho de bebé')?.brand).toBe('Gesslein');
    expect(matchBrand('Brennenstuhl extensão 5m')?.brand).toBe('Brennenstuhl');
    expect(matchBrand('Devold merino camisola')?.brand).toBe('Devold');
    expect(matchBrand('Lumene sérum vitamina C')?.brand).toBe('Lumene');
    expect(matchBrand('Diezel VH4 cabeça')?.brand).toBe('Diezel');
    expect(matchBrand('Pneus Gislaved Euro Frost 6')).toMatchObject({ brand: 'Gislaved', parent: 'Continental' });
    expect(matchBrand('Candeeiro Lampe Gras N°205')).toMatchObject({ brand: 'Lampe Gras', parent: 'DCW éditions' });
    expect(matchBrand('Kobold VK200 aspirador')).toMatchObject({ brand: 'Kobold', parent: 'Vorwerk' });
    expect(matchBrand('Copos Spiegelau vinho tinto')).toMatchObject({ brand: 'Spiegelau', parent: 'Riedel' });
    expect(matchBrand('Kamado Joe Classic III')?.brand).toBe('Kamado Joe');
    expect(matchBrand('Capa Ideal of Sweden iPhone 14')?.brand).toBe('Ideal of Sweden');
    expect(matchBrand('Nudie Jeans Grim Tim 32/32')?.brand).toBe('Nudie Jeans');
    expect(matchBrand('Livro Acantilado bolsillo')?.brand).toBe('Acantilado');
  });

  it('knows water-filter, kitchen-furniture, coffee, sailing-wear, outdoor, kit and baby-carrier makers added from our own knowledge', () => {
    expect(matchBrand('Jarro filtrante Brita 2,4 L')?.brand).toBe('Brita');
    expect(matchBrand('Cozinha Nobilia completa')?.brand).toBe('Nobilia');
    expect(matchBrand('Moinho Comandante C40')?.brand).toBe('Comandante');
    expect(matchBrand('Casaco Musto BR1 vela')?.brand).toBe('Musto');
    expect(matchBrand('Botas Dachstein Gore-Tex')?.brand).toBe('Dachstein');
    expect(matchBrand('Maqueta Heller Citroën 2CV', { category: 'toys-baby' })?.brand).toBe('Heller');
    expect(matchBrand('Doomoo Seat cinzento')?.brand).toBe('Doomoo');
    expect(matchBrand('Verniz Mavala vermelho')?.brand).toBe('Mavala');
  });

  it('knows the makers added by category this stop: optics and studio, hi-fi, watches, lighting and tableware, tools, instruments', () => {
    expect(matchBrand('Tripé Leofoto LS-324C')?.brand).toBe('Leofoto');
    expect(matchBrand('Cordas Rotosound RS66 baixo')?.brand).toBe('Rotosound');
    expect(matchBrand('Escadote Hymer 4 degraus')?.brand).toBe('Hymer');
    expect(matchBrand('Relógio Bremont Supermarine')?.brand).toBe('Bremont');
    expect(matchBrand('Candeeiro Oluce Atollo')?.brand).toBe('Oluce');
    expect(matchBrand('Canivete Spyderco Delica 4')?.brand).toBe('Spyderco');
    expect(matchBrand('Chávena Rörstrand Mon Amie')).toMatchObject({ brand: 'Rörstrand', parent: 'Fiskars' });
    expect(matchBrand('Camisa Seidensticker slim fit 39')?.brand).toBe('Seidensticker');
    expect(matchBrand('Loake brogues castanhos 9')?.brand).toBe('Loake');
    expect(matchBrand('Balança de cozinha Soehnle')?.brand).toBe('Soehnle');
    expect(matchBrand('Wethepeople Crysis BMX 20"')?.brand).toBe('Wethepeople');
    // A maker of parts is a component on another maker's bike or car: the item is that maker's.
    expect(matchBrand('Cannondale SuperSix rodas Zipp 303')?.brand).toBe('Cannondale');
    expect(matchBrand('Rodas Zipp 404')).toMatchObject({ brand: 'Zipp', parent: 'SRAM' });
    expect(matchBrand('Audi A3 escape Supersprint')?.brand).toBe('Audi');
    // A name of several words of our languages reads written whole, not as its words.
    expect(matchBrand('Really Right Stuff BH-40 rótula')?.brand).toBe('Really Right Stuff');
    expect(matchBrand('really nice stuff for the garden')).toBeUndefined();
  });

  it('leaves out of the table names that read as model codes or words more often than as makers', () => {
    // Three capitals or fewer are a model code after a maker as often as a maker of their own.
    expect(matchBrand('Bosch GYS 18V-45')?.brand).toBe('Bosch');
    // A maker whose name is one lower-case word of our languages is the word more often than the maker ("ride on car", a watch's
    // movement), so such makers are not added (a `~` mark does not cover a word opening the string with its capital).
    expect(matchBrand('Ride on car for kids')).toBeUndefined();
    expect(matchBrand('Movement Seiko NH35A relógio')?.brand).toBe('Seiko');
    // Written with a sign between its letters, a short name is no model code.
    expect(matchBrand('filtro de ar K&N 33-2990')?.brand).toBe('K&N');
  });

  it('gives a brand the company that owns it today, a holding where that company sells under its brands\' names', () => {
    expect(matchBrand('Ibanez Artcore AS73')?.parent).toBe('Hoshino');
    expect(matchBrand('DC Comics Watchmen')?.parent).toBe('Warner Bros. Discovery');
    expect(matchBrand('Philips Saeco PicoBaristo')).toMatchObject({ brand: 'Saeco', parent: 'Philips' });
    expect(matchBrand('Range Rover Evoque farol', { category: 'vehicle-parts' })).toMatchObject({ brand: 'Land Rover', parent: 'Tata Motors' });
    expect(matchBrand('Volvo XC60 jantes')?.parent).toBe('Geely');
    expect(matchBrand('Fiat 500 farolins')?.parent).toBe('Stellantis');
    expect(matchBrand('Hogan sapatilhas H365')?.parent).toBe("Tod's");
    expect(matchBrand('Bioderma Atoderm creme')?.parent).toBe('NAOS');
    // A holding's makes stay two families to a buyer: a Fiat part beside a Jeep's is two brands.
    expect(table.find((b) => b.name === 'Jeep')?.family).toBe('Jeep');
    // A holding over a brand leaves each brand under it a family of its own (Ibanez, Tama).
    expect(table.find((b) => b.name === 'Tama')).toMatchObject({ parent: 'Hoshino', family: 'Tama' });
  });

  it('lists two brands of one name under that name, told apart by their categories and owners', () => {
    const lotus = loadBrandTable().filter((b) => b.name === 'Lotus');
    expect(lotus.map((b) => [b.categories, b.parent])).toEqual(expect.arrayContaining([[['vehicle-parts'], 'Geely'], [['watches-jewellery'], 'Festina']]));
    expect(table.filter((b) => b.name === 'Lotus')).toHaveLength(1);
  });

  it('decides a name two brands bear by the category, or with none by the string\'s nouns, else reads neither', () => {
    expect(matchBrand('Relógio Lotus 15000 prateado')).toMatchObject({ brand: 'Lotus', parent: 'Festina' });
    expect(matchBrand('Lotus Exige farol', { category: 'vehicle-parts' })).toMatchObject({ brand: 'Lotus', method: 'exact' });
    expect(matchBrand('Lotus Exige farol', { category: 'vehicle-parts' })?.parent).toBe('Geely');
    expect(matchBrand('Alpine A310 farol', { category: 'vehicle-parts' })).toMatchObject({ brand: 'Alpine', parent: 'Renault' });
    expect(matchBrand('Alpine iLX-W650 auto-rádio', { category: 'vehicle-parts' })?.parent).toBeUndefined();
    expect(matchBrand('Blizzard Rustler 10 skis')).toMatchObject({ brand: 'Blizzard', parent: 'Tecnica' });
    expect(matchBrand('Shark aspirador vertical')).toMatchObject({ brand: 'Shark', parent: 'SharkNinja' });
    expect(matchBrand('Shark capacete Evo-One')?.parent).toBeUndefined();
    expect(matchBrand('Triumph soutien Amourette 36B')?.brand).toBe('Triumph');
    expect(matchBrand('Orange Rockerverb 100', { category: 'musical-instruments' })?.brand).toBe('Orange');
    expect(matchBrand('Lotus')).toBeUndefined();
  });

  it('marks a brand whose name is a word or a person\'s name, so the word in lower case among other words names none', () => {
    const byName = new Map(table.map((b) => [b.name, b]));
    for (const name of ['Dim', 'Salamander', 'Sector', 'Jumbo', 'Kong', 'Conor']) expect(byName.get(name)?.commonWord, name).toBe(true);
    for (const name of ['Whiskas', 'Ferplast', 'Multiópticas']) expect(byName.get(name)?.commonWord, name).toBe(false);
    expect(matchBrand('luz dim')).toBeUndefined();
    expect(matchBrand('pack jumbo de rolos')).toBeUndefined();
    expect(matchBrand('salamander terrarium')).toBeUndefined();
    expect(matchBrand('Salamander botas 42')?.brand).toBe('Salamander');
    expect(matchBrand('Sector R3001')?.brand).toBe('Sector');
  });

  it('reads makers and house brands added from our own knowledge of each category, with their owners', () => {
    expect(matchBrand('Constructa máquina de lavar loiça', { category: 'large-appliances' })).toMatchObject({ brand: 'Constructa', parent: 'BSH' });
    expect(matchBrand('Lilienthal Berlin relógio')).toMatchObject({ brand: 'Lilienthal Berlin' });
    expect(matchBrand('Kettnaker Regal Eiche')).toMatchObject({ brand: 'Kettnaker' });
    expect(matchBrand('Corength halteres 20 kg')).toMatchObject({ brand: 'Corength', parent: 'Decathlon' });
    // A name that is a word of ours is marked: in lower case among other words it is the word.
    expect(matchBrand('pegasus figura mitologia')).toBeUndefined();
  });

  it('knows Portuguese and Spanish footwear makers and European laptop makers of their own', () => {
    expect(matchBrand('botas Goldmud pele 42')?.brand).toBe('Goldmud');
    expect(matchBrand('sapatilhas Zouri 39')?.brand).toBe('Zouri');
    expect(matchBrand('alpargatas Naguisa 38', { category: 'footwear' })?.brand).toBe('Naguisa');
    expect(matchBrand('portátil PCSpecialist 15 polegadas')?.brand).toBe('PCSpecialist');
    expect(matchBrand('Entroware laptop 14')?.brand).toBe('Entroware');
    // A name of two words of ours is marked: in lower case among other words it is the words.
    expect(matchBrand('star labs de ciência livro')).toBeUndefined();
  });

  it('knows laptop, phone, console, footwear, watch, book and camera makers added by category, with their owners', () => {
    const cases: [string, string | undefined, string][] = [
      ['System76 Lemur Pro 14', 'laptops', 'System76'],
      ['portatil machenike l15', 'laptops', 'Machenike'],
      ['Micromax In Note 2', 'phones', 'Micromax'],
      ['consola Hyperkin Retron 3 usada', 'consoles', 'Hyperkin'],
      ['Danner Mountain Light botas', 'footwear', 'Danner'],
      ['Sam Edelman Loraine mocassins', 'footwear', 'Sam Edelman'],
      ['Bearpaw botas de pelo', 'footwear', 'Bearpaw'],
      ['Steinhart Ocean One 39', 'watches-jewellery', 'Steinhart'],
      ['Robert Laffont Bouquins coffret', 'books-media', 'Robert Laffont'],
      // Makers the table knew, now in the categories they also sell in.
      ['Teclast F16 Plus portatil', 'laptops', 'Teclast'],
      ['Altra Lone Peak 7', 'footwear', 'Altra'],
    ];
    for (const [raw, category, brand] of cases) expect(matchBrand(raw, { category })?.brand).toBe(brand);
    expect(matchBrand('Compaq Presario CQ56')?.parent).toBe('HP');
    // A coined product line is its maker's alias: Medion's gaming laptops.
    expect(matchBrand('Erazer Beast X40')?.brand).toBe('Medion');
    // A maker named by a word of ours is marked: in lower case among other words it is the word.
    expect(matchBrand('bata de banho algodao', { category: 'clothing' })).toBeUndefined();
    expect(matchBrand('Bata sapatos couro 41', { category: 'footwear' })?.brand).toBe('Bata');
  });

  it('knows more laptop, phone, tablet, console, footwear, watch and book makers, and the categories known makers also sell in', () => {
    const cases: [string, string | undefined, string][] = [
      ['Durabook S14I rugged', 'laptops', 'Durabook'],
      ['Librem 14', 'laptops', 'Purism'],
      ['GPD Win 4', undefined, 'GPD'],
      ['Evolveo StrongPhone G8', 'phones', 'Evolveo'],
      ['Kazam Trooper 450', undefined, 'Kazam'],
      ['botas Coronel Tapiocca 40', 'footwear', 'Coronel Tapiocca'],
      ['Chippewa engineer boots', undefined, 'Chippewa'],
      ['Packt python book', 'books-media', 'Packt'],
      // Makers the table knew, now in the categories they also sell in.
      ['Blackview Acebook 8', 'laptops', 'Blackview'],
      ['sapatos Marypaz 38', 'footwear', 'Marypaz'],
      ['Bigme inkNote Color', 'tablets', 'Bigme'],
      ['Vastking KingPad K10', 'tablets', 'Vastking'],
      ['Cubot Tab 20', 'tablets', 'Cubot'],
      ['Backbone One comando iphone', 'consoles', 'Backbone'],
      ['Traser P67 Officer Pro', 'watches-jewellery', 'Traser'],
    ];
    for (const [raw, category, brand] of cases) expect(matchBrand(raw, { category })?.brand).toBe(brand);
    expect(matchBrand('Cartago sandálias 39', { category: 'footwear' })?.parent).toBe('Grendene');
    expect(matchBrand('Credor Node', { category: 'watches-jewellery' })?.parent).toBe('Seiko');
    // A maker named by a word of ours is marked: in lower case among other words it is the word.
    expect(matchBrand('backbone de peixe poster')).toBeUndefined();
  });

  it('knows makers of every size added by category from our own knowledge, with their owners, marking those named by a word', () => {
    const cases: [string, string | undefined, string][] = [
      ['Murena 2 telemóvel', 'phones', 'Murena'],
      ['TrekStor SurfTab Y10', 'tablets', 'TrekStor'],
      ['Mediacom SmartBook 14', 'laptops', 'Mediacom'],
      ['Scuf Instinct Pro comando', 'consoles', 'Scuf'],
      ['Sioux Mocassins 42', 'footwear', 'Sioux'],
      ['Autel EVO Lite drone', 'cameras', 'Autel'],
      ['Celestion Vintage 30 altifalante', 'musical-instruments', 'Celestion'],
      ['Rust-Oleum spray preto', 'tools-diy', 'Rust-Oleum'],
      ['Glow Recipe sérum', 'beauty-perfume', 'Glow Recipe'],
      ['Lexon Mino speaker', 'furniture', 'Lexon'],
      ['Mitas E-07 pneu', 'vehicle-parts', 'Mitas'],
      ['Boox Tab Ultra', 'tablets', 'Onyx'],
    ];
    for (const [raw, category, brand] of cases) expect(matchBrand(raw, { category })?.brand, raw).toBe(brand);
    expect(matchBrand('Hammerite tinta anti-ferrugem', { category: 'tools-diy' })?.parent).toBe('AkzoNobel');
    expect(matchBrand('Hello Kitty mochila', { category: 'toys-baby' })?.parent).toBe('Sanrio');
    expect(matchBrand('Orient Bambino 38')?.parent).toBe('Seiko');
    expect(matchBrand('Arcam A19 amplificador')?.parent).toBe('Harman');
    // Named by a word of ours: in lower case among other words it is the word.
    expect(matchBrand('umbra de uma árvore')).toBeUndefined();
    expect(matchBrand('quadro terra e mar', { category: 'furniture' })).toBeUndefined();
  });

  it('lists as near words only folded words that are no name or alias of the table', () => {
    const keys = new Set(table.flatMap((b) => [b.name, ...b.aliases].map(brandKey)));
    const words = nearWordsText.split(/\s+/).filter((w) => w.length > 0);
    expect(words.length).toBeGreaterThan(1000);
    expect(words.filter((w) => !/^[\p{Ll}\p{N}]+$/u.test(w) || keys.has(w))).toEqual([]);
  });

  it('keeps no lookalike that is a brand of the table', () => {
    const keys = new Set(table.flatMap((b) => [b.name, ...b.aliases].map(brandKey)));
    expect(lookalikeNames.filter((name) => keys.has(brandKey(name)))).toEqual([]);
  });
});

describe('parseBrandTable', () => {
  it('reads marks, component categories, shared aliases and the family', () => {
    const [maker, line] = parseBrandTable('~Maker | bi cl | maker co |  |\n^Part | bi^ cl | ?mk, part inc | Q1 | Maker');
    expect(maker).toMatchObject({ name: 'Maker', commonWord: true, family: 'Maker', categories: ['bikes', 'clothing'] });
    expect(line).toMatchObject({ name: 'Part', parent: 'Maker', family: 'Maker', aliases: ['part inc'], sharedAliases: ['mk'], componentIn: ['bikes', 'clothing'], wikidataId: 'Q1' });
  });

  it('refuses an unknown category code, a missing parent and a parent cycle', () => {
    expect(() => parseBrandTable('A | zz |  |  |')).toThrow(/unknown category code "zz"/);
    expect(() => parseBrandTable('A | bi |  |  | Nobody')).toThrow(/parent "Nobody"/);
    expect(() => parseBrandTable('A | bi |  |  | B\nB | bi |  |  | A')).toThrow(/cycle/);
  });
});
