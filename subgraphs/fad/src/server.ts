import { CrmClient } from '@club/crm-client';
import { sharedRedisFrom } from '@club/shared-state';
import { defineSubgraph, processLogger, schemaFrom } from '@club/subgraph-kit';
import { z } from 'zod';
import type { DataSources } from './context';
import { FadApi } from './datasources/fad-api';
import { FileLinks } from './file-links';
import { MemberEnrolments, memberEnrolmentsSettings } from './member-enrolments';
import { resolvers } from './resolvers';

/** The fad subgraph's own start options. */
export interface FadOptions {
  /** The Redis every fad instance shares (`REDIS_URL`): a member's course start drops their kept enrolments on all of them. */
  redisUrl: string;
  /** This instance's kept enrolments (tests pass their own); by default from the environment's settings. */
  memberEnrolments: MemberEnrolments;
}

/** The fad subgraph: ECM catalogue, courses and the member's ECM balance. */
export const fadSubgraph = defineSubgraph<DataSources, FadOptions>({
  name: 'fad',
  defaultPort: 4002,
  schema: schemaFrom(new URL('../schema.graphql', import.meta.url)),
  resolvers,
  env: z
    .object({ REDIS_URL: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL').optional() })
    .transform((env) => (env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {})),
  dataSources: ({ upstream, options, onClose }) => {
    // One store per process: a member's enrolments are kept across their requests.
    const enrolments = options.memberEnrolments ?? enrolmentsFromEnvironment(options.redisUrl, onClose);
    return (viewer) => {
      const asViewer = upstream(viewer.upstreamToken);
      const files = new FileLinks(options.signingSecret, options.upstreamUrl, viewer.userId);
      return { fad: new FadApi({ ...asViewer, member: viewer.userId, enrolments }), crm: new CrmClient(asViewer), files };
    };
  },
});

/** The store of `npm start` and the fleet: the environment's settings, drops shared over `REDIS_URL` when set. */
function enrolmentsFromEnvironment(redisUrl: string | undefined, onClose: (close: () => Promise<void>) => void): MemberEnrolments {
  const shared = sharedRedisFrom(redisUrl, {
    name: 'fad',
    onStateChange: (state, detail) =>
      state === 'up'
        ? processLogger().info('shared state (Redis) reachable')
        : processLogger().error({ detail }, "shared state (Redis) unreachable: other instances keep a member's enrolments until their lifetime ends"),
  });
  if (shared) onClose(() => shared.close());
  return new MemberEnrolments(memberEnrolmentsSettings(), shared);
}

export const startFadSubgraph = fadSubgraph.start;
