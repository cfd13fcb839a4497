import type { GradeScale, ProtocolGeneratorRequest } from '@circular/contract';
import { assertValidRequest, refuseCallbackUrl, closestLanguage, InvalidRequestError, normalizeLocale, type SupportedLanguage } from '@circular/runtime';
import { letterModel, readsAsWords } from './category/letter-model.ts';
import { scaleFits } from './scales.ts';
import { categoryKey, findTemplate, templates } from './templates/templates.ts';
import type { ProtocolTemplate, Purpose } from './templates/template-types.ts';

export interface ProtocolJob {
  /** The template's category, or the request's category as a key when a model must write one. */
  category: string;
  template: ProtocolTemplate | undefined;
  brand: string | null;
  model: string | null;
  scale: GradeScale;
  purpose: Purpose;
  maxQuestions: number;
  photos: boolean;
  language: SupportedLanguage;
  serviceCoreContext: string | null;
}

/** The default limit of questions; a template with more asks them all unless the request says otherwise. */
const defaultMaxQuestions = 12;

/**
 * Validates a request against the contract, then what the schema cannot say: a category without a
 * template must read as words and needs a model, and the scale must be made for the category.
 */
export function parseProtocolRequest(body: unknown, { modelAvailable }: { modelAvailable: boolean }): ProtocolJob {
  assertValidRequest('generateProtocol', body);
  refuseCallbackUrl(body);
  const request = body as ProtocolGeneratorRequest;
  const input = request.agent_specific;
  const template = findTemplate(input.category);
  const category = template?.category ?? categoryKey(input.category);
  // Before any model is asked to write a protocol for it: keys mashed are no product category.
  if (template === undefined && !readsAsWords(letterModel(), input.category)) {
    throw new InvalidRequestError([{ pointer: '/agent_specific/category', message: `"${input.category}" does not read as a product category: none of its words reads as a word of the languages served` }]);
  }
  if (template === undefined && !modelAvailable) {
    const message = `no template for "${input.category}" and no model configured; known: ${templates.map((t) => t.category).join(', ')}`;
    throw new InvalidRequestError([{ pointer: '/agent_specific/category', message }]);
  }
  if (template !== undefined && !scaleFits(input.target_scale, category)) {
    throw new InvalidRequestError([{ pointer: '/agent_specific/target_scale', message: `scale ${input.target_scale} is not made for ${category}` }]);
  }
  if (template === undefined && input.target_scale !== 'internal' && !scaleFits(input.target_scale, category)) {
    throw new InvalidRequestError([{ pointer: '/agent_specific/target_scale', message: `scale ${input.target_scale} is not made for ${category}; use internal` }]);
  }
  return {
    category,
    template,
    brand: input.brand ?? null,
    model: input.model ?? null,
    scale: input.target_scale,
    purpose: input.purpose ?? 'decision',
    maxQuestions: input.max_questions ?? Math.max(defaultMaxQuestions, template?.questions.length ?? 0),
    photos: input.photos ?? true,
    language: closestLanguage(normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT'),
    serviceCoreContext: request.service_core_context ?? null,
  };
}
