import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, type GraphQLSchema } from 'graphql';
import { openKeysDb, type KeysDb } from '../keys/db';
import { EXAMPLE_PARTNER, type ClientUse } from './breaking-usage';
import { coordinatesOf } from './coordinates';
import { HOLDER_FILE } from './gateway-field-usage';

/** Where schema:check's usage came from: the gateway's database, or the persisted documents offline. */
export interface UsageSource {
  kind: 'database' | 'documents';
  /** Said in the check's output: which database, or why the documents were read instead. */
  description: string;
  /** The uses against the schema a change starts from (documents are read against it; recorded uses are what they are). */
  usesFor(schemaSdl: string): ClientUse[];
}

/** Each client's use of each coordinate over the last `days` days, or nothing when no gateway recorded any yet (no table). */
async function recordedUses(db: KeysDb, days: number): Promise<ClientUse[]> {
  const [table] = await db.query<{ name: string | null }>("SELECT to_regclass('field_usage')::text AS name");
  if (!table?.name) return [];
  const rows = await db.query<{ coordinate: string; client: string; count: string | number }>(
    'SELECT coordinate, client, sum(count) AS count FROM field_usage WHERE day > current_date - $1::int GROUP BY coordinate, client',
    [days],
  );
  return rows.map((r) => ({ coordinate: r.coordinate, client: r.client, count: Number(r.count) }));
}

/** The pid in the holder file when that process is alive: a gateway holds the embedded database. */
function holderOf(dataDir: string): number | null {
  const file = path.join(dataDir, HOLDER_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * The gateway's recorded usage when its database can be read: the Postgres server of `databaseUrl`
 * (GATEWAY_DATABASE_URL), else the embedded database under `dataDir` when it exists and no gateway
 * holds it (an embedded database is one process's). Otherwise the reason it could not be read.
 */
export async function databaseUsage(options: { databaseUrl?: string; dataDir: string; days: number }): Promise<UsageSource | { unavailable: string }> {
  let where: string;
  if (options.databaseUrl) {
    where = `the gateway's database (${new URL(options.databaseUrl).host})`;
  } else {
    if (!existsSync(path.join(options.dataDir, 'keys', 'PG_VERSION'))) return { unavailable: `no gateway database in ${options.dataDir}` };
    const holder = holderOf(options.dataDir);
    if (holder) return { unavailable: `the gateway database in ${options.dataDir} is held by a running gateway (pid ${holder})` };
    where = `the gateway's embedded database (${options.dataDir})`;
  }
  let db: KeysDb | null = null;
  try {
    db = await openKeysDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    const uses = await recordedUses(db, options.days);
    return { kind: 'database', description: `${where}, last ${options.days} days`, usesFor: () => uses };
  } catch (err) {
    return { unavailable: `${where} could not be read (${err instanceof Error ? err.message : String(err)})` };
  } finally {
    await db?.close().catch(() => undefined);
  }
}

/** The web client's persisted documents (one manifest of hash → text). */
function webDocuments(root: string): string[] {
  const manifest = path.join(root, 'web/src/gql/persisted-documents.json');
  return existsSync(manifest) ? Object.values(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : [];
}

/** The partner examples' documents: each graphql(`…`) of examples/<name>/src (generated gql/ folders left out). */
function exampleDocuments(root: string): string[] {
  const examples = path.join(root, 'examples');
  if (!existsSync(examples)) return [];
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'gql' && entry.name !== 'node_modules') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/graphql\(\s*`([\s\S]*?)`/g)) texts.push(m[1]!);
      }
    }
  };
  for (const example of readdirSync(examples, { withFileTypes: true })) if (example.isDirectory()) walk(path.join(examples, example.name, 'src'));
  return texts;
}

/** Coordinates of documents against a schema, one use per document and coordinate. */
function documentUses(schema: GraphQLSchema, documents: readonly { client: string; text: string }[]): ClientUse[] {
  const uses = new Map<string, ClientUse>();
  for (const { client, text } of documents) {
    let coordinates: string[];
    try {
      coordinates = coordinatesOf(schema, parse(text));
    } catch {
      continue;
    }
    for (const coordinate of coordinates) {
      const key = `${client}\u0000${coordinate}`;
      const use = uses.get(key);
      if (use) use.count += 1;
      else uses.set(key, { coordinate, client, count: 1 });
    }
  }
  return [...uses.values()];
}

/**
 * Offline: the persisted documents stand for the clients' use, the web client's attributed to `web`,
 * the partner examples' to `esempio partner` (the documents a partner starts from).
 */
export function documentsUsage(root: string, why: string): UsageSource {
  const documents = [...webDocuments(root).map((text) => ({ client: 'web', text })), ...exampleDocuments(root).map((text) => ({ client: EXAMPLE_PARTNER, text }))];
  return {
    kind: 'documents',
    description: `the persisted documents (${documents.length}: web client and partner examples), since ${why}`,
    usesFor: (schemaSdl) => documentUses(buildSchema(schemaSdl, { assumeValidSDL: true }), documents),
  };
}

/** The gateway's database when reachable, else the persisted documents, saying why. */
export async function usageSource(options: { root: string; databaseUrl?: string; dataDir: string; days: number }): Promise<UsageSource> {
  const fromDb = await databaseUsage(options);
  return 'unavailable' in fromDb ? documentsUsage(options.root, fromDb.unavailable) : fromDb;
}
