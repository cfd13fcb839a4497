import type { DecisionRequest, GradeScale } from '@circular/contract';
import { categoryKey, findTemplate, gradeAnswers, scaleFits, scales, staticCheck, type GradedAnswers } from '@circular/protocol-generator';
import { assertValidRequest, refuseCallbackUrl, closestLanguage, InvalidRequestError, normalizeLocale, type FieldError, type SupportedLanguage } from '@circular/runtime';
import { figureNames, type Figures } from './figures.ts';

export interface DecisionJob {
  request: DecisionRequest;
  language: SupportedLanguage;
  /** The template category when the item's category names one, else the category as a key. */
  category: string;
  grade: { scale: GradeScale; grade: string; works: boolean | null; dimensions: GradedAnswers['dimensions']; knockouts: string[]; fromProtocol: boolean };
  activationLock: boolean | null;
  dataWiped: boolean | null;
  unsafe: boolean | null;
  counterfeit: boolean | null;
  reportedStolen: boolean | null;
  /** The caller's figures; empty when the request has no economics. */
  callerFigures: Figures;
  hasEconomics: boolean;
  currency: string | undefined;
}

const normalCategory = (category: string) => findTemplate(category)?.category ?? categoryKey(category);

/**
 * Validates a request against the contract, then what the schema cannot say: a grade or a protocol
 * with answers, the grade on its scale, the answers fitting the protocol (graded here with
 * gradeAnswers). Knock-outs of the answers add to the facts the caller states.
 */
export function parseDecisionRequest(body: unknown): DecisionJob {
  assertValidRequest('decide', body);
  refuseCallbackUrl(body);
  const request = body as DecisionRequest;
  const { item, condition, economics } = request.agent_specific;
  const errors: FieldError[] = [];
  let grade: DecisionJob['grade'] | undefined;
  let knockoutGates: string[] = [];

  if (condition.protocol !== undefined) {
    if (condition.scale !== undefined && condition.scale !== condition.protocol.target_scale) {
      errors.push({ pointer: '/agent_specific/condition/scale', message: `differs from the protocol's scale ${condition.protocol.target_scale}` });
    }
    if (condition.grade !== undefined) errors.push({ pointer: '/agent_specific/condition/grade', message: 'send a grade or a protocol with answers, not both' });
    // A protocol comes back from the caller: grade only one that still passes the generator's checks.
    const problems = staticCheck(condition.protocol);
    if (problems.length > 0) errors.push({ pointer: '/agent_specific/condition/protocol', message: `fails the protocol static check: ${problems.join('; ')}` });
    if (errors.length === 0) {
      const graded = gradeAnswers(condition.protocol, condition.answers ?? {}, { pointer: '/agent_specific/condition/answers' });
      knockoutGates = graded.knockouts.map((knockout) => knockout.gate);
      grade = { scale: graded.scale, grade: graded.grade, works: graded.works, dimensions: graded.dimensions, knockouts: graded.knockouts.map((k) => k.id), fromProtocol: true };
    }
  } else if (condition.grade !== undefined) {
    const scale = scales[condition.scale ?? 'internal'];
    const template = findTemplate(item.category);
    if (template !== undefined && !scaleFits(scale.id, template.category)) {
      errors.push({ pointer: '/agent_specific/condition/scale', message: `scale ${scale.id} is not made for ${template.category}` });
    } else if (!scale.grades.includes(condition.grade)) {
      errors.push({ pointer: '/agent_specific/condition/grade', message: `must be one of ${scale.grades.join(', ')} on scale ${scale.id}` });
    } else {
      grade = { scale: scale.id, grade: condition.grade, works: !scale.notWorking.includes(condition.grade), dimensions: [], knockouts: [], fromProtocol: false };
    }
    if (condition.answers !== undefined) errors.push({ pointer: '/agent_specific/condition/answers', message: 'answers need the protocol they answer' });
  } else {
    errors.push({ pointer: '/agent_specific/condition', message: 'needs a grade, or a protocol with its answers' });
  }
  if (errors.length > 0) throw new InvalidRequestError(errors);

  const callerFigures: Figures = {};
  if (item.price_new !== undefined && item.price_new !== null) callerFigures.price_new = { value: item.price_new, source: 'caller' };
  for (const name of figureNames) {
    const value = economics?.[name as keyof NonNullable<typeof economics>];
    if (typeof value === 'number') callerFigures[name] = { value, source: 'caller' };
  }
  const fact = (value: boolean | null | undefined) => value ?? null;
  return {
    request,
    language: closestLanguage(normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT'),
    category: normalCategory(item.category),
    grade: { ...grade!, works: condition.works ?? grade!.works },
    activationLock: knockoutGates.includes('activation_lock') ? true : fact(condition.activation_lock),
    dataWiped: knockoutGates.includes('data_not_wiped') ? false : fact(condition.data_wiped),
    unsafe: knockoutGates.includes('unsafe') ? true : fact(condition.unsafe),
    counterfeit: fact(condition.counterfeit),
    reportedStolen: knockoutGates.includes('reported_stolen') ? true : fact(condition.reported_stolen),
    callerFigures,
    hasEconomics: economics !== undefined && figureNames.some((name) => name !== 'price_new' && economics[name as keyof typeof economics] !== undefined),
    currency: economics?.currency,
  };
}

export { normalCategory };
