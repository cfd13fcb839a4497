import type { IncomingHttpHeaders } from 'node:http';
import type { ProductHit } from '../search/product-index.ts';
import type { SimDatabase } from '../store/sim-database.ts';

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  db: SimDatabase;
  search: (query: string, options: { category?: string }) => ProductHit[];
  /** The systems' base URLs as the client reached them (links in answers are built on them). */
  urls: { core: string; submission: string };
}
