import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH, searchQueryText } from './search-query.ts';

describe('searchQueryText', () => {
  it('trims a short message and keeps it whole', () => {
    expect(searchQueryText('  iPhone 12 azul ')).toBe('iPhone 12 azul');
  });

  it('cuts a long message at the last word that fits', () => {
    const message = `${'palavra '.repeat(30)}fim`;
    const query = searchQueryText(message);
    expect(query.length).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH);
    expect(query).toBe('palavra '.repeat(25).trimEnd());
  });

  it('cuts a long message without spaces at the limit', () => {
    expect(searchQueryText('x'.repeat(250))).toBe('x'.repeat(200));
  });
});
