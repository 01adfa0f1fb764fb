import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
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
type GqlError = { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> };

const memberClaims = (email: string): Promise<Claims> => memberClaimsAt(up.url, email, PASSWORD);

const OVERVIEW = `{ viewer {
  profileSideMenu { label icon } profileOverviewCards { label } profileAccountCards { label }
  profileServices { title } profileBanner { kind daysLeft } profileActivationDate
  ecmCredits { used available plafond initialCredit showsRequestExtraCredits }
} }`;

interface Overview {
  viewer: {
    profileSideMenu: { label: string; icon: string }[];
    profileOverviewCards: { label: string }[];
    profileAccountCards: { label: string }[];
    profileServices: { title: string }[] | null;
    profileBanner: { kind: string; daysLeft: number | null } | null;
    profileActivationDate: string | null;
    ecmCredits: { used: number; available: number; plafond: number; initialCredit: number; showsRequestExtraCredits: boolean } | null;
  };
}

describe('viewer profile decisions (spec 3 §2, §4, §6)', () => {
  it('premium: all cards, premium services, no banner, year-only activation date, ECM plafond', async () => {
    const res = await callSubgraph<Overview>(subgraph.url, OVERVIEW, {}, await memberClaims('premium@demo.club'));
    expect(res.body.errors).toBeUndefined();
    const v = res.body.data!.viewer;
    expect(v.profileOverviewCards.map((c) => c.label)).toEqual(['Le mie Cause', 'La mia Formazione', 'La mia Libreria', 'Le mie Risorse', 'La mia scheda']);
    expect(v.profileSideMenu.find((i) => i.label === 'Abbonamento')?.icon).toBe('CARD');
    expect(v.profileSideMenu.map((i) => i.label)).toContain('Programma Fedeltà');
    expect(v.profileServices!.map((s) => s.title)).toEqual(expect.arrayContaining(['Telemedicina', 'Polizza Tutela Legale', 'Servizi legali']));
    expect(v.profileBanner).toBeNull();
    expect(v.profileActivationDate).toMatch(/^\d{4}$/);
    expect(v.ecmCredits).toEqual({ used: 0, available: 50, plafond: 50, initialCredit: 50, showsRequestExtraCredits: false });
  });

  it('trial: warning banner with days left, clock icon, no premium-only services', async () => {
    const v = (await callSubgraph<Overview>(subgraph.url, OVERVIEW, {}, await memberClaims('trial@demo.club'))).body.data!.viewer;
    expect(v.profileBanner).toEqual({ kind: 'WARNING', daysLeft: 4 });
    expect(v.profileSideMenu.find((i) => i.label === 'Abbonamento')?.icon).toBe('CLOCK');
    expect(v.profileServices!.map((s) => s.title)).not.toContain('Telemedicina');
    expect(v.profileActivationDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('service cards follow the wallets in the signed claims for premium and trial (spec 3 §3, §6)', async () => {
    const premium = await memberClaims('premium@demo.club');
    const titles = async (claims: Claims) => (await callSubgraph<Overview>(subgraph.url, OVERVIEW, {}, claims)).body.data!.viewer.profileServices!.map((s) => s.title);
    const all = await titles(premium);
    expect(all).toEqual(expect.arrayContaining(['Telemedicina', 'Polizza Tutela Legale', 'Sconti e Convenzioni', 'Corsi ECM', 'News e approfondimenti']));
    const stripped = { ...premium!, wallets: premium!.wallets!.filter((w) => !['netmed', 'tutelaLegale', 'tutelaLegale2', 'topnegozi', 'ecm'].includes(w.code)) };
    // Spec 3 §6: the ECM card is for every member type, with or without the ecm wallet.
    expect(await titles(stripped)).toEqual(['Servizi legali', 'Consulenza assicurativa', 'Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari', 'News e approfondimenti']);
    expect(await titles(await memberClaims('premium.noecm@demo.club'))).toContain('Corsi ECM');
    // Registered members are filtered by type alone.
    expect(await titles(await memberClaims('registrato@demo.club'))).toEqual(['Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari', 'News e approfondimenti']);
  });

  it("the banner's upgrade button and the upgrade box, decided by the policy for each type (spec 3 §4, §6)", async () => {
    const Q = '{ viewer { profileBanner { kind action { label href } } profileUpgradeBox } }';
    type R = { viewer: { profileBanner: { kind: string; action: { label: string; href: string } } | null; profileUpgradeBox: boolean } };
    const read = async (email: string) => (await callSubgraph<R>(subgraph.url, Q, {}, await memberClaims(email))).body.data!.viewer;
    expect(await read('trial@demo.club')).toEqual({ profileBanner: { kind: 'WARNING', action: { label: 'Passa a premium', href: '/upgrade' } }, profileUpgradeBox: false });
    expect(await read('extrial@demo.club')).toEqual({ profileBanner: { kind: 'DANGER', action: { label: 'Passa a premium', href: '/upgrade' } }, profileUpgradeBox: true });
    expect(await read('expremium@demo.club')).toEqual({ profileBanner: { kind: 'DANGER', action: { label: 'Rinnova', href: '/upgrade' } }, profileUpgradeBox: true });
    expect(await read('registrato@demo.club')).toEqual({ profileBanner: null, profileUpgradeBox: true });
    expect(await read('premium@demo.club')).toEqual({ profileBanner: null, profileUpgradeBox: false });
  });

  it('ex-premium: danger banner, alert icon, no ECM credits block', async () => {
    const v = (await callSubgraph<Overview>(subgraph.url, OVERVIEW, {}, await memberClaims('expremium@demo.club'))).body.data!.viewer;
    expect(v.profileBanner).toEqual({ kind: 'DANGER', daysLeft: null });
    expect(v.profileSideMenu.find((i) => i.label === 'Abbonamento')?.icon).toBe('ALERT');
    expect(v.ecmCredits).toBeNull();
  });

  it("premium.lowcredit: 'Richiedi crediti extra' is not offered while a credit is left", async () => {
    const v = (await callSubgraph<Overview>(subgraph.url, OVERVIEW, {}, await memberClaims('premium.lowcredit@demo.club'))).body.data!.viewer;
    expect(v.ecmCredits).toMatchObject({ used: 49, available: 1, plafond: 50, showsRequestExtraCredits: false });
  });

  it("premium.plafond: the plafond used up offers 'Richiedi crediti extra'; premium.bonus: its bonus credits, 2 decimals", async () => {
    const credits = async (email: string) =>
      (await callSubgraph<{ viewer: { ecmCredits: Record<string, unknown> } }>(subgraph.url, '{ viewer { ecmCredits { used available plafond bonusCredits showsRequestExtraCredits } } }', {}, await memberClaims(email))).body.data!.viewer.ecmCredits;
    expect(await credits('premium.plafond@demo.club')).toEqual({ used: 50, available: 0, plafond: 50, bonusCredits: 0, showsRequestExtraCredits: true });
    expect(await credits('premium.bonus@demo.club')).toMatchObject({ bonusCredits: 4.57, showsRequestExtraCredits: false });
  });

  it('the ECM block alone fails when the wallets service is down, with the service named', async () => {
    recorder.failing.add('/CRM/Utente/Portafogli');
    try {
      const res = await callSubgraph<Overview>(recorded.url, OVERVIEW, {}, await memberClaims('premium@demo.club'));
      expect(res.body.data!.viewer.ecmCredits).toBeNull();
      expect(res.body.data!.viewer.profileServices!.length).toBeGreaterThan(0);
      expect((res.body.errors as GqlError[]).map((e) => [e.path?.join('.'), e.message])).toEqual([['viewer.ecmCredits', 'Errore nel servizio /CRM/Utente/Portafogli']]);
    } finally {
      recorder.reset();
    }
  });
});

const INVOICES = '{ viewer { user { id invoices { id productName issued date amount downloadUrl } } } }';
interface Invoices {
  viewer: { user: { id: string; invoices: { id: string; issued: boolean; downloadUrl: string | null }[] | null } };
}

describe('User.specializationNames and isOtherHealthProfession (spec 3 §3 contact data)', () => {
  const Q = '{ viewer { user { specializationNames isOtherHealthProfession } } }';
  type R = { viewer: { user: { specializationNames: string[]; isOtherHealthProfession: boolean } } };
  const read = async (email: string) => {
    const res = await callSubgraph<R>(subgraph.url, Q, {}, await memberClaims(email));
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.viewer.user;
  };

  it('a doctor reads the names of their own specialisations and is not another health profession', async () => {
    const premium = await read('premium@demo.club');
    expect([...premium.specializationNames].sort()).toEqual(['Cardiologia', 'Medicina interna']);
    expect(premium.isOtherHealthProfession).toBe(false);
    expect(await read('premium.noecm@demo.club')).toEqual({ specializationNames: ['Ortopedia e traumatologia'], isOtherHealthProfession: false });
  });

  it('a nurse (other health profession) has no specialisations and the flag set', async () => {
    expect(await read('trial@demo.club')).toEqual({ specializationNames: [], isOtherHealthProfession: true });
  });
});

describe('User.enrolmentCertificateUrl (spec 3 §7 GET {host}/api/pdf)', () => {
  it('a running premium or trial subscription gets the portal path of the certificate; registered and ex members none', async () => {
    const Q = '{ viewer { user { enrolmentCertificateUrl } } }';
    type R = { viewer: { user: { enrolmentCertificateUrl: string | null } } };
    for (const email of ['premium@demo.club', 'trial@demo.club']) {
      const res = await callSubgraph<R>(subgraph.url, Q, {}, await memberClaims(email));
      expect(res.body.data!.viewer.user.enrolmentCertificateUrl).toBe('/files/certificato-iscrizione.pdf');
    }
    for (const email of ['registrato@demo.club', 'expremium@demo.club']) {
      const res = await callSubgraph<R>(subgraph.url, Q, {}, await memberClaims(email));
      expect(res.body.data!.viewer.user.enrolmentCertificateUrl).toBeNull();
    }
  });
});

describe('User.invoices (spec 3 §6, §7)', () => {
  it('premium reads their own invoices with portal download paths', async () => {
    const res = await callSubgraph<Invoices>(subgraph.url, INVOICES, {}, await memberClaims('premium@demo.club'));
    expect(res.body.errors).toBeUndefined();
    const invoices = res.body.data!.viewer.user.invoices!;
    expect(invoices.length).toBeGreaterThan(0);
    for (const i of invoices) expect(i.id).toMatch(/^PAY-1000003-/);
    const issued = invoices.find((i) => i.issued)!;
    expect(issued.downloadUrl).toBe(`/files/fatture/${issued.id}.pdf`);
  });

  it('registrato and trial are refused with the empty text and UPGRADE_REQUIRED, without any upstream call', async () => {
    for (const email of ['registrato@demo.club', 'trial@demo.club']) {
      recorder.reset();
      const res = await callSubgraph<Invoices>(recorded.url, INVOICES, {}, await memberClaims(email));
      expect(res.body.data!.viewer.user.invoices).toBeNull();
      expect((res.body.errors as GqlError[])[0]).toMatchObject({
        message: 'Al momento non sono presenti fatture e pagamenti effettuati',
        extensions: { code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' },
      });
      expect(recorder.calls.map((c) => c.path)).not.toContain('/invoice');
    }
  });

  it("another member's invoices cannot be reached by any argument: the entity of another id resolves to null", async () => {
    const claims = await memberClaims('expremium@demo.club');
    const res = await callSubgraph<{ _entities: unknown[] }>(
      subgraph.url,
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id invoices { id } } } }',
      { r: [{ __typename: 'User', id: '1000003' }] },
      claims,
    );
    expect(res.body.data!._entities).toEqual([null]);
    const own = await callSubgraph<Invoices>(subgraph.url, INVOICES, {}, claims);
    for (const i of own.body.data!.viewer.user.invoices!) expect(i.id).toMatch(/^PAY-1000008-/);
  });

  it('a failing invoice service is the spec message for that field only', async () => {
    recorder.failing.add('/invoice');
    try {
      const res = await callSubgraph<Invoices>(recorded.url, INVOICES, {}, await memberClaims('premium@demo.club'));
      expect(res.body.data!.viewer.user.id).toBe('1000003');
      expect((res.body.errors as GqlError[])[0]?.message).toBe('Si è verificato un errore con il servizio /invoice');
    } finally {
      recorder.reset();
    }
  });
});

describe('User.subscriptionHistory and documents', () => {
  it('premium: the add-on without end date; registrato refused the history and given no documents block (spec 1 §6), only the terms of use', async () => {
    const q = '{ viewer { user { subscriptionHistory { name endOfSubscription isAddon activeFrom } subscriptionDocuments { id title } subscriptionTerms { id } } } }';
    type H = { viewer: { user: { subscriptionHistory: { isAddon: boolean; endOfSubscription: string | null }[] | null; subscriptionDocuments: { id: string }[]; subscriptionTerms: { id: string }[] } } };
    const premium = await callSubgraph<H>(subgraph.url, q, {}, await memberClaims('premium@demo.club'));
    expect(premium.body.errors).toBeUndefined();
    expect(premium.body.data!.viewer.user.subscriptionHistory).toEqual([expect.objectContaining({ isAddon: true, endOfSubscription: null })]);
    expect(premium.body.data!.viewer.user.subscriptionDocuments.map((d) => d.id)).toEqual(['acceptance-conditions', 'conditions-of-use']);
    const registrato = await callSubgraph<H>(subgraph.url, q, {}, await memberClaims('registrato@demo.club'));
    expect(registrato.body.data!.viewer.user.subscriptionHistory).toBeNull();
    expect(registrato.body.data!.viewer.user.subscriptionDocuments).toEqual([]);
    expect(registrato.body.data!.viewer.user.subscriptionTerms.map((d) => d.id)).toEqual(['conditions-of-use']);
    expect(premium.body.data!.viewer.user.subscriptionTerms.map((d) => d.id)).toEqual(['acceptance-conditions', 'conditions-of-use']);
  });
});

describe('Query.conditionsOfUse and User.acceptanceConditions (/condizioni-uso, spec 1 §2)', () => {
  it("the terms of use are public; the acceptance conditions are the member's own product's; a failing service is that field's error", async () => {
    const visitor = await callSubgraph<{ conditionsOfUse: string | null }>(subgraph.url, '{ conditionsOfUse }');
    expect(visitor.body.errors).toBeUndefined();
    expect(visitor.body.data!.conditionsOfUse).toMatch(/^Condizioni d'uso del portale del Club/);

    const q = '{ viewer { user { acceptanceConditions } } }';
    type A = { viewer: { user: { acceptanceConditions: string | null } | null } };
    const premium = await callSubgraph<A>(subgraph.url, q, {}, await memberClaims('premium@demo.club'));
    expect(premium.body.errors).toBeUndefined();
    expect(premium.body.data!.viewer.user!.acceptanceConditions).toMatch(/^Condizioni di adesione al prodotto «/);

    recorder.failing.add('/CRM/CondizioniUso');
    recorder.failing.add('/CRM/Utente/Sottoscrizione');
    try {
      const failed = await callSubgraph<{ conditionsOfUse: string | null }>(recorded.url, '{ conditionsOfUse }');
      expect(failed.body.data!.conditionsOfUse).toBeNull();
      expect(failed.body.errors?.[0]).toMatchObject({ message: 'Errore nel servizio /CRM/CondizioniUso', path: ['conditionsOfUse'] });
      const member = await callSubgraph<A>(recorded.url, q, {}, await memberClaims('premium@demo.club'));
      expect(member.body.data!.viewer.user!.acceptanceConditions).toBeNull();
      expect(member.body.errors?.[0]).toMatchObject({ message: 'Errore nel servizio /CRM/Utente/Sottoscrizione', path: ['viewer', 'user', 'acceptanceConditions'] });
    } finally {
      recorder.reset();
    }
  });
});

describe('leaveClub', () => {
  it('records the request for the member and refuses a visitor', async () => {
    const claims = await memberClaims('extrial@demo.club');
    const res = await callSubgraph<{ leaveClub: { ok: boolean; requestId: string } }>(subgraph.url, 'mutation { leaveClub(reason: "Troppi impegni") { ok requestId requestedAt } }', {}, claims);
    expect(res.body.errors).toBeUndefined();
    const [row] = await up.db.query<{ user_id: string }>('SELECT user_id FROM crm_leave_requests WHERE id = $1', [res.body.data!.leaveClub.requestId]);
    expect(row?.user_id).toBe('1000007');
    const visitor = await callSubgraph(subgraph.url, 'mutation { leaveClub { ok } }', {}, { subscriptionType: 'SUSPECT' } as Claims);
    expect((visitor.body.errors as GqlError[])[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('payment methods', () => {
  const Q = '{ viewer { user { id paymentMethods { cardType cardNumber cardOwner expireOn favorite } } } }';
  type P = { viewer: { user: { paymentMethods: { cardType: string; cardNumber: string | null; favorite: boolean }[] | null } } };

  it("premium: the own methods, masked, PayPal without a number; registrato: none", async () => {
    const premium = await callSubgraph<P>(subgraph.url, Q, {}, await memberClaims('premium@demo.club'));
    expect(premium.body.errors).toBeUndefined();
    expect(premium.body.data!.viewer.user.paymentMethods!.map((p) => [p.cardType, p.cardNumber?.slice(0, 15) ?? null, p.favorite])).toEqual([
      ['VISA', '**** **** **** ', true],
      ['PAYPAL', null, false],
    ]);
    const registrato = await callSubgraph<P>(subgraph.url, Q, {}, await memberClaims('registrato@demo.club'));
    expect(registrato.body.data!.viewer.user.paymentMethods).toEqual([]);
  });

  it('the service down is the spec message for that field only', async () => {
    recorder.failing.add('/contact/paymentmethods');
    try {
      const res = await callSubgraph<P>(recorded.url, Q, {}, await memberClaims('premium@demo.club'));
      expect(res.body.data!.viewer.user.paymentMethods).toBeNull();
      expect((res.body.errors as GqlError[])[0]?.message).toBe('Si è verificato un errore con il servizio /paymentmethods');
    } finally {
      recorder.reset();
    }
  });

  it('changePaymentMethod answers the provider page to redirect to', async () => {
    const res = await callSubgraph<{ changePaymentMethod: { redirectUrl: string } }>(subgraph.url, 'mutation { changePaymentMethod { redirectUrl } }', {}, await memberClaims('premium@demo.club'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.changePaymentMethod.redirectUrl).toMatch(/^\/provider\/paymentmethods\/[0-9a-f-]{36}$/);
  });
});

describe('completeProfile and updateAccount (spec 3 §4, §5)', () => {
  const COMPLETE = 'mutation ($cf: String, $bd: String) { completeProfile(fiscalCode: $cf, birthDate: $bd) { ok viewer { user { hasFiscalCode personalData { birthDate fiscalCode } } } } }';
  type C = { completeProfile: { ok: boolean; viewer: { user: { hasFiscalCode: boolean; personalData: { birthDate: string | null; fiscalCode: string | null } } } } };

  it('premium.nodati: the spec messages with the field, then gg/mm/aaaa saved as YYYY-MM-DD; a second completion is a conflict', async () => {
    const { fiscalCode } = await import('@club/upstream/testing');
    const claims = await memberClaims('premium.nodati@demo.club');
    const empty = await callSubgraph<C>(subgraph.url, COMPLETE, {}, claims);
    expect((empty.body.errors as GqlError[])[0]).toMatchObject({ message: 'Il codice fiscale è obbligatorio', extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } });
    const cf = fiscalCode({ surname: 'Fontana', name: 'Irene', birthDate: new Date('1986-02-09T00:00:00Z'), female: true, cadastral: 'H501' });
    const noDate = await callSubgraph<C>(subgraph.url, COMPLETE, { cf }, claims);
    expect((noDate.body.errors as GqlError[])[0]).toMatchObject({ message: 'La data di nascita è obbligatoria', extensions: { field: 'birthDate' } });
    const done = await callSubgraph<C>(subgraph.url, COMPLETE, { cf, bd: '09/02/1986' }, claims);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.completeProfile.viewer.user).toEqual({ hasFiscalCode: true, personalData: { birthDate: '1986-02-09', fiscalCode: cf } });
    const again = await callSubgraph<C>(subgraph.url, COMPLETE, { bd: '01/01/1990' }, claims);
    expect((again.body.errors as GqlError[])[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('updateAccount: 11 digits refused with the field; a valid phone and an encrypted password saved, the new password logs in', async () => {
    const { constants, publicEncrypt } = await import('node:crypto');
    const claims = await memberClaims('extrial@demo.club');
    const UPDATE = 'mutation ($p: String!, $n: String!, $pw: String, $c: String) { updateAccount(phonePrefix: $p, phone: $n, encryptedPassword: $pw, encryptedPasswordConfirmation: $c) { ok viewer { user { personalData { phonePrefix phone } } } } }';
    const tooLong = await callSubgraph(subgraph.url, UPDATE, { p: '0039', n: '33312345678' }, claims);
    expect((tooLong.body.errors as GqlError[])[0]).toMatchObject({ message: 'Il numero di cellulare può contenere al massimo 10 cifre.', extensions: { field: 'phone' } });
    const { publicKeyPEM } = (await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string };
    const enc = (s: string) => publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(s)).toString('base64');
    const mismatch = await callSubgraph(subgraph.url, UPDATE, { p: '0039', n: '3331112222', pw: enc('Nuova2026!'), c: enc('Altra2026!') }, claims);
    expect((mismatch.body.errors as GqlError[])[0]).toMatchObject({ message: 'Le password non coincidono.', extensions: { field: 'encryptedPasswordConfirmation' } });
    const ok = await callSubgraph<{ updateAccount: { viewer: { user: { personalData: unknown } } } }>(subgraph.url, UPDATE, { p: '0041', n: '3331112222', pw: enc('Nuova2026!'), c: enc('Nuova2026!') }, claims);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.updateAccount.viewer.user.personalData).toEqual({ phonePrefix: '0041', phone: '3331112222' });
    expect(await upstreamLogin(up.url, 'extrial@demo.club', 'Nuova2026!')).toBeTruthy();
  });
});

describe('User.privacyNotice', () => {
  it("is the notice for the member; the service down is that field's error only", async () => {
    const q = '{ viewer { user { id privacyNotice } } }';
    const ok = await callSubgraph<{ viewer: { user: { privacyNotice: string } } }>(subgraph.url, q, {}, await memberClaims('trial@demo.club'));
    expect(ok.body.data!.viewer.user.privacyNotice).toContain('2016/679');
    recorder.failing.add('/contact/jump2wl/privacy');
    try {
      const down = await callSubgraph<{ viewer: { user: { id: string; privacyNotice: string | null } } }>(recorded.url, q, {}, await memberClaims('trial@demo.club'));
      expect(down.body.data!.viewer.user).toEqual({ id: '1000002', privacyNotice: null });
      expect((down.body.errors as GqlError[])[0]?.message).toBe('Errore nel servizio /contact/jump2wl/privacy');
    } finally {
      recorder.reset();
    }
  });
});

describe('User.legalCases (spec 3 §6: legal wallet only)', () => {
  const Q = '{ viewer { user { id legalCases { name court status hearings { date type documents { id downloadUrl } } } } } }';
  type L = { viewer: { user: { legalCases: { name: string; hearings: { documents: { id: string; downloadUrl: string }[] }[] }[] | null } } };

  it('premium: the own cases with hearings and portal document paths; ex-premium without the wallet is refused', async () => {
    const premium = await callSubgraph<L>(subgraph.url, Q, {}, await memberClaims('premium@demo.club'));
    expect(premium.body.errors).toBeUndefined();
    const [c] = premium.body.data!.viewer.user.legalCases!;
    expect(c!.name).toBe('RG-1000003-2025');
    const doc = c!.hearings[0]!.documents[0]!;
    expect(doc.downloadUrl).toBe(`/files/cause/${doc.id}.pdf`);
    const ex = await callSubgraph<L>(subgraph.url, Q, {}, await memberClaims('expremium@demo.club'));
    expect(ex.body.data!.viewer.user.legalCases).toBeNull();
    expect((ex.body.errors as GqlError[])[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
  });

  it("another member's cases cannot be reached through the entity of another id", async () => {
    const res = await callSubgraph<{ _entities: unknown[] }>(
      subgraph.url,
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { legalCases { name } } } }',
      { r: [{ __typename: 'User', id: '1000003' }] },
      await memberClaims('premium.noecm@demo.club'),
    );
    expect(res.body.data!._entities).toEqual([null]);
  });
});
