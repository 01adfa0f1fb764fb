/**
 * Paywalls decided on the server (spec 1 §3 'Paywall option', §4, §6; spec 2 §4, §6): premium text
 * never reaches a viewer who may not read it, the paywall option is the first whose rule the viewer
 * meets, and the digital newsstand is for premium members only.
 */
import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startCmsSubgraph } from './server';

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
type Err = { message: string; extensions?: Record<string, unknown> };

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const V: Record<string, Viewer> = { visitor: {} };
let premiumArticle = '';
let freeArticle = '';
let premiumTool = '';

async function member(email: string, userId: string, claims: Partial<ViewerClaims>): Promise<Viewer> {
  return { ...claims, userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!') };
}

/** The first item of a type matching `where` (e.g. premium, with two <h2> sections). */
async function itemOf(type: string, where: string): Promise<string> {
  const [row] = await up.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = $1 ${where} ORDER BY id LIMIT 1`, [type]);
  return row!.id;
}

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 });
  V.registrato = await member('registrato@demo.club', '1000001', { subscriptionType: 'REGISTRATO' });
  V.trial = await member('trial@demo.club', '1000002', { subscriptionType: 'TRIAL' });
  V.premium = await member('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM' });
  V.extrial = await member('extrial@demo.club', '1000007', { subscriptionType: 'EX_TRIAL' });
  V.expremium = await member('expremium@demo.club', '1000008', { subscriptionType: 'EX_PREMIUM' });
  premiumArticle = await itemOf('Articolo', "AND is_premium AND body LIKE '%<h2>%<h2>%'");
  freeArticle = await itemOf('Articolo', "AND NOT is_premium AND body LIKE '%<h2>%<h2>%'");
  premiumTool = await itemOf('Tool', 'AND is_premium');
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

const gql = <T>(query: string, variables: Record<string, unknown>, viewer: Viewer) => callSubgraph<T>(subgraph.url, query, variables, viewer);

interface PaywallOptionResult {
  id: string;
  title: string;
  content: string | null;
  imageUrl: string | null;
  cta: { label: string; link: string };
  hasLoginCta: boolean;
}
interface ArticleResult {
  content: { paywalled: boolean; body: string | null; headings: string[] | null; allowedActions: { action: string; upsell: string | null }[] };
  paywall: PaywallOptionResult | null;
}

const ARTICLE = `query($id: ID!, $placement: String!) {
  content(id: $id) { paywalled body headings allowedActions { action upsell } }
  paywall(placement: $placement) { id title content imageUrl cta { label link } hasLoginCta }
}`;

const article = async (id: string, viewer: Viewer, placement = 'articolo') => {
  const res = await gql<ArticleResult>(ARTICLE, { id, placement }, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
};

describe('Content.paywalled, body and headings (premium content never leaves the server for those who may not read it)', () => {
  it('a registered member on a premium article: paywalled, no body or headings, the plans option and the subscription modal', async () => {
    const { content, paywall } = await article(premiumArticle, V.registrato);
    expect(content).toMatchObject({ paywalled: true, body: null, headings: null });
    expect(paywall).toMatchObject({ title: 'Contenuto riservato agli abbonati Premium', cta: { label: 'Scopri i piani', link: '/piani' }, hasLoginCta: false });
    expect(paywall!.imageUrl).toMatch(/^\/media\//);
    expect(content.allowedActions.filter((a) => a.action !== 'SHARE').map((a) => a.upsell)).toEqual(['SUBSCRIBE', 'SUBSCRIBE', 'SUBSCRIBE']);
  });

  it('a premium member gets the body and the Sommario headings, and no paywall', async () => {
    const { content, paywall } = await article(premiumArticle, V.premium);
    expect(content.paywalled).toBe(false);
    expect(content.body).toContain('<h2>');
    expect(content.headings!.length).toBeGreaterThanOrEqual(2);
    expect(paywall).toBeNull();
  });

  it('a trial member has premium-level access to premium articles', async () => {
    const { content, paywall } = await article(premiumArticle, V.trial);
    expect(content.paywalled).toBe(false);
    expect(content.body).toContain('<h2>');
    expect(paywall).toBeNull();
  });

  it('a visitor gets the sign-up option with the login link, and the sign-up prompt on every refused action', async () => {
    const { content, paywall } = await article(premiumArticle, V.visitor);
    expect(content).toMatchObject({ paywalled: true, body: null, headings: null });
    expect(paywall).toMatchObject({ cta: { label: 'Registrati gratis', link: '/registrazione' }, hasLoginCta: true });
    expect(content.allowedActions.filter((a) => a.action !== 'SHARE').every((a) => a.upsell === 'SIGN_UP')).toBe(true);
  });

  it('ex-trial members are asked to move to Premium, ex-premium members to renew', async () => {
    expect((await article(premiumArticle, V.extrial)).paywall!.cta).toEqual({ label: 'Passa a Premium', link: '/upgrade' });
    expect((await article(premiumArticle, V.expremium)).paywall!.cta).toEqual({ label: "Rinnova l'abbonamento", link: '/upgrade' });
  });

  it('free content is open to a visitor', async () => {
    const { content } = await article(freeArticle, V.visitor);
    expect(content.paywalled).toBe(false);
    expect(content.headings!.length).toBeGreaterThanOrEqual(2);
  });

  it('premium resources are paywalled with the resource placement, and listed items hide their bodies too', async () => {
    const { content, paywall } = await article(premiumTool, V.registrato, 'risorsa');
    expect(content).toMatchObject({ paywalled: true, body: null });
    expect(paywall!.title).toBe('Risorsa riservata agli abbonati Premium');
    const listed = await gql<{ contents: { items: { isPremium: boolean; paywalled: boolean; body: string | null; embeddedContent: string | null }[] } }>(
      '{ contents(input: { contentTypes: [Webinar], rows: 12 }) { items { isPremium paywalled body embeddedContent } } }',
      {},
      V.visitor,
    );
    const items = listed.body.data!.contents.items;
    const premium = items.filter((i) => i.isPremium);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((i) => i.paywalled && i.body === null && i.embeddedContent === null)).toBe(true);
    expect(items.filter((i) => !i.isPremium).every((i) => !i.paywalled && i.body !== null && i.embeddedContent !== null)).toBe(true);
  });

  it('the library item of a premium article keeps its text on the server for a registered member, not for a premium one', async () => {
    const LIBRARY = 'query($id: ID!) { libraryItem(id: $id) { paywalled content } }';
    const registered = await gql<{ libraryItem: { paywalled: boolean; content: string | null } }>(LIBRARY, { id: premiumArticle }, V.registrato);
    expect(registered.body.data!.libraryItem).toEqual({ paywalled: true, content: null });
    const premium = await gql<{ libraryItem: { paywalled: boolean; content: string | null } }>(LIBRARY, { id: premiumArticle }, V.premium);
    expect(premium.body.data!.libraryItem.paywalled).toBe(false);
    expect(premium.body.data!.libraryItem.content).toContain('<h2>');
    const free = await gql<{ libraryItem: { paywalled: boolean; content: string | null } }>(LIBRARY, { id: freeArticle }, V.visitor);
    expect(free.body.data!.libraryItem.content).toContain('<h2>');
  });

  it('an unknown placement is BAD_USER_INPUT', async () => {
    const res = await gql<unknown>('{ paywall(placement: "home") { id } }', {}, V.registrato);
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('a legal Tool or Modulo refused to a member by wallet (spec 1 §6, spec 2 §6): its text never leaves the server', () => {
  const wallets = (...codes: string[]) => codes.map((code) => ({ code, active: true, status: 1 }));
  const ITEM = `query($id: ID!) {
    content(id: $id) { paywalled walletBlocked body headings embeddedContent }
    libraryItem(id: $id) { paywalled content }
  }`;
  type Answer = { content: { paywalled: boolean; walletBlocked: boolean; body: string | null; headings: string[] | null }; libraryItem: { paywalled: boolean; content: string | null } };
  let legalTool = '';
  let legalModule = '';
  let personas: Record<string, Viewer> = {};
  beforeAll(async () => {
    legalTool = await itemOf('Tool', 'AND is_toolleg AND NOT is_toolscient AND NOT is_premium AND body IS NOT NULL');
    legalModule = await itemOf('Modulo', 'AND is_modleg AND NOT is_modscient AND body IS NOT NULL');
    // The demo personas' wallets: trial has the scientific ones only, premium all of them.
    personas = {
      visitor: V.visitor!,
      registrato: V.registrato!,
      trial: { ...V.trial, wallets: wallets('ecm', 'news', 'toolScientifici', 'moduliScientifici') },
      premium: { ...V.premium, wallets: wallets('ecm', 'legal', 'toolLegali', 'toolScientifici', 'moduliLegali', 'moduliScientifici', 'news') },
      extrial: V.extrial!,
      expremium: V.expremium!,
    };
  });
  const read = async (id: string, viewer: Viewer) => {
    const res = await gql<Answer>(ITEM, { id }, viewer);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  };

  it('a trial member without the legal wallets gets paywalled and blocked, with no body, headings or library text', async () => {
    for (const id of [legalTool, legalModule]) {
      const { content, libraryItem } = await read(id, personas.trial!);
      expect(content).toEqual({ paywalled: true, walletBlocked: true, body: null, headings: null, embeddedContent: null });
      expect(libraryItem).toEqual({ paywalled: true, content: null });
    }
  });

  it('a premium member with the legal wallets reads both', async () => {
    for (const id of [legalTool, legalModule]) {
      const { content, libraryItem } = await read(id, personas.premium!);
      expect(content).toMatchObject({ paywalled: false, walletBlocked: false });
      expect(content.body).toBeTruthy();
      expect(libraryItem.content).toBeTruthy();
    }
  });

  it.each(['visitor', 'registrato', 'trial', 'premium', 'extrial', 'expremium'])('%s: the body is sent exactly when the page shows it', async (persona) => {
    for (const id of [legalTool, legalModule]) {
      const { content, libraryItem } = await read(id, personas[persona]!);
      const pageHidesText = content.walletBlocked || content.paywalled;
      expect(content.body === null).toBe(pageHidesText);
      expect(libraryItem.content === null).toBe(pageHidesText);
    }
  });
});

describe('the digital newsstand (spec 1 §6, spec 2 §6: premium only, others see the paywall)', () => {
  const NEWSSTAND = `{
    digitalNewsstand { id magazineId magazineName title issueDate pageCount readerUrl }
    paywall(placement: "edicola") { title cta { label link } hasLoginCta }
  }`;
  type Answer = { digitalNewsstand: { magazineId: string; title: string; readerUrl: string; pageCount: number }[] | null; paywall: PaywallOptionResult | null };

  it('is FORBIDDEN with UPGRADE_REQUIRED for a trial member, who gets the upgrade option', async () => {
    const res = await gql<Answer>(NEWSSTAND, {}, V.trial);
    expect(res.body.data!.digitalNewsstand).toBeNull();
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' });
    expect(res.body.data!.paywall!.cta).toEqual({ label: 'Passa a Premium', link: '/upgrade' });
  });

  it('is FORBIDDEN for a visitor, who gets the sign-up option', async () => {
    const res = await gql<Answer>(NEWSSTAND, {}, V.visitor);
    expect((res.body.errors![0] as Err).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' });
    expect(res.body.data!.paywall).toMatchObject({ cta: { label: 'Registrati gratis', link: '/registrazione' }, hasLoginCta: true });
  });

  it('lists the seven magazines with their embedded reader for a premium member, with no paywall', async () => {
    const res = await gql<Answer>(NEWSSTAND, {}, V.premium);
    expect(res.body.errors).toBeUndefined();
    const issues = res.body.data!.digitalNewsstand!;
    expect(issues).toHaveLength(7);
    expect(issues[0]).toMatchObject({ magazineId: 'MedicalMagazine', title: 'Medical Magazine – novembre 2025', readerUrl: '/media/edicola/MedicalMagazine', pageCount: 5 });
    expect(res.body.data!.paywall).toBeNull();
  });
});
