import type { GradeScale } from '@circular/contract';

/**
 * How far an answer moves an item from "as new": 0 as new (new with tags), 1 as new without tags,
 * 2 light signs of use, 3 visible wear, 4 heavy wear or defects, 5 fails the functional test.
 * Templates speak in severities so one template serves every scale.
 */
export type Severity = 0 | 1 | 2 | 3 | 4 | 5;

export interface ScaleDefinition {
  id: GradeScale;
  /** Best first. */
  grades: readonly string[];
  /** The grade of each severity 0–5. */
  bySeverity: readonly [string, string, string, string, string, string];
  /** Categories the scale is made for; `null` for every category. */
  categories: readonly string[] | null;
  /** Each grade on the internal A–D scale (value estimation's), by the severity it stands for. */
  internal: Readonly<Record<string, 'A' | 'B' | 'C' | 'D'>>;
  /** Grades of items that do not work (for parts); none on clothing5, whose every level is wearable. */
  notWorking: readonly string[];
}

/**
 * - `internal`: the marketplace's A–D (value estimation's grades): A as new, B light signs of use,
 *   C visible wear but working, D faulty or for parts.
 * - `ctia`: the CTIA cosmetic grades A–D for devices that pass the functional test, F for those
 *   that fail it; the CTIA functional level is graded beside it (functional-level.ts).
 * - `backmarket`: cosmetic grades on fully functional devices with battery ≥ 80 %; the others
 *   are not eligible.
 * - `clothing5`: the five levels of Vinted and Wallapop.
 */
export const scales: Record<GradeScale, ScaleDefinition> = {
  internal: { id: 'internal', grades: ['A', 'B', 'C', 'D'], bySeverity: ['A', 'A', 'B', 'C', 'D', 'D'], categories: null, internal: { A: 'A', B: 'B', C: 'C', D: 'D' }, notWorking: ['D'] },
  ctia: { id: 'ctia', grades: ['A', 'B', 'C', 'D', 'F'], bySeverity: ['A', 'A', 'B', 'C', 'D', 'F'],
    categories: ['phones', 'tablets'],
    internal: { A: 'A', B: 'B', C: 'C', D: 'D', F: 'D' },
    notWorking: ['F'],
  },
  backmarket: {
    id: 'backmarket',
    grades: ['excellent', 'very_good', 'good', 'not_eligible'],
    bySeverity: ['excellent', 'excellent', 'very_good', 'good', 'not_eligible', 'not_eligible'],
    categories: ['phones', 'tablets', 'laptops', 'consoles'],
    internal: { excellent: 'A', very_good: 'B', good: 'C', not_eligible: 'D' },
    notWorking: [],
  },
  clothing5: {
    id: 'clothing5',
    grades: ['new_with_tags', 'new_without_tags', 'very_good', 'good', 'satisfactory'],
    bySeverity: ['new_with_tags', 'new_without_tags', 'very_good', 'good', 'satisfactory', 'satisfactory'],
    categories: ['clothing'],
    internal: { new_with_tags: 'A', new_without_tags: 'A', very_good: 'B', good: 'C', satisfactory: 'D' },
    notWorking: [],
  },
};

export const scaleIds = Object.keys(scales) as GradeScale[];

export function isGradeScale(value: unknown): value is GradeScale {
  return typeof value === 'string' && value in scales;
}

/** Whether a scale is made for a category (templated or not). */
export function scaleFits(scale: GradeScale, category: string): boolean {
  const { categories } = scales[scale];
  return categories === null || categories.includes(category);
}

/** A grade's position on its scale, 0 the best; -1 when it is not on it. */
export function gradeRank(scale: GradeScale, grade: string): number {
  return scales[scale].grades.indexOf(grade);
}
