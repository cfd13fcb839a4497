import { configuredChatModel, studioEnvironment, studioGraph } from '@circular/runtime';
import { createProtocolGeneratorGraph } from './graph.ts';
import { ProtocolGeneratorInput, ProtocolGeneratorOutput } from './state.ts';

/*
 * LangGraph Studio's entry (`langgraph.json` → `./libs/protocol-generator/src/studio.ts:graph`): the
 * protocol generator built from the environment the way the server builds it. Without a model,
 * templated categories still work; others are refused with a 422.
 */
const { models } = studioEnvironment();

export const graph = studioGraph({
  name: 'protocol_generator',
  graph: createProtocolGeneratorGraph({ model: configuredChatModel(models.protocol_generator) }),
  input: ProtocolGeneratorInput,
  output: ProtocolGeneratorOutput,
});
