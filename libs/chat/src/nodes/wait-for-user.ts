import { interrupt } from '@langchain/langgraph';
import { REMEMBERED_TURNS, type ChatStateValue } from '../state.ts';
import { resumeTurn } from '../transport/turn.ts';

/**
 * Ends a turn: its replies are remembered under the request's key, so the same request sent again
 * gets them without the conversation moving.
 */
export function endTurn(state: ChatStateValue) {
  const turn = { key: state.turn.key, first: state.turnCount === 0, replies: state.replies };
  return { turnCount: state.turnCount + 1, recentTurns: [...state.recentTurns, turn].slice(-REMEMBERED_TURNS) };
}

/**
 * Waits for the user's next words. LangGraph runs this node again from the top when the next
 * turn resumes it, so it does nothing but wait: every side effect lives in the nodes after it.
 * The library resumes with a `Turn`; Studio with words or a chat request (`resumeTurn`).
 */
export function waitForUser(state: ChatStateValue) {
  const turn = resumeTurn(interrupt<ChatStateValue['replies'], unknown>(state.replies), state.turn);
  return { turn, consumed: false, modelCalls: 0, replies: [] };
}
