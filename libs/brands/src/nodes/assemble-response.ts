import { normalizeLocale } from '@circular/runtime';
import { t } from '../messages.ts';
import type { BrandsStateValue } from '../state.ts';

export function assembleResponse({ request, found, proposals }: BrandsStateValue) {
  const { operation, brand, category } = request.agent_specific;
  const locale = normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT';
  const brands = [...found, ...proposals];
  if (operation === 'discover') {
    const message = proposals.length
      ? t(locale, 'discoveredWithProposals', { count: brands.length, category: category!, proposals: proposals.length })
      : t(locale, 'discovered', { count: brands.length, category: category! });
    return { response: { operation, input: null, category: category!, valid: null, brands, message } };
  }
  const match = found[0];
  const valid = operation === 'validate' ? Boolean(match && match.categories.includes(category!)) : Boolean(match);
  let message: string;
  if (!match) message = proposals[0] ? t(locale, 'proposed', { input: brand!, brand: proposals[0].brand }) : t(locale, 'unknown', { input: brand! });
  else if (operation === 'validate') message = t(locale, valid ? 'valid' : 'wrongCategory', { brand: match.brand, category: category! });
  else message = t(locale, 'recognised', { brand: match.brand });
  return { response: { operation, input: brand!, category: category ?? null, valid, brands, message } };
}
