import { compactText, normaliseText, statesValue } from './normalise-text.ts';

/** A fact a generated text states that no evidence backs. */
export interface UnsupportedClaim {
  kind: 'quantity' | 'model-code' | 'number' | 'size' | 'brand';
  text: string;
}

export interface ClaimEvidence {
  /** The seller's texts, catalogue names and recorded vision readings. */
  texts: readonly string[];
  /** Canonical brands the listing may name (the seller's, once canonicalised). */
  brands: readonly string[];
}

/** A brand finder: the canonical brands a text names (the brands function's table behind it). */
export type BrandFinder = (text: string) => string[];

const unit = String.raw`(?:gb|tb|go|to|mb|mah|wh|kwh|w|kw|kg|g|l|ml|cm|mm|mp|hz|ghz|%|"|''|polegadas|pulgadas|pouces|inch(?:es)?)`;
const quantityPattern = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s?(${unit})(?![\p{L}])`, 'giu');
const tokenPattern = /[\p{L}\p{N}]+(?:[-/.][\p{L}\p{N}]+)*/gu;
const sizePattern = /(?:tamanho|talla|taille|size|pointure|n\.?º|uk|us|eu)\s*:?\s*(xxxl|xxl|xl|xxs|xs|s|m|l|\d{1,2}(?:[.,]5)?)(?![\p{L}\p{N}])/giu;
/**
 * Words that name a model tier ("iPhone 12 Pro Max", "Galaxy S21 FE"): written with a capital, they
 * claim a model the seller may not have. Checked only in the capitalised form models are named in,
 * so "plus" and "air" as common words are not claims.
 */
const tierPattern = /(?<![\p{L}\p{N}])(Pro|Max|Plus|Ultra|Mini|Lite|Air|SE|FE|Edge|Note|Slim|OLED|Neo|Prime|Turbo)(?![\p{L}\p{N}])/gu;

/**
 * The claims of a generated text that the evidence does not back: quantities with a unit
 * (capacities, screen sizes, battery health, power), model codes (tokens mixing letters and digits,
 * `A2403`, `WH-1000XM4`) and model tiers (`Pro`, `Max`, `FE`), other numbers of two digits or more
 * (years), sizes after a size word (`taille L`, `UK 9`), and brands the brand finder recognises. A claim is backed when its compact form
 * (letters and digits, no accents) occurs in the compact evidence; quantities compare by number
 * and unit (`128 Go` = `128GB`).
 */
export function findUnsupportedClaims(text: string, evidence: ClaimEvidence, findBrands: BrandFinder): UnsupportedClaim[] {
  const haystack = compactText(evidence.texts.join(' '));
  const quantities = new Set([...evidence.texts.join(' ').matchAll(quantityPattern)].map((match) => quantityKey(match[1]!, match[2]!)));
  const claims: UnsupportedClaim[] = [];
  const seen = new Set<string>();
  const claim = (kind: UnsupportedClaim['kind'], found: string) => {
    const key = `${kind}:${compactText(found)}`;
    if (!seen.has(key)) {
      seen.add(key);
      claims.push({ kind, text: found });
    }
  };

  const covered: [number, number][] = [];
  for (const match of text.matchAll(quantityPattern)) {
    covered.push([match.index, match.index + match[0].length]);
    if (!quantities.has(quantityKey(match[1]!, match[2]!)) && !haystack.includes(compactText(match[0]))) claim('quantity', match[0]);
  }
  for (const match of text.matchAll(tokenPattern)) {
    const token = match[0];
    if (covered.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const hasDigit = /\p{N}/u.test(token);
    if (!hasDigit || /^\d+[ºª°]$/u.test(token)) continue;
    const hasLetter = /\p{L}/u.test(token);
    const digits = token.replace(/\D/g, '');
    if (!hasLetter && digits.length < 2) continue;
    if (!haystack.includes(compactText(token))) claim(hasLetter ? 'model-code' : 'number', token);
  }
  const sizes = new Set([...evidence.texts.join(' ').matchAll(sizePattern)].map((match) => match[1]!.toLowerCase().replace(',', '.')));
  const givenSizes = evidence.texts.map((value) => normaliseText(value));
  for (const match of text.matchAll(sizePattern)) {
    const size = match[1]!.toLowerCase().replace(',', '.');
    const backed = sizes.has(size) || givenSizes.includes(size) || (/\d/.test(size) && statesValue(evidence.texts.join(' '), size));
    if (!backed) claim('size', match[0]);
  }
  const words = new Set(evidence.texts.join(' ').split(/[^\p{L}\p{N}]+/u).map((word) => word.toLowerCase()));
  for (const match of text.matchAll(tierPattern)) {
    if (!words.has(match[1]!.toLowerCase())) claim('model-code', match[0]);
  }
  const allowed = new Set(evidence.brands.map(compactText));
  for (const brand of findBrands(text)) {
    if (!allowed.has(compactText(brand)) && !haystack.includes(compactText(brand))) claim('brand', brand);
  }
  return claims;
}

function quantityKey(amount: string, unitText: string): string {
  const number = Number(amount.replace(',', '.'));
  const unitKey = normaliseText(unitText)
    .replace(/^go$/, 'gb')
    .replace(/^to$/, 'tb')
    .replace(/^(''|polegadas|pulgadas|pouces|inch|inches)$/, '"');
  return `${number}${unitKey}`;
}
