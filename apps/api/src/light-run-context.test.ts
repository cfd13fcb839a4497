import { AsyncLocalStorageProviderSingleton } from '@langchain/core/singletons';
import { pino } from 'pino';
import request from 'supertest';
import { expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Whether the runtime's installLightRunContext has replaced LangChain's runWithConfig in this module graph. */
const installed = () => (AsyncLocalStorageProviderSingleton as unknown as Record<symbol, unknown>)[Symbol.for('circular.light-run-context')] === true;

// A file of its own: vitest gives each file fresh modules, so nothing loaded a function before.
it('sets up the light run context with the first function it loads, not at start-up', async () => {
  const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined });
  expect((await request(app).get('/health')).status).toBe(200);
  expect(installed()).toBe(false);
  const answer = await request(app).post('/service_ai_brands').send({ language: 'en', agent_specific: { operation: 'normalise', brand: 'Samsung' } });
  expect(answer.status).toBe(200);
  expect(installed()).toBe(true);
});
