export { RecentlyUsed } from './recently-used.ts';
