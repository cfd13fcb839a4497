import { describe, expect, it } from 'vitest';
import { composeMrz } from '@circular/id-corpus';
import { identifyDocument } from './document-identity.ts';
import { parseMrz } from './mrz/parse-mrz.ts';
import { madeUpUto } from './test-support/readings.ts';

const today = new Date('2026-11-21T12:00:00Z');

describe('identifyDocument', () => {
  it('names a Cartão de Cidadão by its 12-character number', () => {
    const mrz = parseMrz(['I<PRT007666667<ZZ00<<<<<<<<<<<', '8303143M3405293PRT<<<<<<<<<<<4', 'CACADOR<DE<ARAUJO<<ANDRE<ESTEV'], { today });
    expect(identifyDocument(mrz)).toEqual({
      kind: 'id',
      country: 'PRT',
      docType: 'id-PT',
      number: '007666667ZZ0',
      otherNumbers: [],
      itemId: 'id_PRT_007666667ZZ0',
    });
  });

  it('names a Spanish identity card by its DNI number and keeps the support number as another', () => {
    const lines = composeMrz({
      format: 'TD1', documentCode: 'ID', issuingState: 'ESP', nationality: 'ESP', documentNumber: 'CXK482157', birthDate: '1980-01-01',
      sex: 'F', expiryDate: '2031-01-01', surname: 'GARCIA LOPEZ', givenNames: 'CARMEN', optionalData: ['12345678Z'],
    });
    const mrz = parseMrz(lines, { today });
    expect(mrz.valid).toBe(true);
    expect(identifyDocument(mrz)).toMatchObject({ docType: 'id-ES', number: '12345678Z', otherNumbers: ['CXK482157'], itemId: 'id_ESP_12345678Z' });
  });

  it('names a passport by its document number, whatever the optional data holds', () => {
    const mrz = parseMrz(madeUpUto.td3, { today });
    expect(identifyDocument(mrz)).toMatchObject({ kind: 'passport', docType: 'passport', number: 'W868403M5', otherNumbers: [], itemId: 'passport_UTO_W868403M5' });
  });
});
