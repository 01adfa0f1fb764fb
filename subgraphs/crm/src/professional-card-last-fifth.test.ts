import type { RunningSubgraph } from '@club/subgraph-kit';
import { FILE_LINK_PARAM, openFileLink } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { cardPatch, newCardDraft } from './professional-card';
import { startCrmSubgraph } from './server';

// Spec 3 §3 draft fields the API lacked (issue 28): isHiddenFlags, status, step, the profile picture,
// contactDataVisibility, changeRequests; the card's files as short-lived portal links.

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

type Claims = Parameters<typeof callSubgraph>[3];

async function memberClaims(email: string): Promise<Claims> {
  const token = await upstreamLogin(up.url, email, 'Club2026!');
  const user = (await (await fetch(`${up.url}/CRM/Utente`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    clientCode: string; subscriptionType: 'PREMIUM'; servizi: { codice: string; attivo: boolean; stato: number }[]; fiscalCode: string | null;
  };
  return { subscriptionType: user.subscriptionType, wallets: user.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato })), hasFiscalCode: !!user.fiscalCode, userId: user.clientCode, upstreamToken: token };
}

const FIELDS = `version firstName lastName status step isHiddenFlags profilePictureUrl contactDataVisibility privacyFlag termsOfServiceFlag
  changeRequests { id createdOn fields status } certifications { documentUrl downloadUrl fileName }`;
interface Card {
  version: number; firstName: string; lastName: string; status: number; step: number; isHiddenFlags: boolean; profilePictureUrl: string | null; contactDataVisibility: number;
  changeRequests: { id: string; createdOn: string; fields: string[]; status: string }[]; certifications: { documentUrl: string | null; downloadUrl: string | null; fileName: string | null }[];
}
const read = async (claims: Claims) => (await callSubgraph<{ viewer: { user: { professionalCard: Card } } }>(subgraph.url, `{ viewer { user { professionalCard { ${FIELDS} } } } }`, {}, claims)).body.data!.viewer.user.professionalCard;
const save = (claims: Claims, input: Record<string, unknown>) =>
  callSubgraph<{ saveProfessionalCard: Card }>(subgraph.url, `mutation ($input: ProfessionalCardInput!) { saveProfessionalCard(input: $input) { ${FIELDS} } }`, { input }, claims);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
function input(card: Card, over: Record<string, unknown> = {}) {
  return {
    version: card.version, firstName: card.firstName, lastName: card.lastName,
    professions: [{ professionType: '857920006', specializationIds: [], healthcareProfessionId: '201', mainProfession: true }],
    presentationText: 'Infermiera a domicilio.', privacyFlag: true, termsOfServiceFlag: true,
    contacts: { province: 'BA', city: 'Bari', email: 'f@studio.it', phone: '3330000000' },
    training: [], workExperience: [], scientificPublications: [], visibility: 'Privata',
    certifications: [{ title: 'BLSD', year: 2021, documentUrl: null, fileName: 'blsd.pdf', document: `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}` }],
    ...over,
  };
}

describe('the card draft fields of spec 3 §3 through the API (issue 28)', () => {
  it('a new draft: status 0, step 0, flags not hidden, no picture, contacts visibility not selected, no change requests', async () => {
    const card = await read(await memberClaims('registrato@demo.club'));
    expect(card).toMatchObject({ status: 0, step: 0, isHiddenFlags: false, profilePictureUrl: null, contactDataVisibility: 857920002, changeRequests: [] });
  });

  it('premium saves a picture and a certificate: both as sealed /files/scheda links for this member; flags hidden, status 1, step 7; contacts shown by choice', async () => {
    const claims = await memberClaims('premium@demo.club');
    const draft = await read(claims);
    const res = await save(claims, input(draft, { profilePicture: `data:image/png;base64,${PNG}`, profilePictureFileName: 'foto.png', contactsVisible: true }));
    expect(res.body.errors).toBeUndefined();
    const card = res.body.data!.saveProfessionalCard;
    expect(card).toMatchObject({ status: 1, step: 7, isHiddenFlags: true, contactDataVisibility: 857920000 });
    for (const [link, location] of [[card.profilePictureUrl!, null], [card.certifications[0]!.downloadUrl!, card.certifications[0]!.documentUrl]] as const) {
      const url = new URL(link, 'http://portal.invalid');
      expect(url.pathname).toMatch(/^\/files\/scheda\/[0-9a-f-]{36}$/);
      const opened = openFileLink(TEST_SIGNING_SECRET, url.pathname, url.searchParams.get(FILE_LINK_PARAM)!);
      expect(opened.kind).toBe('valid');
      if (opened.kind !== 'valid') continue;
      expect(opened.grant.memberId).toBe('1000003');
      expect(opened.grant.location).toBe(location ?? `/professionallist/professionalcards/me/documents/${url.pathname.split('/').pop()}`);
    }
    // The upstream's own address stays the certificate's reference the form sends back.
    expect(card.certifications[0]!.documentUrl).toMatch(/^\/professionallist\/professionalcards\/me\/documents\//);

    // A change to the complete card is a change request; the contacts hidden by choice.
    const kept = [{ title: 'BLSD', year: 2021, documentUrl: card.certifications[0]!.documentUrl, fileName: 'blsd.pdf', document: null }];
    const changed = (await save(claims, input(card, { certifications: kept, presentationText: 'Infermiera.', contactsVisible: false }))).body.data!.saveProfessionalCard;
    expect(changed.contactDataVisibility).toBe(857920001);
    expect(changed.changeRequests).toHaveLength(1);
    expect(changed.changeRequests[0]).toMatchObject({ fields: ['presentationText', 'contactDataVisibility'], status: 'Applicata' });
    // The picture kept (nothing sent for it).
    expect(changed.profilePictureUrl).toMatch(/^\/files\/scheda\//);
    const removed = (await save(claims, input(changed, { certifications: kept, presentationText: 'Infermiera.', removeProfilePicture: true }))).body.data!.saveProfessionalCard;
    expect(removed.profilePictureUrl).toBeNull();
  });

  it('refuses a picture that is not an image, with its message and the field; a limited card keeps no contacts choice', async () => {
    const claims = await memberClaims('trial@demo.club');
    const draft = await read(claims);
    const bad = await save(claims, input(draft, { profilePicture: 'data:application/pdf;base64,JVBERi0x', profilePictureFileName: 'cv.pdf' }));
    expect(bad.body.errors?.[0]).toMatchObject({ message: "La foto 'cv.pdf' deve essere un'immagine JPEG, PNG o WebP.", extensions: { code: 'BAD_USER_INPUT', field: 'profilePicture' } });
    const saved = await save(claims, input(draft, { contactsVisible: true }));
    expect(saved.body.data!.saveProfessionalCard.contactDataVisibility).toBe(857920002);
  });

  it('an unchanged picture is no change of the patch; a new one is', () => {
    const before = { ...newCardDraft('A', 'B'), profilePicture: { fileName: 'foto.png', mimeType: '[nochanges]', documentBody: '' }, profilePictureUrl: '/x' };
    const { id: _i, version: _v, step: _s, status: _st, fiscalCode: _f, profilePictureUrl: _p, isHiddenFlags: _h, pharmaCare: _ph, createBonus: _b, changeRequests: _c, ...fields } = before;
    expect(cardPatch(before, fields)).toEqual({});
    expect(Object.keys(cardPatch(before, { ...fields, profilePicture: { fileName: 'foto.png', mimeType: 'image/png', documentBody: PNG } }))).toEqual(['profilePicture']);
  });
});
