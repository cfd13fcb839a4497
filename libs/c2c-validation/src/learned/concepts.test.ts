import { describe, expect, it } from 'vitest';
import { conceptKeys, conceptNames, conceptsOf } from './concepts.ts';

const named = (text: string) => conceptsOf(text).map((concept) => conceptNames[concept]);

describe('conceptsOf', () => {
  it('names the same concept in each language, whatever the case and accents', () => {
    for (const text of ['Faca de cozinha', 'CUCHILLO de monte', 'Couteau pliant', 'Hunting knife', 'Coltello svizzero', 'Messer, alt']) expect(named(text), text).toContain('blade');
    expect(named('Réplica exacta')).toEqual(named('replica exacta'));
  });

  it('reads a stem at the start of a word only, and a whole-word stem only as the whole word', () => {
    expect(named('pistolas antigas')).toContain('firearm');
    expect(named('apistolado')).not.toContain('firearm');
    // `gun$` is a whole word: a gunmetal colour is not a gun.
    expect(named('an old gun')).toContain('firearm');
    expect(named('gunmetal grey')).not.toContain('firearm');
  });

  it('reads a phrase where its first word starts, whatever the spaces and case between its words', () => {
    expect(named('arma de fogo antiga')).toContain('firearm');
    expect(named('ARMA  de\nfogo')).toContain('firearm');
    expect(named('karma de fogo')).not.toContain('firearm');
  });

  it('keeps digits, so calibres and gases are read', () => {
    expect(named('caixa de 9mm')).toContain('ammunition');
  });

  it('names each concept once, and nothing in a text of no concept', () => {
    expect(new Set(conceptsOf('faca faca faca')).size).toBe(conceptsOf('faca faca faca').length);
    expect(conceptsOf('')).toEqual([]);
    expect(conceptsOf('😀'.repeat(100))).toEqual([]);
  });
});

describe('conceptKeys', () => {
  it('keys each concept, the title’s apart, and each pair once', () => {
    const keys = conceptKeys(['Faca de caça', 'Lâmina de 20 cm, nunca usada'], true);
    expect(keys).toContain('c:blade');
    expect(keys).toContain('ct:blade');
    expect(keys.filter((key) => key.startsWith('cp:')).length).toBe((n(keys) * (n(keys) - 1)) / 2);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keys no title concept for a sentence read alone', () => {
    expect(conceptKeys(['Faca de caça'], false).some((key) => key.startsWith('ct:'))).toBe(false);
  });
});

const n = (keys: string[]) => keys.filter((key) => key.startsWith('c:')).length;
