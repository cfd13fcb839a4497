import type { PricePoint } from '../aggregation/aggregate.ts';
import { InsufficientEvidenceError, type EvidenceFigure } from '../errors/insufficient-evidence-error.ts';
import { canonicalUrl, type SearchResult } from '../extraction/listing.ts';

/** The spec's bounds on `references`. */
export const referenceBounds = { min: 2, max: 10 } as const;

/** The prices behind one response figure, with the figure's average. */
export interface FigureEvidence {
  figure: EvidenceFigure;
  average: number;
  basis: readonly PricePoint[];
}

/**
 * The response's `references`: URLs that search returned and that carry a price a figure rests
 * on, each once, as search spelled it. Figures take turns so each is cited, and within a figure the
 * prices closest to its average come first, as the most representative. Anything not among the
 * search results is never cited, whatever the basis says. Fewer than two such URLs is an
 * {@link InsufficientEvidenceError}.
 */
export function buildReferences({
  figures,
  results,
}: {
  figures: readonly FigureEvidence[];
  results: readonly SearchResult[];
}): string[] {
  const returned = new Map<string, string>();
  for (const result of results) {
    const key = canonicalUrl(result.url);
    if (!returned.has(key)) returned.set(key, result.url);
  }
  const queues = figures.map(({ average, basis }) =>
    [...basis]
      .sort(
        (a, b) =>
          Math.abs(a.amount - average) - Math.abs(b.amount - average) ||
          (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
      )
      .map(({ url }) => canonicalUrl(url))
      .filter((key, i, keys) => returned.has(key) && keys.indexOf(key) === i),
  );
  const cited = new Set<string>();
  for (let round = 0; cited.size < referenceBounds.max && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const key = queue[round];
      if (key !== undefined && cited.size < referenceBounds.max) cited.add(key);
    }
  }
  if (cited.size < referenceBounds.min) {
    throw new InsufficientEvidenceError({
      referencesFound: cited.size,
      missingFigures: figures.filter(({ basis }) => basis.length === 0).map(({ figure }) => figure),
    });
  }
  return [...cited].map((key) => returned.get(key) ?? key);
}
