// @vitest-environment jsdom
import { appointmentDays } from '@club/validation';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/test-graphql';
import { DefinedLeadForm } from './DefinedLeadForm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (name: string, kind: string, label: string, placeholder: string | null, required: boolean, options: { value: string; label: string }[] = []) => ({
  __typename: 'LeadFormField',
  name,
  kind,
  label,
  placeholder,
  required,
  maxLength: null,
  rows: kind === 'TEXTAREA' ? 5 : null,
  options: options.map((o) => ({ __typename: 'LeadFormOption', ...o })),
});
const definition = (formId: string, formType: string, fields: unknown[]) => () => ({
  data: { leadFormDefinition: { __typename: 'LeadFormDefinition', formId, formType, formCampaign: null, formTitle: 'Il modulo', formContent: 'Intro', submitLabel: 'Invia', fields } },
});
const created = () => ({ data: { createLead: { __typename: 'LeadResult', id: 'l1' } } });

const days = appointmentDays();
const MARKETING = definition('prenota-appuntamento', 'prenotazione-appuntamento', [
  field('email', 'EMAIL', 'E-Mail', 'nome@esempio.it', true),
  field('cellulare', 'TEL', 'Cellulare', 'Es. 3331234567', true),
  field('codiceCliente', 'TEXT', 'Codice cliente', 'Es. 1000003', false),
  field('giorno', 'APPOINTMENT_DAY', "Giorno dell'appuntamento", 'Scegli il giorno', true, days.map((d) => ({ value: d, label: d }))),
  field('fascia', 'RADIO', 'Fascia oraria', null, true, [{ value: 'mattina', label: 'Mattina' }, { value: 'pomeriggio', label: 'Pomeriggio' }]),
  field('privacy', 'CONSENT', 'Acconsento a essere ricontattato', null, true),
]);
const ACCOUNT = definition('first-opinion-form', 'first-opinion', [
  field('nome', 'TEXT', 'Nome', 'Il tuo nome', true),
  field('cognome', 'TEXT', 'Cognome', 'Il tuo cognome', true),
  field('email', 'EMAIL', 'E-Mail', 'nome@esempio.it', true),
  field('cellulare', 'TEL', 'Cellulare', 'Es. 3331234567', true),
  field('dateOfBirth', 'DATE', 'Data di nascita', 'gg/mm/aaaa', true),
  field('placeOfBirth', 'TEXT', 'Luogo di nascita', 'Comune di nascita', true),
  field('username', 'TEXT', 'Username', 'Scegli un username', false),
  field('password', 'PASSWORD', 'Password', 'Scegli una password', false),
  field('note', 'TEXTAREA', 'Il tuo messaggio', 'Scrivi il tuo messaggio...', true),
  field('privacy', 'CONSENT', 'Privacy', null, true),
]);

describe('DefinedLeadForm: the marketing form (spec 1 §4, spec 3 §9)', () => {
  it('enables the submit only once e-mail, phone, day, window and consent are filled, and sends the appointment as giorniRichiesta with the navigation history', async () => {
    window.sessionStorage.clear();
    // The test router lives in memory: the browser's own address is what the lead reports.
    window.history.replaceState(null, '', '/assistenza?utm_source=newsletter');
    const { sent } = renderPage(<DefinedLeadForm formId="prenota-appuntamento" />, {
      path: '/assistenza',
      url: '/assistenza?utm_source=newsletter',
      handlers: { DefinedLeadForm: MARKETING, CreateDefinedLead: created },
    });
    const submit = await screen.findByRole('button', { name: 'Invia' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'Anna@Example.it' } });
    fireEvent.change(screen.getByLabelText('Cellulare'), { target: { value: '333 1234567' } });
    fireEvent.change(screen.getByLabelText("Giorno dell'appuntamento *"), { target: { value: days[2] } });
    fireEvent.click(screen.getByRole('switch'));
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Pomeriggio'));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Richiesta inviata con successo!')).toBeTruthy();
    const call = sent.find((s) => s.operationName === 'CreateDefinedLead')!;
    expect(call.variables.input).toMatchObject({
      formType: 'prenotazione-appuntamento',
      email: 'anna@example.it',
      cellulare: '3331234567',
      giorniRichiesta: `${days[2]} pomeriggio`,
      privacy: true,
      navHistoryCurr: `${window.location.origin}/assistenza?utm_source=newsletter`,
      utm: { source: 'newsletter' },
    });
    // Spec 1 §4: the form resets after a successful submission.
    await waitFor(() => expect((screen.getByLabelText('E-Mail') as HTMLInputElement).value).toBe(''));
  });

  it('a missing definition is a console warning and no form (spec 1 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderPage(<DefinedLeadForm formId="prenota-appuntamento" />, { path: '/x', url: '/x', handlers: { DefinedLeadForm: () => ({ data: { leadFormDefinition: null } }) } });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Modulo prenota-appuntamento non disponibile.'));
    expect(container.querySelector('form')).toBeNull();
  });
});

