import { characterCount } from '../parse-request.ts';
import { containsRendering, containsTerm, findTerms } from './term-match.ts';
import { wrongAddress, type Formality } from './formality.ts';
import { defaultKeptTerms } from './kept-terms.ts';
import type { GlossaryTerm, TranslationControls } from './translation-controls.ts';

/**
 * The controls one text carries into one target locale: only the glossary entries and kept terms
 * that occur in it, so the prompt, the memory key and the checks name exactly what applies.
 */
export interface UnitControls {
  glossary?: GlossaryTerm[];
  keep?: string[];
  formality?: Exclude<Formality, 'default'>;
  maxLength?: number;
  /** The request's note for this key, for the model; never echoed. */
  note?: string;
}

/** The rules a translation can break beyond fidelity, as a `translation-incomplete` names them. */
export type ControlRule = 'glossary' | 'do-not-translate' | 'formality' | 'max-length';

export interface ControlProblem {
  rule: ControlRule;
  detail: string;
}

/** What applies to `text` (the value of `key`) in `targetLocale`; empty fields are left out. */
export function unitControls(controls: TranslationControls, { key, text, targetLocale }: { key: string; text: string; targetLocale: string }): UnitControls {
  const entries = controls.glossary.get(targetLocale) ?? [];
  const found = new Set(findTerms(text, entries.map((entry) => entry.source), { ignoreCase: true }));
  const glossary = entries.filter((entry) => found.has(entry.source));
  const keep = [...new Set([...controls.doNotTranslate.filter((term) => containsTerm(text, term, { ignoreCase: false })), ...defaultKeptTerms(text)])].sort();
  const { maxLength, note } = controls.keys[key] ?? {};
  return {
    ...(glossary.length > 0 ? { glossary } : {}),
    ...(keep.length > 0 ? { keep } : {}),
    ...(controls.formality !== 'default' ? { formality: controls.formality } : {}),
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(note !== undefined ? { note } : {}),
  };
}

/**
 * How a translation breaks its controls, checked in code like placeholders: every glossary term of
 * the source rendered with its required translation, every kept term there letter for letter, the
 * length within `maxLength` (code points, as JSON Schema counts), and no word of the register
 * opposite to the requested formality where the language marks it. Empty when it keeps them all.
 */
export function checkControls(controls: UnitControls, translation: string, { targetLocale }: { targetLocale: string }): ControlProblem[] {
  const problems: ControlProblem[] = [];
  for (const { source, target } of controls.glossary ?? []) {
    if (!containsRendering(translation, target)) problems.push({ rule: 'glossary', detail: `"${source}" must be translated as "${target}"` });
  }
  for (const term of controls.keep ?? []) {
    if (!containsTerm(translation, term, { ignoreCase: false })) problems.push({ rule: 'do-not-translate', detail: `"${term}" must stay exactly as written` });
  }
  if (controls.formality) {
    const wrong = wrongAddress(translation, { targetLocale, formality: controls.formality });
    if (wrong.length > 0) problems.push({ rule: 'formality', detail: `the reader must be addressed ${controls.formality === 'formal' ? 'formally' : 'informally'}, not with ${wrong.map((word) => `"${word}"`).join(', ')}` });
  }
  const length = characterCount(translation);
  if (controls.maxLength !== undefined && length > controls.maxLength) {
    problems.push({ rule: 'max-length', detail: `${length} characters, more than the ${controls.maxLength} allowed` });
  }
  return problems;
}

/** Whether any control applies. */
export function hasUnitControls(controls: UnitControls | undefined): controls is UnitControls {
  return controls !== undefined && Object.keys(controls).length > 0;
}
