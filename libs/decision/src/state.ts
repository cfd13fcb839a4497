import { contractSchema } from '@circular/runtime';
import { Annotation, StateSchema } from '@langchain/langgraph';
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

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const DecisionInput = new StateSchema({ request: contractSchema<DecisionRequest>('decide', 'request') });

/** What the graph gives back: the response alone, not the work in between. */
export const DecisionOutput = new StateSchema({ response: contractSchema<DecisionResponse>('decide', 'response') });

export type DecisionStateValue = typeof DecisionState.State;
export type DecisionStateUpdate = typeof DecisionState.Update;
