import { describe, expect, it } from 'vitest';
import { findDescribedEmails } from './described-emails.ts';

const found = (text: string) => findDescribedEmails(text).map((f) => f.evidence);

describe('an e-mail address described in words before its provider', () => {
  it('reads a user said joined, its parts or its symbols named, then the provider after an @ word, in the six languages', () => {
    expect(found('o meu mail: nome e apelido tudo junto no gmail')).toEqual(['nome e apelido tudo junto no gmail']);
    expect(found('correo: nombre y apellidos sin espacios arroba outlook')).toEqual(['nombre y apellidos sin espacios arroba outlook']);
    expect(found('mon prénom puis mon nom, tout attaché, chez hotmail')).toEqual(['prénom puis mon nom, tout attaché, chez hotmail']);
    expect(found('email me - surname then 77, one word, at gmail')).toEqual(['surname then 77, one word, at gmail']);
    expect(found('nome e cognome tutto attaccato su libero')).toEqual(['nome e cognome tutto attaccato su libero']);
    expect(found('Vorname Unterstrich Nachname bei gmx')).toEqual(['Vorname Unterstrich Nachname bei gmx']);
  });

  it('leaves providers named without a described user, and a description after the provider, alone', () => {
    expect(found('O email funciona no gmail e no outlook')).toEqual([]);
    expect(found('Conta gmail configurada, tudo junto na caixa')).toEqual([]);
    expect(found('Write your first name. Ships with hotmail sticker')).toEqual([]);
    expect(found('Não escrevam nome e apelido no gmail, só aqui')).toEqual([]);
  });

  it('reads a bare "together" before a plain preposition only beside a mail word', () => {
    expect(found('Dois peluches juntos, o pato senta-se no sapo')).toEqual([]);
    expect(found('Dos muñecos juntos en la caja, con gmail de regalo')).toEqual([]);
    expect(found('Deux figurines attachées sur free mobile')).toEqual([]);
    expect(found('Zwei Kuscheltiere zusammen bei gmx Versand')).toEqual([]);
    expect(found('o meu mail é o nome junto no sapo')).toEqual(['junto no sapo']);
    expect(found('Dois peluches juntos arroba sapo')).toEqual(['juntos arroba sapo']);
  });
});

