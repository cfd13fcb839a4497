// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { checkListingRules, validateListing } from '@circular/c2c-validation';

/** A marketplace back office checking a seller's listing before it goes live, with rules only (no model). */
export async function checkListing() {
  const listing = {
    title: 'iPhone 12 128GB como novo',
    description: 'Não é réplica. Ligue nove um dois 345 678, pagamento por MB WAY.',
    price: 420,
    currency: 'EUR',
    category: 'phones',
  };
  const { verdict, violations, redacted_listing } = await validateListing(
    { language: 'pt-PT', agent_specific: { profile: 'olx-pt', strictness: 'standard', listing, value_estimation: { min: 300, max: 480 } } },
    {},
    { signal: AbortSignal.timeout(10_000) },
  );
  // The same rules, synchronously, e.g. on generated text before it is shown.
  const codes = checkListingRules(listing, { profile: 'olx-pt', language: 'en' }).map((v) => v.code);
  return { verdict, found: violations.map((v) => [v.code, v.evidence]), redacted: redacted_listing.description, codes };
}
