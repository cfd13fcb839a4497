import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { describe, expect, it } from 'vitest';
import { thenGoTo } from './then-go-to.ts';

const State = Annotation.Root({ request: Annotation<number>, doubled: Annotation<number>, response: Annotation<string> });

function graph() {
  const double = ({ request }: typeof State.State) => ({ doubled: request * 2 });
  return new StateGraph(State)
    .addNode('double', thenGoTo(double, ({ doubled }) => (doubled > 10 ? 'large' : 'small')), { ends: ['large', 'small'] })
    .addNode('large', ({ doubled }) => ({ response: `large ${doubled}` }))
    .addNode('small', ({ doubled }) => ({ response: `small ${doubled}` }))
    .addEdge(START, 'double')
    .addEdge('large', END)
    .addEdge('small', END)
    .compile();
}

describe('thenGoTo', () => {
  it('applies the node’s update and goes where the updated state says', async () => {
    expect((await graph().invoke({ request: 3 })).response).toBe('small 6');
    expect((await graph().invoke({ request: 8 })).response).toBe('large 16');
  });

  it('draws the node’s declared ends as its paths', () => {
    const drawn = graph().getGraph();
    const from = drawn.edges.filter((edge) => edge.source === 'double').map((edge) => edge.target);
    expect(from.sort()).toEqual(['large', 'small']);
  });
});
