import { readFileSync } from 'node:fs';
import { describeListing, type C2cDescriptorDeps, type C2cDescriptorRequest, type C2cDescriptorResponse } from '@circular/c2c-descriptor';
import { disclosesDefect } from '@circular/c2c-descriptor/internals';
import { loadDefaultRules, responseSchema, startModelStub, type Rule } from '@circular/model-stub';
import { createChatModel } from '@circular/runtime';
import { percentile, type Row } from '../report.ts';

/** One labelled seller input: the request as a seller app would send it, and what a listing must get right. */
interface SellerInput {
  id: string;
  request: C2cDescriptorRequest;
  expected: { category: string; grade: string; attributes: Record<string, string> };
}

const inputsUrl = new URL('../../../../libs/c2c-descriptor/fixtures/seller-inputs.json', import.meta.url);
const titleLimits: Record<string, number> = { 'olx-pt': 70, vinted: 60, wallapop: 50, ebay: 80, generic: 100 };
const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * Facts a dishonest copywriter slips in: a capacity, a brand, a size, a model code, a year, a phone
 * number, a model tier. None is in any seller input, so each one found in a returned listing is an
 * invented fact.
 */
const inventions = ['2TB', 'Huawei', 'tamanho XXL', 'X9000-PRO', '2019', '913 456 789', 'Pro Max'];

const inventingRule: Rule = {
  name: 'inventing-copywriter',
  match: (request) => responseSchema(request)?.name === 'listing_copy',
  reply: (request) => {
    const text = request.messages.map((message) => (typeof message.content === 'string' ? message.content : '')).join('\n');
    const facts = JSON.parse(text.slice(text.indexOf('FACTS (JSON):') + 'FACTS (JSON):'.length)) as { item: string; defects: string[] };
    return {
      content: {
        title: `${facts.item} ${inventions[6]} ${inventions[0]} ${inventions[1]} ${inventions[3]}`,
        description: `${facts.item}, ${inventions[2]}, comprado em ${inventions[4]}. ${facts.defects.join('. ')} Ligue ${inventions[5]}.`,
      },
    };
  },
};

interface PassResult {
  listings: { input: SellerInput; listing: C2cDescriptorResponse; ms: number }[];
}

async function runPass(inputs: readonly SellerInput[], deps: C2cDescriptorDeps, { withPhotos = false, afterWarmUp = () => {} } = {}): Promise<PassResult> {
  const listings: PassResult['listings'] = [];
  await describeListing(inputs[0]!.request, deps); // warm-up: compiles the graph, loads the tables
  afterWarmUp();
  for (const [index, input] of inputs.entries()) {
    const request = withPhotos && index % 5 === 0 ? { ...input.request, images: [pixel] } : input.request;
    const started = performance.now();
    const listing = await describeListing(request, deps);
    listings.push({ input, listing, ms: performance.now() - started });
  }
  return { listings };
}

