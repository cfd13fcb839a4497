export { RecentlyUsed } from './recently-used.ts';
export { shareAnswer, sharedAnswerJson } from './shared-answer.ts';
