import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openKeysDb } from './db';
import { PartnerKeyStore } from './store';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-keys-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { GATEWAY_DATABASE_URL: _unused, ...withoutDatabaseUrl } = process.env;

/** `npm run keys -- …` as ops run it: the CLI in its own process, on a PGlite data folder. */
async function keys(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'gateway/src/keys/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...withoutDatabaseUrl, GATEWAY_DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('npm run keys', () => {
  it('creates (printing the key once), lists and revokes partner keys in the gateway database', async () => {
    const created = await keys('create', '--partner', 'acme', '--scopes', 'courseCatalogue,contents', '--budget', '5000');
    expect(created.code).toBe(0);
    const key = /Chiave \(mostrata solo ora, conservala\): (ck_\S+)/.exec(created.stdout)![1]!;
    const id = /^Creata: ([0-9a-f]{12}) /m.exec(created.stdout)![1]!;

    const listed = await keys('list');
    expect(listed.stdout).toContain(`${id}  partner=acme  ambiti=courseCatalogue,contents  budget=5000/min`);
    expect(listed.stdout).toContain('attiva');
    expect(listed.stdout).not.toContain(key);

    expect((await keys('revoke', id)).code).toBe(0);
    expect((await keys('list')).stdout).toMatch(new RegExp(`${id} .* revocata=\\d{4}-`));
    expect((await keys('revoke', '000000000000')).code).toBe(1);

    // What the gateway reads: the key is known, stored hashed, and revoked.
    const db = await openKeysDb({ dataDir });
    try {
      const store = await PartnerKeyStore.open(db);
      expect(await store.lookup(key)).toEqual({ status: 'revoked', keyId: id });
      const rows = await db.query<{ key_digest: string }>('SELECT key_digest FROM partner_keys');
      expect(rows[0]!.key_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(key.slice(16));
    } finally {
      await db.close();
    }
  }, 120_000);

  it('refuses bad input with the reasons and a usage line', async () => {
    const bad = await keys('create', '--partner', 'acme', '--scopes', 'notAField', '--budget', '0');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Ambiti sconosciuti (non sono campi radice dello schema): notAField.');
    expect(bad.stderr).toContain('Il budget al minuto deve essere un numero intero positivo.');
    const usage = await keys('rotate');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run keys -- create');
  }, 60_000);
});
