import type { ListingViolation } from '@circular/contract';
import { normalizeLocale, UpstreamError } from '@circular/runtime';
import { z } from 'zod';
import { severityOf } from '../check-listing-rules.ts';
import type { ValidationDeps } from '../deps.ts';
import { t } from '../messages.ts';
import { loadPhotos } from '../photos/load-photos.ts';
import { reviewSystem, reviewUser } from '../prompts.ts';
import type { ValidationStateValue } from '../state.ts';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';

const modelCodes = ['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'iban', 'prohibited_item', 'restricted_item', 'multiple_brands', 'category_mismatch', 'spam'] as const;

const rank: Record<ListingViolation['severity'], number> = { minor: 0, major: 1, critical: 2 };

const Review = z.object({
  problems: z.array(z.object({ code: z.enum(modelCodes), field: z.enum(['title', 'description', 'images']), quote: z.string(), reason: z.string() })),
});

/**
 * One model call for what rules cannot read (context, euphemisms, moderation categories), mapped
 * onto the same codes. Checked in code: a flag whose quote is found in the field gets that span and
 * the code's severity; one whose quote is not found has no evidence, so it can only ask for a person
 * (`manual_review`), never reject. Flags the rules already made at the same place, at the same severity or higher, are dropped;
 * a quoted one over a finding left less severe than its code (a rule's item the learned scorer did not confirm, the scorer's own, capped at
 * `major`) is kept: the two readings agree, and the severity of the code stands.
 */
export function createReviewWithModel(deps: ValidationDeps) {
  return async ({ request, violations, photos }: ValidationStateValue, config: LangGraphRunnableConfig) => {
    if (!deps.model) return {};
    const { listing, profile, strictness = 'standard' } = request.agent_specific;
    const locale = normalizeLocale(request.language ?? 'PT-PT') ?? 'pt-PT';
    const limit = deps.maxImages ?? 4;
    const images = (photos ?? (await loadPhotos(listing.images ?? [], deps, limit, config.signal))).slice(0, limit).map(({ image }) => image);
    const text = reviewUser.replace('{listing}', JSON.stringify({ title: listing.title, description: listing.description ?? '', category: listing.category ?? null, price: listing.price ?? null }));
    let review: z.infer<typeof Review>;
    try {
      review = await deps.model.withStructuredOutput(Review, { name: 'listing_review' }).invoke(
        [
          { role: 'system', content: reviewSystem.replace('{profile}', profile).replace('{codes}', modelCodes.join(', ')) },
          {
            role: 'user',
            content: [
              { type: 'text', text },
              ...images.map((image) => ({ type: 'image_url' as const, image_url: { url: `data:${image.mimeType};base64,${image.bytes.toString('base64')}` } })),
            ],
          },
        ],
        config,
      );
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason;
      throw new UpstreamError('model', { cause: error });
    }
    const added: ListingViolation[] = [];
    for (const problem of review.problems.slice(0, 20)) {
      if (problem.field === 'images') {
        // A photo has no text to quote: the flag names the photo and asks a person to look.
        const photo = Number.parseInt(problem.quote, 10);
        const field = Number.isInteger(photo) && photo >= 1 && photo <= images.length ? `images/${photo - 1}` : 'images';
        added.push({ code: problem.code, field, span: null, evidence: problem.reason.slice(0, 200), severity: severityOf(problem.code, strictness), clause: `${profile}/model-review`, source: 'model', message: t(locale, 'model_flag', { evidence: problem.reason.slice(0, 200) }) });
        continue;
      }
      const text = problem.field === 'title' ? listing.title : (listing.description ?? '');
      const quote = problem.quote.trim();
      const start = quote.length > 0 ? text.indexOf(quote) : -1;
      const span = start >= 0 ? { start, end: start + quote.length } : null;
      const severity = severityOf(problem.code, strictness);
      // Already found there at least as severe. A finding left less severe than its code (a rule's item the learned scorer did not confirm, or the
      // scorer's own finding, capped at `major`) is not: the model's quoted flag at the same place is a second, independent reading, and it stands
      // at its own severity.
      const known = [...violations, ...added].some((v) => v.code === problem.code && v.field === problem.field && (!span || (v.span && v.span.start < span.end && span.start < v.span.end && rank[v.severity] >= rank[severity])));
      if (known) continue;
      const evidence = span ? quote : problem.reason.slice(0, 200);
      added.push({
        code: problem.code,
        field: problem.field,
        span,
        evidence,
        severity,
        clause: `${profile}/model-review`,
        source: 'model',
        message: span ? t(locale, problem.code, { evidence }) : t(locale, 'model_flag', { evidence }),
      });
    }
    return { violations: added };
  };
}
