import { describe, expect, it } from 'vitest';
import { findNumbersPointedAt } from './number-pointed-at.ts';

const found = (text: string) => findNumbersPointedAt(text).map((f) => `${f.code} ${f.evidence}`);

describe('a phone number pointed at instead of written', () => {
  it('reads buyers told to ring or message the number printed on packaging or shown in a photo', () => {
    expect(found('dúvidas? manda sms para o número da etiqueta na segunda foto')).toEqual(['contact_phone manda sms para o número da etiqueta']);
    expect(found('llama al número que pone en la caja, foto 5')).toEqual(['contact_phone llama al número que pone en la caja']);
    expect(found('appelez le numéro noté sur le carton')).toEqual(['contact_phone appelez le numéro noté sur le carton']);
    expect(found('ring the number printed on the sticker in pic 2')).toEqual(['contact_phone ring the number printed on the sticker']);
    expect(found('chiama il numero scritto sulla scatola')).toEqual(['contact_phone chiama il numero scritto sulla scatola']);
    expect(found('meine Nummer steht auf dem Karton')).toEqual(['contact_phone meine Nummer steht auf dem Karton']);
    expect(found('o meu número está na última foto')).toEqual(['contact_phone o meu número está na última foto']);
  });

  it('reads a number written in groups with bracketed words between them', () => {
    expect(found('tlm 91 2 (espaço) 34 5 (espaço) 67 8')).toEqual(['contact_phone tlm 91 2 (espaço) 34 5 (espaço) 67 8']);
    expect(found('mobile 07 7 (gap) 00 9 (gap) 00 12')).toEqual(['contact_phone mobile 07 7 (gap) 00 9 (gap) 00 12']);
  });

  it('leaves a serial or model number on a label, a phone number the box lists and short groups alone', () => {
    expect(found('the serial number is on the box, see photo 3')).toEqual([]);
    expect(found('phone number on the box label is the shop’s helpline')).toEqual([]);
    expect(found('o número de série está na etiqueta da foto 4')).toEqual([]);
    expect(found('ref 12 (azul) 34 (verde)')).toEqual([]);
  });
});
