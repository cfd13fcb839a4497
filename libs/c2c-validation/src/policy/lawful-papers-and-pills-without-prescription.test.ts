import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { itemFindings } from '../test-support/item-findings.ts';
import { decideVerdict } from '../verdict.ts';

// Strings written for this file (task 57c: readings and innocent senses the thirty-eighth tune set showed, by cause), the author's own words.

const verdict = (title: string, description: string) => decideVerdict(checkListingRules({ title, description }, { profile: 'generic' }), 'standard');

describe('innocent sellers the readings rejected', () => {
  it('an age check the seller asks for, in one German compound, is no age check skipped', () => {
    expect(itemFindings('Schreckschusspistole Walther', 'Versand nur mit Altersprüfung, Abholung gegen Altersverifikation', 'generic')).not.toContain('prohibited_item prohibited-services');
    expect(itemFindings('Brettspiel ab 18', 'Altersnachweis bei Abholung, Versand nur mit Alterskontrolle', 'generic')).toEqual([]);
  });
  it('the age check said skipped in German still counts', () => {
    expect(itemFindings('E-Liquid Set', 'Nikotin 20 mg, ohne Altersnachweis, schnell weg', 'generic')).toContain('prohibited_item prohibited-services');
    expect(itemFindings('E-Liquid Set', 'Nikotin 20 mg, Alterskontrolle ist nicht nötig', 'generic')).toContain('prohibited_item prohibited-services');
  });
  it('a thing said to suit people who take medicines is for them, not a medicine', () => {
    expect(itemFindings('Pastilleiro semanal', 'Ideal para quem toma muitos medicamentos, com alarme', 'generic')).toEqual([]);
    expect(itemFindings('Weekly dosette box', 'Handy for anyone who takes tablets twice a day', 'generic')).toEqual([]);
    expect(itemFindings('Borsa termica', 'Pratica per chi assume farmaci in viaggio', 'generic')).toEqual([]);
  });
  it('a console or a device whose owner logged out of their account, said with no subject, sells no account', () => {
    expect(itemFindings('Xbox Series S', 'Wiped and logged out of my Xbox account, with two pads', 'generic')).toEqual([]);
    expect(itemFindings('Nintendo Switch', 'Reiniciada y desconectada de mi cuenta Nintendo', 'generic')).toEqual([]);
  });
  it('an account sold is still one', () => {
    expect(itemFindings('Cuenta Fortnite', 'Vendo cuenta Fortnite con 80 skins', 'generic')).toContain('prohibited_item digital-accounts');
  });
  it('a mounted specimen sold with its Article 10 or CITES certificate, or dated before 1947, is never rejected', () => {
    expect(verdict('Búho disecado', 'Ejemplar antiguo, se entrega con certificado CITES', )).not.toBe('reject');
    expect(verdict('Stuffed owl in a case', 'Victorian, made before 1947 and comes with an Article 10 certificate')).not.toBe('reject');
    expect(itemFindings('Taxidermie faucon', 'Faucon naturalisé, vendu sans papiers', 'generic')).toContain('prohibited_item protected-wildlife');
  });
  it('songbirds bred in captivity with closed rings are the breeder\'s trade; wild ones and unringed ones are still found', () => {
    expect(itemFindings('Pintassilgos de criação', 'Nascidos em cativeiro, com anilhas fechadas, casal novo', 'generic')).toEqual([]);
    expect(itemFindings('Chardonnerets', 'Mâles nés en captivité, bagues fermées, chantent bien', 'generic')).toEqual([]);
    expect(itemFindings('Pintassilgos', 'Casal de pintassilgos do campo, bons cantores', 'generic')).toContain('prohibited_item protected-wildlife');
  });
});

