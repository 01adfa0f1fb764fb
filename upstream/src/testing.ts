import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from './db';
import { migrate, seed } from './migrate';
import { buildServer } from './server';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Hash of every source file that shapes the seeded database: a changed migration or seed makes a new snapshot. */
function seedSourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const p = path.join(dir, entry);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) hash.update(p.slice(SRC.length)).update(readFileSync(p));
    }
  };
  walk(path.join(SRC, 'families'));
  hash.update(readFileSync(path.join(SRC, 'migrate.ts')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The fully migrated and seeded database as a gzipped PGlite snapshot, built once per seed version
 * and kept in the temp folder: each test file then starts its own upstream from it in a second
 * instead of seeding tens of thousands of rows again.
 */
async function seededSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `club-upstream-seed-${seedSourceHash()}.tar.gz`);
  if (!existsSync(file)) {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    await seed(db);
    const blob = await db.snapshot!();
    await db.close();
    // Write then rename, so parallel test workers never read a half-written snapshot.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Starts a real upstream on an in-memory PGlite with the full seed, on a random loopback port.
 * Used by the integration tests of the upstream itself, the subgraphs and the gateway. Each call
 * gets its own database, so tests that write never see each other.
 */
export async function startTestUpstream(): Promise<{ url: string; db: Db; app: FastifyInstance; close: () => Promise<void> }> {
  const db = await openDb({ dataDir: 'memory://', fromSnapshot: await seededSnapshot() });
  let url = '';
  const app = await buildServer({ db, publicUrl: () => url });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return {
    url,
    db,
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
