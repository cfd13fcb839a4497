import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on what an item fits or imitates, with no "para" written', () => {
  it('reads a console or phone sub-brand after a skin or sticker word as what the item dresses, not its maker', () => {
    expect(matchBrand('vinyl sticker PlayStation 4 slim')).toBeUndefined();
    expect(matchBrand('pegatinas mando xbox series')).toBeUndefined();
    expect(matchBrand('skin decal Redmi Note 9')).toBeUndefined();
    // The sub-brand named first, the accessory after it, is the item.
    expect(matchBrand('PlayStation 4 slim com autocolante')?.brand).toBe('PlayStation');
    expect(matchBrand('Xbox One S 1TB')?.brand).toBe('Xbox');
  });

  it("reads a device's spare part before the device's compound noun and its maker as the part fitting that device", () => {
    expect(matchBrand('vedante porta maquina lavar loiça Siemens')).toBeUndefined();
    expect(matchBrand('gaveta congelador frigorífico Samsung')).toBeUndefined();
    expect(matchBrand('Türdichtung Waschmaschine AEG')).toBeUndefined();
    // A maker of no such device makes the part; "original" makes the part the device maker's own.
    expect(matchBrand('sacos aspirador Wpro universais')).toBeUndefined();
    expect(matchBrand('gaveta congelador frigorífico Samsung original')?.brand).toBe('Samsung');
  });

  it('reads no brand after "inspired by" in French, Italian and German', () => {
    expect(matchBrand('eau de parfum inspirée de Guerlain')).toBeUndefined();
    expect(matchBrand('profumo ispirato a Armani')).toBeUndefined();
    expect(matchBrand('Duft inspiriert von Hugo Boss')).toBeUndefined();
    // A brand written before the word is the maker ("DJI Inspire" is a drone's name).
    expect(matchBrand('DJI Inspire 2')?.brand).toBe('DJI');
  });

  it("reads a maker, an accessory's noun, then another family's maker as the accessory's maker and what it fits", () => {
    expect(matchBrand('Ringke funda Huawei P40')?.brand).toBe('Ringke');
    expect(matchBrand('PanzerGlass película Motorola Edge 40')?.brand).toBe('PanzerGlass');
    // One family on both sides stays that family's item.
    expect(matchBrand('Apple capa de silicone iPhone 14')?.brand).toBe('Apple');
  });
});

