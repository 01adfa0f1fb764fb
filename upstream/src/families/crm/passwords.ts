import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password storage: scrypt with a per-hash salt, stored as `scrypt$N$r$p$salt$hash` (base64) so
 * the cost parameters travel with the hash and can be raised later without breaking old rows.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, salt: Buffer): Promise<string> {
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters, made once. Checking unknown usernames
 * against it costs them the same scrypt as a known member's wrong password, so the login's
 * answer time does not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'), randomBytes(16));
  return dummyHash;
}

/** The login check: always one scrypt, against the member's hash or the dummy one. */
export async function verifyLoginPassword(password: string, stored: string | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? (await dummyPasswordHash()));
  return stored !== undefined && matches;
}
