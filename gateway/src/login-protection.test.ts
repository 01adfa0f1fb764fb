import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PROTECTION_RULES } from '@club/subgraph-crm/server';
import { GatewayClient, startTestStack } from '../test-kit';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A browser behind a loopback proxy (the gateway trusts only loopback proxies' X-Forwarded-For). */
const browserAt = (address: string) => new GatewayClient(stack.url, { 'x-forwarded-for': address });

describe('login protection through the gateway', () => {
  it("forwards the client's address to the crm subgraph: an address that used up its failed logins is refused, others are not", async () => {
    const stuffing = browserAt('203.0.113.50');
    for (let i = 0; i < LOGIN_PROTECTION_RULES.addressFailures; i += 1) {
      const res = await stuffing.login(`elenco${i}@demo.club`, 'Sbagliata1!');
      expect(res.body.data!.login.status).toBe('INVALID_CREDENTIALS');
    }
    expect((await stuffing.login('trial@demo.club')).body.data!.login.status).toBe('TOO_MANY_ATTEMPTS');
    const other = await browserAt('203.0.113.51').login('trial@demo.club');
    expect(other.body.data!.login.status).toBe('SUCCESS');
    expect(other.setCookie).toMatch(/club_session=/);
  }, 120_000);

  it('wrong passwords on a shared e-mail count as failures and lock it, without revealing that it is shared', async () => {
    const browser = browserAt('203.0.113.60');
    for (let i = 0; i < LOGIN_PROTECTION_RULES.accountFailures; i += 1) {
      const res = await browser.login('condiviso@demo.club', 'Sbagliata1!');
      expect(res.body.data!.login.status).toBe('INVALID_CREDENTIALS');
    }
    // Locked: even the right password gets no further, and no AMBIGUOUS_EMAIL tells the address is shared.
    expect((await browserAt('203.0.113.61').login('condiviso@demo.club')).body.data!.login.status).toBe('TOO_MANY_ATTEMPTS');
  }, 120_000);
});
