import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db';
import { migrate } from '../../migrate';
import { seededRandom } from '../../random';
import { TRIAL_WALLETS, WALLET_CODES } from './catalogue';
import { checkCharacter } from './fiscal-code';
import { verifyPassword } from './passwords';
import { DEMO_PASSWORD, seedCrm } from './seed';
import { genericMembers } from './seed-members';
import { CLUB_LINES } from './catalogue';
import { clubPersonaEmail, clubProduct, NO_LEGAL_PROTECTION_EMAIL, TAGS_PERSONA_EMAIL } from './seed-personas-clubs';
import { userSubscription } from './users';

// Only the crm seed, on its own database: fast, and independent of the other families.
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await db.transaction((tx) => seedCrm(tx, { random: seededRandom(7) }));
});
afterAll(async () => {
  await db?.close();
});

async function user(id: string) {
  const u = await userSubscription(db, id);
  if (!u) throw new Error(`no user ${id}`);
  return u;
}

async function wallets(id: string) {
  return db.query<{ codice: string; attivo: boolean; numero: number; saldo: number }>(
    `SELECT codice, attivo, numero, saldo::float8 AS saldo FROM wallets WHERE user_id = $1`,
    [id],
  );
}

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('demo personas', () => {
  it.each([
    ['1000001', 'registrato@demo.club', 'REGISTRATO'],
    ['1000002', 'trial@demo.club', 'TRIAL'],
    ['1000003', 'premium@demo.club', 'PREMIUM'],
    ['1000004', 'premium.noecm@demo.club', 'PREMIUM'],
    ['1000005', 'premium.nocf@demo.club', 'PREMIUM'],
    ['1000006', 'premium.lowcredit@demo.club', 'PREMIUM'],
    ['1000007', 'extrial@demo.club', 'EX_TRIAL'],
    ['1000008', 'expremium@demo.club', 'EX_PREMIUM'],
    ['1000009', 'consenso@demo.club', 'REGISTRATO'],
    ['1000010', 'bloccato@demo.club', 'REGISTRATO'],
    ['1000011', 'incompleto@demo.club', 'PREMIUM'],
    ['1000012', 'premium.nodati@demo.club', 'PREMIUM'],
    ['1000013', 'trial.noecm@demo.club', 'TRIAL'],
    ['1000014', 'premium.nonews@demo.club', 'PREMIUM'],
    ['1000015', 'premium.plafond@demo.club', 'PREMIUM'],
    ['1000016', 'premium.bonus@demo.club', 'PREMIUM'],
    ['1000017', 'expremium.fedelta0@demo.club', 'EX_PREMIUM'],
    ['1000018', 'expremium.fedelta2@demo.club', 'EX_PREMIUM'],
    ['1000019', 'premium.aps@demo.club', 'PREMIUM'],
    ['1000020', 'premium.club@demo.club', 'PREMIUM'],
    ['1000021', 'premium.convenzione@demo.club', 'PREMIUM'],
    ['1000022', 'premium.nonegozi@demo.club', 'PREMIUM'],
    ['1000023', 'premium.consulenza@demo.club', 'PREMIUM'],
    ['1000024', 'premium.tutela2@demo.club', 'PREMIUM'],
    ['1000025', 'premium.duecause@demo.club', 'PREMIUM'],
    ['1000046', 'premium.esenzione@demo.club', 'PREMIUM'],
    ['1000047', 'premium.dossier@demo.club', 'PREMIUM'],
    ['1200086', 'condiviso@demo.club', 'REGISTRATO'],
    ['1200087', 'condiviso@demo.club', 'REGISTRATO'],
  ])('%s is %s, %s', async (id, email, type) => {
    const u = await user(id);
    expect(u).toMatchObject({ clientCode: id, username: id, email, subscriptionType: type });
  });

  it('registrato holds the promo code and the registered-club group, and no active wallet', async () => {
    const u = await user('1000001');
    expect(u.promoCodes).toEqual(['PROMO-REG']);
    expect(u.groups).toEqual(['GP_REGISTRATO_CLUB']);
    expect(u.portafogliAttivi).toEqual([]);
    expect(u.expiration).toEqual({ isExpired: false, expDate: null, oldExpiration: null });
  });

  it('trial holds exactly the trial wallets and an expiry in the future', async () => {
    const u = await user('1000002');
    expect(sorted(u.portafogliAttivi)).toEqual(sorted(TRIAL_WALLETS));
    expect(u.expiration.isExpired).toBe(false);
    expect(u.expiration.expDate! > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('premium holds every wallet, ecm balance 50, winLoy status 1, a fiscal code, a card code and a convention product', async () => {
    const u = await user('1000003');
    expect(sorted(u.portafogliAttivi)).toEqual(sorted(WALLET_CODES));
    // portafogliStatici (STATIC_WALLETS_READING 'NO_CREDITS'): every wallet but the credit-holding ecm one.
    expect(sorted(u.portafogliStatici)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'ecm')));
    const w = await wallets('1000003');
    expect(w.find((x) => x.codice === 'ecm')?.saldo).toBe(50);
    expect(w.find((x) => x.codice === 'winLoy')?.numero).toBe(1);
    expect(u.fiscalCode).toHaveLength(16);
    expect(u.cardCode).toBeTruthy();
    const [sub] = await db.query<{ is_convenzione: boolean; attivo: boolean }>(`SELECT is_convenzione, attivo FROM last_subscription WHERE user_id = '1000003'`);
    expect(sub).toEqual({ is_convenzione: true, attivo: true });
  });

  it('the premium variants differ from premium only where their name says', async () => {
    expect(sorted((await user('1000004')).portafogliAttivi)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'ecm')));
    expect((await user('1000005')).fiscalCode).toBeNull();
    expect((await wallets('1000006')).find((x) => x.codice === 'ecm')?.saldo).toBe(1);
  });

  it('the issue 28 personas: used-up plafond, bonus credits, loyalty Stato 0 and 2, APS with an INF card, club and unknown convention products, no topnegozi', async () => {
    const ecm = async (id: string) =>
      (await db.query<{ saldo: number; utilizzo_totale: number; credito_iniziale: number; crediti_bonus: number }>(
        `SELECT saldo::float8 AS saldo, utilizzo_totale::float8 AS utilizzo_totale, credito_iniziale::float8 AS credito_iniziale, crediti_bonus::float8 AS crediti_bonus FROM wallets WHERE user_id = $1 AND codice = 'ecm'`,
        [id],
      ))[0];
    expect(await ecm('1000015')).toMatchObject({ saldo: 0, utilizzo_totale: 50, credito_iniziale: 50 });
    expect((await ecm('1000016')).crediti_bonus).toBe(4.57);
    expect((await wallets('1000017')).find((x) => x.codice === 'winLoy')?.numero).toBe(0);
    expect((await wallets('1000018')).find((x) => x.codice === 'winLoy')?.numero).toBe(2);
    const aps = await user('1000019');
    expect(aps.isAPS).toBe(true);
    expect(aps.cardCode).toContain('INF');
    const product = async (id: string) => (await db.query<{ cpq_product_name: string; is_convenzione: boolean; attivo: boolean }>(`SELECT cpq_product_name, is_convenzione, attivo FROM last_subscription WHERE user_id = $1`, [id]))[0];
    expect(await product('1000020')).toEqual({ cpq_product_name: 'Club Farmacisti Premium', is_convenzione: true, attivo: true });
    expect(await product('1000021')).toEqual({ cpq_product_name: 'Convenzione ASL Premium', is_convenzione: true, attivo: true });
    expect((await user('1000021')).conventionOrder).toBe('ORD-ASL-1000021');
    expect(sorted((await user('1000022')).portafogliAttivi)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'topnegozi')));
  });

  it('trial.noecm holds the trial wallets but ecm; premium.nonews every wallet but news', async () => {
    expect(sorted((await user('1000013')).portafogliAttivi)).toEqual(sorted(TRIAL_WALLETS.filter((c) => c !== 'ecm')));
    expect(sorted((await user('1000014')).portafogliAttivi)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'news')));
  });

  it('premium.consulenza holds every wallet and consulenzaLegale; premium.tutela2 every wallet but legal and tutelaLegale', async () => {
    expect(sorted((await user('1000023')).portafogliAttivi)).toEqual(sorted([...WALLET_CODES, 'consulenzaLegale']));
    expect(sorted((await user('1000024')).portafogliAttivi)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'legal' && c !== 'tutelaLegale')));
  });

  it('premium.duecause has two legal cases, premium one', async () => {
    const cases = async (id: string) => (await db.query<{ nome: string }>(`SELECT nome FROM crm_legal_cases WHERE user_id = $1 ORDER BY nome`, [id])).map((r) => r.nome);
    expect(await cases('1000025')).toEqual(['RG-1000025-2025', 'RG-1000025-2026']);
    expect(await cases('1000003')).toEqual(['RG-1000003-2025']);
  });

  it('one premium member per club line (14), on its \'{club} Premium\' product through a convention, without card code or convention order', async () => {
    // With neither a card code nor a convention order the welcome is the product's (spec 1 §4), and a
    // convention shows the partner logo (spec 1 §6): subgraphs/crm welcome.test.ts checks each club's welcome.
    expect(CLUB_LINES).toHaveLength(14);
    for (const club of CLUB_LINES) {
      const [row] = await db.query<{ subscription_type: string; card_code: string | null; convention_order: string | null; cpq_product_name: string; is_convenzione: boolean; attivo: boolean }>(
        `SELECT u.subscription_type, u.card_code, u.convention_order, s.cpq_product_name, s.is_convenzione, s.attivo
           FROM users u JOIN last_subscription s ON s.user_id = u.id WHERE u.email = $1`,
        [clubPersonaEmail(club)],
      );
      expect(row, club).toEqual({ subscription_type: 'PREMIUM', card_code: null, convention_order: null, cpq_product_name: clubProduct(club), is_convenzione: true, attivo: true });
    }
    expect(clubPersonaEmail('Club Medici Legali')).toBe('club.medici.legali@demo.club');
  });

  it('premium.tag holds every wallet and the tags DASOPT, DAS and PRNASC, active', async () => {
    const [{ id }] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [TAGS_PERSONA_EMAIL]);
    const u = await user(id!);
    expect(u.subscriptionType).toBe('PREMIUM');
    expect(sorted(u.portafogliAttivi)).toEqual(sorted([...WALLET_CODES, 'DASOPT', 'DAS', 'PRNASC']));
  });

  it('premium.notutela holds every wallet but tutelaLegale and tutelaLegale2, and has a legal case', async () => {
    const [{ id }] = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [NO_LEGAL_PROTECTION_EMAIL]);
    const u = await user(id!);
    expect(u.subscriptionType).toBe('PREMIUM');
    expect(sorted(u.portafogliAttivi)).toEqual(sorted(WALLET_CODES.filter((c) => c !== 'tutelaLegale' && c !== 'tutelaLegale2')));
    expect(await db.query(`SELECT nome FROM crm_legal_cases WHERE user_id = $1`, [id])).toEqual([{ nome: `RG-${id}-2025` }]);
  });

  it('ex members have only inactive wallets and an expired subscription', async () => {
    for (const id of ['1000007', '1000008']) {
      const u = await user(id);
      expect(u.portafogliAttivi).toEqual([]);
      expect((await wallets(id)).length).toBeGreaterThan(0);
      expect(u.expiration.isExpired).toBe(true);
    }
  });

  it('consenso must accept all three conditions and bloccato is blocked', async () => {
    const [c] = await db.query(`SELECT must_accept_acknowledgment a, must_accept_condition_of_use b, must_accept_acceptance_condition c FROM users WHERE id = '1000009'`);
    expect(c).toEqual({ a: true, b: true, c: true });
    const [b] = await db.query(`SELECT blocked FROM users WHERE id = '1000010'`);
    expect(b).toEqual({ blocked: true });
  });

  it('every member has the demo password, hashed with scrypt', async () => {
    const hashes = await db.query<{ password_hash: string }>(`SELECT DISTINCT password_hash FROM users`);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PASSWORD, hashes[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('club2026!', hashes[0]!.password_hash)).toBe(false);
  });
});

