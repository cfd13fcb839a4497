import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
/** The findings as [code, clause], the text read as a description. */
const flags = (text: string, profile: Profile = 'generic') => findItems(text, { profile, field: 'description' }).map((f) => [f.code, f.clause]);
const clauses = (text: string, profile: Profile = 'generic') => flags(text, profile).map(([, clause]) => clause);

describe('hazardous substances beyond the obvious', () => {
  it('prohibits mercury in a device or by the flask, not a mercury-free one, a band or an outboard motor', () => {
    expect(flags('Barómetro de parede com coluna de mercúrio.')).toEqual([['prohibited_item', 'hazardous-chemicals']]);
    expect(clauses('Tensiomètre à mercure de médecin, boîte d\'origine.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Box of mercury tilt switches, twelve pieces.')).toEqual(['hazardous-chemicals']);
    expect(clauses('30 g di mercurio in una fiala di vetro.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Mercury, 2 lb flask, sealed.')).toEqual(['hazardous-chemicals']);
    expect(flags('Mercury barometer in an oak case.', 'ebay')).toEqual([['restricted_item', 'hazardous-chemicals']]);
    expect(clauses('Blutdruckmessgerät, quecksilberfrei, mit Manschette.')).toEqual([]);
    expect(clauses('Mercury 4 hp outboard, starts first pull.')).toEqual([]);
    expect(clauses('Disco de vinil de Freddie Mercury, edição japonesa.')).toEqual([]);
  });

  it('prohibits ammonium nitrate of 16 % nitrogen or more, not a garden feed or silver nitrate', () => {
    expect(clauses('Nitrato de amónio a 27 %, três sacos de 40 kg.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Ammonium nitrate prills, high-nitrogen grade.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Adubo para relva, 20 kg, NPK 20-5-10.')).toEqual([]);
    expect(clauses('Nitrato de plata en barrita para verrugas.')).toEqual([]);
  });

  it('prohibits old asbestos cement by its trade names, not new sheets said free of it', () => {
    expect(clauses('Chapas de lusalite velhas, tiradas de um anexo.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Depósito de agua de uralita antiguo.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Chapas de fibrocimento acabadas de comprar, sem amianto.')).toEqual([]);
  });

  it('prohibits plant-protection products the EU withdrew, not an organic spray', () => {
    expect(clauses('Resto de paraquat, garrafa de 1 L.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Dimethoate concentrate, 500 ml, old stock.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Pulverizador de jardim, 8 litros, como novo.')).toEqual([]);
  });

  it('prohibits strong acids and solvents by the drum, not a small bottle for the house', () => {
    expect(clauses('Ácido nítrico a 65 %, bidão de 25 litros.')).toEqual(['hazardous-chemicals']);
    expect(clauses('60 l Toluol im Fass, Restposten.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Acide fluorhydrique, petit flacon.')).toEqual(['hazardous-chemicals']);
    expect(clauses('Acetona de 250 ml para as unhas.')).toEqual([]);
    expect(clauses('Ácido hialurónico sérum 30 ml.')).toEqual([]);
  });
});

describe('wild finches and primates', () => {
  it('prohibits wild finches sold alive, not a feeder, a book or a figure of one', () => {
    expect(clauses('Casal de pintassilgos, cantam muito, com gaiola.')).toEqual(['protected-wildlife']);
    expect(clauses('Jilguero macho de campo, buen cantor.')).toEqual(['protected-wildlife']);
    expect(clauses('Comedouro de sementes para pintassilgos.')).toEqual([]);
    expect(clauses('Figurine chardonneret en porcelaine.')).toEqual([]);
  });

  it('prohibits primates sold as pets, not a car jack, overalls or a plush monkey', () => {
    expect(clauses('Sagui fêmea, 5 meses, muito mansa.')).toEqual(['protected-wildlife']);
    expect(clauses('Tití pigmeo macho en venta.')).toEqual(['protected-wildlife']);
    expect(clauses('Young macaque, tame, cage included.')).toEqual(['protected-wildlife']);
    expect(clauses('Macaco hidráulico de 3 toneladas para carro.')).toEqual([]);
    expect(clauses('Monkey plush toy, 50 cm.')).toEqual([]);
  });
});

describe('contraband tobacco', () => {
  it('prohibits tobacco without its tax stamp or bought duty-free to resell, not a duty-free bag or an empty tin', () => {
    expect(clauses('Tabaco de enrolar sem selo, 8 € a bolsa.')).toEqual(['tobacco-vapes']);
    expect(clauses('Cartons of cigs from duty free, half price.')).toEqual(['tobacco-vapes']);
    expect(clauses('Saco de compras duty free, nunca usado.')).toEqual([]);
    expect(clauses('Lata de tabaco vazia, anos 50, decoração.')).toEqual([]);
  });

  it('reads mercury by its older name, bottled', () => {
    expect(clauses('Quicksilver 1 kg in a sealed bottle, for collectors')).toEqual(['hazardous-chemicals']);
    expect(clauses('Termometro digital infrarrojo, sin mercurio')).toEqual([]);
  });
});
