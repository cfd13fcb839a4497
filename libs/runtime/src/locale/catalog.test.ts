import { describe, expect, it } from 'vitest';
import { closestLanguage, createCatalog } from './catalog.ts';

const t = createCatalog({
  'pt-PT': { greet: 'Olá, {name}!' },
  en: { greet: 'Hello, {name}!' },
  es: { greet: '¡Hola, {name}!' },
  fr: { greet: 'Bonjour, {name} !' },
});

describe('createCatalog', () => {
  it('answers in the requested language and fills placeholders', () => {
    expect(t('pt-PT', 'greet', { name: 'Ana' })).toBe('Olá, Ana!');
    expect(t('fr-FR', 'greet', { name: 'Luc' })).toBe('Bonjour, Luc !');
  });

  it('falls back to English for languages it does not have', () => {
    expect(t('de-DE', 'greet', { name: 'Jan' })).toBe('Hello, Jan!');
  });

  it('leaves unknown placeholders visible rather than inventing text', () => {
    expect(t('en', 'greet')).toBe('Hello, {name}!');
  });
});

describe('closestLanguage', () => {
  it.each([
    ['pt-PT', 'pt-PT'],
    ['pt-BR', 'pt-PT'],
    ['pt', 'pt-PT'],
    ['en-US', 'en'],
    ['es-ES', 'es'],
    ['it', 'en'],
  ])('maps %s to %s', (locale, expected) => {
    expect(closestLanguage(locale)).toBe(expected);
  });
});
