import { describe, expect, it } from 'vitest';
import { accessoryFor } from './accessory-for.ts';

/** The whole-text match of the builder's pattern for `thing`, or null. */
const matched = (text: string, thing: string, options?: Parameters<typeof accessoryFor>[1]) => new RegExp(accessoryFor(thing, options), 'iu').exec(text)?.[0] ?? null;
const lamp = String.raw`lanternas?|linternas?|lanternes?|lanterns?|laterne|lanterna`;

describe('accessoryFor', () => {
  it('reads a holder named for the thing in each language, with or without the joining word', () => {
    expect(matched('capa para lanterna de campismo', lamp)).toBe('capa para lanterna');
    expect(matched('funda de la linterna frontal', lamp)).toBe('funda de la linterna');
    expect(matched("étui d'lanterne, cuir", lamp)).toBe("étui d'lanterne");
    expect(matched('custodia per lanterna', lamp)).toBe('custodia per lanterna');
    expect(matched('Hülle für die Laterne', lamp)).toBe('Hülle für die Laterne');
    expect(matched('suporte lanterna bicicleta', lamp)).toBe('suporte lanterna');
  });

  it('reads "compatible with" as a joining word', () => {
    expect(matched('case compatible with the lantern X2', lamp)).toBe('case compatible with the lantern');
    expect(matched('capa compatível com lanterna', lamp)).toBe('capa compatível com lanterna');
    expect(matched('Halterung kompatibel mit Laterne', lamp)).toBe('Halterung kompatibel mit Laterne');
  });

  it('lets words of its own stand before the joining word, never without it', () => {
    expect(matched('capa rígida para lanterna', lamp)).toBe('capa rígida para lanterna');
    expect(matched('capa preta e lanterna', lamp)).toBeNull();
    expect(matched('capa de couro para lanterna', lamp)).toBeNull();
    expect(matched('capa de couro para lanterna', lamp, { words: 2 })).toBe('capa de couro para lanterna');
  });

  it('reads the thing before an English or German holder word unless told not to', () => {
    expect(matched('lantern holder for the wall', lamp)).toBe('lantern holder');
    expect(matched('Laterne-Halterung', lamp)).toBe('Laterne-Halterung');
    expect(matched('lantern holder for the wall', lamp, { after: false })).toBeNull();
    expect(matched('lantern strap', lamp, { after: 'straps?' })).toBe('lantern strap');
  });

  it('reads one word of the holder\'s own with no joining word, and two kinds by "or" after it', () => {
    expect(matched('Estojo azul lanterna', lamp)).toBe('Estojo azul lanterna');
    expect(matched('holder for bike or camping lanterns', lamp)).toBe('holder for bike or camping lanterns');
    expect(matched('lantern wall holder', lamp)).toBe('lantern wall holder');
  });

  it('never reads "and" or "with" as part of the accessory: a second thing sold', () => {
    expect(matched('capa e lanterna', lamp)).toBeNull();
    expect(matched('funda con linterna', lamp)).toBeNull();
    expect(matched('lantern and holder', lamp)).toBeNull();
    expect(matched('holder for bike and camping lanterns', lamp)).toBeNull();
  });

  it("takes an entry's own nouns beside the shared ones", () => {
    expect(matched('pilhas para lanterna', lamp)).toBeNull();
    expect(matched('pilhas para lanterna', lamp, { nouns: 'pilhas?' })).toBe('pilhas para lanterna');
  });

  it('does not read the thing alone or a holder of something else', () => {
    expect(matched('vendo lanterna a pilhas', lamp)).toBeNull();
    expect(matched('capa para telemóvel', lamp)).toBeNull();
  });
});
