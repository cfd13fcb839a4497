import { describe, expect, it } from 'vitest';
import { foundAs, notFoundAs, scoredFindings as found } from '../test-support/listing-kinds.ts';
import { namedIdentifier } from './identifier-numbers.ts';

// A number named as a tax number (its check digit right) or as a customer's number is no phone, whatever way of paying stands beside it.
describe('identifiers named as such', () => {
  it.each([
    ['número de contribuinte ', '245123458'],
    ['NIF: ', '507123980'],
    ['SIREN ', '732829320'],
    ['SIRET ', '73282932000074'],
    ['P.IVA ', '01234567897'],
    ['Steuer-IdNr. ', '30123456783'],
    ['Kundennummer ', '01701234567'],
    ['número de cliente ', '913572468'],
    ['customer number ', '07700900123'],
  ])('%s%s', (lead, digits) => {
    expect(namedIdentifier(lead, digits)).toBe(true);
  });
  it.each([
    ['NIF ', '913572468'],
    ['SIREN ', '0612345678'],
    ['P.IVA ', '3331234567'],
    ['Steuer-IdNr. ', '01701234567'],
    ['telefone-me para o ', '245123458'],
  ])('%s%s is no identifier', (lead, digits) => {
    expect(namedIdentifier(lead, digits)).toBe(false);
  });
});
notFoundAs('a tax or a customer number beside a payment app', 'contact_phone:contact-details', found, [
  ['Cadeira giratória de escritório', 'Aceito MB WAY e emito fatura com o número de contribuinte 245 123 458.'],
  ['Armario de roble', 'Pago por Bizum; emito factura con SIREN 732 829 320.'],
  ['Lampe de bureau', 'Paiement Lydia à la remise. Facture avec SIRET 732 829 320 00074.'],
  ['Office desk', 'Invoice on request, customer number 07700900123 on it.'],
  ['Sedia da ufficio', 'Si accetta Satispay, fattura con P.IVA 01234567897.'],
  ['Bürostuhl', 'Zahlung per PayPal, Rechnung mit Kundennummer 01701234567.'],
]);
foundAs('a phone after a tax word, failing the tax number’s check, or after it', 'contact_phone:contact-details', found, [
  ['Telemóvel usado', 'MB WAY para o NIF 913 572 468 e envio logo.'],
  ['Móvil', 'Bizum: NIF 612 345 678.'],
  ['Vieux téléphone à clapet', 'Lydia au SIREN 06 12 34 56 78.'],
  ['Cadeira', 'NIF 245123458 para a fatura. Dúvidas liga 913 572 468.'],
]);
