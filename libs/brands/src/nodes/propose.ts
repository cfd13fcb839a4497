import type { BrandMatchResult } from '@circular/contract';
import { UpstreamError } from '@circular/runtime';
import { z } from 'zod';
import type { BrandsDeps } from '../deps.ts';
import { extractBrandsSystem, extractBrandsUser, proposeBrandSystem, proposeBrandUser, searchBrandsQuery } from '../prompts.ts';
import type { BrandsStateValue } from '../state.ts';
import { shownName } from '../table/brand-table.ts';
import type { LangGraphRunnableConfig } from '@langchain/langgraph';

const BrandProposal = z.object({ brand: z.string().nullable() });
const BrandList = z.object({ brands: z.array(z.string()) });

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A model's proposal for a string the table does not know. The answer is checked in code (a short
 * name, not blank, words taken from the input or a brand the table knows) and is always `needs_review`.
 */
export function createProposeBrand(deps: BrandsDeps) {
  return async ({ request, index }: BrandsStateValue, config: LangGraphRunnableConfig) => {
    if (!deps.model || !index) return {};
    const { brand = '', category } = request.agent_specific;
    const model = deps.model.withStructuredOutput(BrandProposal, { name: 'brand_proposal' });
    let answer: z.infer<typeof BrandProposal>;
    try {
      answer = await model.invoke(
        [
          { role: 'system', content: proposeBrandSystem },
          { role: 'user', content: fill(proposeBrandUser, { input: brand, category: category ?? 'any' }) },
        ],
        config,
      );
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason;
      throw new UpstreamError('model', { cause: error });
    }
    const proposed = answer.brand?.trim();
    if (!proposed || proposed.length > 100) return {};
    const known = index.match(proposed);
    const grounded = known !== undefined || brand.toLowerCase().includes(proposed.toLowerCase().split(/\s+/)[0] ?? '\u0000');
    if (!grounded) return {};
    return { proposals: [proposal(shownName(known?.brand) ?? proposed, 'model', index.entries.find((e) => e.name === known?.brand)?.categories ?? (category ? [category] : []))] };
  };
}

/**
 * `discover` with search (and a model to read the results): brand names the results state, kept
 * only when written in a result and unknown to the table, as `needs_review` proposals.
 */
export function createSearchBrands(deps: BrandsDeps) {
  return async ({ request, index, found }: BrandsStateValue, config: LangGraphRunnableConfig) => {
    const { category } = request.agent_specific;
    if (!deps.search || !deps.model || !index || !category) return {};
    const results = await deps.search.search(fill(searchBrandsQuery, { category: category.replace('-', ' ') }), { maxResults: 5, ...(config.signal ? { signal: config.signal } : {}) });
    if (results.length === 0) return {};
    const text = results.map((r) => `${r.title}\n${r.content}`).join('\n\n').slice(0, 12_000);
    let answer: z.infer<typeof BrandList>;
    try {
      answer = await deps.model.withStructuredOutput(BrandList, { name: 'brand_list' }).invoke(
        [
          { role: 'system', content: fill(extractBrandsSystem, { category }) },
          { role: 'user', content: fill(extractBrandsUser, { results: text }) },
        ],
        config,
      );
    } catch (error) {
      if (config.signal?.aborted) throw config.signal.reason;
      throw new UpstreamError('model', { cause: error });
    }
    const listed = new Set(found.map((r) => r.brand));
    const lowerText = text.toLowerCase();
    const proposals = answer.brands
      .map((name) => name.trim())
      .filter((name) => name.length > 1 && name.length <= 100 && lowerText.includes(name.toLowerCase()))
      .filter((name) => !index.match(name) && !listed.has(name))
      .slice(0, 10)
      .map((name) => proposal(name, 'search', [category]));
    return { proposals };
  };
}

function proposal(brand: string, source: 'model' | 'search', categories: BrandMatchResult['categories']): BrandMatchResult {
  return { brand, method: source, score: 0.5, categories: [...categories], source, needs_review: true };
}
