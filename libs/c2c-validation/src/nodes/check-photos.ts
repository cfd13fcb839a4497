import type { ListingViolation } from '@circular/contract';
import { normalizeLocale, UnsafeUrlError } from '@circular/runtime';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import { severityOf } from '../check-listing-rules.ts';
import type { ValidationDeps } from '../deps.ts';
import { t } from '../messages.ts';
import { loadPhotos } from '../photos/load-photos.ts';
import { hammingDistance, measurePhoto, photoThresholds, qualityProblems, type PhotoMeasure } from '../photos/photo-quality.ts';
import type { ValidationStateValue } from '../state.ts';

/** Photos measured per listing; a listing rarely has more, and each costs a decode. */
const maxPhotosChecked = 10;

/**
 * The photo checks that need no model: `photo_low_quality` (too small, too dark, blurred, by the
 * named thresholds) and `photo_duplicate` (a photo whose perceptual hash matches an earlier one).
 * The photos read here are kept in the state for the model.
 */
export function createCheckPhotos(deps: ValidationDeps) {
  return async ({ request }: ValidationStateValue, config: LangGraphRunnableConfig) => {
    const { listing, profile, strictness = 'standard' } = request.agent_specific;
    if (!listing.images?.length) return { photos: [] };
    const locale = normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT';
    let photos;
    try {
      photos = await loadPhotos(listing.images, deps, maxPhotosChecked, config.signal);
    } catch (error) {
      // A refused URL or one that is not an image is the client's to fix (a 422); a host that cannot be reached only leaves the advice out.
      if (config.signal?.aborted || UnsafeUrlError.isInstance(error)) throw error;
      return {};
    }
    const measured: { index: number; measure: PhotoMeasure }[] = [];
    for (const { index, image } of photos) {
      // A file that sniffs as an image but does not decode is left to the model and to people.
      const measure = await measurePhoto(image.bytes).catch(() => undefined);
      if (measure) measured.push({ index, measure });
    }
    const violations: ListingViolation[] = [];
    const violation = (code: 'photo_low_quality' | 'photo_duplicate', index: number, evidence: string): ListingViolation => ({
      code,
      field: `images/${index}`,
      span: null,
      evidence,
      severity: severityOf(code, strictness),
      clause: `${profile}/photos`,
      source: 'rule',
      message: t(locale, code, { evidence }),
    });
    for (const { index, measure } of measured) {
      const problems = qualityProblems(measure);
      if (problems.length > 0) violations.push(violation('photo_low_quality', index, problems.join('; ')));
    }
    measured.forEach(({ index, measure }, i) => {
      const earlier = measured.slice(0, i).find((other) => hammingDistance(other.measure.hash, measure.hash) <= photoThresholds.maxDuplicateHammingDistance);
      if (earlier) violations.push(violation('photo_duplicate', index, `photo ${index + 1} repeats photo ${earlier.index + 1}`));
    });
    return { violations, photos };
  };
}
