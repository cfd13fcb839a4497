import type { ListingViolation, MarketplaceProfile } from '@circular/contract';

export type ViolationCode = ListingViolation['code'];

/** What a text rule found in one field's text: the code, where, and the policy topic it breaks. */
export interface Finding {
  code: ViolationCode;
  start: number;
  end: number;
  evidence: string;
  /** The policy clause's topic (`contact-details`, `counterfeits`, …); the profile prefixes it. */
  clause: string;
}

/** What a text rule may need besides the text. */
export interface RuleContext {
  profile: MarketplaceProfile;
  /** A brand-table category (`phones`) when the listing's category resolves to one. */
  category?: string | undefined;
  /** The listing's declared brand, when given. */
  brand?: string | undefined;
  /**
   * The listing's other main field, folded (the description while the title is read, the title while
   * the description is): an item named in one is often qualified in the other ("Perfume Dior" /
   * "É um tester").
   */
  otherField?: string | undefined;
  /** Which field the text is: a description's sentences may speak of the item its title names. */
  field?: 'title' | 'description' | 'other' | undefined;
  /**
   * A text's accents taken off (`withoutAccents`), kept for one listing: each main field is read as the text and again as the other
   * field's context, so its accent-free form is worked out once. Absent: worked out at each call.
   */
  bareOf?: ((text: string) => string) | undefined;
}

export function finding(code: ViolationCode, clause: string, text: string, start: number, end: number): Finding {
  return { code, clause, start, end, evidence: text.slice(start, end) };
}
