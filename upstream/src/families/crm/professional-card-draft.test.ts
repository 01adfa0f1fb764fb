import { CARD_DOCUMENT_MAX_BYTES, professionalCardMeRoute, professionalCardsRoute, type ProfessionalCardPatchBody } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';
import { CARD_BONUS_CREDITS } from './routes-professional-card-draft';

let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

const PERSONAS = { registrato: '1000001', trial: '1000002', premium: '1000003', noecm: '1000004' } as const;
const sessionOf = (p: keyof typeof PERSONAS) => createToken(up.db, PERSONAS[p], 'session', 60);

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: text && type.includes('json') ? (JSON.parse(text) as unknown) : text, type };
}

const PDF = Buffer.from('%PDF-1.4\n% certificato di prova\n').toString('base64');
const ME = '/professionallist/professionalcards/me';
const CARDS = '/professionallist/professionalcards';

function fullCard(visibility: 'Pubblica' | 'Privata'): ProfessionalCardPatchBody['patch'] {
  return {
    lastName: 'Romanozeta',
    professions: [{ professionType: '857920003', specializations: [{ id: '102', nome: 'Cardiologia' }], healthcareProfession: null, mainProfession: true }],
    presentationText: 'Cardiologa, lavoro a Lecce.',
    contacts: { province: 'LE', city: 'Lecce', email: 'francesca@studio.it', phone: '3331234567' },
    training: [{ degreeType: 'Laurea a ciclo unico', title: 'Medicina e Chirurgia', institute: 'Università di Bari', year: 2003 }],
    certifications: [{ title: 'BLSD', year: 2020, documentUrl: null, document: { fileName: 'blsd.pdf', mimeType: 'application/pdf', documentBody: PDF } }],
    privacyFlag: true,
    termsOfServiceFlag: true,
    visibility,
  };
}

/** The ECM wallet's bonus credits, as GET /CRM/Utente/Portafogli answers them. */
async function ecmBonus(token: string): Promise<number> {
  const wallets = (await call('GET', '/CRM/Utente/Portafogli', token)).body as { codice: string; bonus: { creditiBonus: number } }[];
  return wallets.find((w) => w.codice === 'ecm')!.bonus.creditiBonus;
}

const listed = async (lastName: string) =>
  professionalCardsRoute.response.parse((await call('GET', `${CARDS}?province=LE&text=${lastName}&take=10`)).body).professionalCards.map((c) => c.lastName);

