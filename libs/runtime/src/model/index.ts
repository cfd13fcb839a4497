export { createChatModel } from './create-chat-model.ts';
export { isModelConfigured, defaultModelName, openAiBaseUrl, type ModelSettings } from './model-settings.ts';
export { UsageMeter, type Usage } from './usage-meter.ts';
