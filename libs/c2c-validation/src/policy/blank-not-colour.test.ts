import { describe, expect, it } from 'vitest';
import { itemFindings } from '../test-support/item-findings.ts';
import { blankNotColour } from './blank-not-colour.ts';

// Strings written for this file (ES, PT, IT, FR), each checked absent from the listing sets (exact and every 20-character window): a
// plate holder, a card organiser, a diploma frame, a windscreen holder, a certificate's cover, a registration-paper wallet and gift cards
// offered in white are no blank papers; the same papers sold blank, to fill in, are.

describe('"en blanco", "em branco", "in bianco", "en blanc": unfilled, or the colour white', () => {
  const blank = new RegExp(blankNotColour, 'iu');

  it('reads the phrase as blank alone and as a colour beside a colour word, an offer of colours or a shade', () => {
    expect(blank.exec('Tarjeta en blanco, sin usar')?.[0]).toBe('en blanco');
    expect(blank.exec('folhas em branco para preencher')?.[0]).toBe('em branco');
    expect(blank.exec('moduli in bianco da compilare')?.[0]).toBe('in bianco');
    expect(blank.test('funda en blanco y negro')).toBe(false);
    expect(blank.test('disponível em preto ou em branco')).toBe(false);
    expect(blank.test('disponibile in bianco')).toBe(false);
    expect(blank.test('lacado en blanco mate')).toBe(false);
    expect(blank.test('stampata in bianco/nero')).toBe(false);
  });

  it('papers, forms, stickers and warranty cards offered in white: clean; the same sold blank: still found', () => {
    expect(itemFindings('Soporte de matrícula para coche', 'Ficha técnica del coche compatible: cualquier modelo. Disponible en blanco y en negro', 'wallapop')).toEqual([]);
    expect(itemFindings('Funda para tarjetas de garantía', 'Organizador de tarjetas de garantía en blanco y negro, tela lavable', 'wallapop')).toEqual([]);
    expect(itemFindings('Porta-selo de inspeção para para-brisas', 'Suporte do selo de inspeção, disponível em branco ou preto', 'olx-pt')).toEqual([]);
    expect(itemFindings('Cartão de garantia e certificado', 'Capa para certificados de autenticidade, pintada em branco pérola', 'olx-pt')).toEqual([]);
    expect(itemFindings('Cornice, certificati d’autenticità in bianco e nero', 'Cornice con due certificati d’autenticità stampati in bianco e nero', 'generic')).toEqual([]);
    expect(itemFindings('Certificats de cadeau en blanc et or', 'Cartes cadeaux imprimées en blanc et or, enveloppes assorties', 'generic')).toEqual([]);

    expect(itemFindings('Ficha técnica en blanco para rellenar', 'Ficha técnica de vehículo sin rellenar, vale para cualquier coche', 'wallapop')).toContain('prohibited_item identity-documents');
    expect(itemFindings('Tarjetas de garantía en blanco', 'Tarjeta de garantía en blanco para que tu reloj pase por original', 'wallapop')).toContain('prohibited_item counterfeits');
    expect(itemFindings('Pegatinas ITV en blanco', 'Pegatina de la ITV en blanco, la pones tú', 'wallapop')).toContain('prohibited_item identity-documents');
    expect(itemFindings('Diplomas universitarios en blanco', 'Títulos universitarios en blanco, pones tu nombre', 'wallapop')).toContain('prohibited_item identity-documents');
    expect(itemFindings('Certificati d’autenticità in bianco', 'Tre certificati d’autenticità in bianco, da compilare, per le tue borse', 'generic')).toContain('prohibited_item identity-documents');
    expect(itemFindings("Certificats d'authenticité en blanc", "Certificats d'authenticité en blanc à remplir pour vos sacs", 'generic')).toContain('prohibited_item identity-documents');
  });
});
