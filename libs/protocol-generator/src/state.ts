import { contractSchema } from '@circular/runtime';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import type { ProtocolJob } from './parse-request.ts';

/** The protocol generator's state: `request` in, `response` out, the parsed job in between. */
export const ProtocolGeneratorState = Annotation.Root({
  request: Annotation<ProtocolGeneratorRequest>,
  job: Annotation<ProtocolJob | undefined>,
  response: Annotation<InspectionProtocol | undefined>,
});

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const ProtocolGeneratorInput = new StateSchema({ request: contractSchema<ProtocolGeneratorRequest>('generateProtocol', 'request') });

/** What the graph gives back: the response alone, not the work in between. */
export const ProtocolGeneratorOutput = new StateSchema({ response: contractSchema<InspectionProtocol>('generateProtocol', 'response') });

export type ProtocolGeneratorStateValue = typeof ProtocolGeneratorState.State;
export type ProtocolGeneratorStateUpdate = typeof ProtocolGeneratorState.Update;