describe('what the rules missed, read by its cause', () => {
  it('pills sold with no prescription asked or needed are a medicine, in each language', () => {
    expect(itemFindings('Caixa de comprimidos', 'Comprimidos para as costas, não é preciso receita', 'generic')).toContain('prohibited_item medicines');
    expect(itemFindings('Pastillas para la espalda', 'Caja entera, no hace falta receta', 'generic')).toContain('prohibited_item medicines');
    expect(itemFindings('Gélules pour maigrir', 'Boîte de 60, sans ordonnance', 'generic')).toContain('prohibited_item medicines');
    expect(itemFindings('Sleep tablets', 'Full strip, no prescription required', 'generic')).toContain('prohibited_item medicines');
    expect(itemFindings('Compresse per la schiena', 'Scatola intera, non serve la ricetta', 'generic')).toContain('prohibited_item medicines');
    expect(itemFindings('Tabletten gegen Rückenschmerzen', 'Ganze Packung, kein Rezept nötig', 'generic')).toContain('prohibited_item medicines');
  });
  it('vitamins, glasses and organisers said to need no prescription are none', () => {
    expect(itemFindings('Vitamina D', 'Cápsulas de vitamina D, sin receta, 90 unidades', 'generic')).toEqual([]);
    expect(itemFindings('Reading glasses', 'Ready readers +1.5, no prescription required', 'generic')).toEqual([]);
  });
  it('sexual services said by incalls and outcalls, in the plural, or by their initials', () => {
    expect(itemFindings('Relaxing evenings', 'Sweet lady, incalls and outcalls, ask for rates', 'generic')).toContain('prohibited_item sexual-services');
    expect(itemFindings('Company', 'Discreet lady, GFE by the hour', 'generic')).toContain('prohibited_item sexual-services');
  });
  it('asking nothing beside a sale for cash alone is the stolen-goods talk', () => {
    expect(itemFindings('Werkzeugkoffer', 'Komplett, nur gegen Barzahlung, keine Fragen', 'generic')).toContain('prohibited_item stolen-goods');
    expect(itemFindings('Motosega', 'Solo in contanti, senza fare domande', 'generic')).toContain('prohibited_item stolen-goods');
  });
  it('money received on one\'s account and sent to another account is a money mule\'s job', () => {
    expect(itemFindings('Trabalho em casa', 'Recebes transferências na tua conta e mandas para outra conta, ficas com 5%', 'generic')).toContain('prohibited_item financial-schemes');
    expect(itemFindings('Lavoro facile', 'Ricevi bonifici sul tuo conto e poi girarle a noi, tieni il 5%', 'generic')).toContain('prohibited_item financial-schemes');
  });
  it('a songbird sold as males or females of its kind is the bird', () => {
    expect(itemFindings('Hembras de jilguero', 'Del campo, jóvenes, sin anillar', 'generic')).toContain('prohibited_item protected-wildlife');
  });
  it('a living thing taken from a river or a pond, a time said between, is taken from the wild', () => {
    expect(itemFindings('Tartaruga', 'Tartaruga apanhada o ano passado na ribeira, come bem', 'generic')).toContain('prohibited_item protected-wildlife');
    expect(itemFindings('Salamander', 'Fire salamander caught last spring in the pond behind the house', 'generic')).toContain('prohibited_item protected-wildlife');
    expect(itemFindings('Tartaruga', 'Tartaruga comprada numa loja de animais, com fatura', 'generic')).toEqual([]);
  });
  it('fireworks said to be for professionals alone or kept from the public are the professional categories', () => {
    expect(itemFindings('Morteiros grandes', 'Caixa de 12, só para pirotécnicos', 'generic')).toContain('prohibited_item explosives-fireworks');
    expect(itemFindings('Bombes d\'artifice', 'Calibre 100, réservées aux professionnels', 'generic')).toContain('prohibited_item explosives-fireworks');
    expect(itemFindings('Firework mortars', 'Big ones, not sold to the public in shops', 'generic')).toContain('prohibited_item explosives-fireworks');
    expect(itemFindings('Mortier colle carrelage', 'Sac de 25 kg, réservé aux professionnels du bâtiment', 'generic')).toEqual([]);
    expect(itemFindings('Mortero de granito', 'Para la cocina, solo para profesionales de la hostelería', 'generic')).toEqual([]);
  });
  it('a thing said to film or record while nobody knows is a spy device for a person to check', () => {
    expect(itemFindings('Réveil', 'Il filme la chambre sans que le voisin le sache', 'generic')).toEqual(['restricted_item spy-devices']);
    expect(itemFindings('Steckdose', 'Nimmt heimlich Gespräche auf, sieht normal aus', 'generic')).toEqual(['restricted_item spy-devices']);
    expect(itemFindings('Caméra GoPro', 'Elle filme en 4K, achetée sans que ma femme le sache pour son anniversaire', 'generic')).toEqual([]);
  });
});

describe('medicines the seller says are sold over the counter', () => {
  it('a prescription said not needed for an over-the-counter remedy reads no prescription medicine', () => {
    const evidence = checkListingRules({ title: 'Pastilhas para a garganta', description: 'Pastilhas de venda livre, sem receita, caixa por abrir' }, { profile: 'generic' }).map((v) => v.evidence);
    expect(evidence).not.toContain('sem receita');
    expect(itemFindings('Antihistamine tablets', 'Over the counter hayfever tablets, no prescription required', 'generic')).not.toContain('prohibited_item medicines');
  });
});
