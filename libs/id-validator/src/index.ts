/**
 * @circular/id-validator — reads and validates identity documents, offline first: the graph
 * (`createIdValidatorGraph`) and its function (`validateId`), and the core they are built on: MRZ
 * parsing and check digits with OCR-confusion correction, national number rules, the
 * document-type language, expectations, authenticity signals, and local OCR of MRZs and printed
 * text. The synthetic test corpus generator is a separate entry, `@circular/id-validator/corpus`;
 * LangGraph Studio's is `@circular/id-validator/studio`.
 */
export { createIdValidatorGraph, type IdValidatorGraph } from './graph.ts';
export { validateId, type ValidateIdOptions } from './validate-id.ts';
export { idValidatorDefaults, type IdValidatorDeps } from './deps.ts';
export { parseIdValidatorRequest, defaultLocale, type ValidationJob } from './parse-request.ts';
export { assessReadings, holderName, readingTexts, type Assessment, type FailedMrz, type HolderName, type ReadDocument } from './assessment.ts';
export { decideOutcome, type ExpectationCheck, type ImageProblem, type Outcome, type ValidationFailure } from './outcome.ts';
export { buildResponse, type ResponseInput } from './id-validator-response.ts';
export { identifyDocument, type DocumentIdentity } from './document-identity.ts';
export { checkImage, type ImageCheck } from './image-check.ts';
export { readDocumentImage, type DocumentImageReading } from './read-document-image.ts';
export { printedNumberAgrees, printedNumberShows, printedSurnameAgrees } from './printed-agreement.ts';
export { editDistance } from './edit-distance.ts';
export { checkVisionReading, documentReadingSchema, type DocumentReadingAnswer, type VisionFields, type VisionReading } from './vision/vision-reading.ts';
export { documentReadingSchemaName } from './prompts.ts';
export { readOverprint, readVisualZone, type VisualZone } from './visual-zone/read-visual-zone.ts';
export { visualFields, captionOf } from './visual-zone/visual-fields.ts';
export { printedDates } from './visual-zone/printed-dates.ts';
export type { IdValidatorRequest, IdValidatorResponse } from '@circular/contract';
export { assessMrz, compareSides, maxValidityYears, type AuthenticityCheck, type AuthenticitySignal, type VisualZoneReading } from './authenticity.ts';
export { formatIsoDate, isoDateOf, isRealDate, yearsBetween } from './calendar.ts';
export {
  canonicalDocType,
  detectDocumentFromMrz,
  documentKinds,
  itemId,
  matchesDocType,
  parseDocTypeList,
  type DetectedDocument,
  type DocTypePattern,
  type DocumentKind,
} from './doc-types.ts';
export { normaliseDocumentNumber } from './document-number.ts';
export {
  checkExpectations,
  isUnexpired,
  nameMatches,
  numberMatches,
  type DocumentReading,
  type ExpectationFailure,
  type Expectations,
} from './expectations.ts';
export * from './mrz/index.ts';
export * from './national/index.ts';
export * from './ocr/index.ts';
export { icaoName, nameTokenVariants, normaliseName } from './person-name.ts';
export { detectSpecimen, type SpecimenFinding } from './specimen.ts';
