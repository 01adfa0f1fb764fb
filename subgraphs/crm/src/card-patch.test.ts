/**
 * The professional card's save sends only what changed (spec 3 §5): the form's card, turned into the
 * draft's shape by cardFromInput, is compared with the draft on file by cardPatch, ignoring documentUrl,
 * isHiddenFlags, patchFrom, pharmaCare, profilePictureUrl and step; an existing document is '[nochanges]'.
 */
import type { ProfessionalCardDraft } from '@club/contracts';
import type { CrmClient } from '@club/crm-client';
import { CARD_NOCHANGES } from '@club/validation';
import { describe, expect, it } from 'vitest';
import type { ProfessionalCardInput } from './generated/resolvers-types';
import { cardFromInput, cardPatch, newCardDraft } from './professional-card';

const DOC_URL = '/professionallist/professionalcards/me/documents/d1';

/** A saved draft with one certification whose document is already on file. */
function draftOnFile(): ProfessionalCardDraft {
  return {
    ...newCardDraft('Francesca', 'Romano'),
    id: 'PC1000003', version: 3, step: 7, status: 1, profilePictureUrl: '/foto/1.jpg', isHiddenFlags: true,
    presentationText: 'Cardiologa a Lecce.', privacyFlag: true, termsOfServiceFlag: true,
    contacts: { province: 'LE', city: 'Lecce', email: 'f@studio.it', phone: '3331234567' },
    certifications: [{ title: 'BLSD', year: 2020, documentUrl: DOC_URL, document: { fileName: 'blsd.pdf', mimeType: CARD_NOCHANGES, documentBody: '' } }],
    pharmaCare: { createdOn: '2026-01-01T00:00:00Z', id: 'PH1', professionistaId: 'PC1000003', status: 'Attivo' },
    visibility: 'Pubblica',
  };
}

/** The form's card as the web sends it: the existing certificate referenced by its URL, no new file. */
function formOf(d: ProfessionalCardDraft, over: Partial<ProfessionalCardInput> = {}): ProfessionalCardInput {
  return {
    version: d.version, firstName: d.firstName, lastName: d.lastName, professions: [], presentationText: d.presentationText,
    privacyFlag: d.privacyFlag, termsOfServiceFlag: d.termsOfServiceFlag,
    contacts: { province: d.contacts.province, city: d.contacts.city, email: d.contacts.email, phone: d.contacts.phone },
    training: [], workExperience: [], scientificPublications: [],
    certifications: d.certifications.map((c) => ({ title: c.title, year: c.year, documentUrl: c.documentUrl, fileName: c.document?.fileName ?? null, document: null })),
    visibility: d.visibility, ...over,
  };
}

/** No profession is sent, so the catalogue is never needed. */
const noCatalogue = new Proxy({}, { get: () => () => Promise.reject(new Error('catalogue not expected')) }) as unknown as CrmClient;
const patchOf = async (before: ProfessionalCardDraft, form: ProfessionalCardInput) => cardPatch(before, await cardFromInput(form, before, noCatalogue, true));

describe('cardPatch (spec 3 §5)', () => {
  it('the unchanged form is an empty patch, whatever the ignored fields hold', async () => {
    const before = draftOnFile();
    expect(await patchOf(before, formOf(before))).toEqual({});
    // The ignored fields differ on file: still nothing to send.
    const moved = { ...before, step: 2, isHiddenFlags: false, profilePictureUrl: null, pharmaCare: null };
    expect(await patchOf(moved, formOf(before))).toEqual({});
  });

  it("a documentUrl that differs inside a certification is ignored; an existing document stays '[nochanges]' and is no change", () => {
    const before = draftOnFile();
    const after = { ...before, certifications: [{ ...before.certifications[0]!, documentUrl: '/altro' }] };
    const { id: _id, version: _v, step: _s, status: _st, fiscalCode: _f, profilePictureUrl: _p, isHiddenFlags: _h, pharmaCare: _ph, createBonus: _b, ...fields } = after;
    expect(cardPatch(before, fields)).toEqual({});
  });

  it('a new data URL is a change: only the certifications are sent, the new file split into type and body', async () => {
    const before = draftOnFile();
    const pdf = Buffer.from('%PDF-1.4 nuovo').toString('base64');
    const form = formOf(before);
    form.certifications = [...form.certifications, { title: 'ACLS', year: 2022, documentUrl: null, fileName: 'acls.pdf', document: `data:application/pdf;base64,${pdf}` }];
    const patch = await patchOf(before, form);
    expect(Object.keys(patch)).toEqual(['certifications']);
    expect(patch.certifications).toEqual([
      { title: 'BLSD', year: 2020, documentUrl: DOC_URL, document: { fileName: 'blsd.pdf', mimeType: CARD_NOCHANGES, documentBody: '' } },
      { title: 'ACLS', year: 2022, documentUrl: null, document: { fileName: 'acls.pdf', mimeType: 'application/pdf', documentBody: pdf } },
    ]);
  });

  it('the same file uploaded again as a data URL is still a change (a new document is never compared away)', async () => {
    const before = draftOnFile();
    const form = formOf(before);
    form.certifications = [{ title: 'BLSD', year: 2020, documentUrl: DOC_URL, fileName: 'blsd.pdf', document: `data:image/png;base64,${Buffer.from('png').toString('base64')}` }];
    expect(Object.keys(await patchOf(before, form))).toEqual(['certifications']);
  });

  it('a changed text sends that field alone', async () => {
    const before = draftOnFile();
    expect(await patchOf(before, formOf(before, { presentationText: '  Cardiologa a Bari.  ', visibility: 'Privata' }))).toEqual({ presentationText: 'Cardiologa a Bari.', visibility: 'Privata' });
  });
});
