import type { RunningSubgraph } from '@club/subgraph-kit';
import { CARD_BONUS_CREDITS } from '@club/policy';
import { CARD_DOCUMENT_MAX_BYTES } from '@club/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCrmSubgraph } from './server';
import { memberClaimsAt } from './testing/member-claims';

const PASSWORD = 'Club2026!';

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
type GqlError = { message: string; extensions?: Record<string, unknown> };

const memberClaims = (email: string): Promise<Claims> => memberClaimsAt(up.url, email, PASSWORD);

const CARD_FIELDS = `id version firstName lastName visibility presentationText accessLevel contactsAllowed upgradeForContacts pharmacareActive pharmacareEligible createBonus
  contacts { province city email phone } professions { professionType mainProfession specializations { id name } healthcareProfession { id name } }
  certifications { title year documentUrl fileName } training { degreeType title institute year }`;
const ME = `{ viewer { user { professionalCard { ${CARD_FIELDS} } } } }`;
const SAVE = `mutation ($input: ProfessionalCardInput!) { saveProfessionalCard(input: $input) { ${CARD_FIELDS} } }`;

interface Card {
  id: string | null; version: number; firstName: string; lastName: string; visibility: string; presentationText: string; accessLevel: string;
  contactsAllowed: boolean; upgradeForContacts: boolean; pharmacareActive: boolean; pharmacareEligible: boolean; createBonus: boolean;
  contacts: { province: string; city: string; email: string | null; phone: string | null };
  certifications: { title: string; year: number; documentUrl: string | null; fileName: string | null }[];
}

const pdfUrl = (bytes = 40) => `data:application/pdf;base64,${Buffer.alloc(bytes, 37).toString('base64')}`;

function input(card: Card, over: Record<string, unknown> = {}) {
  return {
    version: card.version,
    firstName: card.firstName,
    lastName: card.lastName,
    professions: [{ professionType: '857920006', specializationIds: [], healthcareProfessionId: '201', mainProfession: true }],
    presentationText: 'Infermiera a domicilio.',
    privacyFlag: true,
    termsOfServiceFlag: true,
    contacts: { province: 'BA', city: 'Bari', email: 'marco@studio.it', phone: '3330000000' },
    training: [{ degreeType: 'Laurea Triennale', title: 'Infermieristica', institute: 'Università di Bari', year: 2012 }],
    workExperience: [],
    certifications: [{ title: 'BLSD', year: 2021, documentUrl: null, fileName: 'blsd.pdf', document: pdfUrl() }],
    scientificPublications: [],
    visibility: 'Pubblica',
    ...over,
  };
}

