import { assembleListing } from '../assemble-listing.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from '../state.ts';

/** The checked listing: the model's text where it passed every check, the template's elsewhere. */
export function assembleResponse({ facts, copy, price, warnings }: DescriptorStateValue): DescriptorStateUpdate {
  if (!facts) throw new Error('the descriptor graph reached assembleResponse without facts');
  return { response: assembleListing({ facts, copy, price, warnings }) };
}
