import { CrmClient } from '@club/crm-client';
import { serviceRedis } from '@club/observability';
import type { TrienniumConfig } from '@club/policy';
import { defineSubgraph, schemaFrom, type DataSourceSetup, type MemberItemsOptions } from '@club/subgraph-kit';
import type { DataSources } from './context';
import { FadApi } from './datasources/fad-api';
import { fadEnvSchema } from './env';
import { FileLinks } from './file-links';
import { MemberEnrolments } from './member-enrolments';
import { resolvers } from './resolvers';
import { useTrienniumPeriod } from './triennium';

/** The fad subgraph's own start options. */
export interface FadOptions {
  /** The Redis every fad instance shares (`REDIS_URL`): a member's course start drops their kept enrolments on all of them. */
  redisUrl: string;
  /** This instance's kept enrolments (tests pass their own); by default a store with `memberEnrolmentSettings`. */
  memberEnrolments: MemberEnrolments;
  /** FAD_MEMBER_ENROLMENTS_TTL_MS and _MAX_MEMBERS (env.ts). */
  memberEnrolmentSettings: MemberItemsOptions;
  /** ECM_TRIENNIUM_* (env.ts): the override of the current triennium, none by default. */
  trienniumPeriod: TrienniumConfig;
}

/** The fad subgraph: ECM catalogue, courses and the member's ECM balance. */
export const fadSubgraph = defineSubgraph<DataSources, FadOptions>({
  name: 'fad',
  defaultPort: 4002,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  env: fadEnvSchema,
  dataSources: (setup) => {
    const { upstream, options } = setup;
    if (options.trienniumPeriod) useTrienniumPeriod(options.trienniumPeriod);
    // One store per process: a member's enrolments are kept across their requests.
    const enrolments = options.memberEnrolments ?? enrolmentsStore(setup);
    return (viewer) => {
      const asViewer = upstream(viewer.upstreamToken);
      const files = new FileLinks(options.signingSecret, options.upstreamUrl, viewer.userId);
      return { fad: new FadApi({ ...asViewer, member: viewer.userId, enrolments }), crm: new CrmClient(asViewer), files };
    };
  },
});

/** The store of `npm start` and the fleet: the configured settings, drops shared over the shared Redis (REDIS_URL) when there is one. */
function enrolmentsStore({ options, onClose, dependsOn }: DataSourceSetup<FadOptions>): MemberEnrolments {
  const shared = serviceRedis('subgraph-fad', options.redisUrl ?? options.env?.REDIS_URL, "other instances keep a member's enrolments until their lifetime ends");
  if (shared) {
    onClose(() => shared.close());
    dependsOn('redis', async () => (shared.isReady ? 'ok' : 'unreachable'));
  }
  return new MemberEnrolments(options.memberEnrolmentSettings ?? { ttlMs: 0, maxMembers: 1 }, shared);
}

export const startFadSubgraph = fadSubgraph.start;
