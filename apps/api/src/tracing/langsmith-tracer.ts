import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { Client } from 'langsmith';
import { redactContent } from './redact-content.ts';

let client: Client | undefined;

export { langSmithTracingEnabled } from './langsmith-switch.ts';

/**
 * LangChain's LangSmith tracer with a client that redacts images and binaries from every run's
 * inputs and outputs (an ID document photo would otherwise be uploaded in the graph's input and
 * in a vision model's messages). Handed to each run, it takes the place of the tracer LangChain
 * would add from LANGSMITH_TRACING (LangChain adds its own only when none is present). The client
 * reads LANGSMITH_API_KEY, LANGSMITH_ENDPOINT and LANGSMITH_PROJECT itself. For a run that
 * LangSmith traces: the caller has read the switch (`tracingCallbacks`).
 */
export function langSmithTracer(): LangChainTracer {
  client ??= new Client({ hideInputs: redactContent, hideOutputs: redactContent });
  return new LangChainTracer({ client });
}

/** Waits for the runs queued for LangSmith to be sent (tests; shutdown). */
export async function flushLangSmith(): Promise<void> {
  await client?.awaitPendingTraceBatches();
}
