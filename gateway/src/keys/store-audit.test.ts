import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKeyAudit } from './audit';
import { openKeysDb, type KeysDb } from './db';
import { PartnerKeyStore } from './store';

let db: KeysDb;
let store: PartnerKeyStore;
const ops = { who: 'Giulia Neri', from: '203.0.113.7' };

beforeAll(async () => {
  db = await openKeysDb({ dataDir: 'memory://' });
  store = await PartnerKeyStore.open(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('expiry and rotation', () => {
  it('an expired key is refused as expired, one without expiry or expiring later is active', async () => {
    const later = await store.create({ partner: 'later', scopes: ['*'], budgetPerMinute: 100, expiresAt: new Date(Date.now() + 3600_000).toISOString() }, ops);
    expect(later.expiresAt).not.toBeNull();
    expect(await store.lookup(later.key)).toMatchObject({ status: 'active' });
    await store.update(later.id, { expiresAt: new Date(Date.now() - 1000).toISOString() }, ops);
    expect(await store.lookup(later.key)).toEqual({ status: 'expired', keyId: later.id });
    await store.update(later.id, { expiresAt: null }, ops);
    expect(await store.lookup(later.key)).toMatchObject({ status: 'active' });
  });

  it('a rotated key: the new secret works, the old one during the grace, then it is refused as rotated', async () => {
    const created = await store.create({ partner: 'rotating', scopes: ['*'], budgetPerMinute: 100 }, ops);
    const rotated = (await store.rotate(created.id, 3600_000, ops))!;
    expect(rotated.key).not.toBe(created.key);
    expect(rotated.key.startsWith(`ck_${created.id}_`)).toBe(true);
    expect(new Date(rotated.previousValidUntil!).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(await store.lookup(rotated.key)).toMatchObject({ status: 'active', grant: { keyId: created.id } });
    expect(await store.lookup(created.key)).toMatchObject({ status: 'active', grant: { keyId: created.id } });

    const again = (await store.rotate(created.id, 0, ops))!;
    expect(await store.lookup(rotated.key)).toEqual({ status: 'rotated', keyId: created.id });
    expect(await store.lookup(created.key)).toBeNull();
    expect(await store.lookup(again.key)).toMatchObject({ status: 'active' });
  });

  it('a revoked or unknown key is not rotated', async () => {
    const created = await store.create({ partner: 'gone', scopes: ['*'], budgetPerMinute: 100 }, ops);
    await store.revoke(created.id, ops);
    expect(await store.rotate(created.id, 1000, ops)).toBeNull();
    expect(await store.rotate('000000000000', 1000, ops)).toBeNull();
    expect(await store.lookup(created.key)).toEqual({ status: 'revoked', keyId: created.id });
  });
});

describe('the audit', () => {
  it('records each change with who, from where, before and after (never the digests); a second revocation records nothing', async () => {
    const created = await store.create({ partner: 'audited', scopes: ['contents'], budgetPerMinute: 100 }, ops);
    await store.update(created.id, { budgetPerMinute: 250 }, { who: 'cli:root', from: 'host-1' });
    await store.rotate(created.id, 1000, ops);
    await store.revoke(created.id, ops);
    await store.revoke(created.id, ops);
    const entries = await readKeyAudit(db, { keyId: created.id });
    expect(entries.map((e) => e.action)).toEqual(['revoke', 'rotate', 'update', 'create']);
    const [revoke, rotate, update, create] = entries;
    expect(create).toMatchObject({ who: 'Giulia Neri', from: '203.0.113.7', keyId: created.id, before: null, after: { partner: 'audited', budget_per_minute: 100 } });
    expect(update).toMatchObject({ who: 'cli:root', from: 'host-1', before: { budget_per_minute: 100 }, after: { budget_per_minute: 250 } });
    expect(rotate!.before!.previous_valid_until).toBeNull();
    expect(rotate!.after!.previous_valid_until).not.toBeNull();
    expect(revoke!.before!.revoked_at).toBeNull();
    expect(revoke!.after!.revoked_at).not.toBeNull();
    expect(JSON.stringify(entries)).not.toMatch(/digest/);
  });

  it('cannot be edited or deleted, even by a query on the table', async () => {
    const [first] = await readKeyAudit(db, { limit: 1 });
    await expect(db.query("UPDATE key_audit SET who = 'someone else' WHERE id = $1", [first!.id])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM key_audit WHERE id = $1', [first!.id])).rejects.toThrow(/append-only/);
    expect((await readKeyAudit(db, { limit: 1 }))[0]).toEqual(first);
  });

  it('a change whose entry cannot be written is not made (one statement)', async () => {
    const created = await store.create({ partner: 'atomic', scopes: ['*'], budgetPerMinute: 100 }, ops);
    // An entry with no author breaks key_audit's NOT NULL: the revocation it goes with must not happen either.
    await expect(store.revoke(created.id, { who: null as unknown as string, from: null })).rejects.toThrow();
    expect((await store.list()).find((k) => k.id === created.id)!.revokedAt).toBeNull();
  });
});
