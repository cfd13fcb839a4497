import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => findItems(text, { profile }).map((f) => [f.code, f.clause, f.evidence]);
/** A description read with its title, as the listing check reads it. */
const describedAs = (title: string, description: string, profile: Profile = 'generic') =>
  findItems(description, { profile, field: 'description', otherField: title }).map((f) => [f.clause, f.evidence]);

describe('guns that fire pellets by gas or compressed air', () => {
  it('reads gas and CO2 guns as air guns (restricted), in the six languages', () => {
    expect(flags('Revólver de gás com carregador extra', 'olx-pt')).toEqual([['restricted_item', 'replica-weapons', 'Revólver de gás']]);
    expect(flags('Carabina de CO2 poco usada', 'wallapop')).toEqual([['restricted_item', 'replica-weapons', 'Carabina de CO2']]);
    expect(flags('Pistolet à gaz avec sa mallette')).toEqual([['restricted_item', 'replica-weapons', 'Pistolet à gaz']]);
    expect(flags('CO2 rifle with scope rail', 'ebay')).toEqual([['restricted_item', 'replica-weapons', 'CO2 rifle']]);
    expect(flags('Fucile a gas per tiro sportivo')).toEqual([['restricted_item', 'replica-weapons', 'Fucile a gas']]);
    expect(flags('Gaspistole mit Koffer')).toEqual([['restricted_item', 'replica-weapons', 'Gaspistole']]);
    expect(flags('Réplica gas-blowback, corredera metálica')).toEqual([['restricted_item', 'replica-weapons', 'gas-blowback']]);
  });

  it('reads a compressed-air pistol only with its pellets, calibre or sight said', () => {
    expect(describedAs('Carabina de aire comprimido', 'Con mira telescópica y caja de balines')).toEqual([]);
    expect(flags('Carabina de aire comprimido con mira telescópica', 'wallapop')).toEqual([['restricted_item', 'replica-weapons', 'Carabina de aire comprimido']]);
  });

  it('leaves nailers, soldering, paint, blow and lighter guns that run on gas or air alone', () => {
    expect(flags('Pistola de gás para pregos, pouco uso', 'olx-pt')).toEqual([]);
    expect(flags('Pistola de gas para soldar estaño', 'wallapop')).toEqual([]);
    expect(flags('Pistolet à gaz allume-feu pour barbecue')).toEqual([]);
    expect(flags('Gas gun lighter for the kitchen hob')).toEqual([]);
    expect(flags('Pistola de aire comprimido para compresor de taller', 'wallapop')).toEqual([]);
    expect(flags('Gas-Lötpistole mit Ersatzspitzen')).toEqual([]);
  });
});

describe('a gun’s magazine by its capacity or its model', () => {
  it('reads magazines said by the rounds they hold or the rifle they fit as weapon parts, in the six languages', () => {
    expect(flags('Carregador de 17 balas, pouco uso', 'olx-pt')).toEqual([['prohibited_item', 'weapons', 'Carregador de 17 balas']]);
    expect(flags('Cargador AK-47 de metal', 'wallapop')).toEqual([['prohibited_item', 'weapons', 'Cargador AK-47']]);
    expect(flags('Lot de 2 chargeurs 20 coups')).toEqual([['prohibited_item', 'weapons', 'chargeurs 20 coups']]);
    expect(flags('Two 20 rd mags, steel', 'ebay')).toEqual([['prohibited_item', 'weapons', '20 rd mags']]);
    expect(flags('Caricatore da 15 colpi come nuovo')).toEqual([['prohibited_item', 'weapons', 'Caricatore da 15 colpi']]);
    expect(flags('Magazin für AR-15, neuwertig')).toEqual([['prohibited_item', 'weapons', 'Magazin für AR-15']]);
  });

  it('leaves chargers by their watts, periodicals by their issues and airsoft or toy magazines alone', () => {
    expect(flags('Carregador 65W para portátil', 'olx-pt')).toEqual([]);
    expect(flags('Chargeur rapide 20 W pour téléphone')).toEqual([]);
    expect(flags('Lote de 12 revistas, magazine de moda')).toEqual([]);
    expect(flags('Magazin mit 40 Seiten über Gartenbau')).toEqual([]);
    expect(flags('Nerf blaster magazine, 18 rounds of darts')).toEqual([]);
  });
});

