import { ServiceError } from '@circular/runtime/light';
import type { JobRecord } from '@circular/server-kit';

/** A cancel that came too late: the job already ended (409). */
export class JobFinishedError extends ServiceError {
  constructor(job: Pick<JobRecord, 'id' | 'state'>) {
    super('job-finished', 409, 'Job already finished', { detail: `Job ${job.id} already ended as ${job.state}.`, extensions: { state: job.state } });
  }
}
