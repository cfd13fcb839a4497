export { openapiDocument } from './generated/openapi.ts';
export type { paths, components, operations } from './generated/types.ts';
export type {
  OpenApiDocument,
  HttpMethod,
  JsonSchema,
  OperationObject,
  PathItemObject,
  SecurityRequirement,
} from './openapi-document.ts';
export type {
  LocaleCode,
  ChatRequest,
  ChatMessage,
  ChatReply,
  ChatResponse,
  TranslatorRequest,
  TranslatorData,
  TranslatorResponse,
  ValueEstimationRequest,
  ServiceItem,
  ItemCondition,
  ValueEstimationResponse,
  IdValidatorRequest,
  IdDocumentImages,
  IdValidatorExpectations,
  IdValidatorResponse,
  IdValidatorCheck,
  C2cDescriptorRequest,
  C2cDescriptorParameters,
  C2cSellerItem,
  C2cValueFigures,
  C2cDescriptorResponse,
  C2cListingAttribute,
  C2cSuggestedPrice,
  C2cDescriptorWarning,
  HealthResponse,
  FunctionHealth,
  Problem,
  FieldError,
  ProtocolGeneratorRequest,
  GradeScale,
  LocalizedLabels,
  AnswerCondition,
  GateId,
  InspectionQuestion,
  InspectionProtocol,
  DecisionRequest,
  Disposition,
  DecisionResponse,
  BrandsRequest,
  BrandsParameters,
  BrandCategory,
  BrandsResponse,
  BrandMatchResult,
  C2cValidationRequest,
  C2cValidationParameters,
  C2cListing,
  MarketplaceProfile,
  C2cValidationResponse,
  ListingViolation,
} from './schema-types.ts';
export { listOperations, type ContractOperation } from './list-operations.ts';
export { resolveReference } from './openapi-document.ts';
export { createRequestValidator, type RequestValidator } from './request-validator.ts';
export { isHttpUrl } from './http-url-format.ts';
export { translatorLimits, readTranslatorLimits, type TranslatorLimits } from './translator-limits.ts';
export type { Job, JobState, JobEvent } from './schema-types.ts';
export { operationSchemas, createResponseValidator, type OperationSchemas, type ResponseValidator } from './operation-schemas.ts';