describe('banknotes called props', () => {
  it('reads banknotes of a film, a stage or a prop as copies of a currency, in the six languages', () => {
    expect(flags('Maço de notas de adereço, 100 unidades', 'olx-pt')).toEqual([['prohibited_item', 'counterfeit-currency', 'notas de adereço']]);
    expect(flags('Billetes de 20 euros de atrezo para rodaje', 'wallapop')).toEqual([['prohibited_item', 'counterfeit-currency', 'Billetes de 20 euros de atrezo']]);
    expect(flags('Liasse de billets de tournage')).toEqual([['prohibited_item', 'counterfeit-currency', 'billets de tournage']]);
    expect(flags('Movie prop cash, full stack', 'ebay')).toEqual([['prohibited_item', 'counterfeit-currency', 'Movie prop cash']]);
    expect(flags('Banconote da 50 euro di scena per teatro')).toEqual([['prohibited_item', 'counterfeit-currency', 'Banconote da 50 euro di scena']]);
    expect(flags('Requisitengeld für Filmdreh')).toEqual([['prohibited_item', 'counterfeit-currency', 'Requisitengeld']]);
  });

  it('leaves toy money for a till or a board game and old notes for collectors alone', () => {
    expect(flags('Billetes de juguete para la caja registradora de los niños', 'wallapop')).toEqual([]);
    expect(flags('Notas de brincar e moedas, brinquedo didático', 'olx-pt')).toEqual([]);
    expect(flags('Spielgeld für Kaufladen, Scheine und Münzen')).toEqual([]);
  });
});

describe('wine named by its region beside a bottle', () => {
  it('reads bottles of a wine region, appellation or grape as alcohol (restricted), in the six languages', () => {
    expect(flags('Vendo 4 garrafas de Alentejo tinto 2017', 'olx-pt')).toEqual([['restricted_item', 'alcohol', '4 garrafas de Alentejo']]);
    expect(flags('Tres botellas de Ribera del Duero del 2016', 'wallapop')).toEqual([['restricted_item', 'alcohol', 'botellas de Ribera del Duero']]);
    expect(flags('Lot de 3 bouteilles de Sancerre blanc')).toEqual([['restricted_item', 'alcohol', '3 bouteilles de Sancerre']]);
    expect(flags('Two bottles of Malbec from 2019', 'ebay')).toEqual([['restricted_item', 'alcohol', 'bottles of Malbec']]);
    expect(flags('Sei bottiglie di Barbaresco in cassetta')).toEqual([['restricted_item', 'alcohol', 'bottiglie di Barbaresco']]);
    expect(flags('Drei Flaschen Riesling, Jahrgang 2020')).toEqual([['restricted_item', 'alcohol', 'Flaschen Riesling']]);
  });

  it('leaves empty bottles, racks, lamps and a water bottle of a wine’s colour alone', () => {
    expect(flags('Garrafa de água bordeaux, 750 ml, inox', 'olx-pt')).toEqual([]);
    expect(flags('Collection de bouteilles de Bourgogne vides pour la déco')).toEqual([]);
    expect(flags('Botellero para 8 botellas de Priorat, madera')).toEqual([]);
    expect(flags('Lamp made from a bottle of Merlot, rewired')).toEqual([]);
  });
});

describe('ivory named by the object made of it', () => {
  it('reads ivory keys, handles and inlays as protected wildlife, in the six languages', () => {
    expect(flags('Old upright piano with ivory keytops', 'ebay')).toEqual([['prohibited_item', 'protected-wildlife', 'ivory keytops']]);
    expect(flags('Bengala antiga com ivory handle')).toEqual([['prohibited_item', 'protected-wildlife', 'ivory handle']]);
    expect(flags('Piano antigo, teclas de marfim originais', 'olx-pt')).toEqual([['prohibited_item', 'protected-wildlife', 'teclas de marfim']]);
    expect(flags('Piano droit, touches en ivoire d’origine')).toEqual([['prohibited_item', 'protected-wildlife', 'touches en ivoire']]);
    expect(flags('Pianoforte con tasti in avorio')).toEqual([['prohibited_item', 'protected-wildlife', 'tasti in avorio']]);
    expect(flags('Klavier mit Elfenbeintasten, Baujahr 1910')).toEqual([['prohibited_item', 'protected-wildlife', 'Elfenbeintasten']]);
  });

  it('leaves a digital piano’s ivory feel and synthetic keytops alone', () => {
    expect(flags('Stage piano, synthetic ivory keys with escapement')).toEqual([]);
    expect(flags('Piano digital com teclas de marfim sintético', 'olx-pt')).toEqual([]);
    expect(flags('Keyboard with ivory touch keys, 88 weighted')).toEqual([]);
  });
});

