/**
 * Spec 1 §5 'Login': the password is encrypted with a public key obtained from the server before
 * sending. The key is an RSA SPKI PEM; we use RSA-OAEP with SHA-256 and send the ciphertext base64
 * (the contract of Mutation.login in the API schema). WebCrypto needs a secure context
 * (https or localhost).
 */

/** The DER bytes inside a PEM block (header, footer and whitespace removed). */
export function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i++) binary += String.fromCharCode(view[i]!);
  return btoa(binary);
}

/** Encrypts `password` for the login mutation. */
export async function encryptPassword(publicKeyPEM: string, password: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (the page must be served over https or from localhost).');
  const key = await subtle.importKey('spki', pemToDer(publicKeyPEM), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(cipher);
}
