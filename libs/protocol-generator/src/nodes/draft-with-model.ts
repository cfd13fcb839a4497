import { SystemMessage, HumanMessage } from '@langchain/core/messages';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { InvalidRequestError, UpstreamError } from '@circular/runtime';
import { buildProtocol } from '../build-protocol.ts';
import type { ProtocolGeneratorDeps } from '../deps.ts';
import { ProtocolGenerationFailedError } from '../errors/protocol-generation-failed-error.ts';
import { draftProtocolPrompt, protocolDraftSchemaName } from '../prompts.ts';
import { protocolDraftSchema, templateFromDraft } from '../protocol-draft.ts';
import { staticCheck } from '../static-check.ts';
import type { ProtocolGeneratorStateUpdate, ProtocolGeneratorStateValue } from '../state.ts';

/**
 * For a category without a template: the model drafts one, which is built like a template and
 * accepted only when it passes the static check; otherwise ProtocolGenerationFailedError says why.
 */
export function createDraftWithModel({ model }: ProtocolGeneratorDeps) {
  const structured = model?.withStructuredOutput(protocolDraftSchema, { name: protocolDraftSchemaName });

  return async function draftWithModel(state: ProtocolGeneratorStateValue, config: LangGraphRunnableConfig): Promise<ProtocolGeneratorStateUpdate> {
    const job = state.job!;
    const prompt = draftProtocolPrompt
      .replace('{category}', job.category)
      .replace('{brand}', job.brand ?? 'unknown')
      .replace('{model}', job.model ?? 'unknown')
      .replace('{purpose}', job.purpose)
      .replace('{max_questions}', String(job.maxQuestions))
      .replace('{photos}', job.photos ? 'ask for the photos an inspector needs' : 'none')
      .replace('{context}', job.serviceCoreContext ?? 'none');
    let draft: unknown;
    try {
      draft = await structured!.invoke([new SystemMessage(prompt), new HumanMessage(`Category: ${job.category}`)], config);
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason ?? error;
      const malformed = error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError') || (error instanceof Error && /parse|schema/i.test(error.message));
      if (malformed) throw new ProtocolGenerationFailedError(job.category, ['the model did not answer in the protocol draft schema']);
      throw new UpstreamError('model', { cause: error });
    }
    const parsed = protocolDraftSchema.safeParse(draft);
    if (!parsed.success) throw new ProtocolGenerationFailedError(job.category, ['the model did not answer in the protocol draft schema']);
    let protocol;
    try {
      protocol = buildProtocol(job, templateFromDraft(job.category, parsed.data), { generated: true });
    } catch (error) {
      if (InvalidRequestError.isInstance(error)) throw new ProtocolGenerationFailedError(job.category, [error.detail ?? error.message]);
      throw error;
    }
    const problems = staticCheck(protocol);
    if (problems.length > 0) throw new ProtocolGenerationFailedError(job.category, problems);
    return { response: protocol };
  };
}
