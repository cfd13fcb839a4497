export { RecentlyUsed } from './recently-used.ts';
export { ownAnswer, shareAnswer, sharedAnswerJson } from './shared-answer.ts';
