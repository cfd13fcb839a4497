import type { Formality } from './formality.ts';

/**
 * Labelled sentences of catalogue and shop copy, the same message in each register, written for
 * measuring the formality check (not taken from its word lists). `split`: `tune` pairs may guide
 * changes to the word lists; `held-out` pairs only measure them.
 */
export interface AddressSample {
  locale: string;
  register: Exclude<Formality, 'default'>;
  text: string;
  split: 'tune' | 'held-out';
}

const pairs: [locale: string, formal: string, informal: string][] = [
  ['fr', "Contactez-nous avant d'acheter votre vélo.", "Contacte-nous avant d'acheter ton vélo."],
  ['fr', 'Vous recevrez votre commande en trois jours.', 'Tu recevras ta commande en trois jours.'],
  ['fr', "Vérifiez l'état de l'article avant de payer.", "Vérifie l'état de l'article avant de payer."],
  ['fr', 'Nous vous remercions de votre achat.', 'Merci pour ton achat.'],
  ['fr', 'Si vous avez une question, écrivez-nous.', 'Si tu as une question, écris-nous.'],
  ['fr', 'Votre avis nous aide.', 'Ton avis nous aide.'],
  ['de', 'Kontaktieren Sie uns vor dem Kauf.', 'Kontaktiere uns vor dem Kauf.'],
  ['de', 'Sie erhalten Ihre Bestellung in drei Tagen.', 'Du erhältst deine Bestellung in drei Tagen.'],
  ['de', 'Prüfen Sie den Zustand vor dem Bezahlen.', 'Prüf den Zustand vor dem Bezahlen.'],
  ['de', 'Vielen Dank für Ihren Einkauf.', 'Danke für deinen Einkauf.'],
  ['de', 'Wenn Sie Fragen haben, schreiben Sie uns.', 'Wenn du Fragen hast, schreib uns.'],
  ['de', 'Ihre Meinung hilft uns.', 'Deine Meinung hilft uns.'],
  ['es', 'Contáctenos antes de comprar su bicicleta.', 'Contáctanos antes de comprar tu bicicleta.'],
  ['es', 'Usted recibirá su pedido en tres días.', 'Recibirás tu pedido en tres días.'],
  ['es', 'Compruebe el estado del artículo antes de pagar.', 'Comprueba el estado del artículo antes de pagar.'],
  ['es', 'Le agradecemos su compra.', 'Te agradecemos tu compra.'],
  ['es', 'Si tiene alguna pregunta, escríbanos.', 'Si tienes alguna pregunta, escríbenos.'],
  ['es', 'Su opinión nos ayuda.', 'Tu opinión nos ayuda.'],
  ['pt-PT', 'Contacte-nos antes de comprar a sua bicicleta.', 'Contacta-nos antes de comprares a tua bicicleta.'],
  ['pt-PT', 'Receberá a sua encomenda em três dias.', 'Vais receber a tua encomenda em três dias.'],
  ['pt-PT', 'Verifique o estado do artigo antes de pagar.', 'Verifica o estado do artigo antes de pagares.'],
  ['pt-PT', 'Agradecemos a sua compra.', 'Obrigado pela tua compra.'],
  ['pt-PT', 'Se tiver alguma dúvida, escreva-nos.', 'Se tiveres alguma dúvida, escreve-nos.'],
  ['pt-PT', 'A sua opinião ajuda-nos.', 'A tua opinião ajuda-nos.'],
  ['it', 'Ci contatti prima di acquistare la Sua bicicletta.', 'Contattaci prima di acquistare la tua bicicletta.'],
  ['it', 'Riceverà il Suo ordine in tre giorni.', 'Riceverai il tuo ordine in tre giorni.'],
  ['it', "Verifichi lo stato dell'articolo prima di pagare.", "Verifica lo stato dell'articolo prima di pagare."],
  ['it', 'La ringraziamo per il Suo acquisto.', 'Ti ringraziamo per il tuo acquisto.'],
  ['it', 'Se ha domande, ci scriva.', 'Se hai domande, scrivici.'],
  ['it', 'La sua opinione ci aiuta.', 'La tua opinione ci aiuta.'],
  ['ca', "Contacti'ns abans de comprar la seva bicicleta.", "Contacta'ns abans de comprar la teva bicicleta."],
  ['ca', 'Vostè rebrà la comanda en tres dies.', 'Rebràs la teva comanda en tres dies.'],
  ['ca', "Comprovi l'estat de l'article abans de pagar.", "Comprova l'estat de l'article abans de pagar."],
  ['ca', 'Li agraïm la compra.', "T'agraïm la compra."],
  ['ca', 'Si té cap pregunta, escrigui’ns.', 'Si tens cap pregunta, escriu-nos.'],
  ['ca', 'La seva opinió ens ajuda.', 'La teva opinió ens ajuda.'],
  ['pt-BR', 'O senhor pode nos contatar antes de comprar.', 'Você pode nos contatar antes de comprar.'],
  ['pt-BR', 'A senhora receberá o pedido em três dias.', 'Você vai receber o pedido em três dias.'],
  ['pt-BR', 'Agradecemos a preferência do senhor.', 'Valeu por comprar com a gente, você vai adorar.'],
  ['pt-BR', 'Se a senhora tiver dúvidas, fale conosco.', 'Se tiver dúvidas, fala com a gente.'],
  ['es-419', 'Usted puede pagar al recibir el producto.', 'Puedes pagar al recibir el producto.'],
  ['es-419', 'Le enviamos su pedido hoy.', 'Te enviamos tu pedido hoy.'],
];

/** Every pair gives two samples; within each locale the first half of the pairs is `tune`, the rest `held-out`. */
export const addressSamples: AddressSample[] = pairs.flatMap(([locale, formal, informal], index) => {
  const ofLocale = pairs.filter(([other]) => other === locale);
  const position = pairs.slice(0, index).filter(([other]) => other === locale).length;
  const split = position < ofLocale.length / 2 ? 'tune' : 'held-out';
  return [
    { locale, register: 'formal', text: formal, split },
    { locale, register: 'informal', text: informal, split },
  ];
});
