import type { Offer } from '../core-system/index.ts';
import { labelsInEveryLanguage, saidButton } from '../commands.ts';
import { normalizeText } from '../matching/normalize-text.ts';
import { formatRange } from './offer-terms.ts';

export type OfferAnswer = 'accept' | 'decline' | 'otherAmount' | 'unclear';

/**
 * What the seller's words say to an offer. Its accept button carries the range, so the words
 * "accept" with no amount, or with the offer's own amounts, accept it; "accept" with any other
 * amount (an edited button, a typed counter-offer) is `otherAmount`, never an acceptance: the
 * amount recorded is always the offer's.
 */
export function readOfferAnswer(text: string, offer: Offer, language: string): OfferAnswer {
  if (saidButton(text, 'buttonDecline')) return 'decline';
  if (saidButton(text, 'buttonAccept', { range: formatRange(offer, language) })) return 'accept';
  const said = normalizeText(text);
  if (!acceptWords().some((word) => said === word || said.startsWith(`${word} `))) return 'unclear';
  const own = new Set([offer.min, offer.max].map((amount) => digitsOf(formatRange({ ...offer, min: amount, max: amount }, language))));
  return amountsIn(text).every((amount) => own.has(amount)) ? 'accept' : 'otherAmount';
}

/** Whether the words accept or decline an offer, whatever its amount: for a session that has moved on. */
export function mentionsOffer(text: string): boolean {
  const said = normalizeText(text);
  return saidButton(text, 'buttonDecline') || acceptWords().some((word) => said === word || said.startsWith(`${word} `));
}

/** "accept" in every language: the accept button's label without its range. */
function acceptWords(): string[] {
  return labelsInEveryLanguage('buttonAccept', { range: '' }).map(normalizeText);
}

/** The amounts written in the words, as their digits ("1 270,50 €" → "127050"). */
function amountsIn(text: string): string[] {
  return (text.match(/\d(?:[\d.,\s\u00a0\u202f]*\d)?/g) ?? []).map(digitsOf);
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
