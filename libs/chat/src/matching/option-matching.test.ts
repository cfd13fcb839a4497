import { describe, expect, it } from 'vitest';
import type { OptionType } from '../core-system/index.ts';
import { isAllowedValue, matchOptionValues, missingOptionTypes } from './option-matching.ts';

const plain = (label: string) => ({ id: label.toLowerCase().replace(/\s+/g, ''), labels: { 'pt-PT': label, en: label } });
const storage: OptionType = { id: 'storage', labels: { 'pt-PT': 'Armazenamento', en: 'Storage' }, values: ['64 GB', '128 GB', '256 GB'].map(plain) };
const colour: OptionType = {
  id: 'colour',
  labels: { 'pt-PT': 'Cor', en: 'Colour' },
  values: [
    { id: 'blue', labels: { 'pt-PT': 'Azul', en: 'Blue' } },
    { id: 'light-blue', labels: { 'pt-PT': 'Azul-claro', en: 'Light blue' } },
    { id: 'black', labels: { 'pt-PT': 'Preto', en: 'Black' } },
  ],
};
const size: OptionType = { id: 'size', labels: { 'pt-PT': 'Tamanho (EU)', en: 'Size (EU)' }, values: ['12', '42', '43'].map(plain) };
const connectivity: OptionType = {
  id: 'connectivity',
  labels: { 'pt-PT': 'Conectividade', en: 'Connectivity' },
  values: [
    { id: 'wifi', labels: { 'pt-PT': 'Wi-Fi', en: 'Wi-Fi' } },
    { id: 'wifi-cellular', labels: { 'pt-PT': 'Wi-Fi + rede móvel', en: 'Wi-Fi + Cellular' } },
  ],
};

describe('matchOptionValues', () => {
  it('fills every option a sentence names: "iPhone 12, 128GB, azul" fills two', () => {
    expect(matchOptionValues({ text: 'iPhone 12, 128GB, azul', optionTypes: [storage, colour], productWords: ['Apple iPhone 12', 'iPhone 12'] })).toEqual([
      { optionTypeId: 'storage', valueId: '128gb' },
      { optionTypeId: 'colour', valueId: 'blue' },
    ]);
  });

  it('reads labels in either language and with any spacing of units', () => {
    expect(matchOptionValues({ text: 'the light blue one with 256 gb', optionTypes: [storage, colour] })).toEqual([
      { optionTypeId: 'storage', valueId: '256gb' },
      { optionTypeId: 'colour', valueId: 'light-blue' },
    ]);
    expect(matchOptionValues({ text: 'wifi + rede móvel', optionTypes: [connectivity] })).toEqual([{ optionTypeId: 'connectivity', valueId: 'wifi-cellular' }]);
  });

  it("does not read the product's own name as an option value", () => {
    expect(matchOptionValues({ text: 'Nike Pegasus 12, tamanho 42', optionTypes: [size], productWords: ['Nike Pegasus 12'] })).toEqual([{ optionTypeId: 'size', valueId: '42' }]);
    expect(matchOptionValues({ text: 'Nike Pegasus 12', optionTypes: [size], productWords: ['Nike Pegasus 12'] })).toEqual([]);
  });

  it('reads a Portuguese colour agreeing with a feminine noun', () => {
    expect(matchOptionValues({ text: 'a capa é preta', optionTypes: [colour] })).toEqual([{ optionTypeId: 'colour', valueId: 'black' }]);
  });

  it('leaves out an option whose words name two values equally', () => {
    expect(matchOptionValues({ text: 'azul ou preto', optionTypes: [colour] })).toEqual([]);
  });
});

describe('missingOptionTypes and isAllowedValue', () => {
  it('list the options still to ask, and check a value belongs to its option', () => {
    expect(missingOptionTypes([storage, colour], { storage: '128gb' }).map((type) => type.id)).toEqual(['colour']);
    expect(isAllowedValue([storage, colour], { optionTypeId: 'colour', valueId: 'blue' })).toBe(true);
    expect(isAllowedValue([storage, colour], { optionTypeId: 'colour', valueId: 'orange' })).toBe(false);
    expect(isAllowedValue([storage, colour], { optionTypeId: 'ram', valueId: '8gb' })).toBe(false);
  });
});
