import { describe, expect, it } from 'vitest';
import { sessionMemoryOptions } from './onnx-session.ts';

describe('sessionMemoryOptions', () => {
  it('keeps an arena only for sessions that reuse buffers of every size', () => {
    expect(sessionMemoryOptions('arena')).toEqual({ enableCpuMemArena: true, enableMemPattern: false });
  });

  it('plans a page-sized model’s buffers as one block per shape, held by no arena between runs', () => {
    expect(sessionMemoryOptions('planned')).toEqual({ enableCpuMemArena: false, enableMemPattern: true });
  });

  it('leaves small models with inputs of every width to malloc', () => {
    expect(sessionMemoryOptions('malloc')).toEqual({ enableCpuMemArena: false, enableMemPattern: false });
  });
});
