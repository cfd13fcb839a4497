import { describe, expect, it } from 'vitest';
import { ownAnswer, shareAnswer, sharedAnswerJson } from './shared-answer.ts';

describe('shareAnswer', () => {
  it('freezes the answer all the way down, so a caller cannot change what the next one gets', () => {
    const answer = shareAnswer({ title: 'Kettle check', steps: [{ id: 'lid', options: ['shuts', 'loose'] }], note: null });
    expect(() => {
      (answer as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => (answer.steps as Array<{ id: string }>).pop()).toThrow(TypeError);
    expect(() => {
      (answer.steps[0] as { id: string }).id = 'changed';
    }).toThrow(TypeError);
    expect(() => (answer.steps[0]!.options as string[]).push('cracked')).toThrow(TypeError);
    expect(answer).toEqual({ title: 'Kettle check', steps: [{ id: 'lid', options: ['shuts', 'loose'] }], note: null });
  });

  it('keeps the JSON text JSON.stringify gives, written once', () => {
    const answer = shareAnswer({ text: 'Prüfe das Gehäuse – “Kratzer”?', count: 2, nested: { empty: [], flag: false } });
    expect(sharedAnswerJson(answer)).toBe(JSON.stringify(answer));
  });

  it('knows no JSON for any other value, even an equal one', () => {
    const shared = shareAnswer({ a: 1 });
    expect(sharedAnswerJson({ a: 1 })).toBeUndefined();
    expect(sharedAnswerJson(Object.freeze({ a: 1 }))).toBeUndefined();
    expect(sharedAnswerJson(null)).toBeUndefined();
    expect(sharedAnswerJson('{"a":1}')).toBeUndefined();
    expect(sharedAnswerJson(shared)).toBe('{"a":1}');
  });

  it('gives a copy of its own for a shared answer (equal, unfrozen, not shared) and any other value as it is', () => {
    const shared = shareAnswer({ text: 'Prüfe das Gehäuse', steps: [{ id: 'lid' }] });
    const own = ownAnswer(shared);
    expect(own).not.toBe(shared);
    expect(own).toEqual(shared);
    expect(Object.isFrozen(own.steps[0])).toBe(false);
    expect(sharedAnswerJson(own)).toBeUndefined();
    own.steps[0]!.id = 'changed';
    expect(ownAnswer(shared).steps[0]!.id).toBe('lid');
    const plain = { a: 1 };
    expect(ownAnswer(plain)).toBe(plain);
    expect(ownAnswer('text')).toBe('text');
    expect(ownAnswer(undefined)).toBeUndefined();
  });
});