describe('fragrances said to smell like the original', () => {
  it('reads a fragrance said to smell like the original, or a dupe beside a perfume maker, as a counterfeit', () => {
    expect(describedAs('Perfume árabe 100ml', 'Cheira exatamente igual ao original', 'olx-pt')).toEqual([['counterfeits', 'Cheira exatamente igual ao original']]);
    expect(describedAs('Eau de parfum 50 ml', 'Sent exactement comme le vrai, tenue 8h')).toEqual([['counterfeits', 'Sent exactement comme le vrai']]);
    expect(describedAs('Fragrance 75ml', 'Smells just like the designer one', 'ebay')).toEqual([['counterfeits', 'Smells just like the designer one']]);
    expect(describedAs('Profumo 100 ml', 'Profuma esattamente come quello originale')).toEqual([['counterfeits', 'Profuma esattamente come quello originale']]);
    expect(flags('Chanel Coco Mademoiselle dupe, 30 ml', 'vinted')).toEqual([['prohibited_item', 'counterfeits', 'dupe']]);
  });

  it('leaves a dupe denied and smells of other things alone', () => {
    expect(flags('Batom nude, não é dupe de nada', 'vinted')).toEqual([]);
    expect(describedAs('Vela aromática', 'Cheira a baunilha, dura 40 horas')).toEqual([]);
    expect(flags('Dupe of a board game, homemade cards')).toEqual([]);
  });
});

describe('nicotine pouches, signal blockers and goods that fell off a lorry', () => {
  it('reads nicotine in pouches as tobacco, in the six languages', () => {
    expect(flags('Saquetas de nicotina, sabor hortelã', 'olx-pt')).toEqual([['prohibited_item', 'tobacco-vapes', 'Saquetas de nicotina']]);
    expect(flags('Sobres de nicotina, 10 latas', 'wallapop')).toEqual([['prohibited_item', 'tobacco-vapes', 'Sobres de nicotina']]);
    expect(flags('Nikotinbeutel, 5 Dosen')).toEqual([['prohibited_item', 'tobacco-vapes', 'Nikotinbeutel']]);
  });

  it('reads a signal blocker as a jammer and leaves ad and sun blockers alone', () => {
    expect(flags('Phone blocker for the car, plugs in the lighter socket')).toEqual([['prohibited_item', 'signal-jammers', 'Phone blocker']]);
    expect(flags('Bloqueur GPS pour camionnette')).toEqual([['prohibited_item', 'signal-jammers', 'Bloqueur GPS']]);
    expect(flags('GPS-Störsender 12 V')).toEqual([['prohibited_item', 'signal-jammers', 'GPS-Störsender']]);
    expect(flags('Ad blocker lifetime licence')).toEqual([]);
    expect(flags('Sun blocker SPF 50, 200 ml')).toEqual([]);
  });

  it('reads goods said to have fallen off a lorry as stolen, and leaves a toy lorry alone', () => {
    expect(flags('Berbequins novos, caíram do camião, preço de amigo', 'olx-pt')).toEqual([['prohibited_item', 'stolen-goods', 'caíram do camião']]);
    expect(flags('Perfumes nuevos a mitad de precio, se cayeron del camión')).toEqual([['prohibited_item', 'stolen-goods', 'cayeron del camión']]);
    expect(flags('Trainers, fell off the back of a lorry, cheap', 'ebay')).toEqual([['prohibited_item', 'stolen-goods', 'fell off the back of a lorry']]);
    expect(flags('Bohrmaschinen, vom Laster gefallen')).toEqual([['prohibited_item', 'stolen-goods', 'vom Laster gefallen']]);
    expect(flags('Camion de pompiers jouet, tombé une fois')).toEqual([]);
    expect(flags('Frigorífico, caiu do camião na mudança e tem uma amolgadela', 'olx-pt')).toEqual([]);
  });
});

describe('grinders offered with the cannabis trade’s cues', () => {
  it('reads a grinder beside weed slang, rolling papers or a knowing wink as paraphernalia, the title naming it after another noun too', () => {
    expect(describedAs('Triturador grinder zinco', 'Grinder com íman, vai bem para a erva', 'olx-pt')).toEqual([['drug-paraphernalia', 'Grinder']]);
    expect(flags('Grinder and rolling papers bundle', 'ebay')).toEqual([['restricted_item', 'drug-paraphernalia', 'Grinder']]);
    expect(flags('Grinder de aluminio, ya sabes para qué 😉', 'wallapop')).toEqual([['restricted_item', 'drug-paraphernalia', 'Grinder']]);
  });

  it('leaves pepper, coffee and angle grinders alone', () => {
    expect(flags('Grinder para pimenta, em oliveira, para a cozinha', 'olx-pt')).toEqual([]);
    expect(flags('Coffee grinder, conical burrs, rolling base')).toEqual([]);
    expect(flags('Angle grinder 115 mm with two discs')).toEqual([]);
  });
});

