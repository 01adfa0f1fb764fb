// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage } from '../../lib/test-graphql';
import type { Draft } from './cardDraft';
import { CardForm } from './CardForm';

// Issue 28: the draft's isHiddenFlags, status and step, picture, contacts visibility, change
// requests and the certificate's download link, as the editor shows them (spec 3 §2, §3).

afterEach(cleanup);

function draft(over: Partial<Draft> = {}): Draft {
  return {
    __typename: 'ProfessionalCardDraft',
    id: null, version: 3, firstName: 'Marco', lastName: 'Verdi', presentationText: '', privacyFlag: false, termsOfServiceFlag: false, visibility: 'Privata',
    accessLevel: 'full', contactsAllowed: true, upgradeForContacts: false, pharmacareActive: false, pharmacareEligible: false, createBonus: false,
    status: 0, step: 2, isHiddenFlags: false, profilePictureUrl: null, contactDataVisibility: 857920002, changeRequests: [],
    contacts: { __typename: 'CardContacts', province: '', city: '', email: null, phone: null },
    professions: [], training: [], workExperience: [], certifications: [], scientificPublications: [],
    ...over,
  } as Draft;
}

const open = (d: Draft) =>
  renderPage(<CardForm draft={d} specialisations={[]} otherProfessionId={null} />, { path: '/profilo/la-mia-scheda', url: '/profilo/la-mia-scheda', wrapper: ToastProvider, handlers: {} });

describe('the card editor and the draft of spec 3 §3', () => {
  it('an incomplete draft: its status, the next step marked current, terms and privacy asked and linked to their pages', () => {
    open(draft());
    expect(screen.getByText('Stato della scheda').nextElementSibling?.textContent).toBe('In compilazione');
    expect(screen.getByText('Prossimo passo').nextElementSibling?.textContent).toBe('3. Contatti');
    const steps = screen.getByRole('navigation', { name: 'Passi della scheda' });
    expect(within(steps).getByRole('link', { name: '3. Contatti' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('switch', { name: "Accetto le condizioni d'uso della scheda" })).toBeTruthy();
    expect(screen.getByRole('switch', { name: "Ho letto l'informativa privacy" })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Condizioni d'uso/ }).getAttribute('href')).toBe('/condizioni-uso');
    expect(screen.getByRole('link', { name: /^Informativa privacy/ }).getAttribute('href')).toBe('/informativa-privacy');
    expect(screen.queryByRole('img', { name: /Foto profilo/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Mostra i contatti nella scheda' }).getAttribute('aria-checked')).toBe('false');
  });

  it('a complete draft with terms and privacy accepted: not asked again; its picture, the contacts shown, the certificate link and the change requests', () => {
    open(draft({
      status: 1, step: 7, isHiddenFlags: true, privacyFlag: true, termsOfServiceFlag: true, profilePictureUrl: '/files/scheda/abc?t=x', contactDataVisibility: 857920000,
      certifications: [{ __typename: 'CardCertification', title: 'BLSD', year: 2021, documentUrl: '/professionallist/professionalcards/me/documents/abc', downloadUrl: '/files/scheda/abc?t=y', fileName: 'blsd.pdf' }],
      changeRequests: [{ __typename: 'CardChangeRequest', id: 'r1', createdOn: '2026-03-04T10:00:00.000Z', fields: ['presentationText', 'contacts'], status: 'Applicata' }],
    }));
    expect(screen.getByText('Stato della scheda').nextElementSibling?.textContent).toBe('Completa');
    expect(screen.queryByText('Prossimo passo')).toBeNull();
    expect(screen.queryByRole('switch', { name: "Accetto le condizioni d'uso della scheda" })).toBeNull();
    expect(screen.queryByRole('switch', { name: "Ho letto l'informativa privacy" })).toBeNull();
    expect(screen.getByText("Hai accettato le condizioni d'uso della scheda e l'informativa privacy.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Condizioni d'uso/ }).getAttribute('href')).toBe('/condizioni-uso');
    expect(screen.getByRole('img', { name: 'Foto profilo di Marco Verdi' }).getAttribute('src')).toBe('/files/scheda/abc?t=x');
    expect(screen.getByRole('switch', { name: 'Mostra i contatti nella scheda' }).getAttribute('aria-checked')).toBe('true');
    const link = screen.getByRole('link', { name: 'Scarica blsd.pdf' });
    expect(link.getAttribute('href')).toBe('/files/scheda/abc?t=y');
    expect(link.getAttribute('download')).toBe('blsd.pdf');
    const requests = screen.getByRole('region', { name: 'Richieste di modifica' });
    expect(within(requests).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['04/03/2026: Presentazione, Contatti — Applicata']);
  });
});
