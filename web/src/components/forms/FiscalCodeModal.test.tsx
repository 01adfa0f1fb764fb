// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type GraphQLResult } from '../../lib/test-graphql';
import { ToastProvider } from '../ui/Toast';
import { FiscalCodeModal } from './FiscalCodeModal';

/** The fiscal-code save (course and magazine completion modals) as one idempotent write per submit. */

const saved: GraphQLResult = {
  data: { updateContactData: { __typename: 'UpdateContactResult', ok: true, viewer: { __typename: 'Viewer', user: { __typename: 'User', id: '1000005', hasFiscalCode: true } } } },
};

function render(save: () => GraphQLResult | Promise<GraphQLResult>) {
  const onSaved = vi.fn();
  const view = renderPage(<FiscalCodeModal title="Codice fiscale" submitLabel="Salva" onClose={() => {}} onSaved={onSaved} />, {
    path: '/a',
    url: '/a',
    handlers: { SaveFiscalCode: save },
    wrapper: ToastProvider,
  });
  fireEvent.change(screen.getByLabelText(/Codice Fiscale/), { target: { value: 'RSSMRA85T10A562S' } });
  return { ...view, onSaved };
}

afterEach(cleanup);

describe('FiscalCodeModal save', () => {
  it('a double submit sends one mutation, with an Idempotency-Key, and closes once', async () => {
    let answer: (() => void) | undefined;
    const { sent, onSaved } = render(() => new Promise((resolve) => (answer = () => resolve(saved))));
    const button = screen.getByRole('button', { name: 'Salva' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saves = sent.filter((op) => op.operationName === 'SaveFiscalCode');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.idempotencyKey).toBeTruthy();
  });

  it('a save that fails upstream shows the error and never closes as saved; the retry reuses the key', async () => {
    let fail = true;
    const { sent, onSaved } = render(() => {
      if (!fail) return saved;
      fail = false;
      return { errors: [{ message: "Errore nell'aggiornamento dei dati", extensions: { code: 'UPSTREAM_UNAVAILABLE', service: '/contact/jump2wl' } }] };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText("Errore nell'aggiornamento dei dati")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [first, retry] = sent.filter((op) => op.operationName === 'SaveFiscalCode');
    expect(first!.idempotencyKey).toBeTruthy();
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});

describe('FiscalCodeModal checks', () => {
  const field = () => screen.getByLabelText(/Codice Fiscale/) as HTMLInputElement;

  it('an invalid code is refused on submit under the field, without a request; typing upper-cases', async () => {
    const save = vi.fn(() => saved);
    const { sent } = render(save);
    fireEvent.change(field(), { target: { value: 'rssmra85t10a562x' } });
    expect(field().value).toBe('RSSMRA85T10A562X');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Inserisci un Codice Fiscale valido.');
    // The message stays while the member corrects the code, until the next submit.
    fireEvent.change(field(), { target: { value: 'RSSMRA85T10A562S' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    expect(sent.filter((op) => op.operationName === 'SaveFiscalCode')).toHaveLength(0);
  });

  it.each([
    ['too short', 'RSSMRA85T10'],
    ['with a wrong check character', 'RSSMRA85T10A562X'],
  ])("a code %s shows the field's message and the spec 1 §5 danger toast 'Codice fiscale non valido.', without a request", async (_case, code) => {
    const { sent } = render(() => saved);
    fireEvent.change(field(), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Inserisci un Codice Fiscale valido.')).toBeTruthy();
    const toast = await screen.findByText('Codice fiscale non valido.');
    expect(toast.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
    expect(sent.filter((op) => op.operationName === 'SaveFiscalCode')).toHaveLength(0);
  });

  it("a code the server refuses shows the server's message under the field and the toast 'Codice fiscale non valido.'", async () => {
    const { onSaved } = render(() => ({ errors: [{ message: 'Codice fiscale già registrato.', extensions: { code: 'BAD_USER_INPUT', field: 'fiscalCode' } }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Codice fiscale non valido.')).toBeTruthy();
    expect(screen.getByText('Codice fiscale già registrato.', { selector: '.form-field__error' })).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
