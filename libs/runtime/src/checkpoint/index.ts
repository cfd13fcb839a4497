export { SqliteCheckpointSaver, type SqliteCheckpointSaverOptions } from './sqlite-checkpoint-saver.ts';
export { openPostgresCheckpointer } from './postgres-checkpointer.ts';
