import type { components } from './generated/types.ts';

/** Friendly names for the document's schemas; the types themselves are generated. */
type Schemas = components['schemas'];

export type LocaleCode = Schemas['LocaleCode'];
export type ChatRequest = Schemas['ChatRequest'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatReply = Schemas['ChatReply'];
export type ChatResponse = Schemas['ChatResponse'];
export type TranslatorRequest = Schemas['TranslatorRequest'];
export type TranslatorData = Schemas['TranslatorData'];
export type TranslatorControls = Schemas['TranslatorControls'];
export type GlossaryEntry = Schemas['GlossaryEntry'];
export type KeyControls = Schemas['KeyControls'];
export type ReviewedTranslations = Schemas['ReviewedTranslations'];
export type ReviewedTranslation = Schemas['ReviewedTranslation'];
export type ReviewedTranslationsStored = Schemas['ReviewedTranslationsStored'];
export type TranslationMemoryExport = Schemas['TranslationMemoryExport'];
export type TranslationMemoryEntry = Schemas['TranslationMemoryEntry'];
export type TranslatorResponse = Schemas['TranslatorResponse'];
export type ValueEstimationRequest = Schemas['ValueEstimationRequest'];
export type ServiceItem = Schemas['ServiceItem'];
export type ItemCondition = Schemas['ItemCondition'];
export type ValueEstimationResponse = Schemas['ValueEstimationResponse'];
export type IdValidatorRequest = Schemas['IdValidatorRequest'];
export type IdDocumentImages = Schemas['IdDocumentImages'];
export type IdValidatorExpectations = Schemas['IdValidatorExpectations'];
export type IdValidatorResponse = Schemas['IdValidatorResponse'];
export type IdValidatorCheck = Schemas['IdValidatorCheck'];
export type HealthResponse = Schemas['HealthResponse'];
export type FunctionHealth = Schemas['FunctionHealth'];
export type Problem = Schemas['Problem'];
/** One bad field of a request: a JSON Pointer into the body and a message for people. */
export type FieldError = Schemas['FieldError'];
export type ProtocolGeneratorRequest = Schemas['ProtocolGeneratorRequest'];
export type GradeScale = Schemas['GradeScale'];
export type LocalizedLabels = Schemas['LocalizedLabels'];
export type AnswerCondition = Schemas['AnswerCondition'];
export type GateId = Schemas['GateId'];
export type InspectionQuestion = Schemas['InspectionQuestion'];
export type InspectionProtocol = Schemas['InspectionProtocol'];
export type DecisionRequest = Schemas['DecisionRequest'];
export type Disposition = Schemas['Disposition'];
export type DecisionResponse = Schemas['DecisionResponse'];
/** An asynchronous call (`callback_url`) and what became of it. */
export type Job = Schemas['Job'];
export type JobState = Schemas['JobState'];
/** The body POSTed to a job's callback URL. */
export type JobEvent = Schemas['JobEvent'];
export type BrandsRequest = Schemas['BrandsRequest'];
export type BrandsParameters = Schemas['BrandsParameters'];
export type BrandCategory = Schemas['BrandCategory'];
export type BrandsResponse = Schemas['BrandsResponse'];
export type BrandMatchResult = Schemas['BrandMatch'];
export type C2cValidationRequest = Schemas['C2cValidationRequest'];
export type C2cValidationParameters = Schemas['C2cValidationParameters'];
export type C2cListing = Schemas['C2cListing'];
export type MarketplaceProfile = Schemas['MarketplaceProfile'];
export type C2cValidationResponse = Schemas['C2cValidationResponse'];
export type ListingViolation = Schemas['ListingViolation'];
export type C2cDescriptorRequest = Schemas['C2cDescriptorRequest'];
export type C2cDescriptorParameters = Schemas['C2cDescriptorParameters'];
export type C2cSellerItem = Schemas['C2cSellerItem'];
export type C2cValueFigures = Schemas['C2cValueFigures'];
export type C2cDescriptorResponse = Schemas['C2cDescriptorResponse'];
export type C2cListingAttribute = Schemas['C2cListingAttribute'];
export type C2cSuggestedPrice = Schemas['C2cSuggestedPrice'];
export type C2cDescriptorWarning = Schemas['C2cDescriptorWarning'];
