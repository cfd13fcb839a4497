import type { NextFunction, Request, Response } from 'express';

/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the
 * next turn. A burst's requests become readable together and the event loop reads every readable
 * connection in one turn: unbounded, that turn runs each request's work up to its first wait — a
 * thousand translator requests, half a second — while whatever needs a later turn waits for all of
 * it: a new connection to the model, the coalescer's timers, the store's answers. Measured
 * (November 2026; cold bursts of 1,000 translator requests against a model answering in 1 s, a
 * fresh server each round, four rounds in turns with the admission on and off, on a machine
 * loaded by other work): walls 1.9–2.9 s on against 2.3–4.7 s off, median answer 1.7–1.9 s against
 * 2.0–2.6 s, and no more CPU per request (0.65–0.99 ms against 0.86–1.08). Ten milliseconds is a
 * few dozen requests; a timer or a connection waits that long at most, and under ordinary load a
 * turn never fills it.
 */
export const admissionBudgetMs = 10;

/**
 * Starts requests in arrival order, at most `budgetMs` of starting work per turn of the event loop;
 * those that arrive once a turn's budget is spent wait, in order, for the turns after. The time
 * counted is from the turn's first start to now, so it includes the synchronous work of the
 * requests already started (every middleware and handler up to its first wait).
 */
export function turnAdmission({ budgetMs = admissionBudgetMs, now = () => performance.now() }: { budgetMs?: number; now?: () => number } = {}) {
  let turnStartedAt: number | undefined;
  let nextTurn: ReturnType<typeof setImmediate> | undefined;
  const waiting: NextFunction[] = [];
  const spent = () => turnStartedAt !== undefined && now() - turnStartedAt >= budgetMs;
  const start = (next: NextFunction) => {
    turnStartedAt ??= now();
    nextTurn ??= setImmediate(newTurn);
    next();
  };
  // Runs once per turn while requests start or wait (the check phase, after the turn's reads).
  function newTurn() {
    nextTurn = undefined;
    turnStartedAt = undefined;
    while (waiting.length > 0 && !spent()) start(waiting.shift()!);
  }
  return function admit(_req: Request, _res: Response, next: NextFunction) {
    if (waiting.length === 0 && !spent()) start(next);
    else {
      waiting.push(next);
      nextTurn ??= setImmediate(newTurn);
    }
  };
}
