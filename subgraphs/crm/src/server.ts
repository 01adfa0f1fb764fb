import { CrmClient, PressClient } from '@club/crm-client';
import { serviceRedis } from '@club/observability';
import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import { CardFileLinks } from './card-files';
import type { DataSources } from './context';
import { ProfileClient } from './datasources/profile-client';
import { LoginProtection, type LoginProtectionRules } from './login-protection';
import { resolvers } from './resolvers';

/** The crm subgraph's own start options. */
export interface CrmOptions {
  /** Login and recovery limits; defaults to LOGIN_PROTECTION_RULES (tests pass smaller ones). */
  loginProtection: LoginProtectionRules;
  /** The Redis every crm instance shares (`REDIS_URL`) for the login limits; without it this process's memory. */
  redisUrl: string;
}

/** The crm subgraph: the viewer, sign-in, consent and the member's CRM data. */
export const crmSubgraph = defineSubgraph<DataSources, CrmOptions>({
  name: 'crm',
  defaultPort: 4001,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ options, upstream, onClose, dependsOn }) => {
    // One limiter per process: the limits count across requests (and, with a shared Redis, across instances).
    const shared = serviceRedis('subgraph-crm', options.redisUrl ?? options.env?.REDIS_URL, 'login limits counted by this instance alone');
    if (shared) {
      onClose(() => shared.close());
      dependsOn('redis', async () => (shared.isReady ? 'ok' : 'unreachable'));
    }
    const loginProtection = new LoginProtection(options.loginProtection, shared);
    return (viewer) => ({
      crm: new CrmClient(upstream(viewer.upstreamToken)),
      crmWithToken: (token) => new CrmClient(upstream(token)),
      press: new PressClient(upstream(viewer.upstreamToken)),
      loginProtection,
      profile: new ProfileClient(upstream(viewer.upstreamToken)),
      cardFiles: new CardFileLinks(options.signingSecret, viewer.userId),
    });
  },
});

export const startCrmSubgraph = crmSubgraph.start;
/** The production login limits (the default of `loginProtection`), for tests that count against them. */
export { LOGIN_PROTECTION_RULES } from './login-protection';
