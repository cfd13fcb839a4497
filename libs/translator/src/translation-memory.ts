import { hash } from 'node:crypto';
import type { KeyValueStore } from '@circular/runtime';
import { translatorPromptVersion } from './prompts.ts';

/** Store namespace of verified translations. */
export const translationMemoryNamespace = 'translation-memory';

export interface TranslationMemoryKey {
  sourceLocale: string;
  targetLocale: string;
  context: string;
  serviceCoreContext: string | null;
  text: string;
  /** The unit's controls (glossary, kept terms, formality, length, note), when any apply. */
  controls?: unknown;
}

/**
 * The memory key of one source text in one translation setting. Everything that can change the
 * translation is in it, the prompt version included, so a reworded prompt does not serve answers
 * given to the old one. Hashed: keys stay short whatever the text's length.
 */
export function translationMemoryKey({ sourceLocale, targetLocale, context, serviceCoreContext, text, controls }: TranslationMemoryKey): string {
  // Without controls the material is what it was before they existed, so earlier entries still serve.
  const parts = [translatorPromptVersion, sourceLocale, targetLocale, context, serviceCoreContext, text];
  const material = JSON.stringify(controls === undefined ? parts : [...parts, controls]);
  return hash('sha256', material, 'base64url');
}

/** A unit as the memory is asked for it: its own key and the key of a reviewed translation of its text. */
export interface RecallKeys {
  key: string;
  reviewedKey: string;
}

/**
 * The translations the store holds for these units, by unit key: a reviewed translation of the
 * unit's text where there is one (it wins over the model's), else the model's verified one. The
 * units of every request asking in the same turn of the event loop are looked up together
 * (`readTogether`).
 */
export async function recallTranslations(memory: KeyValueStore | undefined, units: readonly RecallKeys[]): Promise<Map<string, string>> {
  if (!memory || units.length === 0) return new Map();
  const held = await readTogether(memory, units);
  const found = new Map<string, string>();
  for (const { key } of units) {
    const text = held.get(key);
    if (text !== undefined) found.set(key, text);
  }
  return found;
}

/** The look-ups of one turn, per store: every unit asked for, and the answer they all wait for. */
interface PendingRead {
  units: RecallKeys[];
  held: Promise<Map<string, string>>;
}

const pendingReads = new WeakMap<KeyValueStore, PendingRead>();

/** setImmediate as the module found it: a test's fake timers must not hold a look-up back. */
const afterThisTurn = globalThis.setImmediate;

/**
 * Looks these units up with every other request's of this turn of the event loop, after it: two
 * `getMany` (reviewed, then the model's) for all of them rather than two per request — requests
 * under load are planned many to a turn, each store call has a fixed cost (a statement, or a
 * PostgreSQL round trip) and a coalesced run's requests share texts. Reads after the turn see
 * every write made in it. Resolves with what the store holds for any unit of the turn, by unit key;
 * a failed read fails the turn's look-ups alike, as each would have failed on its own.
 */
function readTogether(memory: KeyValueStore, units: readonly RecallKeys[]): Promise<Map<string, string>> {
  let pending = pendingReads.get(memory);
  if (!pending) {
    const collected: RecallKeys[] = [];
    const held = new Promise<void>((resolve) => afterThisTurn(resolve)).then(() => {
      pendingReads.delete(memory);
      return lookUp(memory, collected);
    });
    pendingReads.set(memory, (pending = { units: collected, held }));
  }
  pending.units.push(...units);
  return pending.held;
}

async function lookUp(memory: KeyValueStore, units: readonly RecallKeys[]): Promise<Map<string, string>> {
  const reviewed = await memory.getMany<string>(reviewedMemoryNamespace, [...new Set(units.map((unit) => unit.reviewedKey))]);
  const found = new Map<string, string>();
  const rest = new Set<string>();
  for (const unit of units) {
    const text = reviewed.get(unit.reviewedKey);
    if (text !== undefined) found.set(unit.key, text);
    else rest.add(unit.key);
  }
  for (const [key, text] of rest.size > 0 ? await memory.getMany<string>(translationMemoryNamespace, [...rest]) : []) found.set(key, text);
  return found;
}

/** Keeps verified translations; nothing else may enter the memory. */
export async function rememberTranslations(memory: KeyValueStore | undefined, verified: Readonly<Record<string, string>>): Promise<void> {
  const entries = Object.entries(verified);
  if (!memory || entries.length === 0) return;
  await memory.setMany(translationMemoryNamespace, entries);
}

/** Store namespace of reviewed translations, by `reviewedMemoryKey`. */
export const reviewedMemoryNamespace = 'translation-memory-reviewed';

/** Store namespace of the export: the latest entry per catalogue key and target locale. */
export const memoryExportNamespace = 'translation-memory-export';

/**
 * The key of a reviewed translation: what the reviewer saw (the source text, its locale, the
 * target locale and the catalogue `context`). No prompt version, service context or controls: a
 * person's translation stands whatever the model was told.
 */
export function reviewedMemoryKey({ sourceLocale, targetLocale, context, text }: Omit<TranslationMemoryKey, 'serviceCoreContext' | 'controls'>): string {
  return hash('sha256', JSON.stringify(['reviewed', sourceLocale, targetLocale, context, text]), 'base64url');
}

/**
 * The export key: catalogue key first, so a key prefix selects its entries. A space between: keys
 * cannot hold one (the contract's key pattern), it sorts before every key character so a key's
 * locales stay together, and PostgreSQL text cannot hold the NUL a separator would usually be.
 */
export function memoryExportKey(key: string, targetLocale: string): string {
  return `${key} ${targetLocale}`;
}
