import { Annotation } from '@langchain/langgraph';
import type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
import type { ProtocolJob } from './parse-request.ts';

/** The protocol generator's state: `request` in, `response` out, the parsed job in between. */
export const ProtocolGeneratorState = Annotation.Root({
  request: Annotation<ProtocolGeneratorRequest>,
  job: Annotation<ProtocolJob | undefined>,
  response: Annotation<InspectionProtocol | undefined>,
});

export type ProtocolGeneratorStateValue = typeof ProtocolGeneratorState.State;
export type ProtocolGeneratorStateUpdate = typeof ProtocolGeneratorState.Update;
