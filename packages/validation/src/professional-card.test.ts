import { describe, expect, it } from 'vitest';
import { CARD_DOCUMENT_MAX_BYTES, CARD_MESSAGES, cardDocumentProblem, cardFormSchema, cardPictureProblem, cardYears, splitDataUrl, type CardFormInput } from './professional-card';

describe('professional card rules (spec 3 §5, §9)', () => {
  it('the year list runs from the current year down to 1970', () => {
    const years = cardYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1970);
    expect(years).toHaveLength(57);
  });
  it('splits a data URL into mime type and body; anything else is unreadable', () => {
    expect(splitDataUrl('data:application/pdf;base64,JVBERi0x')).toEqual({ mimeType: 'application/pdf', body: 'JVBERi0x' });
    expect(splitDataUrl('data:image/png;name=a.png;base64,iVBO')).toEqual({ mimeType: 'image/png', body: 'iVBO' });
    expect(splitDataUrl('http://example.com/a.pdf')).toBeNull();
  });
  it('refuses a type other than PDF and images, and a file over the limit', () => {
    expect(cardDocumentProblem('a.exe', 'application/x-msdownload', 10)).toBe("Il file 'a.exe' non è un PDF o un'immagine.");
    expect(cardDocumentProblem('a.pdf', 'application/pdf', CARD_DOCUMENT_MAX_BYTES + 1)).toBe("Il file 'a.pdf' supera la dimensione massima di 100 KB.");
    expect(cardDocumentProblem('a.jpg', 'image/jpeg', CARD_DOCUMENT_MAX_BYTES)).toBeNull();
  });

  const base: CardFormInput = {
    firstName: 'Francesca', lastName: 'Romano', mainProfession: '0',
    professions: [{ professionType: '857920003', specialization1: '102', specialization2: '102', specialization3: '', healthcareProfession: '' }],
    presentationText: '', province: '', city: '', email: '', phone: '', training: [], workExperience: [], certifications: [], scientificPublications: [],
    isPublic: false, termsOfServiceFlag: false, privacyFlag: false, profilePicture: '', profilePictureFileName: '', contactsVisible: false,
  };
  it('the profile picture is an image (JPEG, PNG or WebP) within the documents\' size limit; the form sends a new one, or null to keep it', () => {
    expect(cardPictureProblem('cv.pdf', 'application/pdf', 10)).toBe("La foto 'cv.pdf' deve essere un'immagine JPEG, PNG o WebP.");
    expect(cardPictureProblem('a.gif', 'image/gif', 10)).toBe("La foto 'a.gif' deve essere un'immagine JPEG, PNG o WebP.");
    expect(cardPictureProblem('a.png', 'image/png', CARD_DOCUMENT_MAX_BYTES + 1)).toBe("Il file 'a.png' supera la dimensione massima di 100 KB.");
    expect(cardPictureProblem('a.webp', 'image/webp', CARD_DOCUMENT_MAX_BYTES)).toBeNull();
    expect(cardFormSchema.parse(base)).toMatchObject({ profilePicture: null, profilePictureFileName: null, contactsVisible: false });
    expect(cardFormSchema.parse({ ...base, profilePicture: 'data:image/png;base64,iVBO', profilePictureFileName: 'foto.png', contactsVisible: true }))
      .toMatchObject({ profilePicture: 'data:image/png;base64,iVBO', profilePictureFileName: 'foto.png', contactsVisible: true });
  });
  it('a private card may be incomplete; the form sends ids once, the main profession flagged', () => {
    const out = cardFormSchema.parse(base);
    expect(out.visibility).toBe('Privata');
    expect(out.professions).toEqual([{ professionType: '857920003', specializationIds: ['102'], healthcareProfessionId: null, mainProfession: true }]);
  });
  it('publishing needs province, city, terms and privacy', () => {
    const res = cardFormSchema.safeParse({ ...base, isPublic: true });
    expect(res.success).toBe(false);
    const messages = res.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      `province: ${CARD_MESSAGES.publishIncomplete}`, `city: ${CARD_MESSAGES.publishIncomplete}`,
      `termsOfServiceFlag: ${CARD_MESSAGES.publishTerms}`, `privacyFlag: ${CARD_MESSAGES.publishTerms}`,
    ]);
  });
});
