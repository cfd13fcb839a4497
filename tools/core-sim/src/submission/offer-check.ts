import type { FieldError } from '../http/sim-response.ts';

/** What the seller accepted: a range, what it rests on, the grade it was made for and what becomes of the item. */
export interface OfferRecord {
  currency: string;
  min: number;
  max: number;
  /** `asking` or `sold` prices of comparable listings, or recyclers' `recycling` offers. */
  basis: 'asking' | 'sold' | 'recycling';
  /** How many prices the range rests on. */
  comparables: number;
  grade: { scale: string; grade: string };
  disposition: string;
}

export type OfferCheck = { ok: true; offer: OfferRecord | null } | { ok: false; errors: FieldError[] };

const bases = ['asking', 'sold', 'recycling'] as const;
const offerFields = ['currency', 'min', 'max', 'basis', 'comparables', 'grade', 'disposition'];

/**
 * The completion's body: nothing, `{}`, or `{ offer }` as the document describes it. Every
 * problem is named by its pointer, so a client sees all of them at once.
 */
export function checkCompletionBody(body: unknown): OfferCheck {
  if (body === undefined || body === null) return { ok: true, offer: null };
  if (typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ pointer: '', message: 'must be an object' }] };
  const extra = Object.keys(body).filter((key) => key !== 'offer');
  if (extra.length > 0) return { ok: false, errors: extra.map((key) => ({ pointer: `/${key}`, message: 'unknown field' })) };
  const offer = (body as { offer?: unknown }).offer;
  if (offer === undefined || offer === null) return { ok: true, offer: null };
  if (typeof offer !== 'object' || Array.isArray(offer)) return { ok: false, errors: [{ pointer: '/offer', message: 'must be an object' }] };
  const fields = offer as Record<string, unknown>;
  const errors: FieldError[] = [];
  const at = (field: string, message: string) => errors.push({ pointer: `/offer/${field}`, message });
  for (const key of Object.keys(fields)) if (!offerFields.includes(key)) at(key, 'unknown field');
  if (typeof fields['currency'] !== 'string' || !/^[A-Z]{3}$/.test(fields['currency'])) at('currency', 'must be an ISO 4217 code');
  for (const bound of ['min', 'max'] as const) {
    const value = fields[bound];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) at(bound, 'must be a number >= 0');
  }
  if (typeof fields['min'] === 'number' && typeof fields['max'] === 'number' && fields['min'] > fields['max']) at('max', 'must be >= min');
  if (!bases.includes(fields['basis'] as (typeof bases)[number])) at('basis', `must be one of: ${bases.join(', ')}`);
  if (typeof fields['comparables'] !== 'number' || !Number.isInteger(fields['comparables']) || fields['comparables'] < 0) at('comparables', 'must be a whole number >= 0');
  const grade = fields['grade'] as Record<string, unknown> | undefined;
  if (typeof grade !== 'object' || grade === null || Array.isArray(grade) || !isShortText(grade['scale']) || !isShortText(grade['grade']) || Object.keys(grade).length !== 2) {
    at('grade', 'must be { scale, grade }, two strings of 1 to 32 characters');
  }
  if (typeof fields['disposition'] !== 'string' || !/^[a-z][a-z0-9_]{0,31}$/.test(fields['disposition'])) at('disposition', 'must be a snake_case word of at most 32 characters');
  if (errors.length > 0) return { ok: false, errors };
  const checked = fields as unknown as OfferRecord;
  // Kept in one field order, so a stored offer reads the same whichever order it was sent in.
  const { currency, min, max, basis, comparables, disposition } = checked;
  return { ok: true, offer: { currency, min, max, basis, comparables, grade: { scale: checked.grade.scale, grade: checked.grade.grade }, disposition } };
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= 32;
}
