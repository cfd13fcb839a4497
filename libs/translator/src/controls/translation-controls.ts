import type { FieldError } from '@circular/runtime';
import { isSameLocale, knownLocale } from '../locales.ts';
import { protectedTokens } from '../fidelity.ts';
import type { Formality } from './formality.ts';
import type { TranslatorRequest } from '@circular/contract';

export interface GlossaryTerm {
  source: string;
  target: string;
}

/** The request's `agent_specific`, validated and normalised: what the units and checks use. */
export interface TranslationControls {
  /** Glossary per canonical target locale; a language's entries (`fr`) apply to its regions (`fr-CA`), a region's own win. */
  glossary: ReadonlyMap<string, readonly GlossaryTerm[]>;
  doNotTranslate: readonly string[];
  formality: Formality;
  keys: Readonly<Record<string, { maxLength?: number | undefined; note?: string | undefined }>>;
}

export const noControls: TranslationControls = { glossary: new Map(), doNotTranslate: [], formality: 'default', keys: {} };

/**
 * Reads `agent_specific` after the schema has checked its shapes and sizes, adding the errors the
 * schema cannot state: a glossary for a locale the request does not translate into, the same
 * source term twice in one locale's glossary (ignoring case, as it is matched), a key that is not
 * in `data`, and a `max_length` shorter than the placeholders and links the text must keep.
 */
export function readControls(request: TranslatorRequest, targetLocales: readonly string[], errors: FieldError[]): TranslationControls {
  const given = request.agent_specific;
  if (!given) return noControls;
  const glossaryByLocale: { locale: string; terms: GlossaryTerm[] }[] = [];
  for (const [written, entries] of Object.entries(given.glossary ?? {})) {
    const pointer = `/agent_specific/glossary/${written}`;
    const locale = knownLocale(written);
    // isSameLocale: `fr` applies to `fr-CA`, `pt-PT` not to `pt-BR`.
    if (locale === undefined || !targetLocales.some((target) => isSameLocale(locale, target))) {
      errors.push({ pointer, message: 'must be one of the target locales (or its language)' });
      continue;
    }
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const folded = entry.source.trim().toLocaleLowerCase();
      if (seen.has(folded)) errors.push({ pointer: `${pointer}/${index}/source`, message: `repeats the source term of entry ${seen.get(folded)}` });
      else seen.set(folded, index);
    });
    glossaryByLocale.push({ locale, terms: entries.map(({ source, target }) => ({ source: source.trim(), target: target.trim() })) });
  }
  const keys: Record<string, { maxLength?: number | undefined; note?: string | undefined }> = {};
  for (const [key, { max_length: maxLength, note }] of Object.entries(given.keys ?? {})) {
    const text = request.data[key];
    if (text === undefined) {
      errors.push({ pointer: `/agent_specific/keys/${key}`, message: 'must be a key of data' });
      continue;
    }
    const required = requiredChars(text);
    if (maxLength !== undefined && maxLength < required) {
      errors.push({ pointer: `/agent_specific/keys/${key}/max_length`, message: `must be at least ${required}: the placeholders, links and numbers of /data/${key} alone take ${required} characters` });
    }
    keys[key] = { maxLength, note: note?.trim() || undefined };
  }
  const glossary = new Map<string, GlossaryTerm[]>();
  for (const target of targetLocales) {
    // Broader locales first, so a region's own entry replaces its language's for the same term.
    const applying = glossaryByLocale.filter(({ locale }) => isSameLocale(locale, target)).sort((a, b) => a.locale.length - b.locale.length);
    const terms = new Map<string, GlossaryTerm>();
    for (const { terms: entries } of applying) for (const term of entries) terms.set(term.source.toLocaleLowerCase(), term);
    if (terms.size > 0) glossary.set(target, [...terms.values()]);
  }
  return {
    glossary,
    doNotTranslate: [...new Set((given.do_not_translate ?? []).map((term) => term.trim()))],
    formality: given.formality ?? 'default',
    keys,
  };
}

/** Characters of a text that every translation keeps as they are: its placeholders, URLs, e-mails and numbers. */
export function requiredChars(text: string): number {
  const tokens = protectedTokens(text);
  return [...tokens.placeholder, ...tokens.url, ...tokens.email, ...tokens.number].reduce((sum, token) => sum + [...token].length, 0);
}
