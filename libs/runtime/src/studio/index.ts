export { studioEnvironment, type StudioEnvironment } from './studio-environment.ts';
export { contractSchema, type ContractSchema } from './contract-schema.ts';
export { studioGraph, type StudioGraphOptions } from './studio-graph.ts';
