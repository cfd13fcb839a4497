import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { foldText } from '../text/fold-text.ts';
import { findItems } from './items.ts';
import { findLinks } from './links.ts';
import { findPhoneNumbers } from './phone-numbers.ts';
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
  it('reads the booster as one in a whole listing too', () => {
    const found = checkListingRules({ title: 'Booster para ginásio, ervas', description: 'Booster de testosterona natural com ervas, 60 cápsulas.' } as never, context);
    expect(found.filter((v) => v.code === 'prohibited_item')).toEqual([]);
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

const phones = (title: string, description: string) =>
  checkListingRules({ title, description } as never, context).filter((v) => v.code === 'contact_phone').map((v) => v.evidence);

describe('a series of sizes with halves among them is no phone number', () => {
  it.each([
    ['Chaves hexagonais de oficina', 'Medidas: 1,5 2 2,5 3 4 5 6 8 10 mm'],
    ['Inbusschlüssel im Kunststoffetui', 'Größen 1,5 2 2,5 3 4 5 6 8'],
    ['Forets à métaux en coffret', 'Diamètres 1.5 2 2.5 3 3.5 4 5 6'],
  ])('%s: %s', (title, description) => {
    expect(phones(title, description)).toEqual([]);
  });
  it('keeps lone digits after a decimal number apart, and still joins a number spelt out digit by digit', () => {
    expect(foldText('Medidas 2,5 3 4 5 6 mm').folded).toBe('Medidas 2,5 3 4 5 6 mm');
    expect(findPhoneNumbers('Brocas de 1,5 2 2,5 3 4 5 6 8')).toEqual([]);
    expect(phones('Telemóvel antigo para colecção', 'Preço 12,5 euros, liga 9 1 2 3 4 5 6 7 8')).toEqual(['9 1 2 3 4 5 6 7 8']);
    expect(phones('Telemóvel antigo para colecção', 'Liga 91,5 234 567 ou 912 345 678')).toContain('912 345 678');
  });
});

describe("a model's name ending in a letter is no digit typed as a letter", () => {
  it.each([
    ['Capas Nokia 6310i 6230i 6300', 'Capas originais em bom estado'],
    ['Nokia 6310i / 6230i / 6300 / 3310', 'Lote de telemóveis para peças'],
    ['Carregadores para 8210i e 6230i', 'Dois carregadores de isqueiro'],
  ])('%s', (title, description) => {
    expect(phones(title, description)).toEqual([]);
  });
  it('still reads look-alike letters inside a number', () => {
    expect(phones('Telemóvel antigo para colecção', 'Liga 93O 1l2 345')).toEqual(['93O 1l2 345']);
    expect(phones('Telemóvel antigo para colecção', 'Contacto 912 345 67l')).toEqual(['912 345 67l']);
  });
});
