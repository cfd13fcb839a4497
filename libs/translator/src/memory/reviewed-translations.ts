import { assertValidRequest, InvalidRequestError, type FieldError, type KeyValueStore } from '@circular/runtime';
import { checkFidelity, describeProblems } from '../fidelity.ts';
import { knownLocale } from '../locales.ts';
import { memoryExportKey, memoryExportNamespace, reviewedMemoryKey, reviewedMemoryNamespace } from '../translation-memory.ts';
import { toTmx } from './tmx.ts';
import type { ReviewedTranslations, ReviewedTranslationsStored, TranslationMemoryEntry, TranslationMemoryExport } from '@circular/contract';

export interface TranslationMemoryDeps {
  /** The store the translator's memory lives in (`TranslatorDeps.memory`). */
  memory: KeyValueStore;
  /** The clock of `updated_at`. */
  now?: () => Date;
}

/**
 * Stores pairs a person reviewed (`PUT /service_ai_translator/memory`): on the next request with
 * the same source text, locales and `context` they are used as they are, before the model's. A
 * pair is refused with a 422 naming its field when a locale does not exist or its target does not
 * keep its source's placeholders, markup, URLs, e-mails, numbers or ICU structure: the same
 * fidelity a model answer must have.
 */
export async function putReviewedTranslations(input: ReviewedTranslations, { memory, now = () => new Date() }: TranslationMemoryDeps): Promise<ReviewedTranslationsStored> {
  assertValidRequest('putTranslationMemory', input);
  const errors: FieldError[] = [];
  const updatedAt = now().toISOString();
  const reviewed: [string, string][] = [];
  const exported: [string, TranslationMemoryEntry][] = [];
  input.entries.forEach((entry, index) => {
    const sourceLocale = knownLocale(entry.source_locale);
    const targetLocale = knownLocale(entry.target_locale);
    if (sourceLocale === undefined) errors.push({ pointer: `/entries/${index}/source_locale`, message: 'must be a known locale such as pt, pt-PT or en_US' });
    if (targetLocale === undefined) errors.push({ pointer: `/entries/${index}/target_locale`, message: 'must be a known locale such as pt, pt-PT or en_US' });
    const problems = checkFidelity(entry.source, entry.target, { targetLocale });
    if (problems.length > 0) errors.push({ pointer: `/entries/${index}/target`, message: `must keep the placeholders, markup, links and numbers of source: ${describeProblems(problems)}` });
    if (sourceLocale === undefined || targetLocale === undefined || problems.length > 0) return;
    reviewed.push([reviewedMemoryKey({ sourceLocale, targetLocale, context: entry.context, text: entry.source }), entry.target]);
    exported.push([
      memoryExportKey(entry.key, targetLocale),
      { key: entry.key, source_locale: sourceLocale, target_locale: targetLocale, context: entry.context, source: entry.source, target: entry.target, origin: 'reviewed', reviewer: entry.reviewer, updated_at: updatedAt },
    ]);
  });
  if (errors.length > 0) throw new InvalidRequestError(errors);
  await memory.setMany(reviewedMemoryNamespace, reviewed);
  await memory.setMany(memoryExportNamespace, exported);
  return { stored: reviewed.length };
}

export interface ExportQuery {
  key_prefix?: unknown;
  format?: unknown;
  limit?: unknown;
}

/** The memory's export: JSON, or TMX 1.4 as text. */
export type ExportedMemory = { format: 'json'; body: TranslationMemoryExport } | { format: 'tmx'; body: string };

const exportLimits = { maxPrefixChars: 200, defaultLimit: 1_000, maxLimit: 10_000 } as const;

/**
 * The entries whose catalogue key starts with `key_prefix`, in key order, the latest per key and
 * target locale (`GET /service_ai_translator/memory`). Query values arrive as strings; each bad one
 * is a 422 naming it.
 */
export async function exportTranslationMemory(query: ExportQuery, { memory }: Pick<TranslationMemoryDeps, 'memory'>): Promise<ExportedMemory> {
  const errors: FieldError[] = [];
  const prefix = query.key_prefix ?? '';
  if (typeof prefix !== 'string' || [...prefix].length > exportLimits.maxPrefixChars) errors.push({ pointer: '/key_prefix', message: `must be a string of at most ${exportLimits.maxPrefixChars} characters` });
  const format = query.format ?? 'json';
  if (format !== 'json' && format !== 'tmx') errors.push({ pointer: '/format', message: 'must be one of: json, tmx' });
  const limit = query.limit === undefined ? exportLimits.defaultLimit : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > exportLimits.maxLimit || (typeof query.limit === 'string' && !/^\d+$/.test(query.limit))) {
    errors.push({ pointer: '/limit', message: `must be an integer from 1 to ${exportLimits.maxLimit}` });
  }
  if (errors.length > 0) throw new InvalidRequestError(errors);
  const entries = (await memory.entries<TranslationMemoryEntry>(memoryExportNamespace, { prefix: prefix as string, limit })).map(([, entry]) => entry);
  return format === 'tmx' ? { format, body: toTmx(entries) } : { format: 'json', body: { entries } };
}
