export { studioEnvironment, type StudioEnvironment } from './studio-environment.ts';
export { contractSchema, hiddenFromStudio, type ContractSchema } from './contract-schema.ts';
