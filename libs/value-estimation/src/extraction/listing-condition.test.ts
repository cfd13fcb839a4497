import { describe, expect, it } from 'vitest';
import { detectListingCondition } from './listing-condition.ts';

describe('detectListingCondition', () => {
  it.each([
    ['Como novo, com caixa e fatura', 'A'],
    ['Novo com etiquetas', 'A'],
    ['Nuevo, a estrenar, precintado', 'A'],
    ['Comme neuf, facture Decathlon', 'A'],
    ['Wie neu, kaum benutzt', 'A'],
    ['Tem alguns riscos no ecrã', 'C'],
    ['Señales de uso en la base', 'C'],
    ['Quelques rayures sur le cadre', 'C'],
    ['Gebrauchsspuren am Gehäuse', 'C'],
    ['Não liga, para peças', 'D'],
    ['Vendu pour pièces', 'D'],
    ['Defekt, für Bastler', 'D'],
    ['Spares or repairs', 'D'],
    ['Bloqueado por iCloud, vendo para peças', 'D'],
  ])('reads %j as grade %s', (text, grade) => {
    expect(detectListingCondition(text)).toBe(grade);
  });

  it('says nothing for a listing that states no grade, or only "good condition"', () => {
    expect(detectListingCondition('iPhone 12 64GB preto, bateria 87%')).toBeUndefined();
    expect(detectListingCondition('Em bom estado, desbloqueado')).toBeUndefined();
  });

  it('does not take a network-locked or unlocked phone for a broken one', () => {
    expect(detectListingCondition('Bloqueado à rede Vodafone, funciona bem')).toBeUndefined();
    expect(detectListingCondition('Desbloqueado para todas as redes')).toBeUndefined();
  });

  it('does not read a denied defect as the defect', () => {
    expect(detectListingCondition('Como novo, sem riscos')).toBe('A');
    expect(detectListingCondition('Sans rayures, jamais utilisé')).toBe('A');
  });

  it('takes the worst grade when the words disagree', () => {
    expect(detectListingCondition('Como novo, mas com riscos na traseira')).toBe('C');
    expect(detectListingCondition('Tem riscos e o ecrã não liga, para peças')).toBe('D');
  });
});
