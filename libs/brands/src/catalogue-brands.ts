import type { BrandCategory } from '@circular/contract';
import { UnsafeUrlError, UpstreamError, type SafeFetcher } from '@circular/runtime';
import type { BrandEntry } from './table/brand-table.ts';

interface CatalogueProducts {
  results?: { brand?: unknown; category?: unknown }[];
}

const maxCatalogueProducts = 50;

/**
 * The brands of the core system's catalogue (`GET {base}/catalog/products?q=<category>&category=`),
 * as table entries with `source: 'catalogue'`. The core system has no brand list, so each category's
 * products are read and their brands collected. Every call goes through the SSRF-safe fetcher; a
 * refused base URL is a 422 on `/service_core_base_url`, a failing system an UpstreamError.
 */
export async function fetchCatalogueBrands({
  baseUrl,
  categories,
  fetcher,
  signal,
}: {
  baseUrl: string;
  categories: readonly BrandCategory[];
  fetcher: Pick<SafeFetcher, 'safeFetch'>;
  signal?: AbortSignal | undefined;
}): Promise<BrandEntry[]> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const byName = new Map<string, BrandEntry>();
  for (const category of categories) {
    const url = new URL(`catalog/products?${new URLSearchParams({ q: category.replace('-', ' '), category, limit: String(maxCatalogueProducts) })}`, base);
    let body: CatalogueProducts;
    try {
      const response = await fetcher.safeFetch(url, { signal, accept: ['application/json'], timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 });
      if (response.status === 404 || response.status === 422) continue;
      if (response.status < 200 || response.status >= 300) throw new Error(`core system answered ${response.status}`);
      body = JSON.parse(response.body.toString('utf8')) as CatalogueProducts;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (UnsafeUrlError.isInstance(error)) throw error.at('/service_core_base_url');
      throw new UpstreamError('core-system', { cause: error });
    }
    for (const product of body.results ?? []) {
      if (typeof product.brand !== 'string' || product.brand.trim() === '' || product.brand.length > 100) continue;
      const name = product.brand.trim();
      const entry: BrandEntry = byName.get(name) ?? { name, categories: [], aliases: [], commonWord: false, family: name, rank: 10_000 + byName.size, source: 'catalogue' };
      if (!entry.categories.includes(category)) entry.categories.push(category);
      byName.set(name, entry);
    }
  }
  return [...byName.values()];
}
