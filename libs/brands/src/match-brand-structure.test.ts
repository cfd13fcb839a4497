import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

describe('matchBrand on the structure of a string: a line before its maker, what a holder holds, built-in parts, pictures', () => {
  it('reads a product line written before its own maker, model words between, as that maker, a word-maker too', () => {
    expect(matchBrand('bad boy carolina herrera', { category: 'beauty-perfume' })?.brand).toBe('Carolina Herrera');
    expect(matchBrand('fiesta ford 2014 farol')?.brand).toBe('Ford');
    expect(matchBrand('ipad 8 apple')?.brand).toBe('Apple');
    // The line's word that is another family's brand is the model's name where the nouns name the line maker's goods only.
    expect(matchBrand('puma ford titanium 2020 jante')?.brand).toBe('Ford');
    expect(matchBrand('puma ford titanium 2020 jante', { category: 'vehicle-parts' })?.brand).toBe('Ford');
    // Nothing to tell which of the two it is: two brands, none answered; a sub-brand signed "by" its maker stays the sub-brand.
    expect(matchBrand('Gazelle Adidas')).toBeUndefined();
    expect(matchBrand('G-Shock by Casio')).toMatchObject({ brand: 'G-Shock', parent: 'Casio' });
  });

  it('reads a car model before its make as that make where the make\'s models are known', () => {
    expect(matchBrand('kona hyundai grelha')?.brand).toBe('Hyundai');
    expect(matchBrand('qashqai nissan farol')?.brand).toBe('Nissan');
  });

  it('reads a holder\'s noun followed right away by the device it holds as "para": the maker after them is the device\'s', () => {
    expect(matchBrand('supporto cuffie sony')).toBeUndefined();
    expect(matchBrand('suporte comando ps5')).toBeUndefined();
    // Where it is fixed to, not what it holds: the maker is the holder's own, as before.
    expect(matchBrand('soporte pared sony')?.brand).toBe('Sony');
  });

  it('reads a component maker after the noun of a built-in part, itself after the whole item\'s noun, as the part\'s maker', () => {
    expect(matchBrand('portatil gaming tarjeta grafica nvidia', { category: 'laptops' })).toBeUndefined();
    expect(matchBrand('vélo de route groupe shimano 105', { category: 'bikes' })).toBeUndefined();
    expect(matchBrand('Laptop Prozessor Intel i5')).toBeUndefined();
    // The part's noun opening the string, or after no noun of goods, is the item itself.
    expect(matchBrand('travões shimano deore', { category: 'bikes' })?.brand).toBe('Shimano');
    expect(matchBrand('vendo grupo SRAM Rival completo', { category: 'bikes' })?.brand).toBe('SRAM');
  });

  it('reads a computer\'s noun, a built-in part\'s noun and a parts maker as none, never joining the computer\'s noun into a brand', () => {
    // "pc" before the part's noun: the reading marks the part as data, so no word is written after "pc" to read as PcCom.
    expect(matchBrand('pc placa gráfica amd radeon')).toBeUndefined();
    expect(matchBrand('pc procesador intel core i7')).toBeUndefined();
    expect(matchBrand('pc carte graphique nvidia geforce')).toBeUndefined();
    expect(matchBrand('PC Grafikkarte Nvidia RTX 3070')).toBeUndefined();
    expect(matchBrand('pc processore amd ryzen 5')).toBeUndefined();
    expect(matchBrand('pc graphics card nvidia')).toBeUndefined();
  });

  it('reads a brand a picture on the item shows ("motivo", "Motiv", "motif") as the picture, not the maker', () => {
    expect(matchBrand('Trinkflasche mit Mammut Motiv')).toBeUndefined();
    expect(matchBrand('Trinkflasche mit Mammut Motiv für Kinder', { category: 'sports-outdoor' })).toBeUndefined();
    expect(matchBrand('Mammut Rucksack')?.brand).toBe('Mammut');
  });

  it('reads a word written with an accent its brand lacks, after another brand, as a word of ours', () => {
    expect(matchBrand('poltrona ikea poäng bétula')?.brand).toBe('IKEA');
    expect(matchBrand('sapatilhas citroën')?.brand).toBe('Citroën');
  });

  it('reads a case\'s or bag\'s noun, the device\'s noun and a product line of a device maker as what the case fits', () => {
    expect(matchBrand('estojo auscultadores airpods')).toBeUndefined();
    expect(matchBrand('bolsa portátil hp envy 13')).toBeUndefined();
    // A maker of bags, or a device maker named alone, is the bag's own.
    expect(matchBrand('mochila portátil samsonite 15')?.brand).toBe('Samsonite');
    expect(matchBrand('capa samsung')?.brand).toBe('Samsung');
    expect(matchBrand('rucksack Thule R15')?.brand).toBe('Thule');
  });
});
