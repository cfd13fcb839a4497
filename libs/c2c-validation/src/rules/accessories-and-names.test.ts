import { describe, expect, it } from 'vitest';
import { findItems } from './items.ts';
import { findLinks } from './links.ts';
import { findSocialHandles } from './social-handles.ts';

// Innocent listings that rules outside their own kind flagged (s41-19q), each kind with a true positive it must still catch.
const context = { profile: 'generic' as const };
const items = (text: string) => findItems(text, context).map((f) => f.evidence);

describe('a holder or its pocket for a list of things ending in a document is the holder', () => {
  it.each([
    'Bolsa de viagem com bolsos para bilhetes, cartões e o passaporte, em pele castanha.',
    'Leather travel wallet with slots for boarding passes and your passport, zip closed.',
    'Funda de viaje con bolsillos para tarjetas, billetes y el pasaporte, color azul.',
    'Pochette de voyage avec poches pour cartes, billets et passeport, neuve.',
    'Custodia da viaggio con tasche per biglietti, carte e il passaporto, mai usata.',
    'Reise-Hülle mit Fächer für Karten, Tickets und Reisepass, wie neu.',
  ])('%s', (text) => {
    expect(items(text)).toEqual([]);
  });
  it('still reads the document itself sold', () => {
    expect(items('Vendo passaporte português válido, entrego em mão.')).toEqual(['passaporte']);
    expect(items('Selling a passport with slots for stamps and visas.')).toEqual(['passport']);
  });
});

describe("a costume's or a stage prop's gun is part of the costume", () => {
  it.each([
    'Sci-fi cosplay prop pistol, 3D printed resin, painted silver.',
    'Pistola de fantasia para o Carnaval, plástico, com chapéu de cowboy.',
    'Revólver de disfraz del oeste, de plástico, talla infantil.',
    'Theatre props rifle in painted wood, for a school play.',
  ])('%s', (text) => {
    expect(items(text)).toEqual([]);
  });
  it('still reads a real gun, and one whose prop is denied', () => {
    expect(items('Vendo pistola 9mm com carregador.')).toEqual(['pistola']);
    expect(items('Real pistol, not a cosplay toy, with its magazine.')).toContain('pistol');
  });
});

describe('a supplement that raises testosterone naturally is a supplement', () => {
  it.each([
    'Booster de testosterona natural com ervas, 60 cápsulas.',
    'Natural testosterone booster with zinc and maca, sealed tub.',
    'Suplemento para la testosterona natural, tribulus, 90 cápsulas.',
    'Testosteron-Booster aus Pflanzen, ungeöffnet.',
  ])('%s', (text) => {
    expect(items(text)).toEqual([]);
  });
  it('still reads the hormone sold', () => {
    expect(items('Vendo testosterona injetável, 10 ampolas.')).toEqual(['testosterona']);
  });
});

describe("a network's name as a trend adjective is no handle", () => {
  it.each([
    "Camisola da Levi's, vista na TikTok trend deste verão.",
    'Saia plissada, vista no TikTok tendência deste ano, tamanho S.',
    'Pantalones anchos, vistos en Instagram trendy, talla M.',
    'Baskets blanches, vues sur TikTok tendance de la rentrée.',
  ])('%s', (text) => {
    expect(findSocialHandles(text)).toEqual([]);
  });
  it('still reads a handle after the network', () => {
    expect(findSocialHandles('Segue-me no TikTok trendyseller22 para mais peças.').map((f) => f.code)).toEqual(['social_handle']);
  });
});

describe("a work's or a mascot's noun before a capitalised dot-com name names that thing", () => {
  it.each([
    'Revista Magazine dot com, número 3 de 2001, capa dura.',
    'Boneco da mascote Pets.com dos anos 2000, meia marioneta.',
    'Livro Receitas ponto com, capa mole, lido uma vez só.',
    'Peluche della mascotte Giochi.com, anni novanta.',
  ])('%s', (text) => {
    expect(findLinks(text, context)).toEqual([]);
  });
  it("still reads a shop's own domain, also after such a noun", () => {
    expect(findLinks('Mais peças na lojinhadaluisa.com, envio rápido.', context).map((f) => f.evidence)).toEqual(['lojinhadaluisa.com']);
    expect(findLinks('Vejam a revista minhalojinha dot com para mais.', context).map((f) => f.evidence)).toEqual(['minhalojinha dot com']);
  });
});
