import { unitControls, type UnitControls } from './controls/unit-controls.ts';
import { isSameLocale } from './locales.ts';
import type { TranslationJob } from './translation-job.ts';
import { translationMemoryKey } from './translation-memory.ts';

/** One distinct source text to translate into one target locale; many request keys may share it. */
export interface TranslationUnit {
  /** The translation-memory key, which also identifies the unit within a request. */
  key: string;
  targetLocale: string;
  text: string;
  /** What was wrong with the previous answer, told to the model when the unit is asked again. */
  note?: string;
  /** Glossary, kept terms, formality, length limit and key note that apply; absent when none do. */
  controls?: UnitControls;
  /** The rule the last answer broke (`placeholder`, `glossary`…), with `note` saying how. */
  rule?: string;
  /** Answers so far that broke a control (not fidelity): one miss is asked again, a second ends the unit. */
  controlMisses?: number;
}

/**
 * Whether a text needs the model at all: a blank text stays as it is and a text already in the
 * target locale is copied, neither costs a call.
 */
export function needsTranslation(job: TranslationJob, targetLocale: string, text: string): boolean {
  return text.trim() !== '' && !isSameLocale(job.sourceLocale, targetLocale);
}

/**
 * Units already worked out, per job: planning, recording and answering a request each ask for every
 * unit of it, and a unit costs a scan for brand and model names and a hash (the translator route's
 * heaviest steps in a profile under load, November 2026). Keyed by the job object, so a job's units
 * go when it does; within a job by target locale, then request key (no string is built per look-up).
 */
const unitsByJob = new WeakMap<TranslationJob, Map<string, Map<string, TranslationUnit>>>();

/** The job's units of one target locale, by request key. */
function unitsOf(job: TranslationJob, targetLocale: string): Map<string, TranslationUnit> {
  let byLocale = unitsByJob.get(job);
  if (!byLocale) unitsByJob.set(job, (byLocale = new Map()));
  let units = byLocale.get(targetLocale);
  if (!units) byLocale.set(targetLocale, (units = new Map()));
  return units;
}

/**
 * The unit the text of request key `key` becomes in a target locale. Keys of the same text share a
 * unit unless their controls differ (a length limit, a note).
 */
export function unitFor(job: TranslationJob, targetLocale: string, key: string): TranslationUnit {
  const units = unitsOf(job, targetLocale);
  let unit = units.get(key);
  if (!unit) units.set(key, (unit = newUnit(job, targetLocale, key)));
  return unit;
}

/**
 * Gives a job a unit already worked out elsewhere: a merged run's job takes its requests' units
 * (the same text, locale and settings make the same unit), so `unitFor` need not work them out again.
 */
export function adoptUnit(job: TranslationJob, key: string, unit: TranslationUnit): void {
  unitsOf(job, unit.targetLocale).set(key, unit);
}

function newUnit(job: TranslationJob, targetLocale: string, key: string): TranslationUnit {
  const { sourceLocale, context, serviceCoreContext } = job;
  const text = job.data[key]!;
  const controls = unitControls(job.controls, { key, text, targetLocale });
  const hasControls = Object.keys(controls).length > 0;
  return {
    key: translationMemoryKey({ sourceLocale, targetLocale, context, serviceCoreContext, text, ...(hasControls ? { controls } : {}) }),
    targetLocale,
    text,
    ...(hasControls ? { controls } : {}),
  };
}

/**
 * Every translation the job needs, once per distinct text and target locale (two keys holding
 * the same text, or two spellings of one target locale, cost one translation).
 */
export function planUnits(job: TranslationJob): TranslationUnit[] {
  const units = new Map<string, TranslationUnit>();
  for (const { locale } of job.targets) {
    for (const [key, text] of Object.entries(job.data)) {
      if (!needsTranslation(job, locale, text)) continue;
      const unit = unitFor(job, locale, key);
      if (!units.has(unit.key)) units.set(unit.key, unit);
    }
  }
  return [...units.values()];
}
