import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';
import { tradeNames } from './trade-names.ts';

const items = (text: string, otherField = '') => findItems(text, { profile: 'olx-pt', field: 'title', otherField }).map((f) => [f.code, f.clause, f.evidence]);

describe('trade names: a restricted good named only by its maker or brand', () => {
  it('reads a maker whose only trade is the good as that good, with the topic (the clause) its trade falls under', () => {
    expect(items('Heckler & Koch SFP9, com estojo')).toEqual([['prohibited_item', 'weapons', 'Heckler & Koch']]);
    expect(items('Lost Mary de frutos rojos, nueva')).toEqual([['prohibited_item', 'tobacco-vapes', 'Lost Mary']]);
    expect(items('Trulicity, restam três canetas')).toEqual([['prohibited_item', 'medicines', 'Trulicity']]);
  });

  it('reads a maker that also makes everyday goods as the good only beside its trade’s cue', () => {
    expect(items('Winchester superposta calibre 12, como nova')).toEqual([['prohibited_item', 'weapons', 'Winchester']]);
    expect(items('Remington 12 gauge pump, cano de 71 cm')).toEqual([['prohibited_item', 'weapons', 'Remington']]);
    expect(items('Crystal Bar 4000, goût pastèque')).toEqual([['prohibited_item', 'tobacco-vapes', 'Crystal Bar']]);
    expect(items('Chivas Regal 12 anos, caixa fechada')).toEqual([['restricted_item', 'alcohol', 'Chivas Regal']]);
    expect(items('Campari 1 litro, sin abrir')).toEqual([['restricted_item', 'alcohol', 'Campari']]);
    expect(items('Chesterfield Blue, 5 paquets')).toEqual([['prohibited_item', 'tobacco-vapes', 'Chesterfield']]);
    // A model designation of the trade right after the name counts as the name of a sole trade does.
    expect(items('Beretta 92FS, dois carregadores')).toEqual([['prohibited_item', 'weapons', 'Beretta 92FS']]);
    expect(items('Walther PPK/S en su caja')).toEqual([['prohibited_item', 'weapons', 'Walther PPK/S']]);
    // A release form after a medicine's name is part of it, not a noun it qualifies.
    expect(items('Ritalin LA, unopened box, never needed it')).toEqual([['prohibited_item', 'medicines', 'Ritalin LA']]);
    // A long gun's build or the licence it is sold under is the firearm trade's cue too.
    expect(items('Browning superposta, dois canos, como nova')).toEqual([['prohibited_item', 'weapons', 'Browning']]);
    expect(items('Mauser, Jagdwaffe, WBK erforderlich')).toEqual([['prohibited_item', 'weapons', 'Mauser']]);
    expect(items('Sig P226 Legion, estuche original')).toEqual([['prohibited_item', 'weapons', 'Sig P226']]);
    expect(items('Crystal Pro Max 4000, sabor a sandía')).toEqual([['prohibited_item', 'tobacco-vapes', 'Crystal Pro Max']]);
    // The cue may be in the listing's other field.
    expect(items('Dunhill International', 'Cartão com 10 maços, selado')).toEqual([['prohibited_item', 'tobacco-vapes', 'Dunhill']]);
  });

  it('leaves a shared name with no cue of the trade alone: shavers, cars, motorcycles, clothing, a colour, a sofa, perfume', () => {
    expect(items('Máquina de cortar cabelo Remington, com pentes')).toEqual([]);
    expect(items('Browning casaco de caça impermeável, tamanho XL')).toEqual([]);
    expect(items('Benelli Imperiale 400, 2022, 5000 km')).toEqual([]);
    expect(items('Beretta Softshell Jacke, Größe M')).toEqual([]);
    expect(items('Botas camel de senhora, número 38')).toEqual([]);
    expect(items('Sofá Chesterfield de veludo azul')).toEqual([]);
    expect(items('Davidoff Hot Water 110 ml, eau de toilette')).toEqual([]);
  });

  it('keeps a firearm sold with its cases or its magazines a firearm, and a gun maker’s shirt a shirt', () => {
    expect(items('Walther P22, vendida con dos fundas')).toEqual([['prohibited_item', 'weapons', 'Walther P22']]);
    expect(items('Sig Sauer P365 with four magazines')).toEqual([['prohibited_item', 'weapons', 'Sig Sauer']]);
    expect(items('Camisola Glock preta, tamanho L')).toEqual([]);
  });

  it('reads a drink brand’s cue as a bottle’s, not an engine’s litres, a shampoo’s or a sun cream’s millilitres, or years of something else', () => {
    expect(items('Chevrolet Malibu 2.4L, 2011, manual')).toEqual([]);
    expect(items('Malibu protector solar SPF 50, 200 ml')).toEqual([]);
    expect(items('Absolut Repair shampoo 500 ml, salon size')).toEqual([]);
    expect(items('Jameson, 5 anos de uso, sofá de canto')).toEqual([]);
    expect(items('Malibu 1 litro, fechado')).toEqual([['restricted_item', 'alcohol', 'Malibu']]);
    expect(items('Absolut Citron 0,7 l, ungeöffnet')).toEqual([['restricted_item', 'alcohol', 'Absolut']]);
  });

  it('reads a tobacco house’s perfume, sold by the millilitre, as perfume even beside packs', () => {
    expect(items('Davidoff Champion, lote de 3 packs de 50 ml')).toEqual([]);
    expect(items('Davidoff Gold, lote de 3 packs')).toEqual([['prohibited_item', 'tobacco-vapes', 'Davidoff']]);
  });

  it('reads no other trade’s numbers as the cue: a chain’s pitch, a screen’s 4K, packs of socks or of coffee', () => {
    expect(items('Motosserra Husqvarna 445, corrente .325 nova')).toEqual([]);
    expect(items('Acer Aspire 5, ecrã 4K, 16 GB de RAM')).toEqual([]);
    expect(items('Camel Active calcetines, 2 packs')).toEqual([]);
    expect(items('Davidoff Café Fine Aroma, pack de 4')).toEqual([]);
    expect(items('Ruger American Rimfire 22 LR')).toEqual([['prohibited_item', 'weapons', 'Ruger']]);
  });

  it('never reads the maker in merchandise, a likeness, an empty container, a book or what an accessory is for', () => {
    expect(items('Colt Python de brinquedo, com fulminantes')).toEqual([]);
    expect(items('Camisola Chivas Regal 12, tamanho M')).toEqual([]);
    expect(items('Garrafa vazia Chivas Regal 70 cl')).toEqual([]);
    expect(items('Cinzeiro Marlboro em vidro, 10 peças')).toEqual([]);
    expect(items('Ferrari 312 Marlboro escala 1:43')).toEqual([]);
    expect(items('Coldre de cintura para Sig Sauer P320')).toEqual([]);
    expect(items('Livro: a história da Winchester 1873 .44-40')).toEqual([]);
  });

  it('keeps every name a whole-word fragment that compiles, and each trade a cue', () => {
    for (const { sole, shared, cue } of tradeNames) {
      for (const name of [...sole, ...shared]) expect(() => new RegExp(name, 'iu')).not.toThrow();
      expect(cue).toBeInstanceOf(RegExp);
    }
  });
});
