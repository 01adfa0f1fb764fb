import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { DIRECTORY_MESSAGES } from './messages';
import { startCrmSubgraph } from './server';

/** Query.professionalDirectory (spec 2 §2 directory, §3 list response, §8 list failure, §9 limited cards). */

const PASSWORD = 'Club2026!';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** A subgraph whose upstream is a closed port. */
let orphan: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  const common = { host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 };
  subgraph = await startCrmSubgraph({ ...common, upstreamUrl: up.url });
  orphan = await startCrmSubgraph({ ...common, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 2000 });
});
afterAll(async () => {
  await orphan?.close();
  await subgraph?.close();
  await up?.close();
});

type Claims = Parameters<typeof callSubgraph>[3];

interface Card {
  id: string;
  lastName: string;
  province: string;
  profession: { code: string };
  contacts: { email: string | null; phone: string | null } | null;
}
interface DirectoryPage {
  cards: Card[];
  suggested: Card[];
  page: number;
  pageSize: number;
  pages: number;
  total: number | null;
  contactsVisible: boolean;
}

const CARD = 'id lastName province profession { code } contacts { email phone }';
const DIRECTORY = `query Directory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {
  professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {
    cards { ${CARD} } suggested { ${CARD} } page pageSize pages total contactsVisible
  }
}`;

function directory(variables: Record<string, unknown>, claims: Claims = {}, url = subgraph.url) {
  return callSubgraph<{ professionalDirectory: DirectoryPage | null }>(url, DIRECTORY, variables, claims);
}

async function publicCount(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await up.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM professional_cards c JOIN crm_professions p ON p.id = c.profession_id WHERE c.visibility = 'Pubblica' AND ${where}`,
    params,
  );
  return row!.n;
}

describe('professional directory', () => {
  it('pages the public cards 12 at a time, with the total and the number of pages', async () => {
    const total = await publicCount('true');
    const first = await directory({});
    expect(first.body.errors).toBeUndefined();
    const page = first.body.data!.professionalDirectory!;
    expect(page).toMatchObject({ page: 1, pageSize: 12, pages: Math.ceil(total / 12), total, suggested: [], contactsVisible: false });
    expect(page.cards).toHaveLength(12);
    const second = (await directory({ page: 2 })).body.data!.professionalDirectory!;
    expect(second.page).toBe(2);
    expect(second.cards.map((c) => c.id)).not.toContain(page.cards[0]!.id);
  });

  it('filters by profession type and province together', async () => {
    const expected = await publicCount(`p.codice = '857920006' AND c.province = 'RM'`);
    const res = await directory({ professionType: 'OTHER_HEALTH_PROFESSION', province: ' rm ' });
    const page = res.body.data!.professionalDirectory!;
    expect(page.total).toBe(expected);
    expect(page.pages).toBe(Math.ceil(expected / 12));
    expect(page.cards.every((c) => c.province === 'RM' && c.profession.code === '857920006')).toBe(true);
    const doctors = (await directory({ professionType: 'DOCTOR' })).body.data!.professionalDirectory!;
    expect(doctors.total).toBe(await publicCount(`p.codice = '857920003'`));
  });

  it('suggests the newest cards, with a null total, when a search finds nothing', async () => {
    const newest = (await directory({})).body.data!.professionalDirectory!.cards.slice(0, 4).map((c) => c.id);
    const page = (await directory({ text: 'nessunprofessionista%' })).body.data!.professionalDirectory!;
    expect(page).toMatchObject({ cards: [], pages: 0, total: null });
    expect(page.suggested.map((c) => c.id)).toEqual(newest);
  });

  it('shows the contacts to a Premium member only, whatever the upstream answers (spec 2 §9)', async () => {
    const token = await upstreamLogin(up.url, 'premium@demo.club', PASSWORD);
    const premium = (await directory({}, { subscriptionType: 'PREMIUM', userId: '1000003', upstreamToken: token })).body.data!.professionalDirectory!;
    expect(premium.contactsVisible).toBe(true);
    expect(premium.cards.every((c) => c.contacts?.email?.includes('@'))).toBe(true);
    // The same upstream session, but claims of a trial member: the subgraph withholds the contacts itself.
    for (const subscriptionType of ['TRIAL', 'REGISTRATO', 'EX_PREMIUM', 'SUSPECT'] as const) {
      const limited = (await directory({}, { subscriptionType, userId: '1000003', upstreamToken: token })).body.data!.professionalDirectory!;
      expect(limited.contactsVisible).toBe(false);
      expect(limited.cards.every((c) => c.contacts === null)).toBe(true);
    }
    const latest = await callSubgraph<{ latestProfessionals: { contacts: unknown }[] }>(subgraph.url, '{ latestProfessionals { contacts { email } } }', {}, { subscriptionType: 'TRIAL', userId: '1000003', upstreamToken: token });
    expect(latest.body.data!.latestProfessionals.every((c) => c.contacts === null)).toBe(true);
  });

  it('refuses a malformed page, province or text with BAD_USER_INPUT', async () => {
    for (const variables of [{ page: 0 }, { province: 'Milano' }, { text: 'x'.repeat(101) }]) {
      const res = await directory(variables);
      expect(res.body.data?.professionalDirectory ?? null).toBeNull();
      expect(res.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
  });

  it("is null with 'Errore del servizio durante la richiesta della lista.' when the service fails", async () => {
    const res = await directory({ province: 'MI' }, {}, orphan.url);
    expect(res.body.data!.professionalDirectory).toBeNull();
    expect(res.body.errors![0]!.message).toBe(DIRECTORY_MESSAGES.listFailed);
    expect(res.body.errors![0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
