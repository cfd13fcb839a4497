import { describe, expect, it } from 'vitest';
import { formalityChecked, wrongAddress } from './formality.ts';

describe('wrongAddress', () => {
  it.each([
    ['fr', 'formal', 'Tu peux nous contacter.', ['tu']],
    ['fr', 'formal', 'Vous pouvez nous contacter.', []],
    ['fr', 'informal', 'Vérifiez votre commande.', ['votre']],
    ['de', 'formal', 'Prüfe dein Fahrrad.', ['dein']],
    ['de', 'formal', 'Prüfen Sie Ihr Fahrrad.', []],
    ['de', 'informal', 'Bitte prüfen Sie das Rad.', ['Sie']],
    ['de', 'informal', 'Sie ist neu. Prüfe es.', []],
    ['es', 'formal', 'Compra tu bicicleta hoy.', ['tu']],
    ['es-419', 'informal', 'Usted recibe el envío gratis.', ['usted']],
    ['pt-PT', 'formal', 'Verifica o teu telemóvel.', ['teu']],
    ['pt-PT', 'informal', 'Você recebe o telemóvel amanhã.', ['você']],
    ['pt-BR', 'formal', 'Você recebe o celular amanhã.', ['você']],
    ['pt-BR', 'informal', 'O senhor recebe o celular amanhã.', ['O senhor']],
    ['pt-BR', 'informal', 'O Senhor dos Anéis, edição de bolso.', []],
    ['it', 'formal', 'Controlla il tuo ordine.', ['tuo']],
    ['it', 'informal', 'La ringraziamo, il Suo ordine è partito.', ['Suo']],
    ['ca', 'formal', 'Revisa el teu mòbil.', ['teu']],
    ['ca', 'formal', "T'agraïm la compra.", ["t'"]],
    ['fr', 'formal', 'Merci pour ton achat.', ['ton']],
    ['fr', 'formal', 'Un ton plus clair, ton sur ton.', []],
  ] as const)('%s %s: "%s" → %j', (targetLocale, formality, translation, wrong) => {
    expect(wrongAddress(translation, { targetLocale, formality })).toEqual(wrong);
  });

  it('leaves placeholders and markup out, and checks nothing with default formality', () => {
    expect(wrongAddress('Bonjour {tu} <b class="tu">!</b>', { targetLocale: 'fr', formality: 'formal' })).toEqual([]);
    expect(wrongAddress('Tu peux nous contacter.', { targetLocale: 'fr', formality: 'default' })).toEqual([]);
  });

  it('says which languages it checks in code', () => {
    expect(['pt-PT', 'pt-BR', 'es', 'es-419', 'fr', 'de', 'it', 'ca'].every(formalityChecked)).toBe(true);
    expect(formalityChecked('fi')).toBe(false);
  });
});
