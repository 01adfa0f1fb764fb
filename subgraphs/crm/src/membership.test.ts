import { encryptPassword, type RunningSubgraph } from '@club/subgraph-kit';
import { MESSAGES, REGISTRATION_MESSAGES } from '@club/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { SESSION_HEADER } from './messages';
import { MEMBERSHIP_MESSAGES } from './resolvers/membership';
import { startCrmSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
let publicKeyPEM: string;
const upstream = new UpstreamRecorder();

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url, fetch: upstream.fetch });
  const key = await callSubgraph<{ loginPublicKey: { publicKeyPEM: string } }>(subgraph.url, '{ loginPublicKey { publicKeyPEM } }');
  publicKeyPEM = key.body.data!.loginPublicKey.publicKeyPEM;
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

interface Result {
  ok: boolean;
  refusal: string | null;
  message: string | null;
  viewer: { subscriptionType: string; activeWalletCodes: string[]; user: { id: string } | null } | null;
}
const FIELDS = 'ok refusal message viewer { subscriptionType activeWalletCodes user { id } }';
const REGISTER = `mutation ($input: RegistrationInput!) { registerMember(input: $input) { ${FIELDS} } }`;
const START = `mutation ($input: RegistrationInput!) { startTrial(input: $input) { ${FIELDS} } }`;
const ACTIVATE = `mutation { activateTrial { ${FIELDS} } }`;

let n = 0;
function input(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    nome: 'Luca', cognome: 'Neri', email: `luca.neri${n}@esempio.it`, cellulare: '3339876543',
    encryptedPassword: encryptPassword(publicKeyPEM, 'segreta123'), privacy: true, condizioni: true, ...overrides,
  };
}

type Claims = Parameters<typeof callSubgraph>[3];
const registeredClaims = (token: string, userId: string): Claims => ({ subscriptionType: 'REGISTRATO', wallets: [], userId, upstreamToken: token });

