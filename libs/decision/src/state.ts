import { Annotation } from '@langchain/langgraph';
import type { DecisionRequest, DecisionResponse } from '@circular/contract';
import type { DecisionOutcome, DecisionFacts } from './decide-disposition.ts';
import type { Figures } from './figures.ts';
import type { DecisionJob } from './parse-request.ts';

/** Decision's state: `request` in, `response` out. */
export const DecisionState = Annotation.Root({
  request: Annotation<DecisionRequest>,
  job: Annotation<DecisionJob | undefined>,
  figures: Annotation<Figures | undefined>,
  currency: Annotation<string | undefined>,
  facts: Annotation<DecisionFacts | undefined>,
  outcome: Annotation<DecisionOutcome | undefined>,
  reasoning: Annotation<string[] | undefined>,
  response: Annotation<DecisionResponse | undefined>,
});

export type DecisionStateValue = typeof DecisionState.State;
export type DecisionStateUpdate = typeof DecisionState.Update;
