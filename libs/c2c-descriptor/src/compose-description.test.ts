import { describe, expect, it } from 'vitest';
import { composeDescription, disclosesDefect, discloseDefects } from './compose-description.ts';
import type { ListingFacts } from './listing-facts.ts';
import { marketplaceProfiles } from './profiles.ts';

function facts(overrides: Partial<ListingFacts> = {}): ListingFacts {
  return {
    profile: marketplaceProfiles['olx-pt'],
    language: 'pt-PT',
    name: 'iPhone 12',
    brand: 'Apple',
    category: { id: 'phones', confidence: 0.95 },
    condition: { grade: 'B', label: 'Bom estado', schemaOrg: 'UsedCondition' },
    attributes: [{ name: 'storage_capacity', value: '128 GB', source: 'inferred', confidence: 0.8 }],
    defects: ['risco pequeno no canto do ecrã', 'bateria a 84%'],
    notes: 'Desbloqueado, com caixa.',
    imageUrls: [],
    evidence: [],
    ...overrides,
  };
}

describe('composeDescription', () => {
  it('writes the condition, the facts, every defect word for word and the notes', () => {
    expect(composeDescription(facts()).text).toBe(
      [
        'Apple iPhone 12.',
        'Estado: Bom estado (bom estado, com ligeiros sinais de uso).',
        'Características:\n- Capacidade: 128 GB',
        'Defeitos declarados:\n- risco pequeno no canto do ecrã\n- bateria a 84%',
        'Notas do vendedor: Desbloqueado, com caixa.',
      ].join('\n\n'),
    );
  });

  it('writes one paragraph for a profile with short descriptions', () => {
    const text = composeDescription(facts({ profile: marketplaceProfiles.wallapop, language: 'es', condition: { grade: 'B', label: 'En buen estado', schemaOrg: 'UsedCondition' } })).text;
    expect(text).toBe('Apple iPhone 12. Estado: En buen estado (buen estado, con ligeras señales de uso). Capacidad: 128 GB. Defectos: risco pequeno no canto do ecrã · bateria a 84%. Notas del vendedor: Desbloqueado, com caixa.');
  });

  it('shortens the seller notes, never the defects, to fit the limit', () => {
    const long = facts({ profile: marketplaceProfiles.wallapop, language: 'es', notes: 'Muy cuidado. '.repeat(80) });
    const { text, shortened } = composeDescription(long);
    expect(shortened).toBe(true);
    expect(text.length).toBeLessThanOrEqual(640);
    for (const defect of long.defects) expect(disclosesDefect(text, defect)).toBe(true);
  });
});

describe('discloseDefects', () => {
  it('appends the defects a text leaves out, word for word, and only those', () => {
    const text = 'iPhone 12 em bom estado. Tem um risco pequeno no canto do ecrã.';
    expect(discloseDefects(text, ['risco pequeno no canto do ecrã', 'bateria a 84%'], 'pt-PT', false)).toBe(`${text}\n\nDefeitos declarados:\n- bateria a 84%`);
  });

  it('leaves a text that discloses every defect unchanged, letter case and spacing aside', () => {
    expect(discloseDefects('RISCO  PEQUENO NO CANTO DO ECRÃ.', ['risco pequeno no canto do ecrã.'], 'pt-PT', false)).toBe('RISCO  PEQUENO NO CANTO DO ECRÃ.');
  });

  it('does not count a defect written without its accents as disclosed', () => {
    expect(disclosesDefect('risco pequeno no canto do ecra', 'risco pequeno no canto do ecrã')).toBe(false);
  });
});
