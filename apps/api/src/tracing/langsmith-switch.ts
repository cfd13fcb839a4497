/** LangSmith's switch, as LangChain reads it (LANGSMITH_TRACING, or the older LANGCHAIN_TRACING_V2). */
export const langSmithTracingEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  ['LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING_V2', 'LANGCHAIN_TRACING'].some((name) => env[name] === 'true');
