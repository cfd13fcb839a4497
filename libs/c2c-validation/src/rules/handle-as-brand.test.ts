import { describe, expect, it } from 'vitest';
import { findHandlesAsBrand } from './handle-as-brand.ts';

const found = (text: string) => findHandlesAsBrand(text).map((f) => `${f.code} ${f.evidence}`);

describe('a handle given as the item’s brand or label, then its network', () => {
  it('reads it in the six languages', () => {
    expect(found('marca: rita.croche, procura no insta')).toEqual(['social_handle marca: rita.croche, procura no insta']);
    expect(found('marca: hilos_de_eva en tiktok')).toEqual(['social_handle marca: hilos_de_eva en tiktok']);
    expect(found('marque : perles.de.lou sur insta')).toEqual(['social_handle marque : perles.de.lou sur insta']);
    expect(found('label: stitchedbymo on the gram')).toEqual(['social_handle label: stitchedbymo on the gram']);
    expect(found('marchio: ago_e_filo su instagram')).toEqual(['social_handle marchio: ago_e_filo su instagram']);
    expect(found('Marke: nadelwerk.berlin auf Insta')).toEqual(['social_handle Marke: nadelwerk.berlin auf Insta']);
  });

  it('leaves a maker named as the brand, and networks named without a handle as the brand, alone', () => {
    expect(found('marca: Mango, tamanho M, visto no insta da loja')).toEqual([]);
    expect(found('brand: Levi’s, seen on instagram ads')).toEqual([]);
  });
});
