import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startCommerceSubgraph } from './server';

const PASSWORD = 'Club2026!';

const PLANS = /* GraphQL */ `
  query Plans($includeCurrentPlan: Boolean, $excludeCartPlans: Boolean) {
    plans(includeCurrentPlan: $includeCurrentPlan, excludeCartPlans: $excludeCartPlans) {
      id
      name
      mostLiked
      purchasable
      isCurrent
      activeInstallmentPlanId
      services { label description available }
      priceList {
        installmentPlanId
        installmentPlanNumber
        installmentPlanName
        totalPrice { cents currency }
        discountedPrice { cents currency }
        instalmentPrice { cents currency }
      }
    }
  }
`;

const CURRENT_PLAN = /* GraphQL */ `
  query CurrentPlan($id: ID!) {
    _entities(representations: [{ __typename: "User", id: $id }]) {
      ... on User { id currentPlan { id name isCurrent } }
    }
  }
`;

interface MoneyOut { cents: number; currency: string }
interface PlanOut {
  id: string;
  name: string;
  mostLiked: boolean;
  isCurrent: boolean;
  activeInstallmentPlanId: string | null;
  priceList: { installmentPlanNumber: number; installmentPlanName: string; totalPrice: MoneyOut; discountedPrice: MoneyOut | null; instalmentPrice: MoneyOut }[];
}

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
let downSubgraph: RunningSubgraph;
/** An upstream answering the suggested products in a shape the contract refuses (ids missing, prices as words). */
let wrongShapeUpstream: Server;
let wrongShapeSubgraph: RunningSubgraph;

beforeAll(async () => {
  upstream = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCommerceSubgraph({ ...common, upstreamUrl: upstream.url });
  downSubgraph = await startCommerceSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
  wrongShapeUpstream = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggested: [{ name: 'Premium', priceList: [{ totalPrice: 'centodiciannove' }] }] }));
  });
  await new Promise<void>((resolve) => wrongShapeUpstream.listen(0, '127.0.0.1', resolve));
  wrongShapeSubgraph = await startCommerceSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${(wrongShapeUpstream.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await wrongShapeSubgraph?.close();
  await new Promise((resolve) => wrongShapeUpstream?.close(resolve));
  await downSubgraph?.close();
  await subgraph?.close();
  await upstream?.close();
});

/** Signs in a persona against the upstream and returns the viewer the gateway would forward. */
async function member(email: string, userId: string, subscriptionType: 'PREMIUM' | 'EX_PREMIUM' | 'REGISTRATO') {
  return { subscriptionType, userId, upstreamToken: await upstreamLogin(upstream.url, email, PASSWORD) };
}

const plans = async (viewer = {}, variables: Record<string, unknown> = {}) => callSubgraph<{ plans: PlanOut[] | null }>(subgraph.url, PLANS, variables, viewer);

