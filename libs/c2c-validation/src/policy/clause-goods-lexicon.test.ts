import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];

describe('goods the marketplaces’ own clauses name', () => {
  it('reads a phone tied to the previous owner’s account that the seller cannot remove, not one sold locked for parts', () => {
    expect(flags('iPad com conta iCloud da dona anterior, para peças', 'olx-pt')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Móvil con cuenta Google, no puedo quitarla, para piezas', 'wallapop')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('iPhone XR for parts, iCloud locked, back glass cracked', 'ebay')).toEqual([]);
    expect(flags('iPhone 14 sem iCloud, conta removida, com fatura')).toEqual([]);
  });

  it('reads boarding passes sold and leaves their holders alone', () => {
    expect(flags('Carte d’embarquement Lyon-Porto samedi, changement de nom possible')).toEqual(['prohibited_item boarding-passes']);
    expect(flags('Passport wallet with boarding pass holder, vegan leather')).toEqual([]);
  });

  it('reads activation codes and game skins sold alone, not a computer’s own licence', () => {
    expect(flags('Office 2021 activation code by email', 'ebay')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Código de activación de antivirus, 3 años', 'wallapop')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Vendo skins de Valorant, conta com muitas', 'olx-pt')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Portátil HP com Windows, código de ativação na etiqueta')).toEqual([]);
    expect(flags('Wireless headphones, product code and serial code printed on the box', 'ebay')).toEqual([]);
  });

  it('reads bundles delivered by a download link, not an e-reader with its books', () => {
    expect(flags('Pack de 300 cursos de marketing por link de descarga', 'wallapop')).toEqual(['prohibited_item pirated-media']);
    expect(flags('2000 e-books in PDF via Google Drive', 'ebay')).toEqual(['prohibited_item pirated-media']);
    expect(flags('Kobo Clara com 150 ebooks, download pela loja')).toEqual([]);
  });

  it('reads a pistol frame printed in 3D, not an airsoft prop', () => {
    expect(flags('Armação de pistola impressa em 3D, sem número', 'olx-pt')).toEqual(['prohibited_item weapons']);
    expect(flags('3D printed pistol lower, files included', 'ebay')).toEqual(['prohibited_item weapons']);
  });

  it('reads pelts of wild fur animals as restricted, not faux fur', () => {
    expect(flags('Piel de zorro curtida, entera, para decoración', 'wallapop')).toEqual(['restricted_item hunting-trophies']);
    expect(flags('Tanned badger pelt, 70 cm', 'ebay')).toEqual(['restricted_item hunting-trophies']);
    expect(flags('Gilet en fausse peau de renard, taille 38')).toEqual([]);
  });

  it('reads war medals named to a soldier as restricted, not empty cases or a sports medal', () => {
    expect(flags('Médaille militaire de la guerre 14-18, nominative, avec diplôme')).toEqual(['restricted_item named-medals']);
    expect(flags('WW1 victory medal named to a corporal of the fusiliers', 'ebay')).toEqual(['restricted_item named-medals']);
    expect(flags('Caixa vazia para medalhas militares, veludo')).toEqual([]);
    expect(flags('Medalha de ouro do torneio com o nome do clube')).toEqual([]);
  });
});
