import { configuredChatModel, studioEnvironment, studioGraph } from '@circular/runtime';
import { createValidationGraph } from './graph.ts';
import { ValidationInput, ValidationOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/c2c-validation/src/studio.ts:graph`): the
 * validation built from the environment the way the server builds it. Without a model the rules decide.
 */
const { models } = studioEnvironment();

export const graph = studioGraph({
  name: 'c2c_validation',
  graph: createValidationGraph({ model: configuredChatModel(models.c2c_validation) }),
  input: ValidationInput,
  output: ValidationOutput,
});
