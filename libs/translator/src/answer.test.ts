import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer.ts';

describe('readAnswer', () => {
  it('takes each asked id answered exactly once', () => {
    const answer = readAnswer({ translations: [{ id: 't2', text: 'Dois' }, { id: 't1', text: 'Um' }] }, ['t1', 't2']);
    expect(answer).toEqual({ texts: new Map([['t1', 'Um'], ['t2', 'Dois']]), problems: new Map() });
  });

  it('names missing and duplicated ids and ignores ids never asked', () => {
    const answer = readAnswer(
      {
        translations: [
          { id: 't1', text: 'Um' },
          { id: 't1', text: 'Uno' },
          { id: 't3', text: 'Três' },
          { id: 't7', text: 'Sete' },
        ],
      },
      ['t1', 't2', 't3'],
    );
    expect(answer).toEqual({
      texts: new Map([['t3', 'Três']]),
      problems: new Map([
        ['t1', 'the answer had several translations for this id'],
        ['t2', 'the answer had no translation for this id'],
      ]),
    });
  });

  it('fails every id when the answer lacks the shape', () => {
    const problem = 'the answer was not valid JSON of the requested shape';
    for (const parsed of [null, 'text', { translations: {} }, { translations: [{ id: 't1', text: 3 }] }]) {
      expect(readAnswer(parsed, ['t1', 't2'])).toEqual({ texts: new Map(), problems: new Map([['t1', problem], ['t2', problem]]) });
    }
  });
});
