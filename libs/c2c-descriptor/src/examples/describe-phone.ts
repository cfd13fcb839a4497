// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { describeListing } from '@circular/c2c-descriptor';

/** A seller app turning what a seller typed into an OLX Portugal listing, with templates only (no model). */
export async function describePhone() {
  const listing = await describeListing(
    {
      language: 'PT-PT',
      agent_specific: {
        marketplace: 'olx-pt',
        item: {
          name: 'iPhone 12',
          brand: 'apple',
          category: 'Telemóveis',
          condition: 'Bom estado',
          colour: 'preto',
          defects: ['risco pequeno no canto do ecrã'],
          description: '128GB, desbloqueado. Ligue 912 345 678.',
        },
        value_estimation: { value_out_min: 270, value_out_max: 295, value_out_average: 285, currency: 'EUR' },
      },
    },
    {},
    { signal: AbortSignal.timeout(10_000) },
  );
  const { title, condition, suggested_price, attributes, missing_attributes, warnings } = listing;
  return {
    title,
    condition: [condition.grade, condition.label, condition.schema_org],
    price: [suggested_price?.amount, suggested_price?.basis],
    facts: attributes.map((a) => `${a.name}=${a.value} (${a.source})`),
    ask: missing_attributes.map((m) => m.name),
    warnings: warnings.map((w) => w.code),
    phoneRemoved: !listing.description.includes('912'),
  };
}
