/**
 * Variables read by the libraries themselves rather than by `loadConfig`: LangSmith's and
 * LangChain's (LANGSMITH_TRACING, LANGSMITH_API_KEY, LANGSMITH_ENDPOINT, LANGSMITH_PROJECT…), and
 * OpenTelemetry's standard ones (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS…). The server reads
 * `.env` into its own view of the environment; these must reach `process.env`, where those
 * libraries look. The process's own variables win, as they do for the configuration.
 */
const libraryPrefixes = ['LANGSMITH_', 'LANGCHAIN_', 'OTEL_'];

export function publishLibraryEnvironment(env: NodeJS.ProcessEnv, target: NodeJS.ProcessEnv = process.env): string[] {
  const published: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || target[name] !== undefined || !libraryPrefixes.some((prefix) => name.startsWith(prefix))) continue;
    target[name] = value;
    published.push(name);
  }
  return published;
}
