import { END, START, StateGraph } from '@langchain/langgraph';
import type { C2cDescriptorDeps } from './deps.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { createPrepareListing } from './nodes/prepare-listing.ts';
import { createPriceListing } from './nodes/price-listing.ts';
import { createReadPhotoLabels } from './nodes/read-photo-labels.ts';
import { createWriteCopy } from './nodes/write-copy.ts';
import { DescriptorInput, DescriptorOutput, DescriptorState, type DescriptorStateValue } from './state.ts';

/**
 * The C2C descriptor as a LangGraph graph: prepareListing (request, facts, photos) → readPhotoLabels
 * (vision model and photos only) → writeCopy (model only) → priceListing → assembleResponse (checks,
 * fallbacks, marketplace rules, JSON-LD). Steps without their model are skipped. Input
 * `{ request }`, output `{ response }`.
 */
export function createC2cDescriptorGraph(deps: C2cDescriptorDeps = {}) {
  const vision = deps.visionModel ?? deps.model;
  const afterPrepare = ({ images }: DescriptorStateValue) => (vision && images.length > 0 ? 'readPhotoLabels' : deps.model ? 'writeCopy' : 'priceListing');
  return new StateGraph({ state: DescriptorState, input: DescriptorInput, output: DescriptorOutput })
    .addNode('prepareListing', createPrepareListing(deps))
    .addNode('readPhotoLabels', createReadPhotoLabels(deps))
    .addNode('writeCopy', createWriteCopy(deps))
    .addNode('priceListing', createPriceListing(deps))
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'prepareListing')
    .addConditionalEdges('prepareListing', afterPrepare, ['readPhotoLabels', 'writeCopy', 'priceListing'])
    .addConditionalEdges('readPhotoLabels', () => (deps.model ? 'writeCopy' : 'priceListing'), ['writeCopy', 'priceListing'])
    .addEdge('writeCopy', 'priceListing')
    .addEdge('priceListing', 'assembleResponse')
    .addEdge('assembleResponse', END)
    .compile({ name: 'c2c_descriptor' });
}

export type C2cDescriptorGraph = ReturnType<typeof createC2cDescriptorGraph>;
