import type { WideningStepId } from '../search/marketplaces.ts';
import { writeReasoning } from '../response/reasoning.ts';
import type { ValueEstimationStateUpdate, ValueEstimationStateValue } from '../state.ts';

const stepsAfter: Readonly<Record<WideningStepId, WideningStepId[]>> = { national: [], wider: ['wider'], unrestricted: ['wider', 'unrestricted'] };

/** The reasoning, from the figures and what was left out, by the catalogue's template (`reasoning.ts`). */
export function writeEstimateReasoning(state: ValueEstimationStateValue): ValueEstimationStateUpdate {
  const { job, valueOut, recycling, repair } = state;
  return {
    reasoning: writeReasoning({
      job: job!,
      figures: {
        valueOut: valueOut!,
        recycling: recycling!,
        repair: repair!,
        resaleBasis: state.resaleEvidence && { kind: state.resaleEvidence.basis, setAside: state.resaleEvidence.setAside.length },
      },
      dropped: [...state.unread, ...state.filteredOut],
      widenedTo: stepsAfter[state.step],
    }),
  };
}
