import { Command } from '@langchain/langgraph';

/**
 * A node that also says where the graph goes next: its update, then `next` read from the state as
 * the update leaves it, as one `Command`. Add it with the nodes it may go to (`{ ends: [...] }`), so
 * the graph's drawing shows every path. In place of a conditional edge after the node, which is a
 * runnable of its own with a route and a channel write, each a LangChain step (config merged, a
 * context entered) on every run.
 */
export function thenGoTo<State extends object, Update extends Record<string, unknown>, Config>(
  node: (state: State, config: Config) => Update | Promise<Update>,
  next: (state: State) => string,
): (state: State, config: Config) => Promise<Command> {
  return async (state, config) => {
    const update = await node(state, config);
    return new Command({ update, goto: next({ ...state, ...update }) });
  };
}
