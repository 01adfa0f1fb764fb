import { encryptPassword, type RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { SESSION_CLEAR_HEADER, SESSION_HEADER } from './messages';
import { startCrmSubgraph } from './server';

const PASSWORD = 'Club2026!';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** A second subgraph whose upstream is a closed port. */
let orphan: RunningSubgraph;
let publicKeyPEM: string;
/** Upstream paths called by the subgraph, in order. */
const upstream = new UpstreamRecorder();
const upstreamCalls = upstream.paths;

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCrmSubgraph({ ...common, upstreamUrl: up.url, fetch: upstream.fetch });
  orphan = await startCrmSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
  const key = await callSubgraph<{ loginPublicKey: { publicKeyPEM: string } }>(subgraph.url, '{ loginPublicKey { publicKeyPEM } }');
  publicKeyPEM = key.body.data!.loginPublicKey.publicKeyPEM;
});
afterAll(async () => {
  await orphan?.close();
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

type Claims = Parameters<typeof callSubgraph>[3];

interface LoginResult {
  status: string;
  message: string | null;
  viewer: { subscriptionType: string; activeWalletCodes: string[]; showsCreditsCounter: boolean; headerButtons: { label: string }[]; user: { id: string; email: string } | null } | null;
  consent: {
    acknowledgment: boolean;
    conditionOfUse: boolean;
    acceptanceCondition: boolean;
    customerCode: string;
    consentToken: string;
    conditionsOfUseText: string | null;
    acceptanceConditionsText: string | null;
  } | null;
}

const LOGIN = /* GraphQL */ `
  mutation Login($username: String!, $encryptedPassword: String!) {
    login(username: $username, encryptedPassword: $encryptedPassword) {
      status message
      viewer { subscriptionType activeWalletCodes showsCreditsCounter headerButtons { label } user { id email } }
      consent { acknowledgment conditionOfUse acceptanceCondition customerCode consentToken conditionsOfUseText acceptanceConditionsText }
    }
  }`;

async function login(username: string, password = PASSWORD, url = () => subgraph.url) {
  const res = await callSubgraph<{ login: LoginResult }>(url(), LOGIN, { username, encryptedPassword: encryptPassword(publicKeyPEM, password) });
  return { ...res, result: res.body.data?.login };
}

/** Signs in through the subgraph and returns the claims the gateway would sign for the member. */
async function memberClaims(username: string): Promise<Claims> {
  const res = await login(username);
  expect(res.result?.status).toBe('SUCCESS');
  const token = res.headers.get(SESSION_HEADER)!;
  expect(token).toBeTruthy();
  const user = await (await fetch(`${up.url}/CRM/Utente`, { headers: { authorization: `Bearer ${token}` } })).json() as {
    clientCode: string; subscriptionType: 'PREMIUM'; servizi: { codice: string; attivo: boolean; stato: number }[]; promoCodes: string[]; groups: string[]; fiscalCode: string | null;
  };
  return {
    subscriptionType: user.subscriptionType,
    wallets: user.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato })),
    promoCodes: user.promoCodes,
    groups: user.groups,
    hasFiscalCode: !!user.fiscalCode,
    userId: user.clientCode,
    upstreamToken: token,
  };
}

const VIEWER = /* GraphQL */ `{
  viewer {
    subscriptionType activeWalletCodes topBarColour showsCreditsCounter
    flags { isSuspect isPremium isTrialOrPremium isAPS }
    headerButtons { id label href variant trackingCode }
    profileMenu { id label href }
    user { id }
  }
}`;

describe('gateway signature', () => {
  it('refuses an unsigned or forged request with 401', async () => {
    const unsigned = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ viewer { subscriptionType } }' }) });
    expect(unsigned.status).toBe(401);
    const forged = await callSubgraph(subgraph.url, '{ viewer { subscriptionType } }', {}, {}, 'another-secret-0123456789abcdef');
    expect(forged.status).toBe(401);
    expect(upstreamCalls).toEqual([]);
  });
});

