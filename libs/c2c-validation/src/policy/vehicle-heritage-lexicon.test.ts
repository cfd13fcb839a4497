import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];

describe('odometer winding-back devices', () => {
  it('reads the device, the verb and the reading, or the trade names, in the six languages', () => {
    expect(flags('Vendo aparelho para baixar os quilómetros a carros alemães', 'olx-pt')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Herramienta para corregir el kilometraje, fácil de usar', 'wallapop')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Boîtier pour baisser le kilométrage, compatible PSA')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Mileage blocker for most cars, plug and play', 'ebay')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Strumento per scalare i km su auto tedesche')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Tachojustierung für alle Marken, schnell erledigt')).toEqual(['prohibited_item odometer-tampering']);
  });

  it('leaves readers, bike computers and repairs that keep the reading alone', () => {
    expect(flags('Leitor OBD2 bluetooth, mostra quilómetros e avarias')).toEqual([]);
    expect(flags('Compteur kilométrique vélo sans fil, piles neuves')).toEqual([]);
    expect(flags('Replacement odometer gear for a classic roadster, reads true miles')).toEqual([]);
  });
});

describe('used catalytic converters', () => {
  it('reads one taken off a car or offered in numbers as restricted', () => {
    expect(flags('Catalisador desmontado de um Golf, 60 euros', 'olx-pt')).toEqual(['restricted_item catalytic-converters']);
    expect(flags('Katalysator gebraucht, ausgebaut aus Passat')).toEqual(['restricted_item catalytic-converters']);
    expect(flags('Used catalytic converters, can get more next week', 'ebay')).toEqual(['restricted_item catalytic-converters']);
  });

  it('leaves a new one in its box, a heat shield and a buyer for recycling alone', () => {
    expect(flags('Catalizador nuevo en su caja para Ibiza, con factura')).toEqual([]);
    expect(flags('Heat shield for a catalytic converter, used, one bolt missing')).toEqual([]);
    expect(flags('Compramos catalisadores usados para reciclagem')).toEqual([]);
  });
});

describe('coins and objects dug up with a detector, invasive plants, steroids', () => {
  it('reads finds said dug up with a detector or undeclared as cultural heritage', () => {
    expect(flags('Moedas antigas encontradas com o detector num campo no Alentejo')).toEqual(['restricted_item cultural-heritage']);
    expect(flags('Roman coins dug up with my metal detector last spring', 'ebay')).toEqual(['restricted_item cultural-heritage']);
    expect(flags('Münzen aus dem Acker, nicht gemeldet, Konvolut')).toEqual(['restricted_item cultural-heritage']);
  });

  it('leaves the detector itself and coins bought from a dealer alone', () => {
    expect(flags('Detector de metais com pá e auscultadores, encontra moedas até 20 cm')).toEqual([]);
    expect(flags('Pièces de monnaie achetées en boutique numismatique, certificat')).toEqual([]);
  });

  it('reads invasive plants by their names and leaves dried decoration and removal alone', () => {
    expect(flags('Vendo pés de erva-das-pampas em vaso, 5 unidades')).toEqual(['prohibited_item invasive-species']);
    expect(flags('Renouée du Japon en pot, pousse vite')).toEqual(['prohibited_item invasive-species']);
    expect(flags('Götterbaum Setzlinge, schnellwachsend')).toEqual(['prohibited_item invasive-species']);
    expect(flags('Plumeiros das pampas secos para jarra, decoração')).toEqual([]);
    expect(flags('Serviço de remoção de knotweed em jardins')).toEqual([]);
  });

  it('reads anabolic steroids by their esters and short names beside vials or cycles', () => {
    expect(flags('Trembolona y nandrolona, envío discreto', 'wallapop')).toEqual(['prohibited_item medicines']);
    expect(flags('test cyp 250 mg/ml, 10 ml vials', 'ebay')).toEqual(['prohibited_item medicines']);
    expect(flags('Comboio elétrico com carris, tren de juguete')).toEqual([]);
  });
});
