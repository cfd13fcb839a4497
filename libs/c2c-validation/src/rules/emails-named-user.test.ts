import { describe, expect, it } from 'vitest';
import { findEmails } from './emails.ts';

const found = (text: string) => findEmails(text).map((f) => f.evidence);

describe('a plain word before a preposition and a mail provider, after a mail word', () => {
  it('reads the word as the address’s user where the mail word names it as one', () => {
    expect(found('O meu email é ritinha no sapo')).toEqual(['ritinha no sapo']);
    expect(found('Correo: lucas en hotmail')).toEqual(['lucas en hotmail']);
    expect(found('Mail to marco on gmail')).toEqual(['marco on gmail']);
  });

  it('leaves a sentence saying where a mailbox works or was set up alone', () => {
    expect(found('A conta de email abre no gmail e no outlook sem problemas')).toEqual([]);
    expect(found('El correo funciona en hotmail y en yahoo')).toEqual([]);
    expect(found('Set the email up in outlook, syncs fine')).toEqual([]);
  });
});
