// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/Toast';
import { renderPage, type OperationHandler } from '../../lib/test-graphql';
import { DataCompletionModal } from './DataCompletionModal';

afterEach(cleanup);

const lists: OperationHandler = () => ({
  data: {
    professions: [
      { __typename: 'Profession', id: '1', description: 'Medico', isDoctor: true, signupEnabled: true },
      { __typename: 'Profession', id: '2', description: 'Altro professionista sanitario', isDoctor: false, signupEnabled: true },
    ],
    specializationFamilies: [{ __typename: 'SpecializationFamily', id: 'F1', name: 'Area medica', specializations: [{ __typename: 'Specialization', id: '11', name: 'Cardiologia' }] }],
  },
});

const details: OperationHandler = () => ({ data: { professionDetails: [{ __typename: 'ProfessionDetail', id: '201', name: 'Infermiere' }] } });

const saved: OperationHandler = () => ({
  data: { updateContactData: { __typename: 'UpdateContactResult', ok: true, viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000011', hasFiscalCode: true, missingFields: { __typename: 'MissingFields', isComplete: true } } } } },
});

const missing = { fiscalCode: true, privacyHomnya: true, termsConditions: true };

describe('DataCompletionModal (spec 2 §4, §5)', () => {
  it('keeps confirm disabled until every rule holds, then saves and closes', async () => {
    const onSaved = vi.fn();
    const { sent } = renderPage(<DataCompletionModal missing={missing} onSaved={onSaved} onClose={() => {}} />, {
      path: '/m',
      url: '/m',
      wrapper: ToastProvider,
      handlers: { CompletionProfessions: lists, CompletionProfessionDetails: details, CompleteContactData: saved },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa i tuoi dati' });
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Codice Fiscale'), { target: { value: 'abc' } });
    // Each message shows as soon as the field changes (after the schema's check, a microtask), linked to its field.
    expect(await within(dialog).findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Codice Fiscale').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Codice Fiscale'), { target: { value: 'rssmra80a01h501u' } });

    const profession = await within(dialog).findByLabelText('Professione');
    fireEvent.change(profession, { target: { value: '' } });
    expect(await within(dialog).findByText('Seleziona una professione.')).toBeTruthy();
    expect(document.getElementById(profession.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Seleziona una professione.');
    fireEvent.change(profession, { target: { value: '2' } });
    const detail = await within(dialog).findByRole('option', { name: 'Infermiere' });
    fireEvent.change(within(dialog).getByLabelText('Professione sanitaria'), { target: { value: '' } });
    expect(await within(dialog).findByText('Seleziona una professione sanitaria.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Professione sanitaria'), { target: { value: (detail as HTMLOptionElement).value } });

    const privacy = within(dialog).getByRole('switch', { name: "Accetto l'informativa Privacy" });
    fireEvent.click(privacy);
    fireEvent.click(privacy);
    expect(await within(dialog).findByText('Devi accettare la Privacy per proseguire.')).toBeTruthy();
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(privacy);
    const terms = within(dialog).getByRole('switch', { name: 'Accetto i Termini e condizioni' });
    fireEvent.click(terms);
    fireEvent.click(terms);
    expect(await within(dialog).findByText('Devi accettare i Termini per proseguire.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.click(terms);
    await waitFor(() => expect(confirm.disabled).toBe(false));

    fireEvent.click(confirm);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(sent.find((op) => op.operationName === 'CompleteContactData')?.variables.input).toEqual({
      professionId: '2',
      professionDetailId: '201',
      fiscalCode: 'RSSMRA80A01H501U',
      privacyHomnya: true,
      termsConditions: true,
    });
  });

  it("a short fiscal code gets its message as it changes and, when the member leaves the field, the toast 'Codice fiscale non valido.'", async () => {
    renderPage(<DataCompletionModal missing={missing} onSaved={() => {}} onClose={() => {}} />, {
      path: '/m',
      url: '/m',
      wrapper: ToastProvider,
      handlers: { CompletionProfessions: lists, CompletionProfessionDetails: details, CompleteContactData: saved },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa i tuoi dati' });
    const field = within(dialog).getByLabelText('Codice Fiscale');
    fireEvent.focus(field);
    fireEvent.blur(field);
    // Leaving the field untouched says nothing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Codice fiscale non valido.')).toBeNull();
    fireEvent.change(field, { target: { value: 'rssmra80' } });
    expect(await within(dialog).findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(screen.queryByText('Codice fiscale non valido.')).toBeNull();
    fireEvent.blur(field);
    const toast = await screen.findByText('Codice fiscale non valido.');
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
  });

  it("shows the server's fiscal-code refusal under the form and the toast 'Codice fiscale non valido.'", async () => {
    const refused: OperationHandler = () => ({ errors: [{ message: 'Inserisci un Codice Fiscale valido.', extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } }] });
    const onSaved = vi.fn();
    renderPage(<DataCompletionModal missing={{ fiscalCode: true, privacyHomnya: false, termsConditions: false }} onSaved={onSaved} onClose={() => {}} />, {
      path: '/m',
      url: '/m',
      wrapper: ToastProvider,
      handlers: { CompletionProfessions: lists, CompletionProfessionDetails: details, CompleteContactData: refused },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa i tuoi dati' });
    fireEvent.change(within(dialog).getByLabelText('Codice Fiscale'), { target: { value: 'RSSMRA80A01H501U' } });
    fireEvent.change(await within(dialog).findByLabelText('Professione'), { target: { value: '2' } });
    const detail = await within(dialog).findByRole('option', { name: 'Infermiere' });
    fireEvent.change(within(dialog).getByLabelText('Professione sanitaria'), { target: { value: (detail as HTMLOptionElement).value } });
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText('Codice fiscale non valido.')).toBeTruthy();
    // The form-level message is in the form's live region.
    expect(within(dialog).getByRole('status').textContent).toBe('Inserisci un Codice Fiscale valido.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("a save that fails before the service answers (network) shows 'Errore nell'aggiornamento dei dati', not the browser's English message", async () => {
    const offline: OperationHandler = () => {
      throw new TypeError('Failed to fetch');
    };
    const onSaved = vi.fn();
    renderPage(<DataCompletionModal missing={{ fiscalCode: true, privacyHomnya: false, termsConditions: false }} onSaved={onSaved} onClose={() => {}} />, {
      path: '/m',
      url: '/m',
      wrapper: ToastProvider,
      handlers: { CompletionProfessions: lists, CompletionProfessionDetails: details, CompleteContactData: offline },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Completa i tuoi dati' });
    fireEvent.change(within(dialog).getByLabelText('Codice Fiscale'), { target: { value: 'RSSMRA80A01H501U' } });
    fireEvent.change(await within(dialog).findByLabelText('Professione'), { target: { value: '2' } });
    const detail = await within(dialog).findByRole('option', { name: 'Infermiere' });
    fireEvent.change(within(dialog).getByLabelText('Professione sanitaria'), { target: { value: (detail as HTMLOptionElement).value } });
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe("Errore nell'aggiornamento dei dati"));
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says when the professions cannot be loaded', async () => {
    renderPage(<DataCompletionModal missing={missing} onSaved={() => {}} onClose={() => {}} />, {
      path: '/m',
      url: '/m',
      wrapper: ToastProvider,
      handlers: { CompletionProfessions: () => ({ data: { professions: null, specializationFamilies: null }, errors: [{ message: 'Errore nel caricamento delle professioni.' }] }) },
    });
    expect(await screen.findByText('Errore nel caricamento delle professioni.')).toBeTruthy();
  });
});
