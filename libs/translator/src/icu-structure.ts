import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * ICU MessageFormat (`{count, plural, one {# item} other {# items}}`) is the placeholder syntax of
 * most i18n stacks (FormatJS, ICU4J, Symfony, Angular's ICU expressions). A translation may
 * rewrite the text inside the branches but not the structure the client's i18n library reads at
 * run time: the arguments, their types and styles, and the selector keys. A renamed `plural` or
 * `one` reads fine to a person and fails, or silently picks the wrong branch, in production.
 */
export interface IcuProblem {
  /** Where in the message, e.g. `{count, plural} > one`, empty at the top level. */
  path: string;
  /** What is wrong, in English (it goes into the re-ask note). */
  message: string;
}

const complexTypes = new Set<TYPE>([TYPE.number, TYPE.date, TYPE.time, TYPE.select, TYPE.plural]);
/** Plural categories any locale may use (CLDR). */
const allCategories = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The source's ICU structure when it is an ICU message worth checking as one: it parses and holds
 * at least one typed or selecting argument. Other texts (`%{count}`, `{{name}}`, prose with a
 * lone `{x}`) are left to the token checks.
 */
export function icuElements(text: string): MessageFormatElement[] | undefined {
  // Every argument is in braces, and a typed or selecting one names its type after a comma
  // (`{count, plural, …}`): a text without a comma after a brace holds none, parsed or not.
  const brace = text.indexOf('{');
  if (brace === -1 || !text.includes(',', brace)) return undefined;
  let elements: MessageFormatElement[];
  try {
    // Tags are not ICU's business here: the markup check compares them.
    elements = parse(text, { ignoreTag: true });
  } catch {
    return undefined;
  }
  return containsComplex(elements) ? elements : undefined;
}

/**
 * The ways `translation` breaks the ICU structure of `source` (which `icuElements` accepted):
 * it must parse; the same arguments with the same types and styles; for `select`, the same keys;
 * for `plural` and `selectordinal`, the same offset and `=N` keys, `other`, and only the plural
 * categories the target language has (a translation into Polish may add `few` and `many`, one
 * into Japanese may keep only `other`). Inside each branch the same holds, recursively; the text
 * around and inside branches is free.
 */
export function checkIcuStructure({ source, translation, targetLocale }: { source: MessageFormatElement[]; translation: string; targetLocale?: string | undefined }): IcuProblem[] {
  let translated: MessageFormatElement[];
  try {
    translated = parse(translation, { ignoreTag: true });
  } catch (error) {
    return [{ path: '', message: `the translation is not a valid ICU message (${(error as Error).message})` }];
  }
  const problems: IcuProblem[] = [];
  compareElements(source, translated, '', targetLocale, problems);
  return problems;
}

function compareElements(source: MessageFormatElement[], translated: MessageFormatElement[], path: string, targetLocale: string | undefined, problems: IcuProblem[]): void {
  const expected = source.filter(isArgument);
  const actual = translated.filter(isArgument);
  const unmatched = [...actual];
  for (const element of expected) {
    const index = unmatched.findIndex((candidate) => signature(candidate) === signature(element));
    if (index === -1) {
      problems.push({ path, message: `missing ${signature(element)}` });
      continue;
    }
    const [match] = unmatched.splice(index, 1);
    compareBranches(element, match!, path, targetLocale, problems);
  }
  for (const element of unmatched) problems.push({ path, message: `unexpected ${signature(element)}` });
}

function compareBranches(source: MessageFormatElement, translated: MessageFormatElement, path: string, targetLocale: string | undefined, problems: IcuProblem[]): void {
  if (source.type !== translated.type) return;
  if (source.type === TYPE.select && translated.type === TYPE.select) {
    const here = `${path}${path ? ' > ' : ''}${signature(source)}`;
    const sourceKeys = Object.keys(source.options);
    const translatedKeys = Object.keys(translated.options);
    for (const key of sourceKeys.filter((key) => !translatedKeys.includes(key))) problems.push({ path: here, message: `missing selector ${key}` });
    for (const key of translatedKeys.filter((key) => !sourceKeys.includes(key))) problems.push({ path: here, message: `unexpected selector ${key}` });
    for (const key of translatedKeys.filter((key) => sourceKeys.includes(key))) {
      compareElements(source.options[key]!.value, translated.options[key]!.value, `${here} > ${key}`, targetLocale, problems);
    }
    return;
  }
  if (source.type === TYPE.plural && translated.type === TYPE.plural) {
    const here = `${path}${path ? ' > ' : ''}${signature(source)}`;
    if (source.offset !== translated.offset) problems.push({ path: here, message: `offset ${translated.offset} instead of ${source.offset}` });
    const sourceKeys = Object.keys(source.options);
    const translatedKeys = Object.keys(translated.options);
    const exact = (key: string) => key.startsWith('=');
    for (const key of sourceKeys.filter((key) => exact(key) && !translatedKeys.includes(key))) problems.push({ path: here, message: `missing selector ${key}` });
    const categories = pluralCategories(targetLocale, source.pluralType);
    for (const key of translatedKeys) {
      if (exact(key) ? !sourceKeys.includes(key) : !categories.includes(key)) problems.push({ path: here, message: `unexpected selector ${key}` });
    }
    if (!translatedKeys.includes('other')) problems.push({ path: here, message: 'missing selector other' });
    for (const key of translatedKeys) {
      // A category the source has no branch for (Polish `few` from English) is held to `other`.
      const sourceBranch = source.options[key] ?? source.options['other'];
      if (sourceBranch !== undefined) compareElements(sourceBranch.value, translated.options[key]!.value, `${here} > ${key}`, targetLocale, problems);
    }
  }
}

/** The target language's plural categories; every CLDR category when the locale is unknown. */
function pluralCategories(locale: string | undefined, type: 'cardinal' | 'ordinal' = 'cardinal'): string[] {
  if (locale === undefined) return allCategories;
  try {
    return new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories;
  } catch {
    return allCategories;
  }
}

function isArgument(element: MessageFormatElement): boolean {
  return element.type !== TYPE.literal && element.type !== TYPE.pound && element.type !== TYPE.tag;
}

/** How an argument reads in a report: `{count, plural}`, `{price, number, {"style":"currency"…}}`, `{name}`. */
function signature(element: MessageFormatElement): string {
  switch (element.type) {
    case TYPE.argument:
      return `{${element.value}}`;
    case TYPE.number:
    case TYPE.date:
    case TYPE.time: {
      const kind = TYPE[element.type];
      const style = element.style;
      const written = style === null || style === undefined ? '' : typeof style === 'string' ? `, ${style}` : `, ${JSON.stringify(style.parsedOptions)}`;
      return `{${element.value}, ${kind}${written}}`;
    }
    case TYPE.select:
      return `{${element.value}, select}`;
    case TYPE.plural:
      return `{${element.value}, ${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}}`;
    default:
      return TYPE[element.type];
  }
}

function containsComplex(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (element) =>
      complexTypes.has(element.type) ||
      ((element.type === TYPE.select || element.type === TYPE.plural) && Object.values(element.options).some((option) => containsComplex(option.value))),
  );
}
