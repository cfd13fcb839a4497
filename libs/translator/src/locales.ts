import { languageOf, normalizeLocale } from '@circular/runtime';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const scriptNames = new Intl.DisplayNames(['en'], { type: 'script', fallback: 'none' });

/** ISO 639 codes that name no language one could translate into (undetermined, multiple, none). */
const notALanguage = new Set(['und', 'mul', 'mis', 'zxx']);

/**
 * The canonical BCP 47 tag for a locale a client wrote (`PT-PT`, `pt_pt` → `pt-PT`), or undefined
 * when it is ill-formed or names a language, script or region unknown to ICU (`xx`, `pt-XX`):
 * a typo must be a 422, not a prompt asking the model for a language that does not exist.
 */
export const knownLocale = remembered((input: string): string | undefined => {
  const tag = normalizeLocale(input);
  if (tag === undefined) return undefined;
  const language = languageOf(tag);
  const { script, region } = new Intl.Locale(tag);
  if (notALanguage.has(language)) return undefined;
  const known = (names: Intl.DisplayNames, code: string | undefined) => code === undefined || nameOf(names, code) !== undefined;
  return known(languageNames, language) && known(scriptNames, script) && known(regionNames, region) ? tag : undefined;
});

/** ICU throws for codes it cannot even look up (`english` is a well-formed tag but no ISO 639 code). */
function nameOf(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/**
 * Whether texts in `source` already are `target` text: same language, and script and region equal
 * or left open on either side (`pt` → `pt-PT`, `pt-PT` → `pt`). `pt-BR` → `pt-PT` is a translation:
 * European Portuguese differs from Brazilian in vocabulary and spelling.
 */
export function isSameLocale(source: string, target: string): boolean {
  return sameLocalePair(`${source}\n${target}`);
}

const sameLocalePair = remembered((pair: string): boolean => {
  const [source, target] = pair.split('\n') as [string, string];
  const a = new Intl.Locale(source);
  const b = new Intl.Locale(target);
  const compatible = (x: string | undefined, y: string | undefined) => x === undefined || y === undefined || x === y;
  return languageOf(source) === languageOf(target) && compatible(a.script, b.script) && compatible(a.region, b.region);
});

/** How a prompt names a locale: `European Portuguese (pt-PT)`, `Spanish (es)`. */
export function describeLocale(locale: string): string {
  return `${languageNames.of(locale) ?? locale} (${locale})`;
}

/**
 * `compute` with its answers kept, up to 1,000 and then forgotten all at once (the keys come from
 * clients, so the set must not grow without bound). Locales repeat from request to request, and
 * the ICU look-ups behind these answers were the largest share of a coalesced request's CPU in
 * profiles: each text of each target locale asks whether the locale is the source's.
 */
function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = compute(key);
    if (answers.size >= 1_000) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
