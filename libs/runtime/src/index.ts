export * from './errors/index.ts';
export * from './locale/index.ts';
export * from './model/index.ts';
export * from './store/index.ts';
export * from './search/index.ts';
export * from './fetch/index.ts';
export * from './checkpoint/index.ts';
export * from './request/index.ts';