describe('generic members and cards', () => {
  it('seeds 3,000 members from 1100000 across the five member types', async () => {
    const rows = await db.query<{ subscription_type: string; n: number }>(
      `SELECT subscription_type, count(*)::int AS n FROM users WHERE id::int BETWEEN 1100000 AND 1102999 GROUP BY 1`,
    );
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(3000);
    expect(sorted(rows.map((r) => r.subscription_type))).toEqual(['EX_PREMIUM', 'EX_TRIAL', 'PREMIUM', 'REGISTRATO', 'TRIAL']);
  });

  it('keeps wallets and expiry consistent with each type', async () => {
    const bad = await db.query(
      `SELECT u.id FROM users u
        WHERE (u.subscription_type IN ('REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM') AND EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = u.id AND w.attivo))
           OR (u.subscription_type IN ('TRIAL', 'PREMIUM') AND (u.exp_date IS NULL OR u.exp_date < current_date))
           OR (u.subscription_type IN ('EX_TRIAL', 'EX_PREMIUM') AND u.exp_date >= current_date)
           OR (u.subscription_type = 'PREMIUM' AND u.id::int >= 1100000 AND (SELECT count(*) FROM wallets w WHERE w.user_id = u.id AND w.attivo) <> 15)`,
    );
    expect(bad).toEqual([]);
  });

  it('gives the generic members valid fiscal codes and Italian names', async () => {
    const rows = await db.query<{ fiscal_code: string; name: string }>(`SELECT fiscal_code, name FROM users WHERE fiscal_code IS NOT NULL AND id::int >= 1100000 LIMIT 200`);
    for (const r of rows) expect(checkCharacter(r.fiscal_code.slice(0, 15))).toBe(r.fiscal_code[15]);
    expect(rows.length).toBe(200);
  });

  it('seeds over 2,000 professional cards, public and private, of both profession categories', async () => {
    const rows = await db.query<{ visibility: string; codice: string; n: number }>(
      `SELECT c.visibility, p.codice, count(*)::int AS n FROM professional_cards c JOIN crm_professions p ON p.id = c.profession_id GROUP BY 1, 2`,
    );
    expect(rows.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(2000);
    expect(new Set(rows.map((r) => r.visibility))).toEqual(new Set(['Pubblica', 'Privata']));
    expect(new Set(rows.map((r) => r.codice))).toEqual(new Set(['857920003', '857920006']));
  });

  it('is deterministic: the same random source gives the same members', () => {
    const today = new Date('2026-03-01T00:00:00Z');
    const a = genericMembers(seededRandom(7), today);
    const b = genericMembers(seededRandom(7), today);
    expect(b.map((m) => m.draft)).toEqual(a.map((m) => m.draft));
    expect(new Set(a.map((m) => m.draft.email)).size).toBe(a.length);
  });
});
