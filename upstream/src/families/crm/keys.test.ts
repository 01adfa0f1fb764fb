import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db';
import { migrate } from '../../migrate';
import { decryptPassword, loginKeys } from './keys';

const dir = mkdtempSync(path.join(tmpdir(), 'crm-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function keysOfFreshOpen() {
  const db = await openDb({ dataDir: dir });
  try {
    await migrate(db);
    return await loginKeys(db);
  } finally {
    await db.close();
  }
}

describe('login key pair', () => {
  it('is generated once and kept across restarts on the same data folder', async () => {
    const first = await keysOfFreshOpen();
    const second = await keysOfFreshOpen();
    expect(first.publicKeyPEM).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(second).toEqual(first);
  });

  it('decrypts what the public key encrypted (RSA-OAEP, SHA-256, base64) and refuses anything else', async () => {
    const keys = await keysOfFreshOpen();
    const cipher = publicEncrypt({ key: keys.publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Club2026!'));
    expect(decryptPassword(keys, cipher.toString('base64'))).toBe('Club2026!');
    expect(decryptPassword(keys, Buffer.from('Club2026!').toString('base64'))).toBeNull();
  });
});
