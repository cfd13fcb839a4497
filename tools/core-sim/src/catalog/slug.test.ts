import { describe, expect, it } from 'vitest';
import { slug } from './slug.ts';

describe('slug', () => {
  it('keeps letters and digits and joins the rest with single hyphens', () => {
    expect(slug('Apple MacBook Air 13" (M2, 2022)')).toBe('apple-macbook-air-13-m2-2022');
  });

  it('drops accents', () => {
    expect(slug("De'Longhi Magnifica S Café")).toBe('de-longhi-magnifica-s-cafe');
  });

  it('turns a decimal size into a hyphenated id', () => {
    expect(slug('27.5"')).toBe('27-5');
  });
});
