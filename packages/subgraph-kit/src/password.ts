import { constants, publicEncrypt } from 'node:crypto';

/** Encrypts a password as the web client does: RSA-OAEP with SHA-256, base64 (spec 1 §5 login). */
export function encryptPassword(publicKeyPEM: string, password: string): string {
  return publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}
