import { appended, contractSchema, latest } from '@circular/runtime';
import type { C2cDescriptorRequest, C2cDescriptorResponse, C2cDescriptorWarning } from '@circular/contract';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { ListingFacts } from './listing-facts.ts';
import type { ModelCopy } from './model-copy.ts';
import type { SuggestedPrice } from './suggest-price.ts';

/**
 * The descriptor graph's state. Input: `request`; output: `response`. In between: the facts (each
 * with its source), the photos as data URLs for the vision model, the model's copy, the price and
 * the warnings raised on the way. An `Annotation`: values this library's own code builds need no
 * re-validation at every step.
 */
export const DescriptorState = Annotation.Root({
  request: Annotation<C2cDescriptorRequest>,
  facts: Annotation<ListingFacts | undefined>,
  images: latest<string[]>(() => []),
  copy: Annotation<ModelCopy | undefined>,
  price: latest<SuggestedPrice | null>(() => null),
  warnings: appended<C2cDescriptorWarning>(),
  response: Annotation<C2cDescriptorResponse | undefined>,
});

export const DescriptorInput = new StateSchema({
  request: contractSchema<C2cDescriptorRequest>('describeListing', 'request'),
});

export const DescriptorOutput = new StateSchema({ response: contractSchema<C2cDescriptorResponse>('describeListing', 'response') });

export type DescriptorStateValue = typeof DescriptorState.State;
export type DescriptorStateUpdate = typeof DescriptorState.Update;
