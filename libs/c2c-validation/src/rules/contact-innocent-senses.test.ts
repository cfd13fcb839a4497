import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { foundAs, scoredFindings as found, staysClean } from '../test-support/listing-kinds.ts';

// Contact details and payments read where a listing's words only look like them — a QR code the item or its label carries, a warranty
// transferred to the buyer, a banknote's serial — stay clean; the seller's own contact or payment on the same words is still found; and a
// page named after its network or an account number in lower case is still read. Each kind in PT, ES, FR, EN, IT and DE.

describe('a page named after its network and "as", and lower-case account numbers', () => {
  it('reads the capitals of the page’s name in code, whatever the pattern matched', () => {
    expect(found('Loja de velas', 'Encontra-nos no Facebook como Velas da Serra Usadas')).toContain('social_handle:contact-details');
  });
  it('reads an account number written in lower case as one', () => {
    expect(checkListingRules({ title: 'Bicicleta', description: 'Pago por transferência, o meu iban é pt50 0079 0462 8391 0475 0007 0' }, { profile: 'olx-pt' }).map((v) => v.code)).toContain('iban');
  });
});

staysClean("a QR code the item, its label or its papers carry", [
  ['Mala de senhora', 'O código QR cosido na etiqueta de dentro confirma a autenticidade, ver foto 4.'],
  ['Bolso de señora', 'El código QR de la etiqueta de dentro verifica la autenticidad, ver foto 4.'],
  ['Sac à main', "Le QR code de l'étiquette intérieure vérifie l'authenticité, voir photo 4."],
  ['Upright vacuum in purple, cordless', 'Its QR code, printed on the base of the unit, holds the serial number (third photo).'],
  ['Borsa da donna', "Il codice QR sull'etichetta cucita dentro verifica l'autenticità, vedi foto 4."],
  ['Akku-Staubsauger', 'Der QR-Code auf dem Gerät ist das Seriennummer-Etikett, siehe letztes Foto.'],
]);
foundAs('a QR code offered to reach the seller, beside the same words', 'external_link:external-links', found, [
  ['Mala e etiqueta', 'Lê o QR da etiqueta que está na foto 5 e fala comigo por lá.'],
  ['Bag and label', 'Scan the QR printed on the label, photo five, to message me.'],
  ['Caja y catálogo', 'Si escaneas el QR de la caja (foto 3) verás mi catálogo.'],
]);
staysClean("a registration or a warranty transferred to the buyer", [
  ['Bicicleta elétrica urbana azul', 'A garantia de dois anos transfere para o novo dono sem custos.'],
  ['Bicicleta eléctrica', 'La garantía de dos años se transfiere a la compradora sin coste.'],
  ['Vélo électrique de ville', "Facture à mon nom, numéro gravé, je le transfère à l'acheteur."],
  ['Vélo de route carbone', 'La garantie de deux ans, je la transfere a la nouvelle proprietaire.'],
  ['E-bike, city model', 'Invoice in my name, frame number registered, I transfer it to the buyer.'],
  ['Bici elettrica', "Fattura a mio nome, telaio già registrato, lo trasferisco all'acquirente."],
  ['E-Bike Tiefeinsteiger', 'Die Rahmennummer ist registriert, die übertrage ich an den Käufer.'],
]);
foundAs('a payment by transfer beside the same words', 'off_platform_payment:payments', found, [
  ['Bicicleta e fatura', 'Transfere para a minha conta e depois envio ao comprador.'],
  ['Bicicleta y factura', 'El comprador transfiere a mi cuenta y luego envío.'],
  ['Vélo et facture', "Virez sur mon compte, l'acheteur paie avant l'envoi."],
]);
staysClean("a serial's code of capitals between the number's word and its digits", [
  ['Nota de 500 escudos 1989', 'Nota antiga em bom estado, número 7KD 402917, sem dobras.'],
  ['Billete de 100 pesetas 1953', 'Billete antiguo, número 3FR 552081, sin dobleces.'],
  ['Billet de 50 francs 1976', 'Billet ancien, numéro 9LM 630254, sans pli.'],
  ['Old ten pound note', 'Old banknote in good shape, number 2HT 719305, no folds.'],
  ['Banconota 1000 lire 1969', 'Banconota antica, numero 5RV 847162, senza pieghe.'],
  ['Alter Geldschein 1960', 'Alter Schein, Nummer 6PZ 391748, ohne Knick.'],
]);
foundAs("a phone after the number's word, a phone's own letters between at most", 'contact_phone:contact-details', found, [
  ['Nota antiga de coleção', 'Nota antiga, número TLM 913 456 789 para combinar.'],
  ['Billete antiguo de colección', 'Billete antiguo, número de contacto 612 34 56 78.'],
  ['Old banknote for collectors', 'Old banknote, my number is 07700 900 123, text me.'],
]);
