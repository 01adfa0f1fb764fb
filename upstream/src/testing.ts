import { constants, createHash, publicEncrypt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clubDay } from '@club/wire';
import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from './db';
import { migrate, seed } from './migrate';
import { buildServer, type ServerOptions } from './server';

// Helpers the tests of other workspaces use for their fixtures: a valid fiscal code, a module PDF's text.
export { fiscalCode } from './families/crm/fiscal-code';
export { pdfText } from './families/cms/module-file';
export { EBOOK_WITHOUT_COURSE } from './families/fad/seed';

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

const SNAPSHOT_PREFIX = 'club-upstream-seed-';

/**
 * The fully migrated and seeded database as a gzipped PGlite snapshot, built once per seed version
 * and club day, and kept in the temp folder: each test file then starts its own upstream from it in
 * a second instead of seeding tens of thousands of rows again. The seed dates everything from the
 * club's today (a trial started 3 days ago ends in 4), so a snapshot from yesterday would tell the
 * tests a trial ends a day sooner: the day is part of the name.
 */
async function seededSnapshot(): Promise<Blob> {
  const name = `${SNAPSHOT_PREFIX}${seedSourceHash()}-${clubDay()}.tar.gz`;
  const file = path.join(tmpdir(), name);
  if (!existsSync(file)) {
    removeStaleSnapshots(name);
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
 * Snapshots of other seed versions or days, left by earlier runs, removed once two days old (a
 * younger one may belong to another checkout testing at the same time).
 */
function removeStaleSnapshots(keep: string): void {
  const staleBefore = Date.now() - 2 * 86_400_000;
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(SNAPSHOT_PREFIX) || entry === keep) continue;
    const file = path.join(tmpdir(), entry);
    try {
      if (statSync(file).mtimeMs < staleBefore) rmSync(file, { force: true });
    } catch {
      // Removed meanwhile by another worker.
    }
  }
}

/**
 * Starts a real upstream on an in-memory PGlite with the full seed, on a random loopback port.
 * Used by the integration tests of the upstream itself, the subgraphs and the gateway. Each call
 * gets its own database, so tests that write never see each other.
 */
export async function startTestUpstream(options: Pick<ServerOptions, 'metricsToken' | 'logLevel' | 'logDestination' | 'testHooks'> = {}): Promise<{ url: string; db: Db; app: FastifyInstance; close: () => Promise<void> }> {
  const db = await openDb({ dataDir: 'memory://', fromSnapshot: await seededSnapshot() });
  let url = '';
  // The tests read the upstream's call counts and leads back: the test hooks are on unless a test says otherwise.
  const app = await buildServer({ db, publicUrl: () => url, testHooks: true, ...options });
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

/**
 * Logs in against an upstream directly, the password encrypted as the web client does (RSA-OAEP,
 * SHA-256, base64): returns the bearer token, as a signed-in member's viewer header carries it.
 */
export async function upstreamLogin(upstreamUrl: string, username: string, password: string): Promise<string> {
  const keyRes = await fetch(`${upstreamUrl}/auth/public-key`);
  const { publicKeyPEM } = (await keyRes.json()) as { publicKeyPEM: string };
  const encrypted = publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
  const res = await fetch(`${upstreamUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: encrypted }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed for ${username}: ${res.status}`);
  return body.token;
}
