import { z } from 'zod';
import type { ProtocolTemplate, TemplateQuestion } from './templates/template-types.ts';

const labels = z.object({ pt_PT: z.string().min(1).max(300), en: z.string().min(1).max(300), es: z.string().min(1).max(300), fr: z.string().min(1).max(300) });
const answer = z.union([z.boolean(), z.string().max(64)]);

/**
 * What a model writes for a category without a template. Strict-mode friendly (no optional
 * fields, nullable instead); turned into a template by `templateFromDraft` and then built and
 * checked exactly like a hand-written one.
 */
export const protocolDraftSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
        answer_type: z.enum(['yes_no', 'choice', 'number', 'photo']),
        labels,
        options: z.array(z.object({ id: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/), labels })).max(20),
        min: z.number().nullable(),
        max: z.number().nullable(),
        integer: z.boolean().nullable(),
        unit: z.string().max(10).nullable(),
        required: z.boolean(),
        essential: z.boolean(),
        skip_if: z.object({ question_id: z.string(), equals: answer }).nullable(),
        caps: z.array(z.object({ equals: answer.nullable(), below: z.number().nullable(), dimension: z.string().regex(/^[a-z][a-z_]{0,31}$/), severity: z.number().int().min(0).max(5) })).max(10),
        knockouts: z.array(z.object({ equals: answer, gate: z.enum(['unsafe', 'activation_lock', 'data_not_wiped']), labels })).max(5),
        evidence_for: z.array(z.string().max(32)).max(5),
      }),
    )
    .min(1)
    .max(30),
});

export type ProtocolDraft = z.infer<typeof protocolDraftSchema>;

const toLabels = ({ pt_PT, en, es, fr }: z.infer<typeof labels>) => ({ 'pt-PT': pt_PT, en, es, fr });

/** The draft as a template; anything the draft gets wrong surfaces in the static check. */
export function templateFromDraft(category: string, draft: ProtocolDraft): ProtocolTemplate {
  const questions = draft.questions.map((question): TemplateQuestion => {
    const base = {
      id: question.id,
      labels: toLabels(question.labels),
      required: question.required,
      essential: question.essential,
      ...(question.skip_if ? { skipIf: [{ questionId: question.skip_if.question_id, equals: question.skip_if.equals }] } : {}),
      caps: question.caps.map((cap) => ({
        ...(cap.below !== null ? { below: cap.below } : { equals: cap.equals ?? true }),
        dimension: cap.dimension,
        severity: cap.severity as 0 | 1 | 2 | 3 | 4 | 5,
      })),
      knockouts: question.knockouts.map((knockout) => ({ equals: knockout.equals, gate: knockout.gate, labels: toLabels(knockout.labels) })),
    };
    switch (question.answer_type) {
      case 'choice':
        return { ...base, answerType: 'choice', options: question.options.map((option) => ({ id: option.id, labels: toLabels(option.labels) })) };
      case 'number':
        return { ...base, answerType: 'number', min: question.min ?? 0, max: question.max ?? 0, integer: question.integer ?? true, unit: question.unit };
      case 'photo':
        return { ...base, answerType: 'photo', evidenceFor: question.evidence_for };
      default:
        return { ...base, answerType: 'yes_no' };
    }
  });
  return { category, aliases: [], questions };
}
