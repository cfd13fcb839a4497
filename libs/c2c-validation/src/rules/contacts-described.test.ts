import { describe, expect, it } from 'vitest';
import { findDescribedContacts } from './contacts-described.ts';

const found = (text: string) => findDescribedContacts(text).map((f) => [f.code, f.evidence]);

describe('a phone number given in pieces', () => {
  it('reads the pieces joined by words as one number, in the six languages', () => {
    expect(found('Telemóvel: começa por 93 e o resto é 765 43 21')).toEqual([['contact_phone', '93 e o resto é 765 43 21']]);
    expect(found('Mi móvil empieza por 655, después 12 34 56')).toEqual([['contact_phone', '655, después 12 34 56']]);
    expect(found('Mon numéro commence par 07 et finit par 98 76 54 32')).toEqual([['contact_phone', '07 et finit par 98 76 54 32']]);
    expect(found('Phone starts 07911 then 654 321')).toEqual([['contact_phone', '07911 then 654 321']]);
    expect(found('Cellulare: prima 339 poi 7654321')).toEqual([['contact_phone', '339 poi 7654321']]);
    expect(found('Handy: zuerst 0151, dann 98765432')).toEqual([['contact_phone', '0151, dann 98765432']]);
  });

  it('leaves measures, serial numbers and short counts alone', () => {
    expect(found('Medidas 180 e 90, altura 45 cm, número de gavetas 4')).toEqual([]);
    expect(found('Número de série 4471 e depois 22 0915')).toEqual([]);
    expect(found('Ref. do modelo 20 e o resto 55 1234 5')).toEqual([]);
  });
});

describe('buyers asked to add the seller under the same name, or to look up the seller’s name on a network', () => {
  it('reads "add me, same name" with no network said, in the six languages', () => {
    expect(found('Adiciona-me, o mesmo nick')).toEqual([['social_handle', 'Adiciona-me, o mesmo nick']]);
    expect(found('Añádeme, mismo nombre')).toEqual([['social_handle', 'Añádeme, mismo nombre']]);
    expect(found('Ajoute-moi, même pseudo')).toEqual([['social_handle', 'Ajoute-moi, même pseudo']]);
    expect(found('Add me, same username')).toEqual([['social_handle', 'Add me, same username']]);
    expect(found('Aggiungimi, stesso nome')).toEqual([['social_handle', 'Aggiungimi, stesso nome']]);
    expect(found('Füg mich hinzu, gleicher Name')).toEqual([['social_handle', 'Füg mich hinzu, gleicher Name']]);
    // The adding verbs are `contact-verbs.ts`'s: every person and form of them, not one written out per language.
    expect(found('Adicionem-me, o utilizador é igual')).toEqual([['social_handle', 'Adicionem-me, o utilizador é igual']]);
    expect(found('Añadidme, mismo nombre de usuario')).toEqual([['social_handle', 'Añadidme, mismo nombre de usuario']]);
  });

  it('reads the same name in every word for it, the feminine sameness and the user name in two words', () => {
    expect(found('Agrégame, mismo alias')).toEqual([['social_handle', 'Agrégame, mismo alias']]);
    expect(found('Add me, same user name')).toEqual([['social_handle', 'Add me, same user name']]);
    expect(found('Añádeme, misma cuenta no, mismo nombre de usuario')).toEqual([]);
    expect(found('Adiciona-me, usuário é igual')).toEqual([['social_handle', 'Adiciona-me, usuário é igual']]);
  });

  it('reads buyers asked to look up the seller’s name on a network', () => {
    expect(found('Pesquisem o meu utilizador no Facebook')).toEqual([['social_handle', 'Pesquisem o meu utilizador no Facebook']]);
    expect(found('Cherchez mon pseudo sur Snapchat')).toEqual([['social_handle', 'Cherchez mon pseudo sur Snapchat']]);
    expect(found('Look up my username on TikTok')).toEqual([['social_handle', 'Look up my username on TikTok']]);
  });

  it('leaves a same-day promise, a favourite and a name looked up here alone', () => {
    expect(found('Add me to your favourites, same day dispatch')).toEqual([]);
    expect(found('Procura o meu nome aqui na app, tenho mais artigos')).toEqual([]);
  });
});

describe('precision: logos, numbers on shirts and lists of models or capacities', () => {
  it('leaves a green logo and a number on a shirt or a mat alone', () => {
    expect(found('Camisola do Benfica com logo verde e o número 7 atrás.')).toEqual([]);
    expect(found('Away shirt with green logo, number 11 printed on the back.')).toEqual([]);
    expect(found('Trikot mit grünem Logo, Nummer 23, Größe M.')).toEqual([]);
    expect(found('Sudadera con logo verde muy llamativo, talla L')).toEqual([]);
    expect(found('Coussin pour chat avec logo vert brodé')).toEqual([]);
  });

  it('leaves years, capacities and lists of models joined by "and" alone', () => {
    expect(found('Telemóvel usado entre 2019 e 2020, com 64 GB.')).toEqual([]);
    expect(found('Telemóvel Samsung A52 de 2021 com 128 e 6 GB de RAM.')).toEqual([]);
    expect(found('Screen protectors for phone models 11 and 12 and 13 and 14 and 15')).toEqual([]);
    expect(found('Móvil con batería de 5000 mAh y 256 GB, pantalla de 6 pulgadas')).toEqual([]);
  });
});

describe('the reviewer’s examples', () => {
  it('finds no contact in them', () => {
    for (const text of [
      'Camisola do Sporting com logo verde e número 10 nas costas.',
      'Celtic home shirt with green logo, number 9 on the back.',
      'Trikot mit grünen Logo und Nummer 10.',
      'Camiseta con logo verde llamativo',
      'Tapis pour chat avec logo vert',
      'Silver ring with green logo engraved.',
      'Telemóvel comprado em 2021 e 2022 com 128 GB.',
      'Telemóvel Xiaomi 13 de 2022 com 256 e 12 GB de RAM.',
      'Phone cases for iPhone 12 and 13 and 14 and 15 and 16',
    ]) expect(found(text), text).toEqual([]);
  });
});
