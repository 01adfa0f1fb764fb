import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readKeyAudit } from './audit';
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

  it('rotates a key (the new secret printed once, the old one valid for the grace) and sets or clears its expiry, each audited as the CLI', async () => {
    const created = await keys('create', '--partner', 'rotating', '--scopes', '*', '--budget', '100');
    const oldKey = /Chiave \(mostrata solo ora, conservala\): (ck_\S+)/.exec(created.stdout)![1]!;
    const id = /^Creata: ([0-9a-f]{12}) /m.exec(created.stdout)![1]!;

    const rotated = await keys('rotate', id);
    expect(rotated.code).toBe(0);
    const newKey = /Nuova chiave \(mostrata solo ora, conservala\): (ck_\S+)/.exec(rotated.stdout)![1]!;
    expect(newKey).not.toBe(oldKey);
    expect(rotated.stdout).toMatch(/La chiave precedente resta valida fino a \d{4}-/);

    const at = '2099-06-30T23:59:59.000Z';
    const expiring = await keys('expire', id, '--at', at);
    expect(expiring.code).toBe(0);
    expect(expiring.stdout).toContain(`scadenza=${at}`);
    expect((await keys('list')).stdout).toMatch(new RegExp(`${id} .* scadenza=${at.replace(/\./g, '\\.')}`));
    const never = await keys('expire', id, '--never');
    expect(never.stdout).toContain('scadenza=nessuna');

    // Refused before the database is touched: a past date, neither or both options; an unknown key after.
    const past = await keys('expire', id, '--at', '2020-01-01T00:00:00Z');
    expect([past.code, past.stderr.trim()]).toEqual([1, 'La scadenza deve essere nel futuro.']);
    expect((await keys('expire', id)).code).toBe(2);
    expect((await keys('rotate', '000000000000')).stderr).toContain('Chiave sconosciuta o revocata: 000000000000');

    const db = await openKeysDb({ dataDir });
    try {
      const store = await PartnerKeyStore.open(db);
      // Both secrets work during the grace; the key has no expiry any more.
      expect(await store.lookup(newKey)).toMatchObject({ status: 'active', grant: { keyId: id } });
      expect(await store.lookup(oldKey)).toMatchObject({ status: 'active', grant: { keyId: id } });
      expect((await store.list()).find((k) => k.id === id)!.expiresAt).toBeNull();
      // The audit names the CLI with the OS user, from this host, as for every other command.
      const entries = await readKeyAudit(db, { keyId: id });
      expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'rotate', 'create']);
      expect(new Set(entries.map((e) => `${e.who}@${e.from}`))).toEqual(new Set([`cli:${userInfo().username}@${hostname()}`]));
      expect(entries[1]).toMatchObject({ before: { expires_at: null }, after: { expires_at: expect.stringMatching(/^2099-06-30T23:59:59/) } });
      expect(entries[0]).toMatchObject({ after: { expires_at: null } });
    } finally {
      await db.close();
    }
  }, 180_000);
});