describe('cigarette cases and holders', () => {
  it('reads a cigarette case, holder or box as an accessory, not tobacco', () => {
    expect(flags('Silver cigarette case, engraved 1932')).toEqual([]);
    expect(flags('Étui à cigarettes en laque')).toEqual([]);
    expect(flags('Pitillera de plata antigua')).toEqual([]);
    expect(flags('Zigarettenetui aus Messing')).toEqual([]);
    expect(flags('Cigarettes, two cartons', 'ebay')).toEqual([['prohibited_item', 'tobacco-vapes', 'Cigarettes']]);
  });
});

describe('fireworks by their festival names, protected species by their parts, poppers by their cover names', () => {
  it('reads festival and children’s names for fireworks, and bangers beside other fireworks', () => {
    expect(flags('Caixa de estalinhos para o Carnaval', 'olx-pt')).toEqual([['prohibited_item', 'explosives-fireworks', 'estalinhos']]);
    expect(flags('Raudi e petardi per capodanno')).toContainEqual(['prohibited_item', 'explosives-fireworks', 'Raudi']);
    expect(flags('Polenböller, 20 Stück')).toEqual([['prohibited_item', 'explosives-fireworks', 'Polenböller']]);
    expect(flags('Box of bangers and rockets, category 3', 'ebay')).toContainEqual(['prohibited_item', 'explosives-fireworks', 'bangers']);
    expect(flags('Bangers and mash cookbook, with rockets salad recipes')).toEqual([]);
    expect(flags('Bombinha para a asma, nova', 'olx-pt')).toEqual([]);
  });

  it('reads pangolin scales, black coral and a hornbill’s casque as protected wildlife, and a coral colour as a colour', () => {
    expect(flags('Escamas de pangolim secas', 'olx-pt')).toEqual([['prohibited_item', 'protected-wildlife', 'Escamas de pangolim']]);
    expect(flags('Collier en corail noir véritable')).toEqual([['prohibited_item', 'protected-wildlife', 'corail noir']]);
    expect(flags('Carved hornbill casque pendant', 'ebay')).toEqual([['prohibited_item', 'protected-wildlife', 'hornbill casque']]);
    expect(flags('Vestido de fiesta color coral, negro en la espalda', 'wallapop')).toEqual([]);
  });

  it('reads poppers’ cover names in a small bottle as drugs, and a cleaner for a sofa or by the quarter litre as a cleaner', () => {
    expect(flags('Room odouriser 25ml, strong', 'ebay')).toEqual([['prohibited_item', 'drugs', 'Room odouriser']]);
    expect(flags('Limpiador de cuero 10 ml, frasco marrón', 'wallapop')).toEqual([['prohibited_item', 'drugs', 'Limpiador de cuero']]);
    expect(flags('Lederreiniger 15 ml')).toEqual([['prohibited_item', 'drugs', 'Lederreiniger']]);
    expect(flags('Leather cleaner 250 ml for the sofa, with brush')).toEqual([]);
    expect(flags('Nettoyant cuir 20 ml pour chaussures')).toEqual([]);
  });
});