describe('viewer', () => {
  it('is a SUSPECT visitor without a signed-in member, with no upstream call', async () => {
    const res = await callSubgraph<{ viewer: Record<string, unknown> }>(subgraph.url, VIEWER);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer).toEqual({
      subscriptionType: 'SUSPECT',
      activeWalletCodes: [],
      topBarColour: 'blue',
      showsCreditsCounter: false,
      flags: { isSuspect: true, isPremium: false, isTrialOrPremium: false, isAPS: false },
      headerButtons: [
        { id: 'login', label: 'Accedi', href: '/login', variant: 'outline', trackingCode: 'AR100' },
        { id: 'sign-up', label: 'Registrati gratis', href: '/registrazione', variant: 'primary', trackingCode: 'AR107' },
      ],
      profileMenu: [],
      user: null,
    });
    expect(upstreamCalls).toEqual([]);
  });

  it('is the premium member after a login through the subgraph, layout from the signed claims', async () => {
    const claims = await memberClaims('premium@demo.club');
    upstream.reset();
    const res = await callSubgraph<{ viewer: { subscriptionType: string; showsCreditsCounter: boolean; flags: { isPremium: boolean }; headerButtons: { label: string }[]; profileMenu: { id: string }[]; user: { id: string } } }>(
      subgraph.url, VIEWER, {}, claims,
    );
    expect(res.body.errors).toBeUndefined();
    const viewer = res.body.data!.viewer;
    expect(viewer).toMatchObject({ subscriptionType: 'PREMIUM', showsCreditsCounter: true, flags: { isPremium: true }, user: { id: '1000003' } });
    expect(viewer.headerButtons.map((b) => b.label)).toEqual(['Cerchi aiuto?']);
    expect(viewer.profileMenu.map((i) => i.id)).toEqual(['profile', 'training', 'ecm-triennium', 'card', 'resources', 'library', 'cases', 'help', 'logout']);
    // Only the user info was needed (user.id and flags.isAPS share one call).
    expect(upstreamCalls).toEqual(['/CRM/Utente']);
  });

  it.each([
    ['SUSPECT', false],
    ['REGISTRATO', true],
    ['TRIAL', false],
    ['PREMIUM', false],
    ['EX_TRIAL', true],
    ['EX_PREMIUM', true],
  ] as const)('%s: phone-call and consultant buttons shown = %s, from the claims (spec 1 §6)', async (subscriptionType, shown) => {
    const res = await callSubgraph<{ viewer: { showsPhoneCallAndConsultant: boolean } }>(subgraph.url, '{ viewer { showsPhoneCallAndConsultant } }', {}, { subscriptionType });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.showsPhoneCallAndConsultant).toBe(shown);
    expect(upstreamCalls).toEqual([]);
  });

  it('loads the wallets and the consistency sections only when asked, each once', async () => {
    const claims = await memberClaims('premium@demo.club');
    upstream.reset();
    const res = await callSubgraph<{ viewer: { user: {
      id: string; hasFiscalCode: boolean; fiscalCode: string; cardCode: string; promoCodes: string[];
      wallets: { code: string; active: boolean; status: number; balance: number; label: string; standing: string }[];
      contact: { profession: { code: string; description: string }; specializationIds: string[] };
      lastSubscription: { active: boolean; productName: string; isConvention: boolean };
      staticWalletCodes: string[];
    } } }>(
      subgraph.url,
      `{ viewer { user { id hasFiscalCode fiscalCode cardCode promoCodes staticWalletCodes
           wallets { code active status balance label standing }
           contact { profession { code description } specializationIds }
           lastSubscription { active productName isConvention } } } }`,
      {},
      claims,
    );
    expect(res.body.errors).toBeUndefined();
    const user = res.body.data!.viewer.user;
    expect(user).toMatchObject({ id: '1000003', hasFiscalCode: true, cardCode: 'CMP-2026-1000003' });
    expect(user.fiscalCode).toHaveLength(16);
    expect(user.wallets).toHaveLength(15);
    expect(user.wallets.find((w) => w.code === 'ecm')).toMatchObject({ active: true, balance: 50 });
    expect(user.wallets.find((w) => w.code === 'winLoy')).toMatchObject({ status: 1, label: 'Programma fedeltà', standing: 'ACTIVE' });
    // portafogliStatici: the wallets holding no credits, so all but ecm.
    expect(user.staticWalletCodes).toHaveLength(14);
    expect(user.staticWalletCodes).not.toContain('ecm');
    expect(user.contact.profession).toEqual({ code: '857920003', description: 'Medico' });
    expect(user.contact.specializationIds.length).toBeGreaterThan(0);
    expect(user.lastSubscription).toMatchObject({ active: true, isConvention: true });
    expect([...upstreamCalls].sort()).toEqual(['/CRM/Utente', '/CRM/Utente/Consistenza', '/CRM/Utente/Portafogli']);
  });

  it('keeps a null last subscription for a registered member who never subscribed', async () => {
    const claims = await memberClaims('registrato@demo.club');
    const res = await callSubgraph<{ viewer: { subscriptionType: string; headerButtons: { label: string }[]; user: { promoCodes: string[]; lastSubscription: null; wallets: unknown[] } } }>(
      subgraph.url, '{ viewer { subscriptionType headerButtons { label } user { promoCodes lastSubscription { active } wallets { code } } } }', {}, claims,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer).toEqual({
      subscriptionType: 'REGISTRATO',
      headerButtons: [{ label: 'Piani Premium' }],
      user: { promoCodes: ['PROMO-REG'], lastSubscription: null, wallets: [] },
    });
  });
});

