import { describe, expect, it } from 'vitest';
import { CLUB_NAMES, clubsOfProfession, DOCTOR_CLUBS, PROFESSION_DETAIL_CLUBS, welcomeMessage } from './index';

describe("welcome message type after login (spec 1 §4, club names of spec 2 §9)", () => {
  const none = { conventionOrder: null, cardCode: null, productName: null };

  it("'order' when a convention order exists, before the card and the product", () => {
    expect(welcomeMessage({ conventionOrder: 'ORD-1000019', cardCode: 'CMP-INF-1', productName: 'Club Medici Premium' })).toEqual({ type: 'ORDER', clubName: null });
  });

  it("a blank convention order is no order", () => {
    expect(welcomeMessage({ ...none, conventionOrder: '  ' }).type).toBe('DEFAULT');
  });

  it("'card' when the card code contains INF, before the product", () => {
    expect(welcomeMessage({ ...none, cardCode: 'CMP-INF-2026-1', productName: 'Club Medici Premium' })).toEqual({ type: 'CARD', clubName: null });
    expect(welcomeMessage({ ...none, cardCode: 'CMP-2026-1000003' }).type).toBe('DEFAULT');
  });

  it("'product' when the product belongs to one of the club names, with that club", () => {
    expect(welcomeMessage({ ...none, productName: 'Club Farmacisti Premium' })).toEqual({ type: 'PRODUCT', clubName: 'Club Farmacisti' });
    expect(welcomeMessage({ ...none, productName: 'Club Medici Legali Premium' })).toEqual({ type: 'PRODUCT', clubName: 'Club Medici Legali' });
    for (const club of CLUB_NAMES) expect(welcomeMessage({ ...none, productName: club })).toEqual({ type: 'PRODUCT', clubName: club });
  });

  it("'default' for a convention product outside the club list, or with no data at all", () => {
    expect(welcomeMessage({ ...none, productName: 'Convenzione OMCeO Premium' })).toEqual({ type: 'DEFAULT', clubName: null });
    expect(welcomeMessage({ ...none, productName: 'Convenzione ASL Premium' }).type).toBe('DEFAULT');
    expect(welcomeMessage(none).type).toBe('DEFAULT');
  });

  it('the spec gives 13 club names plus the legal doctors', () => {
    expect(CLUB_NAMES).toHaveLength(14);
    expect(CLUB_NAMES).toContain('Club Medici Legali');
  });

  it("names the club of the member's profession: a nurse on the shared trial product is welcomed to the Club Infermieri", () => {
    const nurse = { code: '857920006', detail: 'Infermiere' };
    const doctor = { code: '857920003', detail: null };
    expect(welcomeMessage({ ...none, productName: 'Club Medici Prova Gratuita', profession: nurse })).toEqual({ type: 'PRODUCT', clubName: 'Club Infermieri' });
    expect(welcomeMessage({ ...none, productName: 'Club Medici Prova Gratuita', profession: doctor })).toEqual({ type: 'PRODUCT', clubName: 'Club Medici' });
    // A product of one of the profession's clubs keeps its club (a doctor in the legal doctors' club).
    expect(welcomeMessage({ ...none, productName: 'Club Medici Legali Premium', profession: doctor })).toEqual({ type: 'PRODUCT', clubName: 'Club Medici Legali' });
    expect(welcomeMessage({ ...none, productName: 'Club Infermieri Premium', profession: nurse })).toEqual({ type: 'PRODUCT', clubName: 'Club Infermieri' });
    // A doctor on a pharmacists' (non-convention) product is welcomed to the doctors' club…
    expect(welcomeMessage({ ...none, productName: 'Club Farmacisti Premium', profession: doctor })).toEqual({ type: 'PRODUCT', clubName: 'Club Medici' });
    // …while a convention product keeps its club, the one its partner logo shows.
    expect(welcomeMessage({ ...none, productName: 'Club Farmacisti Premium', isConvention: true, profession: doctor })).toEqual({ type: 'PRODUCT', clubName: 'Club Farmacisti' });
    // An unknown profession: the product's club.
    expect(welcomeMessage({ ...none, productName: 'Club Medici Prova Gratuita', profession: { code: '857920006', detail: 'Altro' } }).clubName).toBe('Club Medici');
    // The profession does not make a welcome of its own: no club product, no 'product' message.
    expect(welcomeMessage({ ...none, productName: 'Convenzione ASL Premium', profession: nurse }).type).toBe('DEFAULT');
  });

  it('every profession maps to one of the club names', () => {
    for (const club of [...DOCTOR_CLUBS, ...Object.values(PROFESSION_DETAIL_CLUBS)]) expect(CLUB_NAMES).toContain(club);
    expect(clubsOfProfession({ code: '857920006', detail: ' infermiere ' })).toEqual(['Club Infermieri']);
  });
});
