import { describe, expect, it } from 'vitest';
import { mayNameInstalledApp, namedAsInstalledApp } from './installed-apps.ts';

const at = (text: string, name: string) => namedAsInstalledApp(text, text.indexOf(name), text.indexOf(name) + name.length);

describe('namedAsInstalledApp', () => {
  it('reads apps a sentence says are installed on the item as its features', () => {
    expect(at('Testado: funciona com Signal, Zoom e Bizum instalados.', 'Bizum')).toBe(true);
    expect(at('Comes with Spotify and Venmo pre-installed, factory settings otherwise.', 'Venmo')).toBe(true);
    expect(at('Trae instalados Telegram y PayPal, se entrega reseteado.', 'Telegram')).toBe(true);
    expect(at('Testei com Signal e Viber, tudo funciona.', 'Viber')).toBe(true);
  });

  it('still reads an app as a way to pay or talk when the sentence asks for it, or says nothing of installing', () => {
    expect(at('Tenho o Bizum instalado, paga por aí.', 'Bizum')).toBe(false);
    expect(at('Pago por Bizum. O telemóvel vem com apps instaladas.', 'Bizum')).toBe(false);
    expect(at('Funciona bem, fala comigo por Viber.', 'Viber')).toBe(false);
    expect(at('Funciona bem, chama-me no Viber.', 'Viber')).toBe(false);
  });

  it('reads calls named as a noun among what was tested as a feature, not a request to call', () => {
    expect(at('Testado com chamadas, Viber e Bizum, tudo a funcionar.', 'Bizum')).toBe(true);
    expect(at('Probado con llamadas y Telegram, funciona.', 'Telegram')).toBe(true);
  });
});

describe('an app named again and again in one sentence', () => {
  const each = (text: string, name: string) => {
    const answers: boolean[] = [];
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) answers.push(namedAsInstalledApp(text, at, at + name.length));
    return answers;
  };

  it('is read the same at every mention, installed or asked for', () => {
    const installed = `Funciona com ${'Zoom, '.repeat(20)}tudo instalado`;
    expect(each(installed, 'Zoom').every((answer) => answer)).toBe(true);
    const asked = `Funciona com ${'Zoom, '.repeat(20)}paga-me por lá`;
    expect(each(asked, 'Zoom').some((answer) => answer)).toBe(false);
    expect(each(installed, 'Zoom').length).toBe(20);
  });
});

describe('a text that may name an app as installed', () => {
  it('holds an installing, working or tested word, in any case', () => {
    for (const text of ['Funciona com WhatsApp e MB WAY instalados', 'comes with PayPal PRE-INSTALLED', 'tudo TESTADO', 'usava-o para o MB WAY']) expect([text, mayNameInstalledApp(text)]).toEqual([text, true]);
    for (const text of ['Pago por MB WAY ou Bizum', 'b0nifico '.repeat(50), '😀😀']) expect([text, mayNameInstalledApp(text)]).toEqual([text, false]);
  });

  it('is never false where an app is named as installed', () => {
    const text = 'Telemóvel desbloqueado. Funciona com WhatsApp e MB WAY instalados.';
    const at = text.indexOf('MB WAY');
    expect(namedAsInstalledApp(text, at, at + 6)).toBe(true);
    expect(mayNameInstalledApp(text)).toBe(true);
  });
});
