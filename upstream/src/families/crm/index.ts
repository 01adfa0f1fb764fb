import type { UpstreamFamily } from '../../family';

export const crmFamily: UpstreamFamily = {
  name: 'crm',
  migrations: [],
  async seed() {},
  routes() {},
};