describe('the member professional card (spec 3 §3, §4, §5, §7)', () => {
  it('answers 204 to a member without a card, and 401 without a session', async () => {
    expect((await call('GET', ME, await sessionOf('registrato'))).status).toBe(204);
    expect((await call('GET', ME)).status).toBe(401);
  });

  it('publishes a card with a certificate: listed in the directory by province; a stale save is a 409; private hides it', async () => {
    const token = await sessionOf('premium');
    const bonusBefore = await ecmBonus(token);
    const saved = await call('PATCH', CARDS, token, { patchFrom: 0, patch: fullCard('Pubblica') });
    expect(saved.status).toBe(200);
    const draft = professionalCardMeRoute.response.parse(saved.body);
    expect(draft.version).toBe(1);
    expect(draft.createBonus).toBe(true);
    expect(await ecmBonus(token)).toBe(bonusBefore + CARD_BONUS_CREDITS);
    expect(draft.certifications[0]!.documentUrl).toMatch(/^\/professionallist\/professionalcards\/me\/documents\//);
    expect(draft.certifications[0]!.document!.mimeType).toBe('[nochanges]');
    expect(await listed('Romanozeta')).toEqual(['Romanozeta']);

    // The member's own document, read back; nobody else reads it.
    const doc = await call('GET', draft.certifications[0]!.documentUrl!, token);
    expect(doc.type).toBe('application/pdf');
    expect((await call('GET', draft.certifications[0]!.documentUrl!, await sessionOf('trial'))).status).toBe(404);

    // Saved again from the draft of version 0: refused, the other change stands.
    const stale = await call('PATCH', CARDS, token, { patchFrom: 0, patch: { presentationText: 'Sovrascritto' } });
    expect(stale.status).toBe(409);
    expect((stale.body as { message: string }).message).toMatch(/modificata nel frattempo/);
    expect(professionalCardMeRoute.response.parse((await call('GET', ME, token)).body).presentationText).toBe('Cardiologa, lavoro a Lecce.');

    // Private: no longer listed, the existing document kept with '[nochanges]'; no second bonus.
    const priv = await call('PATCH', CARDS, token, { patchFrom: 1, patch: { visibility: 'Privata', certifications: draft.certifications } });
    expect(priv.status).toBe(200);
    expect(await listed('Romanozeta')).toEqual([]);
    const again = await call('PATCH', CARDS, token, { patchFrom: 2, patch: { visibility: 'Pubblica' } });
    expect(professionalCardMeRoute.response.parse(again.body).createBonus).toBe(false);
    expect(await listed('Romanozeta')).toEqual(['Romanozeta']);
    expect(await ecmBonus(token)).toBe(bonusBefore + CARD_BONUS_CREDITS);
  });

  it('the bonus credits come again with a new subscription, once, and a retried save with the same Idempotency-Key credits nothing more', async () => {
    const token = await sessionOf('premium');
    const before = await ecmBonus(token);
    const { version } = professionalCardMeRoute.response.parse((await call('GET', ME, token)).body);
    // Renewed: a new subscription, told apart by its expiry date.
    await up.db.query(`UPDATE users SET exp_date = exp_date + interval '1 year' WHERE id = $1`, [PERSONAS.premium]);
    const send = (patchFrom: number) => fetch(`${up.url}${CARDS}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `card-bonus-${patchFrom}` },
      body: JSON.stringify({ patchFrom, patch: { presentationText: 'Rinnovato.' } }),
    });
    const first = await send(version);
    expect(first.status).toBe(200);
    expect(professionalCardMeRoute.response.parse(await first.json()).createBonus).toBe(true);
    const replayed = await send(version);
    expect(replayed.status).toBe(200);
    expect(await ecmBonus(token)).toBe(before + CARD_BONUS_CREDITS);
    const next = await call('PATCH', CARDS, token, { patchFrom: version + 1, patch: { presentationText: 'Ancora.' } });
    expect(professionalCardMeRoute.response.parse(next.body).createBonus).toBe(false);
    expect(await ecmBonus(token)).toBe(before + CARD_BONUS_CREDITS);
  });

  it('no bonus and no credit for a published trial card (premium only)', async () => {
    const trial = await sessionOf('trial');
    const trialBefore = await ecmBonus(trial);
    const published = professionalCardMeRoute.response.parse((await call('PATCH', CARDS, trial, { patchFrom: 0, patch: { ...fullCard('Pubblica'), lastName: 'Ferraritrial', certifications: [] } })).body);
    expect(published.createBonus).toBe(false);
    expect(await ecmBonus(trial)).toBe(trialBefore);
    await up.db.query(`DELETE FROM crm_card_drafts WHERE user_id = $1`, [PERSONAS.trial]);
    await up.db.query(`DELETE FROM professional_cards WHERE user_id = $1`, [PERSONAS.trial]);
  });

  it("never answers another member's draft: GET /me takes no id, the token decides", async () => {
    const other = await call('GET', `${ME}?userId=${PERSONAS.premium}&id=PC${PERSONAS.premium}`, await sessionOf('trial'));
    expect(other.status === 204 || (professionalCardMeRoute.response.parse(other.body).firstName === 'Marco')).toBe(true);
  });

  it('refuses an oversized or non-PDF/image upload with a clear message and keeps the draft', async () => {
    const token = await sessionOf('trial');
    const big = Buffer.alloc(CARD_DOCUMENT_MAX_BYTES + 1, 1).toString('base64');
    const over = await call('PATCH', CARDS, token, { patchFrom: 0, patch: { certifications: [{ title: 'X', year: 2020, documentUrl: null, document: { fileName: 'grande.pdf', mimeType: 'application/pdf', documentBody: big } }] } });
    expect(over.status).toBe(400);
    expect((over.body as { message: string }).message).toBe("Il file 'grande.pdf' supera la dimensione massima di 100 KB.");
    const exe = await call('PATCH', CARDS, token, { patchFrom: 0, patch: { certifications: [{ title: 'X', year: 2020, documentUrl: null, document: { fileName: 'virus.exe', mimeType: 'application/x-msdownload', documentBody: PDF } }] } });
    expect(exe.status).toBe(400);
    expect((exe.body as { message: string }).message).toBe("Il file 'virus.exe' non è un PDF o un'immagine.");
    expect((await call('GET', ME, token)).status).toBe(204);
  });

  it('drops e-mail and phone of a non-premium card (spec 3 §6: contacts for Premium only)', async () => {
    const token = await sessionOf('registrato');
    const saved = professionalCardMeRoute.response.parse((await call('PATCH', CARDS, token, { patchFrom: 0, patch: { ...fullCard('Privata'), lastName: 'Bianchi', certifications: [] } })).body);
    expect(saved.contacts).toEqual({ province: 'LE', city: 'Lecce', email: null, phone: null });
    expect(saved.createBonus).toBe(false);
  });

  it('a premium nurse gets Pharmacare when publishing, and keeps it when the card is made private (spec 3 §4, §6)', async () => {
    const token = await sessionOf('noecm');
    const nurse = { ...fullCard('Pubblica'), lastName: 'Colomboinf', certifications: [], professions: [{ professionType: '857920006' as const, specializations: [], healthcareProfession: { id: '201', nome: 'Infermiere' }, mainProfession: true }] };
    const published = professionalCardMeRoute.response.parse((await call('PATCH', CARDS, token, { patchFrom: 0, patch: nurse })).body);
    expect(published.pharmaCare?.status).toBe('Attivo');
    // Premium, published, but no ECM wallet to credit: no bonus.
    expect(published.createBonus).toBe(false);
    const priv = professionalCardMeRoute.response.parse((await call('PATCH', CARDS, token, { patchFrom: 1, patch: { visibility: 'Privata' } })).body);
    expect(priv.pharmaCare).toEqual(published.pharmaCare);
    const [row] = await up.db.query<{ is_pharmacare: boolean; visibility: string }>(`SELECT is_pharmacare, visibility FROM professional_cards WHERE user_id = $1`, [PERSONAS.noecm]);
    expect(row).toEqual({ is_pharmacare: true, visibility: 'Privata' });
  });
});