describe('Query.plans', () => {
  it('lists the plans on sale for a visitor, none current, the monthly plan as default choice', async () => {
    const { status, body } = await plans();
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const list = body.data!.plans!;
    expect(list.map((p) => p.name)).toEqual(['Premium', 'Premium Plus', 'ECM Plus']);
    expect(list.every((p) => !p.isCurrent && p.activeInstallmentPlanId === null)).toBe(true);
    expect(list.find((p) => p.mostLiked)?.name).toBe('Premium');
    expect(list[0]!.priceList.map((e) => [e.installmentPlanNumber, e.installmentPlanName])).toEqual([
      [12, 'Mensile'],
      [1, 'Unica soluzione'],
      [2, 'Semestrale'],
    ]);
  });

  it('gives money as exact integer cents in EUR, instalments from the discounted total when any', async () => {
    const list = (await plans()).body.data!.plans!;
    const [premiumMonthly, premiumSingle] = list[0]!.priceList;
    expect(premiumMonthly).toMatchObject({ totalPrice: { cents: 13080, currency: 'EUR' }, discountedPrice: null, instalmentPrice: { cents: 1090, currency: 'EUR' } });
    expect(premiumSingle!.instalmentPrice).toEqual({ cents: 11900, currency: 'EUR' });
    const plusSingle = list[1]!.priceList.find((e) => e.installmentPlanNumber === 1)!;
    expect(plusSingle).toMatchObject({ totalPrice: { cents: 19900 }, discountedPrice: { cents: 17900 }, instalmentPrice: { cents: 17900 } });
    const ecmMonthly = list[2]!.priceList[0]!;
    expect(ecmMonthly).toMatchObject({ installmentPlanNumber: 12, discountedPrice: { cents: 7140 }, instalmentPrice: { cents: 595 } });
  });

  it('marks a premium member’s current plan, or leaves it out when asked', async () => {
    const premium = await member('premium@demo.club', '1000003', 'PREMIUM');
    const withCurrent = (await plans(premium)).body.data!.plans!;
    expect(withCurrent.filter((p) => p.isCurrent).map((p) => [p.name, p.activeInstallmentPlanId])).toEqual([['Premium', '3']]);
    const withoutCurrent = (await plans(premium, { includeCurrentPlan: false })).body.data!.plans!;
    expect(withoutCurrent.map((p) => p.name)).toEqual(['Premium Plus', 'ECM Plus']);
  });

  it('leaves out the plans in the member’s cart when excludeCartPlans is set', async () => {
    const exPremium = await member('expremium@demo.club', '1000008', 'EX_PREMIUM');
    await upstream.db.query(`INSERT INTO quotations (user_id, installment_plan_id) VALUES ('1000008', 3)`);
    await upstream.db.query(`INSERT INTO quotation_products (user_id, product_id) VALUES ('1000008', 2)`);
    try {
      const list = (await plans(exPremium, { excludeCartPlans: true })).body.data!.plans!;
      expect(list.map((p) => p.name)).toEqual(['Premium Plus', 'ECM Plus']);
    } finally {
      await upstream.db.query(`DELETE FROM quotations WHERE user_id = '1000008'`);
    }
  });

  it('answers an empty list, not an error, when nothing is on sale', async () => {
    await upstream.db.query(`UPDATE products SET suggested = false WHERE suggested`);
    try {
      const { body } = await plans();
      expect(body.errors).toBeUndefined();
      expect(body.data!.plans).toEqual([]);
    } finally {
      await upstream.db.query(`UPDATE products SET suggested = true WHERE code <> 'REGISTRATO'`);
    }
  });
});

const SINGLE_PRODUCT = /* GraphQL */ `
  query SingleProduct {
    singleProductOffer { id name mostLiked isCurrent priceList { installmentPlanNumber } }
  }
`;
const singleProduct = async (viewer = {}) => callSubgraph<{ singleProductOffer: PlanOut | null }>(subgraph.url, SINGLE_PRODUCT, {}, viewer);

