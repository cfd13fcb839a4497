import { createSafeFetcher } from '@circular/runtime';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { documentImages } from '@circular/id-corpus';
import type { IdValidatorDeps } from './deps.ts';
import { createDocumentOcr } from './ocr/engine/document-ocr.ts';
import { FakeVisionModel } from './test-support/fake-vision-model.ts';
import { validateId } from './validate-id.ts';

const today = new Date('2026-11-21T12:00:00Z');
const ocr = createDocumentOcr({ workers: 1 });
const fetcher = createSafeFetcher();
afterAll(async () => {
  await ocr.terminate();
  await fetcher.close();
});
const offline: IdValidatorDeps = { fetcher, ocr, today: () => today };

describe('validateId (local OCR end to end)', { timeout: 60_000 }, () => {
  it('reads a Cartão de Cidadão from its back and front, in that order, without a model', async () => {
    const { images, identity } = await documentImages({ template: 'pt-id', seed: 41, today });
    const response = await validateId({ language: 'en', images: [images[1] as string, images[0] as string], agent_specific: { doc_type: 'id-PT', validity: true } }, offline);
    expect(response).toMatchObject({
      status: 'OK',
      doc_type: 'id-PT',
      number: identity.documentNumber,
      expiry: identity.expiryDate,
      item_id: `id_PRT_${identity.documentNumber}`,
    });
    expect(response.reasoning).toMatch(/^Image 1: machine-readable zone \(TD1\) read/);
    expect(response.reasoning).toContain('Image 2: printed text, but no machine-readable zone (MRZ). Printed side read: surname');
  });

  it('asks the vision reader to transcribe the MRZ of a photo too blurred to read, and checks its digits', async () => {
    const { images, identity } = await documentImages({ template: 'pt-passport', seed: 42, today });
    const sharpImage = Buffer.from((images[0] as string).split(',')[1] as string, 'base64');
    const blurred = `data:image/jpeg;base64,${(await sharp(sharpImage).blur(5).jpeg().toBuffer()).toString('base64')}`;
    const model = new FakeVisionModel().reads({
      document: true, kind: 'passport', country: 'PRT', mrz_lines: identity.mrz, number: identity.documentNumber,
      surname: identity.surname, given_names: identity.givenNames, birth_date: identity.birthDate, expiry_date: identity.expiryDate,
    });
    const response = await validateId({ language: 'en', images: [blurred], agent_specific: { doc_type: 'passport' } }, { ...offline, model });
    expect(model.calls).toHaveLength(1);
    expect(response).toMatchObject({ status: 'OK', doc_type: 'passport', number: identity.documentNumber, expiry: identity.expiryDate });
    expect(response.reasoning).toContain(
      'Image 1: too blurred to read. Printed side: no field could be read. The vision reader transcribed the machine-readable zone; every check digit and the composite are right.',
    );
    // Nothing the model read could be confirmed by the local OCR of so blurred a page.
    expect(response.ocr_confidence).toBe(0);

    const withoutModel = await validateId({ language: 'en', images: [blurred], agent_specific: { doc_type: 'passport' } }, offline);
    expect(withoutModel).toMatchObject({ status: 'ERROR_IMAGE_QUALITY', message: 'The document could not be read. Hold the camera still, focus on the document and take the photo again in good light.' });
  });

  it('does not believe a vision reading the printed text does not confirm', async () => {
    const front = await documentImages({ template: 'pt-id', seed: 44, today, sides: ['front'] });
    const model = new FakeVisionModel().reads({
      document: true, kind: 'id', country: 'PRT', mrz_lines: [], number: '317046284ZZ8',
      surname: 'INVENTADO', given_names: 'NOME', birth_date: '1980-01-01', expiry_date: '2030-01-01',
    });
    const response = await validateId({ language: 'en', images: front.images, agent_specific: { doc_type: 'id-PT' } }, { ...offline, model });
    expect(response).toEqual({
      status: 'ERROR_IMAGE_QUALITY',
      message: expect.stringMatching(/^The document could not be read\. Send a photo of the side with the machine-readable zone/) as unknown as string,
      checks: expect.any(Array) as unknown as [],
      reasoning: expect.stringContaining('The vision reader’s number or surname is not confirmed by the text read locally, so it is not used.') as unknown as string,
    });
  });

  it('does not ask the vision reader about an MRZ whose check digits fail on a sharp image', async () => {
    const tampered = await documentImages({
      template: 'gb-passport', seed: 45, today,
      alterMrz: (lines) => [lines[0] as string, (lines[1] as string).replace(/^(.{14})(\d)/, (_, head: string, digit: string) => `${head}${(Number(digit) + 1) % 10}`)],
    });
    const model = new FakeVisionModel();
    const response = await validateId({ language: 'en', images: tampered.images, agent_specific: { doc_type: 'passport' } }, { ...offline, model });
    expect(model.calls).toHaveLength(0);
    expect(response.status).toBe('ERROR_VALIDATION');
    expect(response.reasoning).toContain('check digits fail (birth date, composite)');
  });
});
