import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { C2cDescriptorDeps } from '../deps.ts';
import { t } from '../messages.ts';
import { writeModelCopy } from '../model-copy.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from '../state.ts';

/**
 * The one copywriting call, when a model is configured. A failed call (down, unparseable) leaves the
 * template's text, with a warning: a listing can always be written from the fields.
 */
export function createWriteCopy(deps: C2cDescriptorDeps) {
  return async function writeCopy({ request, facts }: DescriptorStateValue, config: LangGraphRunnableConfig): Promise<DescriptorStateUpdate> {
    if (!facts || !deps.model) return {};
    try {
      return { copy: await writeModelCopy(deps.model, facts, request.service_core_context ?? undefined, config) };
    } catch (error) {
      config.signal?.throwIfAborted();
      void error;
      return { warnings: [{ code: 'model_copy_failed', message: t(facts.language, 'warn:model_copy_failed') }] };
    }
  };
}
