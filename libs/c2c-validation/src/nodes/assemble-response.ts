import { normalizeLocale } from '@circular/runtime';
import { t } from '../messages.ts';
import type { ValidationStateValue } from '../state.ts';
import { decideVerdict, redactListing } from '../verdict.ts';

export function assembleResponse({ request, violations }: ValidationStateValue) {
  const { listing, profile, strictness = 'standard' } = request.agent_specific;
  const locale = normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT';
  const verdict = decideVerdict(violations, strictness);
  return {
    response: {
      verdict,
      profile,
      strictness,
      violations,
      redacted_listing: redactListing(listing, violations),
      message: t(locale, verdict, { count: violations.length }),
    },
  };
}