describe('registerMember', () => {
  it('registers a visitor and signs them in: x-club-session carries the token, the viewer is REGISTRATO', async () => {
    const res = await callSubgraph<{ registerMember: Result }>(subgraph.url, REGISTER, { input: input() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.registerMember).toMatchObject({ ok: true, viewer: { subscriptionType: 'REGISTRATO', activeWalletCodes: [] } });
    expect(res.headers.get(SESSION_HEADER)).toMatch(/^[\w-]{20,}$/);
  });

  it('re-validates every field with the form messages; nothing reaches the service', async () => {
    for (const [overrides, field, message] of [
      [{ cellulare: '12ab' }, 'cellulare', MESSAGES.invalidPhone],
      [{ nome: ' ' }, 'nome', MESSAGES.required],
      [{ privacy: false }, 'privacy', MESSAGES.privacyRequired],
      [{ condizioni: false }, 'condizioni', REGISTRATION_MESSAGES.termsRequired],
    ] as const) {
      const res = await callSubgraph(subgraph.url, REGISTER, { input: input(overrides) });
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(upstream.paths.filter((p) => p.includes('registrazione'))).toEqual([]);
  });

  it('passes the service password rule through, and refuses a known e-mail as EMAIL_TAKEN without a session', async () => {
    const short = await callSubgraph(subgraph.url, REGISTER, { input: input({ encryptedPassword: encryptPassword(publicKeyPEM, 'corta') }) });
    expect(short.body.errors?.[0]).toMatchObject({ message: REGISTRATION_MESSAGES.passwordTooShort, extensions: { code: 'BAD_USER_INPUT' } });
    const taken = await callSubgraph<{ registerMember: Result }>(subgraph.url, REGISTER, { input: input({ email: 'premium@demo.club' }) });
    expect(taken.body.data!.registerMember).toMatchObject({ ok: false, refusal: 'EMAIL_TAKEN', message: REGISTRATION_MESSAGES.emailTaken });
    expect(taken.headers.get(SESSION_HEADER)).toBeNull();
  });

  it('refuses a signed-in member', async () => {
    const res = await callSubgraph<{ registerMember: Result }>(subgraph.url, REGISTER, { input: input() }, { subscriptionType: 'PREMIUM', userId: '1000003', upstreamToken: 'x' });
    expect(res.body.data!.registerMember.refusal).toBe('ALREADY_MEMBER');
  });
});

describe('startTrial and activateTrial', () => {
  it('startTrial registers a visitor straight into TRIAL with the trial wallets', async () => {
    const res = await callSubgraph<{ startTrial: Result }>(subgraph.url, START, { input: input() });
    expect(res.body.data!.startTrial.viewer?.subscriptionType).toBe('TRIAL');
    expect(res.body.data!.startTrial.viewer?.activeWalletCodes).toContain('ecm');
    expect(res.headers.get(SESSION_HEADER)).toBeTruthy();
  });

  it('a registered member activates the trial; a second activation is TRIAL_NOT_ELIGIBLE', async () => {
    const reg = await callSubgraph<{ registerMember: Result }>(subgraph.url, REGISTER, { input: input() });
    const token = reg.headers.get(SESSION_HEADER)!;
    const claims = registeredClaims(token, reg.body.data!.registerMember.viewer!.user!.id);
    const first = await callSubgraph<{ activateTrial: Result }>(subgraph.url, ACTIVATE, {}, claims);
    expect(first.body.data!.activateTrial).toMatchObject({ ok: true, viewer: { subscriptionType: 'TRIAL' } });
    // The gateway's claims would still say REGISTRATO until dropped; the service refuses the second start.
    const second = await callSubgraph<{ activateTrial: Result }>(subgraph.url, ACTIVATE, {}, claims);
    expect(second.body.data!.activateTrial).toMatchObject({ ok: false, refusal: 'TRIAL_NOT_ELIGIBLE', message: MEMBERSHIP_MESSAGES.trialNotEligible });
  });

  it('refuses the trial by policy to premium and ex types without calling the service, and a visitor must sign in', async () => {
    for (const subscriptionType of ['PREMIUM', 'EX_TRIAL', 'EX_PREMIUM', 'TRIAL'] as const) {
      const res = await callSubgraph<{ activateTrial: Result }>(subgraph.url, ACTIVATE, {}, { subscriptionType, userId: '1000003', upstreamToken: 'x' });
      expect(res.body.data!.activateTrial.refusal).toBe('TRIAL_NOT_ELIGIBLE');
    }
    expect(upstream.paths.filter((p) => p.includes('AttivazioneTrial'))).toEqual([]);
    const visitor = await callSubgraph(subgraph.url, ACTIVATE);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('viewer.trialStart', () => {
  it.each([
    ['SUSPECT', 'REGISTER'],
    ['REGISTRATO', 'ACTIVATE'],
    ['TRIAL', 'NOT_ELIGIBLE'],
    ['EX_PREMIUM', 'NOT_ELIGIBLE'],
  ] as const)('%s → %s', async (subscriptionType, expected) => {
    const claims = subscriptionType === 'SUSPECT' ? {} : { subscriptionType, userId: '1000001', upstreamToken: 'x' };
    const res = await callSubgraph<{ viewer: { trialStart: string } }>(subgraph.url, '{ viewer { trialStart } }', {}, claims);
    expect(res.body.data!.viewer.trialStart).toBe(expected);
  });
});

describe('refreshSubscription', () => {
  it('answers the fresh viewer after a change made elsewhere (claims still say REGISTRATO)', async () => {
    const reg = await callSubgraph<{ registerMember: Result }>(subgraph.url, REGISTER, { input: input() });
    const token = reg.headers.get(SESSION_HEADER)!;
    const id = reg.body.data!.registerMember.viewer!.user!.id;
    await up.db.query(`UPDATE users SET subscription_type = 'PREMIUM' WHERE id = $1`, [id]);
    const res = await callSubgraph<{ refreshSubscription: { subscriptionType: string } }>(subgraph.url, 'mutation { refreshSubscription { subscriptionType } }', {}, registeredClaims(token, id));
    expect(res.body.data!.refreshSubscription.subscriptionType).toBe('PREMIUM');
    const visitor = await callSubgraph(subgraph.url, 'mutation { refreshSubscription { subscriptionType } }');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('viewer.upgrade (spec 3 §4/§6, from packages/policy upgrade)', () => {
  it('serves the button by state, the offer cards and the breadcrumb for the signed type', async () => {
    const query = '{ viewer { upgrade { button { label href secondary { label href } } forced: button(forced: true) { label } offerButtonLabel offerCards { id } breadcrumbLabel heroVariant showsLegalCases } } }';
    type Upgrade = { button: { label: string; secondary: { label: string } | null } | null; forced: { label: string } | null; offerButtonLabel: string; offerCards: { id: string }[]; breadcrumbLabel: string; heroVariant: string };
    const visitor = await callSubgraph<{ viewer: { upgrade: Upgrade } }>(subgraph.url, query);
    expect(visitor.body.data!.viewer.upgrade).toMatchObject({ button: { label: 'Registrati gratis', secondary: { label: 'Hai già un account? Accedi' } }, forced: { label: 'Prova gratis' }, heroVariant: 'trial' });
    const exPremium = await callSubgraph<{ viewer: { upgrade: Upgrade } }>(subgraph.url, query, {}, { subscriptionType: 'EX_PREMIUM', userId: '1000008', upstreamToken: 'x' });
    expect(exPremium.body.data!.viewer.upgrade).toMatchObject({
      button: { label: 'Rinnova' }, offerButtonLabel: 'Rinnova', offerCards: [{ id: 'renew' }, { id: 'premium-plus' }], breadcrumbLabel: 'Rinnova il tuo abbonamento', heroVariant: 'full',
    });
    const premium = await callSubgraph<{ viewer: { upgrade: Upgrade } }>(subgraph.url, query, {}, { subscriptionType: 'PREMIUM', userId: '1000003', upstreamToken: 'x' });
    expect(premium.body.data!.viewer.upgrade).toMatchObject({ button: null, forced: { label: 'Passa a premium' } });
  });
});
