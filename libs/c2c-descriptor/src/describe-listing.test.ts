import { InvalidRequestError } from '@circular/runtime';
import { fakeModel } from '@langchain/core/testing';
import { describe, expect, it, vi } from 'vitest';
import type { C2cDescriptorRequest } from '@circular/contract';
import { describeListing } from './describe-listing.ts';

const pngPixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function phone(overrides: Partial<C2cDescriptorRequest['agent_specific']['item']> = {}, marketplace: C2cDescriptorRequest['agent_specific']['marketplace'] = 'ebay'): C2cDescriptorRequest {
  return {
    language: 'en',
    agent_specific: {
      marketplace,
      item: { name: 'Samsung Galaxy S21', brand: 'samsung', category: 'Phones', condition: 'B', colour: 'Phantom Gray', defects: ['crack in the back glass'], description: '128GB, unlocked, charger included.', ...overrides },
      estimate_price: false,
    },
  };
}

async function invalidFields(request: unknown): Promise<string[]> {
  const error = await describeListing(request as C2cDescriptorRequest).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidRequestError);
  return ((error as InvalidRequestError).errors ?? []).map((field) => field.pointer);
}

describe('describeListing without a model', () => {
  it('writes a listing from the fields with every fact sourced and the brand canonicalised', async () => {
    const listing = await describeListing(phone());
    expect(listing.title).toBe('Samsung Galaxy S21 128 GB Phantom Gray');
    expect(listing.description).toContain('- crack in the back glass');
    expect(listing.attributes).toEqual([
      { name: 'brand', value: 'Samsung', source: 'user', confidence: 1 },
      { name: 'colour', value: 'Phantom Gray', source: 'user', confidence: 1 },
      { name: 'storage_capacity', value: '128 GB', source: 'inferred', confidence: 0.8 },
    ]);
    expect(listing.missing_attributes).toEqual([{ name: 'model', label: 'Model' }]);
    expect(listing.condition).toEqual({ grade: 'B', label: 'Used – Good', schema_org: 'https://schema.org/UsedCondition' });
    expect(listing.category).toEqual({ id: 'phones', path: ['Cell Phones & Accessories', 'Cell Phones & Smartphones'], confidence: 0.9 });
  });

  it("finds the brand in the seller's name with the brand table when no brand is given", async () => {
    const listing = await describeListing({ language: 'pt-PT', agent_specific: { marketplace: 'ebay', item: { name: 'Bicicleta BTT Scott Aspect 950', condition: 'B' }, estimate_price: false } });
    expect(listing.attributes).toContainEqual({ name: 'brand', value: 'Scott', source: 'catalogue', confidence: 0.9 });
    expect(listing.title).toBe('Bicicleta BTT Scott Aspect 950');
  });

  it('gives no price without evidence, and says so', async () => {
    const listing = await describeListing(phone());
    expect(listing.suggested_price).toBeNull();
    expect(listing.json_ld).not.toHaveProperty('offers');
    expect(listing.warnings.map((warning) => warning.code)).toContain('no_price_basis');
  });

  it('prices from the figures sent, and flags a wish price far outside them', async () => {
    const request = phone();
    request.agent_specific.value_estimation = { value_out_min: 250, value_out_max: 300, value_out_average: 280, currency: 'EUR', comparables: { value_out: 9 } };
    expect((await describeListing(request)).suggested_price).toEqual({ amount: 280, min: 250, max: 300, currency: 'EUR', basis: 'value_estimation', comparables: 9 });
    request.agent_specific.wish_price = 900;
    const wished = await describeListing(request);
    expect(wished.suggested_price).toMatchObject({ amount: 900, basis: 'wish_price' });
    expect(wished.warnings.map((warning) => warning.code)).toContain('wish_price_outside_estimate');
  });

  it('asks the value estimation function for a price when search is configured, and says why there is none when it finds no evidence', async () => {
    const queries: string[] = [];
    const search = { search: async (query: string) => (queries.push(query), []) };
    const request = phone();
    request.agent_specific.estimate_price = true;
    const listing = await describeListing(request, { valueEstimation: { search } });
    expect(queries.length).toBeGreaterThan(0);
    expect(listing.suggested_price).toBeNull();
    expect(listing.warnings).toContainEqual(expect.objectContaining({ code: 'price_estimate_failed', field: 'suggested_price' }));
  });

  it("removes the seller's phone number from the text and warns", async () => {
    const listing = await describeListing(phone({ description: '128GB. Liga para 912 345 678 para mais info.' }, 'olx-pt'));
    expect(listing.description).not.toMatch(/912/);
    expect(listing.warnings.map((warning) => warning.code)).toContain('text_redacted');
  });
});

describe('describeListing on contact details the seller wrote', () => {
  it('removes them with the words that announce them', async () => {
    const listing = await describeListing({
      language: 'pt-PT',
      agent_specific: { marketplace: 'vinted', item: { name: 'Vestido', condition: 'Good', description: 'Usado duas vezes. Email: ana.silva@gmail.com, IBAN PT50 0002 0123 1234 5678 9015 4' } },
    });
    expect(listing.description).toBe('Vestido. Estado: Bom (bom estado, com ligeiros sinais de uso). Notas do vendedor: Usado duas vezes.');
  });
});

