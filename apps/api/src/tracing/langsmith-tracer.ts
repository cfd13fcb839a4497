import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { Client } from 'langsmith';
import { redactContent } from './redact-content.ts';

let client: Client | undefined;

/** LangSmith's switch, as LangChain reads it (LANGSMITH_TRACING, or the older LANGCHAIN_TRACING_V2). */
export const langSmithTracingEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING'].some((name) => env[name] === 'true');

/**
 * LangChain's LangSmith tracer with a client that redacts images and binaries from every run's
 * inputs and outputs (an ID document photo would otherwise be uploaded in the graph's input and
 * in a vision model's messages). Handed to each run, it takes the place of the tracer LangChain
 * would add from LANGSMITH_TRACING (LangChain adds its own only when none is present). The client
 * reads LANGSMITH_API_KEY, LANGSMITH_ENDPOINT and LANGSMITH_PROJECT itself.
 */
export function langSmithTracer(): LangChainTracer | undefined {
  if (!langSmithTracingEnabled()) return undefined;
  client ??= new Client({ hideInputs: redactContent, hideOutputs: redactContent });
  return new LangChainTracer({ client });
}

/** Waits for the runs queued for LangSmith to be sent (tests; shutdown). */
export async function flushLangSmith(): Promise<void> {
  await client?.awaitPendingTraceBatches();
}
