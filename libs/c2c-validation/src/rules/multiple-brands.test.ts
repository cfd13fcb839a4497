import { describe, expect, it } from 'vitest';
import { findMultipleBrands } from './multiple-brands.ts';

const flagged = (text: string, context: { category?: string; brand?: string } = {}) => findMultipleBrands(text, { profile: 'vinted', ...context }).map((f) => f.evidence);

describe('findMultipleBrands', () => {
  it('flags each brand beyond the item’s own', () => {
    expect(flagged('Sapatilhas Nike Adidas Puma')).toEqual(['Adidas', 'Puma']);
    expect(flagged('Máquina Canon, igual à Nikon', { category: 'cameras' })).toEqual(['Nikon']);
    expect(flagged('Casaco tipo Zara')).toEqual(['tipo Zara']);
    // Sister chains of one group are other brands to a buyer: a keyword wall of them is flagged.
    expect(flagged('Vestido Zara Bershka Stradivarius')).toEqual(['Bershka', 'Stradivarius']);
  });

  it('flags a brand compared with in more ways: "style of", "à la", a perfume\'s equivalent, a dupe, "Burberry style"', () => {
    expect(flagged('Jacket in the style of Burberry')).toEqual(['style of Burberry']);
    expect(flagged('Vestido à la Mango')).toEqual(['à la Mango']);
    expect(flagged('Perfume equivalente a Lancôme')).toEqual(['equivalente a Lancôme']);
    expect(flagged('Hair wrap Dyson dupe')).toEqual(['Dyson dupe']);
    expect(flagged('Burberry style trench coat')).toEqual(['Burberry style']);
    // The item's own description, or a reference: no comparison.
    expect(flagged('Retro style Levi\'s denim jacket')).toEqual([]);
    expect(flagged('Nike Dunk Low, style code DD1391')).toEqual([]);
  });

  it('never flags a brand written as a product line of the maker right before it', () => {
    expect(flagged('Bicicleta Gazelle Orange usada')).toEqual([]);
    // Two makers of one trade, neither the other's line, stay flagged.
    expect(flagged('Bicicleta Gazelle Orbea')).toEqual(['Orbea']);
  });

  it('never flags a brand beside its own family', () => {
    expect(flagged('Xiaomi Redmi Note 10 128GB')).toEqual([]);
    expect(flagged('Sapatilhas Nike Air Jordan 1', { brand: 'Nike' })).toEqual([]);
    expect(flagged('Guitarra Squier Stratocaster by Fender', { category: 'musical-instruments' })).toEqual([]);
    expect(flagged('Tenda Quechua da Decathlon', { category: 'sports-outdoor' })).toEqual([]);
    expect(flagged('Relógio Emporio Armani, caixa original Armani', { category: 'watches-jewellery' })).toEqual([]);
    expect(flagged('Berbequim Parkside comprado no Lidl', { category: 'tools-diy' })).toEqual([]);
    // A group that sells under its brands' names owns them, but its brands are other brands to a buyer.
    expect(flagged('Casaco Bershka, marca do grupo Inditex')).toEqual([]);
    expect(flagged('Mala Louis Vuitton, uma marca LVMH')).toEqual([]);
  });

  it('reads a model designation that is also a brand, right after a maker, as its model name', () => {
    expect(flagged('Drone DJI Mini 2 SE, duas baterias')).toEqual([]);
    expect(flagged('Tablet Apple iPad Mini 6 64GB')).toEqual([]);
    expect(flagged('Smartwatch Huawei Watch GT 3')).toEqual([]);
    // Not a designation, or not beside the maker: still another brand.
    expect(flagged('Ténis Nike Adidas Puma')).toEqual(['Adidas', 'Puma']);
    expect(flagged('Carro Peugeot, troco por um Mini', { category: 'vehicle-parts' })).toEqual(['Mini']);
  });

  it('reads a brand of another trade written in a maker\'s model name as a word of that name, before or after the maker', () => {
    expect(flagged('Lego 75192 Galaxy Cruiser completo')).toEqual([]);
    expect(flagged('Kawasaki Ninja ZX-6R carenagem')).toEqual([]);
    expect(flagged('Playmobil Galaxy Police 70018')).toEqual([]);
    expect(flagged('Mac Mini M2 da Apple, 16GB')).toEqual([]);
    expect(flagged('Watch GT 4 da Huawei')).toEqual([]);
    // Makers of one trade beside each other are still a keyword wall, whatever the model words.
    expect(flagged('Telemóvel Samsung Galaxy S22 Apple iPhone')).toEqual(['Apple', 'iPhone']);
    expect(flagged('Sapatilhas Nike Air Max Adidas')).toEqual(['Adidas']);
  });

  it('never flags the components or licences on another maker’s item', () => {
    expect(flagged('Bicicleta Trek Marlin 7 com Shimano Deore e travões Magura', { category: 'bikes' })).toEqual([]);
    expect(flagged('E-bike Cube com motor Bosch e pneus Schwalbe', { category: 'bikes', brand: 'Cube' })).toEqual([]);
    expect(flagged('Botas Salomon com Gore-Tex e sola Vibram', { category: 'footwear' })).toEqual([]);
    expect(flagged('Lego Star Wars Millennium Falcon', { category: 'toys-baby' })).toEqual([]);
    expect(flagged('Bicicleta Trek Specialized Giant', { category: 'bikes' })).toEqual(['Specialized', 'Giant']);
  });

  it('never flags the maker of a part named as such: a processor, a lens, strings, tyres, a lining', () => {
    expect(flagged('Computador HP Omen, processador AMD Ryzen, placa gráfica da Gigabyte', { category: 'laptops' })).toEqual([]);
    expect(flagged('Nikon D750 com objetiva Tamron e flash Godox', { category: 'cameras' })).toEqual([]);
    expect(flagged('Guitarra Gibson, cordas Ernie Ball novas', { category: 'musical-instruments' })).toEqual([]);
    expect(flagged('Guitarra Gibson igual a uma Fender', { category: 'musical-instruments' })).toEqual(['Fender']);
    // Wheels of a bike maker on another's frame are named as a part too.
    expect(flagged('Bicicleta Trek com rodas Specialized', { category: 'bikes' })).toEqual([]);
  });

  it('never flags the shop an item was bought at, a screen protector\'s or a capsule\'s maker', () => {
    expect(flagged('Ténis Adidas Ultraboost, comprados na Decathlon')).toEqual([]);
    expect(flagged('Vestido Mango, fatura do El Corte Inglés de Lisboa')).toEqual([]);
    expect(flagged('Telemóvel Samsung Galaxy A54 com película Spigen')).toEqual([]);
    expect(flagged('Máquina Nespresso Vertuo e cápsulas Starbucks')).toEqual([]);
    // A second maker named otherwise is still flagged.
    expect(flagged('Ténis Adidas Ultraboost, Decathlon Kalenji')).toEqual(['Decathlon', 'Kalenji']);
  });

  it('never flags the brand an accessory fits, in six languages', () => {
    expect(flagged('Capa Spigen para iPhone 13')).toEqual([]);
    expect(flagged('Funda compatible con Samsung Galaxy S21')).toEqual([]);
    expect(flagged('Coque pour iPhone 12, marque Spigen')).toEqual([]);
    expect(flagged('Hülle für Samsung Galaxy, Marke Spigen')).toEqual([]);
    expect(flagged('Anker charger compatible with Apple and Samsung')).toEqual([]);
    expect(flagged('Cinturino per Apple Watch, Spigen')).toEqual([]);
    expect(flagged('Objetiva Sigma 50mm para Canon', { category: 'cameras' })).toEqual([]);
    expect(flagged('Bateria compatível com Makita, marca Einhell', { category: 'tools-diy' })).toEqual([]);
  });

  it('reads a brand\'s service named after it (a payment app, a shop) as a feature, not a second maker', () => {
    expect(flagged('Relógio Samsung Galaxy Watch, funciona com Google Wallet')).toEqual([]);
    expect(flagged('Portátil Lenovo comprado na Apple Store do centro')).toEqual([]);
    expect(flagged('Portátil Lenovo e um Apple antigo')).toEqual(['Apple']);
  });
});

