export { computeCheckDigit, isCheckDigitValid, mrzCharValue } from './check-digit.ts';
export { correctMrz, type CorrectedMrz, type CorrectionRule, type GlyphEvidence, type MrzCorrection } from './correct-mrz.ts';
export { maxYearsToExpiry, resolveMrzDate, type MrzDateKind } from './mrz-dates.ts';
export { MrzFormatError } from './mrz-format-error.ts';
export { detectMrzFormat, mrzLayouts, type MrzFormat, type MrzLayout, type MrzSpan } from './mrz-layout.ts';
export {
  mrzText,
  parseMrz,
  type DocumentNumberForm,
  type MrzCheck,
  type MrzCheckedField,
  type MrzDate,
  type ParsedMrz,
} from './parse-mrz.ts';
