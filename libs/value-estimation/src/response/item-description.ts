import type { EstimationJob } from '../estimation-job.ts';
import { t } from '../messages.ts';
import { writtenLocale } from './reasoning.ts';

/** The item's words for a text: brand first unless the name already has it. */
export function itemTitle({ name, brand }: { name: string; brand?: string | undefined }): string {
  return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
}

/**
 * The description without a model: the item, its grade and what the grade means, in the request's
 * language, then the seller's own notes as written (they are the item's facts; a template cannot
 * translate them).
 */
export function describeItemByTemplate({ item, locale: requested }: Pick<EstimationJob, 'item' | 'locale'>): string {
  const locale = writtenLocale(requested);
  const grade = item.condition;
  const sentence = t(locale, 'description', { item: itemTitle(item), grade, gradeMeaning: t(locale, `grade${grade}`) });
  return item.description ? `${sentence} ${t(locale, 'sellerNotes', { notes: item.description })}` : sentence;
}
