import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, pemToDer } from './encryptPassword';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(base64: string): string {
  return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');
}

describe('encryptPassword', () => {
  it('produces base64 RSA-OAEP/SHA-256 ciphertext that the server key decrypts to the password', async () => {
    const encrypted = await encryptPassword(publicKey, 'Club2026!');
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decrypt(encrypted)).toBe('Club2026!');
  });

  it('keeps non-ASCII passwords intact (UTF-8)', async () => {
    expect(decrypt(await encryptPassword(publicKey, 'perché€'))).toBe('perché€');
  });

  it('uses random padding: two encryptions differ but decrypt the same', async () => {
    const a = await encryptPassword(publicKey, 'x');
    const b = await encryptPassword(publicKey, 'x');
    expect(a).not.toBe(b);
    expect(decrypt(a)).toBe(decrypt(b));
  });

  it('pemToDer strips the armour and line breaks', () => {
    const der = new Uint8Array(pemToDer(publicKey));
    // An SPKI structure starts with an ASN.1 SEQUENCE tag.
    expect(der[0]).toBe(0x30);
    expect(der.length).toBeGreaterThan(250);
  });
});