describe('precision: names and words that are also colours, materials, tickets and songs', () => {
  it('leaves boxes of a wood or a colour and phone cases in a wine’s colour alone, and reads a case of wine with its wine word or vintage', () => {
    expect(flags('Caixa de madeira com gavetas, boa para arrumar cartas antigas', 'olx-pt')).toEqual([]);
    expect(flags('Caisse bordeaux en plastique pour ranger les jouets', 'vinted')).toEqual([]);
    expect(flags('Carcasa burdeos, cases Bordeaux para Samsung A54', 'wallapop')).toEqual([]);
    expect(flags('Samsung S23 cases burgundy and navy, two pack', 'ebay')).toEqual([]);
    expect(flags('Kiste Porto aus Holz für Gartengeräte')).toEqual([]);
    expect(flags('Caja de Rioja 2012, seis botellas de vino tinto', 'wallapop')).toContainEqual(['restricted_item', 'alcohol', 'Caja de Rioja 2012']);
    expect(flags('Caixa de Madeira, vinho generoso de 1995', 'olx-pt').map(([, clause]) => clause)).toEqual(['alcohol']);
    expect(flags('Three bottles of Burgundy, red wine from 2015', 'ebay')).toContainEqual(['restricted_item', 'alcohol', 'bottles of Burgundy']);
  });

  it('leaves cinema and theatre tickets and a booklet’s film notes alone, and reads film notes said as money', () => {
    expect(flags('Quatre billets de cinéma pour ce week-end')).toEqual([]);
    expect(flags('Billets de théâtre, deux places au balcon')).toEqual([]);
    expect(flags('Billetes de cine para el domingo, sesión de tarde', 'wallapop')).toEqual([]);
    expect(flags('Blu-ray with stage notes by the choreographer', 'ebay')).toEqual([]);
    expect(flags('Film notes, 50 pounds each, look real on camera', 'ebay')).toEqual([['prohibited_item', 'counterfeit-currency', 'Film notes']]);
    expect(flags('Movie prop notes, a full stack', 'ebay')).toEqual([['prohibited_item', 'counterfeit-currency', 'Movie prop notes']]);
  });

  it('reads banknote words in time linear in the text’s spaces', () => {
    const wall = `notas ${' '.repeat(20_000)}x`;
    expect(flags(wall)).toEqual([]);
  });

  it('leaves ivory-coloured buttons, handles on a bag and combs alone, and reads them said real, old or carved', () => {
    expect(flags('Wedding dress with ivory buttons along the sleeves, size 12')).toEqual([]);
    expect(flags('Cream leather tote with ivory handle and gold clasp', 'ebay')).toEqual([]);
    expect(flags('Set of ivory combs for the hair, plastic')).toEqual([]);
    expect(flags('Antique walking stick with ivory handle', 'ebay')).toEqual([['prohibited_item', 'protected-wildlife', 'ivory handle']]);
    expect(flags('Genuine elephant ivory bangles, pair')).toEqual([['prohibited_item', 'protected-wildlife', 'ivory bangles']]);
  });

  it('leaves diffuser oils and a rider’s or a glover’s leather cleaner alone, and reads a cover name with a poppers cue', () => {
    expect(flags('Aroma de ambiente 15 ml, óleo de eucalipto para difusor', 'olx-pt')).toEqual([]);
    expect(flags('Leather cleaner 20 ml for saddles and straps', 'ebay')).toEqual([]);
    expect(flags('Limpiador de cuero 25 ml para botas de montar', 'wallapop')).toEqual([]);
    expect(flags('Room aroma, amyl formula, strong', 'ebay')).toEqual([['prohibited_item', 'drugs', 'Room aroma']]);
  });

  it('leaves a periodical’s 1911 issue, a Faraday pouch, a 420 W grinder for nuts and a compilation of bangers alone', () => {
    expect(flags('Harper’s magazine 1911, bound volume')).toEqual([]);
    expect(flags('Magazine for 1911 pistol, eight rounds')).toContainEqual(['prohibited_item', 'weapons', 'Magazine for 1911']);
    expect(flags('Faraday bag, GPS blocker for keyless car keys', 'ebay')).toEqual([]);
    expect(flags('Molinillo grinder eléctrico para frutos secos, 420 W', 'wallapop')).toEqual([]);
    expect(flags('Grinder in zinc, 420 friendly', 'ebay')).toEqual([['restricted_item', 'drug-paraphernalia', 'Grinder']]);
    expect(flags('Playlist CD of 80s bangers for the New Year’s Eve party')).toEqual([]);
  });
});

describe('the reviewer’s examples', () => {
  it('finds no item in them', () => {
    const cases: [string, Profile][] = [
      ['Caixa de madeira com tampa, ótima para guardar fotografias.', 'olx-pt'],
      ['Caisse bordeaux', 'vinted'],
      ['Funda burdeos, cases Bordeaux para iPhone 14', 'wallapop'],
      ['iPhone 14 cases burgundy', 'ebay'],
      ['Deux billets de cinéma valables jusqu’en décembre', 'generic'],
      ['Deux billets de théâtre pour samedi', 'generic'],
      ['Dos billetes de cine para el sábado', 'wallapop'],
      ['Includes booklet with film notes by the director', 'ebay'],
      ['Satin gown with ivory buttons down the back, size 10.', 'ebay'],
      ['Tan leather handbag with ivory handle', 'ebay'],
      ['Óleo aroma de ambiente 10 ml para difusor, lavanda.', 'olx-pt'],
      ['Leather cleaner 30 ml, ideal for boots and gloves.', 'ebay'],
      ['The Strand magazine 1911', 'ebay'],
      ['Faraday pouch, phone signal blocker for car keys and cards.', 'ebay'],
      ['Moinho grinder elétrico para frutos secos, 420 W.', 'olx-pt'],
      ['Compilation of 90s bangers, perfect for a New Year party.', 'ebay'],
    ];
    for (const [text, profile] of cases) expect(flags(text, profile), text).toEqual([]);
  });
});
