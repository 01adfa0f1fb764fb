import { readFileSync } from 'node:fs';
import type { Fetcher } from '@apollo/utils.fetcher';
import type { DependencyCheck, InstanceLifecycle } from '@club/observability';
import type { DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import type { z } from 'zod';
import type { ClubDataSourceOptions } from './datasource';
import { parseSubgraphEnv, sharedReadsSettings, subgraphEnvOfThisProcess, type SubgraphEnv, type SubgraphEnvResult } from './env';
import { sharedReads } from './shared-reads';
import { startSubgraphServer, type RunningSubgraph } from './server';
import type { SubgraphResolverMap } from './resolver-map';
import type { SignedViewer } from './viewer-header';

/** What starting any subgraph takes; `runSubgraph` reads it from the environment, tests pass it. */
export interface SubgraphStartOptions {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Base URL of the upstream REST services. */
  upstreamUrl: string;
  /** Shared with the gateway, which signs the viewer header with it. */
  signingSecret: string;
  /** Deadline of one upstream call. */
  timeoutMs: number;
  /** HTTP client for upstream calls; tests pass a recording or failing one. Defaults to the data sources' own. */
  fetch?: Fetcher;
  /** Bearer token of GET /metrics (METRICS_TOKEN); without it the route is off. */
  metricsToken?: string;
  /** The process's lifecycle (runSubgraph): `/health/ready` answers from it, and its shutdown closes the server. */
  lifecycle?: InstanceLifecycle;
  /**
   * The environment read at start (runSubgraph): the caches' settings and NODE_ENV. A server a test
   * starts in its own process reads that process's environment through the same schema instead.
   */
  env?: SubgraphEnv;
}

/** A subgraph's start options: the shared ones and, optionally, the subgraph's own (`TOwn`). */
export type StartOptionsOf<TOwn> = SubgraphStartOptions & Partial<TOwn>;

/** What a subgraph builds its data sources from, once per started server. */
export interface DataSourceSetup<TOwn> {
  options: StartOptionsOf<TOwn>;
  /** Options of an upstream client calling with this bearer token (the viewer's, or e.g. a login's fresh session). */
  upstream(token: string | null): ClubDataSourceOptions;
  /** Registers what to close with the server (a shared store's connection), after it stopped serving. */
  onClose(close: () => Promise<void>): void;
  /** A dependency `/health/deps` checks besides the upstream (a shared Redis). */
  dependsOn(name: string, check: DependencyCheck): void;
}

/**
 * The resolvers of a subgraph. The generated resolver types (or Apollo's resolver map) already
 * check them against the schema; the federation helper's own map type cannot express the generated
 * signatures, so the kit takes any resolver object here and hands it over once.
 */
export type SubgraphResolvers = object;

export interface SubgraphDefinition<TDataSources, TOwn = object> {
  name: string;
  /** The port when PORT is not set (the gateway's service list and scripts/stack.mjs use the same). */
  defaultPort: number;
  /** The subgraph's SDL (`schemaFrom(new URL('../schema.graphql', import.meta.url))`). */
  schema: DocumentNode;
  resolvers: SubgraphResolvers;
  /**
   * Runs once per started server, so state every request shares (a cache, login limits) is made
   * here; returns the builder of one request's data sources for its viewer (fresh per request: no
   * cross-member caching).
   */
  dataSources: (setup: DataSourceSetup<TOwn>) => (viewer: SignedViewer) => TDataSources;
  /** The subgraph's own environment variables: a schema reading the environment into its own start options. */
  env?: z.ZodType<Partial<TOwn>>;
}

/** A defined subgraph: start it (tests, the gateway's test stack) or run it as a process (`runSubgraph`). */
export interface Subgraph<TOwn = object> {
  readonly name: string;
  readonly defaultPort: number;
  start(options: StartOptionsOf<TOwn>): Promise<RunningSubgraph>;
  /** Its configuration from an environment: start options, circuit breaker settings, or every problem. */
  parseEnv(source: NodeJS.ProcessEnv): SubgraphEnvResult<TOwn>;
}

/**
 * The one way to build a subgraph: its name, schema, resolvers and data sources. The kit supplies
 * the rest every subgraph shares: the gateway-signed viewer header (401 when missing, forged or
 * expired), health routes, keep-alive, error handling, upstream clients with the viewer's token and
 * the deadline, and the environment model.
 */
export function defineSubgraph<TDataSources, TOwn = object>(definition: SubgraphDefinition<TDataSources, TOwn>): Subgraph<TOwn> {
  return {
    name: definition.name,
    defaultPort: definition.defaultPort,
    start: async (given) => {
      // Settings not given come from the environment through the schema, read once here (a test's own process).
      const fromEnvironment = given.env ? null : subgraphEnvOfThisProcess(definition.name, definition.defaultPort, definition.env);
      const env = given.env ?? fromEnvironment!.env;
      const options = { ...fromEnvironment?.own, ...given, env } as StartOptionsOf<TOwn>;
      sharedReads.configure(sharedReadsSettings(env));
      const closers: (() => Promise<void>)[] = [];
      const dependencies: Record<string, DependencyCheck> = {};
      const setup: DataSourceSetup<TOwn> = {
        options,
        upstream: (token) => ({ baseURL: options.upstreamUrl, token, timeoutMs: options.timeoutMs, fetch: options.fetch }),
        onClose: (close) => void closers.push(close),
        dependsOn: (name, check) => void (dependencies[name] = check),
      };
      const running = await startSubgraphServer<TDataSources>({
        name: definition.name,
        typeDefs: definition.schema,
        resolvers: definition.resolvers as SubgraphResolverMap,
        dataSources: definition.dataSources(setup),
        host: options.host,
        port: options.port,
        signingSecret: options.signingSecret,
        metricsToken: options.metricsToken,
        lifecycle: options.lifecycle,
        upstreamUrl: options.upstreamUrl,
        dependencies,
        cacheMaxAgeSeconds: env.SUBGRAPH_CACHE_MAX_AGE_S,
        development: env.NODE_ENV === 'development',
      });
      return {
        ...running,
        close: async () => {
          await running.close();
          await Promise.all(closers.map((close) => close()));
        },
      };
    },
    parseEnv: (source) => parseSubgraphEnv(definition.name, definition.defaultPort, definition.env, source),
  };
}

/** A subgraph's SDL from its `schema.graphql`. */
export function schemaFrom(file: URL): DocumentNode {
  return gql(readFileSync(file, 'utf8'));
}
