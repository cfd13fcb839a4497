/**
 * @circular/id-validator — the offline core of the ID validator: MRZ parsing and check digits
 * with OCR-confusion correction, national number rules, the document-type language,
 * expectations and authenticity signals, and a local OCR reader of MRZs. The synthetic test
 * corpus generator is a separate entry, `@circular/id-validator/corpus`.
 */
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
