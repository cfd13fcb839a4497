import type { InspectionProtocol } from '@circular/contract';
import { RecentlyUsed, shareAnswer } from '@circular/runtime';
import { buildProtocol } from '../build-protocol.ts';
import type { ProtocolJob } from '../parse-request.ts';
import { staticCheck } from '../static-check.ts';
import type { ProtocolGeneratorStateUpdate, ProtocolGeneratorStateValue } from '../state.ts';
import type { ProtocolTemplate } from '../templates/template-types.ts';

/** How many checked protocols are kept (≈ 20 KB each): a marketplace asks for the same few again and again. */
export const keptProtocols = 128;

/** Checked templated protocols by what shapes them, each shared (frozen, its JSON written once). */
const checked = new RecentlyUsed<string, { template: ProtocolTemplate; protocol: InspectionProtocol }>(keptProtocols);

/**
 * A templated protocol. Templates pass the static check in tests; a failure here is a bug, not
 * bad input. Building is pure (the same job and template give the same protocol), so a protocol
 * built and checked once is kept and served again as the same object, frozen, with its JSON text
 * written once (`shareAnswer`): the build and its check were most of the route's CPU (November
 * 2026), then a copy per caller (a parse of the kept JSON, ~10 % of the route's profile) and the
 * server's serialising it again (~24 %, the send included). Nothing after this node changes the
 * protocol: the language is part of the key, and the response carries no per-request field.
 */
export function buildFromTemplate(state: ProtocolGeneratorStateValue): ProtocolGeneratorStateUpdate {
  const job = state.job!;
  return { response: kept(job, job.template!).protocol };
}

/** The protocol of a job from its template, built and checked once while it is among the last `keptProtocols` asked for. */
export function checkedProtocol(job: ProtocolJob, template: ProtocolTemplate): InspectionProtocol {
  return kept(job, template).protocol;
}

function kept(job: ProtocolJob, template: ProtocolTemplate): { protocol: InspectionProtocol } {
  const key = JSON.stringify([job.category, job.brand, job.model, job.scale, job.purpose, job.maxQuestions, job.photos, job.language]);
  const known = checked.get(key);
  if (known?.template === template) return known;
  const protocol = buildProtocol(job, template);
  const problems = staticCheck(protocol);
  if (problems.length > 0) throw new Error(`template ${job.category} on ${job.scale} fails the static check: ${problems.join('; ')}`);
  const built = { template, protocol: shareAnswer(protocol) };
  checked.set(key, built);
  return built;
}
