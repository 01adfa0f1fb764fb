import type { UpstreamFamily } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db';

/** What a family of upstream services (crm, fad, cms, commerce; core: the tables they share) provides to the server. */
export interface FamilyModule {
  name: UpstreamFamily | 'core';
  /** Ordered SQL migrations; each id is applied once, in order, across all families. */
  migrations: { id: string; sql: string }[];
  /** Deterministic demo data; runs inside one transaction on an empty schema. */
  seed(db: Db, ctx: SeedContext): Promise<void>;
  /**
   * `--scale N` above 1 (upstream/README.md 'Scale'): adds N-1 copies of the family's demo volume, after
   * every family's seed, in the same transaction. Set-based SQL over the demo rows, deterministic.
   */
  scale?(db: Db, ctx: ScaleContext): Promise<void>;
  /** Registers the family's REST routes. */
  routes(app: FastifyInstance, deps: RouteDeps): Promise<void> | void;
}

export interface SeedContext {
  /** Deterministic pseudo-random generator in [0, 1). */
  random: () => number;
}

export interface ScaleContext {
  /** How many copies to add beside the demo's rows (the scale minus one, at least 1). */
  copies: number;
}

export interface RouteDeps {
  db: Db;
  /** Public base URL of this service (for links it hands out); a function because tests learn the port after start. */
  publicUrl: () => string;
}
