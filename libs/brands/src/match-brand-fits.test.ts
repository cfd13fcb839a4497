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
});
