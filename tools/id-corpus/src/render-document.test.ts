import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentTemplates } from './document-templates.ts';
import { newIdentity } from './identity.ts';
import { mrzSide, renderDocument, renderNonDocument } from './render-document.ts';
import { seededRandom } from './seeded-random.ts';

const today = new Date('2026-11-21T12:00:00Z');

describe('renderDocument', () => {
  it('draws a TD1 card at 12 px/mm and a TD3 data page at its ICAO size', async () => {
    const random = seededRandom(1);
    const card = documentTemplates['pt-id'];
    const passport = documentTemplates['gb-passport'];
    const cardPng = renderDocument({ template: card, identity: newIdentity({ template: card, random, today }), side: 'back', random });
    const pagePng = renderDocument({ template: passport, identity: newIdentity({ template: passport, random, today }), side: 'front', random });
    expect(await sharp(cardPng).metadata()).toMatchObject({ format: 'png', width: 1027, height: 648 });
    expect(await sharp(pagePng).metadata()).toMatchObject({ format: 'png', width: 1500, height: 1056 });
  });

  it('puts the MRZ on the back of cards and on the data page of TD2 and TD3 documents', () => {
    expect(mrzSide(documentTemplates['de-id'])).toBe('back');
    expect(mrzSide(documentTemplates['ro-id'])).toBe('front');
    expect(mrzSide(documentTemplates['fr-passport'])).toBe('front');
  });

  it('renders the same bytes from the same seed', () => {
    const draw = () => {
      const random = seededRandom(5);
      const template = documentTemplates['at-id'];
      return renderDocument({ template, identity: newIdentity({ template, random, today }), side: 'front', specimen: true, random });
    };
    expect(draw().equals(draw())).toBe(true);
  });

  it('paints a photo without a document', async () => {
    expect(await sharp(renderNonDocument({ random: seededRandom(2), width: 320, height: 240 })).metadata()).toMatchObject({ width: 320, height: 240 });
  });
});
