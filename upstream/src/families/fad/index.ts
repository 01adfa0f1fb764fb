import type { UpstreamFamily } from '../../family';

export const fadFamily: UpstreamFamily = {
  name: 'fad',
  migrations: [],
  async seed() {},
  routes() {},
};
