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
  HealthResponse,
  FunctionHealth,
  Problem,
  FieldError,
} from './schema-types.ts';
export { listOperations, type ContractOperation } from './list-operations.ts';
export { resolveReference } from './openapi-document.ts';
export { createRequestValidator, type RequestValidator } from './request-validator.ts';
export { isHttpUrl } from './http-url-format.ts';
export { translatorLimits, readTranslatorLimits, type TranslatorLimits } from './translator-limits.ts';
