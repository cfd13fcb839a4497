import type { GateId, GradeScale, LocalizedLabels, ProtocolGeneratorRequest } from '@circular/contract';
import type { Severity } from '../scales.ts';

export type Purpose = NonNullable<ProtocolGeneratorRequest['agent_specific']['purpose']>;

/** A cap written against the question it sits on: "when the answer is/below/at least …, at most this severity". */
export interface TemplateCap {
  equals?: boolean | string;
  in?: string[];
  below?: number;
  dimension: string;
  severity: Severity;
  /** Only on these scales (e.g. Back Market's battery threshold). */
  scales?: GradeScale[];
}

/** A knock-out on the answer (`equals`), or on the blacklist lookup of the device identifier answered (`listed`). */
export interface TemplateKnockout {
  equals?: boolean | string;
  listed?: true;
  gate: GateId;
  labels: LocalizedLabels;
}

interface TemplateQuestionBase {
  id: string;
  labels: LocalizedLabels;
  help?: LocalizedLabels;
  /** Required unless false. */
  required?: boolean;
  /** Kept whatever max_questions says: the grade or a knock-out rests on it. */
  essential?: boolean;
  /** Skipped when the earlier question's answer equals the value. */
  skipIf?: { questionId: string; equals: boolean | string }[];
  caps?: TemplateCap[];
  knockouts?: TemplateKnockout[];
}

export type TemplateQuestion = TemplateQuestionBase &
  (
    | { answerType: 'yes_no' }
    | { answerType: 'choice'; options: { id: string; labels: LocalizedLabels }[] }
    | { answerType: 'number'; min: number; max: number; integer: boolean; unit: string | null }
    | { answerType: 'text'; maxLength: number; format?: 'device_identifier' }
    | { answerType: 'photo'; evidenceFor: string[] }
  );

export interface ProtocolTemplate {
  category: string;
  /** Other words for the category a request may use. */
  aliases: string[];
  questions: TemplateQuestion[];
  /**
   * Questions asked apart that one broader question can stand for when `max_questions` cannot hold
   * them all (the graders' split function test, asked as one "does everything work?"), so a
   * request that fitted before the split still fits.
   */
  compactions?: { ids: string[]; as: TemplateQuestion }[];
}
