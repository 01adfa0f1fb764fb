import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { Registry } from 'prom-client';
import { showDropped } from '../observability/periodic-writer';
import type { Logger } from 'pino';
import type { GatewayEnv } from '../env';
import type { KeysDb } from '../keys/db';
import { DocumentCoordinates } from './coordinates';
import { FieldUsageRecorder } from './recorder';
import { FieldUsageStore } from './store';

/** The file that says which process holds the embedded database (schema:check reads the folder only when none does). */
export const HOLDER_FILE = 'gateway.pid';

/** What the operations plugin hands field usage for each operation. */
export interface FieldUsage {
  /** Counts the coordinates of an executed operation's document for its client (coordinates computed once per document hash). */
  recordOperation(client: string, operation: { hash: string; schema: GraphQLSchema; document: DocumentNode; operation: OperationDefinitionNode; variables?: Readonly<Record<string, unknown>> }): void;
  /** Counts the coordinates of a document this gateway executed before (a kept answer's), by its hash; nothing for one it has not. */
  recordKnown(client: string, hash: string): void;
}

/** A gateway's field usage: the recorder over the store, its drops on /metrics, the holder file of an embedded database. */
export interface GatewayFieldUsage extends FieldUsage {
  store: FieldUsageStore;
  recorder: FieldUsageRecorder;
  stop(): Promise<void>;
}

export function startFieldUsage(options: {
  db: KeysDb;
  registry: Registry;
  logger: Logger;
  retentionDays: number;
  flushMs: number;
  /** The embedded database's data folder (no Postgres URL, not in memory): the holder file goes there. */
  embeddedDataDir: string | null;
}): GatewayFieldUsage {
  const store = new FieldUsageStore(options.db);
  let warned = false;
  const recorder = new FieldUsageRecorder(store, {
    retentionDays: options.retentionDays,
    flushMs: options.flushMs,
    // One warning per outage is enough: the drop counter on /metrics says how much was lost.
    onError: (err) => {
      if (!warned) options.logger.warn({ err }, 'field usage not written (counts dropped)');
      warned = true;
    },
  }).start();
  showDropped(options.registry, 'gateway_field_usage_dropped_total', 'Operations whose field usage was dropped: past the in-memory bound, or in a batch the database did not take', () => recorder.dropped);
  const holder = options.embeddedDataDir ? path.resolve(options.embeddedDataDir, HOLDER_FILE) : null;
  if (holder) {
    try {
      writeFileSync(holder, String(process.pid));
    } catch {
      // The folder is the keys database's; without the file schema:check only falls back to the documents less often.
    }
  }
  const coordinates = new DocumentCoordinates();
  return {
    store,
    recorder,
    recordOperation: (client, { hash, schema, document, operation, variables }) => recorder.record(client, coordinates.withVariables(hash, schema, document, operation, variables)),
    recordKnown: (client, hash) => {
      const known = coordinates.known(hash);
      if (known) recorder.record(client, known);
    },
    stop: async () => {
      await recorder.stop();
      if (holder) rmSync(holder, { force: true });
    },
  };
}

/** A gateway's field usage from its settings (FIELD_USAGE_RETENTION_DAYS, FIELD_USAGE_FLUSH_MS) over its database. */
export function fieldUsageOf(env: GatewayEnv, db: KeysDb, recording: { metrics: { registry: Registry }; logger: Logger }): GatewayFieldUsage {
  const embedded = !env.GATEWAY_DATABASE_URL && env.GATEWAY_DATA_DIR !== 'memory://';
  return startFieldUsage({
    db,
    registry: recording.metrics.registry,
    logger: recording.logger,
    retentionDays: env.FIELD_USAGE_RETENTION_DAYS,
    flushMs: env.FIELD_USAGE_FLUSH_MS,
    embeddedDataDir: embedded ? env.GATEWAY_DATA_DIR : null,
  });
}
