import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SqliteCheckpointSaver } from './sqlite-checkpoint-saver.ts';

// LangGraph's own conformance suite for checkpointers (put, putWrites, getTuple, list,
// deleteThread). It calls the test functions as globals, Jest style; this package runs vitest
// without globals, so they are handed over before the suite is loaded.
Object.assign(globalThis, { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it });
const { validate } = await import('@langchain/langgraph-checkpoint-validation');

validate<SqliteCheckpointSaver>({
  checkpointerName: 'SqliteCheckpointSaver',
  // A fresh in-memory database per checkpointer: the suite requires isolated instances.
  createCheckpointer: () => new SqliteCheckpointSaver({ path: ':memory:' }),
  destroyCheckpointer: (saver) => saver.close(),
});
