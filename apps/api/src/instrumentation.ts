import { readCommandLine } from './command-line.ts';
import { publishLibraryEnvironment } from './tracing/library-environment.ts';
import { flushLangSmith } from './tracing/traced-work.ts';
import { startTracing } from './tracing/tracing.ts';

/**
 * What must happen before the server's modules are evaluated, so main.ts imports it first: the
 * environment read (process, then `.env`, then flags), the variables LangSmith and OpenTelemetry
 * read for themselves published to `process.env`, and tracing started when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (it patches `node:http` before Express loads it). No top-level await: a module after this
 * one would start evaluating while it waited.
 */
export const commandLine = readCommandLine({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd() });
publishLibraryEnvironment(commandLine.env);
const tracing = startTracing(commandLine.env);

/** Sends the spans and LangSmith runs still buffered (after the requests drained, before exit). */
export async function shutdownTelemetry(): Promise<void> {
  await Promise.allSettled([tracing?.shutdown(), flushLangSmith()]);
}
