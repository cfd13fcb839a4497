import { contractSchema, latest } from '@circular/runtime';
import type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
import { Annotation, StateSchema } from '@langchain/langgraph';
import type { Assessment } from './assess/assessment.ts';
import type { ImageCheck } from './image-check.ts';
import type { ExpectationCheck } from './assess/outcome.ts';
import type { ValidationJob } from './parse-request.ts';
import type { DocumentImageReading } from './read-document-image.ts';
import type { VisionReading } from './vision/vision-reading.ts';

/**
 * The ID validator graph's state, declared once. Input: `request`. Output: `response`. The rest is
 * the work in between. An `Annotation`, not a zod `StateSchema`: the values are built by this
 * library's code (image bytes among them), never by a caller, so re-validating them at every step
 * would only cost time; the input and output are the contract's request and response schemas (Studio's forms).
 */
export const IdValidatorState = Annotation.Root({
  /** The request as the caller sent it; validated by `loadImages`, to report every bad field by pointer. */
  request: Annotation<IdValidatorRequest>,
  job: Annotation<ValidationJob | undefined>,
  /** The run's clock reading (ISO instant), so every node judges dates against the same day. */
  today: Annotation<string | undefined>,
  /** The images' bytes, in request order; dropped once answered. */
  images: latest<Buffer[]>(() => []),
  checks: latest<ImageCheck[]>(() => []),
  readings: latest<DocumentImageReading[]>(() => []),
  /** What the vision reader gave, when it was asked. */
  vision: latest<VisionReading | null>(() => null),
  assessment: Annotation<Assessment | undefined>,
  expectations: Annotation<ExpectationCheck | undefined>,
  response: Annotation<IdValidatorResponse | undefined>,
});

/** What the graph takes: the request alone, with the contract's schema (Studio's input form). */
export const IdValidatorInput = new StateSchema({
  request: contractSchema<IdValidatorRequest>('validateId', 'request'),
});

/** What the graph gives back: the response alone. */
export const IdValidatorOutput = new StateSchema({ response: contractSchema<IdValidatorResponse>('validateId', 'response') });

export type IdValidatorStateValue = typeof IdValidatorState.State;
export type IdValidatorStateUpdate = typeof IdValidatorState.Update;
