/** Currencies a listing may be priced in; only the market's own are ever aggregated. */
export type CurrencyCode = 'EUR' | 'GBP' | 'USD' | 'CHF' | 'BRL';

export type DecimalSeparator = ',' | '.';

export interface PriceMatch {
  amount: number;
  currency: CurrencyCode;
  /** `kg` for a price per kilogram (per-tonne prices are converted); absent for a price per item. */
  unit?: 'kg';
  /** The characters the price was read from, as written. */
  raw: string;
  /** Offset of `raw` in the text. */
  index: number;
}

export interface PriceReadingOptions {
  /**
   * The locale's decimal separator. It only decides the one truly ambiguous form, a single separator
   * before three digits in a price per kilogram (`1,200 €/kg` is 1.2 in Portugal); item prices never
   * carry three decimals, so there the separator always groups thousands.
   */
  decimalSeparator?: DecimalSeparator;
}

/** English writes decimals with a point; every other language we search in writes them with a comma. */
export function decimalSeparatorOf(language: string): DecimalSeparator {
  return language.toLowerCase().startsWith('en') ? '.' : ',';
}

const space = '[ \\u00a0\\u202f\\u2009]';
/** Thousands groups by point, comma, apostrophe or a no-break/thin space; a plain space is handled apart. */
const groupedNumber = "\\d{1,3}(?:[.,'\\u00a0\\u202f\\u2009]\\d{3})+(?:[.,]\\d{1,2})?";
const plainNumber = '\\d+(?:[.,]\\d{1,3})?';
const currencyBefore = 'R\\$|US\\$|€|£|\\$|(?<!\\p{L})(?:EUR|GBP|USD|CHF)(?!\\p{L})';
const currencyAfter = '€|£|\\$|(?:EUR|GBP|USD|CHF|euros?|libras?|pounds?)(?!\\p{L})';

const pricePattern = new RegExp(
  `(?:(?<pre>${currencyBefore})${space}{0,2})?(?<![\\p{L}\\p{N}.,'])(?<num>${groupedNumber}|${plainNumber})(?!\\p{N})` +
    `(?:,-{1,2}|\\.-)?(?:${space}{0,2}(?<post>${currencyAfter}))?`,
  'giu',
);

const perKilogram = new RegExp(
  `^${space}*(?:/|(?:por|per|pro|je|le|el|al|au|il|o|the|a)${space}+)${space}*(?:kg|kilos?|quilos?|kilogrammes?|kilogramm|kilograms?|chilo)(?!\\p{L})`,
  'iu',
);
const perTonne = new RegExp(
  `^${space}*(?:/|(?:por|per|pro|je|la|le|al|the|a)${space}+)${space}*(?:t|tn|tons?|tonnes?|toneladas?|tonnellata)(?!\\p{L})`,
  'iu',
);

/** A plain-space thousands group (`1 299 €`) counts only after a non-word or a price label, never after a word such as a model name (`iPhone 12 320 €`). */
const leadingSpaceGroups = /(\d{1,3})((?: \d{3})*) $/u;
const spaceGroupLead =
  /(?:^|[^\p{L}\p{N} \t.,]\s*|(?<!\p{L})(?:preço|preco|prix|precio|preis|prezzo|price|pvp|à|a|für|for|por|pour|desde|from|dès)\s*:?\s*)$/iu;
const trailingSpaceGroups = /^((?: \d{3})+(?:[.,]\d{1,2})?)(?![\p{L}\p{N}])/u;

function currencyOf(token: string): CurrencyCode {
  const t = token.toLowerCase();
  if (t === '€' || t.startsWith('eur')) return 'EUR';
  if (t === '£' || t === 'gbp' || t.startsWith('libra') || t.startsWith('pound')) return 'GBP';
  if (t === 'r$') return 'BRL';
  if (t === 'chf') return 'CHF';
  return 'USD';
}

