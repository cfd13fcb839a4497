export { startModelStub, type ModelStub, type ModelStubOptions, type RecordedRequest } from './model-stub.ts';
export type { Rule, StubReply, FinishReason } from './rule.ts';
export {
  forcedTool,
  lastUserText,
  messageText,
  responseSchema,
  systemText,
  userImages,
  type ChatMessage,
  type ChatRequest,
  type ChatTool,
  type ContentPart,
  type ResponseFormat,
  type StructuredTarget,
  type ToolChoice,
} from './chat-request.ts';
export { modelFaultKinds, type FaultSpec, type ModelFaultKind } from './fault-kinds.ts';
export type { JsonSchema, JsonSchemaNode } from './json-schema.ts';
export { schemaInstance } from './schema-instance.ts';
export { estimateTokens, type Usage } from './token-estimate.ts';
export { loadDefaultRules } from './rules/index.ts';
