import { describe, expect, it } from 'vitest';
import { findItems } from './items.ts';

// A wine, a spirit or a beer named by its colour, region, grape, age or vintage, or sold by a count of bottles at a price, is the drink;
// the same colour on a garment, glasses, racks, vinegar and empty bottles are not.
const evidence = (title: string, profile: 'olx-pt' | 'vinted' = 'vinted', description = '') =>
  findItems(title, { profile, field: 'title', otherField: description }).map((f) => [f.code, f.evidence]);

describe('drinks named by colour, region, grape, age or count', () => {
  it.each([
    ['Vinho tinto Douro, caixa de 6', 'Vinho'],
    ['Vinhos tintos do Dão, lote de 3', 'Vinhos'],
    ['Vinho tinto colheita 2010', 'Vinho'],
    ['Vino tinto Ribera del Duero, 2016', 'Vino'],
    ['Vino tinto Tempranillo, caja de 6', 'Vino'],
    ['Caja de vino tinto Rioja, 6 botellas', 'vino'],
    ['Caixa de vinho tinto, 6 garrafas', 'vinho'],
    ['Champagne Rosé Brut', 'Champagne'],
    ['Vin rouge Côtes du Rhône, 6 bouteilles', 'Vin'],
    ['Red wine Malbec, 2 bottles', 'wine'],
    ['Vino rosso Barolo 2012', 'Vino'],
    ['Rotwein aus der Pfalz, 6 Flaschen', 'Rotwein'],
    ['Whisky Speyside 18 years old', 'Whisky'],
    ['Porto tawny dez anos, em caixa', 'Porto tawny'],
    ['Oporto ruby reserve, sealed', 'Oporto ruby'],
    ['Cerveza negra artesana, 12 botellas', 'Cerveza'],
    ['£40 for 6 bottles of red wine', 'wine'],
    ['40 € pour 6 bouteilles de vin rouge', 'vin'],
    ['25€ para quatro garrafas de vinho rosé', 'vinho'],
    ['Leva 2 garrafas de vinho tinto por 15€', 'vinho'],
  ])('finds the drink in "%s"', (title, word) => {
    expect(evidence(title)).toEqual([['prohibited_item', word]]);
  });

  it('finds it on every profile, restricted where alcohol is restricted', () => {
    expect(evidence('Vinho tinto Alentejo reserva 2015', 'olx-pt')).toEqual([['restricted_item', 'Vinho']]);
    expect(evidence('Vino tinto joven, tres botellas', 'olx-pt')).toEqual([['restricted_item', 'Vino']]);
  });

  it.each([
    'Dez garrafas vazias que levaram vinho, lavadas',
    'Botellero para 12 botellas de vino tinto',
    'Rack holds 12 bottles of wine, metal',
    'Copas altas de vino tinto, media docena',
    'Verres à vin rouge, lot de 6',
    'Vestido cor vinho tinto, tamanho M',
    'Sapatos vinho tinto em pele, 38',
    'Blusa vino tinto talla M',
    'Bolsa vinho, nova',
    'Wine tinted lip gloss',
    'Vestido champagne rose gold, talla M',
    'Libro sobre los vinos de Rioja',
    'Vinagre de vinho tinto, 6 garrafas',
    'Red wine vinegar, 500 ml',
    'Sacacorchos para vino tinto',
    'Tire-bouchon de serveur en inox',
    'Camisola alternativa do Porto branca, tamanho S',
    'Caixa de vinho em madeira, vazia',
    'Zwölf Rotweingläser aus Kristall',
  ])('finds no drink in "%s"', (title) => {
    expect(evidence(title)).toEqual([]);
  });
});
