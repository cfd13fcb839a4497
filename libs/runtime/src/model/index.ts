export { configuredChatModel, createChatModel } from './create-chat-model.ts';
export { isModelConfigured, defaultModelName, defaultModelTimeoutMs, openAiBaseUrl, type ModelSettings } from './model-settings.ts';
export { UsageMeter, type Usage } from './usage-meter.ts';
