import { describe, expect, it } from 'vitest';
import { parseMrz } from '../mrz/parse-mrz.ts';
import { parsePtCitizenCardNumber } from '../national/pt-citizen-card.ts';
import { documentTemplates, newIdentity, seededRandom } from '@circular/id-corpus';

const today = new Date('2026-11-21T12:00:00Z');

describe('newIdentity', () => {
  it('makes, for every template, an MRZ that parses as valid with the drawn fields', () => {
    const random = seededRandom(1);
    for (const template of Object.values(documentTemplates)) {
      const identity = newIdentity({ template, random, today });
      const mrz = parseMrz(identity.mrz, { today });
      expect({ template: template.id, valid: mrz.valid }).toEqual({ template: template.id, valid: true });
      expect(mrz.documentNumber).toBe(identity.documentNumber);
      expect(mrz.birthDate.iso).toBe(identity.birthDate);
      expect(mrz.expiryDate.iso).toBe(identity.expiryDate);
      expect(identity.expiryDate > '2026-11-21').toBe(true);
    }
  });

  it('draws expired documents when asked', () => {
    const identity = newIdentity({ template: documentTemplates['pt-id'], random: seededRandom(2), today, expired: true });
    expect(identity.expiryDate < '2026-11-21').toBe(true);
  });

  it('gives Portuguese cards a valid Cartão de Cidadão number, printed with spaces', () => {
    const identity = newIdentity({ template: documentTemplates['pt-id'], random: seededRandom(3), today });
    expect(parsePtCitizenCardNumber(identity.documentNumber)?.valid).toBe(true);
    expect(identity.printedNumber.replace(/ /g, '')).toBe(identity.documentNumber);
  });

  it('transliterates umlauts the ICAO way on German documents', () => {
    const random = seededRandom(5);
    const identities = Array.from({ length: 40 }, () => newIdentity({ template: documentTemplates['de-id'], random, today }));
    const withUmlaut = identities.find((i) => /[ÄÖÜ]/.test(i.surname + i.givenNames));
    expect(withUmlaut).toBeDefined();
    expect(withUmlaut?.mrz.join('')).toMatch(/AE|OE|UE/);
  });

  it('is deterministic for a seed', () => {
    const a = newIdentity({ template: documentTemplates['fr-passport'], random: seededRandom(9), today });
    const b = newIdentity({ template: documentTemplates['fr-passport'], random: seededRandom(9), today });
    expect(a).toEqual(b);
  });
});
