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
