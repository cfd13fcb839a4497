export { startCoreSim, type CoreSim, type CoreSimOptions } from './core-sim.ts';
export { FaultPlan, faultKinds, operations, type Fault, type FaultKind, type FaultSpec, type Operation } from './faults/fault-plan.ts';
export type { RequestRecord } from './request-log.ts';
export type { OfferRecord } from './submission/offer-check.ts';
export { SimDatabase, type AnswerRecord, type AnswerValue, type CompletionRecord, type ItemRecord, type SimDatabaseOptions } from './store/sim-database.ts';
export { seedCatalog, type Labels, type SeedCatalog, type SeedCategory, type SeedOptionType, type SeedOptionValue, type SeedProduct, type SeedQuestion } from './catalog/index.ts';
