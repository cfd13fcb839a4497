import { Send } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { batchTask } from './translate-batch.ts';

const units = [{ key: 'k1', targetLocale: 'pt-PT', text: 'Red bike', controls: { keep: ['Brompton'] } }];
const task = { sourceLocale: 'en', targetLocale: 'pt-PT', context: 'Bikes', serviceCoreContext: null, units };

describe('batchTask', () => {
  it('reads as the task it was given', () => {
    expect({ ...batchTask(task) }).toEqual(task);
  });

  it('goes through a Send with its units as they are, not copied unit by unit', () => {
    const sent = new Send('translateBatch', batchTask(task));
    expect(sent.args.units).toBe(units);
    expect(sent.args.units[0]).toBe(units[0]);
  });

  it('serialises as the plain task, so a stored task reads back the same', () => {
    expect(JSON.parse(JSON.stringify(batchTask(task)))).toEqual(task);
  });
});
