import { describe, expect, it } from 'vitest';
import { findPhoneInPieces } from './phone-in-pieces.ts';

const found = (text: string) => findPhoneInPieces(text).map((f) => f.evidence);

describe('a phone number given by its start, its middle and its end', () => {
  it('reads the pieces after a start word, with an end word or a contact word, in the six languages', () => {
    expect(found('o telemóvel começa por 93, depois 456, e acaba em 12 34')).toEqual(['93, depois 456, e acaba em 12 34']);
    expect(found('mi número empieza por 655, sigue 12 y termina en 3490')).toEqual(['655, sigue 12 y termina en 3490']);
    expect(found('numéro : commence par 06, puis 44 55, et finit par 12 13')).toEqual(['06, puis 44 55, et finit par 12 13']);
    expect(found('my number starts with 07, then 911 and ends with 123456')).toEqual(['07, then 911 and ends with 123456']);
    expect(found('il numero inizia con 347 poi 12 e finisce con 34 567')).toEqual(['347 poi 12 e finisce con 34 567']);
    expect(found('Handynummer fängt mit 0176 an, dann 123, endet mit 4567')).toEqual(['0176 an, dann 123, endet mit 4567']);
  });

  it('leaves sizes, prices, dates and short numbers that start and end alone', () => {
    expect(found('A época começa em 2024 e acaba em 2025')).toEqual([]);
    expect(found('Prices start at 15 € and end at 120 €')).toEqual([]);
    expect(found('Les tailles commencent par 36 et finissent par 44')).toEqual([]);
    expect(found('Começa às 21 horas e acaba às 23 horas, 3 bandas')).toEqual([]);
    expect(found('starts with 12 then 15 then 20 and ends with 30 cm')).toEqual([]);
  });

  it('leaves numbered series alone: sizes, volumes, issues, groups rising by one step or all short', () => {
    expect(found('Ring sizes available: starts at 50, 52, 54, 56 and 58.')).toEqual([]);
    expect(found('Manga One Piece: starts at volume 10, then 11, 12, 13 and ends at 14.')).toEqual([]);
    expect(found('La collection commence au numéro 101 puis 102, 103 et finit au 104.')).toEqual([]);
    expect(found('A coleção começa no 210, depois 211, 212, 213 e acaba no 214')).toEqual([]);
    expect(found('Tallas: empieza en la 36, 38, 40, 42 y termina en la 44')).toEqual([]);
    expect(found('Die Reihe beginnt mit Band 21, dann 22, 23 und endet mit 24')).toEqual([]);
    expect(found('Liga tudo começa por 12 34 56 78 e acaba em 90')).toEqual([]);
  });
});

