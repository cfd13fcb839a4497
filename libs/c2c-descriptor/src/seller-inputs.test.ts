import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { C2cDescriptorRequest } from '@circular/contract';
import { disclosesDefect } from './compose-description.ts';
import { describeListing } from './describe-listing.ts';
import { marketplaceProfiles } from './profiles.ts';

interface SellerInput {
  id: string;
  request: C2cDescriptorRequest;
  expected: { category: string; grade: string };
}

const inputs = JSON.parse(readFileSync(new URL('../fixtures/seller-inputs.json', import.meta.url), 'utf8')) as SellerInput[];

describe('the 50 labelled seller inputs, without a model', () => {
  it('are 50, in four languages and every profile', () => {
    expect(inputs).toHaveLength(50);
    expect(new Set(inputs.map((input) => input.request.language))).toEqual(new Set(['PT-PT', 'en', 'es', 'fr']));
    expect(new Set(inputs.map((input) => input.request.agent_specific.marketplace))).toEqual(new Set(Object.keys(marketplaceProfiles)));
  });

  it.each(inputs.map((input) => [input.id, input] as const))('%s: title within the limit, every defect disclosed, the labelled grade', async (_id, input) => {
    const listing = await describeListing(input.request);
    const profile = marketplaceProfiles[input.request.agent_specific.marketplace];
    expect(listing.title.length).toBeLessThanOrEqual(profile.titleMax);
    expect(listing.description.length).toBeLessThanOrEqual(profile.descriptionMax);
    for (const defect of input.request.agent_specific.item.defects ?? []) expect(disclosesDefect(listing.description, defect)).toBe(true);
    expect(listing.condition.grade).toBe(input.expected.grade);
  });
});
