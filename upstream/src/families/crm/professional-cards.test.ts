import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { SUGGESTED_CARDS, escapeLike } from './routes-professional-cards';
import { DEMO_PASSWORD } from './seed';

/** GET /professionallist/professionalcards: spec 2 §2 directory filters, §3 list response, §9 card limits. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;

interface Card {
  id: string;
  firstName: string;
  lastName: string;
  profession: { codice: string; descrizione: string };
  professionDetail: { nome: string } | null;
  specializations: { nome: string }[];
  province: string;
  city: string;
  visibility: string;
  isPharmacare: boolean;
  createdAt: string;
  contacts: { email: string; phone: string | null } | null;
}
interface ListAnswer {
  professionalCards: Card[];
  suggested: Card[];
  pages: number;
  totalRecords: number | null;
}

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

async function list(query: Record<string, string>, token?: string): Promise<{ status: number; body: ListAnswer & { message?: string } }> {
  const res = await fetch(`${up.url}/professionallist/professionalcards?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as never };
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await up.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM professional_cards c JOIN crm_professions p ON p.id = c.profession_id WHERE c.visibility = 'Pubblica' AND ${where}`,
    params,
  );
  return row!.n;
}

async function premiumToken(): Promise<string> {
  const { publicKeyPEM } = (await (await fetch(`${up.url}/auth/public-key`)).json()) as { publicKeyPEM: string };
  const password = publicEncrypt({ key: publicKeyPEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(DEMO_PASSWORD)).toString('base64');
  const res = await fetch(`${up.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'premium@demo.club', password }) });
  return ((await res.json()) as { token: string }).token;
}

const haystack = (c: Card) => [c.firstName, c.lastName, c.city, c.profession.descrizione, c.professionDetail?.nome ?? '', ...c.specializations.map((s) => s.nome)].join(' ').toLowerCase();

describe('professional card list', () => {
  it('pages the public cards newest first, with pages and totalRecords of the whole set', async () => {
    const total = await count('true');
    const first = await list({ take: '12' });
    expect(first.status).toBe(200);
    expect(first.body.totalRecords).toBe(total);
    expect(first.body.pages).toBe(Math.ceil(total / 12));
    expect(first.body.suggested).toEqual([]);
    expect(first.body.professionalCards).toHaveLength(12);
    expect(first.body.professionalCards.every((c) => c.visibility === 'Pubblica')).toBe(true);
    const dates = first.body.professionalCards.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list({ take: '12', page: '2' });
    expect(second.body.professionalCards[0]!.createdAt <= dates[11]!).toBe(true);
    expect(second.body.professionalCards.map((c) => c.id)).not.toContain(first.body.professionalCards[0]!.id);
  });

  it('filters by province (two-letter code, any case)', async () => {
    const total = await count(`c.province = 'MI'`);
    expect(total).toBeGreaterThan(12);
    const res = await list({ take: '100', province: 'mi' });
    expect(res.body.totalRecords).toBe(total);
    expect(res.body.professionalCards.every((c) => c.province === 'MI')).toBe(true);
  });

  it('filters by profession type, given as the category code or the option label', async () => {
    const doctors = await count(`p.codice = '857920003'`);
    const others = await count(`p.codice = '857920006'`);
    expect(doctors).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
    const byCode = await list({ take: '50', professionType: '857920003' });
    expect(byCode.body.totalRecords).toBe(doctors);
    expect(byCode.body.professionalCards.every((c) => c.profession.codice === '857920003')).toBe(true);
    const byLabel = await list({ take: '50', professionType: 'Altro professionista sanitario' });
    expect(byLabel.body.totalRecords).toBe(others);
    expect(byLabel.body.professionalCards.every((c) => c.profession.codice === '857920006')).toBe(true);
  });

  it('matches every word of the text against names, city, profession and specialisations, case-insensitively', async () => {
    const [sample] = await up.db.query<{ last_name: string }>(`SELECT last_name FROM professional_cards WHERE visibility = 'Pubblica' ORDER BY id LIMIT 1`);
    const byName = await list({ take: '100', text: sample!.last_name.toUpperCase() });
    expect(byName.body.professionalCards.length).toBeGreaterThan(0);
    for (const c of byName.body.professionalCards) {
      expect(haystack(c)).toContain(sample!.last_name.toLowerCase());
    }
    const cardio = await list({ take: '100', text: 'CARDIO milano' });
    expect(cardio.body.totalRecords).toBeGreaterThan(0);
    for (const c of cardio.body.professionalCards) {
      expect(haystack(c)).toContain('cardio');
      expect(haystack(c)).toContain('milano');
    }
    expect(cardio.body.professionalCards.some((c) => c.city === 'Milano' && c.specializations.some((s) => s.nome.startsWith('Cardio')))).toBe(true);
    const nurses = await list({ take: '5', text: 'infermiere' });
    expect(nurses.body.professionalCards.every((c) => c.professionDetail?.nome === 'Infermiere')).toBe(true);
  });

  it('escapes LIKE wildcards: % and _ match only themselves, and an empty search suggests the newest cards', async () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    const newest = await list({ take: String(SUGGESTED_CARDS) });
    for (const text of ['%', '_', 'zzqx']) {
      const res = await list({ take: '12', text });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ professionalCards: [], pages: 0, totalRecords: null });
      expect(res.body.suggested.map((c) => c.id)).toEqual(newest.body.professionalCards.map((c) => c.id));
    }
  });

  it('filters by isPharmacare', async () => {
    const total = await count('c.is_pharmacare');
    const res = await list({ take: '100', isPharmacare: 'true' });
    expect(res.body.totalRecords).toBe(total === 0 ? null : total);
    expect(res.body.professionalCards.every((c) => c.isPharmacare)).toBe(true);
  });

  it('gives the contacts only to a Premium member (spec 2 §9)', async () => {
    const anonymous = await list({ take: '2' });
    expect(anonymous.body.professionalCards.every((c) => c.contacts === null)).toBe(true);
    const premium = await list({ take: '2' }, await premiumToken());
    expect(premium.body.professionalCards.every((c) => c.contacts?.email.includes('@'))).toBe(true);
  });

  it('refuses malformed filters with 400 and an Italian message', async () => {
    for (const query of [{ province: 'Milano' }, { professionType: 'Infermiere' }, { isPharmacare: 'forse' }, { page: '0' }, { text: 'x'.repeat(101) }] as Record<string, string>[]) {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Il parametro/);
    }
  });
});
