import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { parseTranslatorRequest } from '../parse-request.ts';

const request = {
  source_locale: 'en',
  target_locales: ['fr-FR', 'pt-BR'],
  context: 'Second-hand bikes',
  data: { title: 'Folding bike', body: 'Only %{count} left at {{shop}}' },
};

function fieldErrors(agentSpecific: unknown) {
  try {
    parseTranslatorRequest({ ...request, agent_specific: agentSpecific });
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRequestError);
    return (error as InvalidRequestError).errors ?? [];
  }
  throw new Error('expected the request to be refused');
}

describe('the controls of agent_specific', () => {
  it('applies a language glossary to its regions, a region’s own entry winning, and never across variants', () => {
    const { controls } = parseTranslatorRequest({
      ...request,
      agent_specific: {
        glossary: { fr: [{ source: 'bike', target: 'vélo' }, { source: 'folding bike', target: 'vélo pliant' }], 'fr-FR': [{ source: 'Bike', target: 'bicyclette' }] },
        do_not_translate: [' Brompton ', 'Brompton'],
        formality: 'formal',
        keys: { title: { max_length: 30, note: ' Listing card title ' } },
      },
    });
    expect(controls.glossary.get('fr-FR')).toEqual([
      { source: 'Bike', target: 'bicyclette' },
      { source: 'folding bike', target: 'vélo pliant' },
    ]);
    expect(controls.glossary.has('pt-BR')).toBe(false);
    expect(controls.doNotTranslate).toEqual(['Brompton']);
    expect(controls.formality).toBe('formal');
    expect(controls.keys).toEqual({ title: { maxLength: 30, note: 'Listing card title' } });
  });

  it('refuses empty, blank and over-long terms, by pointer', () => {
    expect(fieldErrors({ do_not_translate: ['', '  ', 'x'.repeat(201)] }).map((error) => error.pointer)).toEqual([
      '/agent_specific/do_not_translate/0',
      '/agent_specific/do_not_translate/1',
      '/agent_specific/do_not_translate/2',
    ]);
    expect(fieldErrors({ glossary: { fr: [{ source: 'bike', target: '' }] } })).toEqual([
      { pointer: '/agent_specific/glossary/fr/0/target', message: expect.any(String) },
    ]);
  });

  it('refuses 1,000 glossary entries or do-not-translate terms', () => {
    const many = Array.from({ length: 1000 }, (_, index) => `term ${index}`);
    expect(fieldErrors({ do_not_translate: many }).map((error) => error.pointer)).toEqual(['/agent_specific/do_not_translate']);
    expect(fieldErrors({ glossary: { fr: many.map((source) => ({ source, target: 'x' })) } }).map((error) => error.pointer)).toEqual(['/agent_specific/glossary/fr']);
  });

  it('refuses the same source term twice in a locale’s glossary, ignoring case', () => {
    expect(fieldErrors({ glossary: { fr: [{ source: 'bike', target: 'vélo' }, { source: 'Bike ', target: 'bicyclette' }] } })).toEqual([
      { pointer: '/agent_specific/glossary/fr/1/source', message: 'repeats the source term of entry 0' },
    ]);
  });

  it('refuses a glossary for a locale the request does not translate into', () => {
    expect(fieldErrors({ glossary: { 'pt-PT': [{ source: 'bike', target: 'bicicleta' }], de: [{ source: 'bike', target: 'Fahrrad' }] } })).toEqual([
      { pointer: '/agent_specific/glossary/de', message: 'must be one of the target locales (or its language)' },
      { pointer: '/agent_specific/glossary/pt-PT', message: 'must be one of the target locales (or its language)' },
    ]);
  });

  it('refuses a max_length shorter than the placeholders the text must keep, and a key not in data', () => {
    expect(fieldErrors({ keys: { body: { max_length: 10 }, title: { max_length: 10 }, other: { note: 'x' } } })).toEqual([
      { pointer: '/agent_specific/keys/body/max_length', message: 'must be at least 16: the placeholders, links and numbers of /data/body alone take 16 characters' },
      { pointer: '/agent_specific/keys/other', message: 'must be a key of data' },
    ]);
    expect(fieldErrors({ keys: { title: { max_length: 0 } } }).map((error) => error.pointer)).toEqual(['/agent_specific/keys/title/max_length']);
  });

  it('refuses an unknown formality and unknown fields', () => {
    expect(fieldErrors({ formality: 'polite', tone: 'fun' }).map((error) => error.pointer).sort()).toEqual(['/agent_specific/formality', '/agent_specific/tone']);
  });
});
