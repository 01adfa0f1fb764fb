import type { UpstreamFamily } from '../../family';

export const cmsFamily: UpstreamFamily = {
  name: 'cms',
  migrations: [],
  async seed() {},
  routes() {},
};
