import { describe, expect, it } from 'vitest';
import { itemViolations } from '../test-support/item-findings.ts';
import { aboutOrEmpty, aboutWeapons } from './item-lexicon.ts';

const items = (title: string, description: string) => itemViolations(title, description, 'olx-pt');

describe('a book named by French "livre(s)"', () => {
  it('is a book beside a determiner or what it is about', () => {
    for (const text of ['un livre de recettes', 'les livres sur la chasse', 'mes livres illustrés', 'livres d’occasion']) {
      expect(aboutOrEmpty.test(text), text).toBe(true);
      expect(aboutWeapons.test(text), text).toBe(true);
    }
    expect(items('Un livre sur le tabac à rouler', 'Un livre sur l’histoire du tabac à rouler, très bon état.')).toEqual([]);
  });

  it('is no book when it is Portuguese "livre" (free) or unaccented "livré" (delivered)', () => {
    for (const text of ['portes livre para o continente', 'acesso livre', 'livre de impostos', 'livre a domicile le samedi']) {
      expect(aboutOrEmpty.test(text), text).toBe(false);
      expect(aboutWeapons.test(text), text).toBe(false);
    }
    expect(items('Vapes descartáveis sabor menta', 'Tenho 8 vapes descartáveis, portes livre para o continente.')).not.toEqual([]);
    expect(items('Sementes de cannabis feminizadas', 'Saqueta com 3 sementes, acesso livre ao meu stock todo.')).not.toEqual([]);
  });
});
