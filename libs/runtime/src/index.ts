export * from './errors/index.ts';
