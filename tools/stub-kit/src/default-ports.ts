/**
 * Where each of the project's servers listens when no port is given: distinct, so the README's
 * recipes and `npm run demo` can run them all at once on one machine. Every server takes its port
 * the same way: `--port N`, else `PORT`, else this default (`0` picks a free one).
 */
export const defaultPorts = {
  api: 3000,
  modelStub: 4010,
  searchStub: 4020,
  coreSim: 4030,
  /** `npm run studio` (LangGraph's dev server; 2024 is its CLI's own default). */
  studio: 2024,
} as const;
