// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { LeadForm } from './LeadForm';
import { LEAD_PLACEHOLDERS } from './leadTexts';
import { WHATSAPP_PAUSE, isWhatsAppEnabled } from './supportHours';

afterEach(cleanup);

function viewer(fiscalCode: string | null) {
  return () => ({ data: { viewer: { __typename: 'Viewer', user: fiscalCode === null ? null : { __typename: 'User', id: '1000003', fiscalCode } } } });
}

describe('LeadForm support variant (spec 3 §5)', () => {
  it('prefills the fiscal code on file, upper-cased and read-only, and sends it with the four consents not selected', async () => {
    const { sent } = renderPage(<LeadForm formType="richiesta-assistenza" variant="support" />, {
      path: '/assistenza/contatti',
      url: '/assistenza/contatti',
      handlers: { LeadFormViewer: viewer('rssmra85t10a562s'), CreateLead: () => ({ data: { createLead: { __typename: 'LeadResult', id: 'l1' } } }) },
    });
    const cf = screen.getByLabelText('Codice Fiscale') as HTMLInputElement;
    await waitFor(() => expect(cf.value).toBe('RSSMRA85T10A562S'));
    expect(cf.readOnly).toBe(true);
    for (const radio of screen.getAllByRole('radio') as HTMLInputElement[]) expect(radio.checked).toBe(false);
    expect(screen.getAllByRole('radio')).toHaveLength(8);

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Mario' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Rossi' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'Mario@Example.it' } });
    fireEvent.change(screen.getByLabelText('Cellulare'), { target: { value: '333 12a34567' } });
    expect((screen.getByLabelText('Cellulare') as HTMLInputElement).value).toBe('3331234567');
    fireEvent.change(screen.getByLabelText('Il tuo messaggio'), { target: { value: 'Aiuto' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Richiesta inviata con successo!')).toBeTruthy();
    const call = sent.find((s) => s.operationName === 'CreateLead')!;
    expect(call.idempotencyKey).toBeTruthy();
    expect(call.variables.input).toMatchObject({
      formType: 'richiesta-assistenza',
      email: 'mario@example.it',
      codiceFiscale: 'RSSMRA85T10A562S',
      marketingDiretto: null,
      profilazione: null,
      privacy: true,
    });
  });

  it('a visitor types the fiscal code, letters and digits only, upper-cased', async () => {
    renderPage(<LeadForm formType="richiesta-assistenza" variant="support" />, { path: '/x', url: '/x', handlers: { LeadFormViewer: viewer(null) } });
    const cf = screen.getByLabelText('Codice Fiscale') as HTMLInputElement;
    fireEvent.change(cf, { target: { value: 'rss-mra 85' } });
    expect(cf.value).toBe('RSSMRA85');
    expect(cf.readOnly).toBe(false);
  });

  it('shows the server refusal of one field under it, without the failure dialog', async () => {
    renderPage(<LeadForm formType="richiesta-info-pharmacare" variant="homeCare" />, {
      path: '/x',
      url: '/x',
      handlers: { CreateLead: () => ({ errors: [{ message: 'Centro fitness sconosciuto.', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }] }) },
    });
    expect(screen.queryByLabelText('Nome')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'a@example.it' } });
    fireEvent.change(screen.getByLabelText('Cellulare'), { target: { value: '3331234567' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText('Centro fitness sconosciuto.')).toBeTruthy();
    expect(screen.queryByText('Ops, qualcosa è andato storto!')).toBeNull();
  });
});

describe("placeholders on every field (spec 1 §5 'Placeholders exist for each form field'; the note's 'Scrivi il tuo messaggio...')", () => {
  const fitnessCenters = () => ({ data: { fitnessCenters: [{ __typename: 'FitnessCenter', id: 'c1', name: 'Palestra Uno', city: 'Roma', province: 'RM' }] } });
  it.each([
    ['support (/assistenza/contatti, the /chi-siamo lead block)', 'richiesta-assistenza', 'support', ['nome', 'cognome', 'email', 'cellulare', 'codiceFiscale', 'note']],
    ['legal service page', 'consulenza-legale', 'service', ['nome', 'cognome', 'email', 'cellulare', 'note']],
    ['fitness', 'Richiesta-FitnessNetwork', 'fitness', ['nome', 'cognome', 'email', 'cellulare']],
    ['home care', 'richiesta-info-pharmacare', 'homeCare', ['email', 'cellulare']],
  ] as const)('%s: each text field and the message show theirs', async (_form, formType, variant, names) => {
    const { container } = renderPage(<LeadForm formType={formType} variant={variant} />, {
      path: '/x',
      url: '/x',
      handlers: { LeadFormViewer: viewer(null), FitnessCenters: fitnessCenters },
    });
    const boxes = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="radio"]):not([type="checkbox"]):not([role="switch"]), textarea')];
    expect(boxes.map((b) => b.name).sort()).toEqual([...names].sort());
    for (const box of boxes) expect([box.name, box.placeholder]).toEqual([box.name, LEAD_PLACEHOLDERS[box.name as keyof typeof LEAD_PLACEHOLDERS]]);
    if (variant === 'fitness') {
      const club = screen.getByLabelText(/^Centro fitness/) as HTMLSelectElement;
      expect(club.options[0]!.textContent).toBe(LEAD_PLACEHOLDERS.club);
    }
  });

  it("the wording: the spec's for the message, ours for the others", () => {
    expect(LEAD_PLACEHOLDERS).toMatchObject({ note: 'Scrivi il tuo messaggio...', nome: 'Il tuo nome', cognome: 'Il tuo cognome', email: 'nome@esempio.it', cellulare: 'Es. 3331234567' });
  });
});

describe('the message box (spec 1 §5 note: max 999 characters)', () => {
  const tooLong = 'Messaggio troppo lungo: hai a disposizione massimo 999 caratteri';

  it("lets the member type past 999 characters and refuses the 1000th with the spec's message, sending nothing", async () => {
    const { sent } = renderPage(<LeadForm formType="richiesta-assistenza" variant="support" />, {
      path: '/x',
      url: '/x',
      handlers: { LeadFormViewer: viewer(null), CreateLead: () => ({ data: { createLead: { __typename: 'LeadResult', id: 'l1' } } }) },
    });
    const note = screen.getByLabelText('Il tuo messaggio') as HTMLTextAreaElement;
    // A maxlength would make the browser stop at 999 characters, and the message could never appear.
    expect(note.hasAttribute('maxlength')).toBe(false);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Mario' } });
    fireEvent.change(screen.getByLabelText('Cognome'), { target: { value: 'Rossi' } });
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'mario@example.it' } });
    fireEvent.change(screen.getByLabelText('Cellulare'), { target: { value: '3331234567' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.change(note, { target: { value: 'a'.repeat(1000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await screen.findByText(tooLong)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((s) => s.operationName === 'CreateLead')).toBe(false);
    fireEvent.change(note, { target: { value: 'a'.repeat(999) } });
    await waitFor(() => expect(screen.queryByText(tooLong)).toBeNull());
  });
});

describe('support hours (spec 3 §9)', () => {
  it('WhatsApp is off from 2024-08-09 20:00 to 2024-08-19 07:59', () => {
    expect(isWhatsAppEnabled(new Date('2024-08-09T19:59:00+02:00'))).toBe(true);
    expect(isWhatsAppEnabled(WHATSAPP_PAUSE.from)).toBe(false);
    expect(isWhatsAppEnabled(new Date('2024-08-15T12:00:00+02:00'))).toBe(false);
    expect(isWhatsAppEnabled(new Date('2024-08-19T08:00:00+02:00'))).toBe(true);
  });
});
