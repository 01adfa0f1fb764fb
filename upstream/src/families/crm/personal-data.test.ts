import { constants, publicEncrypt } from 'node:crypto';
import { personalContactRoute } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { fiscalCode } from './fiscal-code';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let publicKeyPEM: string;

beforeAll(async () => {
  up = await startTestUpstream();
  publicKeyPEM = ((await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string }).publicKeyPEM;
});
afterAll(async () => {
  await up?.close();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}
const encrypt = (password: string) => publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
const IRENE_CF = fiscalCode({ surname: 'Fontana', name: 'Irene', birthDate: new Date('1986-02-09T00:00:00Z'), female: true, cadastral: 'H501' });

describe('PUT /contact (spec 3 §5, §7)', () => {
  it('premium.nodati: re-validated with the spec messages, then saved once; data on file is never overwritten', async () => {
    const token = await createToken(up.db, '1000012', 'session', 60);
    expect(personalContactRoute.response.parse((await call('GET', '/contact', token)).body)).toMatchObject({ codiceFiscale: null, dataNascita: null, prefisso: '0039' });
    expect(await call('PUT', '/contact', token, {})).toEqual({ status: 400, body: { message: 'Il codice fiscale è obbligatorio' } });
    expect(await call('PUT', '/contact', token, { codiceFiscale: IRENE_CF })).toEqual({ status: 400, body: { message: 'La data di nascita è obbligatoria' } });
    expect((await call('PUT', '/contact', token, { codiceFiscale: 'RSSMRA85T10A562T', dataDiNascita: '1986-02-09' })).body.message).toBe('Inserisci un Codice Fiscale valido.');
    expect((await call('PUT', '/contact', token, { codiceFiscale: IRENE_CF, dataDiNascita: '1986-02-09' })).status).toBe(200);
    expect(personalContactRoute.response.parse((await call('GET', '/contact', token)).body)).toMatchObject({ codiceFiscale: IRENE_CF, dataNascita: '1986-02-09' });
    expect((await call('PUT', '/contact', token, { dataDiNascita: '1990-01-01' })).status).toBe(409);
  });
});

describe('PUT /contact/account', () => {
  it('changes the phone and prefix, and the password so that the new one logs in and the old one no longer does', async () => {
    const token = await createToken(up.db, '1000006', 'session', 60);
    const body = { prefisso: '0041', cellulare: '7912345678', password: encrypt('Nuova2026!'), confermaPassword: encrypt('Nuova2026!') };
    expect((await call('PUT', '/contact/account', token, body)).status).toBe(200);
    expect(personalContactRoute.response.parse((await call('GET', '/contact', token)).body)).toMatchObject({ prefisso: '0041', cellulare: '7912345678' });
    const login = (password: string) => call('POST', '/auth/login', undefined, { username: 'premium.lowcredit@demo.club', password: encrypt(password) });
    expect((await login('Nuova2026!')).status).toBe(200);
    expect((await login('Club2026!')).status).toBe(401);
  });

  it('refuses 11 digits, an unknown prefix, a mismatching confirmation, a clear-text password', async () => {
    const token = await createToken(up.db, '1000002', 'session', 60);
    expect((await call('PUT', '/contact/account', token, { prefisso: '0039', cellulare: '33312345678' })).body.message).toBe('Il numero di cellulare può contenere al massimo 10 cifre.');
    expect((await call('PUT', '/contact/account', token, { prefisso: '0099', cellulare: '333' })).body.message).toBe('Seleziona un prefisso dalla lista.');
    expect((await call('PUT', '/contact/account', token, { prefisso: '0039', cellulare: '333', password: encrypt('Nuova2026!'), confermaPassword: encrypt('Altra2026!') })).body.message).toBe('Le password non coincidono.');
    expect((await call('PUT', '/contact/account', token, { prefisso: '0039', cellulare: '333', password: 'Nuova2026!', confermaPassword: 'Nuova2026!' })).status).toBe(400);
  });
});

describe('GET /contact/jump2wl/privacy', () => {
  it('answers the notice as results[0].text to a member, 401 to nobody', async () => {
    const { privacyTextRoute } = await import('@club/contracts');
    const token = await createToken(up.db, '1000001', 'session', 60);
    expect(privacyTextRoute.response.parse((await call('GET', '/contact/jump2wl/privacy', token)).body).results[0]!.text).toContain('Regolamento (UE) 2016/679');
    expect((await call('GET', '/contact/jump2wl/privacy')).status).toBe(401);
  });
});
