import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openedOnFirstUse, openKeysDbForGateway, type KeysDb } from './db';

const fakeDb = (): KeysDb => ({ query: vi.fn(async () => [{ one: 1 }]) as KeysDb['query'], exec: vi.fn(async () => {}), close: vi.fn(async () => {}) });

describe('keys database opened on first use', () => {
  it('is not opened until a query, and concurrent first queries share one opening', async () => {
    const db = fakeDb();
    const open = vi.fn(async () => db);
    const lazy = openedOnFirstUse(open);
    expect(open).not.toHaveBeenCalled();
    expect(lazy.isOpen).toBe(false);
    const answers = await Promise.all([lazy.query('SELECT 1'), lazy.query('SELECT 1'), lazy.exec('SELECT 1')]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual([{ one: 1 }]);
    expect(db.query).toHaveBeenCalledTimes(2);
    expect(db.exec).toHaveBeenCalledTimes(1);
  });

  it('tries to open again after a failed opening', async () => {
    const db = fakeDb();
    const open = vi.fn<() => Promise<KeysDb>>().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(db);
    const lazy = openedOnFirstUse(open);
    await expect(lazy.query('SELECT 1')).rejects.toThrow('disk full');
    await expect(lazy.query('SELECT 1')).resolves.toEqual([{ one: 1 }]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('closing an unopened database opens nothing; an opened one is closed', async () => {
    const db = fakeDb();
    const open = vi.fn(async () => db);
    await openedOnFirstUse(open).close();
    expect(open).not.toHaveBeenCalled();
    const lazy = openedOnFirstUse(open);
    await lazy.query('SELECT 1');
    await lazy.close();
    expect(db.close).toHaveBeenCalledTimes(1);
  });
});

describe('the keys database as the gateway holds it', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const prepareTable = vi.fn(async (db: KeysDb) => {
    await db.exec('CREATE TABLE IF NOT EXISTS t (n int)');
    return db;
  });

  it('in a new data folder: prepared at once in a child process, opened only by its first use', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'keys-db-test-'));
    dirs.push(dataDir);
    prepareTable.mockClear();
    const db = await openKeysDbForGateway({ dataDir }, prepareTable);
    expect(existsSync(path.join(dataDir, 'keys', 'PG_VERSION'))).toBe(true);
    expect(prepareTable).not.toHaveBeenCalled();
    expect((db as { isOpen?: boolean }).isOpen).toBe(false);

    // The child made the partner keys' table; the first use opens the folder and runs prepare.
    expect(await db.query("SELECT to_regclass('partner_keys') IS NOT NULL AS made")).toEqual([{ made: true }]);
    expect(prepareTable).toHaveBeenCalledTimes(1);
    await db.exec('INSERT INTO t VALUES (7)');
    expect(await db.query('SELECT n FROM t')).toEqual([{ n: 7 }]);
    expect(await db.query("SELECT current_setting('shared_buffers') AS pool")).toEqual([{ pool: '2MB' }]);
    await db.close();

    // A folder prepared before starts no child and opens nothing at start.
    const again = await openKeysDbForGateway({ dataDir }, prepareTable);
    expect((again as { isOpen?: boolean }).isOpen).toBe(false);
    expect(await again.query('SELECT n FROM t')).toEqual([{ n: 7 }]);
    await again.close();
  }, 60_000);

  it('in memory: opened and prepared at once', async () => {
    prepareTable.mockClear();
    const db = await openKeysDbForGateway({ dataDir: 'memory://' }, prepareTable);
    expect(prepareTable).toHaveBeenCalledTimes(1);
    expect(await db.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 0 }]);
    await db.close();
  }, 60_000);
});
