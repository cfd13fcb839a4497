import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { findProviderNamedEmails } from './provider-named-emails.ts';

const found = (text: string) => findProviderNamedEmails(text).map((f) => f.evidence);

describe('e-mails named by their provider, no "@" written', () => {
  it('reads a user with its dots spelt out before a preposition or a spelt-out @ and a provider', () => {
    expect(found('Escreve para rita ponto lopes no hotmail que respondo')).toEqual(['rita ponto lopes no hotmail']);
    expect(found('mi correo: pablo punto ruiz en yahoo')).toEqual(['pablo punto ruiz en yahoo']);
    expect(found('écrivez à anne point morel sur gmail')).toEqual(['anne point morel sur gmail']);
    expect(found('mail: gino punto verdi su libero')).toEqual(['gino punto verdi su libero']);
    expect(found('kai punkt sommer bei gmx')).toEqual(['kai punkt sommer bei gmx']);
  });

  it('reads a provider named as the seller’s own, then a user written as an address’s', () => {
    expect(found('te paso mi hotmail lucas_b88 y hablamos')).toEqual(['mi hotmail lucas_b88']);
    expect(found('my gmail is tom.baker77, drop me a line')).toEqual(['my gmail is tom.baker77']);
    expect(found('o meu gmail é anabela1990')).toEqual(['meu gmail é anabela1990']);
    expect(found('mon yahoo : sophie.r')).toEqual(['mon yahoo : sophie.r']);
    expect(found('Gmail: marco.rossi84')).toEqual(['Gmail: marco.rossi84']);
    expect(found('contacto: sara.m61 gmail')).toEqual(['sara.m61 gmail']);
    expect(found('escreve para joana_v7 (hotmail).')).toEqual(['joana_v7 (hotmail)']);
  });

  it('reads any user before a provider whose domain is spelt out, and a user between a mail word and its provider', () => {
    expect(found('escribe a carmen en hotmail punto com')).toEqual(['carmen en hotmail punto com']);
    expect(found('scrivi a gino su tiscali punto it')).toEqual(['gino su tiscali punto it']);
    expect(found('o meu mail é anaferreira, do gmail')).toEqual(['mail é anaferreira, do gmail']);
    expect(found('Email: lucas.f, it is hotmail')).toEqual(['Email: lucas.f, it is hotmail']);
  });

  it('leaves a provider named as an account, an app or a sentence going on alone', () => {
    expect(found('Tablet sincroniza com a minha conta gmail sem problemas')).toEqual([]);
    expect(found('my gmail account was moved to the new phone')).toEqual([]);
    expect(found('O meu gmail e o whatsapp funcionam no telemóvel')).toEqual([]);
    expect(found('Disco com o ponto de venda no outlook da loja')).toEqual([]);
    expect(found('Gmail: funciona tudo')).toEqual([]);
    expect(found('Galaxy SM-A546B gmail.')).toEqual([]);
    expect(found('iPhone13 iCloud.')).toEqual([]);
    expect(found('O email funciona no gmail e no outlook')).toEqual([]);
    expect(found('mail app with gmail and outlook set up')).toEqual([]);
  });

  it('redacts the address the listing check finds', () => {
    const codes = checkListingRules({ title: 'Bicicleta', description: 'Falem comigo: rita ponto lopes no hotmail' }, { profile: 'olx-pt' }).map((v) => [v.code, v.evidence]);
    expect(codes).toEqual([['contact_email', 'rita ponto lopes no hotmail']]);
  });
});
