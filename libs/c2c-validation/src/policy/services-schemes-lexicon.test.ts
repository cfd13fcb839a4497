import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';
import { checkListingRules } from '../check-listing-rules.ts';

type Profile = 'olx-pt' | 'vinted' | 'wallapop' | 'ebay' | 'generic';
/** The clauses of the findings, the text read as a description. */
const clauses = (text: string, profile: Profile = 'generic') => findItems(text, { profile, field: 'description' }).map((f) => f.clause);
/** The listing's violations as [code, clause]. */
const listing = (title: string, description: string, profile: Profile = 'generic') =>
  checkListingRules({ title, description }, { profile }).map((v) => [v.code, v.clause]);

describe('services done in the buyer\'s name', () => {
  it('sends academic work written for the buyer to hand in to a person (refused on Vinted), in six languages', () => {
    expect(listing('Trabalhos de curso', 'Escrevo o teu relatório de estágio por encomenda, pagas depois.', 'olx-pt')).toEqual([['restricted_item', 'olx-pt/restricted-services']]);
    expect(listing('Trabalhos de curso', 'Escrevo o teu relatório de estágio por encomenda, pagas depois.', 'vinted')).toEqual([['prohibited_item', 'vinted/restricted-services']]);
    expect(clauses('Te hago el TFM entero, tú solo lo entregas.')).toEqual(['restricted-services']);
    expect(clauses('Je rédige ton mémoire de licence, livré en deux semaines.')).toEqual(['restricted-services']);
    expect(clauses('Essays written for you on any topic, first class.')).toEqual(['restricted-services']);
    expect(clauses('Faccio la tua tesina di terza media per conto tuo.')).toEqual(['restricted-services']);
    expect(clauses('Ich verfasse deine Masterarbeit, plagiatsfrei.')).toEqual(['restricted-services']);
    // A past participle of the verb ("written") and coursework for students, whatever they are called.
    expect(clauses('Fully written thesis sent as a PDF, you just submit it.')).toEqual(['restricted-services']);
    expect(clauses('I write assignments for students, every subject.')).toEqual(['restricted-services']);
    // On request, to measure, in the buyer's name; a plural of the degree's project.
    expect(clauses('Faço relatórios de estágio a pedido, rápido.')).toEqual(['restricted-services']);
    expect(clauses('Redacto TFGs por encargo, los presentas a tu nombre.')).toEqual(['restricted-services']);
  });

  it('leaves tutoring, binding, a guide to writing one and the seller\'s own thesis alone', () => {
    expect(clauses('Dou aulas de física ao secundário e ajudo nos trabalhos de casa.')).toEqual([]);
    expect(clauses('Rilegatura della tua tesi in 24 ore, copertina rigida.')).toEqual([]);
    expect(clauses('Livre : écrire son mémoire sans stress, comme neuf.')).toEqual([]);
    expect(clauses('Vendo a minha dissertação de mestrado encadernada.')).toEqual([]);
  });

  it('refuses exam answers before the exam and an exam sat in the buyer\'s place, not a book of past papers', () => {
    expect(clauses('Soluciones del examen de acceso antes de la prueba.')).toEqual(['prohibited-services']);
    expect(clauses('Je passe ton code à ta place, sans stress.')).toEqual(['prohibited-services']);
    expect(clauses('I will sit the theory test in your place with an earpiece.')).toEqual(['prohibited-services']);
    // The exam named, then the seller standing in; Portuguese "no exame" (in the exam) is no negation.
    expect(clauses('Garanto passar no exame teórico, vou eu por ti.')).toEqual(['prohibited-services']);
    expect(clauses('Livro do exame de código, perfeito para ti.')).toEqual([]);
    expect(clauses('Livro de provas de aferição com soluções, como novo.')).toEqual([]);
    expect(clauses('Past papers for the maths exam with worked answers, practice.')).toEqual([]);
  });

  it('refuses reviews sold for a business, not a product\'s own reviews', () => {
    expect(clauses('Pacote de 40 avaliações de 5 estrelas para o teu restaurante.')).toEqual(['prohibited-services']);
    expect(clauses('Bewertungen bei Google für dein Geschäft, 5 Sterne.')).toEqual(['prohibited-services']);
    expect(clauses('Faux avis sur Google pour ta boutique.')).toEqual(['prohibited-services']);
    expect(clauses('Escribo reseñas positivas en Google para tu bar, 3 € la reseña.')).toEqual(['prohibited-services']);
    expect(clauses('Cafeteira com avaliações de 5 estrelas na Amazon, pouco usada.')).toEqual([]);
  });

  it('refuses taking on a driver\'s penalty points, not loyalty points', () => {
    expect(clauses('Fico com os pontos da tua multa, indico-me como condutor.')).toEqual(['prohibited-services']);
    expect(clauses('Mi prendo io i punti della patente per la tua multa.')).toEqual(['prohibited-services']);
    expect(clauses('Cartão de pontos da farmácia, tomo nota de quem quiser.')).toEqual([]);
    // A design is no driver named: a board game's points stay a game's.
    expect(clauses('Jogo de tabuleiro, fico com os pontos de design das cartas.')).toEqual([]);
  });

  it('refuses the buyer\'s fines taken on and points taken off their licence, not a fine tea set', () => {
    expect(clauses('Assumo as tuas multas de estacionamento e velocidade.')).toEqual(['prohibited-services']);
    expect(clauses('Te quito los puntos, yo me pongo como conductor.')).toEqual(['prohibited-services']);
    expect(clauses('Your points removed from the licence, I get named instead.')).toEqual(['prohibited-services']);
    expect(clauses('Dou os meus pontos da carta para as tuas multas.')).toEqual(['prohibited-services']);
    expect(clauses('Fine bone china set, I take offers.')).toEqual([]);
  });

  it('refuses vehicle papers issued without their inspection, not a car sold with its inspection done', () => {
    expect(clauses('Tratamos da inspeção periódica sem levar o carro, garantido.')).toEqual(['prohibited-services']);
    expect(clauses('We sort MOT certificates without the car being tested.')).toEqual(['prohibited-services']);
    expect(clauses('Carrinha com inspeção feita e pneus novos.')).toEqual([]);
    expect(clauses('Pochette en cuir pour la carte grise et l\'assurance.')).toEqual([]);
  });

  it('sends gas or electrical work by someone unregistered for it to a person, not a boiler sold with its certificate', () => {
    expect(clauses('Instalo esquentadores a gás, não sou técnico credenciado.')).toEqual(['restricted-services']);
    expect(clauses('Gas cooker fitted cheap, not Gas Safe but careful.')).toEqual(['restricted-services']);
    expect(clauses('Caldaia a gas del 2019, revisionata, libretto in regola.')).toEqual([]);
  });

  it('refuses sick notes supplied without a consultation, not a folder for them', () => {
    expect(clauses('Consigo la baja laboral firmada sin ir al médico.')).toEqual(['prohibited-services']);
    expect(clauses('Krankschreibung für beliebige Tage, sofort per Mail.')).toEqual(['prohibited-services']);
    expect(clauses('Dossier pour ranger les certificats médicaux des enfants.')).toEqual([]);
  });

  it('refuses official papers made up with the buyer\'s name, not a diploma frame or a child\'s party diploma', () => {
    expect(clauses('Diplomas de licenciatura com o teu nome, tal e qual os originais.')).toEqual(['identity-documents']);
    expect(clauses('Payslips made to order for your rental application.')).toEqual(['identity-documents']);
    expect(clauses('Moldura de madeira para diploma, formato A4.')).toEqual([]);
    expect(clauses('Diplomas personalizados para la fiesta de fin de curso infantil.')).toEqual([]);
  });
});

