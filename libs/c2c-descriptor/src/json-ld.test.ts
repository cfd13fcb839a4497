import { describe, expect, it } from 'vitest';
import { buildJsonLd } from './json-ld.ts';
import type { ListingFacts } from './listing-facts.ts';
import { marketplaceProfiles } from './profiles.ts';

const facts: ListingFacts = {
  profile: marketplaceProfiles.ebay,
  language: 'en',
  name: 'Sony WH-1000XM4',
  brand: 'Sony',
  category: { id: 'audio', confidence: 0.75 },
  condition: { grade: 'C', label: 'Used – Fair', schemaOrg: 'UsedCondition' },
  attributes: [
    { name: 'brand', value: 'Sony', source: 'user', confidence: 1 },
    { name: 'colour', value: 'black', source: 'user', confidence: 1 },
    { name: 'battery_health', value: '90%', source: 'inferred', confidence: 0.8 },
  ],
  defects: [],
  notes: undefined,
  imageUrls: ['https://img.example.com/1.jpg'],
  evidence: [],
};

describe('buildJsonLd', () => {
  it('describes the listing as a schema.org Product with an Offer when there is a price', () => {
    const price = { amount: 120, min: null, max: null, currency: 'EUR', basis: 'wish_price' as const, comparables: null };
    expect(buildJsonLd({ facts, title: 'Sony WH-1000XM4 black', description: 'Headphones.', price })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sony WH-1000XM4 black',
      description: 'Headphones.',
      brand: { '@type': 'Brand', name: 'Sony' },
      color: 'black',
      category: 'Consumer Electronics > Portable Audio & Headphones',
      itemCondition: 'https://schema.org/UsedCondition',
      image: ['https://img.example.com/1.jpg'],
      additionalProperty: [{ '@type': 'PropertyValue', name: 'battery_health', value: '90%' }],
      offers: { '@type': 'Offer', price: 120, priceCurrency: 'EUR', itemCondition: 'https://schema.org/UsedCondition', availability: 'https://schema.org/InStock' },
    });
  });

  it('offers nothing without a price', () => {
    expect(buildJsonLd({ facts, title: 't', description: 'd', price: null })).not.toHaveProperty('offers');
  });
});
