import { describe, expect, it } from 'vitest';
import { charKind, digitRunShapes, featureBits, normaliseForFeatures, textUnits, unitFeatures, wordShape } from './sentence-features.ts';
import { foldText } from '../text/fold-text.ts';

const piecesOf = (text: string) => textUnits(text).map(({ start, end }) => text.slice(start, end));

describe('textUnits', () => {
  it('breaks sentences after punctuation followed by space, keeping dots inside addresses', () => {
    expect(piecesOf('Bicla em bom estado. Escreve para zeca.pinto@exemplo.pt! Envio já')).toEqual(['Bicla em bom estado.', 'Escreve para zeca.pinto@exemplo.pt!', 'Envio já']);
  });

  it('reads a long sentence in overlapping windows that cover it', () => {
    const text = 'palavra '.repeat(60).trim();
    const units = textUnits(text);
    expect(units.length).toBeGreaterThan(2);
    expect(units[0]!.start).toBe(0);
    expect(units.at(-1)!.end).toBe(text.length);
    expect(units.every((u) => u.end - u.start <= 200)).toBe(true);
  });

  it('has no unit for an empty or blank text', () => {
    expect(textUnits('')).toEqual([]);
    expect(textUnits('  \n ')).toEqual([]);
  });
});

describe('unitFeatures', () => {
  it('reads disguised digits and letters as their plain forms', () => {
    expect(normaliseForFeatures('Tlm ９１２ Réplica')).toBe('tlm 000 replica');
    expect([...unitFeatures('Tlm ９１２')].sort()).toEqual([...unitFeatures('Tlm 345')].sort());
  });

  it('gives features inside the hashed space, each once', () => {
    const features = unitFeatures('Secretária de pinho com duas gavetas, pouco uso');
    expect(new Set(features).size).toBe(features.length);
    expect(features.every((f) => f < 2 ** featureBits)).toBe(true);
    expect(features.length).toBeGreaterThan(50);
  });
});

describe('word features', () => {
  // FNV-1a over the feature's whole string, as the trained models' features were hashed.
  const fnv = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return (h >>> 0) & ((1 << featureBits) - 1);
  };

  it('hashes each word, word pair, shape and shape pair as the string naming it', () => {
    const text = 'Vendo Bicla 2ª mão, ótimo estado';
    const features = new Set(unitFeatures(text));
    const normal = normaliseForFeatures(text);
    const words = [...(normal.match(/[\p{L}0]+/gu) ?? []), '$'];
    const shapes = foldText(text).folded.split(/\s+/).filter(Boolean).map(wordShape);
    const expected = [
      ...words.map((w) => `w:${w}`),
      ...words.map((w, i) => `b:${i === 0 ? '^' : words[i - 1]} ${w}`),
      ...shapes.map((s) => `s:${s}`),
      ...shapes.map((s, i) => `t:${i === 0 ? '^' : shapes[i - 1]} ${s}`),
    ];
    expect(expected.filter((name) => !features.has(fnv(name)))).toEqual([]);
    expect(features.has(fnv('w:bicla'))).toBe(true);
    expect(features.has(fnv('b:vendo bicla'))).toBe(true);
  });
});

describe('cues beyond words', () => {
  it('writes a word as its shape, runs shortened, accents dropped', () => {
    expect(wordShape('Zé')).toBe('Aa');
    expect(wordShape('Caravela77')).toBe('Aaa00');
    expect(wordShape('ab-1')).toBe('aa-0');
    expect(wordShape('@Lx.bairro')).toBe('@Aa.aa');
    // A run of one character (an emoji wall, a letter held down) is one kind, however long.
    expect(wordShape('😀😀😀😀')).toBe('😀😀');
    expect(wordShape('ÉÉÉééé٣٣')).toBe('AAaa00');
  });

  it('reads each character as a Unicode pattern would: ASCII by its code, the rest by category', () => {
    const byPattern = (char: string) => (/\p{Lu}/u.test(char) ? 'A' : /\p{L}/u.test(char) ? 'a' : /\p{N}/u.test(char) ? '0' : char);
    const differing: string[] = [];
    for (let code = 0; code < 0x3000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (charKind(char) !== byPattern(char)) differing.push(char);
    }
    expect(differing).toEqual([]);
    expect([charKind('Q'), charKind('q'), charKind('7'), charKind('-'), charKind('Ж'), charKind('𝐀'), charKind('\ud83d')]).toEqual(['A', 'a', '0', '-', 'A', 'A', '\ud83d']);
  });

  it('reads a text the rules folded already as it reads the text itself', () => {
    for (const text of ['Tlm ９１２ 345', 'w h a t s a p p 9 1 2', 'Rеplíca\u200b Rolex 😀']) expect([...unitFeatures(text, foldText(text).folded)]).toEqual([...unitFeatures(text)]);
  });

  it('reads digit runs parted by short gaps as one number', () => {
    expect(digitRunShapes(normaliseForFeatures('liga 27 418 90 53 hoje'))).toEqual(['d:2-3-2-2', 'n:9']);
    expect(digitRunShapes(normaliseForFeatures('mede 40 x 60 cm, ano 2019'))).toEqual(['d:2', 'n:2', 'd:2', 'n:2', 'd:4', 'n:4']);
    expect(digitRunShapes('sem numeros')).toEqual([]);
  });

  it('gives texts of another language but the same shapes some features in common', () => {
    const a = new Set(unitFeatures('Chama 933 210 432'));
    const b = unitFeatures('Ruft 933 210 432');
    const c = unitFeatures('Ruft an');
    expect(b.filter((f) => a.has(f)).length).toBeGreaterThan(c.filter((f) => a.has(f)).length);
  });
});