describe('chances and schemes', () => {
  it('refuses a raffle the seller runs, not a raffle drum or an old ticket kept for collectors', () => {
    expect(listing('Rifa de uma trotinete', 'Números a 2 € cada, sorteio no dia 12 em direto.', 'olx-pt')).toEqual([
      ['prohibited_item', 'olx-pt/lottery-tickets'],
      ['prohibited_item', 'olx-pt/lottery-tickets'],
    ]);
    expect(clauses('Tirage au sort d\'une montre, participation à 4 €.')).toEqual(['lottery-tickets']);
    expect(clauses('Verlosung eines E-Bikes, Lose zu 5 €, Ziehung live.')).toEqual(['lottery-tickets']);
    expect(clauses('Tambor de rifas em metal com manivela.')).toEqual([]);
    expect(clauses('Lotteria privata: biglietto 3 euro, si vince una bici.')).toEqual(['lottery-tickets']);
    expect(clauses('Rifa tickets roll, 500 numbered, for school fairs.')).toEqual([]);
    expect(clauses('Raffle ticket from 1958, for collectors.')).toEqual([]);
  });

  it('refuses a prize draw with an entry fee to win, not a chest of drawers or a prize-winning plant', () => {
    expect(clauses('Prize draw for a mountain bike, 2 quid entry.')).toEqual(['lottery-tickets']);
    expect(clauses('Rifa de um portátil, 2 euros a entrada para ganhar.')).toEqual(['lottery-tickets']);
    expect(clauses('Chest of drawers, three drawers, oak.')).toEqual([]);
    expect(clauses('Prize-winning orchid in a ceramic pot.')).toEqual([]);
  });

  it('refuses pyramid and multi-level schemes by name, not a pyramid toy', () => {
    expect(clauses('Entra no meu esquema em pirâmide e ganha com os teus amigos.')).toEqual(['financial-schemes']);
    expect(clauses('Join my MLM team today.')).toEqual(['financial-schemes']);
    expect(clauses('Pirâmide de madeira de encaixar, brinquedo.')).toEqual([]);
  });

  it('refuses money or crypto doubled and returns promised for money put in, not a book on investing', () => {
    expect(clauses('Doublez vos bitcoins en une semaine.')).toEqual(['financial-schemes']);
    expect(clauses('Verdopple dein Geld in drei Wochen.')).toEqual(['financial-schemes']);
    expect(clauses('Manda 0.2 ETH e recebes 0.4 ETH.')).toEqual(['financial-schemes']);
    expect(clauses('Rentabilidad garantizada del 8 % al mes, invierte ya.')).toEqual(['financial-schemes', 'financial-schemes']);
    expect(clauses('Guadagna 700 € a settimana investendo in crypto.')).toEqual(['financial-schemes']);
    // A share back each period, before or after its percentage, and the buyer's savings managed for them.
    expect(clauses('Te devuelvo un 12 % mensual de lo invertido, garantizado.')).toEqual(['financial-schemes']);
    expect(clauses('Weekly 4% on whatever you deposit, guaranteed.')).toEqual(['financial-schemes']);
    expect(clauses('Je gère votre épargne en cryptos, rendement garanti.')).toEqual(['financial-schemes', 'financial-schemes']);
    expect(clauses('Bateria com 88 % de saúde, carrego todos os dias.')).toEqual([]);
    // People recruited for money paid in, the amount written with an "e" for euros.
    expect(clauses('Tu mets 80e, tu ramènes 4 amis et tu gagnes 900e.')).toEqual(['financial-schemes']);
    expect(clauses('Recrutamos 2 pessoas para a cozinha, horário fixo.')).toEqual([]);
    expect(clauses('Livro: rendimento passivo para principiantes, como novo.')).toEqual([]);
    expect(clauses('Carteira dupla em pele, dinheiro e cartões.')).toEqual([]);
  });

  it('refuses loans from private people, their own "without" included, not a ready-to-wear dress', () => {
    expect(clauses('Schufafreier Privatkredit, Auszahlung binnen eines Tages.')).toEqual(['financial-schemes']);
    expect(clauses('Préstamos entre particulares sin aval.')).toEqual(['financial-schemes']);
    expect(clauses('Empresto a particulares, juros combinados.')).toEqual(['financial-schemes']);
    expect(clauses('Arriva presto, spedizione veloce.')).toEqual([]);
    expect(clauses('Robe prêt-à-porter, taille 40.')).toEqual([]);
  });

  it('reads penalty points taken on, a sick note without a visit and a draw by its verb, said other ways', () => {
    expect(listing('Puntos del carnet', 'Me hago cargo de tus puntos del carnet, pongo la multa a mi nombre')).toContainEqual(['prohibited_item', 'generic/prohibited-services']);
    expect(listing('Sick note', 'Sick note for work, no doctor visit needed, PDF the same day')).toContainEqual(['prohibited_item', 'generic/prohibited-services']);
    expect(listing('Lotteria di Natale', 'Biglietto 5 euro, si estrae un iPhone 15 il 20 dicembre tra i partecipanti')).toContainEqual(['prohibited_item', 'generic/lottery-tickets']);
    expect(listing('Nachhilfe Mathe', 'Nachhilfe in Mathe für Prüfungen, 10 Stunden Paket')).toEqual([]);
    expect(listing('Bombo de lotería', 'Bombo de loteria de madera antiguo, para decoracion')).toEqual([]);
  });
});
