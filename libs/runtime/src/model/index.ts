export { configuredChatModel, createChatModel } from './create-chat-model.ts';
export {
  isModelConfigured,
  describeModel,
  defaultModelName,
  defaultModelNames,
  defaultModelTimeoutMs,
  modelProviders,
  openAiBaseUrl,
  type ModelProvider,
  type ModelSettings,
} from './model-settings.ts';
export { modelFunctions, parseModelChoice, readModelEnvironment, type ModelEnvironment, type ModelFunction } from './model-environment.ts';
export { UsageMeter, type Usage } from './usage-meter.ts';
