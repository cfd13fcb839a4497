import { FaultQueue } from '@circular/stub-kit';
import { describe, expect, it } from 'vitest';
import { searchFaultKinds, type SearchFaultKind } from './fault-kinds.ts';

describe('searchFaultKinds', () => {
  it('rejects kinds the search stub does not have', () => {
    expect(() => new FaultQueue(searchFaultKinds).inject({ kind: 'truncated-json' as SearchFaultKind })).toThrow('unknown fault kind "truncated-json"; one of 429, 500, hang, malformed-json');
  });
});
