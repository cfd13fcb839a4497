import { describe, expect, it } from 'vitest';
import { buildTranslatorMessages } from './build-messages.ts';

describe('buildTranslatorMessages', () => {
  it('puts rules and context in the system message and the texts as JSON in the user message', () => {
    const [system, user] = buildTranslatorMessages({
      sourceLocale: 'en',
      targetLocale: 'es',
      context: 'Phones {sourceLanguage}',
      serviceCoreContext: null,
      texts: [{ id: 't1', text: 'Case for {model}' }],
    });
    expect(system!.type).toBe('system');
    expect(system!.text).toMatch(/^You translate catalogue texts of a second-hand marketplace from English \(en\) into Spanish \(es\)\.\nCatalogue context: Phones \{sourceLanguage\}\nRules:/);
    expect(system!.text).not.toContain('Business context');
    expect(user!.type).toBe('human');
    expect(JSON.parse(user!.text)).toEqual({ target_locale: 'es', texts: [{ id: 't1', text: 'Case for {model}' }] });
  });

  it('adds European Portuguese guidance for pt-PT and bare pt, and the business context when given', () => {
    for (const targetLocale of ['pt-PT', 'pt']) {
      const [system] = buildTranslatorMessages({ sourceLocale: 'en', targetLocale, context: 'Phones', serviceCoreContext: 'Lisbon shop', texts: [] });
      expect(system!.text).toContain('never Brazilian Portuguese');
      expect(system!.text).toContain('telemóvel, ecrã, autocarro');
      expect(system!.text).toContain('Business context: Lisbon shop');
    }
    const [brazilian] = buildTranslatorMessages({ sourceLocale: 'en', targetLocale: 'pt-BR', context: 'Phones', serviceCoreContext: null, texts: [] });
    expect(brazilian!.text).toContain('Brazilian Portuguese as used in Brazil');
  });
});