describe('Query.singleProductOffer (spec 3 §2 single-product purchase banner)', () => {
  it("offers a visitor the most chosen plan, on the 12-instalment price first", async () => {
    const { body } = await singleProduct();
    expect(body.errors).toBeUndefined();
    expect(body.data!.singleProductOffer).toMatchObject({ name: 'Premium', mostLiked: true, isCurrent: false });
    expect(body.data!.singleProductOffer!.priceList[0]!.installmentPlanNumber).toBe(12);
  });

  it('never offers a member the plan they hold: a premium member gets the next plan on sale', async () => {
    const premium = await member('premium@demo.club', '1000003', 'PREMIUM');
    expect((await singleProduct(premium)).body.data!.singleProductOffer?.name).toBe('Premium Plus');
  });

  it('nor one already in their cart', async () => {
    const exPremium = await member('expremium@demo.club', '1000008', 'EX_PREMIUM');
    await upstream.db.query(`INSERT INTO quotations (user_id, installment_plan_id) VALUES ('1000008', 3)`);
    await upstream.db.query(`INSERT INTO quotation_products (user_id, product_id) VALUES ('1000008', 2)`);
    try {
      expect((await singleProduct(exPremium)).body.data!.singleProductOffer?.name).toBe('Premium Plus');
    } finally {
      await upstream.db.query(`DELETE FROM quotations WHERE user_id = '1000008'`);
    }
  });

  it('is null when nothing is on sale, and an UPSTREAM_UNAVAILABLE error when the products service fails', async () => {
    await upstream.db.query(`UPDATE products SET suggested = false WHERE suggested`);
    try {
      const { body } = await singleProduct();
      expect(body.errors).toBeUndefined();
      expect(body.data!.singleProductOffer).toBeNull();
    } finally {
      await upstream.db.query(`UPDATE products SET suggested = true WHERE code <> 'REGISTRATO'`);
    }
    const down = await callSubgraph<{ singleProductOffer: PlanOut | null }>(downSubgraph.url, SINGLE_PRODUCT, {}, {});
    expect(down.body.data?.singleProductOffer ?? null).toBeNull();
    expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('Plan entity', () => {
  it('resolves a plan on sale by id for other subgraphs, and null for one that is not', async () => {
    const query = `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Plan { id name priceList { installmentPlanNumber } } } }`;
    const reps = [{ __typename: 'Plan', id: '3' }, { __typename: 'Plan', id: '1' }];
    const { body } = await callSubgraph<{ _entities: ({ name: string; priceList: { installmentPlanNumber: number }[] } | null)[] }>(subgraph.url, query, { reps });
    expect(body.data!._entities[0]).toMatchObject({ id: '3', name: 'Premium Plus' });
    expect(body.data!._entities[0]!.priceList[0]!.installmentPlanNumber).toBe(12);
    expect(body.data!._entities[1]).toBeNull();
  });
});

describe('User.currentPlan', () => {
  it('resolves the premium member’s own plan', async () => {
    const premium = await member('premium@demo.club', '1000003', 'PREMIUM');
    const { body } = await callSubgraph<{ _entities: { id: string; currentPlan: { name: string; isCurrent: boolean } | null }[] }>(subgraph.url, CURRENT_PLAN, { id: '1000003' }, premium);
    expect(body.errors).toBeUndefined();
    expect(body.data!._entities[0]!.currentPlan).toMatchObject({ name: 'Premium', isCurrent: true });
  });

  it('is null for a member without a current plan', async () => {
    const exPremium = await member('expremium@demo.club', '1000008', 'EX_PREMIUM');
    const { body } = await callSubgraph<{ _entities: { currentPlan: unknown }[] }>(subgraph.url, CURRENT_PLAN, { id: '1000008' }, exPremium);
    expect(body.errors).toBeUndefined();
    expect(body.data!._entities[0]!.currentPlan).toBeNull();
  });

  it('is null for a visitor and refused (FORBIDDEN) for another member', async () => {
    const visitor = await callSubgraph<{ _entities: { currentPlan: unknown }[] }>(subgraph.url, CURRENT_PLAN, { id: '1000003' });
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data!._entities[0]!.currentPlan).toBeNull();

    const exPremium = await member('expremium@demo.club', '1000008', 'EX_PREMIUM');
    const other = await callSubgraph<{ _entities: { currentPlan: unknown }[] }>(subgraph.url, CURRENT_PLAN, { id: '1000003' }, exPremium);
    expect(other.body.data!._entities[0]!.currentPlan).toBeNull();
    expect(other.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
  });
});

describe('guards and failures', () => {
  it('refuses a request without the gateway signature with 401', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ plans { id } }' }) });
    expect(res.status).toBe(401);
    const forged = await callSubgraph(subgraph.url, '{ plans { id } }', {}, {}, 'another-secret-that-is-long-enough');
    expect(forged.status).toBe(401);
  });

  it('gives plans null with UPSTREAM_UNAVAILABLE when the upstream is down, the rest of the response still resolving', async () => {
    const { status, body } = await callSubgraph<{ plans: unknown; _service: { sdl: string } }>(downSubgraph.url, '{ plans { id } _service { sdl } }');
    expect(status).toBe(200);
    expect(body.data!.plans).toBeNull();
    expect(body.data!._service.sdl).toContain('type Plan');
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/ecommerce/prodotti-suggeriti' });
  });

  it('gives plans null with BAD_PAYLOAD when the upstream answers a shape the contract refuses, the rest of the response still resolving', async () => {
    const { status, body } = await callSubgraph<{ plans: unknown; _service: { sdl: string } }>(wrongShapeSubgraph.url, '{ plans { id } _service { sdl } }');
    expect(status).toBe(200);
    expect(body.data!.plans).toBeNull();
    expect(body.data!._service.sdl).toContain('type Plan');
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/ecommerce/prodotti-suggeriti' });
  });
});
