/** The model names that load no vendor client: settings, environment, usage. `@circular/runtime/light` exports them at start-up; the model factory is added by `./index.ts`. */
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
export { JointUsageMeter, joinUsageMeters, UsageMeter, type Usage } from './usage-meter.ts';
