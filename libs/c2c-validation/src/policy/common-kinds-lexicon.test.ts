import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { itemFindings, itemViolations } from '../test-support/item-findings.ts';
import { decideVerdict } from '../verdict.ts';

// Strings written for this file (task 54l: common kinds of problem said in ordinary words), the author's own words.

const verdict = (title: string, description: string, profile: 'olx-pt' | 'wallapop' | 'vinted' | 'ebay' | 'generic') =>
  decideVerdict(checkListingRules({ title, description }, { profile }), 'standard');

describe('intimate photos and videos', () => {
  it('photos or videos called intimate, erotic or naked, or homemade ones for adults, are sexual content', () => {
    expect(itemFindings('Packs privados', 'Tenho fotos muito íntimas, envio depois do pagamento', 'olx-pt')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Contenido exclusivo', 'Vídeos caseros para adultos hechos a tu gusto', 'wallapop')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Photos perso', 'Mes photos intimes, envoi en privé', 'vinted')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Custom content', 'Nude pics made to order', 'ebay')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Exklusiv', 'Intime Bilder auf Anfrage', 'ebay')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Contenuti', 'Foto erotiche su richiesta', 'generic')).toContain('prohibited_item sexual-services');
  });
  it('pictures or images "for adults" in a colouring book or a puzzle are none', () => {
    expect(itemFindings('Livro de colorir', 'Imagens para adultos relaxarem, mandalas e flores, 60 páginas', 'olx-pt')).toEqual([]);
    expect(itemFindings('Puzzle 1000 piezas', 'Imágenes para adultos, paisajes de montaña, completo', 'wallapop')).toEqual([]);
  });
  it('a photographer\'s boudoir session, an exhibition or a book of intimate portraits is none', () => {
    expect(itemFindings('Sessão boudoir em estúdio', 'Fotos íntimas e elegantes, com maquilhagem incluída', 'olx-pt')).toEqual([]);
    expect(itemFindings('Portrait book', 'Hardcover book of intimate photos of painters in their studios', 'ebay')).toEqual([]);
  });
});

describe('coursework handed in as the buyer\'s own, and exams sat with the student\'s login', () => {
  it('a thesis or an essay written for the buyer to submit as theirs is an academic-fraud service', () => {
    expect(itemFindings('Escrevo a tua tese', 'Entregas como se fosse tua, sem plágio', 'olx-pt')).toContain('prohibited_item prohibited-services');
    expect(itemFindings('Essay writing', 'Any subject, you hand it in as your own', 'ebay')).toContain('prohibited_item prohibited-services');
    expect(itemFindings('Tesina', 'La scrivo io, la consegni come se fosse tua', 'generic')).toContain('prohibited_item prohibited-services');
  });
  it('the same words with no academic work named (a bike looked after "as if it were yours") are none', () => {
    expect(itemFindings('Bicicleta antiga', 'Trata-a como se fosse tua, tem pneus novos', 'olx-pt')).toEqual([]);
  });
  it('an exam taken with the student\'s own login goes to a person, never rejected by itself', () => {
    expect(itemFindings('Te ayudo con la uni', 'Hago los test del campus con tu usuario', 'wallapop')).toEqual(['restricted_item prohibited-services']);
    expect(verdict('Te ayudo con la uni', 'Hago los test del campus con tu usuario', 'wallapop')).toBe('manual_review');
  });
});

describe('goods of unshown origin said by the seller\'s refusal to say', () => {
  it('"don\'t ask where it comes from" is stolen goods', () => {
    expect(itemFindings('Portátil barato', 'Não me perguntes de onde vem, funciona bem', 'olx-pt')).toContain('prohibited_item stolen-goods');
    expect(itemFindings('Cheap drill', "Works fine, don't ask where it came from", 'ebay')).toContain('prohibited_item stolen-goods');
  });
});

describe('a few grams shipped discreetly', () => {
  it('grams with discreet shipping go to a person as drugs', () => {
    expect(itemFindings('Flores secas', '3,5 g, envio discreto', 'olx-pt')).toEqual(['restricted_item drugs']);
    expect(verdict('Flores secas', '3,5 g, envio discreto', 'olx-pt')).toBe('manual_review');
  });
  it('gold, spices, tea or supplements by the gram, shipped discreetly, are none', () => {
    expect(itemFindings('Pulseira de ouro', '7 g, envio discreto e registado', 'olx-pt')).toEqual([]);
    expect(itemFindings('Azafrán de La Mancha', '2 g, envío discreto', 'wallapop')).toEqual([]);
  });
});

