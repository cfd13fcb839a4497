import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];
const chemical = ['prohibited_item hazardous-chemicals'];
/** eBay's hazardous materials policy restricts rather than refuses. */
const chemicalOnEbay = ['restricted_item hazardous-chemicals'];

describe('the explosives precursors of EU Regulation 2019/1148, whole', () => {
  it('reads Annex I above its limit values: nitro fuel above 16 %, chlorate in its French and Spanish names', () => {
    expect(flags('Nitro fuel 25% for RC cars, 4 litres', 'ebay')).toEqual(chemicalOnEbay);
    expect(flags('Combustible nitro 20 % para buggy 1/8, garrafa 5 L', 'wallapop')).toEqual(chemical);
    expect(flags('Nitromethane 30 % combustible pour moteurs')).toEqual(chemical);
    expect(flags('Chlorate de soude désherbant, bidon 5 kg')).toEqual(chemical);
    expect(flags('Perclorato potásico 1 kg para pirotecnia', 'wallapop')).toEqual(chemical);
  });

  it('leaves the strengths sold to the public clean: nitro fuel of 16 % or less, pharmacy and salon peroxide', () => {
    expect(flags('Nitro fuel 16% for RC cars, 1 gallon', 'ebay')).toEqual([]);
    expect(flags('Combustible 12% nitro para coches RC, 1 litro', 'wallapop')).toEqual([]);
    expect(flags('Carburant 16 % nitro pour voiture thermique')).toEqual([]);
    expect(flags('Frasco de água oxigenada a 3 % (10 vol.), 250 ml, da farmácia', 'olx-pt')).toEqual([]);
    expect(flags('Agua oxigenada 12% 40 volúmenes para decoloración', 'wallapop')).toEqual([]);
  });

  it('reads the strength each limit value names: above it restricted, at or below it clean', () => {
    expect(flags('Combustible 25 % nitrometano, 5 litros', 'wallapop')).toEqual(chemical);
    expect(flags('Combustível 16 % nitrometano para motores glow, 1 litro', 'olx-pt')).toEqual([]);
    expect(flags('Ácido sulfúrico 98 %, 1 L', 'olx-pt')).toEqual(chemical);
    expect(flags('Ácido sulfúrico 10 % para baterias, 1 litro', 'olx-pt')).toEqual([]);
    expect(flags('Acide nitrique 2 % pour nettoyage')).toEqual([]);
    expect(flags('Clorato de sodio 30 % solución', 'wallapop')).toEqual([]);
    expect(flags('Água oxigenada 110 volumes, 1 litro', 'olx-pt')).toEqual(chemical);
    expect(flags('Água oxigenada 40 volumes para descolorar, 1 litro', 'olx-pt')).toEqual([]);
  });

  it('reads Annex II sold as the chemical: a purity, a grade, a bulk quantity, a powder for pyrotechnics', () => {
    expect(flags('Hexamina pura em pó, 1 kg, grau técnico', 'olx-pt')).toEqual(chemical);
    expect(flags('Acetona 99,5 %, bidão de 25 litros', 'olx-pt')).toEqual(chemical);
    expect(flags('Nitrate de calcium pur, sac de 25 kg')).toEqual(chemical);
    expect(flags('Magnesium powder 325 mesh, 500 g, 99.8%', 'ebay')).toEqual(chemicalOnEbay);
    expect(flags('Aluminiumpulver 99 %, 1 kg, Pyro-Qualität')).toEqual(chemical);
    expect(flags('Nitrato de magnésio hexa-hidratado 1 kg', 'olx-pt')).toEqual(chemical);
  });

  it('leaves everyday goods made of Annex II clean: nail-polish remover, stove tablets, fertiliser, a supplement, paint', () => {
    expect(flags('Acetona pura para unhas 1 litro', 'olx-pt')).toEqual([]);
    expect(flags('Hexamine fuel tablets for camping stove, 24 pack', 'ebay')).toEqual([]);
    expect(flags('Nitrato de cálcio para hidroponia 25 kg', 'olx-pt')).toEqual([]);
    expect(flags('Magnésio em pó suplemento 99% puro, 500 g', 'olx-pt')).toEqual([]);
    expect(flags('Tinta de alumínio em pó para radiadores 5 kg', 'olx-pt')).toEqual([]);
    expect(flags('Aluminium foil 30 m, kitchen', 'ebay')).toEqual([]);
  });
});

