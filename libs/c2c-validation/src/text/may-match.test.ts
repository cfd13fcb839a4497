import { describe, expect, it } from 'vitest';
import { mayMatch } from './term-index.ts';

describe('mayMatch', () => {
  it('says a pattern cannot match a text that holds none of its required literals', () => {
    const wallet = /(?<![\p{L}])(?:revolut|paypal)(?![\p{L}])/giu;
    expect(mayMatch(wallet, 'Casaco de inverno, pouco usado')).toBe(false);
  });

  it('lets a pattern run where one of its literals stands in the text, in any case and across a surrogate pair', () => {
    const wallet = /(?<![\p{L}])(?:revolut|paypal)(?![\p{L}])/giu;
    expect(mayMatch(wallet, 'Pago por PAYPAL 😀')).toBe(true);
    expect(mayMatch(wallet, '😀paypal')).toBe(true);
    expect(mayMatch(/caña/giu, 'CAÑA de pesca')).toBe(true);
  });

  it('lets a pattern run where it has no literal of three characters to look for', () => {
    expect(mayMatch(/(?<![\p{L}])(?:ig|fb)(?![\p{L}])/giu, 'nada aqui')).toBe(true);
    expect(mayMatch(/\d{9}/gu, 'nada aqui')).toBe(true);
    // Without the `u` flag the syntax reads otherwise ("\p" is a "p"): always run.
    expect(mayMatch(/paypal/gi, 'nada aqui')).toBe(true);
  });

  it('answers a text again after others were read in between (its set of runs is kept apart from theirs)', () => {
    const pattern = /transfer[eê]ncia/giu;
    const texts = ['transferência bancária', 'sem nada', 'outro texto', 'mais um', 'e outro', 'transferencia'];
    expect(texts.map((text) => mayMatch(pattern, text))).toEqual([true, false, false, false, false, true]);
    expect(texts.map((text) => mayMatch(pattern, text))).toEqual([true, false, false, false, false, true]);
  });

  it('never says no where the pattern matches: assorted patterns over texts that hold, miss and nearly hold their words', () => {
    const patterns = [
      /(?<![\p{L}\p{N}])(?:m{1,2}[b8]{1,2}[\s.-]{0,3}w{1,2}ay|bizum)(?![\p{L}\p{N}])/giu,
      /(?<![\p{L}])(?:perfil|profile)\s+(?:no|na|on)\s+(?:vinted|olx)(?![\p{L}])/giu,
      /(?:ue|[uü])berweisung/giu,
      /stra(?:ss|ß)e/giu,
      /\bh(?:tt|xx)ps?:\/\/[^\s]+/gu,
      /réplica(?=\s)/gu,
      /(?<=pago\s)via\s+bizum/giu,
    ];
    const texts = ['MB WAY', 'mbbway', 'Bizum', 'perfil no OLX', 'PROFILE ON VINTED', 'Überweisung', 'UEBERWEISUNG', 'Straße', 'STRASSE', 'hxxps://a.pt', 'RÉPLICA ', 'réplica', 'pago via bizum', 'ſtraße', 'nada', 'ber wei sung', ''];
    for (const pattern of patterns) {
      for (const text of texts) {
        pattern.lastIndex = 0;
        if (pattern.test(text)) expect(mayMatch(pattern, text), `/${pattern.source}/ on "${text}"`).toBe(true);
      }
    }
    expect(mayMatch(patterns[2]!, 'ber wei sung')).toBe(false);
  });
});
