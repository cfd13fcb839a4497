import type { ProtocolGeneratorDeps } from '../deps.ts';
import { parseProtocolRequest } from '../parse-request.ts';
import type { ProtocolGeneratorStateUpdate, ProtocolGeneratorStateValue } from '../state.ts';

export function createParseRequest({ model }: ProtocolGeneratorDeps) {
  return function parseRequest(state: ProtocolGeneratorStateValue): ProtocolGeneratorStateUpdate {
    return { job: parseProtocolRequest(state.request, { modelAvailable: model !== undefined }) };
  };
}
