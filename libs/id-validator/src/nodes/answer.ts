import type { IdValidatorDeps } from '../deps.ts';
import { buildResponse } from '../id-validator-response.ts';
import { decideOutcome, type ImageProblem } from '../assess/outcome.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/** Decides the status (`decideOutcome`) and writes the response; the image bytes are let go. */
export function createAnswer({ model }: Pick<IdValidatorDeps, 'model'>) {
  return function answer({ job, checks, readings, assessment, expectations, vision, today }: IdValidatorStateValue): IdValidatorStateUpdate {
    if (!job || !assessment || !expectations) throw new Error('the ID validator graph reached its answer without a reading');
    const problems: ImageProblem[] = [
      ...checks.filter((check) => check.tooSmall).map((check) => ({ imageIndex: check.index, issue: 'too-small' as const })),
      ...readings.filter((reading) => reading.mrz.mrz === null).flatMap((reading) => reading.mrz.issues.map((issue) => ({ imageIndex: reading.index, issue }))),
    ];
    const outcome = decideOutcome({ assessment, expectations, docTypes: job.docTypes, problems });
    const response = buildResponse({ job, outcome, checks, readings, assessment, expectations, vision, visionConfigured: model !== undefined, today: new Date(today as string) });
    return { response, images: [] };
  };
}
