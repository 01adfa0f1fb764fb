import { fadRoute } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { ECM_HISTORY_PERSONAS } from '../crm/seed-personas-ecm-history';

/** The issue 40 history personas: premium with the ecm wallet, their credits over several trienni in one call. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(() => up?.close());

async function creditsOf(userId: string) {
  const token = await createToken(up.db, userId, 'session', 60);
  const res = await fetch(`${up.url}/FAD/Triennio/Crediti?from=2014-01-01&to=2028-12-31`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return fadRoute.trienniumCredits.response.parse(await res.json());
}

function byTriennium(credits: { date: string; credits: number }[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const c of credits) {
    const first = 2014 + Math.floor((+c.date.slice(0, 4) - 2014) / 3) * 3;
    const label = `${first}-${first + 2}`;
    sums[label] = (sums[label] ?? 0) + c.credits;
  }
  return sums;
}

describe('issue 40 history personas', () => {
  it.each([
    [ECM_HISTORY_PERSONAS.onTrack, { '2023-2025': 160, '2026-2028': 110 }],
    [ECM_HISTORY_PERSONAS.belowInsurance, { '2023-2025': 80, '2026-2028': 20 }],
    [ECM_HISTORY_PERSONAS.pastDebts, { '2020-2022': 60, '2023-2025': 170, '2026-2028': 30 }],
  ])('$email is premium with the ecm wallet and has its credits per triennium', async (persona, expected) => {
    const [user] = await up.db.query<{ email: string; subscription_type: string }>(`SELECT email, subscription_type FROM users WHERE id = $1`, [persona.id]);
    expect(user).toEqual({ email: persona.email, subscription_type: 'PREMIUM' });
    const ecm = await up.db.query(`SELECT 1 FROM wallets WHERE user_id = $1 AND codice = 'ecm' AND attivo`, [persona.id]);
    expect(ecm.length).toBe(1);
    const answer = await creditsOf(persona.id);
    expect(answer.portal).toEqual([]);
    expect(byTriennium(answer.external)).toEqual(expected);
  });
});
