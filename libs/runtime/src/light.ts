/**
 * `@circular/runtime/light`: the runtime without LangGraph and the model clients — errors, locales,
 * model settings (not the factory), stores, search, the SSRF-safe fetcher, request validation,
 * locks, prompts, text and check digits. A server imports this at start-up and the main entry (the same modules
 * plus the model factory, checkpointer, graph helpers and Studio) when a function is first called:
 * LangGraph and the vendors' clients were ~90 MB and ~1.5 s of an idle process's start. Every name
 * here is also exported by the main entry, from the same module.
 */
export * from './errors/index.ts';
export * from './locale/index.ts';
export * from './model/without-factory.ts';
export * from './store/index.ts';
export * from './search/index.ts';
export * from './fetch/index.ts';
export * from './request/index.ts';
export * from './lock/index.ts';
export * from './abort/index.ts';
export * from './cache/index.ts';
export * from './prompt/index.ts';
export * from './text/index.ts';
export * from './check-digits/index.ts';