const readCard = async (claims: Claims) => {
  const res = await callSubgraph<{ viewer: { user: { professionalCard: Card } } }>(subgraph.url, ME, {}, claims);
  expect(JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.viewer.user.professionalCard;
};
const bonusCredits = async (claims: Claims) => {
  const res = await callSubgraph<{ viewer: { ecmCredits: { bonusCredits: number } } }>(subgraph.url, '{ viewer { ecmCredits { bonusCredits } } }', {}, claims);
  return res.body.data!.viewer.ecmCredits.bonusCredits;
};
const save = (claims: Claims, vars: Record<string, unknown>) => callSubgraph<{ saveProfessionalCard: Card }>(subgraph.url, SAVE, { input: vars }, claims);

describe('User.professionalCard and saveProfessionalCard (spec 3 §3, §5, §6, §7)', () => {
  it('a member without a card reads a new draft prefilled with their name; limited without Premium', async () => {
    const card = await readCard(await memberClaims('registrato@demo.club'));
    expect(card).toMatchObject({ id: null, version: 0, firstName: 'Giulia', lastName: 'Bianchi', visibility: 'Privata', accessLevel: 'limited', contactsAllowed: false, upgradeForContacts: true });
  });

  it("another member's draft is never readable: the entity of another id resolves to null, and the field takes no argument", async () => {
    const claims = await memberClaims('registrato@demo.club');
    const res = await callSubgraph<{ _entities: unknown[] }>(
      subgraph.url,
      'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { professionalCard { firstName } } } }',
      { r: [{ __typename: 'User', id: '1000003' }] },
      claims,
    );
    expect(res.body.data!._entities).toEqual([null]);
    const withArg = await callSubgraph(subgraph.url, '{ viewer { user { professionalCard(userId: "1000003") { firstName } } } }', {}, claims);
    expect(withArg.body.errors?.[0]?.message).toMatch(/Unknown argument/);
  });

  it('premium-style save of a trial nurse: contacts dropped, no Pharmacare; a stale save is CONFLICT; a bad upload is refused and the draft kept', async () => {
    const claims = await memberClaims('trial@demo.club');
    const draft = await readCard(claims);
    const saved = await save(claims, input(draft));
    expect(saved.body.errors).toBeUndefined();
    const card = saved.body.data!.saveProfessionalCard;
    expect(card.version).toBe(draft.version + 1);
    expect(card.contacts).toEqual({ province: 'BA', city: 'Bari', email: null, phone: null });
    expect(card.pharmacareActive).toBe(false);
    expect(card.certifications[0]).toMatchObject({ title: 'BLSD', fileName: 'blsd.pdf' });
    expect(card.certifications[0]!.documentUrl).toBeTruthy();

    const stale = await save(claims, input(draft, { presentationText: 'Da una bozza vecchia' }));
    expect(stale.body.errors?.[0]).toMatchObject({ message: 'La scheda è stata modificata nel frattempo: ricarica la pagina per vedere la versione aggiornata.', extensions: { code: 'CONFLICT' } });

    const kept = [{ title: 'BLSD', year: 2021, documentUrl: card.certifications[0]!.documentUrl, fileName: 'blsd.pdf', document: null }];
    const big = await save(claims, input(card, { certifications: [...kept, { title: 'ACLS', year: 2022, documentUrl: null, fileName: 'acls.pdf', document: pdfUrl(CARD_DOCUMENT_MAX_BYTES + 1) }] }));
    expect(big.body.errors?.[0]).toMatchObject({ message: "Il file 'acls.pdf' supera la dimensione massima di 100 KB.", extensions: { code: 'BAD_USER_INPUT' } });
    const exe = await save(claims, input(card, { certifications: [{ title: 'X', year: 2022, documentUrl: null, fileName: 'x.exe', document: 'data:application/x-msdownload;base64,TVqQ' }] }));
    expect((exe.body.errors?.[0] as GqlError).message).toBe("Il file 'x.exe' non è un PDF o un'immagine.");
    const after = await readCard(claims);
    expect(after.version).toBe(card.version);
    expect(after.certifications).toEqual(card.certifications);

    // Keeping the existing document ('[nochanges]') and changing only the text is a patch of the text.
    const text = await save(claims, input(card, { presentationText: 'Nuovo testo', certifications: kept }));
    expect(text.body.errors).toBeUndefined();
    expect(text.body.data!.saveProfessionalCard.certifications).toEqual(card.certifications);
  });

  it('premium: contacts kept and bonus once; server-side checks answer Italian messages', async () => {
    const claims = await memberClaims('premium@demo.club');
    const draft = await readCard(claims);
    expect(draft.accessLevel).toBe('full');
    const twoMain = await save(claims, input(draft, { professions: [
      { professionType: '857920003', specializationIds: ['102'], healthcareProfessionId: null, mainProfession: true },
      { professionType: '857920003', specializationIds: ['101'], healthcareProfessionId: null, mainProfession: true },
    ] }));
    expect(twoMain.body.errors?.[0]).toMatchObject({ message: 'Indica una sola professione principale.', extensions: { code: 'BAD_USER_INPUT' } });
    const four = await save(claims, input(draft, { professions: [{ professionType: '857920003', specializationIds: ['101', '102', '103', '104'], healthcareProfessionId: null, mainProfession: true }] }));
    expect(four.body.errors?.[0]?.message).toBe('Puoi indicare al massimo 3 specializzazioni.');
    const bonusBefore = await bonusCredits(claims);
    const doctor = { professions: [{ professionType: '857920003', specializationIds: ['102'], healthcareProfessionId: null, mainProfession: true }] };
    const ok = await save(claims, input(draft, doctor));
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.saveProfessionalCard).toMatchObject({ createBonus: true, contacts: { email: 'marco@studio.it', phone: '3330000000' } });
    // The bonus is real: the ECM wallet's bonus credits grow, once per subscription.
    expect(await bonusCredits(claims)).toBe(bonusBefore + CARD_BONUS_CREDITS);
    const card = ok.body.data!.saveProfessionalCard;
    const again = await save(claims, input(card, { ...doctor, presentationText: 'Di nuovo pubblica.', certifications: [] }));
    expect(again.body.data!.saveProfessionalCard.createBonus).toBe(false);
    expect(await bonusCredits(claims)).toBe(bonusBefore + CARD_BONUS_CREDITS);
  });
});
