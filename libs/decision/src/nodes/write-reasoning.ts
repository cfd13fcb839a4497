import { HumanMessage } from '@langchain/core/messages';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { z } from 'zod';
import type { DecisionDeps } from '../deps.ts';
import { coreFigureNames, figureNames } from '../figures.ts';
import { numbersKept } from '../phrasing-check.ts';
import { decisionSummarySchemaName, summaryPrompt } from '../prompts.ts';
import { writeReasoning } from '../reasoning.ts';
import type { DecisionStateUpdate, DecisionStateValue } from '../state.ts';
import { rulesOf } from './apply-rules.ts';

const summarySchema = z.object({ summary: z.string().min(1).max(2000) });

/**
 * The reasoning lines, the response, and a summary: the lines joined, or the model's wording of
 * them when one is configured and every number it wrote is one of the lines' numbers.
 */
export function createWriteReasoning(deps: DecisionDeps) {
  const structured = deps.model?.withStructuredOutput(summarySchema, { name: decisionSummarySchemaName });
  const rules = rulesOf(deps);

  return async function writeReasoningNode(state: DecisionStateValue, config: LangGraphRunnableConfig): Promise<DecisionStateUpdate> {
    const job = state.job!;
    const facts = state.facts!;
    const outcome = state.outcome!;
    const currency = state.currency ?? 'EUR';
    const missing = coreFigureNames.filter((name) => facts.figures[name] === undefined);
    const threshold = job.request.agent_specific.context?.repair_threshold;
    const lines = writeReasoning({
      language: job.language,
      currency,
      grade: { scale: job.grade.scale, grade: job.grade.grade, works: job.grade.works, protocolId: job.grade.fromProtocol ? job.request.agent_specific.condition.protocol!.id : null },
      facts,
      outcome,
      rules: threshold === undefined ? rules : { ...rules, repairThreshold: threshold },
      missing,
    });
    let summary = lines.join(' ');
    if (structured) {
      try {
        const prompt = summaryPrompt.replace('{language}', job.language).replace('{lines}', lines.join('\n'));
        const worded = summarySchema.safeParse(await structured.invoke([new HumanMessage(prompt)], config));
        if (worded.success && numbersKept(worded.data.summary, lines)) summary = worded.data.summary;
      } catch (error) {
        if (config.signal?.aborted) throw config.signal.reason ?? error;
      }
    }
    return {
      reasoning: lines,
      response: {
        decision: outcome.decision,
        grade: { scale: job.grade.scale, grade: job.grade.grade, works: job.grade.works, dimensions: job.grade.dimensions, knockouts: job.grade.knockouts },
        options: outcome.options,
        gates: outcome.gates,
        required_actions: outcome.requiredActions,
        figures: figureNames.flatMap((name) => (facts.figures[name] ? [{ name, value: facts.figures[name].value, source: facts.figures[name].source }] : [])),
        missing_figures: missing,
        currency,
        reasoning: lines,
        summary,
        decided_on: facts.date,
      },
    };
  };
}
