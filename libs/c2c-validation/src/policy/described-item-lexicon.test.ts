import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
/** Each code and clause found once, in order: a phrase may hold two terms of one topic ("Troféu de caça: crânio de javali"). */
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];
const clauses = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => f.clause))];

describe('documents made to look official', () => {
  it('reads a diploma, a certificate or a licence said fake or like the real one, in the six languages', () => {
    expect(flags('Tiramos cartas de condução falsas em 3 dias')).toEqual(['prohibited_item identity-documents']);
    expect(clauses('Hacemos títulos universitarios idénticos a los verdaderos')).toEqual(['identity-documents']);
    expect(clauses('Faux diplôme de master, livré en 48 h')).toEqual(['identity-documents']);
    expect(clauses('Degree certificates with official stamp, any university')).toEqual(['identity-documents']);
    expect(clauses('Diploma di laurea come quelli veri')).toEqual(['identity-documents']);
    expect(clauses('Abschlusszeugnis wie echt, jede Schule')).toEqual(['identity-documents']);
  });

  it('leaves a frame for a diploma, a genuine old one and faux leather beside a certificate alone', () => {
    expect(clauses('Moldura para diploma, imitação de madeira')).toEqual([]);
    expect(clauses('Diploma antigo do meu bisavô, 1932, emoldurado')).toEqual([]);
    expect(clauses('Bolsa em pele sintética com certificado de garantia, faux leather')).toEqual([]);
  });
});

describe('human hair, coral specimens and hunting trophies', () => {
  it('reads human hair sold as hair, a wig or extensions as restricted (prohibited on Vinted)', () => {
    expect(flags('Mechas de cabelo humano, 50 cm, loiro')).toEqual(['restricted_item human-hair']);
    expect(flags('Peluca de cabello natural 100% sin usar', 'wallapop')).toEqual(['restricted_item human-hair']);
    expect(clauses('Extensions cheveux humains à clips, 45 cm')).toEqual(['human-hair']);
    expect(flags('Perruque en cheveux humains, châtain', 'vinted')).toEqual(['prohibited_item human-hair']);
    expect(clauses('Parrucca capelli umani castano')).toEqual(['human-hair']);
    expect(clauses('Echthaar Perücke blond, einmal getragen')).toEqual(['human-hair']);
  });

  it('leaves synthetic wigs, a shampoo and a hair clip alone', () => {
    expect(clauses('Peruca sintética para carnaval, cabelo roxo')).toEqual([]);
    expect(clauses('Champô para cabelo humano e sintético')).toEqual([]);
    expect(clauses('Hair clip for human hair and wigs, gold colour')).toEqual([]);
    expect(clauses('Echthaar Pinsel Set für Make-up')).toEqual([]);
  });

  it('reads coral taken as a specimen as protected wildlife', () => {
    expect(flags('Ramo de coral vermelho apanhado no Algarve')).toEqual(['prohibited_item protected-wildlife']);
    expect(clauses('Black coral branch from the Red Sea')).toEqual(['protected-wildlife']);
    expect(clauses('Corail rouge naturel de Méditerranée, belle pièce')).toEqual(['protected-wildlife']);
    expect(clauses('Corallo rosso naturale grezzo')).toEqual(['protected-wildlife']);
  });

  it('leaves coral as a colour, a fleece, resin decor and a poster alone', () => {
    expect(clauses('Vestido cor coral natural, tamanho S')).toEqual([]);
    expect(clauses('Manta coral fleece, natural coral tone')).toEqual([]);
    expect(clauses('Decoração de aquário: ramo de coral em resina')).toEqual([]);
    expect(clauses('Poster of a red coral reef, framed')).toEqual([]);
  });

  it('reads hunting trophies and taxidermy as restricted (prohibited on Vinted)', () => {
    expect(flags('Troféu de caça: crânio de javali montado')).toEqual(['restricted_item hunting-trophies']);
    expect(flags('Cráneo de corzo con cuernas', 'vinted')).toEqual(['prohibited_item hunting-trophies']);
    expect(clauses('Trophée de chasse, tête de cerf naturalisée')).toEqual(['hunting-trophies']);
    expect(clauses('European mount roe buck, cleaned and bleached')).toEqual(['hunting-trophies']);
    expect(clauses('Rehbockschädel mit Gehörn auf Brett')).toEqual(['hunting-trophies']);
  });

  it('leaves a skull candle, a resin deer head, a book on taxidermy and dog chews alone', () => {
    expect(clauses('Deer skull candle, resin, Halloween decor')).toEqual([]);
    expect(clauses('Livro de taxidermia para principiantes')).toEqual([]);
    expect(clauses('Cráneo de ciervo impreso en 3D, blanco')).toEqual([]);
  });
});

