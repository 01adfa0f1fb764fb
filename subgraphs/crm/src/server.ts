import { CrmClient, PressClient } from '@club/crm-client';
import { sharedRedisFrom } from '@club/shared-state';
import { defineSubgraph, processLogger, schemaFrom } from '@club/subgraph-kit';
import { z } from 'zod';
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
  env: z
    .object({ REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional() })
    .transform((env) => (env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {})),
  dataSources: ({ options, upstream, onClose }) => {
    // One limiter per process: the limits count across requests (and, with a shared Redis, across instances).
    const shared = sharedRedisFrom(options.redisUrl, {
      name: 'crm',
      onStateChange: (state, detail) =>
        state === 'up'
          ? processLogger().info('shared state (Redis) reachable')
          : processLogger().error({ detail }, 'shared state (Redis) unreachable: login limits counted by this instance alone'),
    });
    if (shared) onClose(() => shared.close());
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
