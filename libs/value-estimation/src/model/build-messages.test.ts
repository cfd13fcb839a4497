import { describe, expect, it } from 'vitest';
import { buildDescriptionMessages, buildExtractionMessages, maxContentChars } from './build-messages.ts';
import { parseValueEstimationRequest } from '../parse-request.ts';

const job = parseValueEstimationRequest({
  language: 'en-GB',
  agent_specific: { service_item: { name: 'iPhone 12', brand: 'Apple', condition: 'B', description: '64GB', category: 'Phones' } },
  service_core_context: 'We buy used phones.',
});

describe('buildExtractionMessages', () => {
  it("asks for all results at once, in the market's number format, with each result's content cut to the limit", () => {
    const [system, user] = buildExtractionMessages({
      job,
      results: [{ title: 'iPhone 12 64GB', url: 'https://www.ebay.co.uk/itm/1', content: `£250 ${'x'.repeat(2000)}`, score: 0.9 }],
    });
    expect(system!.text).toContain('second-hand marketplaces in United Kingdom');
    expect(system!.text).toContain('"£1,299" is 1299');
    expect(JSON.parse(user!.text)).toEqual({
      item: 'Apple iPhone 12 (grade B)',
      results: [{ url: 'https://www.ebay.co.uk/itm/1', title: 'iPhone 12 64GB', content: `£250 ${'x'.repeat(maxContentChars - 5)}` }],
    });
  });
});

describe('buildDescriptionMessages', () => {
  it("asks in the request's language, with the business context and the item's facts", () => {
    const [system, user] = buildDescriptionMessages({ job });
    expect(system!.text).toContain('for a marketplace, in British English.');
    expect(system!.text).toContain('Business context: We buy used phones.');
    expect(JSON.parse(user!.text)).toEqual({ name: 'iPhone 12', brand: 'Apple', category: 'Phones', grade: 'B', seller_notes: '64GB' });
  });

  it('leaves the business context line out when there is none', () => {
    const [system] = buildDescriptionMessages({ job: { ...job, serviceCoreContext: null } });
    expect(system!.text).not.toContain('Business context');
    expect(system!.text).not.toContain('{');
  });
});
