import { CrmClient, PressClient } from '@club/crm-client';
import { defineSubgraph, schemaFrom } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { ProfileClient } from './datasources/profile-client';
import { LoginProtection, type LoginProtectionRules } from './login-protection';
import { resolvers } from './resolvers';

/** The crm subgraph's own start options. */
export interface CrmOptions {
  /** Login and recovery limits; defaults to LOGIN_PROTECTION_RULES (tests pass smaller ones). */
  loginProtection: LoginProtectionRules;
}

/** The crm subgraph: the viewer, sign-in, consent and the member's CRM data. */
export const crmSubgraph = defineSubgraph<DataSources, CrmOptions>({
  name: 'crm',
  defaultPort: 4001,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  dataSources: ({ options, upstream }) => {
    // One limiter per process: the limits count across requests.
    const loginProtection = new LoginProtection(options.loginProtection);
    return (viewer) => ({
      crm: new CrmClient(upstream(viewer.upstreamToken)),
      crmWithToken: (token) => new CrmClient(upstream(token)),
      press: new PressClient(upstream(viewer.upstreamToken)),
      loginProtection,
      profile: new ProfileClient(upstream(viewer.upstreamToken)),
    });
  },
});

export const startCrmSubgraph = crmSubgraph.start;
/** The production login limits (the default of `loginProtection`), for tests that count against them. */
export { LOGIN_PROTECTION_RULES } from './login-protection';
