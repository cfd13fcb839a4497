import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { turnAdmission } from './turn-admission.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock the test moves, and an admission whose requests each take `workMs` of it to start. */
function harness({ budgetMs = 10, workMs = 0 } = {}) {
  let clock = 0;
  const admit = turnAdmission({
    budgetMs,
    now: () => clock,
  });
  const started: number[] = [];
  const arrive = (id: number) =>
    admit({} as Request, {} as Response, (() => {
      started.push(id);
      clock += workMs;
    }) as NextFunction);
  return { arrive, started };
}

describe('turnAdmission', () => {
  it('starts every request at once while the turn has budget left', () => {
    const { arrive, started } = harness({ budgetMs: 10, workMs: 1 });

    for (let id = 1; id <= 5; id++) arrive(id);

    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds the requests that arrive once a turn has spent its budget, and starts them in arrival order in the turns after', async () => {
    const { arrive, started } = harness({ budgetMs: 10, workMs: 4 });

    for (let id = 1; id <= 7; id++) arrive(id);
    expect(started).toEqual([1, 2, 3]);

    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('never lets a request overtake one that waits, even in a turn with budget left', async () => {
    const { arrive, started } = harness({ budgetMs: 10, workMs: 10 });
    arrive(1);
    arrive(2);
    await nextTurn();
    expect(started).toEqual([1, 2]);

    // Request 2 spent this turn's budget; 3 waits, and 4, arriving after it, waits behind it.
    arrive(3);
    arrive(4);
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
  });

  it('starts at least one waiting request every turn, however long one takes', async () => {
    const { arrive, started } = harness({ budgetMs: 10, workMs: 50 });

    for (let id = 1; id <= 3; id++) arrive(id);
    await nextTurn();
    await nextTurn();

    expect(started).toEqual([1, 2, 3]);
  });

  it('stops turning once nothing waits: an idle server has no turn scheduled', async () => {
    const { arrive } = harness({ budgetMs: 10, workMs: 20 });
    arrive(1);
    arrive(2);
    await nextTurn();
    await nextTurn();

    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Immediate')).toEqual([]);
  });
});
