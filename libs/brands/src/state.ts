import { appended, contractSchema, latest } from '@circular/runtime';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { BrandIndex } from './matching/brand-index.ts';
import type { BrandsRequest, BrandsResponse, BrandMatchResult } from '@circular/contract';

/** The brands graph's state. Input: `request`. Output: `response`. */
export const BrandsState = Annotation.Root({
  request: Annotation<BrandsRequest>,
  /** The table, with the core system's catalogue brands when the request named one. */
  index: Annotation<BrandIndex | undefined>,
  /** What the table (and catalogue) answered. */
  found: latest<BrandMatchResult[]>(() => []),
  /** Proposals of a model or of search, all `needs_review`. */
  proposals: appended<BrandMatchResult>(),
  response: Annotation<BrandsResponse | undefined>,
});

export const BrandsInput = new StateSchema({
  request: contractSchema<BrandsRequest>('brands', 'request'),
});

export const BrandsOutput = new StateSchema({ response: contractSchema<BrandsResponse>('brands', 'response') });

export type BrandsStateValue = typeof BrandsState.State;
