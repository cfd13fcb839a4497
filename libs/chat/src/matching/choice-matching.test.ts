import { describe, expect, it } from 'vitest';
import { matchChoice } from './choice-matching.ts';

const condition = [
  { id: 'as-new', labels: ['Como novo', 'As new'] },
  { id: 'good', labels: ['Bom (sinais ligeiros de uso)', 'Good (light signs of use)'] },
  { id: 'fair', labels: ['Razoável (riscos ou marcas visíveis)', 'Fair (visible scratches or marks)'] },
  { id: 'damaged', labels: ['Danificado', 'Damaged'] },
];

describe('matchChoice', () => {
  it('picks a clicked label, in any of its languages and spellings', () => {
    expect(matchChoice('Como novo', condition)).toBe('as-new');
    expect(matchChoice('as NEW', condition)).toBe('as-new');
    expect(matchChoice('razoavel (riscos ou marcas visiveis)', condition)).toBe('fair');
  });

  it('accepts a label without its note in brackets, and a label the words begin', () => {
    expect(matchChoice('Bom', condition)).toBe('good');
    expect(matchChoice('Razoável', condition)).toBe('fair');
    expect(matchChoice('Partido', [{ id: 'cracked', labels: ['Partido ou rachado'] }, { id: 'flawless', labels: ['Sem marcas'] }])).toBe('cracked');
  });

  it('picks by position and by a label inside a sentence', () => {
    expect(matchChoice('2', condition)).toBe('good');
    expect(matchChoice('está danificado, infelizmente', condition)).toBe('damaged');
  });

  it('returns undefined for words that pick nothing or several', () => {
    expect(matchChoice('talvez', condition)).toBeUndefined();
    expect(matchChoice('9', condition)).toBeUndefined();
    expect(matchChoice('riscos', [{ id: 'light', labels: ['Riscos ligeiros'] }, { id: 'deep', labels: ['Riscos profundos'] }])).toBeUndefined();
    expect(matchChoice('como novo ou danificado', condition)).toBeUndefined();
  });
});
