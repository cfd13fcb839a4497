import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];

describe('goods the published prohibited and restricted lists name', () => {
  it('reads body armour in each language, not a costume or an airsoft vest', () => {
    expect(flags('Colete balístico nível IIIA, tamanho L', 'olx-pt')).toEqual(['prohibited_item weapons']);
    expect(flags('Chaleco antibalas nivel III, poco uso', 'wallapop')).toEqual(['prohibited_item weapons']);
    expect(flags('Gilet pare-balles gendarmerie, taille 2')).toEqual(['prohibited_item weapons']);
    expect(flags('Stab vest with ballistic plates, size M', 'ebay')).toEqual(['prohibited_item weapons']);
    expect(flags('Giubbotto antiproiettile classe 3')).toEqual(['prohibited_item weapons']);
    expect(flags('Schusssichere Weste SK1, kaum getragen')).toEqual(['prohibited_item weapons']);
    expect(flags('Gilet pare-balles de déguisement, enfant 8 ans')).toEqual([]);
    expect(flags('Body armour costume for a space marine, cosplay', 'ebay')).toEqual([]);
  });

  it('reads a suppressor named for its gun, gunpowder and primers, blowguns; not a car silencer, a colour or a powder coat', () => {
    expect(flags('Silenciador para carabina de caça, rosca 1/2', 'olx-pt')).toEqual(['prohibited_item weapons']);
    expect(flags('Pólvora negra para recarga, lata de 500 g', 'wallapop')).toEqual(['prohibited_item weapons']);
    expect(flags('Small pistol primers, 1000 count', 'ebay')).toEqual(['prohibited_item weapons']);
    expect(flags('Sarbacane de chasse avec 20 fléchettes')).toEqual(['prohibited_item weapons']);
    expect(flags('Storditore elettrico con torcia ricaricabile')).toEqual(['prohibited_item weapons']);
    expect(flags('Silenciador de escape para mota 125, inox', 'olx-pt')).toEqual([]);
    expect(flags('Camisa azul pólvora, algodão, tamanho M')).toEqual([]);
    expect(flags('Shelf unit, black powder coated steel, 180 cm', 'ebay')).toEqual([]);
    expect(flags('Cerbatana de juguete con dardos de ventosa', 'wallapop')).toEqual([]);
  });

  it('reads laughing gas and nitrous oxide by the cylinder, not a cream siphon', () => {
    expect(flags('Gás hilariante, garrafa grande com balões')).toEqual(['prohibited_item drugs']);
    expect(flags('Óxido nitroso, bombona de 2 kg, sabor menta', 'wallapop')).toEqual(['prohibited_item drugs']);
    expect(flags('Protoxyde d’azote, 3 bouteilles de 640 g')).toEqual(['prohibited_item drugs']);
    expect(flags('Lachgas Flaschen, 5 Stück')).toEqual(['prohibited_item drugs']);
    expect(flags('Sifão de chantilly em inox com 10 cápsulas')).toEqual([]);
  });

  it('reads magic-mushroom spores and grow kits, cannabis seeds in German, psychoactive plants; not hemp seeds to eat', () => {
    expect(flags('Seringa de esporos de psilocybe, para microscopia', 'olx-pt')).toEqual(['prohibited_item drugs']);
    expect(flags('Magic mushroom grow kit, ready to fruit', 'ebay')).toEqual(['prohibited_item drugs']);
    expect(flags('Hanfsamen feminisiert, 10 Stück')).toEqual(['prohibited_item drugs']);
    expect(flags('Feuilles de salvia divinorum séchées, 10 g')).toEqual(['prohibited_item drugs']);
    expect(flags('Hanfsamen geschält, Bio, 500 g')).toEqual([]);
    expect(flags('Salvia officinalis em vaso, 30 cm')).toEqual([]);
  });

  it('reads SARMs, botulinum toxin, injectable fillers, tanning peptides and hydroquinone; not hair botox or a serum', () => {
    expect(flags('Ostarina MK-2866, 60 cápsulas', 'olx-pt')).toEqual(['prohibited_item medicines']);
    expect(flags('Botox 100 unidades, caducidad 2027', 'wallapop')).toEqual(['prohibited_item medicines']);
    expect(flags('Acide hyaluronique injectable, 1 ml')).toEqual(['prohibited_item medicines']);
    expect(flags('Melanotan 2 vial, 10 mg', 'ebay')).toEqual(['prohibited_item medicines']);
    expect(flags('Crema schiarente con idrochinone 4%')).toEqual(['prohibited_item medicines']);
    expect(flags('Botox capilar, máscara de 1 kg, selada')).toEqual([]);
    expect(flags('Shampoing effet botox, 250 ml')).toEqual([]);
    expect(flags('Hyaluronic acid serum, 30 ml, unopened', 'ebay')).toEqual([]);
  });

  it('reads prescription veterinary medicines by their trade names', () => {
    expect(flags('Bravecto 20-40 kg, 1 comprimido', 'olx-pt')).toEqual(['prohibited_item medicines']);
    expect(flags('Cama para cão grande, lavável', 'olx-pt')).toEqual([]);
  });

  it('reads licence plates, not their holders, lights or a décor sign', () => {
    expect(flags('Placa de matrícula original, sem uso', 'olx-pt')).toEqual(['prohibited_item identity-documents']);
    expect(flags('Plaque d\'immatriculation avant, aluminium')).toEqual(['prohibited_item identity-documents']);
    expect(flags('Pair of number plates, road legal', 'ebay')).toEqual(['prohibited_item identity-documents']);
    expect(flags('Targa auto originale, anni 80')).toEqual(['prohibited_item identity-documents']);
    expect(flags('Kfz-Kennzeichen, Paar, gebraucht')).toEqual(['prohibited_item identity-documents']);
    expect(flags('Soporte de placa de matrícula para moto, con luz', 'wallapop')).toEqual([]);
    expect(flags('Number plate holder and light, chrome', 'ebay')).toEqual([]);
    expect(flags('Placa de matrícula americana decorativa, metal')).toEqual([]);
    expect(flags('Kennzeichenhalter aus Edelstahl')).toEqual([]);
    expect(flags('Carro a gasóleo, 180 mil km, placa de matrícula tapada nas fotos', 'olx-pt')).toEqual([]);
  });

  it('reads refrigerant gas in its cylinder and asbestos; not an appliance charged with its gas or a part free of asbestos', () => {
    expect(flags('Botija de freon R22, 13 kg, cheia', 'olx-pt')).toEqual(['prohibited_item hazardous-chemicals']);
    expect(flags('Freon R12 cylinder, 30 lb, full', 'ebay')).toEqual(['restricted_item hazardous-chemicals']);
    expect(flags('Placas de amianto onduladas, 8 unidades', 'olx-pt')).toEqual(['prohibited_item hazardous-chemicals']);
    expect(flags('Asbestplatten, 6 Stück')).toEqual(['prohibited_item hazardous-chemicals']);
    expect(flags('Ar condicionado portátil, gás refrigerante R290, 9000 BTU', 'olx-pt')).toEqual([]);
    expect(flags('Frigorifero combinato, gas R600a, classe A')).toEqual([]);
    expect(flags('Telhado de fibrocimento sem amianto, 20 chapas', 'olx-pt')).toEqual([]);
    expect(flags('Asbestos-free brake pads, front', 'ebay')).toEqual([]);
  });

  it('reads marine and distress flares, not electronic ones or flared jeans', () => {
    expect(flags('Fachos de mão vermelhos, validade 2027', 'olx-pt')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Bengalas de socorro náuticas, caja de 3', 'wallapop')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Fusées parachutes pour bateau, lot de 2')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Offshore marine flares pack, in date', 'ebay')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Razzi a paracadute, 2 pezzi, scadenza 2026')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Handfackeln rot, 3 Stück, für Boote')).toEqual(['prohibited_item explosives-fireworks']);
    expect(flags('Emergency LED flares for the car, set of 3', 'ebay')).toEqual([]);
    expect(flags('Red flares, high waist, size 10', 'vinted')).toEqual([]);
  });

  it('reads kits that lift an e-bike\'s or e-scooter\'s speed limit, not a legal one said so or a phone unlocked', () => {
    expect(flags('Kit de desbloqueio de velocidade para trotinete Xiaomi', 'olx-pt')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Deslimitador para patinete eléctrico, fácil de instalar', 'wallapop')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Kit de débridage pour vélo électrique')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('E-bike tuning chip, 45 km/h, Bosch Performance', 'ebay')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Chip per sbloccare la velocità della bici elettrica')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('E-Bike Tuning Modul, Pedelec, neu')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Trotinete Xiaomi Pro 2, limitada a 25 km/h', 'olx-pt')).toEqual([]);
    expect(flags('iPhone 12 desbloqueado, 64 GB', 'olx-pt')).toEqual([]);
  });

  it('reads follower packages and lists of people\'s e-mails, not a phone\'s contact list', () => {
    expect(flags('Instagram followers package, 5k, fast delivery', 'ebay')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Base de datos de 80.000 emails de empresas', 'wallapop')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Fichier prospects BTP, 12 000 contacts')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Lista di 20.000 email aziende italiane')).toEqual(['prohibited_item digital-accounts']);
    expect(flags('Telemóvel com a lista de contactos apagada, 64 GB', 'olx-pt')).toEqual([]);
  });

  it('reads eggs of wild birds, not painted or chocolate ones', () => {
    expect(flags('Coleção de ovos de aves selvagens, 40 peças', 'olx-pt')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Wild bird eggs, old collection, labelled', 'ebay')).toEqual(['prohibited_item protected-wildlife']);
    expect(flags('Œufs d\'oiseaux en bois peints, lot de 6')).toEqual([]);
  });
});
