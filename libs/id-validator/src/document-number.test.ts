import { describe, expect, it } from 'vitest';
import { normaliseDocumentNumber } from './document-number.ts';

describe('normaliseDocumentNumber', () => {
  it('removes spaces, dashes, dots, slashes and fillers and uppercases', () => {
    expect(normaliseDocumentNumber(' 00766666 7 zz0 ')).toBe('007666667ZZ0');
    expect(normaliseDocumentNumber('cb-123.456/7')).toBe('CB1234567');
    expect(normaliseDocumentNumber('AB12<<<<<')).toBe('AB12');
  });
});
