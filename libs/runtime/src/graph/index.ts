// First: every graph run of this process keeps its steps' configs without a LangSmith run tree when nothing traces it.
export { installLightRunContext, mayTraceToLangSmith } from './light-run-context.ts';
export { firstTypedError } from './first-typed-error.ts';
export { requireGraphResponse } from './require-graph-response.ts';
export { memoPerDeps } from './memo-per-deps.ts';
export { invokeGraph, runsDirectly, runUnobserved, type GraphInvokeOptions, type InvokableGraph } from './direct-run.ts';
export { graphEntry, runGraph, type GraphEntrySpec, type GraphRunOptions, type ResponseGraph } from './graph-entry.ts';
export { checkedRequestOf } from './checked-request.ts';
export { latest, appended } from './state-channels.ts';
export { thenGoTo } from './then-go-to.ts';
