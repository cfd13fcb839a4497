export { defaultPorts } from './default-ports.ts';
export { freePort } from './free-port.ts';
export { cliOptionsFrom, parseCliOptions, stubFlags, type CliOptions } from './cli-options.ts';
export { FaultQueue, type Fault, type FaultSpec } from './fault-queue.ts';
export { InvalidJsonError, pause, readJson, sendJson, serve, untilAborted, type Exchange, type RunningServer, type ServeOptions } from './http-server.ts';
export { StubControls, type RecordedExchange, type StubControlsOptions } from './stub-controls.ts';
export { serveStub, type ServeStubOptions, type StubServer } from './stub-server.ts';