function quality(name: string, { listings }: PassResult, modelCalls: number | undefined): { row: Row; misses: unknown[] } {
  const misses: unknown[] = [];
  let titlesWithin = 0;
  let defects = 0;
  let disclosed = 0;
  let categories = 0;
  let grades = 0;
  let attributesExpected = 0;
  let attributesFound = 0;
  let invented = 0;
  let rejected = 0;
  for (const { input, listing } of listings) {
    const max = titleLimits[input.request.agent_specific.marketplace]!;
    if (listing.title.length <= max) titlesWithin += 1;
    else misses.push({ id: input.id, title: listing.title, max });
    for (const defect of input.request.agent_specific.item.defects ?? []) {
      defects += 1;
      if (disclosesDefect(listing.description, defect)) disclosed += 1;
      else misses.push({ id: input.id, undisclosed: defect });
    }
    if (listing.category.id === input.expected.category) categories += 1;
    else misses.push({ id: input.id, category: listing.category.id, expected: input.expected.category });
    if (listing.condition.grade === input.expected.grade) grades += 1;
    for (const [attribute, value] of Object.entries(input.expected.attributes)) {
      attributesExpected += 1;
      const found = listing.attributes.find((candidate) => candidate.name === attribute);
      if (found && found.value.toLowerCase() === value.toLowerCase()) attributesFound += 1;
      else misses.push({ id: input.id, attribute, expected: value, found: found?.value });
    }
    const published = JSON.stringify([listing.title, listing.description, listing.attributes, listing.json_ld]);
    invented += inventions.filter((invention) => published.includes(invention)).length;
    if (listing.warnings.some((warning) => warning.code === 'model_claim_rejected')) rejected += 1;
  }
  const ms = listings.map((entry) => entry.ms).sort((a, b) => a - b);
  const n = listings.length;
  return {
    row: {
      pass: name,
      listings: n,
      'title within limit %': (100 * titlesWithin) / n,
      'defects disclosed %': defects === 0 ? 100 : (100 * disclosed) / defects,
      'category %': (100 * categories) / n,
      'grade %': (100 * grades) / n,
      'attributes read %': attributesExpected === 0 ? 100 : (100 * attributesFound) / attributesExpected,
      'invented facts': invented,
      'copy rejected': rejected,
      'model calls/listing': modelCalls === undefined ? 0 : modelCalls / n,
      'p50 ms': percentile(ms, 50),
      'p95 ms': percentile(ms, 95),
    },
    misses,
  };
}

/** Which required attributes the sellers left out, per profile and category: what the listing asks for. */
function missingReport({ listings }: PassResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { input, listing } of listings) {
    for (const missing of listing.missing_attributes) {
      const key = `${input.request.agent_specific.marketplace}/${listing.category.id}/${missing.name}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The C2C descriptor over the 50 labelled seller inputs (`libs/c2c-descriptor/fixtures`), in this
 * process: without a model (templates); with the real ChatOpenAI client against the model stub's
 * honest demo copywriter, one in five inputs with a photo (so +1 vision call); and against a stub
 * copywriter that invents a capacity, a brand, a size, a model code, a year, a phone number and a
 * model tier in every listing. Reports title-limit and defect-disclosure rates, category, grade and attribute
 * accuracy against the labels, invented facts that reached a listing, model calls per listing,
 * per-listing time, and the attributes the profiles still ask for.
 */
export async function descriptorQuality(): Promise<{ rows: Row[]; summary: Record<string, unknown>; misses: unknown[] }> {
  const inputs = JSON.parse(readFileSync(inputsUrl, 'utf8')) as SellerInput[];
  const honest = await startModelStub({ rules: await loadDefaultRules() });
  const inventing = await startModelStub({ rules: [inventingRule, ...(await loadDefaultRules())] });
  try {
    const modelFor = (url: string) => createChatModel({ baseUrl: url, apiKey: 'bench', model: 'stub-model', maxRetries: 0 });
    const templates = await runPass(inputs, {});
    const withModel = await runPass(inputs, { model: modelFor(honest.url) }, { withPhotos: true, afterWarmUp: () => honest.reset() });
    const invented = await runPass(inputs, { model: modelFor(inventing.url) }, { afterWarmUp: () => inventing.reset() });
    const results = [quality('templates (no model)', templates, undefined), quality('model stub (1 in 5 with a photo)', withModel, honest.requests.length), quality('inventing model stub', invented, inventing.requests.length)];
    const photos = inputs.filter((_, index) => index % 5 === 0).length;
    return {
      rows: results.map((result) => result.row),
      summary: {
        inputs: inputs.length,
        languages: countBy(inputs.map((input) => input.request.language ?? 'PT-PT')),
        profiles: countBy(inputs.map((input) => input.request.agent_specific.marketplace)),
        expectedModelCallsWithPhotos: (inputs.length + photos) / inputs.length,
        missingAttributes: missingReport(templates),
      },
      misses: results.flatMap((result) => result.misses),
    };
  } finally {
    await honest.close();
    await inventing.close();
  }
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
