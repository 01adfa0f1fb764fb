/**
 * Prepares a new embedded keys database in a data folder (initdb and the table), in a process of its
 * own: `node --import tsx gateway/src/keys/prepare-folder.ts <dataDir>`. The gateway runs it once, for
 * a folder it has not seen (keys/db.ts, `openKeysDbForGateway`): initdb's WebAssembly memory (300+ MB)
 * then ends with this process instead of staying in the gateway's.
 */
import { openKeysDb } from './db';
import { PartnerKeyStore } from './store';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: prepare-folder.ts <dataDir>');
  process.exit(2);
}
const db = await PartnerKeyStore.prepare(await openKeysDb({ dataDir }));
await db.close();