describe('DefinedLeadForm: a form built from the definition with the new fields (spec 1 §5)', () => {
  it('shows each field with its placeholder, the textarea with 5 rows, and the messages of date and place of birth and username', async () => {
    renderPage(<DefinedLeadForm formId="first-opinion-form" />, { path: '/x', url: '/x', handlers: { DefinedLeadForm: ACCOUNT, CreateDefinedLead: created } });
    const date = (await screen.findByLabelText('Data di nascita')) as HTMLInputElement;
    expect(date.placeholder).toBe('gg/mm/aaaa');
    expect((screen.getByLabelText('Luogo di nascita') as HTMLInputElement).placeholder).toBe('Comune di nascita');
    expect((screen.getByLabelText('Username') as HTMLInputElement).placeholder).toBe('Scegli un username');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect([password.type, password.placeholder]).toEqual(['password', 'Scegli una password']);
    const note = screen.getByLabelText('Il tuo messaggio') as HTMLTextAreaElement;
    expect([note.rows, note.placeholder]).toEqual([5, 'Scrivi il tuo messaggio...']);

    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    // Spec 1 §5: the note is required too (the /telemedicina form's), so seven fields ask for a value.
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(7);
    expect(note.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(date, { target: { value: '31/02/1985' } });
    fireEvent.change(screen.getByLabelText('Luogo di nascita'), { target: { value: 'R'.repeat(61) } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'u'.repeat(101) } });
    expect(await screen.findByText('Data di nascita non valida: usa il formato gg/mm/aaaa.')).toBeTruthy();
    expect(await screen.findByText('Luogo di nascita troppo lungo: hai a disposizione massimo 60 caratteri')).toBeTruthy();
    expect(await screen.findByText('Username troppo lungo: hai a disposizione massimo 100 caratteri')).toBeTruthy();
  });

  it('sends the birth date and place and the username (no password typed: none sent)', async () => {
    const { sent } = renderPage(<DefinedLeadForm formId="first-opinion-form" />, { path: '/x', url: '/x', handlers: { DefinedLeadForm: ACCOUNT, CreateDefinedLead: created } });
    for (const [label, value] of [['Nome', 'Mario'], ['Cognome', 'Rossi'], ['E-Mail', 'mario@example.it'], ['Cellulare', '3331234567'], ['Data di nascita', '10/12/1985'], ['Luogo di nascita', 'Roma'], ['Username', 'mrossi'], ['Il tuo messaggio', 'Vorrei un secondo parere.']] as const) {
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Richiesta inviata con successo!')).toBeTruthy();
    expect(sent.find((s) => s.operationName === 'CreateDefinedLead')!.variables.input).toMatchObject({
      formType: 'first-opinion',
      dateOfBirth: '1985-12-10',
      placeOfBirth: 'Roma',
      username: 'mrossi',
      note: 'Vorrei un secondo parere.',
      encryptedPassword: null,
      giorniRichiesta: null,
    });
  });
});