describe('slimming drugs, nicotine pouches and stolen-goods idioms', () => {
  it('reads slimming pills said prescribed or named by the drug, and the drugs themselves, as medicines', () => {
    expect(flags('Comprimidos para emagrecer com receita, caixa aberta')).toEqual(['prohibited_item medicines']);
    expect(clauses('Pastillas para adelgazar de 30 mg, traídas del extranjero')).toEqual(['medicines']);
    expect(clauses('Sibutramina 15 caps')).toEqual(['medicines']);
    expect(clauses('Diet pills prescribed by my GP, unopened')).toEqual(['medicines']);
  });

  it('leaves slimming teas and supplements named without a prescription alone', () => {
    expect(clauses('Chá para emagrecer, ervas naturais')).toEqual([]);
    expect(clauses('Diet pills poster from the 1950s')).toEqual([]);
  });

  it('reads nicotine pouches by their form and their brands', () => {
    expect(flags('Nicotine pouches mint, 5 tins')).toEqual(['prohibited_item tobacco-vapes']);
    expect(clauses('Sachets de nicotine goût menthe')).toEqual(['tobacco-vapes']);
    expect(clauses('Nikotinbeutel 12 Dosen')).toEqual(['tobacco-vapes']);
    expect(clauses('ZYN cool mint 11 mg')).toEqual(['tobacco-vapes']);
    expect(clauses('Velo freeze 10 latas, 14 mg')).toEqual(['tobacco-vapes']);
  });

  it('leaves a bike, a veil and a hat that share the brands’ names alone', () => {
    expect(clauses('Vélo de route Velo carbone, 2 sacoches')).toEqual([]);
    expect(clauses('Velo de novia largo, tul marfil')).toEqual([]);
  });

  it('reads stolen goods by the trade’s idioms', () => {
    expect(flags('Portátil por estrear, caiu do camião, só em dinheiro')).toEqual(['prohibited_item stolen-goods']);
    expect(clauses('Perfumes caídos de un camión, precio de risa')).toEqual(['stolen-goods']);
    expect(clauses('Tombés du camion, neufs sous blister')).toEqual(['stolen-goods']);
    expect(clauses('Brand new drill, fell off a truck, no questions asked')).toEqual(['stolen-goods']);
    expect(clauses('Tablet nuovo, senza scontrino, senza fare domande')).toEqual(['stolen-goods']);
  });

  it('reads the talk of asking nothing beside a missing receipt, a negation before it included', () => {
    expect(clauses('Consola selada, sem talão, e sem perguntas')).toEqual(['stolen-goods']);
    expect(clauses('Cash only, no box, no questions asked')).toEqual(['stolen-goods']);
  });

  it('leaves a returns promise, a parcel dented in delivery and a toy lorry alone', () => {
    expect(clauses('30-day returns, no questions asked')).toEqual([]);
    expect(clauses('A caixa caiu do camião na entrega, tem uma mossa')).toEqual([]);
    expect(clauses('Toy lorry with working tipper, brand new')).toEqual([]);
  });
});