describe('German "und" and "mit" join brands as "and"/"with" do in the other languages', () => {
  it.each(['Kleiderpaket Zara, H&M und Mango Gr. 38', '15 Teile von Zara, H&M und Mango, Größe 38.', 'Kleider von Zara und Mango'])('%s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it('still flags brands listed without a joining word', () => {
    expect(flagged('Turnschuhe Nike Adidas Puma')).toEqual(['Adidas', 'Puma']);
  });
});

describe('an account of a service named on the item is no second maker', () => {
  it.each(['Samsung A14 reposto de fábrica, sem contas Google nem Outlook.', 'Tablet Lenovo, conta Google removida.', 'Portátil Dell, cuenta de Microsoft eliminada.'])('%s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it('still flags makers listed together', () => {
    expect(flagged('Portátil Dell HP Lenovo')).toEqual(['HP', 'Lenovo']);
  });
});

describe('a maker\'s services, a part\'s maker and work offered on things', () => {
  it.each(['Tablette Lenovo M8 pour enfants: Google Family Link et YouTube déjà configurés.', 'Tablet Lenovo M10 para crianças, tem YouTube e Google Kids Space.', 'Lenovo tablet for kids, YouTube and Google Play Store already set up.'])('reads a service named after its maker as the service: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it.each(['Giradischi Thorens, testina Audio-Technica nuova.', 'Platine Technics, cellule Ortofon neuve.', 'Gira-discos Technics com agulha Audio-Technica.'])('reads a turntable cartridge\'s maker as a part\'s: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it.each(['Montagem de roupeiros tipo IKEA em Lisboa.', 'Reparación de aspiradoras tipo Dyson a domicilio.', 'Assembly of IKEA-style furniture, any size.'])('reads a brand compared in an offer of work on things as the things worked on: %s', (text) => {
    expect(flagged(text)).toEqual([]);
  });
  it('still flags a compared brand where goods are sold', () => {
    expect(flagged('Casaco tipo Zara, tamanho M')).toEqual(['tipo Zara']);
  });
});