describe('login', () => {
  it('signs in: the x-club-session header carries the token, the viewer comes from the login answer', async () => {
    const res = await login('premium@demo.club');
    expect(res.result?.status).toBe('SUCCESS');
    expect(res.headers.get(SESSION_HEADER)).toMatch(/^[\w-]{20,}$/);
    expect(res.result?.viewer).toMatchObject({ subscriptionType: 'PREMIUM', showsCreditsCounter: true, headerButtons: [{ label: 'Cerchi aiuto?' }], user: { id: '1000003', email: 'premium@demo.club' } });
    expect(res.result?.viewer?.activeWalletCodes).toHaveLength(15);
    expect(upstreamCalls).toEqual(['/auth/login']);
  });

  it('signs in by customer code', async () => {
    const res = await login('1000002');
    expect(res.result?.status).toBe('SUCCESS');
    expect(res.result?.viewer?.subscriptionType).toBe('TRIAL');
    expect(res.result?.viewer?.headerButtons).toEqual([{ label: 'Piani Premium' }]);
  });

  it('answers INVALID_CREDENTIALS with the spec message for a wrong password, and sets no session', async () => {
    const res = await login('premium@demo.club', 'Sbagliata1!');
    expect(res.body.errors).toBeUndefined();
    expect(res.result).toMatchObject({ status: 'INVALID_CREDENTIALS', message: 'Errore: credenziali errate.', viewer: null, consent: null });
    expect(res.headers.get(SESSION_HEADER)).toBeNull();
  });

  it('answers AMBIGUOUS_EMAIL with the spec message for a shared e-mail', async () => {
    const res = await login('condiviso@demo.club');
    expect(res.result).toMatchObject({
      status: 'AMBIGUOUS_EMAIL',
      message: 'Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).',
    });
  });

  it('a wrong password on a shared e-mail is INVALID_CREDENTIALS: the sharing is not revealed', async () => {
    const res = await login('condiviso@demo.club', 'Sbagliata1!');
    expect(res.result).toMatchObject({ status: 'INVALID_CREDENTIALS', message: 'Errore: credenziali errate.' });
  });

  it('refuses a malformed username with the form message before calling the upstream', async () => {
    const res = await login('ab1');
    expect(res.result).toBeUndefined();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Formato non valido.', extensions: { code: 'BAD_USER_INPUT', field: 'username' } });
    expect(upstreamCalls).toEqual([]);
  });

  it('asks for consent, saves it with the consent token, then the retried login succeeds', async () => {
    const first = await login('consenso@demo.club');
    expect(first.body.errors).toBeUndefined();
    expect(first.result?.status).toBe('CONSENT_REQUIRED');
    expect(first.headers.get(SESSION_HEADER)).toBeNull();
    const consent = first.result!.consent!;
    expect(consent).toMatchObject({ acknowledgment: true, conditionOfUse: true, acceptanceCondition: true, customerCode: '1000009' });
    expect(consent.conditionsOfUseText).toMatch(/Condizioni d'uso/);
    expect(consent.acceptanceConditionsText).toMatch(/^Condizioni di adesione/);

    const ACCEPT = `mutation Accept($t: String!, $a: Boolean!, $c: Boolean!, $ac: Boolean!, $code: String) {
      acceptConditions(consentToken: $t, acknowledgment: $a, conditionOfUse: $c, acceptanceCondition: $ac, customerCode: $code) { ok message } }`;
    const refused = await callSubgraph<{ acceptConditions: { ok: boolean; message: string } }>(subgraph.url, ACCEPT, { t: consent.consentToken, a: true, c: false, ac: true, code: consent.customerCode });
    expect(refused.body.data!.acceptConditions).toEqual({ ok: false, message: 'Per proseguire è necessario accettare le condizioni d\'uso.' });

    const accepted = await callSubgraph<{ acceptConditions: { ok: boolean; message: string | null } }>(subgraph.url, ACCEPT, { t: consent.consentToken, a: true, c: true, ac: true, code: consent.customerCode });
    expect(accepted.body.data!.acceptConditions).toEqual({ ok: true, message: null });

    const retried = await login('consenso@demo.club');
    expect(retried.result?.status).toBe('SUCCESS');
    expect(retried.headers.get(SESSION_HEADER)).toBeTruthy();
  });

  it('reports the upstream error, not wrong credentials, when the upstream is down', async () => {
    const res = await callSubgraph<{ login: LoginResult }>(orphan.url, LOGIN, { username: 'premium@demo.club', encryptedPassword: encryptPassword(publicKeyPEM, PASSWORD) });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/auth/login' });
  });
});

describe('logout', () => {
  it('revokes the upstream session and asks the gateway to clear the cookie', async () => {
    const claims = await memberClaims('trial@demo.club');
    const res = await callSubgraph<{ logout: boolean }>(subgraph.url, 'mutation { logout }', {}, claims);
    expect(res.body.data).toEqual({ logout: true });
    expect(res.headers.get(SESSION_CLEAR_HEADER)).toBe('1');
    const after = await fetch(`${up.url}/CRM/Utente`, { headers: { authorization: `Bearer ${claims!.upstreamToken}` } });
    expect(after.status).toBe(401);
  });

  it('clears the cookie for a visitor too, without an upstream call', async () => {
    const res = await callSubgraph<{ logout: boolean }>(subgraph.url, 'mutation { logout }');
    expect(res.body.data).toEqual({ logout: true });
    expect(res.headers.get(SESSION_CLEAR_HEADER)).toBe('1');
    expect(upstreamCalls).toEqual([]);
  });
});

describe('password recovery', () => {
  const RECOVER = 'mutation R($u: String!) { requestPasswordRecovery(username: $u) { ok username } }';

  it.each([
    ['Registrato@Demo.Club', { ok: true, username: 'registrato@demo.club' }],
    ['1000001', { ok: true, username: '1000001' }],
    // The same answer whether the account exists, is blocked or shares its e-mail (no enumeration).
    ['sconosciuto@demo.club', { ok: true, username: 'sconosciuto@demo.club' }],
    ['bloccato@demo.club', { ok: true, username: 'bloccato@demo.club' }],
    ['condiviso@demo.club', { ok: true, username: 'condiviso@demo.club' }],
  ])('%s → %o', async (username, expected) => {
    const res = await callSubgraph<{ requestPasswordRecovery: unknown }>(subgraph.url, RECOVER, { u: username });
    expect(res.body.data!.requestPasswordRecovery).toEqual(expected);
  });

  it('refuses a malformed username with the recovery message', async () => {
    const res = await callSubgraph(subgraph.url, RECOVER, { u: 'not an email' });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Inserisci il codice utente nel formato corretto.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('User entity', () => {
  const ENTITIES = `query E($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id email activeWalletCodes } } }`;

  it('resolves only the viewer themself', async () => {
    const claims = await memberClaims('premium.noecm@demo.club');
    const res = await callSubgraph<{ _entities: ({ id: string; email: string; activeWalletCodes: string[] } | null)[] }>(
      subgraph.url, ENTITIES, { reps: [{ __typename: 'User', id: '1000004' }, { __typename: 'User', id: '1000003' }] }, claims,
    );
    expect(res.body.errors).toBeUndefined();
    const [self, other] = res.body.data!._entities;
    expect(self).toMatchObject({ id: '1000004', email: 'premium.noecm@demo.club' });
    expect(self!.activeWalletCodes).not.toContain('ecm');
    expect(other).toBeNull();
  });

  it('resolves nobody for a visitor', async () => {
    const res = await callSubgraph<{ _entities: unknown[] }>(subgraph.url, ENTITIES, { reps: [{ __typename: 'User', id: '1000003' }] });
    expect(res.body.data!._entities).toEqual([null]);
    expect(upstreamCalls).toEqual([]);
  });
});

describe('upstream down', () => {
  it('nulls viewer.user with UPSTREAM_UNAVAILABLE while the rest of the viewer resolves', async () => {
    const claims: Claims = {
      subscriptionType: 'PREMIUM',
      wallets: [{ code: 'ecm', active: true, status: 1 }, { code: 'winLoy', active: true, status: 1 }],
      userId: '1000003',
      upstreamToken: 'any-token',
    };
    const res = await callSubgraph<{ viewer: { subscriptionType: string; showsCreditsCounter: boolean; headerButtons: { label: string }[]; flags: { isAPS: boolean }; user: null } }>(
      orphan.url, '{ viewer { subscriptionType showsCreditsCounter headerButtons { label } flags { isAPS } user { id } } }', {}, claims,
    );
    expect(res.body.data!.viewer).toEqual({ subscriptionType: 'PREMIUM', showsCreditsCounter: true, headerButtons: [{ label: 'Cerchi aiuto?' }], flags: { isAPS: false }, user: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({ path: ['viewer', 'user'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/CRM/Utente' } });
  });

  it('nulls one section alone when only its call fails', async () => {
    const claims = await memberClaims('premium@demo.club');
    // The consistency section fails (upstream answers 500); the user and its wallets still resolve.
    await up.db.query(`ALTER TABLE last_subscription RENAME TO last_subscription_gone`);
    try {
      const res = await callSubgraph<{ viewer: { user: { id: string; wallets: unknown[]; lastSubscription: null } } }>(
        subgraph.url, '{ viewer { user { id wallets { code } lastSubscription { active } } } }', {}, claims,
      );
      expect(res.body.data!.viewer.user).toMatchObject({ id: '1000003', lastSubscription: null });
      expect(res.body.data!.viewer.user.wallets).toHaveLength(15);
      expect(res.body.errors?.[0]).toMatchObject({ path: ['viewer', 'user', 'lastSubscription'], extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/CRM/Utente/Consistenza' } });
    } finally {
      await up.db.query(`ALTER TABLE last_subscription_gone RENAME TO last_subscription`);
    }
  });
});