describe('describeListing with a model', () => {
  it('uses the model copy when every claim is backed, adding the defects it left out', async () => {
    const model = fakeModel().structuredResponse({ title: 'Samsung Galaxy S21 128GB Phantom Gray, unlocked', description: 'Unlocked Galaxy S21 with 128GB, charger included.' });
    const structuredCalls = vi.spyOn(model, 'withStructuredOutput');
    const listing = await describeListing(phone(), { model });
    expect(listing.title).toBe('Samsung Galaxy S21 128GB Phantom Gray, unlocked');
    expect(listing.description).toBe('Unlocked Galaxy S21 with 128GB, charger included.\n\nDeclared defects:\n- crack in the back glass');
    expect(structuredCalls).toHaveBeenCalledTimes(1);
  });

  it('does not let an invented capacity through: the template text is used, with a warning', async () => {
    const model = fakeModel().structuredResponse({ title: 'Samsung Galaxy S21 256GB Phantom Gray', description: 'Galaxy S21 with 256GB and 8GB RAM, like new.' });
    const listing = await describeListing(phone(), { model });
    expect(listing.title).toBe('Samsung Galaxy S21 128 GB Phantom Gray');
    expect(listing.description).not.toMatch(/256/);
    const rejected = listing.warnings.filter((warning) => warning.code === 'model_claim_rejected');
    expect(rejected.map((warning) => warning.field)).toEqual(['title', 'description']);
  });

  it('sends a model text with contact details back to the template', async () => {
    const model = fakeModel().structuredResponse({ title: 'Samsung Galaxy S21 128GB', description: 'Great phone, 128GB. WhatsApp me on 612 345 678.' });
    const listing = await describeListing(phone({}, 'wallapop'), { model });
    expect(listing.title).toBe('Samsung Galaxy S21 128GB');
    expect(listing.description).not.toMatch(/612/);
    expect(listing.warnings).toContainEqual(expect.objectContaining({ code: 'model_claim_rejected', field: 'description' }));
  });

  it("removes the seller's own phone number that the model repeated, keeping the model's text", async () => {
    const model = fakeModel().structuredResponse({ title: 'Samsung Galaxy S21 128GB', description: 'Galaxy S21 with 128GB. Call 612 345 678.' });
    const listing = await describeListing(phone({ description: '128GB. Call 612 345 678.' }, 'wallapop'), { model });
    expect(listing.description).toBe('Galaxy S21 with 128GB. Defects: crack in the back glass.');
    expect(listing.warnings.map((warning) => warning.code)).toEqual(['no_price_basis', 'text_redacted', 'missing_attributes']);
  });

  it('falls back to the template when the model fails', async () => {
    const model = fakeModel().alwaysThrow(new Error('boom'));
    const listing = await describeListing(phone(), { model });
    expect(listing.title).toBe('Samsung Galaxy S21 128 GB Phantom Gray');
    expect(listing.warnings.map((warning) => warning.code)).toContain('model_copy_failed');
  });

  it('records a label read on a photo as a vision fact the copy may then state, in one vision and one copy call', async () => {
    const visionModel = fakeModel().structuredResponse({ readings: [{ attribute: 'model', value: 'SM-G991B', seen_text: 'Model: SM-G991B/DS' }] });
    const model = fakeModel().structuredResponse({ title: 'Samsung Galaxy S21 SM-G991B 128GB', description: 'Galaxy S21 (SM-G991B), 128GB.' });
    const request = { ...phone(), images: [pngPixel] };
    const visionCalls = vi.spyOn(visionModel, 'withStructuredOutput');
    const copyCalls = vi.spyOn(model, 'withStructuredOutput');
    const listing = await describeListing(request, { model, visionModel });
    expect(listing.attributes).toContainEqual({ name: 'model', value: 'SM-G991B', source: 'vision', confidence: 0.7 });
    expect(listing.title).toBe('Samsung Galaxy S21 SM-G991B 128GB');
    expect(visionCalls).toHaveBeenCalledTimes(1);
    expect(copyCalls).toHaveBeenCalledTimes(1);
  });

  it('drops a vision reading whose value is not in the text the model says it saw', async () => {
    const visionModel = fakeModel().structuredResponse({ readings: [{ attribute: 'storage_capacity', value: '512 GB', seen_text: 'Galaxy S21' }] });
    const listing = await describeListing({ ...phone({ description: null }), images: [pngPixel] }, { visionModel });
    expect(listing.attributes.map((attribute) => attribute.name)).not.toContain('storage_capacity');
  });
});

describe('describeListing refuses bad input naming the field', () => {
  it('an unknown profile', async () => {
    const request = phone();
    (request.agent_specific as { marketplace: string }).marketplace = 'craigslist';
    expect(await invalidFields(request)).toEqual(['/agent_specific/marketplace']);
  });

  it("a condition outside the grades and the profile's scale", async () => {
    expect(await invalidFields(phone({ condition: 'Lo ha dado todo' }, 'vinted'))).toEqual(['/agent_specific/item/condition']);
  });

  it('a missing item name and a missing item', async () => {
    const noName = phone();
    delete (noName.agent_specific.item as { name?: string }).name;
    expect(await invalidFields(noName)).toEqual(['/agent_specific/item/name']);
    expect(await invalidFields({ agent_specific: { marketplace: 'ebay' } })).toEqual(['/agent_specific/item']);
  });

  it('oversized text', async () => {
    expect(await invalidFields(phone({ description: 'x'.repeat(4001) }))).toEqual(['/agent_specific/item/description']);
    expect(await invalidFields(phone({ defects: ['y'.repeat(301)] }))).toEqual(['/agent_specific/item/defects/0']);
  });

  it('an image that is not an image', async () => {
    const request = { ...phone(), images: [pngPixel, `data:image/png;base64,${Buffer.from('%PDF-1.7 not a picture').toString('base64')}`] };
    expect(await invalidFields(request)).toEqual(['/images/1']);
  });
});
