import { assessReadings } from '../assess/assessment.ts';
import type { IdValidatorStateUpdate, IdValidatorStateValue } from '../state.ts';

/** Weighs the readings: the document, its authenticity checks, specimen marks (`assessReadings`). */
export function assessAuthenticity({ readings, vision, today }: IdValidatorStateValue): IdValidatorStateUpdate {
  return { assessment: assessReadings({ readings, vision, today: new Date(today as string) }) };
}
