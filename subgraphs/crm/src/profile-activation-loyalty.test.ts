import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCrmSubgraph } from './server';
import { memberClaimsAt, type MemberClaims } from './testing/member-claims';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

const memberClaims = (email: string) => memberClaimsAt(up.url, email);

type Frame = { viewer: { profileActivationDate: string | null; profileActivationDay: string | null; profileSideMenu: { label: string }[] } };
const FRAME = '{ viewer { profileActivationDate profileActivationDay profileSideMenu { label } } }';

describe("profile header dates and the ex-premium loyalty entry (spec 3 §2 'Profile area')", () => {
  it("premium: the 'Profilo personale' header has the year, the 'Ciao' header the full date of the same day", async () => {
    const res = await callSubgraph<Frame>(subgraph.url, FRAME, {}, await memberClaims('premium@demo.club'));
    expect(res.body.errors).toBeUndefined();
    const v = res.body.data!.viewer;
    expect(v.profileActivationDate).toMatch(/^\d{4}$/);
    expect(v.profileActivationDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(v.profileActivationDay!.slice(6)).toBe(v.profileActivationDate);
  });

  it("ex-premium, whose points stay usable: the full date in both headers and 'Programma Fedeltà' in the side menu", async () => {
    const v = (await callSubgraph<Frame>(subgraph.url, FRAME, {}, await memberClaims('expremium@demo.club'))).body.data!.viewer;
    expect(v.profileActivationDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(v.profileActivationDate).toBe(v.profileActivationDay);
    expect(v.profileSideMenu.map((i) => i.label)).toContain('Programma Fedeltà');
  });

  it('a visitor has neither date', async () => {
    const v = (await callSubgraph<Frame>(subgraph.url, FRAME, {}, { subscriptionType: 'SUSPECT', wallets: [] } as MemberClaims)).body.data!.viewer;
    expect(v.profileActivationDay).toBeNull();
  });
});
