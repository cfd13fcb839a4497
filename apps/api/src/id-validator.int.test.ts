import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDocumentOcr, type DocumentOcr, type OcrEngine } from '@circular/id-validator';
import { openapiDocument } from '@circular/contract';
import { documentImages, nonDocumentImage } from '@circular/id-corpus';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

// The app's clock is fixed, so documents generated for that day read the same every day.
const today = new Date('2026-11-21T12:00:00Z');
const real = createDocumentOcr({ mrzWorkers: 1, textWorkers: 1 });
let recognitions = 0;
const counted = (engine: OcrEngine): OcrEngine => ({
  recognize: (image, options) => {
    recognitions += 1;
    return engine.recognize(image, options);
  },
  terminate: () => engine.terminate(),
});
/** The real OCR pools, counting what reaches them. */
const ocr: DocumentOcr = { mrz: counted(real.mrz), text: counted(real.text), terminate: () => real.terminate() };
afterAll(() => real.terminate());
beforeEach(() => {
  recognitions = 0;
});

const silent = pino({ level: 'silent' });
const appWith = (env: Record<string, string> = {}) => createApp(loadConfig(env), { logger: silent, model: undefined, ocr, now: () => today.getTime() });
const app = appWith();
const validate = (body: object, to = app) => request(to).post('/service_ai_id_validator').send(body);

/** The contract's request examples for the ID validator, by name. */
function contractExamples(): [string, { images: string[]; agent_specific: Record<string, unknown> }][] {
  const requestBody = openapiDocument.paths!['/service_ai_id_validator']!.post!.requestBody as {
    content: Record<string, { examples: Record<string, { value: { images: string[]; agent_specific: Record<string, unknown> } }> }>;
  };
  return Object.entries(requestBody.content['application/json']!.examples).map(([name, example]) => [name, example.value]);
}

