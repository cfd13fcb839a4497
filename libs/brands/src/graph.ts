import { thenGoTo } from '@circular/runtime';
import { END, START, StateGraph } from '@langchain/langgraph';
import type { BrandsDeps } from './deps.ts';
import { createAnswerFromTable } from './nodes/answer-from-table.ts';
import { assembleResponse } from './nodes/assemble-response.ts';
import { createProposeBrand, createSearchBrands } from './nodes/propose.ts';
import { BrandsInput, BrandsOutput, BrandsState, type BrandsStateValue } from './state.ts';

/**
 * The brands function as a LangGraph graph: answerFromTable (the table, plus the core system's
 * catalogue) → (proposeBrand with a model when the table knows no match | searchBrands for
 * `discover` with search and a model) → assembleResponse. Input `{ request }` (already validated by
 * `brands`), output `{ response }`. answerFromTable says where to go next itself (`thenGoTo`): a
 * conditional edge would be steps of its own on every run.
 */
export function createBrandsGraph(deps: BrandsDeps = {}) {
  const afterTable = ({ request, found }: BrandsStateValue) => {
    if (request.agent_specific.operation === 'discover') return deps.search && deps.model ? 'searchBrands' : 'assembleResponse';
    return found.length === 0 && deps.model ? 'proposeBrand' : 'assembleResponse';
  };
  return new StateGraph({ state: BrandsState, input: BrandsInput, output: BrandsOutput })
    .addNode('answerFromTable', thenGoTo(createAnswerFromTable(deps), afterTable), { ends: ['proposeBrand', 'searchBrands', 'assembleResponse'] })
    .addNode('proposeBrand', createProposeBrand(deps))
    .addNode('searchBrands', createSearchBrands(deps))
    .addNode('assembleResponse', assembleResponse)
    .addEdge(START, 'answerFromTable')
    .addEdge('proposeBrand', 'assembleResponse')
    .addEdge('searchBrands', 'assembleResponse')
    .addEdge('assembleResponse', END)
    .compile({ name: 'brands' });
}

export type BrandsGraph = ReturnType<typeof createBrandsGraph>;
