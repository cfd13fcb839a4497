import { InsufficientEvidenceError } from '../errors/insufficient-evidence-error.ts';
import { buildReferences, type FigureEvidence } from '../response/evidence.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

/**
 * The references: 2–10 URLs search returned that carry a price a figure rests on. Fewer than two,
 * or a figure with no price at all, is an InsufficientEvidenceError: no figure without evidence.
 * Grade A's zero repair cost rests on the grade, not on prices, so it needs none.
 */
export function citeReferences(state: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const { valueOut, recycling, repair } = state;
  const figures: FigureEvidence[] = [
    { figure: 'value_out', average: valueOut?.average ?? 0, basis: valueOut?.basis ?? [] },
    { figure: 'recycling_value', average: recycling?.average ?? 0, basis: recycling?.basis ?? [] },
    ...(state.job!.item.condition === 'A' ? [] : [{ figure: 'repair_cost' as const, average: repair?.average ?? 0, basis: repair?.basis ?? [] }]),
  ];
  const references = buildReferences({ figures, results: [...state.resaleResults, ...state.recyclingResults, ...state.repairResults] });
  const missingFigures = figures.filter(({ basis }) => basis.length === 0).map(({ figure }) => figure);
  if (missingFigures.length > 0) throw new InsufficientEvidenceError({ referencesFound: references.length, missingFigures });
  return { references };
}
