import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type { Pool } from 'pg';
import { withSchemaLock } from '../postgres/postgres-schema.ts';

/**
 * LangGraph's own PostgreSQL checkpointer for chat sessions shared by replicas, with its tables
 * set up (and migrated) under the schema lock, so replicas starting together do not race.
 */
export async function openPostgresCheckpointer({ pool, schema = 'public' }: { pool: Pool; schema?: string }): Promise<PostgresSaver> {
  const saver = new PostgresSaver(pool, undefined, { schema });
  await withSchemaLock(pool, () => saver.setup());
  return saver;
}
