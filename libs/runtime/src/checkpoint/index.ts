export { SqliteCheckpointSaver, type SqliteCheckpointSaverOptions } from './sqlite-checkpoint-saver.ts';
export { createPostgresCheckpointer, openPostgresCheckpointer, setUpPostgresCheckpointer } from './postgres-checkpointer.ts';