/**
 * The value of a number as written in a price. With both separators the last one is the decimal
 * one (`1.299,99`, `1,299.99`); a separator used twice groups thousands (`1.299.999`); a single one
 * before exactly three digits groups thousands (`1.299`) unless the integer part is `0` or the
 * price is per kilogram in a locale whose decimal separator it is; otherwise it is decimal (`320,00`).
 */
export function parseAmount(
  written: string,
  { decimalSeparator = ',', perUnit = false }: PriceReadingOptions & { perUnit?: boolean } = {},
): number | undefined {
  const compact = written.replace(/[ \u00a0\u202f\u2009']/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let normalised: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normalised = compact.split(grouping).join('').replace(decimal, '.');
  } else if (lastDot === -1 && lastComma === -1) {
    normalised = compact;
  } else {
    const separator = lastDot !== -1 ? '.' : ',';
    const parts = compact.split(separator);
    const [integer = '', fraction = ''] = parts;
    const decimal =
      parts.length === 2 &&
      (fraction.length !== 3 || integer === '0' || (perUnit && separator === decimalSeparator));
    normalised = decimal ? `${integer}.${fraction}` : parts.join('');
  }
  const amount = Number(normalised);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * Every price in a text: a number with a currency symbol or code before or after it (`320 €`,
 * `€320`, `320,00 EUR`, `1.299 €`, `1 299,99 €`, `£250`, `250 GBP`, `$300`, `1.299,- €`), with
 * prices per kilogram or tonne marked as such. A number without a currency is not a price.
 */
export function extractPrices(text: string, { decimalSeparator = ',' }: PriceReadingOptions = {}): PriceMatch[] {
  const prices: PriceMatch[] = [];
  pricePattern.lastIndex = 0;
  for (let match = pricePattern.exec(text); match !== null; match = pricePattern.exec(text)) {
    const { pre, post } = match.groups ?? {};
    let num = match.groups?.num ?? '';
    if (pre === undefined && post === undefined) continue;
    let start = match.index;
    let end = match.index + match[0].length;
    if (pre === undefined && /^\d{3}(?:[.,]\d{1,2})?$/.test(num)) {
      const before = text.slice(0, start);
      const groups = leadingSpaceGroups.exec(before);
      if (groups && spaceGroupLead.test(before.slice(0, groups.index))) {
        num = `${groups[1]}${groups[2]} ${num}`;
        start = groups.index;
      }
    }
    if (pre !== undefined && post === undefined && /^\d{1,3}$/.test(num)) {
      const numEnd = match.index + match[0].length;
      const groups = trailingSpaceGroups.exec(text.slice(numEnd));
      if (groups?.[1]) {
        num = `${num}${groups[1]}`;
        end = numEnd + groups[1].length;
        pricePattern.lastIndex = end;
      }
    }
    const after = text.slice(end);
    const kilogram = perKilogram.exec(after);
    const tonne = kilogram ? null : perTonne.exec(after);
    const perUnit = kilogram !== null || tonne !== null;
    const amount = parseAmount(num, { decimalSeparator, perUnit });
    if (amount === undefined) continue;
    prices.push({
      amount: tonne ? amount / 1000 : amount,
      currency: currencyOf(pre ?? post ?? ''),
      ...(perUnit ? { unit: 'kg' as const } : {}),
      raw: text.slice(start, end),
      index: start,
    });
  }
  return prices;
}

/**
 * Whether a price a model read from a search result is really written there, in this currency.
 * Model-extracted prices that fail this are discarded: every figure must rest on text a person can
 * open. Prices per kilogram count only when `unit` asks for them.
 */
export function isPriceInText(
  price: number,
  text: string,
  { currency, unit, decimalSeparator }: PriceReadingOptions & { currency?: CurrencyCode; unit?: 'kg' } = {},
): boolean {
  if (!Number.isFinite(price)) return false;
  return extractPrices(text, { decimalSeparator }).some(
    (found) =>
      Math.abs(found.amount - price) < 0.005 &&
      (currency === undefined || found.currency === currency) &&
      found.unit === unit,
  );
}