describe('police garments said genuine or in service', () => {
  it('a force\'s jacket, vest or cap said genuine, issued or with its badge is a police uniform', () => {
    expect(itemFindings('Polizei Weste', 'Echt, aus dem Dienst, mit Abzeichen', 'ebay')).toContain('restricted_item police-insignia');
    expect(itemFindings('Casaco da GNR', 'Original, de serviço', 'olx-pt')).toContain('restricted_item police-insignia');
    expect(itemFindings('Police cap', 'Genuine issue, badge still on', 'ebay')).toContain('restricted_item police-insignia');
  });
  it('a costume of one, or "Police" the maker\'s sunglasses, is none', () => {
    expect(itemFindings('Disfraz infantil', 'Chaqueta de la policía de disfraz, placa de plástico', 'wallapop')).toEqual([]);
    expect(itemFindings('Police sunglasses', 'Genuine, with the original case', 'ebay')).toEqual([]);
  });
});

describe('knives that open by a spring or a button', () => {
  it('a knife named by its spring or button, or said to open by one, is a switchblade', () => {
    expect(itemFindings('Navaja de muelle', 'Hoja de 8 cm, mango de hueso', 'wallapop')).toContain('restricted_item knives');
    expect(itemFindings('Coltello a molla', 'Lama 8 cm, manico in legno', 'generic')).toContain('restricted_item knives');
    expect(itemFindings('Canivete preto', 'Abre com uma mola, lâmina de 8 cm', 'olx-pt')).toContain('restricted_item knives');
    expect(itemFindings('Pocket knife', 'Opens with a button, 3 inch blade', 'ebay')).toContain('restricted_item knives');
  });
  it('an umbrella or a knife-shaped comb that opens with a button is none', () => {
    expect(itemFindings('Pente canivete', 'Pente em forma de canivete, abre com botão', 'olx-pt')).toEqual([]);
    expect(itemFindings('Paraguas automático', 'Se abre con botón, ideal para el bolso', 'wallapop')).toEqual([]);
  });
});

describe('shotgun cartridges by their bore', () => {
  it('cartridges named by bore or calibre are ammunition', () => {
    expect(itemFindings('Clay shooting', 'Two boxes of 20 gauge cartridges', 'ebay')).toContain('prohibited_item weapons');
    expect(itemFindings('Caza', 'Cartuchos calibre 12, tres cajas', 'wallapop')).toContain('prohibited_item weapons');
  });
  it('printer or game cartridges, and empty shells for crafts, are none', () => {
    expect(itemFindings('Impressora', 'Cartuchos de tinta compatíveis para impressora, pack de 4 cores', 'olx-pt')).toEqual([]);
    expect(itemFindings('Craft lot', 'Fifty empty 12 bore cartridges for crafts', 'ebay')).toEqual([]);
  });
});

describe('blue pills for his performance', () => {
  it('blue pills sold for performance go to a person as medicines', () => {
    expect(itemFindings('Para ele', 'Comprimidos azuis para o desempenho, caixa de 4', 'olx-pt')).toEqual(['restricted_item medicines']);
  });
  it('blue brake pads for performance, or blue pool tablets, are none', () => {
    expect(itemFindings('Pastillas de freno', 'Pastillas azules de alto rendimiento para disco delantero', 'wallapop')).toEqual([]);
  });
});

describe('poisons for professional use, with no licence, or already banned', () => {
  it('a rat bait or a weed killer said professional, unlicensed or banned is a restricted pesticide', () => {
    expect(itemFindings('Isco para ratos', 'Isco de uso profissional, sem cartão de aplicador', 'olx-pt')).toContain('restricted_item pesticides');
    expect(itemFindings('Old garden shed clear-out', 'Weed killer that is already banned, two full bottles', 'ebay')).toContain('restricted_item pesticides');
  });
  it('professional use said of a tool, with no poison named, is none', () => {
    expect(itemFindings('Secador de pelo', 'Secador de uso profesional, 2000 W', 'wallapop')).toEqual([]);
  });
});

describe('a service\'s account sold with its login', () => {
  it('a streaming account with its password or its term is a digital account', () => {
    expect(itemFindings('Cuenta de Spotify', 'Te paso usuario y contraseña, 12 meses', 'wallapop')).toContain('prohibited_item digital-accounts');
  });
});

describe('a perfume not meant for sale, a swollen battery, a seat after a crash', () => {
  it('a perfume said not intended for sale is a tester', () => {
    expect(itemFindings('Eau de parfum 50 ml', 'Flacon blanc, non destiné à la vente', 'vinted')).toContain('prohibited_item testers-samples');
  });
  it('a swollen lithium battery is a damaged cell; a phone whose swollen battery was replaced is none', () => {
    expect(itemFindings('Bateria de trotinete', 'Bateria de lítio inchada, para peças', 'olx-pt')).toContain('restricted_item lithium-batteries');
    expect(itemFindings('Samsung Galaxy S10', 'The battery was swollen, replaced with a new one in May', 'ebay')).toEqual([]);
  });
  it('a car seat or a helmet said to have been in a crash is read; "accident free" is not a crash', () => {
    expect(itemFindings('Seggiolino auto', 'Era in macchina durante un piccolo incidente', 'generic')).toContain('restricted_item car-seats-helmets');
    expect(itemViolations('Kinder car seat', 'Accident free, washed covers', 'ebay').map((v) => v.evidence)).not.toContain('Accident');
  });
});
