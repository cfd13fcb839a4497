import { Annotation, StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import type { C2cValidationRequest, C2cValidationResponse, ListingViolation } from '@circular/contract';

/** The C2C validation graph's state. Input: `request`. Output: `response`. */
export const ValidationState = Annotation.Root({
  request: Annotation<C2cValidationRequest>,
  /** Violations the rules found, then those the model added. */
  violations: Annotation<ListingViolation[]>({ reducer: (current, update) => [...current, ...update], default: () => [] }),
  response: Annotation<C2cValidationResponse | undefined>,
});

export const ValidationInput = new StateSchema({
  request: z.custom<C2cValidationRequest>().describe('A C2C validation request, as POST /service_ai_c2c_validation takes it'),
});

export const ValidationOutput = new StateSchema({ response: z.custom<C2cValidationResponse>().optional() });

export type ValidationStateValue = typeof ValidationState.State;
