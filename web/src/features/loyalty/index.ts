/** What the loyalty feature offers other pages: the rewards teaser (the home shows its home layout). */
export { RewardsTeaser } from './RewardsTeaser';
