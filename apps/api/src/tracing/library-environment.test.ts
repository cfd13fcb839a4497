import { describe, expect, it } from 'vitest';
import { publishLibraryEnvironment } from './library-environment.ts';

describe('publishLibraryEnvironment', () => {
  it('copies LangSmith, LangChain and OpenTelemetry variables from .env into the process environment, the process’s own winning', () => {
    const target: NodeJS.ProcessEnv = { LANGSMITH_PROJECT: 'from-the-shell' };
    const published = publishLibraryEnvironment(
      { LANGSMITH_TRACING: 'true', LANGSMITH_API_KEY: 'lsv2_x', LANGSMITH_PROJECT: 'from-dotenv', LANGCHAIN_CALLBACKS_BACKGROUND: 'false', OTEL_SERVICE_NAME: 'ai', OPENAI_API_KEY: 'sk-x', PORT: '1' },
      target,
    );
    expect(target).toEqual({ LANGSMITH_PROJECT: 'from-the-shell', LANGSMITH_TRACING: 'true', LANGSMITH_API_KEY: 'lsv2_x', LANGCHAIN_CALLBACKS_BACKGROUND: 'false', OTEL_SERVICE_NAME: 'ai' });
    expect(published.sort()).toEqual(['LANGCHAIN_CALLBACKS_BACKGROUND', 'LANGSMITH_API_KEY', 'LANGSMITH_TRACING', 'OTEL_SERVICE_NAME']);
  });
});
