import { describe, expect, it } from 'vitest';
import { findTemplate } from './templates.ts';

describe('general marketplace templates', () => {
  it('are found by the category words sellers and marketplaces use', () => {
    expect(findTemplate('Brinquedos')?.category).toBe('toys-baby');
    expect(findTemplate('Bricolaje')?.category).toBe('tools-diy');
    expect(findTemplate('Instruments de musique')?.category).toBe('musical-instruments');
    expect(findTemplate('Peças auto')?.category).toBe('vehicle-parts');
  });

  it('knock out what is unsafe or not for resale: a recalled toy, a helmet after a crash, an opened cosmetic or a tester', () => {
    const gates = (category: string, question: string) => findTemplate(category)?.questions.find((q) => q.id === question)?.knockouts?.map((k) => [k.equals, k.gate]);
    expect(gates('toys-baby', 'not_recalled')).toEqual([[false, 'unsafe']]);
    expect(gates('sports-outdoor', 'no_crash_history')).toEqual([[false, 'unsafe']]);
    expect(gates('beauty-perfume', 'sealed')).toEqual([[false, 'unsafe']]);
    expect(gates('beauty-perfume', 'not_tester')).toEqual([[false, 'counterfeit']]);
  });
});
