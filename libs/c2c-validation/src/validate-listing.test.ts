import { fakeModel } from '@langchain/core/testing';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { validateListing } from './validate-listing.ts';

const request = (description: string) => ({ language: 'en', agent_specific: { profile: 'vinted' as const, listing: { title: 'Casaco de inverno', description } } });

describe('validateListing', () => {
  it('approves a clean listing with rules alone', async () => {
    const response = await validateListing(request('Usado duas vezes, sem defeitos.'));
    expect(response).toMatchObject({ verdict: 'approve', violations: [], message: 'The listing can be published.' });
  });

  it('keeps a model flag it can quote, with its span, and sends an unquotable one to manual review', async () => {
    const quoted = { model: fakeModel().structuredResponse({ problems: [{ code: 'off_platform_payment', field: 'description', quote: 'pay me directly', reason: 'payment outside' }] }) };
    const withQuote = await validateListing(request('Usado. pay me directly before shipping'), quoted);
    expect(withQuote.violations).toMatchObject([{ code: 'off_platform_payment', source: 'model', span: { start: 7, end: 22 }, evidence: 'pay me directly' }]);
    expect(withQuote.verdict).toBe('fix_required');
    const unquoted = { model: fakeModel().structuredResponse({ problems: [{ code: 'prohibited_item', field: 'description', quote: 'stolen goods', reason: 'looks stolen' }] }) };
    const without = await validateListing(request('Usado duas vezes.'), unquoted);
    expect(without.violations).toMatchObject([{ code: 'prohibited_item', source: 'model', span: null, evidence: 'looks stolen' }]);
    expect(without.verdict).toBe('manual_review');
  });

  it("restores a reject the learned scorer left to a person when the model quotes the same item, and only then", async () => {
    // The rules read a smoking device; the learned scorer does not confirm it, so alone the listing goes to a person.
    const body = { language: 'fr', agent_specific: { profile: 'generic' as const, listing: { title: 'Narguilé décoratif', description: 'Narguilé en verre pour décoration, jamais utilisé.' } } };
    const alone = await validateListing(body);
    expect(alone.verdict).toBe('manual_review');
    expect(alone.violations.map((v) => [v.code, v.field, v.severity, v.source])).toEqual([
      ['prohibited_item', 'title', 'major', 'rule'],
      ['prohibited_item', 'description', 'major', 'rule'],
    ]);
    const agreeing = { model: fakeModel().structuredResponse({ problems: [{ code: 'prohibited_item', field: 'title', quote: 'Narguilé', reason: 'a smoking device' }] }) };
    const confirmed = await validateListing(body, agreeing);
    expect(confirmed.violations).toEqual([...alone.violations, expect.objectContaining({ code: 'prohibited_item', field: 'title', span: { start: 0, end: 8 }, severity: 'critical', source: 'model' })]);
    expect(confirmed.verdict).toBe('reject');
    // The model's flag elsewhere, or without a quote found in the text, restores nothing.
    const elsewhere = { model: fakeModel().structuredResponse({ problems: [{ code: 'prohibited_item', field: 'title', quote: 'a hookah', reason: 'a smoking device' }] }) };
    expect((await validateListing(body, elsewhere)).verdict).toBe('manual_review');
  });

  it('refuses a data URL that is not an image, naming the field', async () => {
    const body = { agent_specific: { profile: 'generic' as const, listing: { title: 'x', images: [`data:image/png;base64,${Buffer.from('hello').toString('base64')}`] } } };
    await expect(validateListing(body)).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/listing/images/0' }] });
  });

  it('refuses an unknown profile and an oversized title', async () => {
    await expect(validateListing({ agent_specific: { profile: 'craigslist', listing: { title: 'x' } } } as never)).rejects.toMatchObject({ errors: [{ pointer: '/agent_specific/profile' }] });
    await expect(validateListing({ agent_specific: { profile: 'generic', listing: { title: 'x'.repeat(201) } } })).rejects.toMatchObject({ errors: [{ pointer: '/agent_specific/listing/title' }] });
  });

  it('shows the photos to the model in the same call and sends a photo it flags to manual review', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const model = fakeModel().structuredResponse({ problems: [{ code: 'category_mismatch', field: 'images', quote: '1', reason: 'the photo shows a bicycle' }] });
    const body = { language: 'en', agent_specific: { profile: 'olx-pt' as const, listing: { title: 'iPhone 12', images: [png] } } };
    const response = await validateListing(body, { model });
    // The 1×1 test image is also measured as a poor photo, by the rules.
    expect(response.violations).toMatchObject([
      { code: 'photo_low_quality', field: 'images/0', source: 'rule', evidence: '1×1 px; blurred: focus 0' },
      { code: 'category_mismatch', field: 'images/0', span: null, source: 'model', evidence: 'the photo shows a bicycle' },
    ]);
    expect(response.verdict).toBe('manual_review');
  });
});

describe('validateListing on photos, without a model', () => {
  it('flags a repeated photo and a too small one on their images/<i> fields, as advice', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800"><rect width="100%" height="100%" fill="#eee"/><circle cx="600" cy="400" r="200" fill="#246"/><rect x="100" y="100" width="200" height="500" fill="#111"/></svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const small = await sharp(photo).resize(200, 160).png().toBuffer();
    const url = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
    const images = [url(photo, 'image/jpeg'), url(small, 'image/png'), url(photo, 'image/jpeg')];
    const response = await validateListing({ language: 'en', agent_specific: { profile: 'vinted', listing: { title: 'Casaco de inverno', description: 'Usado duas vezes.', images } } });
    expect(response.violations).toMatchObject([
      { code: 'photo_low_quality', field: 'images/1', span: null, evidence: '200×160 px', severity: 'minor', clause: 'vinted/photos', source: 'rule' },
      { code: 'photo_duplicate', field: 'images/1', evidence: 'photo 2 repeats photo 1' },
      { code: 'photo_duplicate', field: 'images/2', evidence: 'photo 3 repeats photo 1' },
    ]);
    expect(response.verdict).toBe('approve');
  });

  it('answers without the photo checks when an image host cannot be reached, and refuses a URL that is not an image', async () => {
    const body = { agent_specific: { profile: 'generic' as const, listing: { title: 'Casaco de inverno', images: ['https://images.example.com/1.jpg'] } } };
    const unreachable = { fetcher: { safeFetch: () => Promise.reject(new Error('connect ECONNREFUSED')), close: () => Promise.resolve() } };
    await expect(validateListing(body, unreachable)).resolves.toMatchObject({ verdict: 'approve', violations: [] });
    const notImage = { fetcher: { safeFetch: () => Promise.resolve({ status: 200, headers: {}, body: Buffer.from('<html>') }), close: () => Promise.resolve() } } as never;
    await expect(validateListing(body, notImage)).rejects.toMatchObject({ status: 422, errors: [{ pointer: '/agent_specific/listing/images/0' }] });
  });
});
