/** Moved to the runtime (the model clients' deadline is the same one); kept here for existing importers. */
export { runWithDeadline } from '@circular/runtime/light';
export { afterFailedAttempt, MAX_RETRY_INTERVAL_MS } from './jobs/delivery-schedule.ts';
export { createJobMetrics, type JobMetrics } from './jobs/job-metrics.ts';
export { isFinished, jobEvent, jobResource, jobStreamEvent, webhookIdOf } from './jobs/job-resource.ts';
export { JobRunner, type JobOperation, type JobResult, type JobTracing, type ProblemOf } from './jobs/job-runner.ts';
export type { JobSettings } from './jobs/job-settings.ts';
export type { DeliveryAttempt, DeliveryDecision, DeliveryState, JobCounts, JobHistoryEntry, JobOutcome, JobRecord, JobState, JobStore, NewJob } from './jobs/job-store.ts';
export { PostgresJobStore } from './jobs/postgres-job-store.ts';
export { SqliteJobStore } from './jobs/sqlite-job-store.ts';
export { generateWebhookSecret, parseWebhookSecret, signWebhook, verifyWebhook, type WebhookHeaders } from './jobs/webhook-signature.ts';
export { createPostgresCheckpointer, openPostgresCheckpointer, setUpPostgresCheckpointer } from './postgres/postgres-checkpointer.ts';
export { PostgresKeyedLock } from './postgres/postgres-keyed-lock.ts';
export { withSchemaLock } from './postgres/postgres-schema.ts';
export { PostgresStore } from './postgres/postgres-store.ts';
export { isStoreOutage, StoreUnavailableError, storeRetryAfterSeconds } from './postgres/store-outage.ts';
export { followJob, type JobFollowItem } from './jobs/follow-job.ts';
export { GraphProgress } from './jobs/graph-progress.ts';
