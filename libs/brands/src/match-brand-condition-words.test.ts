import { describe, expect, it } from 'vitest';
import { matchBrand } from './index.ts';

/** Words that state an item's condition, colour or material beside its maker. Strings of our own, none from a bench set. */
describe("a phone's battery health", () => {
  it('reads the phone\'s maker where a battery\'s noun before a percentage states how healthy its battery is', () => {
    expect(matchBrand('iphone 12 pro 256gb bateria 87%')?.brand).toBe('Apple');
    expect(matchBrand('iphone 12 vermelho bateria a 82')?.brand).toBe('Apple');
    expect(matchBrand('iphone 13 saúde da bateria 90')?.brand).toBe('Apple');
    expect(matchBrand('iphone 11 battery health 84')?.brand).toBe('Apple');
  });

  it('keeps a battery with no percentage as the noun it is, and an accessory\'s battery as an accessory', () => {
    expect(matchBrand('bateria para iphone 12')).toBeUndefined();
    expect(matchBrand('bateria iphone 8 nova')).toBeUndefined();
  });

  it('reads a capacity or a voltage after a battery\'s noun as the battery\'s, so its maker is still found', () => {
    expect(matchBrand('bateria 74 ah bosch')?.brand).toBe('Bosch');
    expect(matchBrand('batterie 12 volt varta')?.brand).toBe('Varta');
  });
});

describe('colours phones and clothes are sold in', () => {
  it('reads lilac and salmon as colours after a product line, not as another name', () => {
    expect(matchBrand('iphone 14 128gb lilas')?.brand).toBe('Apple');
    expect(matchBrand('iphone 12 mini lilac')?.brand).toBe('Apple');
  });
});

describe('a word-maker in lower case after a noun of its goods, then "de" and a material', () => {
  it('reads the maker, the category named, where "de" before a material says what the item is made of', () => {
    expect(matchBrand('cama habitat de pinho', { category: 'furniture' })?.brand).toBe('Habitat');
    expect(matchBrand('cadeira habitat de madeira clara', { category: 'furniture' })?.brand).toBe('Habitat');
  });
});

describe('makers the table files', () => {
  it('files a water heater maker and a belt maker', () => {
    expect(matchBrand('esquentador vulcano 11 litros', { category: 'large-appliances' })).toMatchObject({ brand: 'Vulcano', parent: 'Bosch' });
    expect(matchBrand('Gates kit de distribuição', { category: 'vehicle-parts' })?.brand).toBe('Gates');
  });

  it('reads a PC maker among handheld consoles', () => {
    expect(matchBrand('Asus ROG Ally Z1', { category: 'consoles' })?.parent ?? matchBrand('Asus ROG Ally Z1', { category: 'consoles' })?.brand).toBe('Asus');
    expect(matchBrand('Lenovo Legion Go 512gb', { category: 'consoles' })?.brand).toBe('Lenovo');
  });
});
