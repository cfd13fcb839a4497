export * from './core-system/index.ts';
