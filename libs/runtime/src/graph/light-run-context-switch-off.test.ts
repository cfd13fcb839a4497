import { CallbackManager } from '@langchain/core/callbacks/manager';
import { LangChainTracer } from '@langchain/core/tracers/tracer_langchain';
import { expect, it, vi } from 'vitest';
import { runUnobserved } from './direct-run.ts';
import { installLightRunContext, mayTraceToLangSmith } from './light-run-context.ts';

// A file of its own: vitest gives each file fresh modules, and the first installation decides the switch.
installLightRunContext({ langSmithTracing: false });

const tracer = () => new LangChainTracer({ client: { createRun: async () => undefined, updateRun: async () => undefined } as never });

it('takes LangSmith’s switch as the installer read it: a run started after the environment turns it on is unobserved', () => {
  vi.stubEnv('LANGSMITH_TRACING', 'true');
  expect(mayTraceToLangSmith(undefined)).toBe(false);
  expect(runUnobserved(undefined)).toBe(true);
});

it('still reads an environment it is given', () => {
  expect(mayTraceToLangSmith(undefined, { LANGCHAIN_TRACING_V2: 'true' })).toBe(true);
});

it('still traces a run whose callbacks hold LangChain’s tracer', () => {
  expect(runUnobserved([tracer()])).toBe(false);
  expect(mayTraceToLangSmith(new CallbackManager(undefined, { handlers: [tracer()] }))).toBe(true);
});
