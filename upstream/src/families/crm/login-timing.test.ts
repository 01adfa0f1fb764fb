import type * as crypto from 'node:crypto';
import { constants, publicEncrypt, scrypt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestUpstream } from '../../testing';
import { DEMO_PASSWORD } from './seed';

// Counts the password hashings (scrypt) the routes do, to compare the work of two answers
// structurally rather than by wall clock.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const hashings = vi.mocked(scrypt);

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let publicKeyPEM: string;

beforeAll(async () => {
  up = await startTestUpstream();
  publicKeyPEM = ((await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string }).publicKeyPEM;
  // Let the routes' one-off dummy hash finish before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(async () => {
  await up?.close();
});
beforeEach(() => {
  hashings.mockClear();
});

const encrypt = (password: string) => publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');

async function post(path: string, body: unknown) {
  const res = await fetch(`${up.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

describe('login work does not depend on whether the account exists', () => {
  it('hashes the password once for an unknown username, as for a known one with a wrong password, and answers alike', async () => {
    const known = await post('/auth/login', { username: 'premium@demo.club', password: encrypt('Sbagliata1!') });
    const knownHashings = hashings.mock.calls.length;
    hashings.mockClear();
    const unknown = await post('/auth/login', { username: 'nessuno.mai@demo.club', password: encrypt('Sbagliata1!') });
    const unknownHashings = hashings.mock.calls.length;

    expect(knownHashings).toBe(1);
    expect(unknownHashings).toBe(knownHashings);
    expect(unknown).toEqual(known);
    expect(known.status).toBe(401);
  });

  it('still signs in with the right password (one hashing)', async () => {
    const res = await post('/auth/login', { username: 'premium@demo.club', password: encrypt(DEMO_PASSWORD) });
    expect(res.status).toBe(200);
    expect(hashings).toHaveBeenCalledTimes(1);
  });
});

describe('password recovery work does not depend on whether the account exists', () => {
  it('does the same hashing work (none) for known and unknown usernames', async () => {
    await post('/auth/recupero-password', { username: 'registrato@demo.club' });
    await post('/auth/recupero-password', { username: 'nessuno.mai@demo.club' });
    expect(hashings).not.toHaveBeenCalled();
  });
});
