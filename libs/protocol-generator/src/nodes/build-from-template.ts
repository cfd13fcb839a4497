import { buildProtocol } from '../build-protocol.ts';
import { staticCheck } from '../static-check.ts';
import type { ProtocolGeneratorStateUpdate, ProtocolGeneratorStateValue } from '../state.ts';

/** A templated protocol. Templates pass the static check in tests; a failure here is a bug, not bad input. */
export function buildFromTemplate(state: ProtocolGeneratorStateValue): ProtocolGeneratorStateUpdate {
  const job = state.job!;
  const protocol = buildProtocol(job, job.template!);
  const problems = staticCheck(protocol);
  if (problems.length > 0) throw new Error(`template ${job.category} on ${job.scale} fails the static check: ${problems.join('; ')}`);
  return { response: protocol };
}
