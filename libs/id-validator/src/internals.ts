/**
 * @circular/id-validator/internals — the building blocks of the validator, for the project's
 * tools and tests (the synthetic corpus generator, benchmarks, measurements): MRZ layouts,
 * parsing and correction, national number rules, the document-type language, expectations,
 * authenticity and specimen signals, and the local OCR. Not a stable API: consumers use the main
 * entry.
 */
export { createIdValidatorGraph, type IdValidatorGraph } from './graph.ts';
export { validateId, type ValidateIdOptions } from './validate-id.ts';
export { idValidatorDefaults, type IdValidatorDeps } from './deps.ts';
export { parseIdValidatorRequest, defaultLocale, type ValidationJob } from './parse-request.ts';
export { assessReadings, holderName, readingTexts, type Assessment, type FailedMrz, type HolderName, type ReadDocument } from './assess/assessment.ts';
export { decideOutcome, type ExpectationCheck, type ImageProblem, type Outcome, type ValidationFailure } from './assess/outcome.ts';
export { buildResponse, type ResponseInput } from './id-validator-response.ts';
export { identifyDocument, type DocumentIdentity } from './document-identity.ts';
export { checkImage, type ImageCheck } from './image-check.ts';
export { readDocumentImage, type DocumentImageReading } from './read-document-image.ts';
export { printedNumberAgrees, printedNumberShows, printedSurnameAgrees } from './assess/printed-agreement.ts';
export { editDistance } from './edit-distance.ts';
export { checkVisionReading, documentReadingSchema, type DocumentReadingAnswer, type VisionFields, type VisionReading } from './vision/vision-reading.ts';
export { documentReadingSchemaName } from './prompts.ts';
export { readOverprint, readVisualZone, type VisualZone } from './visual-zone/read-visual-zone.ts';
export { visualFields, captionOf } from './visual-zone/visual-fields.ts';
export { printedDates } from './visual-zone/printed-dates.ts';
export { assessMrz, compareSides, maxValidityYears, type AuthenticityCheck, type AuthenticitySignal } from './assess/authenticity.ts';
export type { VisualZoneReading } from './visual-zone/visual-fields.ts';
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
export { icaoName, nameTokenVariants, normaliseName } from './person-name.ts';
export { detectSpecimen, markProbabilityThreshold, specimenLexicon, spottedWordThreshold, type SpecimenFinding } from './assess/specimen.ts';
export { checkedSpans, minAgreeingReadings, readingsAgreeOnFailingChecks } from './ocr/read/failing-agreement.ts';
export { documentNumberLayouts, numberPositionKinds, type NumberLayouts, type NumberPositionKind } from './national/document-number-layouts.ts';
export { decodeBmp, type RgbRaster } from './image/decode-bmp.ts';
export { readableImage } from './image/readable-image.ts';
export * from './mrz/index.ts';
export * from './national/index.ts';
export * from './ocr/index.ts';
