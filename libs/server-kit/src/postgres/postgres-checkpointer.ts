import type { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type { Pool } from 'pg';
import { withSchemaLock } from './postgres-schema.ts';

/**
 * LangGraph's own PostgreSQL checkpointer for chat sessions shared by replicas, with its tables
 * set up (and migrated) under the schema lock, so replicas starting together do not race.
 */
export async function openPostgresCheckpointer({ pool, schema = 'public' }: { pool: Pool; schema?: string }): Promise<PostgresSaver> {
  const saver = await createPostgresCheckpointer({ pool, schema });
  await setUpPostgresCheckpointer({ pool, saver });
  return saver;
}

/**
 * The checkpointer without touching the database, for a server that must start while PostgreSQL
 * is still unreachable: call `setUpPostgresCheckpointer` once it answers, before the first session.
 * LangGraph's saver is imported here, not with the kit: a server on SQLite never loads it.
 */
export async function createPostgresCheckpointer({ pool, schema = 'public' }: { pool: Pool; schema?: string }): Promise<PostgresSaver> {
  const { PostgresSaver: Saver } = await import('@langchain/langgraph-checkpoint-postgres');
  return new Saver(pool, undefined, { schema });
}

/** Sets up (and migrates) the checkpointer's tables under the schema lock. */
export async function setUpPostgresCheckpointer({ pool, saver }: { pool: Pool; saver: PostgresSaver }): Promise<void> {
  await withSchemaLock(pool, () => saver.setup());
}
