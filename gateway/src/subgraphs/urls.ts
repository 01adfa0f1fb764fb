import type { GatewayEnv } from '../env';

/** Subgraph URL overrides from configuration; otherwise the URL recorded in the supergraph. */
export function subgraphUrl(env: GatewayEnv, name: string, recorded: string | undefined): string {
  const override = {
    crm: env.SUBGRAPH_CRM_URL,
    fad: env.SUBGRAPH_FAD_URL,
    cms: env.SUBGRAPH_CMS_URL,
    commerce: env.SUBGRAPH_COMMERCE_URL,
  }[name];
  const url = override ?? recorded;
  if (!url) throw new Error(`no URL for subgraph ${name}`);
  return url;
}

export function allSubgraphUrls(env: GatewayEnv): Record<string, string> {
  return {
    crm: env.SUBGRAPH_CRM_URL ?? 'http://127.0.0.1:4001/graphql',
    fad: env.SUBGRAPH_FAD_URL ?? 'http://127.0.0.1:4002/graphql',
    cms: env.SUBGRAPH_CMS_URL ?? 'http://127.0.0.1:4003/graphql',
    commerce: env.SUBGRAPH_COMMERCE_URL ?? 'http://127.0.0.1:4004/graphql',
  };
}
