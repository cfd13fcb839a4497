import type { KeyValueStore } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { plannedRequestOf, planRequest } from '../plan-request.ts';
import type { TranslatorStateValue } from '../state.ts';

/**
 * Validates the request, lists the distinct texts each target locale needs translated, and serves
 * what the translation memory already holds. One step rather than a plan step and a memory step:
 * the look-up always follows the plan, and every graph step costs LangGraph bookkeeping of its own.
 * A plan `translate` has already made for the request comes in the run's configuration and is
 * taken as it is (`withPlannedRequest`).
 */
export function createPlanWork({ memory }: { memory?: KeyValueStore | undefined }) {
  return async function planWork({ request }: TranslatorStateValue, config?: LangGraphRunnableConfig): Promise<Pick<TranslatorStateValue, 'job' | 'pending' | 'recalled'>> {
    return plannedRequestOf(config, request) ?? planRequest(request, memory);
  };
}
