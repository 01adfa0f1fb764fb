import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Db } from '../../db';

/**
 * The login key pair: RSA-2048, generated once at first use and stored in `server_keys`, so a
 * restart (same data folder) keeps the key a browser may already have fetched.
 */
export interface LoginKeys {
  publicKeyPEM: string;
  privateKeyPEM: string;
}

const KEY_ID = 'login';

// One load per database handle: the key never changes while the process runs.
const loaded = new WeakMap<Db, Promise<LoginKeys>>();

export function loginKeys(db: Db): Promise<LoginKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    loaded.set(db, keys);
    // A failed load (database down) must not be remembered.
    keys.catch(() => loaded.delete(db));
  }
  return keys;
}

async function read(db: Db): Promise<LoginKeys | null> {
  const rows = await db.query<{ public_pem: string; private_pem: string }>(`SELECT public_pem, private_pem FROM server_keys WHERE id = $1`, [KEY_ID]);
  return rows[0] ? { publicKeyPEM: rows[0].public_pem, privateKeyPEM: rows[0].private_pem } : null;
}

async function loadOrCreate(db: Db): Promise<LoginKeys> {
  const existing = await read(db);
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Another process sharing the database may have won the race: keep whichever row landed first.
  await db.query(`INSERT INTO server_keys (id, public_pem, private_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [KEY_ID, publicKey, privateKey]);
  return (await read(db))!;
}

/** Decrypts a base64 RSA-OAEP/SHA-256 ciphertext (spec 1 §5: the password is encrypted with the public key); null when it cannot. */
export function decryptPassword(keys: LoginKeys, ciphertextBase64: string): string | null {
  try {
    return privateDecrypt(
      { key: keys.privateKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