describe('POST /service_ai_id_validator through the app, offline', { timeout: 60_000 }, () => {
  it.each(contractExamples())('answers OK to the contract example %s as given, every expectation met', async (_name, example) => {
    // An example a newcomer sends from the API reference must work without the network.
    expect(example.images.every((image) => image.startsWith('data:image/'))).toBe(true);
    const res = await validate(example);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    if (example.agent_specific['number']) expect(res.body.number).toBe(String(example.agent_specific['number']).replace(/\s/g, ''));
  });

  it('reads a Cartão de Cidadão front and back and answers OK with its fields, in Portuguese by default', async () => {
    const { images, identity } = await documentImages({ template: 'pt-id', seed: 101, today });
    const name = `${identity.givenNames} ${identity.surname}`;
    const res = await validate({ images, agent_specific: { doc_type: 'id-PT,passport', name, number: identity.printedNumber, validity: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      message: 'O documento é válido.',
      doc_type: 'id-PT',
      number: identity.documentNumber,
      expiry: identity.expiryDate,
      item_id: `id_PRT_${identity.documentNumber}`,
    });
    expect(res.body.name).toBe(name.normalize('NFD').replace(/\p{M}+/gu, ''));
    expect(res.body.ocr_confidence).toBeGreaterThan(0.5);
    expect(res.body.ocr_confidence).toBeLessThanOrEqual(1);
    expect(res.body.reasoning).toContain('Imagem 2: zona de leitura ótica (TD1) lida');
    expect(res.body.reasoning).toContain('O nome coincide com o esperado. O número coincide com o esperado. Válido:');
  });

  it('reads a passport data page and answers OK in English', async () => {
    const { images, identity } = await documentImages({ template: 'gb-passport', seed: 102, today });
    const res = await validate({ language: 'en-GB', images, agent_specific: { doc_type: 'passport', validity: true } });
    expect(res.body).toMatchObject({
      status: 'OK',
      message: 'The document is valid.',
      doc_type: 'passport',
      number: identity.documentNumber,
      expiry: identity.expiryDate,
      item_id: `passport_GBR_${identity.documentNumber}`,
    });
  });

  it('refuses an expired card when validity is required, and accepts it when it is not', async () => {
    const { images, identity } = await documentImages({ template: 'de-id', seed: 103, today, expired: true });
    const required = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-*', validity: true } });
    expect(required.body).toMatchObject({ status: 'ERROR_VALIDATION', message: 'The document has expired.', expiry: identity.expiryDate });
    expect(required.body.reasoning).toContain(`Expired on ${identity.expiryDate}`);
    const notRequired = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-*', validity: false } });
    expect(notRequired.body).toMatchObject({ status: 'OK', expiry: identity.expiryDate });
  });

  it('refuses a name or a number other than the document’s, saying which', async () => {
    const { images, identity } = await documentImages({ template: 'fr-passport', seed: 104, today });
    const name = await validate({ language: 'en', images, agent_specific: { doc_type: 'passport', name: 'Jean Dupont' } });
    expect(name.body).toMatchObject({ status: 'ERROR_VALIDATION', message: 'The name on the document is not the one expected.', number: identity.documentNumber });
    expect(name.body.reasoning).toContain('is not the one expected (Jean Dupont)');
    const number = await validate({ language: 'en', images, agent_specific: { doc_type: 'passport', number: '12AB34567' } });
    expect(number.body).toMatchObject({ status: 'ERROR_VALIDATION', message: 'The document number is not the one expected.' });
    expect(number.body.reasoning).toContain(`The number ${identity.documentNumber} is not the one expected (12AB34567).`);
  });

  it('refuses a document of a type the request does not accept', async () => {
    const { images } = await documentImages({ template: 'es-passport', seed: 105, today });
    const res = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-PT,id-ES' } });
    expect(res.body).toMatchObject({ status: 'ERROR_VALIDATION', message: 'This type of document is not accepted.', doc_type: 'passport' });
    expect(res.body.reasoning).toContain('The type passport is not among those accepted (id-PT, id-ES).');
  });

  it('refuses the Portuguese specimen, marked only by the word ESPÉCIME printed across it', async () => {
    const { images } = await documentImages({ template: 'pt-id', seed: 106, today, specimen: true });
    const res = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-PT' } });
    expect(res.body).toMatchObject({ status: 'ERROR_VALIDATION', message: 'This is a specimen, not a real document.' });
    expect(res.body.reasoning).toContain('Specimen: word ESPECIME.');
  });

  it('refuses a passport whose MRZ has one digit changed, naming the check digits that fail', async () => {
    const { images } = await documentImages({
      template: 'pt-passport',
      seed: 107,
      today,
      alterMrz: (lines) => [lines[0] as string, (lines[1] as string).replace(/^(.{14})(\d)/, (_, head: string, digit: string) => `${head}${(Number(digit) + 1) % 10}`)],
    });
    const res = await validate({ language: 'en', images, agent_specific: { doc_type: 'passport' } });
    expect(res.body).toEqual({
      status: 'ERROR_VALIDATION',
      message: 'The document failed the authenticity checks.',
      checks: expect.arrayContaining([{ id: 'mrz_check_digits', status: 'fail', detail: expect.stringContaining('birthDate, composite') }]),
      reasoning: expect.stringContaining('check digits fail (birth date, composite)'),
    });
  });

  it('says a photo without a document is not one, and a card’s front alone has no MRZ and no vision reader to read it', async () => {
    const photo = await validate({ language: 'en', images: [nonDocumentImage({ seed: 108 })], agent_specific: { doc_type: 'passport' } });
    expect(photo.body).toEqual({
      status: 'ERROR_IMAGE_QUALITY',
      message: 'The document could not be read. Send a photo of the identity document itself.',
      checks: expect.arrayContaining([{ id: 'image_quality', status: 'fail', detail: 'image 1: not-a-document' }]),
      reasoning: 'Image 1: no document found. Result: nothing could be read reliably enough to validate.',
    });
    const { images } = await documentImages({ template: 'pt-id', seed: 109, today, sides: ['front'] });
    const front = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-PT' } });
    expect(front.body).toMatchObject({
      status: 'ERROR_IMAGE_QUALITY',
      message: 'The document could not be read. Send a photo of the side with the machine-readable zone: the back of the card or the data page of the passport.',
    });
    expect(front.body.reasoning).toContain('Image 1: printed text, but no machine-readable zone (MRZ).');
    expect(front.body.reasoning).toContain('No vision reader is configured to read documents without a machine-readable zone.');
  });

  it('reads a card from its back alone', async () => {
    const { images, identity } = await documentImages({ template: 'at-id', seed: 110, today, sides: ['back'] });
    const res = await validate({ language: 'en', images, agent_specific: { doc_type: 'id-AT' } });
    expect(res.body).toMatchObject({ status: 'OK', doc_type: 'id-AT', number: identity.documentNumber, item_id: `id_AUT_${identity.documentNumber}` });
  });

  it('names a Spanish card by its DNI number and accepts either of its numbers as expected', async () => {
    const { images, identity } = await documentImages({ template: 'es-id', seed: 111, today, sides: ['back'] });
    const dni = identity.optionalData[0] as string;
    const res = await validate({ language: 'es', images, agent_specific: { doc_type: 'id-ES', number: identity.documentNumber } });
    expect(res.body).toMatchObject({ status: 'OK', number: dni, item_id: `id_ESP_${dni}` });
  });

  it('fetches an image URL from a loopback server when SSRF_ALLOW_CIDRS allows it', async () => {
    const { images, identity } = await documentImages({ template: 'pt-passport', seed: 112, today });
    const bytes = Buffer.from((images[0] as string).split(',')[1] as string, 'base64');
    const server = await serve(bytes);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/passport.png`;
      const res = await validate({ language: 'en', images: [url], agent_specific: { doc_type: 'passport' } }, appWith({ SSRF_ALLOW_CIDRS: '127.0.0.1/32' }));
      expect(res.body).toMatchObject({ status: 'OK', number: identity.documentNumber });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is reported ready by /health, with no dependency', async () => {
    const res = await request(app).get('/health');
    expect(res.body.functions.id_validator).toEqual({ ready: true, needs: [] });
  });
});

describe('POST /service_ai_id_validator with bad input', () => {
  const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const pngHeader = Buffer.from('89504e470d0a1a0a', 'hex');

  it.each([
    ['bytes that are no image', [png(Buffer.from('this is a text file, not a picture'))], '/images/0', 'URL refused: content is not a recognised image'],
    ['a data URL whose bytes are another type than it says', [`data:image/jpeg;base64,${nonDocumentImage({ seed: 1 }).split(',')[1]}`], '/images/0', 'URL refused: data URL says image/jpeg but holds image/png'],
    ['an image over 10 MB', [png(Buffer.concat([pngHeader, Buffer.alloc(10_490_000)]))], '/images/0', 'URL refused: larger than 10485760 bytes'],
    ['a PNG signature over bytes that are no PNG', [nonDocumentImage({ seed: 2 }), png(Buffer.concat([pngHeader, Buffer.alloc(4000, 7)]))], '/images/1', 'is not a readable image: its data is corrupt or truncated'],
  ])('refuses %s with a 422 naming the image, and reads nothing', async (_case, images, pointer, message) => {
    const res = await validate({ images, agent_specific: { doc_type: 'passport' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer, message }]);
    expect(recognitions).toBe(0);
  });

  it('refuses an image whose header is right but whose data does not decode', async () => {
    const whole = Buffer.from(nonDocumentImage({ seed: 3 }).split(',')[1] as string, 'base64');
    const res = await validate({ images: [png(whole.subarray(0, whole.length - 2000))], agent_specific: { doc_type: 'passport' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/images/0', message: 'is not a readable image: its data is corrupt or truncated' }]);
    expect(recognitions).toBe(0);
  });

  it('refuses a URL to a loopback address when no range is allowed', async () => {
    const res = await validate({ images: ['http://127.0.0.1:8080/card.png'], agent_specific: { doc_type: 'passport' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ pointer: '/images/0', message: expect.stringMatching(/^URL refused: .*127\.0\.0\.1/) as unknown as string }]);
    expect(recognitions).toBe(0);
  });

  it('refuses more than 10 images, a missing doc_type and an unknown document type, naming the field', async () => {
    const photo = nonDocumentImage({ seed: 4 });
    const many = await validate({ images: Array.from({ length: 11 }, () => photo), agent_specific: { doc_type: 'passport' } });
    expect(many.status).toBe(422);
    expect(many.body.errors).toEqual([{ pointer: '/images', message: 'must have at most 10 items' }]);
    const missing = await validate({ images: [photo], agent_specific: {} });
    expect(missing.body.errors).toEqual([{ pointer: '/agent_specific/doc_type', message: 'is required' }]);
    const unknown = await validate({ images: [photo], agent_specific: { doc_type: 'id-PT,licence' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { pointer: '/agent_specific/doc_type', message: expect.stringMatching(/^unknown document type "licence"/) as unknown as string },
    ]);
    expect(recognitions).toBe(0);
  });

  it('answers 413 for a body over 25 MB', async () => {
    const big = png(Buffer.concat([pngHeader, Buffer.alloc(9_500_000)]));
    const res = await validate({ images: [big, big, big], agent_specific: { doc_type: 'passport' } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ type: '/problems/payload-too-large', limit_bytes: 26_214_400 });
  });
});

async function serve(bytes: Buffer): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(bytes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
