import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from './db';
import { migrate, seed } from './migrate';
import { buildServer } from './server';

/**
 * Starts a real upstream on an in-memory PGlite with the full seed, on a random loopback port.
 * Used by the integration tests of the upstream itself, the subgraphs and the gateway.
 */
export async function startTestUpstream(): Promise<{ url: string; db: Db; app: FastifyInstance; close: () => Promise<void> }> {
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db);
  let url = '';
  const app = await buildServer({ db, publicUrl: () => url });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return { url, db, app, close: async () => { await app.close(); await db.close(); } };
}
