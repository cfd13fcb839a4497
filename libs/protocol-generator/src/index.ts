export { createProtocolGeneratorGraph, type ProtocolGeneratorGraph } from './graph.ts';
export { generateProtocol, type GenerateProtocolOptions } from './generate-protocol.ts';
/** The request checks `generateProtocol` makes before any work, for callers that accept a request now and run it later (jobs). */
export { parseProtocolRequest } from './parse-request.ts';
export type { ProtocolGeneratorDeps } from './deps.ts';
export { gradeAnswers, answerProblem, type GradedAnswers, type GradeAnswersOptions } from './grade-answers.ts';
export type { AnswerValue } from './answer-condition.ts';
export { staticCheck } from './static-check.ts';
export { lookUpDevice, notCheckedBlacklist, type DeviceBlacklist, type BlacklistVerdict } from './blacklist.ts';
export { readDeviceIdentifier, type DeviceIdentifier } from './device-identifier.ts';
export type { FunctionalGrade, FunctionalLevel, FunctionTestResult } from './functional-level.ts';
export { scales, scaleIds, isGradeScale, scaleFits, gradeRank, type ScaleDefinition, type Severity } from './scales.ts';
export { templates, findTemplate, categoryKey } from './templates/templates.ts';
export type { ProtocolTemplate, TemplateQuestion, Purpose } from './templates/template-types.ts';
export { ProtocolGenerationFailedError } from './errors/protocol-generation-failed-error.ts';
export { protocolDraftSchemaName } from './prompts.ts';
export type { InspectionProtocol, ProtocolGeneratorRequest } from '@circular/contract';
