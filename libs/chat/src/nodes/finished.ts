import { Command } from '@langchain/langgraph';
import { conversation } from '../conversation.ts';
import type { ChatStateValue } from '../state.ts';

/** After completion: the submission is done; the link again, and a way to submit another product. */
export function finished(state: ChatStateValue) {
  const { say, reply } = conversation(state);
  const url = state.continueUrl ?? '';
  return new Command({
    goto: 'endTurn',
    update: {
      consumed: true,
      replies: [...state.replies, reply([say('alreadyDone', { url })], [say('buttonStartOver')], { href: url, label: say('continueLink') })],
    },
  });
}
