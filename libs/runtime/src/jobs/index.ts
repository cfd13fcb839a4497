export type { DeliveryAttempt, DeliveryDecision, DeliveryState, JobCounts, JobOutcome, JobRecord, JobState, JobStore, NewJob } from './job-store.ts';
export { SqliteJobStore } from './sqlite-job-store.ts';
export { generateWebhookSecret, parseWebhookSecret, signWebhook, verifyWebhook, type WebhookHeaders } from './webhook-signature.ts';
export { PostgresJobStore } from './postgres-job-store.ts';
