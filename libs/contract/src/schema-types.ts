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
export type TranslatorResponse = Schemas['TranslatorResponse'];
export type ValueEstimationRequest = Schemas['ValueEstimationRequest'];
export type ServiceItem = Schemas['ServiceItem'];
export type ItemCondition = Schemas['ItemCondition'];
export type ValueEstimationResponse = Schemas['ValueEstimationResponse'];
export type IdValidatorRequest = Schemas['IdValidatorRequest'];
export type IdDocumentImages = Schemas['IdDocumentImages'];
export type IdValidatorExpectations = Schemas['IdValidatorExpectations'];
export type IdValidatorResponse = Schemas['IdValidatorResponse'];
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
