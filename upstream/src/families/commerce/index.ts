import type { UpstreamFamily } from '../../family';

export const commerceFamily: UpstreamFamily = {
  name: 'commerce',
  migrations: [],
  async seed() {},
  routes() {},
};
