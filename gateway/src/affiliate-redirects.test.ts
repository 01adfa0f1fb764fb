import { startTestUpstream } from '@club/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';

// The affiliate link of a direct offer (/topnegozi/vai/{id}) through the whole stack: the gateway
// decides with the session's own claims (read from the CRM), under the activateOffer mutation's rule.
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let stack: Awaited<ReturnType<typeof startTestStack>>;
let offerId: number;
let shopUrl: string;
const clients: Record<string, GatewayClient> = {};

beforeAll(async () => {
  upstream = await startTestUpstream();
  stack = await startTestStack({ upstreamUrl: upstream.url });
  const [offer] = await upstream.db.query<{ id: number; url: string }>(`SELECT o.id, s.url FROM offers o JOIN shops s ON s.id = o.shop_id WHERE o.offer_type = 'o' ORDER BY o.id LIMIT 1`);
  offerId = offer!.id;
  shopUrl = offer!.url;
  for (const email of ['premium@demo.club', 'expremium@demo.club']) {
    clients[email] = new GatewayClient(stack.url);
    await clients[email].login(email);
  }
});
afterAll(async () => {
  await stack?.close();
  await upstream?.close();
});

const follow = (client?: GatewayClient) => fetch(`${stack.url}/topnegozi/vai/${offerId}`, { redirect: 'manual', headers: client?.cookie ? { cookie: client.cookie } : {} });

describe('affiliate redirects follow the offer activation policy', () => {
  it('a member the policy allows goes on to the shop', async () => {
    const answer = await follow(clients['premium@demo.club']);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${shopUrl}/?utm_source=club&offerta=${offerId}`);
  });

  it('a visitor goes to the login, back to the link afterwards', async () => {
    const answer = await follow();
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/login?redirectTo=%2Ftopnegozi%2Fvai%2F${offerId}`);
  });

  it("an ex-premium member goes to the renewal ('Rinnova': /upgrade), not to the shop", async () => {
    const answer = await follow(clients['expremium@demo.club']);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/upgrade');
  });
});
