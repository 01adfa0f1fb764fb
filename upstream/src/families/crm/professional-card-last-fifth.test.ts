import { CARD_NO, CARD_NOT_SELECTED, CARD_YES, professionalCardMeRoute, professionalCardsRoute, type ProfessionalCardPatchBody } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../auth';
import { startTestUpstream } from '../../testing';

// Spec 3 §3 'Professional card (Scheda Professionale) draft': isHiddenFlags, profilePicture and
// profilePictureUrl, step and status, contactDataVisibility, changeRequests (issue 28).

let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});

const PERSONAS = { registrato: '1000001', trial: '1000002', premium: '1000003' } as const;
const sessionOf = (p: keyof typeof PERSONAS) => createToken(up.db, PERSONAS[p], 'session', 60);
const ME = '/professionallist/professionalcards/me';
const CARDS = '/professionallist/professionalcards';

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type, bytes, body: type.includes('json') ? (JSON.parse(bytes.toString('utf8')) as unknown) : null };
}

// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const patch = async (token: string, patchFrom: number, fields: ProfessionalCardPatchBody['patch']) => call('PATCH', CARDS, token, { patchFrom, patch: fields });
const draftOf = (body: unknown) => professionalCardMeRoute.response.parse(body);

describe('the card draft fields of spec 3 §3 (issue 28)', () => {
  it('stores the profile picture like a document: its owner reads it back, another member does not; a PDF is refused as a picture', async () => {
    const token = await sessionOf('premium');
    const refused = await patch(token, 0, { profilePicture: { fileName: 'cv.pdf', mimeType: 'application/pdf', documentBody: Buffer.from('%PDF-1.4').toString('base64') } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "La foto 'cv.pdf' deve essere un'immagine JPEG, PNG o WebP." });

    const saved = draftOf((await patch(token, 0, { profilePicture: { fileName: 'foto.png', mimeType: 'image/png', documentBody: PNG } })).body);
    expect(saved.profilePictureUrl).toMatch(/^\/professionallist\/professionalcards\/me\/documents\/[0-9a-f-]{36}$/);
    expect(saved.profilePicture).toEqual({ fileName: 'foto.png', mimeType: '[nochanges]', documentBody: '' });
    const own = await call('GET', saved.profilePictureUrl!, token);
    expect(own.status).toBe(200);
    expect(own.type).toBe('image/png');
    expect(own.bytes.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    expect((await call('GET', saved.profilePictureUrl!, await sessionOf('trial'))).status).toBe(404);

    // '[nochanges]' keeps it; null removes it.
    const kept = draftOf((await patch(token, 1, { profilePicture: saved.profilePicture, presentationText: 'Cardiologa.' })).body);
    expect(kept.profilePictureUrl).toBe(saved.profilePictureUrl);
    const removed = draftOf((await patch(token, 2, { profilePicture: null })).body);
    expect(removed.profilePictureUrl).toBeNull();
  });

  it('keeps the step and the status: the first step to complete, 7 and status 1 once complete; isHiddenFlags once terms and privacy are accepted', async () => {
    const token = await sessionOf('trial');
    const fresh = await call('GET', ME, token);
    expect(fresh.status).toBe(204);
    const first = draftOf((await patch(token, 0, { privacyFlag: true })).body);
    expect([first.step, first.status, first.isHiddenFlags]).toEqual([0, 0, false]);
    const profession = draftOf((await patch(token, 1, {
      termsOfServiceFlag: true,
      professions: [{ professionType: '857920006', specializations: [], healthcareProfession: { id: '201', nome: 'Infermiere' }, mainProfession: true }],
    })).body);
    expect([profession.step, profession.status, profession.isHiddenFlags]).toEqual([1, 0, true]);
    const presented = draftOf((await patch(token, 2, { presentationText: 'Infermiera a Bari.' })).body);
    expect(presented.step).toBe(2);
    const complete = draftOf((await patch(token, 3, { contacts: { province: 'BA', city: 'Bari', email: null, phone: null } })).body);
    expect([complete.step, complete.status]).toEqual([7, 1]);
    // Read back as saved.
    expect(draftOf((await call('GET', ME, token)).body)).toMatchObject({ step: 7, status: 1, isHiddenFlags: true });
  });

  it('records a change to a complete card as a change request, newest first, with the fields changed', async () => {
    const token = await sessionOf('trial');
    const before = draftOf((await call('GET', ME, token)).body);
    expect(before.status).toBe(1);
    expect(before.changeRequests).toEqual([]);
    const changed = draftOf((await patch(token, before.version, { presentationText: 'Infermiera a domicilio.', visibility: 'Pubblica' })).body);
    expect(changed.changeRequests).toHaveLength(1);
    expect(changed.changeRequests[0]).toMatchObject({ fields: ['presentationText', 'visibility'], status: 'Applicata' });
    expect(Date.parse(changed.changeRequests[0]!.createdOn)).not.toBeNaN();
    const again = draftOf((await patch(token, changed.version, { visibility: 'Privata' })).body);
    expect(again.changeRequests.map((r) => r.fields)).toEqual([['visibility'], ['presentationText', 'visibility']]);
  });

  it('keeps the contacts visibility (yes/no codes) of a premium card; a non-premium card has none; another code is refused', async () => {
    const premium = await sessionOf('premium');
    const { version } = draftOf((await call('GET', ME, premium)).body);
    expect(draftOf((await patch(premium, version, { contactDataVisibility: CARD_YES })).body).contactDataVisibility).toBe(CARD_YES);
    expect(draftOf((await patch(premium, version + 1, { contactDataVisibility: CARD_NO })).body).contactDataVisibility).toBe(CARD_NO);
    expect((await patch(premium, version + 2, { contactDataVisibility: 42 as never })).status).toBe(400);

    const registered = await sessionOf('registrato');
    expect(draftOf((await patch(registered, 0, { contactDataVisibility: CARD_YES })).body).contactDataVisibility).toBe(CARD_NOT_SELECTED);
  });

  it("a published card's contacts leave the directory when its member chose not to show them (contactDataVisibility no)", async () => {
    const premium = await sessionOf('premium');
    const { version } = draftOf((await call('GET', ME, premium)).body);
    const published = await patch(premium, version, {
      lastName: 'Contattivisibili', privacyFlag: true, termsOfServiceFlag: true, visibility: 'Pubblica', contactDataVisibility: CARD_YES,
      professions: [{ professionType: '857920003', specializations: [{ id: '102', nome: 'Cardiologia' }], healthcareProfession: null, mainProfession: true }],
      contacts: { province: 'TN', city: 'Trento', email: null, phone: null },
    });
    expect(published.status).toBe(200);
    const contactsInDirectory = async () =>
      professionalCardsRoute.response.parse((await call('GET', `${CARDS}?province=TN&text=Contattivisibili&take=10`, premium)).body).professionalCards.map((c) => c.contacts);
    expect((await contactsInDirectory())[0]).not.toBeNull();
    await patch(premium, version + 1, { contactDataVisibility: CARD_NO });
    expect(await contactsInDirectory()).toEqual([null]);
  });
});
