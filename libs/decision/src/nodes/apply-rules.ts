import { decideDisposition, type DecisionFacts } from '../decide-disposition.ts';
import type { DecisionDeps } from '../deps.ts';
import { normalCategory } from '../parse-request.ts';
import { defaultDecisionRules, type DecisionRules } from '../rules/decision-rules.ts';
import type { DecisionStateUpdate, DecisionStateValue } from '../state.ts';

export function rulesOf(deps: DecisionDeps): DecisionRules {
  return { ...defaultDecisionRules, ...deps.rules };
}

/** The facts the rules read, from the job, its figures, the context and the clock's date. */
export function createApplyRules(deps: DecisionDeps) {
  const rules = rulesOf(deps);
  const today = deps.today ?? (() => new Date());
  return function applyRules(state: DecisionStateValue): DecisionStateUpdate {
    const job = state.job!;
    const context = job.request.agent_specific.context ?? {};
    const facts: DecisionFacts = {
      category: job.category,
      works: job.grade.works,
      activationLock: job.activationLock,
      dataWiped: job.dataWiped,
      unsafe: job.unsafe,
      counterfeit: job.counterfeit,
      reportedStolen: job.reportedStolen,
      origin: context.origin ?? 'collection',
      companySize: context.company_size ?? null,
      donationPartners: (context.partners?.donation ?? []).map(normalCategory),
      recyclingPartners: (context.partners?.recycling ?? []).map(normalCategory),
      dataWipeAvailable: context.data_wipe_available ?? true,
      vendorTakesBack: context.vendor_takes_back ?? false,
      figures: state.figures ?? {},
      date: today().toISOString().slice(0, 10),
    };
    const applied = context.repair_threshold === undefined ? rules : { ...rules, repairThreshold: context.repair_threshold };
    return { facts, outcome: decideDisposition(facts, applied) };
  };
}
