import { ServiceError } from '@circular/runtime';

/** The response figures a search can leave without evidence. */
export type EvidenceFigure = 'value_out' | 'recycling_value' | 'repair_cost';

const marker = Symbol.for('circular.insufficient-evidence-error');

/**
 * 500: even after widening the search, too little evidence was found to back an estimate with the
 * two references the spec requires, or a figure with any price at all. The service answers this
 * rather than invent a figure; retrying soon will usually find the same.
 */
export class InsufficientEvidenceError extends ServiceError {
  readonly [marker] = true;
  readonly referencesFound: number;
  readonly missingFigures: readonly EvidenceFigure[];

  constructor({
    referencesFound,
    missingFigures = [],
  }: {
    referencesFound: number;
    missingFigures?: readonly EvidenceFigure[];
  }) {
    const missing = missingFigures.length > 0 ? `No price was found for ${missingFigures.join(', ')}.` : '';
    const tooFew = `Search found ${referencesFound} usable reference${referencesFound === 1 ? '' : 's'}; an estimate needs at least 2.`;
    super('insufficient-evidence', 500, 'Not enough evidence for an estimate', {
      // With references enough, the gap is a figure with no price: say only that.
      detail: referencesFound >= 2 && missing ? `${missing} No figure is given without evidence.` : [tooFew, missing].filter(Boolean).join(' '),
      extensions: { references_found: referencesFound, missing_figures: [...missingFigures] },
    });
    this.referencesFound = referencesFound;
    this.missingFigures = missingFigures;
  }

  /** Works across duplicated copies of this package, unlike `instanceof`. */
  static override isInstance(error: unknown): error is InsufficientEvidenceError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
