import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
const flags = (text: string, profile: Profile = 'generic') => [...new Set(findItems(text, { profile }).map((f) => `${f.code} ${f.clause}`))];

describe('a job the worker pays for before it begins (prohibited-services)', () => {
  it('reads a fee, a kit or a registration paid before the work, in the six languages', () => {
    expect(flags('Trabalho em casa a colar etiquetas, pagas 35€ do material antes de começar', 'olx-pt')).toEqual(['prohibited_item prohibited-services']);
    expect(flags('Empleo desde casa, pagas 30 euros del kit antes de empezar', 'wallapop')).toEqual(['prohibited_item prohibited-services']);
    expect(flags('Travail à domicile, frais d\'inscription de 25 euros')).toEqual(['prohibited_item prohibited-services']);
    expect(flags('Data entry work from home, joining fee of 20 pounds', 'ebay')).toEqual(['prohibited_item prohibited-services']);
    expect(flags('Lavoro da casa, quota di iscrizione di 35 euro')).toEqual(['prohibited_item prohibited-services']);
    expect(flags('Heimarbeit, vorab 40 Euro für das Material überweisen')).toEqual(['prohibited_item prohibited-services']);
  });

  it('leaves work paid to the worker, a course fee and goods paid in advance alone', () => {
    expect(flags('Trabalho em casa, o material é enviado sem custos e pagamos ao fim do mês')).toEqual([]);
    expect(flags('Curso de costura, taxa de inscrição 20€, trabalho prático')).toEqual([]);
    expect(flags('Bicicleta de trabalho, pagamento antes do envio')).toEqual([]);
    expect(flags('Fully working laptop, payment upfront before posting', 'ebay')).toEqual([]);
  });
});

describe('the odometer wound back by the seller (odometer-tampering)', () => {
  it('reads the seller\'s own first-person verb with the reading', () => {
    expect(flags('Acerto os quilómetros do seu Golf ou Clio, serviço rápido', 'olx-pt')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Rebajo los kilómetros de tu coche a domicilio', 'wallapop')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('On recule le compteur de votre voiture en une heure')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('We roll back the mileage on any dashboard', 'ebay')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Abbasso i chilometri, massima discrezione')).toEqual(['prohibited_item odometer-tampering']);
    expect(flags('Wir drehen den Tacho zurück, alle Marken')).toEqual(['prohibited_item odometer-tampering']);
  });

  it('leaves low mileage said as an adjective alone', () => {
    expect(flags('Opel Corsa, baixo km, revisões em dia')).toEqual([]);
    expect(flags('Seat Ibiza con bajo kilometraje, ITV pasada')).toEqual([]);
  });
});

describe('a limiter taken out of an e-scooter (emissions-defeat)', () => {
  it('reads the limiter removed, or the scooter unlocked to a speed above the legal one', () => {
    expect(flags('Trotinete elétrica, tiramos o limitador, bateria nova', 'olx-pt')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Patinete eléctrico, limitador quitado, rueda nueva', 'wallapop')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Trottinette électrique, bridage enlevé, pneus neufs')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('Electric scooter, unlocked, now reaches 38 km/h', 'ebay')).toEqual(['prohibited_item emissions-defeat']);
    expect(flags('E-scooter, limiter taken off, charger included', 'ebay')).toEqual(['prohibited_item emissions-defeat']);
  });

  it('leaves a scooter kept at the legal speed alone', () => {
    expect(flags('Trotinete elétrica desbloqueada da conta anterior, limitada a 25 km/h')).toEqual([]);
    expect(flags('Monopattino elettrico, limitatore originale, 20 km/h')).toEqual([]);
  });
});

describe('goods of unshown origin (stolen-goods)', () => {
  it('reads goods from somebody\'s site with no invoice, "no questions" joined by "nor", and a lock cut', () => {
    expect(flags('Rebarbadora que veio de uma obra, sem fatura', 'olx-pt')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Taladro, sin ticket ni preguntas', 'wallapop')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Vélo de ville, sans questions, antivol coupé')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Tassellatore, viene da un cantiere, senza fattura')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Berbequim, trouxe-o de um estaleiro, sem caixa')).toEqual(['prohibited_item stolen-goods']);
  });

  it('reads a phone found and locked to another\'s account', () => {
    expect(flags('Achei-o no comboio, está bloqueado na conta iCloud', 'olx-pt')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Found on a train, locked to an Apple ID', 'ebay')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Handy gefunden, iCloud gesperrt')).toEqual(['prohibited_item stolen-goods']);
  });

  it('leaves tools of the seller\'s own site, invoices shown and one\'s own phone alone', () => {
    expect(flags('Rebarbadora usada na minha obra, com fatura')).toEqual([]);
    expect(flags('Trapano usato in cantiere, con fattura e valigetta')).toEqual([]);
    expect(flags('Telemóvel meu, já sem conta Google, ecrã partido')).toEqual([]);
  });
});

