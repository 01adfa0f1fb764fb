import { CLUB_NAMES } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCrmSubgraph } from './server';
import { memberClaimsAt } from './testing/member-claims';

const PASSWORD = 'Club2026!';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
let recorded: RunningSubgraph;
const recorder = new UpstreamRecorder();

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCrmSubgraph({ ...common, upstreamUrl: up.url });
  recorded = await startCrmSubgraph({ ...common, upstreamUrl: up.url, fetch: recorder.fetch });
});
afterAll(async () => {
  await recorded?.close();
  await subgraph?.close();
  await up?.close();
});

type Claims = Parameters<typeof callSubgraph>[3];

const memberClaims = (email: string): Promise<Claims> => memberClaimsAt(up.url, email, PASSWORD);

const WELCOME = '{ viewer { user { welcomeMessage { type clubName } } } }';
type Answer = { viewer: { user: { welcomeMessage: { type: string; clubName: string | null } | null } | null } };

describe("User.welcomeMessage (spec 1 §4 'Welcome message type', spec 2 §9 club names)", () => {
  it.each([
    ['premium.convenzione@demo.club', 'ORDER', null],
    ['premium.aps@demo.club', 'CARD', null],
    // A convention product keeps its club (the partner logo's), whatever the member's profession.
    ['premium.club@demo.club', 'PRODUCT', 'Club Farmacisti'],
    // The nurse on the shared trial product 'Club Medici Prova Gratuita': the nurses' club.
    ['trial@demo.club', 'PRODUCT', 'Club Infermieri'],
    ['premium.lowcredit@demo.club', 'PRODUCT', 'Club Medici'],
    ['premium@demo.club', 'DEFAULT', null],
    ['registrato@demo.club', 'DEFAULT', null],
  ])('%s gets %s', async (email, type, clubName) => {
    const res = await callSubgraph<Answer>(subgraph.url, WELCOME, {}, await memberClaims(email));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.user!.welcomeMessage).toEqual({ type, clubName });
  });

  // The club personas (README 'Demo accounts', one per club of the mapping): each club's own welcome.
  it.each([...CLUB_NAMES])('the %s persona gets PRODUCT with its club', async (club) => {
    const email = `${club.toLowerCase().replace(/\s+/g, '.')}@demo.club`;
    const res = await callSubgraph<Answer>(subgraph.url, WELCOME, {}, await memberClaims(email));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.user!.welcomeMessage).toEqual({ type: 'PRODUCT', clubName: club });
  });

  it('a visitor has no user and so no welcome message', async () => {
    const res = await callSubgraph<Answer>(subgraph.url, WELCOME, {}, { subscriptionType: 'SUSPECT', wallets: [], hasFiscalCode: false });
    expect(res.body.data!.viewer.user).toBeNull();
  });

  it('the order and the card need no product data: the consistency service is not asked', async () => {
    recorder.reset();
    const res = await callSubgraph<Answer>(recorded.url, WELCOME, {}, await memberClaims('premium.convenzione@demo.club'));
    expect(res.body.data!.viewer.user!.welcomeMessage!.type).toBe('ORDER');
    expect(recorder.paths).toContain('/CRM/Utente');
    expect(recorder.paths).not.toContain('/CRM/Utente/Consistenza');
  });

  it('a failing consistency service reads as no product: the default message, no error', async () => {
    recorder.failing.add('/CRM/Utente/Consistenza');
    try {
      const res = await callSubgraph<Answer>(recorded.url, WELCOME, {}, await memberClaims('premium.club@demo.club'));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.viewer.user!.welcomeMessage).toEqual({ type: 'DEFAULT', clubName: null });
    } finally {
      recorder.reset();
    }
  });
});
