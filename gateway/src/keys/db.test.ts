import { describe, expect, it, vi } from 'vitest';
import { openedOnFirstUse, type KeysDb } from './db';

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
