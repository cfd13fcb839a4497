import type { MarketContext } from './search/marketplaces.ts';
import type { ServiceItem } from './item/service-item.ts';

/** A validated request, normalised: what the estimate is about and where and for whom it is made. */
export interface EstimationJob {
  item: ServiceItem;
  /** The country searched, its currency and language, from the request's `language`. */
  market: MarketContext;
  /** The request's locale as BCP 47 (`pt-PT`): the language of `reasoning` and `description`. */
  locale: string;
  serviceCoreContext: string | null;
}
