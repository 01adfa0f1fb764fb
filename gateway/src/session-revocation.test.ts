import { encryptPassword } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';

// A password change ends the member's other sessions; the session that changed it stays signed in
// (callers/session-revocations.ts). The sessions are sealed cookies, so each is a client of its own.
const MEMBER = 'premium.nocf@demo.club';
const NEW_PASSWORD = 'Cambiata2026!';
const WHO = '{ viewer { subscriptionType } }';
const UPDATE = `mutation ($p: String!, $n: String!, $pw: String, $c: String) {
  updateAccount(phonePrefix: $p, phone: $n, encryptedPassword: $pw, encryptedPasswordConfirmation: $c) { ok }
}`;

let stack: Awaited<ReturnType<typeof startTestStack>>;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

async function signedIn(password?: string): Promise<GatewayClient> {
  const client = new GatewayClient(stack.url);
  const answer = await client.login(MEMBER, password);
  expect(answer.body.data?.login.status).toBe('SUCCESS');
  return client;
}
const typeOf = async (client: GatewayClient) => (await client.request<{ viewer: { subscriptionType: string } }>(WHO)).body.data?.viewer.subscriptionType;

describe('a password change ends the other sessions of the member', () => {
  it('signs the other sessions out, keeps the one that changed it, and the new password signs in', async () => {
    const [changing, other, phoneOnly] = [await signedIn(), await signedIn(), await signedIn()];
    for (const client of [changing, other, phoneOnly]) expect(await typeOf(client)).toBe('PREMIUM');
    const before = changing.cookie;

    // Changing only the phone ends nothing.
    expect((await phoneOnly.request(UPDATE, { p: '0039', n: '3331112222' })).body.errors).toBeUndefined();
    expect(await typeOf(other)).toBe('PREMIUM');

    const pem = (await changing.request<{ loginPublicKey: { publicKeyPEM: string } }>('{ loginPublicKey { publicKeyPEM } }')).body.data!.loginPublicKey.publicKeyPEM;
    const changed = await changing.request<{ updateAccount: { ok: boolean } }>(UPDATE, { p: '0039', n: '3331112222', pw: encryptPassword(pem, NEW_PASSWORD), c: encryptPassword(pem, NEW_PASSWORD) });
    expect(changed.body.data?.updateAccount.ok).toBe(true);
    // Its own cookie is issued again, at the change: it stays signed in.
    expect(changed.setCookie).toMatch(/^club_session=[^;]+;/);
    expect(changing.cookie).not.toBe(before);
    expect(await typeOf(changing)).toBe('PREMIUM');

    // The others are visitors now, and their cookie is cleared.
    const afterwards = await other.request<{ viewer: { subscriptionType: string } }>(WHO);
    expect(afterwards.body.data?.viewer.subscriptionType).toBe('SUSPECT');
    expect(afterwards.setCookie).toMatch(/^club_session=;/);
    expect(await typeOf(phoneOnly)).toBe('SUSPECT');
    // The cookie the changing session had before is void too (a copy of it would be another session).
    const stolen = new GatewayClient(stack.url);
    stolen.cookie = before;
    expect(await typeOf(stolen)).toBe('SUSPECT');

    // A member-only operation of a signed-out session is refused as for any visitor.
    const refused = await other.request('mutation ($p: String!, $n: String!) { updateAccount(phonePrefix: $p, phone: $n) { ok } }', { p: '0039', n: '3330000000' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // A session signed in after the change works; the changing one still does.
    const fresh = await signedIn(NEW_PASSWORD);
    expect(await typeOf(fresh)).toBe('PREMIUM');
    expect(await typeOf(changing)).toBe('PREMIUM');
  });

  it("an ended session gets none of the member's own files", async () => {
    const [changing, other] = [await signedIn(NEW_PASSWORD), await signedIn(NEW_PASSWORD)];
    const certificate = (client: GatewayClient) => fetch(`${stack.url}/files/certificato-iscrizione.pdf`, { headers: { cookie: client.cookie } });
    const before = (await certificate(other)).status;
    expect(before).not.toBe(401);
    const pem = (await changing.request<{ loginPublicKey: { publicKeyPEM: string } }>('{ loginPublicKey { publicKeyPEM } }')).body.data!.loginPublicKey.publicKeyPEM;
    await changing.request(UPDATE, { p: '0039', n: '3331112222', pw: encryptPassword(pem, 'Ancora2026!'), c: encryptPassword(pem, 'Ancora2026!') });
    expect((await certificate(changing)).status).toBe(before);
    expect((await certificate(other)).status).toBe(401);
  });
});