describe('matchBrand on screen protectors', () => {
  it.each([
    ['pelicula de vidro samsung', 'phones'],
    ['vidro temperado iphone', 'phones'],
    ['cristal templado xiaomi', undefined],
    ['protector de pantalla huawei', undefined],
    ['screen protector oneplus', 'phones'],
    ['pellicola vetro temperato oppo', undefined],
  ])('reads the device maker after a screen protector\'s words in "%s" (%s) as what it fits, model or not', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it("keeps a maker written before the protector's words, and a device sold with a protector, as the maker", () => {
    expect(matchBrand('spigen vidro temperado samsung')?.brand).toBe('Spigen');
    expect(matchBrand('samsung galaxy s22 com pelicula', { category: 'phones' })?.brand).toBe('Samsung');
  });
});

describe('matchBrand on names shared by two makers and names joined by "and"', () => {
  it('tells two makers of one name apart by the one selling more of the goods the nouns name', () => {
    expect(matchBrand('Alpine autorradio CD')?.brand).toBe('Alpine');
    expect(matchBrand('Alpine auto-radio', { category: 'vehicle-parts' })).toMatchObject({ brand: 'Alpine' });
    expect(matchBrand('Alpine A310 1975')).toMatchObject({ brand: 'Alpine', parent: 'Renault' });
    // Nothing to tell them apart: neither.
    expect(matchBrand('Alpine')).toBeUndefined();
  });

  it('reads a name joined by "and" in any of our languages', () => {
    expect(matchBrand('Bimba e Lola carteira')?.brand).toBe('Bimba y Lola');
    expect(matchBrand('Dolce y Gabbana gafas')?.brand).toBe('Dolce & Gabbana');
  });
});

describe('matchBrand on copies, subjects and families', () => {
  it('reads a name spelt with digits for its letters as a copy of the model written beside it, in a brand string and a sentence', () => {
    expect(matchBrand('T1ssot PRX relógio')).toBeUndefined();
    expect(matchBrand('Tissot PRX relógio')?.brand).toBe('Tissot');
    expect(matchBrand('relógio Cart1er Santos')).toBeUndefined();
    expect(matchBrand('Cartier Santos 100')?.brand).toBe('Cartier');
  });

  it("reads a car's make among nouns of toys or media only as the model's or poster's subject, not its maker", () => {
    expect(matchBrand('maquete Lamborghini Diablo')).toBeUndefined();
    expect(matchBrand('poster Alfa Romeo Giulia')).toBeUndefined();
    // Its own goods, or a toy maker beside it with the make's model between.
    expect(matchBrand('jantes Alfa Romeo 17')?.brand).toBe('Alfa Romeo');
    expect(matchBrand('Opel Astra Majorette 1:43')?.brand).toBe('Majorette');
  });

  it('answers the sub-brands and owners added with their parents', () => {
    expect(matchBrand('Red Magic 9 Pro')).toMatchObject({ brand: 'Red Magic', parent: 'Nubia' });
    expect(matchBrand('Zowie EC2 rato')).toMatchObject({ brand: 'Zowie', parent: 'Benq' });
    expect(matchBrand('Siemens máquina de lavar loiça')).toMatchObject({ brand: 'Siemens', parent: 'BSH' });
    expect(matchBrand('Hanwag botas', { category: 'footwear' })?.brand).toBe('Hanwag');
  });
});

describe('matchBrand on product lines', () => {
  it("reads a maker before a product line of its own in any of our languages' words ('urso', 'oso') and a car bulb's line", () => {
    expect(matchBrand('pulseira tous urso dourado')?.brand).toBe('Tous');
    expect(matchBrand('lâmpadas Philips Racing Vision H4', { category: 'vehicle-parts' })?.brand).toBe('Philips');
  });
});

describe("matchBrand on an accessory's words before a device's maker and model", () => {
  it("reads the maker written with its device's model code or line after an accessory's words as what the accessory fits", () => {
    expect(matchBrand('capa Huawei P30 Lite')).toBeUndefined();
    expect(matchBrand('housse de protection Lenovo M10')).toBeUndefined();
    expect(matchBrand('cinturino Apple Watch 41 mm')).toBeUndefined();
    expect(matchBrand('carcasa Xiaomi Redmi Note 11 Pro')).toBeUndefined();
  });

  it("keeps the maker before no model, a controller's maker and an accessory maker's own lines", () => {
    expect(matchBrand('carregador Huawei 40W')?.brand).toBe('Huawei');
    expect(matchBrand('comando LG AKB75095307')?.brand).toBe('LG');
    expect(matchBrand('Bateria Bosch S4 60Ah')?.brand).toBe('Bosch');
    expect(matchBrand('capa Huawei P30 Lite original')?.brand).toBe('Huawei');
  });
});

describe('matchBrand on names of several words and words that are brands', () => {
  it('reads a name of several words written whole after product words before a typo of its first word', () => {
    expect(matchBrand('saia Armand Thiery 38')?.brand).toBe('Armand Thiery');
    expect(matchBrand('putter Scotty Cameron Newport 2')?.brand).toBe('Scotty Cameron');
  });

  it("reads no typo over a whole string one of whose words is another family's brand", () => {
    expect(matchBrand('Amp EMG')?.brand).toBe('EMG');
    expect(matchBrand('Samsumg Galaxy')?.brand).toBe('Samsung');
  });
});


describe('matchBrand on a holder opening the string, then "de" and what it holds', () => {
  it.each([
    ['suporte de telemovel samsung', 'phones'],
    ['support de casque bose', 'audio'],
    ['soporte de mando ps5 sony', 'consoles'],
    ['suporte de guitarra fender', 'musical-instruments'],
    ['support de manette nintendo switch', undefined],
    ['soporte de bicicleta trek', undefined],
  ])('reads "%s" (%s) as what it holds: no maker', (raw, category) => {
    expect(matchBrand(raw, { category })).toBeUndefined();
  });

  it('keeps a maker written before the holder, and one after what the holder is fixed to', () => {
    expect(matchBrand('Thule suporte de bicicletas', { category: 'vehicle-parts' })?.brand).toBe('Thule');
    expect(matchBrand('suporte de carro Ugreen', { category: 'phones' })?.brand).toBe('Ugreen');
    expect(matchBrand('suporte de madeira Ugreen')?.brand).toBe('Ugreen');
  });
});
