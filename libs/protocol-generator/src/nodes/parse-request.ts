import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { checkedRequestOf } from '@circular/runtime';
import type { ProtocolGeneratorDeps } from '../deps.ts';
import { parseProtocolRequest, type ProtocolJob } from '../parse-request.ts';
import type { ProtocolGeneratorStateUpdate, ProtocolGeneratorStateValue } from '../state.ts';

export function createParseRequest({ model }: ProtocolGeneratorDeps) {
  // The entry's check when it made one (`checkedRequestOf`); a run from Studio checks here.
  return function parseRequest(state: ProtocolGeneratorStateValue, config?: LangGraphRunnableConfig): ProtocolGeneratorStateUpdate {
    return { job: checkedRequestOf<ProtocolJob>(config, state.request)?.parsed ?? parseProtocolRequest(state.request, { modelAvailable: model !== undefined }) };
  };
}
