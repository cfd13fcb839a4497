import express, { type NextFunction, type Request, type Response } from 'express';
import {
  bearerAuth,
  createLogger,
  endpointRateLimit,
  idempotentRequests,
  jsonBody,
  langSmithTracingEnabled,
  problemHandler,
  requestId,
  requestLog,
  runOperation,
  securityHeaders,
  servedFunctions,
  turnAdmission,
  type OperationHandler,
} from '@circular/api/internals';
import { createRequestValidator, listOperations } from '@circular/contract';
import { createAddressPolicy, createSafeFetcher, graphEntry, InProcessKeyedLock, installLightRunContext, MemoryStore } from '@circular/runtime';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { ladderRungs, type LadderRung } from './ladder-rungs.ts';

/**
 * One rung of the overhead benchmark's ladder (`npm run bench -- ladder`): a bare Express echo of
 * the JSON body at `LADDER_PATH`, with the layers the API puts in front of a function route added
 * up to `LADDER_RUNG`, each as the API builds it (the API's own middleware, its contract's
 * validator, its logger writing JSON lines to stdout); at 'the function' the no-op graph gives way to
 * the route's own library, built as the API builds it. The rung above the last one here is the
 * real server: what it adds is the API's route table and the steps of a route not priced here.
 */
const rung = process.env['LADDER_RUNG'] as LadderRung;
const path = process.env['LADDER_PATH'] ?? '/service_ai_brands';
const level = ladderRungs.indexOf(rung);
if (level < 0 || rung === 'real route') throw new Error(`LADDER_RUNG must be one of ${ladderRungs.slice(0, -1).join(', ')}`);
const has = (layer: LadderRung) => level >= ladderRungs.indexOf(layer);

const operation = listOperations().find((op) => op.path === path && op.method.toLowerCase() === 'post');
if (!operation) throw new Error(`No POST operation at ${path} in the contract`);
const { operationId, timeoutMs, bodyLimitBytes } = operation;
const validate = createRequestValidator();
const logger = createLogger({ level: 'info', pretty: false });

/** A graph of one node that answers the request: what a function's graph costs beyond its own work. */
const NoOpState = Annotation.Root({ request: Annotation<unknown>, response: Annotation<unknown> });
const noOpGraph = new StateGraph(NoOpState)
  .addNode('answer', ({ request }: typeof NoOpState.State) => ({ response: request }))
  .addEdge(START, 'answer')
  .addEdge('answer', END)
  .compile();
const noOpEntry = graphEntry({ graphName: 'no-op', parseRequest: () => undefined, createGraph: () => noOpGraph });
const noOpDeps = {};

/** The route's function, built as the API builds it for a server without a model or search, and whether it checks its request itself. */
async function functionHandler(): Promise<{ handler: OperationHandler; checksRequest: boolean }> {
  const served = servedFunctions.find((fn) => fn.operationId === operationId);
  if (!served || served.needs.length > 0) throw new Error(`${operationId} is not a function that answers without a model`);
  const build = await served.load();
  // A function that needs no model reads neither the checkpointer (the chat's) nor the OCR (the ID validator's).
  const { handler } = build({ model: undefined, store: new MemoryStore(), search: undefined, fetcher: createSafeFetcher({}), addressPolicy: createAddressPolicy([]), checkpointer: undefined as never, ocr: undefined, now: Date.now });
  return { handler, checksRequest: served.checksRequest === true };
}

const app = express();
if (has('app settings')) {
  // As createApp sets Express: no X-Powered-By, no ETag (the echo hashes every answer for one).
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('etag', false);
}
if (has('request id')) app.use(requestId);
if (has('security headers')) app.use(securityHeaders({ crossOrigin: false }));
if (has('access log')) app.use(requestLog(logger));
if (has('operation plumbing')) app.use(turnAdmission());

const layers: express.RequestHandler[] = [];
if (has('operation plumbing')) {
  layers.push((_req: Request, res: Response, next: NextFunction) => {
    res.locals['operationId'] = operationId;
    next();
  });
  // No API keys: the check lets every request through, as on a server started without them.
  layers.push(...bearerAuth({ apiKeys: [], failureLimit: 10 }));
}
if (has('rate limit')) layers.push(endpointRateLimit({ operationId, perMinute: 1_000_000 }));
layers.push(has('body parse + Ajv') ? jsonBody(bodyLimitBytes) : express.json({ limit: '1mb' }));
if (has('operation plumbing')) {
  layers.push(idempotentRequests({ store: new MemoryStore(), lock: new InProcessKeyedLock(), timeoutMs, logger }));
  // LangSmith's switch read once, as the API reads it when its app is made.
  const langSmithTracing = langSmithTracingEnabled();
  if (has('no-op graph run')) installLightRunContext({ langSmithTracing });
  const { handler, checksRequest } = has('the function')
    ? await functionHandler()
    : {
        handler: (has('no-op graph run') ? ({ body, signal, callbacks }) => noOpEntry(body, noOpDeps, { signal, callbacks }) : async ({ body }) => body) satisfies OperationHandler,
        checksRequest: false,
      };
  // As the API runs it: the route's check only for a function that does not check its request itself.
  layers.push(runOperation({ operationId, timeoutMs, validate: checksRequest ? undefined : validate, handler, meterUsage: false, langSmithTracing }));
} else if (has('body parse + Ajv')) {
  layers.push((req: Request, res: Response) => {
    const errors = validate(operationId, req.body);
    if (errors.length > 0) res.status(422).json({ errors });
    else res.json(req.body);
  });
} else layers.push((req: Request, res: Response) => void res.json(req.body));

app.post(path, ...layers);
app.use(problemHandler(logger));
// The API's listen backlog, as the echo server has it.
const server = app.listen(0, '127.0.0.1', 4096, () => {
  const { port } = server.address() as { port: number };
  console.log(`ladder rung listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
