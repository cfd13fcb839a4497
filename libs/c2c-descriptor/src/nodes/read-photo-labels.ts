import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { withVisionReadings } from '../parse-request.ts';
import type { C2cDescriptorDeps } from '../deps.ts';
import { t } from '../messages.ts';
import { readLabels } from '../model-copy.ts';
import type { DescriptorStateUpdate, DescriptorStateValue } from '../state.ts';

/** The one vision call, when photos were sent and a model is configured; a failure costs the readings only. */
export function createReadPhotoLabels(deps: C2cDescriptorDeps) {
  return async function readPhotoLabels({ facts, images }: DescriptorStateValue, config: LangGraphRunnableConfig): Promise<DescriptorStateUpdate> {
    const model = deps.visionModel ?? deps.model;
    if (!facts || !model || images.length === 0) return {};
    try {
      const readings = await readLabels(model, facts, images, config);
      return { facts: withVisionReadings(facts, readings), images: [] };
    } catch (error) {
      config.signal?.throwIfAborted();
      void error;
      return { images: [], warnings: [{ code: 'vision_failed', message: t(facts.language, 'warn:vision_failed') }] };
    }
  };
}
