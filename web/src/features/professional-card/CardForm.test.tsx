// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the card editor rows: their messages', () => {
  const messages = (el: ParentNode) => [...el.querySelectorAll('.form-field__error')].map((e) => e.textContent).filter(Boolean);

  it('a row just added shows no message before it is touched, nor do the rows before it', async () => {
    const user = userEvent.setup();
    open(draft());
    await user.click(screen.getByRole('button', { name: 'Aggiungi un titolo' }));
    await user.click(screen.getByRole('button', { name: "Aggiungi un'esperienza" }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi una pubblicazione' }));
    expect(messages(document)).toEqual([]);
    // The new row has the focus as a whole, not its first field.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Pubblicazione 1' }));
    for (const name of ['Titolo 1', 'Esperienza 1', 'Pubblicazione 1']) {
      for (const field of within(screen.getByRole('group', { name })).getAllByRole('combobox')) expect(field.getAttribute('aria-invalid')).toBeNull();
    }
    // A field left empty speaks for itself, and only it.
    const row = screen.getByRole('group', { name: 'Titolo 1' });
    await user.click(within(row).getByLabelText('Istituto'));
    await user.tab();
    expect(messages(row)).toEqual(['Campo obbligatorio.']);
  });

  it("'Seleziona un anno.' goes once a year is chosen, before and after a submit", async () => {
    const user = userEvent.setup();
    open(draft());
    await user.click(screen.getByRole('button', { name: 'Aggiungi un titolo' }));
    const row = screen.getByRole('group', { name: 'Titolo 1' });
    const year = within(row).getByLabelText('Anno');
    await user.click(year);
    await user.tab();
    expect(messages(row)).toEqual(['Seleziona un anno.']);
    await user.selectOptions(year, '2020');
    await waitFor(() => expect(messages(row)).toEqual([]));
    expect(year.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: "Aggiungi un'esperienza" }));
    await user.click(screen.getByRole('button', { name: 'Salva la scheda' }));
    const experience = screen.getByRole('group', { name: 'Esperienza 1' });
    await waitFor(() => expect(messages(experience)).toContain('Seleziona un anno.'));
    await user.selectOptions(within(experience).getByLabelText('Dal'), '2015');
    await waitFor(() => expect(messages(experience)).not.toContain('Seleziona un anno.'));
  });

  it("each row field keeps its message line while empty, so a message does not move the row's button", async () => {
    const user = userEvent.setup();
    open(draft());
    await user.click(screen.getByRole('button', { name: 'Aggiungi un titolo' }));
    const row = screen.getByRole('group', { name: 'Titolo 1' });
    const lines = row.querySelectorAll('.form-field__error--reserved');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect([line.textContent, line.getAttribute('aria-hidden')]).toEqual(['', 'true']);
    await user.click(within(row).getByLabelText('Titolo'));
    await user.tab();
    // The same four lines: the message took the room kept for it, no element was added before the button.
    expect(row.querySelectorAll('.form-field__error--reserved')).toHaveLength(4);
    expect(messages(row)).toEqual(['Campo obbligatorio.']);
    const css = readFileSync(resolve(__dirname, '../../components/ui/form-field.css'), 'utf8');
    expect(css).toMatch(/\.form-field__error--reserved\s*\{[^}]*min-height:/);
  });
});