describe('a copy praised for how well it is made (counterfeits)', () => {
  it('reads it where the title names a maker of copied goods', () => {
    expect(findItems('Reprodução perfeita, vidro safira', { profile: 'olx-pt', field: 'description', otherField: 'Relógio Rolex Datejust' }).map((f) => f.clause)).toEqual(['counterfeits']);
    expect(findItems('Sehr guter Nachbau, Automatikwerk', { profile: 'ebay', field: 'description', otherField: 'Uhr Rolex GMT' }).map((f) => f.clause)).toEqual(['counterfeits']);
    expect(findItems('Great quality rep, all tags', { profile: 'ebay', field: 'description', otherField: 'Moncler puffer jacket' }).map((f) => f.clause)).toEqual(['counterfeits']);
  });

  it('leaves a painting\'s reproduction and a disk\'s clone alone', () => {
    expect(findItems('Reprodução perfeita em tela, moldura de madeira', { profile: 'olx-pt', field: 'description', otherField: 'Quadro Van Gogh Girassóis' })).toEqual([]);
    expect(findItems('Sehr guter Klon der alten Festplatte, formatiert', { profile: 'ebay', field: 'description', otherField: 'SSD Samsung 1TB' })).toEqual([]);
  });
});

describe('samples marked not to be sold (testers-samples)', () => {
  it('reads the printed mark beside samples, vials or sachets', () => {
    expect(flags('Saquetas de sérum, venda proibida, 12 unidades', 'olx-pt')).toEqual(['restricted_item testers-samples']);
    expect(flags('Viales de colonia, prohibida su venta', 'wallapop')).toEqual(['restricted_item testers-samples']);
    expect(flags('Sachets de crème, interdits à la vente')).toEqual(['restricted_item testers-samples']);
    expect(flags('Sample sachets, not for resale, 15 of them', 'ebay')).toEqual(['restricted_item testers-samples']);
    expect(flags('Bustine di crema, vendita vietata')).toEqual(['restricted_item testers-samples']);
    expect(flags('Proben Gesichtscreme, unverkäuflich')).toEqual(['restricted_item testers-samples']);
  });

  it('leaves what the sale leaves out, and a mark with no samples, alone', () => {
    expect(flags('Bicycle with rack, the stand is not for sale')).toEqual([]);
    expect(flags('Escrivaninha de madeira, a cadeira não pode ser vendida em separado')).toEqual([]);
  });
});

describe('ordinary listings that share words with those readings (review of stop 50)', () => {
  it('leaves a goods seller paid before sending, and "I work with" registered post, alone', () => {
    expect(flags('Pagas antes de receber, trabalho só com envio registado', 'olx-pt')).toEqual([]);
    expect(flags('Pagas antes de recibir, trabajo solo con envío certificado', 'wallapop')).toEqual([]);
    expect(flags('You pay before you receive it, I work only with tracked post', 'ebay')).toEqual([]);
  });

  it('leaves a German invitation to ask, a website, "I thought" and a hall alone', () => {
    expect(flags('Bei noch Fragen gerne melden. Fahrradschloss mit Schlüssel, nicht aufgebrochen')).toEqual([]);
    expect(flags('Berbequim comprado de um site, sem caixa nem fatura')).toEqual([]);
    expect(flags('Perceuse achetée sur un site, sans boîte ni facture')).toEqual([]);
    expect(flags('Achei o iPhone giro mas está bloqueado na conta iCloud, vendo para peças')).toEqual([]);
    expect(flags('Encontre mais artigos no meu perfil. iPad bloqueado na conta iCloud, vendo para peças')).toEqual([]);
  });

  it('still reads a tool taken from a building site and a phone found locked to an account', () => {
    expect(flags('Martelo demolidor que veio de uma obra, sem fatura')).toEqual(['prohibited_item stolen-goods']);
    expect(flags('Encontrei-o na rua, bloqueado na conta iCloud, não sei o código')).toEqual(['prohibited_item stolen-goods']);
  });

  it('leaves a gym\'s "high reps" alone and reads a copy praised by its quality', () => {
    expect(findItems('Two 5 kg dumbbells, great for high reps', { profile: 'ebay', field: 'description', otherField: 'Adidas dumbbells' })).toEqual([]);
    expect(findItems('Top quality reps, all sizes', { profile: 'ebay', field: 'description', otherField: 'Nike Air Max 90' }).map((f) => f.clause)).toEqual(['counterfeits']);
  });

  it('leaves miniatures of a set "not sold separately", a plain "not for sale" and doses alone, and reads a sample marked not for sale', () => {
    expect(flags('Coleção de miniaturas de perfume, não é para venda a caixa')).toEqual([]);
    expect(flags('Miniatures from a gift set, cannot be sold separately so all five go together')).toEqual([]);
    expect(flags('Parfum mignon, 30 ml, ne peut être vendu séparément du coffret')).toEqual([]);
    expect(flags('Amostras de perfume, não pode ser vendido, 10 unidades')).toEqual(['restricted_item testers-samples']);
  });
});
