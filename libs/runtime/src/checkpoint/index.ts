export { SqliteCheckpointSaver, type SqliteCheckpointSaverOptions } from './sqlite-checkpoint-saver.ts';