describe('devices refused because their use is illegal', () => {
  it('reads magnetic-stripe and chip card writers, not a memory card reader', () => {
    expect(flags('Leitor gravador de cartões magnéticos MSR605X', 'olx-pt')).toEqual(['prohibited_item card-skimmers']);
    expect(flags('EMV chip card writer software with blank cards', 'ebay')).toEqual(['prohibited_item card-skimmers']);
    expect(flags('Magnetkarten Lese- und Schreibgerät mit Software')).toEqual(['prohibited_item card-skimmers']);
    expect(flags('Scrittore di carte magnetiche USB')).toEqual(['prohibited_item card-skimmers']);
    expect(flags('SD card reader writer USB 3.0', 'ebay')).toEqual([]);
    expect(flags('Leitor de cartões SD USB, gravador de DVD externo', 'olx-pt')).toEqual([]);
  });

  it('reads keyless relays and car-key programmers, not a relay module, a pouch that blocks them or a garden timer', () => {
    expect(flags('Kit relay keyless para abrir carros, alcance 100 m', 'olx-pt')).toEqual(['restricted_item lock-picks']);
    expect(flags('Amplificateur de signal keyless pour voitures')).toEqual(['restricted_item lock-picks']);
    expect(flags('Key programmer OBD2 for all cars, no original key needed', 'ebay')).toEqual(['restricted_item lock-picks']);
    expect(flags('Schlüsselprogrammiergerät OBD für alle Marken')).toEqual(['restricted_item lock-picks']);
    expect(flags('Relay module 5V 4 channel for Arduino', 'ebay')).toEqual([]);
    expect(flags('Bolsa faraday anti relay para chave do carro keyless', 'olx-pt')).toEqual([]);
    expect(flags('Programador de rega com 4 zonas', 'olx-pt')).toEqual([]);
  });

  it("reads the Italian forces' badges, not a child's costume", () => {
    expect(flags('Distintivo dei carabinieri originale')).toEqual(['restricted_item police-insignia']);
    expect(flags('Costume da carabiniere per bambino, carnevale')).toEqual([]);
  });
});

describe('human body products', () => {
  it('reads organs offered for transplant or sale and placenta capsules; not a wheel rim, reins, food or a book', () => {
    expect(flags('Rim para venda, dador compatível', 'olx-pt')).toEqual(['prohibited_item human-remains']);
    expect(flags('Riñón para trasplante, donante compatible', 'wallapop')).toEqual(['prohibited_item human-remains']);
    expect(flags('Kidney for sale, compatible donor, serious offers', 'ebay')).toEqual(['prohibited_item human-remains']);
    expect(flags('Placenta em cápsulas, encapsulada', 'olx-pt')).toEqual(['prohibited_item human-remains']);
    expect(flags('Rim alloy 17 inch for sale', 'ebay')).toEqual([]);
    expect(flags('Leather reins for sale, full size', 'ebay')).toEqual([]);
    expect(flags('Fígado de vitela à venda, 1 kg', 'olx-pt')).toEqual([]);
    expect(flags('Mesa em forma de rim, anos 60', 'olx-pt')).toEqual([]);
    expect(flags('Livro sobre transplante de rim e fígado', 'olx-pt')).toEqual([]);
    expect(flags('Creme de placenta de ovelha, 100 ml', 'olx-pt')).toEqual([]);
  });
});

describe('accounts and virtual items', () => {
  const account = ['prohibited_item digital-accounts'];
  it("reads a courier's or a driver's account for hire", () => {
    expect(flags('Vendo conta de estafeta Glovo, pronta a trabalhar', 'olx-pt')).toEqual(account);
    expect(flags('Alquilo cuenta de Uber Eats, rider', 'wallapop')).toEqual(account);
    expect(flags('Location compte Deliveroo livreur')).toEqual(account);
    expect(flags('Konto bei Lieferando Fahrer zu vermieten')).toEqual(account);
    expect(flags('Mochila Uber Eats térmica, usada 2 meses', 'olx-pt')).toEqual([]);
    expect(flags('Bolt cutters 60 cm, heavy duty', 'ebay')).toEqual([]);
  });

  it('reads airline miles and loyalty points sold, not thousands of things, selling points or a luggage tag', () => {
    expect(flags('Vendo 60.000 milhas TAP, transfiro para a tua conta', 'olx-pt')).toEqual(account);
    expect(flags('Verkaufe 80.000 Meilen Miles & More')).toEqual(account);
    expect(flags('Selling 100k Avios points', 'ebay')).toEqual(account);
    expect(flags('Pontos Continente 5000 para vender', 'olx-pt')).toEqual(account);
    expect(flags('Vendo miles de cromos de fútbol', 'wallapop')).toEqual([]);
    expect(flags('Selling points: lightweight, waterproof', 'ebay')).toEqual([]);
    expect(flags('Flying Blue luggage tag, silver')).toEqual([]);
  });

  it('reads followers sold by the verb and a count, not a shirt for a club\'s supporters', () => {
    expect(flags('Vendo 5k seguidores reais no Instagram', 'olx-pt')).toEqual(account);
    expect(flags('Je vends des abonnés TikTok')).toEqual(account);
    expect(flags('Vendo camisola para seguidores do Benfica', 'olx-pt')).toEqual([]);
  });

  it("reads SIM cards and bank accounts in another person's name and bank accounts sold; not a SIM adapter or a card holder", () => {
    expect(flags('Cartão SIM registado, pronto a usar, em nome de outra pessoa', 'olx-pt')).toEqual(account);
    expect(flags('Prepaid SIM pre-registered, no ID needed', 'ebay')).toEqual(account);
    expect(flags('SIM prepagate già intestate ad altra persona')).toEqual(account);
    expect(flags('Cuenta bancaria a nombre de otro, con tarjeta', 'wallapop')).toEqual(account);
    expect(flags('Compte bancaire ouvert à vendre avec RIB')).toEqual(account);
    expect(flags('Vermiete mein Bankkonto mit Karte')).toEqual(account);
    expect(flags('Cartão SIM nano adaptador, 3 tamanhos', 'olx-pt')).toEqual([]);
    expect(flags('Porta-cartões para conta bancária e cartões', 'olx-pt')).toEqual([]);
  });
});
