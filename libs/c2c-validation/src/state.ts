import { appended, contractSchema } from '@circular/runtime';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { C2cValidationRequest, C2cValidationResponse, ListingViolation } from '@circular/contract';
import type { ListingPhoto } from './photos/load-photos.ts';

/** The C2C validation graph's state. Input: `request`. Output: `response`. */
export const ValidationState = Annotation.Root({
  request: Annotation<C2cValidationRequest>,
  /** Violations the rules found, then those the model added. */
  violations: appended<ListingViolation>(),
  /** The listing's photos, read once by the photo checks and shown to the model. */
  photos: Annotation<ListingPhoto[] | undefined>,
  response: Annotation<C2cValidationResponse | undefined>,
});

export const ValidationInput = new StateSchema({
  request: contractSchema<C2cValidationRequest>('validateListing', 'request'),
});

export const ValidationOutput = new StateSchema({ response: contractSchema<C2cValidationResponse>('validateListing', 'response') });

export type ValidationStateValue = typeof ValidationState.State;