describe('fishing knives', () => {
  it('leaves a fishing or filleting knife of a long blade alone, and still reads a hunting knife said good for fishing', () => {
    expect(clauses('Cuchillo de pesca con hoja de 14 cm y funda')).toEqual([]);
    expect(clauses('Filleting knife, 7 inch blade, with sheath')).toEqual([]);
    expect(clauses('Faca de caça e pesca, lâmina 18 cm')).toEqual(['knives']);
  });

  it('exempts only the fishing knife itself, never a dagger or a hunting knife beside it', () => {
    const listing = (title: string, description: string) => [...new Set(findItems(title, { profile: 'generic', otherField: description, field: 'title' }).concat(findItems(description, { profile: 'generic', otherField: title, field: 'description' })).map((f) => f.clause))];
    expect(listing('Punhal de caça com lâmina de 22 cm', 'Ofereço também uma faca de pesca pequena.')).toEqual(['knives']);
    expect(listing('Hunting dagger, 20 cm blade', 'A small fishing knife comes with it.')).toEqual(['knives']);
    expect(listing('Couteau de pêche', 'Lame de 15 cm, avec étui.')).toEqual([]);
    expect(listing('Faca de pesca', 'Lâmina de 16 cm, com bainha.')).toEqual([]);
  });
});

describe('the described items\' look-alikes', () => {
  it('reads "finto" and "laurea", never the name Laure', () => {
    expect(clauses('Diploma finto, uguale al vero')).toEqual(['identity-documents']);
    expect(clauses('Laurea falsa in due settimane')).toEqual(['identity-documents']);
    expect(clauses('Laure falsa cuore, romanzo in buono stato')).toEqual([]);
    expect(clauses('Livre de Laure, fausse couverture abîmée')).toEqual([]);
  });

  it('reads a stamp as forgery only official or beside a forgery word, an old or collected document alone', () => {
    expect(clauses('Diploma antigo da escola primária, com carimbo original')).toEqual([]);
    // The licence itself is an identity document the main lexicon reads; the stamp reads no forgery.
    expect(findItems('Alter Führerschein (grauer Lappen) mit Stempel, Sammlerstück', { profile: 'generic' }).filter((f) => /Stempel/u.test(f.evidence))).toEqual([]);
    expect(clauses('Altes Schulzeugnis mit Stempel, Sammlerstück')).toEqual([]);
    expect(clauses('Diplôme de 1950 avec tampon de l’école, pour collectionneur')).toEqual([]);
    expect(clauses('Diploma del nonno con timbro, ricordo di famiglia')).toEqual([]);
    expect(clauses('Degree certificates with official stamp, any university')).toEqual(['identity-documents']);
  });

  it('reads an everyday-word nicotine brand only beside a nicotine word or a strength', () => {
    expect(clauses('Sementes de alface Iceberg, 2 saquetas')).toEqual([]);
    expect(clauses('Sacoche de vélo étanche avec boîte de rangement')).toEqual([]);
    expect(clauses('Iceberg lettuce seeds, one tin')).toEqual([]);
    expect(clauses('Puzzle Siberia 1000 peças, na lata original')).toEqual([]);
    expect(clauses('Five unopened tins of Iceberg nicotine pouches')).toEqual(['tobacco-vapes']);
    expect(clauses('Velo freeze 10 latas, 14 mg')).toEqual(['tobacco-vapes']);
  });

  it('leaves a supplement\'s dose alone, still reads slimming pills on prescription', () => {
    expect(clauses('Cápsulas para emagrecer de chá verde 500 mg')).toEqual([]);
    expect(clauses('Slimming capsules green tea extract 500mg')).toEqual([]);
    expect(clauses('Pastillas para adelgazar con receta médica')).toEqual(['medicines']);
  });

  it('reads a bare "don\'t ask" only beside a missing receipt, cash only or where the goods came from, never beside "brand new" or "no box"', () => {
    expect(clauses('Brand new, no box. Price is firm, don\'t ask!')).toEqual([]);
    expect(clauses('Price is firm, don\'t ask why I\'m selling. Brand new.')).toEqual([]);
    expect(clauses('Still sealed, no questions asked about the price')).toEqual([]);
    expect(clauses('No receipt, don\'t ask where it came from')).toEqual(['stolen-goods']);
    expect(clauses('Cash only, no receipt. Don\'t ask.')).toEqual(['stolen-goods']);
    expect(clauses('Sealed console, no box, don\'t ask how')).toEqual([]);
  });
});

